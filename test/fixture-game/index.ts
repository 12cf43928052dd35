// Lockbox, a tiny game with secret hands that lives only in the tests: the proof that a game is one folder. It has
// the layout of every game (engine/, view.ts, checks.ts, seating.ts, verbs.ts, present.ts, render/, text/, bot/,
// positions.ts, rules.ts) and is registered only by the tests that use it (see docs/adding-a-game.md).
import type { GameModule, SetupResult } from '../../src/core/module.js';
import { botMove } from './bot/index.js';
import { invariants, validate } from './checks.js';
import { apply, format, isOver, LENGTHS, legal, newGame, parse, parseLine, winners, type Length, type LockboxState } from './engine/index.js';
import { runPositions, scriptOf } from './positions.js';
import { present } from './present.js';
import { renderView } from './render/index.js';
import { rules } from './rules.js';
import { OPTIONS, SAMPLES, SEATING } from './seating.js';
import { texts } from './text/index.js';
import { complete, VERBS } from './verbs.js';
import { scramble, viewOf, type LockboxView } from './view.js';

interface Origin { names: string[]; seed: number; length: Length }

/** Seat names the text language reads back: no colons, no blanks, each different (in any letters). */
function seatNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((raw, i) => {
    const base = raw.replace(/:/g, ' ').replace(/\s+/g, ' ').trim() || `Player ${i + 1}`;
    let name = base;
    for (let k = 2; taken.has(name.toLowerCase()); k++) name = `${base} ${k}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

export const lockbox: GameModule<LockboxState, LockboxView> = {
  kind: 'lockbox',
  seating: SEATING,
  options: OPTIONS,
  setup({ options, names, seed }): SetupResult<LockboxState> {
    if (names.length < 2 || names.length > 4) return { ok: false, code: 'lb-seats', params: { total: names.length } };
    const length: Length = options.length === 'long' ? 'long' : 'short';
    const origin: Origin = { names: seatNames(names), seed, length };
    return { ok: true, state: newGame(origin.names, seed, length), origin, names: origin.names };
  },
  restart(origin) {
    const o = origin as Origin;
    return newGame(o.names, o.seed, o.length in LENGTHS ? o.length : 'short');
  },
  waitingOn: (s) => (isOver(s) ? [] : [s.turn]),
  asked: (s) => s.asking,
  turnKey: (s) => `play ${s.played.length - (s.asking ? 1 : 0)}`,
  legal,
  apply(s, a) {
    const r = apply(s, a);
    // A drawn card or a peek reveals something: only a dial that drew nothing may be taken back.
    return r.ok ? { ...r, undoable: !r.events.some((e) => e.to) } : r;
  },
  result: (s) => (isOver(s) ? { winners: winners(s) } : null),
  view: viewOf,
  openInformation: false,
  parse,
  parseLine,
  format,
  // Nothing open names a seat's player by name (a question's answers are made from the names when asked).
  rename: (s, seat, name) => ({ state: { ...s, names: s.names.map((n, i) => (i === seat ? name : n)) }, name }),
  texts,
  present,
  render: renderView,
  privatePicture: true,
  verbs: VERBS,
  complete,
  bot: botMove,
  rules,
  validate,
  // What only the simulator and the shared tests read.
  tools: { invariants, scramble, samples: SAMPLES, positions: { run: runPositions, script: scriptOf } },
};
