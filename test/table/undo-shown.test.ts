// Issue 32 (Burgle Bros.): an Undo control only when an undo can work. Whole games through the table, in a channel (two
// people) and in a DM (one person running a crew of two): after every press, an Undo on any post is pressed by the
// person the game waits on and must be accepted (the action is then played again), and where none is shown, undo by
// the one who acted and by the one the game waits on must both be refused.
import { afterEach, describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../src/core/rng.js';
import { pickAction } from '../../src/games/burgle-bros/bot/index.js';
import { legalActions, type Action, type GameState } from '../../src/games/burgle-bros/engine/index.js';
import type { Stored } from '../../src/table/persist.js';
import type { Outcome, UserRef, Where } from '../../src/table/table.js';
import { ann, bob, dm, ok, server, setup } from './helpers.js';

let env: ReturnType<typeof setup>;
afterEach(() => env?.close());

function engine(where: Where): GameState {
  return (env.store.latestGame(where.channelId)!.state as Stored).engine as GameState;
}

/** The Undo controls an outcome shows, on any of its posts. */
const undoIds = (o: Outcome): string[] => o.posts.flatMap((p) => p.buttons.flat().map((b) => b.id)).filter((id) => id.endsWith(':undo'));

/** The seat the game waits on now: the one asked a question, else the one whose turn it is. */
const waitingSeat = (s: GameState): number => s.awaiting?.player ?? s.turn.player;

interface Tally { shown: number; pressed: number; hidden: number; steps: number }

/** Plays a game to the end (or `maxSteps` presses) with a seeded random crew, checking every outcome's Undo. */
function play(where: Where, users: UserRef[], seed: number, maxSteps: number): Tally {
  const rng = new Rng(seedRng(seed));
  const tally: Tally = { shown: 0, pressed: 0, hidden: 0, steps: 0 };
  const person = (seat: number) => users[seat % users.length];
  let actor: UserRef | null = null;

  /** The rule, for one outcome: shown means accepted; not shown means refused to the actor and to the one waited on. */
  const check = (o: Outcome, redo: { user: UserRef; action: Action }[]): void => {
    if (o.finished) {
      expect(undoIds(o)).toEqual([]);
      return;
    }
    const ids = undoIds(o);
    const waiting = person(waitingSeat(engine(where)));
    if (ids.length === 0) {
      tally.hidden++;
      const before = env.store.latestGame(where.channelId)!.version;
      for (const u of new Set([waiting, ...(actor ? [actor] : [])])) {
        const r = env.service.undo(where, u);
        expect(r.ok, `undo by ${u.name} was accepted where no Undo was shown`).toBe(false);
      }
      expect(env.store.latestGame(where.channelId)!.version).toBe(before);
      return;
    }
    tally.shown++;
    expect(new Set(ids).size).toBe(1);
    const undone = env.service.button(where, waiting, ids[0]);
    expect(undone.ok, `the Undo shown was refused: ${undone.ok ? '' : undone.text}`).toBe(true);
    tally.pressed++;
    const last = redo.at(-1)!;
    actor = null;
    // The undo's own post follows the same rule (a second step back, when it works).
    check(undone as Outcome, redo.slice(0, -1));
    // Play the step again, as it was: the game goes on from where it was.
    ok(env.service.act(where, last.user, last.action));
    actor = last.user;
  };

  const history: { user: UserRef; action: Action }[] = [];
  for (let i = 0; i < maxSteps; i++) {
    const s = engine(where);
    if (s.outcome !== 'playing') break;
    const seat = waitingSeat(s);
    const user = person(seat);
    const action = pickAction(rng, s, legalActions(s));
    const o = ok(env.service.act(where, user, { verb: action.verb, args: action.args }));
    tally.steps++;
    actor = user;
    // Steps of this turn by this same person, newest last: what an undo may take back, in order.
    const s2 = engine(where);
    if (s2.turn.number !== s.turn.number) history.length = 0;
    history.push({ user, action });
    check(o, history.slice());
    if (o.finished) break;
  }
  return tally;
}

describe('Burgle Bros.: Undo shown exactly when it works', () => {
  it('in a channel: two people, a whole game', () => {
    env = setup(11);
    ok(env.service.start(server, ann, { scenario: 'office' }));
    ok(env.service.join(server, bob));
    ok(env.service.begin(server, ann));
    const tally = play(server, [ann, bob], 5, 2500);
    expect(engine(server).outcome).not.toBe('playing');
    // Both branches were tried, many times.
    expect(tally.shown).toBeGreaterThan(10);
    expect(tally.hidden).toBeGreaterThan(10);
  });

  it('in a DM: one person runs a crew of two (every seat is theirs), a whole game', () => {
    env = setup(12);
    ok(env.service.start(dm, ann, { scenario: 'office', crew: 2 }));
    const tally = play(dm, [ann], 6, 2500);
    expect(engine(dm).outcome).not.toBe('playing');
    expect(tally.shown).toBeGreaterThan(10);
    expect(tally.hidden).toBeGreaterThan(10);
  });
});
