// A press looks at the end of its game's log (the last move for an Undo, the turn just ended for an end typed twice,
// the seat changes since a control was made), which it reads from the end back; the whole log (thousands of rows in a
// long game, read at every press) only where the end does not hold what is looked for.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Rng, seedRng } from '../../src/core/rng.js';
import { pickAction } from '../../src/games/burgle-bros/bot/index.js';
import { legalActions, type GameState } from '../../src/games/burgle-bros/engine/index.js';
import { GAMES } from '../../src/games/index.js';
import { Context } from '../../src/table/context.js';
import { isSeatChange, SEAT_TURN, type Stored } from '../../src/table/persist.js';
import { ann, bob, ok, server, setup } from './helpers.js';

let env: ReturnType<typeof setup>;
afterEach(() => env?.close());

describe("the log's end", () => {
  it('is read back past a long run of seat changes to the move before them, the whole log read only past 128', () => {
    env = setup();
    const ctx = new Context(env.store, GAMES, { clock: env.clock });
    const seatChange = (k: number) => ({ actorId: 'u2', action: `#away ${k % 3}`, turnKey: SEAT_TURN, revealed: false });
    for (const changes of [3, 20, 200]) {
      let g = env.store.createGame({ kind: 'test', guildId: 'g1', channelId: `c${changes}`, hostId: 'u1', options: {}, seed: 1, state: {}, status: 'active' });
      g = env.store.commit(g.id, g.version, { state: {}, entry: { actorId: 'u1', action: 'Ann: move 2', turnKey: '1:0', revealed: false } });
      g = env.store.commit(g.id, g.version, { state: {}, entries: Array.from({ length: changes }, (_, k) => seatChange(k)) });
      const whole = vi.spyOn(env.store, 'log');
      const end = ctx.logEnd(g.id, (tail) => tail.some((e) => !isSeatChange(e)));
      expect(end.findLast((e) => !isSeatChange(e))?.action, `${changes} seat changes`).toBe('Ann: move 2');
      expect(end.at(-1)?.version).toBe(env.store.log(g.id).at(-1)!.version);
      expect(whole, `${changes} seat changes`).toHaveBeenCalledTimes(changes > 128 ? 2 : 1); // the check above's own read counts one
      whole.mockRestore();
    }
  });

  it("is all a whole game's presses read: its steps, the Undo on its posts, a stale control", () => {
    env = setup(7);
    const t = env.service;
    ok(t.start(server, ann, { scenario: 'office' }));
    ok(t.join(server, bob));
    const pick = ok(t.begin(server, ann)).posts[0].selects[0];
    ok(t.button(server, ann, `${pick.id}:${pick.options[5].value}`));
    const whole = vi.spyOn(env.store, 'log');
    const rng = new Rng(seedRng(3));
    const engine = () => (env.store.latestGame(server.channelId)!.state as Stored).engine as GameState;
    const first = ok(t.status(server, ann)).posts[0].buttons.flat().find((b) => /:a:/.test(b.id))!;
    let steps = 0;
    for (; steps < 60 && engine().outcome === 'playing'; steps++) {
      const s = engine();
      const who = [ann, bob][s.awaiting?.player ?? s.turn.player];
      const a = pickAction(rng, s, legalActions(s));
      ok(t.act(server, who, { verb: a.verb, args: a.args }));
    }
    expect(steps).toBeGreaterThan(20);
    // A control made at the game's first step, pressed now: refused as stale, found so from the log's end.
    const stale = t.button(server, ann, first.id);
    const waited = (engine().awaiting?.player ?? engine().turn.player) === 0;
    expect(stale.ok ? 'accepted' : stale.code).toBe(waited ? 'stale-button' : 'not-your-turn');
    expect(whole).not.toHaveBeenCalled();
  });
});
