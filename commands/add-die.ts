// /add-die: one more die at the safe. Shared shape: src/discord/action-command.ts.
import { actionCommand } from '../src/discord/action-command.js';

export default actionCommand('add-die', 'add-die');
