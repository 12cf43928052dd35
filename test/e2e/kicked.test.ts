// The bot removed from a server mid-game (kicked) and invited again: Discord sends GUILD_DELETE, refuses every post in
// the server's channels with 403 50001 and, where the host shares no other server with the bot, their DMs with 50007.
// The game waits (nothing posted, no request repeated), and once the bot is back (GUILD_CREATE) what waited goes out,
// once each, and the game goes on (Discord's GUILD_CREATE: the channel, unknown to discord.js since the bot left, is
// tried at once); refused for 14 days, it ends (rulings TB19).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { actingUser, expectRefusals, officeForTwo, soonTrue, startHarness, textOf, type Harness } from './harness.js';

let h: Harness;
beforeEach(async () => { h = await startHarness({ pictures: 'blank' }); });
afterEach(async () => { await h?.close(); });

const HOURS = 3_600_000;
const refusedIn = (room: string) => h.standin.state.errorLog.filter((e) => e.path.includes(`/channels/${room}/`));

describe('the bot kicked from a server mid-game', () => {
  it('waits without repeating a refused request, and goes on once invited again', async () => {
    const { room, host, id } = await officeForTwo(h, 'kicked');
    const guildId = h.standin.state.channels.get(room)!.guildId!;
    // The host shares a second server with the bot: a DM can reach them.
    const other = h.standin.createGuild({ name: 'elsewhere', ownerId: host });
    expect(other.id).not.toBe(guildId);
    const dm = h.standin.dmChannel(host);
    const told = () => h.driver.messages(dm, host).filter((m) => /^I can no longer see <#\d+>/.test(textOf(m)));
    const posts = h.driver.messages(room).length;
    h.standin.removeBot(guildId);
    // Its reminder hours later: refused once, the host told by DM (View Channel, or to add the bot again).
    h.clock.advance(13 * HOURS);
    await h.bot.tickReminders();
    await h.bot.idle();
    expect(await soonTrue(() => told().length > 0), 'the host told by DM').toBe(true);
    expect(textOf(told()[0])).toContain('add me to the server again, if I was removed');
    for (let k = 0; k < 5; k++) {
      await h.bot.sweepOutbox();
      await new Promise((r) => setTimeout(r, 200));
    }
    h.clock.advance(13 * HOURS);
    await h.bot.tickReminders();
    await new Promise((r) => setTimeout(r, 1_000));
    expect(refusedIn(room).map((e) => `${e.method} ${e.code}`)).toEqual(['POST 50001']);
    expectRefusals(h, 1);
    expect(h.driver.messages(room).length).toBe(posts);
    // Invited again: what waited goes out (no press needed), once each, and the game is played on.
    h.standin.addBot(guildId);
    expect(await soonTrue(() => h.bot.store.posts(id).every((p) => p.outbox !== 1)), 'the outbox emptied').toBe(true);
    const reminders = h.driver.messages(room).slice(posts).map(textOf).filter((t) => /waiting for your move/.test(t));
    expect(reminders).toHaveLength(2);
    expect(told()).toHaveLength(1);
    // The channel takes posts again: a status asked now is posted, not withdrawn.
    const asked = await h.driver.slashLine(actingUser(h, id), room, '/heist status');
    await h.bot.idle();
    expect([asked.message!, ...asked.followUps].map(textOf).join('\n')).toMatch(/The Office Job, turn \d+/);
    expect(refusedIn(room)).toHaveLength(1);
  }, 60_000);

  it('where the host shares no other server with the bot, nothing reaches them and nothing is repeated; invited again two weeks on into a channel hidden from it, the game ends', async () => {
    const { room, host, id } = await officeForTwo(h, 'kicked-alone');
    const guildId = h.standin.state.channels.get(room)!.guildId!;
    h.standin.removeBot(guildId);
    h.clock.advance(13 * HOURS);
    await h.bot.tickReminders();
    await h.bot.idle();
    expect(await soonTrue(() => refusedIn(room).length > 0), 'the channel tried').toBe(true);
    await new Promise((r) => setTimeout(r, 1_500));
    const dmRefused = () => h.standin.state.errorLog.filter((e) => e.code === 50007);
    // One refused post in the channel, at most one refused DM to the host: no request repeated.
    expect(refusedIn(room)).toHaveLength(1);
    expect(dmRefused().length).toBeLessThanOrEqual(1);
    expect(h.driver.messages(h.standin.dmChannel(host), host)).toEqual([]);
    // Two weeks on, the bot is invited again, but the game's channel is hidden from it: still refused, the game ends.
    h.clock.advance(14 * 24 * HOURS);
    h.standin.setOverwrite(room, { member: h.standin.botUserId }, 0n, 1n << 10n);
    h.standin.addBot(guildId);
    expect(await soonTrue(() => h.bot.store.game(id)!.status !== 'active'), 'the game ended').toBe(true);
    expect(h.bot.store.posts(id).filter((p) => p.outbox === 1)).toEqual([]);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(refusedIn(room)).toHaveLength(2);
    // The host could be told nothing (no server shared while the bot was out); once back, they share this one again.
    expect(dmRefused().length).toBeLessThanOrEqual(1);
  }, 60_000);
});
