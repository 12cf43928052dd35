// A whole solo game of Noir: Heist in a DM, the person as the security chief against four `normal` bot thieves,
// through the real bot and the stand-in: the person types each move as a slash command (the move the `normal` chief
// bot would make from the chief's own view), the bots answer at once, every move is applied, and the game ends. The
// target for whole normal games at 5 players, 24 chief turns, is a median (docs/bots.md, "Game length": the
// simulator's is 23); one game may be longer (2,000 simulated games: 90% within 29, the longest 41), so a game is only
// held to end within MAX_CHIEF_TURNS, whatever the run's seed (E2E_SEED).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../src/core/rng.js';
import type { Action } from '../../src/core/types.js';
import { GAMES } from '../../src/games/index.js';
import { startHarness, stored, textOf, type Harness } from './harness.js';

const MAX_CHIEF_TURNS = 60;

let h: Harness;
beforeAll(async () => { h = await startHarness({ pictures: 'blank' }); }); // a whole game: no picture is looked at
afterAll(async () => { await h?.close(); });

describe('Noir: Heist, alone in a DM as the chief', () => {
  it('is played to its end against normal bots, every typed move applied', async () => {
    const noir = GAMES.require('noir-heist');
    const me = h.standin.createUser({ username: 'chief' });
    const dm = h.standin.dmChannel(me.id);
    const start = await h.driver.slashLine(me.id, dm, '/heist start game:noir-heist side:chief level:normal');
    expect(start.error).toBeUndefined();
    await h.bot.idle();
    const gameId = h.bot.store.latestGame(dm)!.id;
    const seatOf = () => stored(h, gameId).state.seats.findIndex((s) => s.userId === me.id);
    const engine = () => stored(h, gameId).state.engine as unknown;
    expect(seatOf()).toBeGreaterThanOrEqual(0);

    let chiefTurns = 0;
    const rng = new Rng(seedRng(11));
    while (!noir.result(engine())) {
      const seat = seatOf();
      expect(noir.waitingOn(engine()), 'with the bots done, the game waits on the chief').toContain(seat);
      const view = noir.view(engine(), seat);
      const legal = noir.legal(engine(), seat);
      const action: Action = noir.bot({ view, seat, legal, rng, level: 'normal' });
      const verb = noir.verbs.find((v) => v.name === action.verb)!;
      const values = noir.commandValues!({ view, seat, lang: 'en', verb, action })!;
      const line = `/${verb.name} ${Object.entries(values).map(([k, v]) => `${k}:${v}`).join(' ')}`.trim();
      const before = stored(h, gameId).version;
      const r = await h.driver.slashLine(me.id, dm, line);
      expect(r.error, line).toBeUndefined();
      await h.bot.idle();
      expect(stored(h, gameId).version, `${line} was applied: ${textOf(r.message)}`).toBeGreaterThan(before);
      chiefTurns++;
      expect(chiefTurns, 'the game does not end').toBeLessThanOrEqual(MAX_CHIEF_TURNS);
    }
    process.stdout.write(`solo chief game: ${chiefTurns} chief turns\n`);
    const result = noir.result(engine())!;
    expect(result.winners.length).toBeGreaterThan(0);
    // The end is told in the DM, and a move after it is refused plainly, only to the person.
    expect(h.driver.messages(dm, me.id).map(textOf).join('\n')).toMatch(/wins|win\b|won/i);
    const after = await h.driver.slashLine(me.id, dm, '/search square:A1');
    expect(after.message?.flags ?? 0).toBe(64);
  });
});
