// All tools, one module each in this folder.
import type { ToolCard } from '../types.js';

export const TOOL_CARDS: ToolCard[] = [];
