// Every word the picture shows, per language, so a Russian picture is one table away. Room names follow the
// rulebooks (the Russian rulebook for Russian). Unknown card ids fall back to their id made pretty.
import { BURGLE_EN } from '../text/en.js';
import { RU_CHARACTERS, RU_EVENTS, RU_LOOT, RU_TOOLS } from '../text/ru-engine.js';

export type Lang = 'en' | 'ru';

/** Every kind of mark the picture may draw that needs a word to be understood (legend.ts says which a state shows). */
export type Mark =
  | 'guard' | 'path' | 'destination' | 'walk' | 'alarm' | 'combo' | 'cracked' | 'hack' | 'stalls' | 'smoke' | 'hole'
  | 'downstairs' | 'entrance' | 'crowbarred' | 'dynamite' | 'crow' | 'kitty';

export interface Labels {
  floor: (n: number) => string;
  scenario: Record<string, string>;
  /** Short room names for a tile (one or two lines). */
  rooms: Record<string, string[]>;
  turn: (n: number, player: string) => string;
  actionsLeft: (n: number) => string;
  /** Instead of the actions left once the turn's player ended them and the end of the turn asks a question. */
  turnEnding: string;
  /** A question the turn's player answers: what they are choosing (`asks`). */
  choosing: (what: string) => string;
  /** A question another player answers. */
  waiting: (player: string, what: string) => string;
  /** What each question (its code) asks, in a few words; `askedOther` for a code not listed. */
  asks: Record<string, string>;
  askedOther: string;
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
  /** The legend's words for each kind of mark (the mark itself is drawn beside them). */
  marks: Record<Mark, string>;
  /** The legend as text, every entry: its mark as characters, then its words. */
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
  turnEnding: 'turn ending',
  choosing: (what) => `choosing: ${what}`,
  waiting: (p, what) => `${p} chooses: ${what}`,
  asks: {
    'laser-pay-or-trigger': 'Laser, a 2nd action or the alarm',
    'hack-or-alarm': 'a hack token or the alarm',
    'alarm-tie': 'which alarm the guard goes to',
    'guard-order': 'Shift Change, which guard moves first',
    'accept-gift': 'accept a gift?',
    'allow-take': 'let an item be taken?',
    'orders-consent': 'Orders, move as ordered?',
    'kitty-where': 'where the Persian Kitty runs',
    'rigger-keep-which': 'which tool to keep',
    'precognition-top-or-bottom': 'Precognition, the event on top or bottom',
    'clairvoyance-top-or-bottom': 'Clairvoyance, the patrol card on top or bottom',
    'reroute-which': 'Reroute, pick up or set off an alarm',
    'squeak-pick': 'Squeak, which way the guard steps',
    'throw-voice-pick': 'Throw Voice, the guard\'s new destination',
    'peekhole-pick': 'Peekhole, which tile to peek at',
    'go-with-your-gut-pick': 'Go With Your Gut, which tile to enter',
    'buddy-system-pick': 'Buddy System, who comes over',
    'donuts-which-guard': 'Donuts, which guard gets them',
    'virus-where': 'Virus, which Computer Room',
    'blueprints-where': 'Blueprints, which tile to look at',
    'crystal-ball-order': 'Crystal Ball, the order of the events',
    'thermal-bomb-which-way': 'Thermal Bomb, up or down',
    'dynamite-which-wall': 'Dynamite, which wall',
    'stethoscope-die': 'Stethoscope, change a die?',
    'stethoscope-face': 'Stethoscope, which number',
    'crowbar-where': 'Crowbar, which tile to disable',
  },
  askedOther: 'a choice',
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
  marks: {
    guard: 'guard', path: 'his way (solid: this turn)', destination: 'his destination, speed', walk: 'his last walk',
    alarm: 'alarm', combo: 'number for the safe', cracked: 'cracked', hack: 'hack tokens', stalls: 'Lavatory stealth',
    smoke: 'Smoke Bomb stealth', hole: 'hole (Thermal Bomb)', downstairs: 'downstairs', entrance: 'entrance',
    crowbarred: 'crowbarred', dynamite: 'wall blown up', crow: 'Raven\'s crow', kitty: 'Persian Kitty',
  },
  legend: [],
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
  turnEnding: 'конец хода',
  choosing: (what) => `выбор: ${what}`,
  waiting: (p, what) => `${p} выбирает: ${what}`,
  asks: {
    'laser-pay-or-trigger': 'лазер, 2-е действие или тревога',
    'hack-or-alarm': 'жетон взлома или тревога',
    'alarm-tie': 'к какой тревоге идёт охранник',
    'guard-order': 'пересменка, чей охранник первым',
    'accept-gift': 'принять подарок?',
    'allow-take': 'отдать предмет?',
    'orders-consent': 'приказ, перейти?',
    'kitty-where': 'куда бежит Персидский котёнок',
    'rigger-keep-which': 'какой инструмент оставить',
    'precognition-top-or-bottom': 'предвидение, событие сверху или снизу',
    'clairvoyance-top-or-bottom': 'ясновидение, карта патруля сверху или снизу',
    'reroute-which': 'перенаправление, подобрать или включить тревогу',
    'squeak-pick': 'скрип, куда шагнёт охранник',
    'throw-voice-pick': 'подать голос, новая цель охранника',
    'peekhole-pick': 'глазок, куда заглянуть',
    'go-with-your-gut-pick': 'довериться интуиции, куда зайти',
    'buddy-system-pick': 'напарник, кто переходит',
    'donuts-which-guard': 'пончики, какому охраннику',
    'virus-where': 'вирус, какая серверная',
    'blueprints-where': 'чертежи, какую комнату посмотреть',
    'crystal-ball-order': 'хрустальный шар, порядок событий',
    'thermal-bomb-which-way': 'термобомба, вверх или вниз',
    'dynamite-which-wall': 'взрывное устройство, какая стена',
    'stethoscope-die': 'стетоскоп, изменить кубик?',
    'stethoscope-face': 'стетоскоп, какое число',
    'crowbar-where': 'лом, какую комнату отключить',
  },
  askedOther: 'ответ на вопрос',
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
  marks: {
    guard: 'охранник', path: 'его путь (сплошной: этот ход)', destination: 'его цель, скорость', walk: 'где он прошёл',
    alarm: 'тревога', combo: 'цифра для сейфа', cracked: 'вскрыта', hack: 'жетоны взлома', stalls: 'скрытность в уборной',
    smoke: 'скрытность в дыму', hole: 'дыра (термобомба)', downstairs: 'спуск', entrance: 'вход', crowbarred: 'отключено ломом',
    dynamite: 'взорванная стена', crow: 'ворона (Ворон)', kitty: 'Персидский котёнок',
  },
  legend: [],
  sides: { basic: '', advanced: ' (прод.)' },
  // The characters as the texts name them (every seat's, not only the one the rulebook names: "Медвежатник", not
  // "Peterman", beside "Bot 1"), and the tools, loot and events as the texts name them ("Лом" in the story, not
  // "Crowbar"; an event lasting, "Видеопетля", not "Video Loop").
  cards: { ...RU_CHARACTERS, ...RU_TOOLS, ...RU_LOOT, ...RU_EVENTS },
};

/** Each mark as characters, for the legend as text (the picture draws the marks themselves). */
function markText(l: Labels): Record<Mark, string> {
  return {
    guard: '◆G', path: '→', destination: '⬚', walk: '①②', alarm: '▲!', combo: '③', cracked: '③̸', hack: `${l.chip.hack}2`,
    stalls: l.chip.stalls(3), smoke: l.chip.smoke(3), hole: '◎↑2', downstairs: '▼', entrance: l.chip.entrance,
    crowbarred: `✕ ${l.chip.off}`, dynamite: '✸', crow: '●', kitty: '🐱',
  };
}

for (const l of [EN, RU]) {
  const text = markText(l);
  l.legend = (Object.keys(l.marks) as Mark[]).map((m) => `${text[m]} ${l.marks[m]}`);
}

export const LABELS: Record<Lang, Labels> = { en: EN, ru: RU };

/** A card or character name in a language, never failing on an unknown id. */
export function cardName(l: Labels, id: string): string {
  return l.cards[id] ?? pretty(id);
}
