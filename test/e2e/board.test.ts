// The game's messages in a channel as players see them: Join and Leave edit the lobby message in place, and only the
// latest message of a game keeps buttons (every older one loses them, the last action message too once it is over).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../src/local/standin/index.js';
import { confirmOf, customIds, gameIdOf, isEphemeral, latestWithComponents, selectOf, startHarness, stored, textOf, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

const publicMessages = (channel: string, userId: string) => h.driver.messages(channel, userId).filter((m) => !isEphemeral(m));
const withButtons = (ms: Message[]) => ms.filter((m) => customIds(m).length > 0);

describe('the lobby message', () => {
  it('Join and Leave, clicked or typed, edit the lobby message instead of posting a new one', async () => {
    const [ava, bo, cy] = ['ava', 'bo', 'cy'].map((username) => h.standin.createUser({ username }));
    const guild = h.standin.createGuild({ name: 'Lobby', ownerId: ava.id, channels: ['heist'] });
    for (const u of [bo, cy]) h.standin.addMember(guild.id, u.id);
    const channel = guild.channels[0].id;
    await h.driver.slashLine(ava.id, channel, '/heist start scenario:office');
    await h.bot.idle();
    const lobby = latestWithComponents(h, channel, ava.id)!;
    const join = customIds(lobby).find((id) => id.endsWith(':join'))!;
    await h.driver.click(bo.id, lobby.id, join);
    await h.bot.idle();
    const typed = await h.driver.slashLine(cy.id, channel, '/heist join');
    await h.bot.idle();
    expect(isEphemeral(typed.message)).toBe(true);
    const now = h.driver.messages(channel, bo.id).find((m) => m.id === lobby.id)!;
    await h.driver.click(bo.id, lobby.id, customIds(now).find((id) => id.endsWith(':leave'))!);
    await h.bot.idle();
    const shown = publicMessages(channel, ava.id);
    expect(shown.map((m) => m.id)).toEqual([lobby.id]);
    expect(textOf(shown[0])).toMatch(/Crew \(2\/4\): ava, cy/);
    expect(customIds(shown[0]).length).toBe(3);
  });
});

describe('old buttons', () => {
  it('only the latest message of a game has buttons; once it is over, none has', async () => {
    const me = h.standin.createUser({ username: 'solo' });
    const dm = h.standin.dmChannel(me.id);
    await h.driver.slashLine(me.id, dm, '/heist start scenario:office crew:2');
    await h.bot.idle();
    const gameId = gameIdOf(customIds(latestWithComponents(h, dm, me.id)!)[0]);
    let x = 11;
    const random = () => ((x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32);
    for (let step = 0; stored(h, gameId).state.engine?.outcome === 'playing' && step < 1500; step++) {
      // Every few steps someone asks for the status: a new board message too.
      if (step % 7 === 3) await h.driver.slashLine(me.id, dm, '/heist status');
      else {
        const m = latestWithComponents(h, dm, me.id)!;
        // End turn answers with its preview first (only to the player): confirm it.
        const confirm = confirmOf(m);
        if (confirm) {
          await h.driver.click(me.id, m.id, confirm);
          await h.bot.idle();
          continue;
        }
        const select = selectOf(m);
        const ids = customIds(m).filter((id) => id !== select?.id && /:a:/.test(id));
        const ends = ids.filter((id) => id.endsWith(':a:end'));
        if (select && (ids.length === 0 || random() < 0.5)) await h.driver.select(me.id, m.id, select.id, [select.values[0]]);
        else {
          const pool = ends.length && random() < 0.3 ? ends : ids;
          await h.driver.click(me.id, m.id, pool[Math.floor(random() * pool.length)]);
        }
      }
      await h.bot.idle();
      expect(withButtons(publicMessages(dm, me.id)).length, `step ${step}`).toBeLessThanOrEqual(1);
    }
    expect(['won', 'lost']).toContain(stored(h, gameId).state.engine?.outcome);
    expect(withButtons(publicMessages(dm, me.id))).toEqual([]);
    // Every card still shows what it showed: a message with a picture (the game's board) still has it in its card.
    for (const m of publicMessages(dm, me.id).filter((x) => x.attachments.length > 0)) {
      const inside = (m.components[0] as { components: { type: number; items?: { media: { url: string } }[] }[] }).components;
      expect(inside.find((c) => c.type === 12)?.items?.[0].media.url, textOf(m).slice(0, 60)).toBe(`attachment://${m.attachments[0].filename}`);
    }
  });
});

describe('a settings change', () => {
  it('leaves the buttons of the player to act where they are, and they still work', async () => {
    const me = h.standin.createUser({ username: 'host' });
    const dm = h.standin.dmChannel(me.id);
    await h.driver.slashLine(me.id, dm, '/heist start scenario:office');
    await h.bot.idle();
    const board = latestWithComponents(h, dm, me.id)!;
    const version = stored(h, gameIdOf(customIds(board)[0])).version;
    const r = await h.driver.slashLine(me.id, dm, '/heist settings interval:3');
    await h.bot.idle();
    expect(textOf(r.message!)).toMatch(/every 3 h/);
    expect(latestWithComponents(h, dm, me.id)!.id).toBe(board.id);
    expect(stored(h, gameIdOf(customIds(board)[0])).version).toBe(version);
    const select = selectOf(board);
    const pressed = select
      ? await h.driver.select(me.id, board.id, select.id, [select.values[0]])
      : await h.driver.click(me.id, board.id, customIds(board)[0]);
    await h.bot.idle();
    expect(isEphemeral(pressed.message)).toBe(false);
    expect(stored(h, gameIdOf(customIds(board)[0])).version).toBeGreaterThan(version);
  });
});

describe('who changes the settings', () => {
  it('the host or someone with Manage Channels; another player is told who may', async () => {
    const [host, player, mod] = ['hoster', 'player', 'mod'].map((username) => h.standin.createUser({ username }));
    const owner = h.standin.createUser({ username: 'owner' });
    const guild = h.standin.createGuild({ name: 'Settings', ownerId: owner.id, channels: ['heist'] });
    h.standin.addMember(guild.id, host.id);
    h.standin.addMember(guild.id, player.id);
    h.standin.addMember(guild.id, mod.id, { permissions: 1n << 4n }); // Manage Channels
    const channel = guild.channels[0].id;
    await h.driver.slashLine(host.id, channel, '/heist start scenario:office');
    await h.bot.idle();
    const gameId = gameIdOf(customIds(latestWithComponents(h, channel, host.id)!)[0]);
    const refused = await h.driver.slashLine(player.id, channel, '/heist settings reminders:false');
    expect(isEphemeral(refused.message)).toBe(true);
    expect(textOf(refused.message!)).toMatch(/Only the host \(hoster\) or someone with Manage Channels/);
    expect(h.bot.store.game(gameId)!.reminderIntervalMs).toBe(12 * 3_600_000);
    const byMod = await h.driver.slashLine(mod.id, channel, '/heist settings reminders:false');
    expect(textOf(byMod.message!)).toBe('Reminders are off for this heist.');
    expect(h.bot.store.game(gameId)!.reminderIntervalMs).toBeNull();
  });
});
