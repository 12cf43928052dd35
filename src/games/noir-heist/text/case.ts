// The case file's words (case-file.ts, written by case-text.ts), EN and RU: a catalogue of its own beside en.ts and
// ru.ts. Role names come from the game's catalogues (`role.<id>`).
import type { Catalogue, TextParams, Texts } from '../../../core/text.js';
import { withRuVaults } from './ru.js';
import { withRuSuspects } from './suspects.js';

/** Russian plural: 1 имя, 2 имени, 5 имён. */
const ruPlural = (n: number, one: string, few: string, many: string) => {
  const a = Math.abs(n) % 100, b = a % 10;
  return a > 10 && a < 20 ? many : b === 1 ? one : b >= 2 && b <= 4 ? few : many;
};
const n = (p: TextParams, k: string) => Number(p[k]);

const CASE_EN: Catalogue = {
  'case.head': 'Case file (your turn {turn}):',
  'case.head-after': 'Case file (after your turn {turn}):',
  'case.head-start': 'Case file:',
  // The `.of` forms: the file read by others after the end (the web page's reveal), named as the seat's.
  'case.head.of': 'Case file of {who} (turn {turn}):',
  'case.head-after.of': 'Case file of {who} (after turn {turn}):',
  'case.head-start.of': 'Case file of {who}:',
  'case.thief-caught': '{who}: caught, no identity until they draw.',
  'case.thief-certain': '{who} ({role}): certainly {name} ({at}).',
  'case.thief-few': (p) => `${p.who} (${p.role}): one of ${p.count}: ${p.list}.`,
  'case.thief-many': (p) => `${p.who} (${p.role}): one of ${p.count} names${p.where ? `, ${p.where}` : ''}.`,
  'case.in-square': 'all in {square}',
  'case.thieves-unknown': '{list}: no fact yet (up to {count} names each).',
  'case.since': (p) => (p.turn === null || p.turn === undefined
    ? ` No fact yet.`
    : ` Last fact: turn ${p.turn}; ${n(p, 'moves') === 0 ? 'no move since' : `${p.moves} move${n(p, 'moves') === 1 ? '' : 's'} since${n(p, 'visible') ? ` (${p.visible} visible)` : ''}`}.`),
  'case.summary': (p) => `Cleared: ${p.cleared} of ${p.live} suspects.${p.searches ? ` Searches: ${p.searches}.` : ''}`,
  'case.search': (p) => `${p.at} (turn ${p.turn}: ${Array.isArray(p.found) && p.found.length ? p.found.join(', ') : 'nobody'})`,
  'case.full.thief': (p) => `${p.who} (${p.role}): ${n(p, 'count') === 1 ? 'certainly' : `one of ${p.count}:`} ${p.list}.`,
  'case.full.thieves-same': (p) => `${p.who}: each one of the same ${p.count}: ${p.list}.`,
  'case.full.searches': 'Searches: {list}.',
  'case.full.search': (p) => `turn ${p.turn}: ${p.square} → ${Array.isArray(p.found) && p.found.length ? p.found.join(', ') : 'nobody inside'}`,
  'case.full.no-searches': 'No search yet.',
  'case.full.since': (p) => `Since your last turn: ${p.list || 'nothing visible'}${n(p, 'covert') ? `; ${p.covert} covert action${n(p, 'covert') === 1 ? '' : 's'}` : ''}.`,
  'case.full.since.of': (p) => `Since ${p.who}'s last turn: ${p.list || 'nothing visible'}${n(p, 'covert') ? `; ${p.covert} covert action${n(p, 'covert') === 1 ? '' : 's'}` : ''}.`,
  'case.full.board': 'The board (? possible, ! certain, × cleared, ★ officer, ☆ stunned, † dead, P your plainclothes):',
  'case.full.board.of': 'The board (? possible, ! certain, × cleared, ★ officer, ☆ stunned, † dead, P {who}\'s plainclothes):',
  'case.full.row': 'Row {row}: {cards}',
  'case.full.cleared': 'Cleared: {list}.',
  'case.why.caught': '{name} (was {thief}, caught)',
  'case.why.accused': '{name} (accused, no thief)',
  'case.thief.head': 'Identities you know:',
  'case.thief.head.of': 'Identities {who} knows:',
  'case.thief.own': 'You: {name} ({at}, {quadrant}).',
  'case.thief.other': '{who}: {name} ({at}, {quadrant}).',
  'case.noquadrant': 'no quadrant',
  'case.shown': '{who} showed you their identity: {name}.',
  'case.shown-gone': '{who} showed you their identity: {name} (no longer theirs).',
};

const CASE_RU: Catalogue = {
  'case.head': 'Дело (ваш ход {turn}):',
  'case.head-after': 'Дело (после вашего хода {turn}):',
  'case.head-start': 'Дело:',
  'case.head.of': 'Дело игрока {who} (ход {turn}):',
  'case.head-after.of': 'Дело игрока {who} (после хода {turn}):',
  'case.head-start.of': 'Дело игрока {who}:',
  'case.thief-caught': '{who}: после поимки личности нет, пока не будет взята новая.',
  'case.thief-certain': '{who} ({role}): точно {name} ({at}).',
  'case.thief-few': (p) => `${p.who} (${p.role}): одно из ${p.count}: ${p.list}.`,
  'case.thief-many': (p) => `${p.who} (${p.role}): одно из ${p.count} ${ruPlural(n(p, 'count'), 'имени', 'имён', 'имён')}${p.where ? `, ${p.where}` : ''}.`,
  'case.in-square': 'все в квадрате {square}',
  'case.thieves-unknown': (p) => `${p.list}: фактов пока нет (до ${p.count} ${ruPlural(n(p, 'count'), 'имени', 'имён', 'имён')} у каждого).`,
  'case.since': (p) => (p.turn === null || p.turn === undefined
    ? ' Фактов пока нет.'
    : ` Последний факт: ход ${p.turn}; ${n(p, 'moves') === 0 ? 'с тех пор без действий' : `с тех пор ${p.moves} ${ruPlural(n(p, 'moves'), 'действие', 'действия', 'действий')}${n(p, 'visible') ? ` (явных: ${p.visible})` : ''}`}.`),
  'case.summary': (p) => `Вне подозрений: ${p.cleared} из ${p.live}.${p.searches ? ` Досмотры: ${p.searches}.` : ''}`,
  'case.search': (p) => `${p.at} (ход ${p.turn}: ${Array.isArray(p.found) && p.found.length ? p.found.join(', ') : 'никого'})`,
  'case.full.thief': (p) => `${p.who} (${p.role}): ${n(p, 'count') === 1 ? 'точно' : `одно из ${p.count}:`} ${p.list}.`,
  'case.full.thieves-same': (p) => `${p.who}: у каждого одно из тех же ${p.count}: ${p.list}.`,
  'case.full.searches': 'Досмотры: {list}.',
  'case.full.search': (p) => `ход ${p.turn}: ${p.square} → ${Array.isArray(p.found) && p.found.length ? p.found.join(', ') : 'никого внутри'}`,
  'case.full.no-searches': 'Досмотров ещё не было.',
  'case.full.since': (p) => `С вашего прошлого хода: ${p.list || 'ничего явного'}${n(p, 'covert') ? `; тайных действий: ${p.covert}` : ''}.`,
  'case.full.since.of': (p) => `С прошлого хода игрока ${p.who}: ${p.list || 'ничего явного'}${n(p, 'covert') ? `; тайных действий: ${p.covert}` : ''}.`,
  'case.full.board': 'Поле (? под подозрением, ! точно, × вне подозрений, ★ офицер, ☆ оглушение, † убит, P ваш офицер в штатском):',
  'case.full.board.of': 'Поле (? под подозрением, ! точно, × вне подозрений, ★ офицер, ☆ оглушение, † убит, P офицер в штатском игрока {who}):',
  'case.full.row': 'Ряд {row}: {cards}',
  'case.full.cleared': 'Вне подозрений: {list}.',
  'case.why.caught': '{name} (личность игрока {thief} до поимки)',
  'case.why.accused': '{name} (обвинён, не вор)',
  'case.thief.head': 'Известные вам личности:',
  'case.thief.head.of': 'Личности, известные игроку {who}:',
  'case.thief.own': 'Вы: {name} ({at}, {quadrant}).',
  'case.thief.other': '{who}: {name} ({at}, {quadrant}).',
  'case.noquadrant': 'вне квадрантов',
  'case.shown': '{who} показывает вам свою личность: {name}.',
  'case.shown-gone': '{who} показывает вам свою личность: {name} (уже не действует).',
};

export const caseTexts: Texts = { en: CASE_EN, ru: withRuSuspects(withRuVaults(CASE_RU)) };
