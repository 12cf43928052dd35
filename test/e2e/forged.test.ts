// Who may act is decided from the person who pressed, never from data inside a button: a crew member who is not the
// host, and an outsider, each send the end-confirm button with their own id in it; both are refused ephemerally and
// the heist keeps running.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import { customIds, gameIdOf, isEphemeral, latestWithComponents, startHarness, stored, type Harness, textOf } from './harness.js';

let h: Harness;
beforeAll(async () => { h = await startHarness({ pictures: 'blank' }); });
afterAll(async () => { await h?.close(); });

describe('a forged end confirmation', () => {
  it('is refused for a crew member and an outsider, each with their own id in the button', async () => {
    const [host, crew, outsider] = ['host', 'crew', 'outsider'].map((username) => h.standin.createUser({ username }));
    const guild = h.standin.createGuild({ name: 'Forgers', ownerId: host.id, channels: ['heist'] });
    h.standin.addMember(guild.id, crew.id);
    h.standin.addMember(guild.id, outsider.id);
    const channel = guild.channels[0].id;
    await h.driver.slashLine(host.id, channel, '/heist start scenario:office');
    await h.bot.idle();
    let lobby = latestWithComponents(h, channel, crew.id)!;
    const gameId = gameIdOf(customIds(lobby)[0]);
    await h.driver.click(crew.id, lobby.id, customIds(lobby).find((id) => id.endsWith(':join'))!);
    await h.bot.idle();
    lobby = latestWithComponents(h, channel, host.id)!;
    await h.driver.click(host.id, lobby.id, customIds(lobby).find((id) => id.endsWith(':begin'))!);
    await h.bot.idle();
    const version = stored(h, gameId).version;

    // The host asks to end: the confirm button (ephemeral, the host's) carries the host's id.
    const ask = await h.driver.slashLine(host.id, channel, '/heist end');
    const confirm = customIds(ask.message!)[0];
    expect(confirm).toMatch(new RegExp(`:end:${host.id}$`));

    // The others send the same interaction with their own id in place: the stand-in lets a user press only buttons
    // they can see, so the forged click goes in as a raw component interaction, as a modified client would send it.
    for (const who of [crew, outsider]) {
      const forged = confirm.replace(/:end:\d+$/, `:end:${who.id}`);
      const reply = await h.standin.state.startInteraction({
        type: 3, userId: who.id, channelId: channel, messageId: ask.message!.id,
        data: { custom_id: forged, component_type: 2 }, replyTimeoutMs: h.driver.replyTimeoutMs,
      });
      await h.bot.idle();
      expect(isEphemeral(reply.message), `${who.username} is answered only privately`).toBe(true);
      expect(textOf(reply.message!)).toMatch(/Only the host/);
      expect(stored(h, gameId).status).toBe('active');
    }
    expect(stored(h, gameId).version).toBe(version);

    // The host's own confirm still ends it.
    await h.driver.click(host.id, ask.message!.id, confirm);
    await h.bot.idle();
    expect(stored(h, gameId).status).toBe('abandoned');
  });
});

// A focus control shows the presser's own note again in place: it rewrites the message it was pressed on. Forged onto
// the public board or onto another player's note, it is refused with a sentence and nothing is written there.
describe('a forged focus control', () => {
  it('is refused on the public board and on another player\'s note; on the presser\'s own note it works', async () => {
    const [zed, ava] = ['zed', 'ava'].map((username) => h.standin.createUser({ username }));
    const guild = h.standin.createGuild({ name: 'Casino', ownerId: zed.id, channels: ['heist'] });
    h.standin.addMember(guild.id, ava.id);
    const channel = guild.channels[0].id;
    await h.driver.slashLine(zed.id, channel, '/heist start game:noir-heist bots:3 chief:host');
    await h.bot.idle();
    const lobby = latestWithComponents(h, channel, ava.id)!;
    const gameId = gameIdOf(customIds(lobby)[0]);
    await h.driver.click(ava.id, lobby.id, customIds(lobby).find((id) => id.endsWith(':join'))!);
    await h.bot.idle();
    const lobby2 = latestWithComponents(h, channel, zed.id)!;
    await h.driver.click(zed.id, lobby2.id, customIds(lobby2).find((id) => id.endsWith(':begin'))!);
    await h.bot.idle();

    // The person the game waits on asks for their note: it has focus buttons (a kind of action first).
    const noir = GAMES.require('noir-heist');
    const st = h.bot.store.game(gameId)!.state as { engine: unknown; seats: { userId: string }[] };
    const owner = st.seats[noir.waitingOn(st.engine)[0]].userId;
    const other = owner === zed.id ? ava : zed;
    const note = (await h.driver.slashLine(owner, channel, '/heist hand')).message!;
    const focus = customIds(note).filter((id) => /^h:\d+:\d+:f[b-h]?:/.test(id)).at(-1);
    expect(focus, textOf(note)).toBeDefined();
    const board = h.driver.messages(channel, other.id).filter((m) => !isEphemeral(m)).at(-1)!;
    const othersNote = (await h.driver.slashLine(other.id, channel, '/heist hand')).message!;
    const version = stored(h, gameId).version;

    // The other player presses the owner's focus on the public board; the owner presses it on the other's note.
    for (const [who, target] of [[other.id, board], [other.id, note], [owner, othersNote]] as const) {
      const before = textOf(h.standin.state.messages.get(target.id));
      const reply = await h.standin.state.startInteraction({
        type: 3, userId: who, channelId: target.channelId, messageId: target.id,
        data: { custom_id: focus, component_type: 2 }, replyTimeoutMs: h.driver.replyTimeoutMs,
      });
      await h.bot.idle();
      expect(isEphemeral(reply.message), 'answered privately').toBe(true);
      expect(textOf(reply.message!)).toMatch(/only on your own private note/);
      expect(textOf(h.standin.state.messages.get(target.id)), 'nothing written into the pressed message').toBe(before);
    }
    expect(stored(h, gameId).version).toBe(version);

    // On the owner's own note the same control shows that note again, focused, in place.
    const before = textOf(h.standin.state.messages.get(note.id));
    const shownBefore = JSON.stringify(h.standin.state.messages.get(note.id)!.components);
    await h.driver.click(owner, note.id, focus!);
    await h.bot.idle();
    const after = h.standin.state.messages.get(note.id)!;
    expect(textOf(after)).toBe(before);
    expect(JSON.stringify(after.components), 'the chosen kind shown first').not.toBe(shownBefore);
  });
});

// In a game without secrets the public board carries focus controls of its own (a kind of action, a floor): pressed by
// the one it waits on they rewrite the board; by anyone else they answer that person alone, and the board keeps its
// player's controls.
describe('a focus on the public board of a game without secrets', () => {
  it('pressed by a crew member the game does not wait on answers them alone; the board keeps its controls', async () => {
    const [amy, ben] = ['amy', 'ben'].map((username) => h.standin.createUser({ username }));
    const guild = h.standin.createGuild({ name: 'Vault', ownerId: amy.id, channels: ['heist'] });
    h.standin.addMember(guild.id, ben.id);
    const channel = guild.channels[0].id;
    await h.driver.slashLine(amy.id, channel, '/heist start scenario:office');
    await h.bot.idle();
    const lobby = latestWithComponents(h, channel, ben.id)!;
    const gameId = gameIdOf(customIds(lobby)[0]);
    await h.driver.click(ben.id, lobby.id, customIds(lobby).find((id) => id.endsWith(':join'))!);
    await h.bot.idle();
    const lobby2 = latestWithComponents(h, channel, amy.id)!;
    await h.driver.click(amy.id, lobby2.id, customIds(lobby2).find((id) => id.endsWith(':begin'))!);
    await h.bot.idle();
    const st = stored(h, gameId) as unknown as { state: { engine: unknown; seats: { userId: string }[] } };
    const bb = GAMES.require('burgle-bros');
    const waited = st.state.seats[bb.waitingOn(st.state.engine)[0]].userId;
    const other = waited === amy.id ? ben : amy;
    const board = h.driver.messages(channel, other.id).filter((m) => !isEphemeral(m) && (m.components ?? []).length > 0).at(-1)!;
    const version = stored(h, gameId).version;
    const before = { text: textOf(board), components: JSON.stringify(board.components) };
    expect(before.components).not.toBe('[]');
    for (const focus of [`h:${gameId}:${version}:f:F1`, `h:${gameId}:${version}:f:zzz`]) {
      const reply = await h.standin.state.startInteraction({
        type: 3, userId: other.id, channelId: channel, messageId: board.id,
        data: { custom_id: focus, component_type: 2 }, replyTimeoutMs: h.driver.replyTimeoutMs,
      });
      await h.bot.idle();
      expect(isEphemeral(reply.message), 'answered privately').toBe(true);
      const now = h.standin.state.messages.get(board.id)!;
      expect(textOf(now), 'the board is not rewritten').toBe(before.text);
      expect(JSON.stringify(now.components), 'its player keeps the controls').toBe(before.components);
    }
    expect(stored(h, gameId).version).toBe(version);
  });
});

// A forged action control carries what it types after its key: one of 6,000 characters (no client sends it; a raw
// interaction can) is refused with the whole sentence, quoting only its start, within a message.
describe('a forged action of 6,000 characters', () => {
  it('is refused whole: its start quoted with an ellipsis, the sentence after it (what to do) not cut off', async () => {
    const me = h.standin.createUser({ username: 'longhand' });
    const dm = h.standin.dmChannel(me.id);
    await h.driver.slashLine(me.id, dm, '/heist start game:art-robbery');
    await h.bot.idle();
    const note = latestWithComponents(h, dm, me.id)!;
    const action = customIds(note).find((id) => /:a:/.test(id))!;
    for (const arg of [`play ${'7'.repeat(6000)}`, 'x'.repeat(6000)]) {
      const forged = action.replace(/:a:.*$/s, `:a:${arg}`);
      const reply = await h.standin.state.startInteraction({
        type: 3, userId: me.id, channelId: dm, messageId: note.id,
        data: { custom_id: forged, component_type: 2 }, replyTimeoutMs: h.driver.replyTimeoutMs,
      });
      await h.bot.idle();
      const said = textOf(reply.message!);
      expect(isEphemeral(reply.message)).toBe(true);
      expect(said.length).toBeLessThan(600);
      expect(said).toMatch(/…/);
      expect(said).not.toMatch(/[7x]{61}/);
      expect(said).toMatch(/[.!?]$/);
    }
  });
});
