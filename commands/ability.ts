// /ability [target]: the character's ability. Shared shape: src/discord/action-command.ts.
import { actionCommand } from '../src/discord/action-command.js';

export default actionCommand('ability', 'ability', { name: 'target', key: 'opt.ability-target', required: false });
