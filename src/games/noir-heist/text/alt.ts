// The picture in words (render/describe.ts): the grid of suspects as the reader's picture shows it, for a reader who
// cannot see it (Discord's alt text). English and Russian, the same keys; merged into the catalogues in index.ts.
import type { Catalogue } from '../../../core/text.js';

export const ALT_EN: Catalogue = {
  'alt.head': '{status} The 7×7 grid of suspects, one line a row, cells A1 (top left) to G7; vaults in the 3×3 corners.',
  'alt.officer': 'officer',
  'alt.dead': 'dead',
  'alt.stunned': 'stunned',
  'alt.mine': 'you',
  'alt.cleared': 'Cleared (in your case file): {cells}.',
  'alt.confirmed': 'certain: {names}',
  'alt.vaults': 'Vaults: {list}.',
  'alt.vault-robbed': '{vault} robbed',
  'alt.vault-tokens': '{vault} tokens of {names}',
  'alt.vault-empty': '{vault} no token',
  'alt.shift': 'Last shift: {line} {index} {dir}.',
  'alt.row-line': 'row',
  'alt.column-line': 'column',
};

export const ALT_RU: Catalogue = {
  'alt.head': '{status} Сетка подозреваемых 7×7, по ряду на строку, клетки от A1 (слева сверху) до G7; хранилища в углах 3×3.',
  'alt.officer': 'полицейский',
  'alt.dead': 'убит',
  'alt.stunned': 'оглушён',
  'alt.mine': 'вы',
  'alt.cleared': 'Вне подозрений (по вашему делу): {cells}.',
  'alt.confirmed': 'точно: {names}',
  'alt.vaults': 'Хранилища: {list}.',
  'alt.vault-robbed': '{vault} обворовано',
  'alt.vault-tokens': '{vault} жетоны: {names}',
  'alt.vault-empty': '{vault} без жетонов',
  'alt.shift': 'Последний сдвиг: {line} {index}, {dir}.',
  'alt.row-line': 'ряд',
  'alt.column-line': 'столбец',
};
