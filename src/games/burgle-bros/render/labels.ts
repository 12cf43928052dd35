// Every word the picture shows, per language, so a Russian picture is one table away. Room names follow the
// rulebooks (the Russian rulebook for Russian). Unknown card ids fall back to their id made pretty.
import { BURGLE_EN } from '../text/en.js';
import { RU_CHARACTERS, RU_EVENTS, RU_LOOT, RU_TOOLS } from '../text/ru-engine.js';

export type Lang = 'en' | 'ru';

export interface Labels {
  floor: (n: number) => string;
  scenario: Record<string, string>;
  /** Short room names for a tile (one or two lines). */
  rooms: Record<string, string[]>;
  turn: (n: number, player: string) => string;
  actionsLeft: (n: number) => string;
  waiting: (player: string) => string;
  /** Before the first turn: the player choosing the entrance. */
  entrance: (player: string) => string;
  won: string;
  lost: string;
  calledOff: string;
  guard: string;
  guardOff: string;
  guardNotYet: string;
  movesNext: string;
  outside: string;
  effects: string;
  speed: (die: number, alarms: number, total: number) => string;
  patrolLeft: (n: number) => string;
  /** The patrol cards the Spotter put back on top, named (cells, or the Lost Visual card). */
  patrolNext: (cards: string) => string;
  lostVisualCard: string;
  patrolPerFloor: string;
  /** A burglar's stealth tokens left, as the seat list says it. */
  stealth: (n: number) => string;
  tools: string;
  loot: string;
  none: string;
  escaped: string;
  /** A crew member a bot plays for their person (a hand-over). */
  botPlays: string;
  safesLeft: (n: number) => string;
  piles: (tools: number, loot: number, events: number) => string;
  /** Chip texts on tiles. */
  chip: {
    open: string; off: string; hack: string; dice: (n: number) => string; stalls: (n: number) => string; smoke: (n: number) => string;
    /** The crew's entrance (its token is the Downstairs one, but there is no floor below to go down to). */
    entrance: string;
  };
  legend: string[];
  sides: Record<string, string>;
  /** Card names known in this language; others come from the id. */
  cards: Record<string, string>;
}

export function pretty(id: string): string {
  return String(id).split('-').filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
}

/** Characters, tools, loot and events as the texts name them ("EMP", "Jump the Gun"; not "Emp", "Jump The Gun" made
 * from the id). */
const EN_CARDS: Record<string, string> = Object.fromEntries(Object.entries(BURGLE_EN).flatMap(([key, name]) => (
  /^(character|item|event)\./.test(key) && typeof name === 'string' ? [[key.slice(key.indexOf('.') + 1), name]] : [])));

const EN: Labels = {
  floor: (n) => `Floor ${n}`,
  scenario: { bank: 'The Bank Job', office: 'The Office Job', fortknox: 'The Fort Knox Job' },
  rooms: {
    atrium: ['Atrium'], camera: ['Camera'], 'computer-fingerprint': ['Computer', 'Fingerprint'],
    'computer-laser': ['Computer', 'Laser'], 'computer-motion': ['Computer', 'Motion'], deadbolt: ['Deadbolt'],
    detector: ['Detector'], fingerprint: ['Fingerprint'], foyer: ['Foyer'], keypad: ['Keypad'],
    laboratory: ['Laboratory'], laser: ['Laser'], lavatory: ['Lavatory'], motion: ['Motion'],
    'secret-door': ['Secret', 'Door'], 'service-duct': ['Service', 'Duct'], thermo: ['Thermo'], walkway: ['Walkway'],
    safe: ['SAFE'], stairs: ['STAIRS'], empty: [''],
  },
  turn: (n, p) => `Turn ${n}: ${p}`,
  actionsLeft: (n) => `${n} action${n === 1 ? '' : 's'} left`,
  waiting: (p) => `waiting for ${p} to choose`,
  entrance: (p) => `${p} chooses where the crew breaks in`,
  won: 'The crew escaped: heist won!',
  lost: 'Caught: the heist failed.',
  calledOff: 'The heist was called off.',
  guard: 'Guard',
  guardOff: 'guard off the board',
  guardNotYet: 'guard not here yet',
  movesNext: 'moves when the turn ends',
  outside: 'not in yet',
  effects: 'In effect',
  speed: (die, alarms, total) => (alarms ? `speed ${total} (${die}+${alarms} alarm${alarms === 1 ? '' : 's'})` : `speed ${total}`),
  patrolLeft: (n) => `${n} patrol card${n === 1 ? '' : 's'} left`,
  patrolNext: (cards) => `next card ${cards}`,
  lostVisualCard: 'Lost Visual',
  patrolPerFloor: 'Patrol cards left',
  stealth: (n) => `${n} stealth`,
  tools: 'Tools',
  loot: 'Loot',
  none: '–',
  escaped: 'escaped',
  botPlays: 'a bot plays',
  safesLeft: (n) => `Safes still closed: ${n}`,
  piles: (t, l, e) => `Decks: ${t} tools, ${l} loot, ${e} events`,
  chip: { open: 'OPEN', off: 'OFF', hack: 'H', dice: (n) => `${n} ${n === 1 ? 'die' : 'dice'}`, stalls: (n) => `${n} stall${n === 1 ? '' : 's'}`, smoke: (n) => `${n} smoke`, entrance: 'IN' },
  legend: ['◆G guard', '□ destination (die = speed)', '①② his last walk', '▲! alarm', '▼ downstairs', 'IN entrance', '✕ crowbarred', '○ hole'],
  sides: { basic: '', advanced: ' (adv.)' },
  cards: EN_CARDS,
};

const RU: Labels = {
  floor: (n) => `Этаж ${n}`,
  scenario: { bank: 'Ограбление банка', office: 'Проникновение в офис', fortknox: 'Форт Нокс' },
  rooms: {
    atrium: ['Атриум'], camera: ['Видео-', 'наблюдение'], 'computer-fingerprint': ['Серверная', 'биометрия'],
    'computer-laser': ['Серверная', 'лазер'], 'computer-motion': ['Серверная', 'движение'], deadbolt: ['Засов'],
    detector: ['Сканер'], fingerprint: ['Биометр.', 'замок'], foyer: ['Фойе'], keypad: ['Кодовый', 'замок'],
    laboratory: ['Лаборатория'], laser: ['Лазерный', 'периметр'], lavatory: ['Уборная'], motion: ['Датчик', 'движения'],
    'secret-door': ['Потайная', 'дверь'], 'service-duct': ['Вентиляция'], thermo: ['Датчик', 'тепла'],
    walkway: ['Тайный', 'проход'], safe: ['СЕЙФ'], stairs: ['ЛЕСТНИЦА'], empty: [''],
  },
  turn: (n, p) => `Ход ${n}: ${p}`,
  actionsLeft: (n) => `осталось действий: ${n}`,
  waiting: (p) => `${p} выбирает`,
  entrance: (p) => `${p} выбирает, где команда проникнет в здание`,
  won: 'Команда сбежала: победа!',
  lost: 'Попались: ограбление провалено.',
  calledOff: 'Ограбление отменили.',
  guard: 'Охранник',
  guardOff: 'охранник вне поля',
  guardNotYet: 'охранника ещё нет',
  movesNext: 'ходит в конце хода',
  outside: 'ещё снаружи',
  effects: 'Действует',
  speed: (die, alarms, total) => (alarms ? `скорость ${total} (${die}+${alarms} трев.)` : `скорость ${total}`),
  patrolLeft: (n) => `карт патруля: ${n}`,
  patrolNext: (cards) => `следующая карта ${cards}`,
  lostVisualCard: 'потеря из виду',
  patrolPerFloor: 'Карт патруля',
  stealth: (n) => `скрытность ${n}`,
  tools: 'Инструменты',
  loot: 'Добыча',
  none: '–',
  escaped: 'на крыше',
  botPlays: 'играет бот',
  safesLeft: (n) => `Закрытых сейфов: ${n}`,
  piles: (t, l, e) => `Колоды: инструменты ${t}, добыча ${l}, события ${e}`,
  chip: { open: 'ОТКР', off: 'ВЫКЛ', hack: 'В', dice: (n) => `${n} куб.`, stalls: (n) => `${n} каб.`, smoke: (n) => `${n} дым`, entrance: 'ВХОД' },
  legend: ['◆G охранник', '□ цель (кубик = скорость)', '①② его путь за ход', '▲! тревога', '▼ спуск', 'ВХОД вход', '✕ отключено ломом', '○ дыра'],
  sides: { basic: '', advanced: ' (прод.)' },
  // The characters as the texts name them (every seat's, not only the one the rulebook names: "Медвежатник", not
  // "Peterman", beside "Bot 1"), and the tools, loot and events as the texts name them ("Лом" in the story, not
  // "Crowbar"; an event lasting, "Видеопетля", not "Video Loop").
  cards: { ...RU_CHARACTERS, ...RU_TOOLS, ...RU_LOOT, ...RU_EVENTS },
};

export const LABELS: Record<Lang, Labels> = { en: EN, ru: RU };

/** A card or character name in a language, never failing on an unknown id. */
export function cardName(l: Labels, id: string): string {
  return l.cards[id] ?? pretty(id);
}
