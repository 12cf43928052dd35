// /end-turn: the engine's verb 'end'. Shared shape: src/discord/action-command.ts.
import { actionCommand } from '../src/discord/action-command.js';

export default actionCommand('end-turn', 'end');
