// Rigger, The Solution: he starts with the Dynamite; and whenever a player finds a tool, they draw two and keep one.
import type { CharacterSide } from '../types.js';
import { drawTwoKeepOne } from './rigger-common.js';

export const riggerBasic: CharacterSide = {
  character: 'rigger',
  side: 'basic',
  name: 'The Solution',
  hooks: { drawTool: drawTwoKeepOne },
  setup(state, player) {
    const i = state.tools.deck.indexOf('dynamite');
    if (i < 0) return;
    state.tools.deck = state.tools.deck.filter((_, k) => k !== i);
    state.players[player].tools.push('dynamite');
  },
};
