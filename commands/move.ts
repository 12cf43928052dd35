// /move TARGET: a direction, up, down or a cell. Shared shape: src/discord/action-command.ts.
import { actionCommand } from '../src/discord/action-command.js';

export default actionCommand('move', 'move', { name: 'target', key: 'opt.target', required: true });
