// Interactions acknowledged before their step (src/discord/router.ts, turns.ts: a bot with many steps waiting defers
// a command or a press at once, then answers in its turn): the same script played on a bot that always does so and on
// one that never needs to leaves every person the same messages (refusals and private answers still only theirs, the
// deferral of a refused command gone); and a burst of starts at once is answered, each game once.
import { afterEach, describe, expect, it } from 'vitest';
import type { Message, Reply } from '../../src/local/standin/index.js';
import type { SqliteStore } from '../../src/store/index.js';
import {
  crewChannel, customIds, enabledActions, gatherAndBegin, isEphemeral, latestWithComponents, seenInOrder, selectOf,
  startHarness, textOf, type Harness,
} from './harness.js';

const harnesses: Harness[] = [];
afterEach(async () => { await Promise.all(harnesses.splice(0).map((h) => h.close())); });

async function harness(earlyAckAfter?: number): Promise<Harness> {
  const h = await startHarness(earlyAckAfter === undefined ? {} : { earlyAckAfter });
  harnesses.push(h);
  return h;
}

/** What a person sees in the channel, oldest first, people's ids replaced by their names. */
function transcript(h: Harness, userId: string, channel: string): string[] {
  const names = new Map([...h.standin.state.users.values()].map((u) => [u.id, u.username]));
  return seenInOrder(h, userId, [channel]).map((m: Message) => {
    const text = textOf(m).replace(/<@!?(\d+)>/g, (_, id: string) => `@${names.get(id) ?? id}`);
    const labels = customIds(m).map((id) => id.replace(/^h:\d+:\d+:/, ''));
    return `${isEphemeral(m) ? '(only you) ' : ''}${text}${m.attachments.length ? ' [picture]' : ''}${labels.length ? ` {${labels.join(', ')}}` : ''}`;
  });
}

/** A press of the message's first enabled action, else a pick of its menu's first option. */
function act(h: Harness, userId: string, m: Message): Promise<Reply> {
  const button = enabledActions(m)[0];
  if (button) return h.driver.click(userId, m.id, button);
  const menu = selectOf(m)!;
  return h.driver.select(userId, m.id, menu.id, [menu.values[0]]);
}

/** A short game in a server channel: a lobby, a join, the start, two presses, a press by the wrong person, a start
 * refused (a game runs), a private answer (`/heist hand`) and the board (`/heist status`). The replies' first
 * response types, in order. */
async function script(h: Harness): Promise<{ ava: string[]; bo: string[]; types: number[] }> {
  const { people, channel } = crewChannel(h, ['ava', 'bo']);
  const [ava, bo] = people;
  const types: number[] = [];
  const note = (r: Reply) => {
    expect(r.error).toBeUndefined();
    expect(r.restErrors).toEqual([]);
    types.push(r.type);
  };
  await gatherAndBegin(h, channel, ava.id, [bo.id], '/heist start scenario:office');
  // The game's controls are on the public post: whoever the game waits on presses them (Ava goes first).
  for (let k = 0; k < 2; k++) {
    note(await act(h, ava.id, latestWithComponents(h, channel, ava.id)!));
    await h.bot.idle();
  }
  const wrong = await act(h, bo.id, latestWithComponents(h, channel, bo.id)!);
  note(wrong);
  const refusal = [wrong.message, ...wrong.followUps].find((x) => x && isEphemeral(x) && x.ephemeralTo === bo.id);
  expect(refusal, 'the wrong person is told privately').toBeTruthy();
  await h.bot.idle();
  note(await h.driver.slashLine(bo.id, channel, '/heist start scenario:office'));
  await h.bot.idle();
  note(await h.driver.slashLine(ava.id, channel, '/heist hand'));
  await h.bot.idle();
  note(await h.driver.slashLine(bo.id, channel, '/heist status'));
  await h.bot.idle();
  return { ava: transcript(h, ava.id, channel), bo: transcript(h, bo.id, channel), types };
}

describe('interactions acknowledged before their step', () => {
  it('leave everyone the same messages as answers given at once, refusals and private answers still private', async () => {
    const early = await script(await harness(0));
    const plain = await script(await harness());
    expect(early.ava).toEqual(plain.ava);
    expect(early.bo).toEqual(plain.bo);
    // Every command was deferred and every press was a deferred update in the first; the second answered in its step.
    expect(early.types).toEqual(early.types.map((_, k) => (k < 3 ? 6 : 5)));
    expect(plain.types.slice(0, 3)).toEqual([7, 7, 4]);
    // The refused start left no trace in the channel, not even its deferral (an empty "thinking" message): only its
    // author saw the refusal.
    expect(early.bo.some((x) => x.startsWith('(only you)') && /already running/.test(x))).toBe(true);
    expect(early.ava.some((x) => /already running/.test(x))).toBe(false);
    expect([...early.ava, ...early.bo].every((x) => x.replace('(only you)', '').trim().length > 0)).toBe(true);
  });

  it('answers a burst of starts at once, each game started once with its picture', async () => {
    const h = await harness();
    const users = Array.from({ length: 24 }, (_, i) => h.standin.createUser({ username: `b${i}` }));
    const replies = await Promise.all(users.map((u) => h.driver.slashLine(u.id, h.standin.dmChannel(u.id), '/heist start scenario:office')));
    await h.bot.idle();
    for (const [k, u] of users.entries()) {
      expect(replies[k].error).toBeUndefined();
      expect(replies[k].restErrors).toEqual([]);
      const seen = h.driver.messages(h.standin.dmChannel(u.id), u.id);
      expect(seen.filter((m) => customIds(m).length).length, 'one start message with controls').toBe(1);
      expect(seen.some((m) => m.attachments.length === 1)).toBe(true);
    }
    expect(new Set(users.map((u) => h.bot.store.latestGame(h.standin.dmChannel(u.id))!.id)).size).toBe(users.length);
  });

  it('notes a private answer to a press acknowledged by a deferred update as the follow-up it is', async () => {
    // The pressed message is the interaction's own (its "original"): noted as that, a bot that died before the answer
    // left would find that public message after its restart and take it for the private note.
    const h = await harness(0);
    const { people: [ava, bo], channel } = crewChannel(h, ['ava', 'bo']);
    const gameId = await gatherAndBegin(h, channel, ava.id, [bo.id], '/heist start game:art-robbery');
    const board = [...h.driver.messages(channel, bo.id)].reverse().find((m) => customIds(m).some((id) => id.endsWith(':hand')))!;
    const r = await h.driver.click(bo.id, board.id, customIds(board).find((id) => id.endsWith(':hand'))!);
    expect(r.error).toBeUndefined();
    expect(r.type).toBe(6);
    await h.bot.idle();
    const hand = h.bot.store.posts(gameId).filter((p) => p.kind === 'hand' && p.audience === bo.id).at(-1)!;
    expect(hand.outbox).toBe(0);
    expect(JSON.parse(hand.attempt!)).toMatchObject({ how: 'followup', ephemeral: true });
    // The public post is as it was.
    expect(h.driver.messages(channel, ava.id).find((m) => m.id === board.id)).toEqual(h.driver.messages(channel, bo.id).find((m) => m.id === board.id));
    // Had it been noted as the interaction's own answer all the same, and the bot died before its report, the
    // restarted bot still must not take the pressed public message for the note: that message says something else.
    const boardAsWas = h.driver.messages(channel, ava.id).find((m) => m.id === board.id);
    (h.bot.store as SqliteStore).query('UPDATE posts SET outbox = 1, channel_id = NULL, message_id = NULL, live = 0, attempt = ? WHERE game_id = ? AND seq = ?',
      JSON.stringify({ ...JSON.parse(hand.attempt!), how: 'original' }), gameId, hand.seq);
    await h.restart();
    await h.bot.idle();
    const after = h.bot.store.posts(gameId).find((p) => p.seq === hand.seq)!;
    expect(after.messageId, 'the note is not taken for the public message').not.toBe(board.id);
    expect(h.driver.messages(channel, ava.id).find((m) => m.id === board.id)).toEqual(boardAsWas);
  });
});
