// The outbox's retries, on fake timers (they pace the process by real time): a game whose delivery keeps failing is
// tried again after 1 s, doubling to a minute, from 1 s again once its outbox was emptied; a retry due sooner than the
// timer armed arms it sooner. A channel that refuses the bot's posts (403: a permission taken away) is tried again only
// a minute later, doubling to ten, its posts waiting meanwhile without a request; the refusal is carried on the
// failure, for the table to be told with the rest of the plan's fates.
import { DiscordAPIError, type Client } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../src/core/clock.js';
import { Later, nextWait, Outbox, REFUSED, RETRY } from '../../src/discord/outbox.js';
import type { Payload } from '../../src/discord/view.js';
import { silentLogger } from '../../src/log.js';
import type { Fate, Post } from '../../src/table/types.js';

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

/** A fake client whose REST answers a message sent with `answer()`, counting the requests. */
function outboxWith(answer: () => unknown) {
  const requests: string[] = [];
  const client = { rest: { post: async (route: string) => { requests.push(route); return answer(); } } } as unknown as Client;
  return { ob: new Outbox({ client, log: silentLogger, clock: new ManualClock() }), requests };
}

/** The fates a failed post carries for the table (a refusal's), after checking it failed for now. */
async function carried(sent: Promise<Fate[]>): Promise<readonly Fate[]> {
  const err = await sent.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(Later);
  return (err as Later).fates;
}

const post = (seq: number): Post => ({
  kind: 'reminder', audience: 'public', seat: null, via: 'channel', text: ['hi'], buttons: [], selects: [], picture: null, mention: null, gameId: 7, version: 1, seq,
});
const card: Payload = { components: [], files: [], allowedMentions: { parse: [], users: [] } };
const refusal = (code: number) => new DiscordAPIError({ code, message: code === 50013 ? 'Missing Permissions' : 'Missing Access' }, code, 403, 'POST', '/channels/1/messages', { body: {} });

/** The times (ms from now) of the retries of game `id` over `ms`, each failing again. */
function retriesOver(ob: Outbox, ms: number, only = 7): number[] {
  const t0 = Date.now();
  const at: number[] = [];
  ob.onRetry = (id) => {
    if (id !== only) return;
    at.push(Date.now() - t0);
    ob.later(id);
  };
  vi.advanceTimersByTime(ms);
  return at;
}

describe('a game whose delivery keeps failing for now', () => {
  it('is tried again after 1 s, 2 s, 4 s … doubling to a minute', () => {
    const { ob } = outboxWith(() => ({}));
    ob.later(7);
    const at = retriesOver(ob, 6 * 60_000);
    const waits = at.map((t, k) => t - (at[k - 1] ?? 0));
    expect(waits.slice(0, 9)).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    // Some 10 tries over the first six minutes, not one a second.
    expect(at.length).toBeLessThan(12);
    ob.close();
  });

  it('a failure while its retry is armed does not double the wait again; emptied, it starts from 1 s again', () => {
    const { ob } = outboxWith(() => ({}));
    ob.later(7);
    ob.later(7);
    ob.later(7);
    expect(retriesOver(ob, 7_500)).toEqual([1000, 3000, 7000]);
    ob.settled(7);
    ob.later(7);
    expect(retriesOver(ob, 1_500)).toEqual([1000]);
    ob.close();
  });

  it('a retry due sooner than the timer armed arms it sooner', () => {
    const { ob } = outboxWith(() => ({}));
    // Game 7 fails on and on: its next retry is 16 s away.
    ob.later(7);
    retriesOver(ob, 15_000);
    const fired: number[] = [];
    const t0 = Date.now();
    ob.onRetry = (id) => { fired.push(id, Date.now() - t0); };
    // Game 8 fails now: it is tried again after a second, not when game 7's timer fires.
    ob.later(8);
    vi.advanceTimersByTime(1_000);
    expect(fired).toEqual([8, 1000]);
    ob.close();
  });

  it('waits out its backoff: the periodic sweep leaves it to its retry (backingOff) until that is due, or its outbox empties', () => {
    const { ob } = outboxWith(() => ({ id: '1', channel_id: '2' }));
    ob.onRetry = (id) => ob.later(id);
    expect(ob.backingOff(7)).toBe(false);
    ob.later(7);
    expect(ob.backingOff(7)).toBe(true);
    vi.advanceTimersByTime(1000);
    // Tried at 1 s and failed again: its next retry, 2 s on, is set.
    expect(ob.backingOff(7)).toBe(true);
    ob.settled(7);
    expect(ob.backingOff(7)).toBe(false);
    ob.close();
  });

  it('nextWait: the schedule as a function', () => {
    expect(nextWait(undefined)).toBe(RETRY.first);
    expect(nextWait(16_000)).toBe(32_000);
    expect(nextWait(40_000)).toBe(60_000);
    expect(nextWait(undefined, REFUSED)).toBe(60_000);
    expect(nextWait(480_000, REFUSED)).toBe(600_000);
  });
});

describe("a channel that refuses the bot's posts (403)", () => {
  for (const [code, missing] of [[50013, 'send'], [50001, 'view']] as const) {
    it(`${code}: its posts wait without a request until its next try, a minute later, doubling to ten; the refusal carried for the table`, async () => {
      let refuse = true;
      const { ob, requests } = outboxWith(() => {
        if (refuse) throw refusal(code);
        return { id: '99', channel_id: '1' };
      });
      const retried: number[] = [];
      const t0 = Date.now();
      ob.onRetry = (id) => { retried.push(Date.now() - t0); };
      expect(await carried(ob.post({ channelId: '1' }, post(5), card, 'n5'))).toEqual([{ seq: 5, channelRefuses: missing }]);
      expect(requests).toHaveLength(1);
      // Meanwhile every post there waits, with no request (and nothing more to tell), until a minute has passed.
      ob.later(7);
      for (let s = 0; s < 59; s++) {
        vi.advanceTimersByTime(1_000);
        expect(await carried(ob.post({ channelId: '1' }, post(5), card, 'n5'))).toEqual([]);
      }
      expect(requests).toHaveLength(1);
      // The game's retry waits for the channel's try.
      expect(retried).toEqual([]);
      vi.advanceTimersByTime(1_000);
      expect(retried).toEqual([60_000]);
      // The try: refused again, the next one two minutes later (the refusal carried again; the table tells the host once).
      expect(await carried(ob.post({ channelId: '1' }, post(5), card, 'n5'))).toEqual([{ seq: 5, channelRefuses: missing }]);
      expect(requests).toHaveLength(2);
      vi.advanceTimersByTime(119_000);
      expect(await carried(ob.post({ channelId: '1' }, post(5), card, 'n5'))).toEqual([]);
      expect(requests).toHaveLength(2);
      // The permission is back: at the next try the post goes, and the table is told the channel takes posts again.
      refuse = false;
      vi.advanceTimersByTime(1_000);
      const fates = await ob.post({ channelId: '1' }, post(5), card, 'n5');
      expect(requests).toHaveLength(3);
      expect(fates).toEqual([{ seq: 5, sent: { channelId: '1', messageId: '99' }, live: false }, { seq: 5, channelRefuses: null }]);
      // From then on the channel is tried at once, and the table is not told again.
      const next = await ob.post({ channelId: '1' }, post(6), card, 'n6');
      expect(next).toEqual([{ seq: 6, sent: { channelId: '1', messageId: '99' }, live: false }]);
      expect(requests).toHaveLength(4);
      ob.close();
    });
  }

  it('tries are at most ten minutes apart: some 8 refused requests in the first hour', async () => {
    const { ob, requests } = outboxWith(() => { throw refusal(50013); });
    ob.onRetry = () => {};
    for (let s = 0; s < 3600; s++) {
      await ob.post({ channelId: '1' }, post(5), card, 'n5').catch(() => undefined);
      vi.advanceTimersByTime(1_000);
    }
    // 0, 1, 3, 7, 15, 25, 35, 45, 55 minutes.
    expect(requests).toHaveLength(9);
    ob.close();
  });
});
