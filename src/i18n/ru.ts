// The bot's own Russian sentences: the same keys as en.ts (a test checks that none is missing).
import type { Entry } from './index.js';

export const RU: Record<string, Entry> = {};
