// /give ITEM PLAYER: offer a tool or loot (the other player is asked). Shared shape: src/discord/action-command.ts.
import { actionCommand } from '../src/discord/action-command.js';

export default actionCommand('give', 'give', { name: 'what', key: 'opt.what', required: true });
