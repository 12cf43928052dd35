// /choose ANSWER: answer the game's open question by typing (buttons do the same). Shared shape: src/discord/action-command.ts.
import { actionCommand } from '../src/discord/action-command.js';

export default actionCommand('choose', 'choose', { name: 'answer', key: 'opt.answer', required: true });
