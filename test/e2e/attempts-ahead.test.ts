// A delivery notes the attempts of all its sends through interactions at once, before the first one leaves
// (src/discord/deliver.ts `noteAhead`): one write transaction for them rather than one each. What must still hold: a
// send that fails withdraws its note, one never made (an earlier send failed) is withdrawn too, and a bot that dies
// between the notes and the sends finds after its restart that nothing went and sends each post once.
import { afterEach, describe, expect, it } from 'vitest';
import type { Message } from '../../src/local/standin/index.js';
import type { SqliteStore } from '../../src/store/index.js';
import type { StoredPost } from '../../src/store/types.js';
import { postContent } from '../../src/table/content.js';
import type { Post } from '../../src/table/types.js';
import { crewChannel, enabledActions, gatherAndBegin, latestWithComponents, startHarness, textOf, type Harness } from './harness.js';

const harnesses: Harness[] = [];
afterEach(async () => { await Promise.all(harnesses.splice(0).map((h) => h.close())); });

interface Noting { notes: { seq: number; attempt: Record<string, unknown> | null }[]; callsBefore: number }

/** Every call of the store's `attempted` from now on: its notes, and how many REST calls the stand-in had answered. */
function spyAttempts(h: Harness): Noting[] {
  const seen: Noting[] = [];
  const store = h.bot.store;
  const attempted = store.attempted.bind(store);
  store.attempted = (gameId, notes) => {
    seen.push({ notes: notes.map((n) => ({ seq: n.seq, attempt: JSON.parse(n.attempt) as Record<string, unknown> | null })), callsBefore: h.standin.state.calls.length });
    attempted(gameId, notes);
  };
  return seen;
}

/** An Art Robbery game of three in a server channel, started; the one it waits on, and the public post they press. */
async function table(): Promise<{ h: Harness; gameId: number; channel: string; who: string; post: Message; people: string[] }> {
  const h = await startHarness({ pictures: 'blank' });
  harnesses.push(h);
  const { people, channel } = crewChannel(h, ['ann', 'bo', 'cy']);
  const ids = people.map((p) => p.id);
  const gameId = await gatherAndBegin(h, channel, ids[0], ids.slice(1), '/heist start game:art-robbery');
  // Whoever has an enabled action on the public post is the one the game waits on.
  for (const who of ids) {
    const post = latestWithComponents(h, channel, who);
    if (post && enabledActions(post).length) return { h, gameId, channel, who, post, people: ids };
  }
  throw new Error('no one can act on the public post');
}

/** The posts kept by the step `since` (seqs above it) that went (or were to go) through the interaction. */
const madeSince = (h: Harness, gameId: number, since: number): StoredPost[] => h.bot.store.posts(gameId, { afterSeq: since });

/** The one the game waits on presses while Discord fails every follow-up (the press itself is answered): what the
 * store's `attempted` was called with from the press on, and the last post kept before it. */
async function pressWhileFollowUpsFail(t: Awaited<ReturnType<typeof table>>): Promise<{ last: number; ahead: Noting }> {
  const { h, gameId, who, post } = t;
  const last = h.bot.store.posts(gameId).at(-1)!.seq;
  const seen = spyAttempts(h);
  const storm = h.standin.faults.serverError({ method: 'POST', path: /\/webhooks\/\d+\/[^/]+$/, status: 503, count: 1000 });
  await h.driver.click(who, post.id, enabledActions(post)[0]);
  await h.bot.idle();
  storm.cancel();
  expect(storm.hits).toBeGreaterThan(0);
  return { last, ahead: seen[0] };
}

describe('attempts noted ahead', () => {
  it('a press answered through its interaction notes all its sends in one transaction, before the first leaves', async () => {
    const { h, gameId, who, post } = await table();
    const last = h.bot.store.posts(gameId).at(-1)!.seq;
    const writes = (h.bot.store as SqliteStore).writeTransactions;
    const seen = spyAttempts(h);
    const callsAtPress = h.standin.state.calls.length;
    const r = await h.driver.click(who, post.id, enabledActions(post)[0]);
    await h.bot.idle();
    expect(r.error).toBeUndefined();
    const made = madeSince(h, gameId, last);
    const through = made.filter((p) => p.attempt && JSON.parse(p.attempt) !== null);
    // The public post (the interaction's answer) and the presser's own note (an ephemeral follow-up) at least.
    expect(through.length, 'posts that went through the interaction').toBeGreaterThanOrEqual(2);
    expect(made.every((p) => p.outbox === 0 && p.messageId)).toBe(true);
    const [ahead, ...rest] = seen;
    expect(ahead.callsBefore, 'noted before any request of the press').toBe(callsAtPress);
    expect(ahead.notes.map((n) => n.seq).sort()).toEqual(through.map((p) => p.seq).sort());
    // Afterwards only what cannot be known ahead: an ephemeral follow-up handed to the network as it leaves.
    for (const later of rest) {
      expect(later.notes).toHaveLength(1);
      expect(later.notes[0].attempt).toMatchObject({ how: 'followup', ephemeral: true });
      expect(later.notes[0].attempt).not.toHaveProperty('queued');
    }
    // The step's commit, the notes ahead, each follow-up handed over, the report (and the controls taken away).
    const delta = (h.bot.store as SqliteStore).writeTransactions - writes;
    expect(delta).toBeLessThanOrEqual(1 + 1 + rest.length + 1 + 1);
  });

  it('a send that fails withdraws its note, one never made is withdrawn too, and each post goes once after', async () => {
    const t = await table();
    const { h, gameId, people, channel } = t;
    // The press is answered (its message shown without its controls), then Discord fails every follow-up: the first
    // one fails, those behind it are never made.
    const { last, ahead } = await pressWhileFollowUpsFail(t);
    expect(ahead.notes.length, 'noted ahead: the follow-ups').toBeGreaterThanOrEqual(2);
    const waiting = madeSince(h, gameId, last).filter((p) => ahead.notes.some((n) => n.seq === p.seq));
    expect(waiting.every((p) => p.outbox === 1), 'still to deliver').toBe(true);
    expect(waiting.map((p) => JSON.parse(p.attempt ?? 'null') as unknown), 'withdrawn, the failed one and the one never made').toEqual(waiting.map(() => null));
    // The outbox delivers them later, each once.
    await h.bot.sweepOutbox();
    await h.bot.idle();
    const after = madeSince(h, gameId, last);
    expect(after.every((p) => p.outbox !== 1)).toBe(true);
    expectToldOnce(h, channel, people, after);
  });

  it('a bot that dies between the notes ahead and the sends sends each post once after its restart', async () => {
    const t = await table();
    const { h, gameId, people, channel } = t;
    // The press is answered, and nothing after it reaches Discord (every follow-up fails). The notes made ahead are
    // then put back as they were when the sends behind the press were about to leave: the store as a bot killed right
    // then leaves it.
    const { last, ahead } = await pressWhileFollowUpsFail(t);
    expect(ahead.notes.length).toBeGreaterThanOrEqual(2);
    const store = h.bot.store as SqliteStore;
    for (const n of ahead.notes) store.query('UPDATE posts SET attempt = ? WHERE game_id = ? AND seq = ?', JSON.stringify(n.attempt), gameId, n.seq);
    const before = h.standin.state.messages.size;
    await h.restart();
    await h.bot.sweepOutbox();
    await h.bot.idle();
    const after = madeSince(h, gameId, last);
    // Each noted ahead was found missing and sent (or awaits its reader, whose token the restarted bot does not
    // know): none is taken as delivered unseen.
    for (const n of ahead.notes) {
      const p = after.find((q) => q.seq === n.seq)!;
      expect((p.outbox === 0 && !!p.messageId) || p.outbox === 3, `${p.kind} ${p.seq}: outbox ${p.outbox}, message ${p.messageId}`).toBe(true);
    }
    expect(h.standin.state.messages.size).toBeGreaterThan(before);
    expectToldOnce(h, channel, people, after);
  });
});

/** Each kept post reached each of its readers once (one delivered) or not yet (one awaiting its reader): no two of the
 * bot's messages a person sees say the same post. */
function expectToldOnce(h: Harness, channel: string, people: string[], posts: StoredPost[]): void {
  for (const person of people) {
    const seen = [channel, h.standin.dmChannel(person)].flatMap((c) => h.driver.messages(c, person)).map(textOf).filter(Boolean);
    for (const p of posts.filter((q) => q.audience === person || q.audience === 'public')) {
      const said = postContent(p.body as Post);
      const times = seen.filter((s) => s.startsWith(said)).length;
      expect(times, `${p.kind} ${p.seq} to ${person}: ${said.slice(0, 60)}`).toBe(p.outbox === 0 && p.messageId ? 1 : 0);
    }
  }
}
