// A three-player heist in a server channel through the real bot: lobby, turns taken only by the right person, a refused
// out-of-turn action, a stale button, an undo, a restart of the bot mid-game (state and buttons survive), reminders
// firing with a fake clock, and the missing-permission check before starting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../src/local/standin/index.js';
import { actingUser, customIds, expectRefusals, gameIdOf, gatherAndBegin, isEphemeral, latestWithComponents, selectOf, startHarness, stored, type Harness, textOf } from './harness.js';

let h: Harness;
let channel: string;
let users: { id: string }[];
let gameId = 0;
beforeAll(async () => {
  h = await startHarness({ pictures: 'blank' });
  users = ['ava', 'bo', 'cy'].map((username) => h.standin.createUser({ username }));
  const guild = h.standin.createGuild({ name: 'Crew', ownerId: users[0].id, channels: ['heist'] });
  for (const u of users.slice(1)) h.standin.addMember(guild.id, u.id);
  channel = guild.channels[0].id;
});
afterAll(async () => { await h?.close(); });

const findButton = (m: Message, suffix: RegExp) => customIds(m).find((id) => suffix.test(id));

/** The acting user answers whatever is asked (first option) until a turn is ready for actions. */
async function answerQuestions(): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const e = stored(h, gameId).state.engine!;
    if (!e.awaiting) return;
    const who = actingUser(h, gameId);
    const m = latestWithComponents(h, channel, who)!;
    const select = selectOf(m);
    const answer = customIds(m).find((id) => id !== select?.id && /:(q|a:choose)/.test(id));
    if (answer) await h.driver.click(who, m.id, answer);
    else if (select) await h.driver.select(who, m.id, select.id, [select.values[0]]);
    await h.bot.idle();
  }
}

describe('three-player heist in a server channel', () => {
  it('opens a lobby; players join and leave with buttons; only the host begins', async () => {
    const [ava, bo, cy] = users;
    const start = await h.driver.slashLine(ava.id, channel, '/heist start scenario:bank');
    expect(start.error).toBeUndefined();
    await h.bot.idle();
    let lobby = latestWithComponents(h, channel, ava.id)!;
    gameId = gameIdOf(customIds(lobby)[0]);
    expect(stored(h, gameId).state.lobby).toBe(true);

    for (const u of [bo, cy]) {
      lobby = latestWithComponents(h, channel, u.id)!;
      await h.driver.click(u.id, lobby.id, findButton(lobby, /:join$/)!);
      await h.bot.idle();
    }
    lobby = latestWithComponents(h, channel, cy.id)!;
    await h.driver.click(cy.id, lobby.id, findButton(lobby, /:leave$/)!);
    await h.bot.idle();
    expect(stored(h, gameId).state.seats.map((s) => s.userId)).not.toContain(cy.id);
    lobby = latestWithComponents(h, channel, cy.id)!;
    await h.driver.click(cy.id, lobby.id, findButton(lobby, /:join$/)!);
    await h.bot.idle();

    lobby = latestWithComponents(h, channel, bo.id)!;
    const notHost = await h.driver.click(bo.id, lobby.id, findButton(lobby, /:begin$/)!);
    expect(isEphemeral(notHost.message)).toBe(true);
    expect(stored(h, gameId).state.lobby).toBe(true);

    const begin = await h.driver.click(ava.id, lobby.id, findButton(lobby, /:begin$/)!);
    expect(begin.error).toBeUndefined();
    await h.bot.idle();
    const s = stored(h, gameId).state;
    expect(s.lobby).toBe(false);
    expect(new Set(s.seats.map((x) => x.userId))).toEqual(new Set(users.map((u) => u.id)));
    await answerQuestions();
  });

  it('lets only the acting player act; others get an ephemeral explanation and nothing changes', async () => {
    const who = actingUser(h, gameId);
    const other = users.find((u) => u.id !== who)!;
    const version = stored(h, gameId).version;
    const m = latestWithComponents(h, channel, other.id)!;
    const action = customIds(m).find((id) => /:a:/.test(id))!;
    const click = await h.driver.click(other.id, m.id, action);
    expect(isEphemeral(click.message)).toBe(true);
    expect(click.message!.ephemeralTo ?? other.id).toBe(other.id);
    const typed = await h.driver.slashLine(other.id, channel, '/end-turn');
    expect(isEphemeral(typed.message)).toBe(true);
    expect(stored(h, gameId).version).toBe(version);
    // The other players do not see that ephemeral answer.
    expect(h.driver.messages(channel, who).some((x) => x.id === typed.message!.id)).toBe(false);
  });

  it('autocompletes legal move targets for the acting player and rules topics for anyone', async () => {
    const who = actingUser(h, gameId);
    const targets = await h.driver.autocomplete(who, channel, 'move', { target: '' }, 'target');
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.length).toBeLessThanOrEqual(25);
    const topics = await h.driver.autocomplete(users[2].id, channel, 'heist rules', { topic: 'key' }, 'topic');
    expect(topics.some((c) => /keypad/i.test(`${c.name} ${c.value}`))).toBe(true);
    const help = await h.driver.slashLine(users[2].id, channel, `/heist rules topic:${topics[0].value}`);
    expect(isEphemeral(help.message)).toBe(true);
    expect(textOf(help.message!).length).toBeGreaterThan(20);
  });

  it('refuses a stale button and takes back an undoable action', async () => {
    const who = actingUser(h, gameId);
    const seat = () => stored(h, gameId).state.seats.findIndex((x) => x.userId === who);
    // Two status messages with the same buttons; acting on the second makes the first one's buttons stale.
    const s1 = (await h.driver.slashLine(who, channel, '/heist status')).message!;
    await h.bot.idle();
    await h.driver.slashLine(who, channel, '/heist status');
    await h.bot.idle();
    const s2 = latestWithComponents(h, channel, who)!;
    expect(s2.id).not.toBe(s1.id);
    const go = customIds(s2).find((id) => /:a:move (north|south|east|west)$/.test(id))!;
    expect(go, 'the first player can move somewhere').toBeTruthy();
    await h.driver.click(who, s2.id, go);
    await h.bot.idle();
    await answerQuestions();

    const version = stored(h, gameId).version;
    // The older status message lost its buttons when the newer one was posted.
    expect(customIds(h.driver.messages(channel, who).find((m) => m.id === s1.id)!)).toEqual([]);
    // A click that was already on its way (a client still showing the old buttons) is refused as stale.
    const staleId = customIds(s1).find((id) => id === go)!;
    const stale = await h.standin.state.startInteraction({
      type: 3, userId: who, channelId: channel, messageId: s1.id, replyTimeoutMs: h.driver.replyTimeoutMs,
      data: { custom_id: staleId, component_type: 2 },
    });
    expect(isEphemeral(stale.message)).toBe(true);
    expect(textOf(stale.message!)).toMatch(/earlier moment/);
    expect(stored(h, gameId).version).toBe(version);

    // Moving back onto the tile the crew came from reveals nothing, so it can be taken back.
    const back = { north: 'south', south: 'north', east: 'west', west: 'east' }[go.split(' ').pop()!]!;
    const fresh = latestWithComponents(h, channel, who)!;
    const backId = customIds(fresh).find((id) => id.endsWith(`:a:move ${back}`));
    // With the harness's fixed seed the way back is open; should engine changes close it, only the refusal is checked.
    if (!backId || stored(h, gameId).state.engine!.turn.player !== seat()) console.warn('undo path not exercised: no way back');
    else {
      await h.driver.click(who, fresh.id, backId!);
      await h.bot.idle();
      const moved = stored(h, gameId).version;
      expect(moved).toBeGreaterThan(version);
      const undo = await h.driver.slashLine(who, channel, '/heist undo');
      await h.bot.idle();
      expect(undo.error).toBeUndefined();
      expect(isEphemeral(undo.message)).toBe(false);
      expect(stored(h, gameId).version).toBeGreaterThan(moved);
    }
    // Undoing again would cross the move that revealed a tile: refused, only to the asker, nothing changes.
    const v = stored(h, gameId).version;
    const refused = await h.driver.slashLine(who, channel, '/heist undo');
    expect(isEphemeral(refused.message)).toBe(true);
    expect(stored(h, gameId).version).toBe(v);
  });

  it('survives a restart: the state and the latest buttons still work', async () => {
    const who = actingUser(h, gameId);
    const version = stored(h, gameId).version;
    const m = latestWithComponents(h, channel, who)!;
    await h.restart();
    expect(stored(h, gameId).version).toBe(version);
    const action = customIds(m).find((id) => /:a:/.test(id) && id.includes(`:${version}:`));
    expect(action, 'the latest message carries buttons of the current version').toBeTruthy();
    const click = await h.driver.click(who, m.id, action!);
    expect(click.error).toBeUndefined();
    await h.bot.idle();
    expect(stored(h, gameId).version).toBeGreaterThan(version);
    const status = await h.driver.slashLine(users[2].id, channel, '/heist status');
    expect(status.error).toBeUndefined();
    await h.bot.idle();
  });

  it('reminds the waiting player when the fake clock passes the interval, then stops with a final notice', async () => {
    const who = actingUser(h, gameId);
    expect(await h.bot.tickReminders()).toBe(0);
    const seen = () => h.driver.messages(channel).filter((m) => textOf(m).includes(`<@${who}>`) && !m.interactionId).length;
    const before = seen();
    let sent = 0;
    for (let i = 0; i < 6; i++) {
      h.clock.t += 13 * 3600_000;
      sent += await h.bot.tickReminders();
    }
    expect(sent).toBeGreaterThanOrEqual(2);
    expect(sent).toBeLessThanOrEqual(4);
    expect(seen() - before).toBe(sent);
  });

  it('changes reminder settings, and ends only for the host after a confirm button', async () => {
    const [ava, bo] = users;
    const settings = await h.driver.slashLine(ava.id, channel, '/heist settings reminders:false');
    expect(settings.error).toBeUndefined();
    await h.bot.idle();
    h.clock.t += 48 * 3600_000;
    expect(await h.bot.tickReminders()).toBe(0);

    const refused = await h.driver.slashLine(bo.id, channel, '/heist end');
    expect(isEphemeral(refused.message)).toBe(true);
    const ask = await h.driver.slashLine(ava.id, channel, '/heist end');
    await h.bot.idle();
    const confirm = [ask.message!, ...ask.followUps].flatMap((m) => customIds(m).map((id) => ({ m, id }))).find((x) => /:\d+:end(:\d+)?$/.test(x.id));
    expect(confirm, 'a confirm button').toBeTruthy();
    expect(h.bot.store.activeGame(channel)).not.toBeNull();
    await h.driver.click(ava.id, confirm!.m.id, confirm!.id);
    await h.bot.idle();
    expect(h.bot.store.activeGame(channel)).toBeNull();
    // The ended game stays readable in its channel until a new one starts there: where it stood, and that it ended.
    const after = await h.driver.slashLine(ava.id, channel, '/heist status');
    await h.bot.idle();
    expect(isEphemeral(after.message)).toBe(false);
    expect(textOf(after.message!)).toMatch(/called off/);
    expect(after.message!.attachments.length).toBe(1);
    expect(customIds(after.message!)).toEqual([]);
  });

  it('a channel that stops letting it post mid-game: the player is told which permission, and once it is back the story comes in order', async () => {
    const [ann, bob] = [h.standin.createUser({ username: 'ann-perm' }), h.standin.createUser({ username: 'bob-perm' })];
    const guild = h.standin.createGuild({ name: 'Perm', ownerId: ann.id, channels: ['heist', 'lounge'] });
    h.standin.addMember(guild.id, bob.id);
    const [room, lounge] = guild.channels.map((c) => c.id);
    const id = await gatherAndBegin(h, room, ann.id, [bob.id], '/heist start scenario:office');
    await h.driver.slashLine(actingUser(h, id), room, '/choose answer:A1');
    await h.bot.idle();
    // A server manager takes Send Messages away from the bot in this channel only.
    h.standin.setOverwrite(room, { member: h.standin.botUserId }, 0n, 1n << 11n);
    const posts = h.driver.messages(room).length;
    // Hours later the reminder cannot be posted (refused, as Discord refuses it), and stays to deliver.
    const refusedBefore = h.standin.state.errorLog.length;
    h.clock.advance(13 * 3_600_000);
    await h.bot.tickReminders();
    await h.bot.idle();
    const refusals = h.standin.state.errorLog.length - refusedBefore;
    expect(refusals).toBeGreaterThan(0);
    expect(h.standin.state.errorLog.slice(refusedBefore).every((e) => e.code === 50013)).toBe(true);
    expectRefusals(h, refusals);
    expect(h.driver.messages(room).length).toBe(posts);
    // The one waited on asks where things stand: told what is missing and whom to ask, not to try again in a moment.
    const before = h.standin.state.errorLog.length;
    const asked = await h.driver.slashLine(actingUser(h, id), room, '/heist status');
    await h.bot.idle();
    expectRefusals(h, h.standin.state.errorLog.length - before);
    const said = [asked.message!, ...asked.followUps].map(textOf).join('\n');
    expect(said).toContain('I may no longer post in this channel: I am missing Send Messages here');
    expect(said).not.toMatch(/try again in a moment/);
    // Elsewhere in the server (the lounge) the bot may still post: nothing is said about permissions there.
    const there = await h.driver.slashLine(ann.id, lounge, '/heist status');
    await h.bot.idle();
    expect([there.message!, ...there.followUps].map(textOf).join('\n')).not.toMatch(/missing/);
    // Given back: the reminder kept arrives, and the answer.
    h.standin.setOverwrite(room, { member: h.standin.botUserId }, 0n, 0n);
    const again = await h.driver.slashLine(actingUser(h, id), room, '/heist status');
    await h.bot.idle();
    expect(h.driver.messages(room).slice(posts).map(textOf).some((t) => /the heist is waiting for your move/.test(t))).toBe(true);
    // Nothing left to deliver; the status asked while the bot could not post was withdrawn, never posted later.
    expect(h.bot.store.posts(id).filter((p) => p.outbox !== 0).map((p) => [p.kind, p.outbox])).toEqual([['status', 5]]);
    expect(textOf(again.message!)).toMatch(/The Office Job/);
  });

  it('checks its own permissions before starting a heist in a channel', async () => {
    const guild = h.standin.createGuild({ name: 'Locked', ownerId: users[0].id, channels: ['quiet'], botPermissions: 1024n | 2048n });
    // @everyone may only view and send here too (the stand-in's internal data: its API has no role editing).
    const internal = (h.standin as unknown as { state: { guilds: Map<string, { roles: { permissions: bigint }[] }> } }).state;
    internal.guilds.get(guild.id)!.roles[0].permissions = 1024n | 2048n | (1n << 31n);
    const r = await h.driver.slashLine(users[0].id, guild.channels[0].id, '/heist start scenario:office');
    expect(isEphemeral(r.message)).toBe(true);
    expect(textOf(r.message!)).toMatch(/Attach Files/);
    expect(h.bot.store.activeGame(guild.channels[0].id)).toBeNull();
  });
});
