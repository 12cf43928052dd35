// One channel's rate limit holds back only its own games' reminders: Discord makes the bot wait on channel A's
// messages (a long 429 of scope shared, which discord.js waits out), and game B's reminder, due at the same tick, goes
// out meanwhile. Each reminder still goes once: a tick made while A's still waits leaves A's game to it. More such
// channels than the tick sends to at once hold back the others only a few seconds.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REMINDER_CHANNELS_AT_ONCE } from '../../src/discord/reminder-loop.js';
import { officeForTwo, startHarness, textOf, type Harness, soonTrue } from './harness.js';

let h: Harness;
beforeEach(async () => { h = await startHarness({ pictures: 'blank' }); });
afterEach(async () => { await h?.close(); });

const HOURS = 3_600_000;

const table = (name: string) => officeForTwo(h, name);

const remindersIn = (room: string) => h.driver.messages(room).filter((m) => /waiting for your move/.test(textOf(m)));

describe('reminders of several channels', () => {
  it("a long 429 on one channel delays only that channel's reminder; each goes once", async () => {
    // A's game first: its reminder falls due first, and was sent first.
    const a = await table('rate-a');
    const b = await table('rate-b');
    const limit = h.standin.faults.sharedLimit({ path: new RegExp(`/channels/${a.room}/messages`), count: 1000, retryAfterMs: 10_000 });
    h.clock.advance(13 * HOURS);
    const first = h.bot.tickReminders();
    // B's reminder goes out while A's waits (before: never, as long as A's limit lasted).
    expect(await soonTrue(() => remindersIn(b.room).length === 1, 8_000), "B's reminder, while A's waits").toBe(true);
    expect(limit.hits).toBeGreaterThan(0);
    expect(remindersIn(a.room)).toHaveLength(0);
    // The next tick, A's still waiting: A's game is left to the tick that has it (its reminder is not made twice).
    await h.bot.tickReminders();
    limit.cancel();
    expect(await first).toBe(2);
    await h.bot.idle();
    await h.bot.sweepOutbox();
    expect(remindersIn(a.room)).toHaveLength(1);
    expect(remindersIn(b.room)).toHaveLength(1);
    for (const g of [a, b]) expect(h.bot.store.posts(g.id).filter((p) => p.kind === 'reminder')).toHaveLength(1);
    // Each was counted once: the next falls due 12 hours on, not now.
    expect(await h.bot.tickReminders()).toBe(0);
  }, 30_000);

  it('more channels under long 429s than are sent to at once hold back no other channel past a few seconds', async () => {
    // One more slow channel than the tick sends to at once, then a channel Discord lets through.
    const slow = [];
    for (let k = 0; k <= REMINDER_CHANNELS_AT_ONCE; k++) slow.push(await table(`slow-${k}`));
    const quick = await table('quick');
    const limits = slow.map((g) => h.standin.faults.sharedLimit({ path: new RegExp(`/channels/${g.room}/messages`), count: 1000, retryAfterMs: 2_000 }));
    h.clock.advance(13 * HOURS);
    const began = Date.now();
    const tick = h.bot.tickReminders();
    // Before: the quick channel's reminder waited behind the slow channels (some 30 s here); now a
    // place moves on after SLOW_CHANNEL_MS (5 s).
    expect(await soonTrue(() => remindersIn(quick.room).length === 1, 15_000), "the quick channel's reminder").toBe(true);
    expect(Date.now() - began).toBeLessThan(15_000);
    for (const g of slow) expect(remindersIn(g.room)).toHaveLength(0);
    for (const l of limits) l.cancel();
    expect(await tick).toBe(slow.length + 1);
    await h.bot.idle();
    for (const g of [...slow, quick]) {
      expect(remindersIn(g.room)).toHaveLength(1);
      expect(h.bot.store.posts(g.id).filter((p) => p.kind === 'reminder')).toHaveLength(1);
    }
  }, 120_000);
});
