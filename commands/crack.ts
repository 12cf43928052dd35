// /crack: roll the dice at the safe. Shared shape: src/discord/action-command.ts.
import { actionCommand } from '../src/discord/action-command.js';

export default actionCommand('crack', 'crack');
