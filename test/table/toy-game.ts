// A tiny game with secrets, for testing the table's posts with an audience before the real ones: each seat holds a
// hand of number cards (secret), plays one a turn (public), then draws (private to them). Six plays, highest total
// wins. Card codes look like `c7` so a test can search every message for a hand that leaked.
import type { GameModule, Presented } from '../../src/core/module.js';
import { GameRegistry } from '../../src/core/registry.js';
import { Rng, seedRng } from '../../src/core/rng.js';
import { SPECTATOR, type Action, type GameEvent } from '../../src/core/types.js';

export interface ToyState {
  names: string[];
  hands: string[][];
  deck: string[];
  played: { seat: number; card: string }[];
  turn: number;
  rng: number[];
}

export interface ToyView {
  names: string[];
  viewer: number;
  hand: string[] | null;
  handSizes: number[];
  played: { seat: number; card: string }[];
  deckSize: number;
  turn: number;
  over: boolean;
}

const PLAYS = 6;
const value = (c: string) => Number(c.slice(1));

function over(s: ToyState): boolean {
  return s.played.length >= PLAYS;
}

export const toyGame: GameModule<ToyState, ToyView> = {
  kind: 'toy',
  seating: {
    min: 2, max: 4, bots: true,
    plan({ options, humans, dm }) {
      const bots = Number(options.bots ?? (dm ? 1 : 0));
      const seats = [...Array.from({ length: humans }, (_, i) => ({ human: i })), ...Array.from({ length: bots }, () => ({ bot: true as const }))];
      return seats.length >= 2 && seats.length <= 4 ? { ok: true, seats } : { ok: false, code: 'toy-seats' };
    },
  },
  options: [{ name: 'bots', type: 'integer', min: 0, max: 3 }],
  setup({ names, seed }) {
    const rng = new Rng(seedRng(seed));
    const deck = rng.shuffle(Array.from({ length: 30 }, (_, i) => `c${(i % 9) + 1}`));
    const hands = names.map(() => deck.splice(0, 3));
    const state: ToyState = { names, hands, deck, played: [], turn: 0, rng: rng.save() };
    return { ok: true, state, origin: { names, seed }, names };
  },
  restart(origin) {
    const o = origin as { names: string[]; seed: number };
    const r = toyGame.setup({ options: {}, names: o.names, bots: [], seed: o.seed });
    if (!r.ok) throw new Error('toy');
    return r.state;
  },
  waitingOn: (s) => (over(s) ? [] : [s.turn]),
  turnKey: (s) => `${s.played.length}:${s.turn}`,
  legal: (s, seat) => (over(s) || seat !== s.turn ? [] : [...new Set(s.hands[seat])].map((c) => ({ player: seat, verb: 'play', args: [c] }))),
  apply(s, a) {
    if (over(s)) return { ok: false, rejection: { code: 'toy-over', params: {} } };
    if (a.player !== s.turn) return { ok: false, rejection: { code: 'toy-not-turn', params: {} } };
    if (a.verb !== 'play' || !s.hands[a.player].includes(a.args[0])) return { ok: false, rejection: { code: 'toy-no-card', params: {} } };
    const next: ToyState = JSON.parse(JSON.stringify(s));
    const hand = next.hands[a.player];
    hand.splice(hand.indexOf(a.args[0]), 1);
    next.played.push({ seat: a.player, card: a.args[0] });
    const events: GameEvent[] = [{ code: 'toy-played', params: { player: s.names[a.player], card: a.args[0] } }];
    const drawn = next.deck.shift();
    if (drawn) {
      hand.push(drawn);
      events.push({ code: 'toy-drew', params: { card: drawn }, to: [a.player] });
    }
    next.turn = (s.turn + 1) % s.names.length;
    return { ok: true, state: next, events, undoable: false, turnEnded: true };
  },
  result(s) {
    if (!over(s)) return null;
    const totals = s.names.map((_, i) => s.played.filter((p) => p.seat === i).reduce((t, p) => t + value(p.card), 0));
    const best = Math.max(...totals);
    return { winners: totals.flatMap((t, i) => (t === best ? [i] : [])) };
  },
  view(s, viewer) {
    return {
      names: s.names, viewer, hand: viewer === SPECTATOR ? null : s.hands[viewer], handSizes: s.hands.map((h) => h.length),
      played: s.played, deckSize: s.deck.length, turn: s.turn, over: over(s),
    };
  },
  openInformation: false,
  parse(s, seat, text) {
    const [verb, ...args] = text.trim().split(/\s+/);
    return { ok: true, action: { player: seat, verb: verb.toLowerCase(), args } };
  },
  parseLine(s, line) {
    const m = /^([^:]+):\s*(.*)$/.exec(line);
    const seat = m ? s.names.indexOf(m[1]) : -1;
    if (!m || seat < 0) return { ok: false, rejection: { code: 'toy-line', params: {} } };
    return toyGame.parse(s, seat, m[2]);
  },
  format: (s, a) => `${s.names[a.player]}: ${[a.verb, ...a.args].join(' ')}`,
  rename: (s, seat, name) => ({ state: { ...s, names: s.names.map((n, i) => (i === seat ? name : n)) }, name }),
  texts: {
    en: {
      'game.title': 'Toy', 'toy-over': 'Over.', 'toy-not-turn': 'Not your turn.', 'toy-no-card': 'You have no such card.',
      'toy-seats': 'Two to four seats.', 'toy-line': 'Bad line.', 'opt.bots': 'Bots', 'cmd.play': 'Play a card', 'cmd.play.card': 'The card',
    },
    ru: {
      'game.title': 'Игрушка', 'toy-over': 'Конец.', 'toy-not-turn': 'Не ваш ход.', 'toy-no-card': 'Нет такой карты.',
      'toy-seats': 'От двух до четырёх мест.', 'toy-line': 'Плохая строка.', 'opt.bots': 'Боты', 'cmd.play': 'Сыграть карту', 'cmd.play.card': 'Карта',
    },
  },
  present({ view, moment, legal, name }): Presented {
    const lines: string[] = [];
    const events = ('events' in moment ? moment.events : undefined) ?? [];
    for (const e of events) lines.push(e.code === 'toy-drew' ? `You drew ${e.params.card}.` : `${e.params.player} played ${e.params.card}.`);
    if (view.hand) lines.push(`Your hand: ${view.hand.join(' ')}`);
    lines.push(view.over ? 'The game is over.' : `${name(view.turn)} to play. Hands: ${view.handSizes.join('/')}`);
    const rows = view.hand && moment.kind === 'private'
      ? [view.hand.map((c) => ({ act: `play ${c}`, label: `Play ${c}`, disabled: !legal.some((a: Action) => a.args[0] === c) }))]
      : [];
    return { lines, rows };
  },
  render: (view) => Buffer.from(JSON.stringify({ played: view.played, hand: view.hand })),
  privatePicture: true,
  verbs: [{ name: 'play', options: [{ name: 'card', required: true }] }],
  bot: ({ legal, rng }) => legal[rng.int(legal.length)],
  rules: { topics: () => [], help: () => null },
  validate: (x) => (typeof x === 'object' && x !== null && Array.isArray((x as ToyState).hands) ? null : 'not a toy state'),
  // Only the twin is used (the posts' no-leak test); the toy is never simulated nor registered with the shared suites.
  tools: {
    invariants: () => [],
    scramble(s, seat, rng) {
      const next: ToyState = JSON.parse(JSON.stringify(s));
      const pool = [...next.deck, ...next.hands.flatMap((h, i) => (i === seat ? [] : h))];
      rng.shuffle(pool);
      next.hands.forEach((h, i) => { if (i !== seat) next.hands[i] = pool.splice(0, h.length); });
      next.deck = pool;
      next.rng = rng.save();
      return next;
    },
    samples: { bots: [], channel: [], dm: [] },
    positions: { run: () => ({}) },
  },
};

/** A registry of the toy alone, made here so a bot's drawing threads can load it (GameRegistry.source). */
export const TOY_GAMES = new GameRegistry([toyGame], { module: import.meta.url, exported: 'TOY_GAMES' });
