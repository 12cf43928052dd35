// A whole solo heist in a DM, played through Discord's interface only (slash command, then buttons and selects) by a
// scripted player, until the crew escapes or is caught. The real bot, a real discord.js client, the local stand-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customIds, gameIdOf, latestWithComponents, selectOf, startHarness, stored, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

/** A small seeded generator so the scripted game is the same every run. */
function rng(seed: number): () => number {
  let x = seed >>> 0;
  return () => ((x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

describe('solo heist in a DM', () => {
  it('is played from /heist start to a win or a loss with buttons alone', async () => {
    const me = h.standin.createUser({ username: 'solo' });
    const dm = h.standin.dmChannel(me.id);
    const start = await h.driver.slashLine(me.id, dm, '/heist start scenario:office');
    expect(start.error).toBeUndefined();
    await h.bot.idle();
    const first = latestWithComponents(h, dm, me.id);
    expect(first, 'the solo game starts at once with buttons').toBeTruthy();
    const gameId = gameIdOf(customIds(first!)[0]);
    // The board picture comes with the start.
    expect(h.driver.messages(dm, me.id).some((m) => m.attachments.some((a) => a.bytes.subarray(1, 4).toString() === 'PNG'))).toBe(true);

    const random = rng(7);
    let clicks = 0;
    while (stored(h, gameId).state.engine?.outcome === 'playing' && clicks < 1500) {
      const m = latestWithComponents(h, dm, me.id);
      expect(m, 'a playing game always offers buttons').toBeTruthy();
      const select = selectOf(m!);
      const ids = customIds(m!).filter((id) => id !== select?.id);
      const actions = ids.filter((id) => /:a:/.test(id));
      const ends = actions.filter((id) => /:a:end$/.test(id));
      const others = actions.filter((id) => !/:a:end$/.test(id));
      let reply;
      if (select && (ids.length === 0 || random() < 0.5)) {
        reply = await h.driver.select(me.id, m!.id, select.id, [select.values[Math.floor(random() * select.values.length)]]);
      } else {
        const pool = ends.length && (random() < 0.3 || others.length === 0) ? ends : others.length ? others : ids;
        reply = await h.driver.click(me.id, m!.id, pool[Math.floor(random() * pool.length)]);
      }
      expect(reply.error, 'every click is answered in time').toBeUndefined();
      expect(reply.restErrors).toEqual([]);
      await h.bot.idle();
      clicks++;
    }
    const outcome = stored(h, gameId).state.engine?.outcome;
    expect(['won', 'lost']).toContain(outcome);
    // Once over, the game refuses actions with a clear ephemeral message instead of acting.
    const after = await h.driver.slashLine(me.id, dm, '/end-turn');
    expect(after.message?.flags ?? 0).toBe(64);
  });
});
