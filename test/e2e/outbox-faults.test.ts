// The outbox when Discord says no (issue 29): closed DMs, a storm of 5xx answers on the message routes, a deleted
// lobby message and a deleted channel, through the stand-in with its limits on. A committed step is never called
// "nothing changed", every kept post reaches its reader once and in order, and no reader is tried again and again.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import { controlsOf } from '../../src/local/driver.js';
import type { Message } from '../../src/local/standin/index.js';
import { ui } from '../../src/discord/text.js';
import { asTyped, now, type Solo } from './typed-kit.js';
import { crewChannel, expectRefusals, gatherAndBegin, officeForTwo, playFromHand, startHarness, stored, textOf, type Harness } from './harness.js';

let h: Harness;
beforeEach(async () => { h = await startHarness({ pictures: 'blank' }); }); // no picture is looked at
afterEach(async () => { await h?.close(); });

const CANT_DM = /I can't DM you/;

/** Every kept post of a game was delivered (none left in the outbox; a note may await its reader's next press). */
function outboxEmpty(gameId: number): boolean {
  return h.bot.store.undelivered(gameId).length === 0;
}

/** Whether the bot sent a post (a note that awaited its reader, or was told by a later one, never was). */
const wasSent = (p: { outbox: number }) => p.outbox !== 3 && p.outbox !== 4;

/** Plays `n` moves at play-by-post pace (an hour apart: every earlier token expired): whoever the game waits on presses
 * from their /heist hand. */
async function play(kind: string, channel: string, gameId: number, n: number): Promise<void> {
  const game = GAMES.require(kind);
  for (let k = 0; k < n; k++) {
    h.clock.advance(60 * 60_000);
    const s = stored(h, gameId).state as unknown as { engine: unknown; seats: { userId: string; bot?: boolean }[] };
    if (game.result(s.engine)) return;
    const seat = game.waitingOn(s.engine).find((x) => !s.seats[x].bot);
    if (seat === undefined) return;
    await playFromHand(h, channel, s.seats[seat].userId, k);
  }
}

describe('closed DMs', () => {
  for (const [kind, start, names] of [
    ['art-robbery', '/heist start game:art-robbery', ['ann', 'bo', 'cy']],
    ['noir-heist', '/heist start game:noir-heist chief:host', ['zed', 'ava', 'bo', 'cy', 'di']],
  ] as const) {
    it(`${kind}: the game goes on, the player is told once in the channel (nothing private), one failed request`, async () => {
      const { people, channel } = crewChannel(h, [...names]);
      const bo = people.find((p) => p.username === 'bo')!;
      // bo asked for his turns by DM, and his DMs are closed.
      await h.driver.slashLine(bo.id, channel, '/heist settings dm:true');
      h.standin.faults.closeDms(bo.id);
      expectRefusals(h, 1);
      const gameId = await gatherAndBegin(h, channel, people[0].id, people.slice(1).map((p) => p.id), start);
      const before = stored(h, gameId).version;
      await play(kind, channel, gameId, 12);
      expect(stored(h, gameId).version).toBeGreaterThan(before + 5);
      const told = h.driver.messages(channel).filter((m) => CANT_DM.test(textOf(m)));
      expect(told.map(textOf)).toEqual([`<@${bo.id}>: I can't DM you: open your DMs from this server, then type /heist settings dm:true again. Meanwhile your notes wait for you: press My hand, or type /heist hand.`]);
      const dm = h.standin.dmChannel(bo.id);
      expect(h.driver.messages(dm, bo.id)).toEqual([]);
      expect(h.standin.state.invalidRequests.filter((r) => r.path.includes(dm))).toHaveLength(1);
      // His note waits for him in /heist hand; nothing more is tried in his DMs until he asks for them again.
      expect(textOf((await h.driver.slashLine(bo.id, channel, '/heist hand')).message)).not.toBe('');
    });
  }
});

describe('a storm of 5xx answers on the message routes', () => {
  it('every post is delivered after it, in order; a committed step is never called "nothing changed"', async () => {
    const { people, channel } = crewChannel(h, ['ann', 'bo', 'cy']);
    // They asked for their turns by DM, and come back an hour after each move: their notes go by DM.
    for (const p of people) await h.driver.slashLine(p.id, channel, '/heist settings dm:true');
    const gameId = await gatherAndBegin(h, channel, people[0].id, people.slice(1).map((p) => p.id), '/heist start game:art-robbery');
    // Ten seconds of 503 on every channel-message route (DMs are channels too), from the first move on.
    const storm = h.standin.faults.serverError({ path: /\/channels\/\d+\/messages/, status: 503, forMs: 10_000 });
    await play('art-robbery', channel, gameId, 1);
    expect(storm.hits).toBeGreaterThan(0);
    expect(outboxEmpty(gameId)).toBe(false);
    const answers: string[] = [];
    const game = GAMES.require('art-robbery');
    for (let k = 0; k < 4; k++) {
      h.clock.advance(60 * 60_000);
      const s = stored(h, gameId).state as unknown as { engine: unknown; seats: { userId: string }[] };
      const who = s.seats[game.waitingOn(s.engine)[0]].userId;
      const asked = await h.driver.slashLine(who, channel, '/heist hand');
      const note = asked.message!;
      answers.push(textOf(note));
      // A reader whose earlier posts wait is told so, and their hand waits too: nothing to press yet.
      const press = controlsOf(note).find((c) => c.type === 2 && !c.disabled && /:a[a-h]?:/.test(c.custom_id ?? ''));
      if (!press) break;
      const r = await h.driver.click(who, note.id, press.custom_id!);
      answers.push(...[r.message, ...r.followUps].filter((m): m is Message => !!m).map(textOf));
      await h.bot.idle();
    }
    // Whatever was answered meanwhile, no committed step was called "nothing changed".
    expect(answers.filter((t) => /nothing (was )?changed|Nothing changed/i.test(t))).toEqual([]);
    // After the storm, the outbox is swept until it is empty.
    while (h.standin.state.injected && storm.hits >= 0 && !outboxEmpty(gameId)) {
      await new Promise((r) => setTimeout(r, 250));
      await h.bot.sweepOutbox();
    }
    // Every kept post reached its reader once, in the order the table made it for that reader.
    const posts = h.bot.store.posts(gameId).filter(wasSent);
    expect(posts.every((p) => p.outbox === 0 && p.messageId)).toBe(true);
    const byReader = new Map<string, bigint[]>();
    for (const p of posts) {
      const list = byReader.get(p.audience) ?? [];
      list.push(BigInt(p.messageId!));
      byReader.set(p.audience, list);
    }
    for (const [reader, ids] of byReader) {
      // The lobby is one message edited in place; every other post is a message of its own, each newer than the last.
      const own = posts.filter((p) => p.audience === reader && p.kind !== 'lobby').map((p) => BigInt(p.messageId!));
      expect(own, reader).toEqual([...own].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(new Set(own).size, reader).toBe(own.length);
      void ids;
    }
    expect(ui('en', 'err.post-failed')).not.toMatch(/nothing (was )?changed/i);
  });
});

describe('a move whose public answer waits behind posts Discord refused', () => {
  it('is said to stand to its player alone: the reply deferred for everyone gives way, it does not become the sentence', async () => {
    const { people, channel } = crewChannel(h, ['ann', 'bo']);
    // Their turns come by DM, and Discord refuses every message in a channel (DMs too) from the first move on.
    for (const p of people) await h.driver.slashLine(p.id, channel, '/heist settings dm:true');
    const gameId = await gatherAndBegin(h, channel, people[0].id, [people[1].id], '/heist start game:art-robbery');
    const game = GAMES.require('art-robbery');
    const typedBy = (userId: string): Solo => ({ h, game, userId, dm: channel, gameId, lang: 'en' });
    const storm = h.standin.faults.serverError({ path: /\/channels\/\d+\/messages/, status: 503 });
    const said: Message[] = [];
    for (let k = 0; k < 2; k++) {
      h.clock.advance(60 * 60_000);
      const s = stored(h, gameId).state as unknown as { engine: unknown; seats: { userId: string }[] };
      const t = typedBy(s.seats[game.waitingOn(s.engine)[0]].userId);
      const n = now(t);
      const r = await h.driver.slashLine(t.userId, channel, asTyped(t, n, n.legal[0]));
      await h.bot.idle();
      said.push(...[r.message, ...r.followUps].filter((m): m is Message => !!m && textOf(m) === ui('en', 'err.post-failed')));
    }
    expect(storm.hits).toBeGreaterThan(0);
    // The second move found the first's DM note still waiting: its story waits too, and its player is told so.
    expect(said.length).toBeGreaterThan(0);
    expect(said.filter((m) => m.ephemeralTo === undefined).map(textOf)).toEqual([]);
    storm.cancel();
  });
});

describe('a deleted lobby message and a deleted channel', () => {
  it('a lobby message deleted by a moderator is posted again at the next join', async () => {
    const { people, channel } = crewChannel(h, ['ann', 'bo']);
    const opened = await h.driver.slashLine(people[0].id, channel, '/heist start');
    await h.bot.idle();
    h.standin.faults.deleteMessage(opened.message!.id);
    expectRefusals(h, 1);
    await h.driver.slashLine(people[1].id, channel, '/heist join');
    await h.bot.idle();
    const lobbies = h.driver.messages(channel).filter((m) => /Crew \(2\//.test(textOf(m)));
    expect(lobbies).toHaveLength(1);
    expect(controlsOf(lobbies[0]).some((c) => c.custom_id?.endsWith(':begin'))).toBe(true);
  });

  it('the lobby posted again is the one edited from then on: a later join edits it, Begin closes it, once', async () => {
    const { people, channel } = crewChannel(h, ['ann', 'bo', 'cy']);
    const opened = await h.driver.slashLine(people[0].id, channel, '/heist start game:art-robbery');
    await h.bot.idle();
    h.standin.faults.deleteMessage(opened.message!.id);
    expectRefusals(h, 1);
    await h.driver.slashLine(people[1].id, channel, '/heist join');
    await h.bot.idle();
    const again = h.driver.messages(channel).filter((m) => /Crew \(2\//.test(textOf(m)));
    expect(again).toHaveLength(1);
    const before = h.standin.state.calls.filter((c) => c.status >= 400).length;
    await h.driver.click(people[2].id, again[0].id, controlsOf(again[0]).find((c) => c.custom_id?.endsWith(':join'))!.custom_id!);
    await h.bot.idle();
    const lobby = h.standin.state.messages.get(again[0].id)!;
    expect(textOf(lobby)).toMatch(/Crew \(3\//);
    expect(h.driver.messages(channel).filter((m) => /is planning a heist/.test(textOf(m)))).toHaveLength(1);
    await h.driver.click(people[0].id, lobby.id, controlsOf(lobby).find((c) => c.custom_id?.endsWith(':begin'))!.custom_id!);
    await h.bot.idle();
    expect(h.driver.messages(channel).filter((m) => /The heist began/.test(textOf(m)))).toHaveLength(1);
    expect(h.standin.state.calls.filter((c) => c.status >= 400).slice(before).map((c) => `${c.method} ${c.path} ${c.status}`), 'nothing refused after the lobby was posted again').toEqual([]);
  });

  it('a deleted channel ends its game at once: its host is told by DM, once, and nothing is tried there', async () => {
    const { people, channel } = crewChannel(h, ['ann', 'bo', 'cy']);
    const gameId = await gatherAndBegin(h, channel, people[0].id, people.slice(1).map((p) => p.id), '/heist start game:art-robbery');
    // Everyone asked for their turns by DM; a restarted bot knows no one's interaction: the next note goes by DM, with
    // its controls. The ones waited on press in the channel until someone's note is in their DM.
    for (const p of people) await h.driver.slashLine(p.id, channel, '/heist settings dm:true');
    await h.restart();
    const waited = () => {
      const s = stored(h, gameId).state as unknown as { engine: unknown; seats: { userId: string }[] };
      return s.seats[GAMES.require('art-robbery').waitingOn(s.engine)[0]].userId;
    };
    const acting = (m: Message) => controlsOf(m).filter((c) => c.type === 2 && !c.disabled && /:a[a-h]?:/.test(c.custom_id ?? ''));
    const newest = (userId: string, where: string) => [...h.driver.messages(where, userId)].reverse().find((m) => acting(m).length > 0);
    let who = waited();
    for (let k = 0; k < 10 && !newest(who, h.standin.dmChannel(who)); k++) {
      const m = newest(who, channel)!;
      await h.driver.click(who, m.id, acting(m)[0].custom_id!);
      await h.bot.idle();
      who = waited();
    }
    // The channel is deleted (Discord tells the bot: CHANNEL_DELETE): the game ends at once, its host told by DM.
    const note = newest(who, h.standin.dmChannel(who))!;
    const before = h.standin.state.calls.filter((c) => c.status >= 400).length;
    h.standin.faults.deleteChannel(channel);
    const told = () => h.driver.messages(h.standin.dmChannel(people[0].id), people[0].id).filter((m) => /was deleted, so the game has ended/.test(textOf(m)));
    for (let k = 0; k < 500 && told().length === 0; k++) await new Promise((r) => setTimeout(r, 10));
    await h.bot.idle();
    expect(told()).toHaveLength(1);
    // Ended, not paused for good: swept by retention as any ended game, and the channel's next game may begin.
    expect(h.bot.store.game(gameId)!.status).toBe('abandoned');
    // The one waited on presses their note in their DM: the game is over, nothing is tried in the gone channel.
    await h.driver.click(who, note.id, acting(note)[0].custom_id!);
    await h.bot.idle();
    expect(told(), 'told once').toHaveLength(1);
    expect(h.standin.state.calls.filter((c) => c.status >= 400).slice(before).map((c) => `${c.method} ${c.status}`)).toEqual([]);
    expect(h.bot.store.reminder(gameId)?.dueAt ?? null).toBeNull();
  });
});

describe('a channel deleted while the bot was down', () => {
  it('is found gone by the first post there: the game ends, its host told once by DM, nothing tried there again', async () => {
    const { room, host, id } = await officeForTwo(h, 'gone-while-down');
    // Deleted while the bot is down: its CHANNEL_DELETE reaches no one.
    await h.restart(() => h.standin.faults.deleteChannel(room));
    expect(h.bot.store.game(id)!.status).toBe('active');
    const told = () => h.driver.messages(h.standin.dmChannel(host), host).filter((m) => /was deleted, so the game has ended/.test(textOf(m)));
    // Hours later the reminder is the first post there: Discord answers Unknown Channel.
    const before = h.standin.state.errorLog.length;
    expectRefusals(h, 1);
    h.clock.advance(13 * 3_600_000);
    await h.bot.tickReminders();
    await h.bot.idle();
    for (let k = 0; k < 500 && told().length === 0; k++) await new Promise((r) => setTimeout(r, 10));
    expect(told()).toHaveLength(1);
    expect(h.standin.state.errorLog.slice(before).map((e) => e.code)).toEqual([10003]);
    expect(h.bot.store.game(id)!.status).toBe('abandoned');
    // Nothing waits for the gone channel, and nothing more is tried there, however long.
    expect(h.bot.store.posts(id).filter((p) => p.outbox === 1)).toEqual([]);
    h.clock.advance(13 * 3_600_000);
    await h.bot.tickReminders();
    await h.bot.sweepOutbox();
    await h.bot.idle();
    expect(h.standin.state.errorLog.slice(before)).toHaveLength(1);
    expect(told()).toHaveLength(1);
  });
});
