// /hack: a hack token on this room's computer. Shared shape: src/discord/action-command.ts.
import { actionCommand } from '../src/discord/action-command.js';

export default actionCommand('hack', 'hack');
