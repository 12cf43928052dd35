// A game's channel that stops letting the bot post (a server manager takes Send Messages, or View Channel, away from
// it): Discord refuses each post there with 403, and counts each refusal against the bot (10,000 invalid requests in
// 10 minutes ban its address for an hour). The posts wait in the outbox without being tried again and again, the host is
// told once by DM what is missing and whom to ask, and once the permission is back the waiting posts go out, once each.
// Refused for 14 days in a row, the game ends (rulings TB19).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { actingUser, officeForTwo, expectRefusals, startHarness, textOf, type Harness, soonTrue } from './harness.js';

let h: Harness;
beforeEach(async () => { h = await startHarness({ pictures: 'blank' }); });
afterEach(async () => { await h?.close(); });

const SEND = 1n << 11n;
const VIEW = 1n << 10n;
const HOURS = 3_600_000;

const table = (name: string) => officeForTwo(h, name);

/** The requests Discord refused in this channel so far (each one an invalid request). */
const refusedIn = (room: string) => h.standin.state.errorLog.filter((e) => e.path.includes(`/channels/${room}/`));

describe("a channel that refuses the bot's posts", () => {
  for (const [name, deny, code, said] of [
    ['send', SEND, 50013, /^I may no longer post in <#\d+>, the channel of your game \(Burgle Bros\.\): ask a server admin to give me Send Messages/],
    ['view', VIEW, 50001, /^I can no longer see <#\d+>, the channel of your game \(Burgle Bros\.\): ask a server admin to give me View Channel and Send Messages/],
  ] as const) {
    it(`${name}: one refused request, the host told once by DM; given back, each waiting post goes once`, async () => {
      const { room, host, id } = await table(`perm-${name}`);
      const dm = h.standin.dmChannel(host);
      const told = () => h.driver.messages(dm, host).filter((m) => said.test(textOf(m)));
      h.standin.setOverwrite(room, { member: h.standin.botUserId }, 0n, deny);
      const posts = h.driver.messages(room).length;
      // Hours later the reminder is refused: the host is told by DM, a second later.
      h.clock.advance(13 * HOURS);
      await h.bot.tickReminders();
      await h.bot.idle();
      expect(await soonTrue(() => told().length > 0), 'the host told by DM').toBe(true);
      expect(told().map(textOf)[0]).toContain('The game waits, and goes on by itself once I can post again; refused for 14 days, it ends.');
      // Sweeps, the next reminder, and a player asking where things stand, over a few seconds: no request is made in the
      // channel again (before, one a second, each refused).
      for (let k = 0; k < 10; k++) {
        await h.bot.sweepOutbox();
        await new Promise((r) => setTimeout(r, 200));
      }
      h.clock.advance(13 * HOURS);
      await h.bot.tickReminders();
      // Asked twice, told each time to ask again: neither board is kept to be posted once the channel takes posts.
      for (let k = 0; k < 2; k++) {
        const asked = await h.driver.slashLine(actingUser(h, id), room, '/heist status');
        await h.bot.idle();
        expect([asked.message!, ...asked.followUps].map(textOf).join('\n')).not.toMatch(/nothing (was )?changed/i);
        expect([asked.message!, ...asked.followUps].map(textOf).join('\n')).toMatch(/try again/);
      }
      await new Promise((r) => setTimeout(r, 1_500));
      expect(refusedIn(room).map((e) => `${e.method} ${e.path} ${e.code}`)).toEqual([`POST /api/v10/channels/${room}/messages ${code}`]);
      expectRefusals(h, 1);
      expect(told()).toHaveLength(1);
      expect(h.driver.messages(room).length).toBe(posts);
      // Given back: the channel's permissions changed, the waiting reminders go out (no press needed), once each, in order.
      h.standin.setOverwrite(room, { member: h.standin.botUserId }, 0n, 0n);
      expect(await soonTrue(() => h.bot.store.posts(id).every((p) => p.outbox !== 1)), 'the outbox emptied').toBe(true);
      const reminders = h.driver.messages(room).slice(posts).map(textOf).filter((t) => /waiting for your move/.test(t));
      expect(reminders).toHaveLength(2);
      // Only what waited for the channel: the two reminders, no status board asked for meanwhile.
      expect(h.driver.messages(room).slice(posts)).toHaveLength(2);
      expect(h.bot.store.posts(id).filter((p) => p.kind === 'status').map((p) => p.outbox)).toEqual([5, 5]);
      await h.bot.sweepOutbox();
      await h.bot.idle();
      expect(h.driver.messages(room).slice(posts).map(textOf).filter((t) => /waiting for your move/.test(t))).toHaveLength(2);
      expect(told()).toHaveLength(1);
      // A later outage is a new one: the host is told again.
      h.standin.setOverwrite(room, { member: h.standin.botUserId }, 0n, deny);
      h.clock.advance(13 * HOURS);
      await h.bot.tickReminders();
      await h.bot.idle();
      expect(await soonTrue(() => told().length === 2), 'told again for a new outage').toBe(true);
      expectRefusals(h, 1);
      h.standin.setOverwrite(room, { member: h.standin.botUserId }, 0n, 0n);
      expect(await soonTrue(() => h.bot.store.posts(id).every((p) => p.outbox !== 1)), 'the outbox emptied again').toBe(true);
    }, 60_000);
  }

  it('refused for 14 days in a row: the game ends, its host told once, nothing tried there again', async () => {
    const { room, host, id } = await table('perm-days');
    const dm = h.standin.dmChannel(host);
    const said = (re: RegExp) => h.driver.messages(dm, host).filter((m) => re.test(textOf(m)));
    h.standin.setOverwrite(room, { member: h.standin.botUserId }, 0n, VIEW);
    h.clock.advance(13 * HOURS);
    await h.bot.tickReminders();
    await h.bot.idle();
    expect(await soonTrue(() => said(/^I can no longer see/).length > 0), 'the host told by DM').toBe(true);
    // Two weeks on, the channel is tried again (its permissions changed, still refusing): the game ends.
    h.clock.advance(14 * 24 * HOURS);
    h.standin.setOverwrite(room, { member: h.standin.botUserId }, 0n, VIEW | SEND);
    expect(await soonTrue(() => said(/^For 14 days I could not post in <#\d+>/).length > 0), 'the host told the game ended').toBe(true);
    expect(h.bot.store.game(id)!.status).not.toBe('active');
    expect(h.bot.store.posts(id).filter((p) => p.outbox === 1)).toEqual([]);
    // Given back afterwards: nothing waits to go there, no reminder comes, and the host is told nothing more.
    const posts = h.driver.messages(room).length;
    const refused = refusedIn(room).length;
    h.standin.setOverwrite(room, { member: h.standin.botUserId }, 0n, 0n);
    h.clock.advance(13 * HOURS);
    await h.bot.tickReminders();
    await h.bot.sweepOutbox();
    await h.bot.idle();
    await new Promise((r) => setTimeout(r, 1_500));
    expect(h.driver.messages(room).length).toBe(posts);
    expect(refusedIn(room).length).toBe(refused);
    expect(said(/^For 14 days/)).toHaveLength(1);
    expect(said(/^I can no longer see/)).toHaveLength(1);
  }, 60_000);
});
