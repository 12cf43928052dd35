// /peek TARGET: look at a neighbouring tile. Shared shape: src/discord/action-command.ts.
import { actionCommand } from '../src/discord/action-command.js';

export default actionCommand('peek', 'peek', { name: 'target', key: 'opt.target', required: true });
