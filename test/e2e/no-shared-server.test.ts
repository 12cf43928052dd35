// A person who shares no server with the bot (they added it to their account, not to a server) plays alone in its DM.
// Discord refuses every message the bot sends there on its own (403 50007), as for closed DMs: only the answers to
// their own commands and presses reach them. The game goes on through those, and the bot does not keep knocking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customIds, expectRefusals, gameIdOf, latestWithComponents, playFromHand, startHarness, stored, textOf, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => { h = await startHarness({ pictures: 'blank' }); });
afterAll(async () => { await h?.close(); });

describe('a solo player who shares no server with the bot', () => {
  it('plays on through their own commands; a reminder is tried once, not at every interval', async () => {
    const me = h.standin.createUser({ username: 'lone' });
    expect(h.standin.state.sharesGuild(me.id)).toBe(false);
    const dm = h.standin.dmChannel(me.id);
    const start = await h.driver.slashLine(me.id, dm, '/heist start game:art-robbery bots:2');
    expect(start.error).toBeUndefined();
    await h.bot.idle();
    const gameId = gameIdOf(customIds(latestWithComponents(h, dm, me.id)!)[0]);
    await playFromHand(h, dm, me.id, 0);
    await h.bot.idle();
    const version = stored(h, gameId).version;
    const refusedBefore = h.standin.state.invalidRequests.length;
    // Three days pass: the first reminder is refused (the bot cannot know before), and no other is tried.
    expectRefusals(h, 1);
    for (let i = 0; i < 6; i++) {
      h.clock.t += 13 * 3600_000;
      await h.bot.tickReminders();
      await h.bot.idle();
    }
    const refused = h.standin.state.invalidRequests.slice(refusedBefore);
    expect(refused.map((r) => `${r.status} ${r.path.includes(dm)}`)).toEqual(['403 true']);
    // They come back: their hand and the game as it stands, not "Discord is not taking my messages".
    const hand = await h.driver.slashLine(me.id, dm, '/heist hand');
    expect(textOf(hand.message)).toMatch(/^Your hand: /);
    const status = await h.driver.slashLine(me.id, dm, '/heist status');
    expect(textOf(status.message)).toContain("lone's turn");
    // And they play on.
    await playFromHand(h, dm, me.id, 0);
    await h.bot.idle();
    expect(stored(h, gameId).version).toBeGreaterThan(version);
    expect(h.standin.state.invalidRequests.length - refusedBefore).toBe(1);
  });
});
