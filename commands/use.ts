// /use TOOL [target]: play a tool card. Shared shape: src/discord/action-command.ts.
import { actionCommand } from '../src/discord/action-command.js';

export default actionCommand('use', 'use', { name: 'tool', key: 'opt.tool', required: true });
