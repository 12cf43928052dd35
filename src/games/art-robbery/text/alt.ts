// The picture in words (render/describe.ts), for a reader who cannot see it (Discord's alt text): a short summary, the
// post's text saying the rest. English and Russian, the same keys; merged into the catalogues in index.ts.
import { enCount as count } from '../../../core/plural.js';
import type { Catalogue } from '../../../core/text.js';


export const ALT_EN: Catalogue = {
  'alt.head': 'Picture of the table, raid {raid} of 4; the text lists every token. {status}',
  'alt.centre': (p) => `Centre: ${count(p.count, 'token', 'tokens')}${String(p.dog ?? '')}.`,
  'alt.dog': ', and the dog',
  'alt.player': (p) => `${String(p.name)}: ${count(p.hand, 'card', 'cards')} in hand, ${count(p.faceUp, 'token', 'tokens')} face up, ${String(p.banked)} banked${String(p.dog ?? '')}.`,
  'alt.turn': "{name}'s turn.",
  'alt.over': 'The game is over.',
  'alt.called-off': 'The game was called off.',
};

export const ALT_RU: Catalogue = {
  'alt.head': 'Картинка стола, налёт {raid} из 4; все жетоны перечислены в тексте. {status}',
  'alt.centre': 'В центре жетонов: {count}{dog}.',
  'alt.dog': ', и собака',
  'alt.player': '{name}: карт в руке {hand}, жетонов в открытую {faceUp}, в банке {banked}{dog}.',
  'alt.turn': 'Ходит {name}.',
  'alt.over': 'Игра окончена.',
  'alt.called-off': 'Игра прервана.',
};
