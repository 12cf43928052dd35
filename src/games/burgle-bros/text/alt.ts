// The picture in words (render/describe.ts): the building as the picture shows it, for a reader who cannot see it
// (Discord's alt text). English and Russian, the same keys; merged into the catalogues in index.ts.
import { enCount as count } from '../../../core/plural.js';
import type { Catalogue } from '../../../core/text.js';


export const ALT_EN: Catalogue = {
  'alt.head': 'Picture of the building, {floors} floors, cells from A1 at the top left. {status}',
  'alt.turn': 'Turn {turn}: {player} to act.',
  'alt.guard': 'Floor {floor}: guard at {at}, heading to {dest}, {speed}{next}.',
  'alt.guard-next': ', moves when this turn ends',
  'alt.guard-still': 'Floor {floor}: guard at {at}.',
  'alt.guard-not-yet': 'Floor {floor}: no guard yet.',
  'alt.guard-off': 'Floor {floor}: guard off the board.',
  'alt.crew': 'Crew: {list}.',
  'alt.member': '{name} ({character}) {where}',
  'alt.alarms': 'Floor {floor} alarms: {cells}.',
  'alt.safe': 'Floor {floor} safe at {at}: {state}.',
  'alt.safe-open': 'open',
  'alt.safe-dice': (p) => `${count(p.dice, 'die', 'dice')} added, numbers cracked at ${String(p.cells)}`,
  'alt.safe-hidden': 'Floor {floor} safe not found yet.',
  'alt.rooms': 'Floor {floor} rooms seen (combination number first): {list}.',
  'alt.place': '{cell} on floor {floor}',
  'alt.hack': (p) => count(p.n, 'hack token', 'hack tokens'),
  'alt.stalls': (p) => count(p.n, 'stall', 'stalls'),
  'alt.smoke': (p) => count(p.n, 'smoke token', 'smoke tokens'),
  'alt.downstairs': 'way down',
  'alt.entrance': 'entrance',
  'alt.disabled': 'disabled',
};

export const ALT_RU: Catalogue = {
  'alt.head': 'Картинка здания: этажей {floors}, клетки от A1 в левом верхнем углу. {status}',
  'alt.turn': 'Ход {turn}: действует {player}.',
  'alt.guard': 'Этаж {floor}: охранник в {at}, идёт к {dest}, {speed}{next}.',
  'alt.guard-next': ', ходит в конце этого хода',
  'alt.guard-still': 'Этаж {floor}: охранник в {at}.',
  'alt.guard-not-yet': 'Этаж {floor}: охранника ещё нет.',
  'alt.guard-off': 'Этаж {floor}: охранник вне поля.',
  'alt.crew': 'Команда: {list}.',
  'alt.member': '{name} ({character}) {where}',
  'alt.alarms': 'Этаж {floor}, тревоги: {cells}.',
  'alt.safe': 'Этаж {floor}, сейф в {at}: {state}.',
  'alt.safe-open': 'вскрыт',
  'alt.safe-dice': 'кубиков добавлено: {dice}, взломаны цифры в {cells}',
  'alt.safe-hidden': 'Этаж {floor}: сейф ещё не найден.',
  'alt.rooms': 'Этаж {floor}, открытые комнаты (сначала цифра кода): {list}.',
  'alt.place': '{cell} на этаже {floor}',
  'alt.hack': 'взлом {n}',
  'alt.stalls': 'кабинок {n}',
  'alt.smoke': 'дым {n}',
  'alt.downstairs': 'спуск',
  'alt.entrance': 'вход',
  'alt.disabled': 'выключена',
};
