// Who may act is decided from the person who pressed, never from data inside a button: a crew member who is not the
// host, and an outsider, each send the end-confirm button with their own id in it; both are refused ephemerally and
// the heist keeps running.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customIds, gameIdOf, isEphemeral, latestWithComponents, startHarness, stored, type Harness, textOf } from './harness.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
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
