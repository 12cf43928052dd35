// A user-installed app in places the bot is not in (src/local/standin/state.ts, rest.ts, src/local/driver.ts): a server
// created without the bot and a group DM, where only users who added the app to their account may use its commands;
// what the interactions carry there (authorizing_integration_owners, context, app_permissions, the group DM's channel)
// read by a real discord.js client; the bot's own REST refused there; the cap of 5 follow-ups; presses by anybody who
// sees the message. Discord's rules: its interactions reference (receiving-and-responding) and application reference.
import { Client, DiscordAPIError, Events, GatewayIntentBits, MessageFlags, Partials, Routes, type Interaction } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Driver } from '../../src/local/driver.js';
import { startStandin, type Standin } from '../../src/local/standin/index.js';
import { NO_DEADLINE_MS } from '../e2e/deadline.js';

const TOKEN = 'user-install-token';
const VIEW = 1n << 10n, SEND = 1n << 11n, EMBED = 1n << 14n, ATTACH = 1n << 15n, HISTORY = 1n << 16n, EVERYONE = 1n << 17n;
const COMMANDS_PERM = 1n << 31n, EXTERNAL_APPS = 1n << 50n;
const both = { integration_types: [0, 1], contexts: [0, 1, 2] };
const commands = [
  { name: 'where', description: 'Says where it is', ...both },
  { name: 'chatty', description: 'Follows up six times', ...both },
  { name: 'press', description: 'Offers a button', ...both },
  { name: 'serveronly', description: 'Installed to servers only', integration_types: [0], contexts: [0, 1] },
];

describe('a user-installed app where the bot is not', () => {
  let standin: Standin;
  let client: Client;
  let driver: Driver;
  let alice: string, ivy: string, bob: string;
  let club: { id: string; channel: string }, elsewhere: { id: string; channel: string };
  let gdm: string;
  /** INTERACTION_CREATE payloads as the client received them, and what the bot saw, by interaction id. */
  const raw = new Map<string, any>();
  const seen = new Map<string, { context: unknown; guildId: string | null; channelId: string | null; owners: { guildId: string | null; userId: string | null }; app: bigint; channelType?: number }>();
  const caught = new Map<string, number[]>();
  const codeOf = (id: string, e: unknown) => caught.set(id, [...(caught.get(id) ?? []), e instanceof DiscordAPIError ? Number(e.code) : -1]);

  beforeAll(async () => {
    // The interaction webhooks' 5 per 2 s would only slow the six follow-ups down: rate limits off (their own tests
    // are in ratelimit.test.ts).
    standin = await startStandin({ token: TOKEN, responseDeadlineMs: NO_DEADLINE_MS, limits: false });
    alice = standin.createUser({ username: 'alice' }).id;
    ivy = standin.createUser({ username: 'ivy', installed: true }).id;
    bob = standin.createUser({ username: 'bob' }).id;
    const c = standin.createGuild({ name: 'Club', ownerId: alice });
    standin.addMember(c.id, ivy);
    standin.addMember(c.id, bob);
    club = { id: c.id, channel: c.channels[0].id };
    const e = standin.createGuild({ name: 'Elsewhere', ownerId: alice, bot: false });
    standin.addMember(e.id, ivy);
    standin.addMember(e.id, bob);
    elsewhere = { id: e.id, channel: e.channels[0].id };
    gdm = standin.createGroupDm(ivy, [bob, alice]).id;

    client = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages], partials: [Partials.Channel], rest: { api: standin.apiUrl } });
    client.on(Events.Raw, (packet: { t?: string; d?: any }) => { if (packet.t === 'INTERACTION_CREATE') raw.set(packet.d.id, packet.d); });
    client.on(Events.InteractionCreate, async (i: Interaction) => {
      seen.set(i.id, {
        context: i.context, guildId: i.guildId, channelId: i.channelId, app: i.appPermissions.bitfield, channelType: i.channel?.type,
        owners: { guildId: i.authorizingIntegrationOwners.guildId, userId: i.authorizingIntegrationOwners.userId },
      });
      try {
        if (i.isChatInputCommand() && i.commandName === 'where') {
          await i.reply({ content: 'Here.', allowedMentions: { parse: [] } });
          // The bot's own post in the channel: refused where it is not.
          await i.client.rest.post(Routes.channelMessages(i.channelId), { body: { content: 'Me too.', allowed_mentions: { parse: [] } } }).catch((err) => codeOf(i.id, err));
        } else if (i.isChatInputCommand() && i.commandName === 'chatty') {
          await i.reply({ content: 'First.', allowedMentions: { parse: [] } });
          for (let n = 1; n <= 6; n++) await i.followUp({ content: `More ${n}.`, allowedMentions: { parse: [] } }).catch((err) => codeOf(i.id, err));
        } else if (i.isChatInputCommand() && (i.commandName === 'press' || i.commandName === 'serveronly')) {
          await i.reply({ content: 'Press it.', components: [{ type: 1, components: [{ type: 2, style: 1, custom_id: 'pressed', label: 'Press' }] }], allowedMentions: { parse: [] } });
        } else if (i.isButton()) {
          await i.reply({ content: `Pressed by ${i.user.username}.`, allowedMentions: { parse: [] } });
        }
      } catch (err) {
        codeOf(i.id, err);
      }
    });
    const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
    await client.login(TOKEN);
    await ready;
    await client.application!.commands.set(commands as never);
    driver = new Driver(standin, { replyTimeoutMs: NO_DEADLINE_MS });
  });

  afterAll(async () => {
    await client?.destroy();
    await standin?.close();
  });

  it('a server created without the bot is not announced, at login or later, and the bot may not touch it (403 50001)', async () => {
    expect(client.guilds.cache.has(club.id)).toBe(true);
    expect(client.guilds.cache.has(elsewhere.id)).toBe(false);
    // Created after login: a server without the bot, then one with it; events come in order, so once the second is
    // announced, the first would have been.
    const later = standin.createGuild({ name: 'Later', ownerId: alice, bot: false });
    const joined = new Promise<string>((resolve) => client.once(Events.GuildCreate, (g) => resolve(g.id)));
    const withBot = standin.createGuild({ name: 'With bot', ownerId: alice });
    expect(await joined).toBe(withBot.id);
    expect(client.guilds.cache.has(later.id)).toBe(false);
    for (const call of [
      () => client.rest.post(Routes.channelMessages(elsewhere.channel), { body: { content: 'hi', allowed_mentions: { parse: [] } } }),
      () => client.rest.get(Routes.channel(elsewhere.channel)),
      () => client.rest.get(Routes.guild(elsewhere.id)),
      () => client.rest.put(Routes.applicationGuildCommands(standin.applicationId, elsewhere.id), { body: [] }),
      () => client.rest.post(Routes.channelMessages(gdm), { body: { content: 'hi', allowed_mentions: { parse: [] } } }),
    ]) {
      await expect(call()).rejects.toMatchObject({ status: 403, code: 50001 });
    }
    expect(() => standin.addMember(elsewhere.id, standin.botUserId)).toThrow(/not in Elsewhere/);
  });

  it('there, the driver refuses the commands of a user who has not installed the app, as Discord would not show them', async () => {
    await expect(driver.slash(bob, elsewhere.channel, 'where')).rejects.toThrow(/bob cannot use the app's commands here: the bot is not in this server.*installForUser/);
    await expect(driver.slash(bob, gdm, 'where')).rejects.toThrow(/bob cannot use the app's commands here: the bot is not in this group DM/);
    expect(() => driver.parseLine(bob, gdm, '/where')).toThrow(/has not added the app/);
    // Installed, but the command is for server installs only: not shown there either.
    await expect(driver.slash(ivy, elsewhere.channel, 'serveronly')).rejects.toThrow(/serveronly is not available here: its integration_types \(\[0\]\)/);
    await expect(driver.slash(ivy, gdm, 'serveronly')).rejects.toThrow(/cannot be used in a group DM/);
    // Nor is a group DM open to those not in it, or a raw interaction Discord would not send.
    const carol = standin.createUser({ username: 'carol', installed: true }).id;
    await expect(driver.slash(carol, gdm, 'where')).rejects.toThrow(/carol is not in this group DM/);
    expect(() => standin.state.startInteraction({ type: 2, userId: bob, channelId: gdm, data: { id: '1', name: 'where', type: 1 }, replyTimeoutMs: 1000 })).toThrow(/Discord would not send this interaction/);
  });

  it('an installer in a server without the bot: context 0, owners {"1": user}, @everyone\'s permissions with Attach and Embed', async () => {
    const reply = await driver.slash(ivy, elsewhere.channel, 'where');
    expect(reply.error).toBeUndefined();
    expect(reply.message?.content).toBe('Here.');
    expect(reply.message?.ephemeralTo).toBeUndefined();
    const d = raw.get(reply.interactionId);
    expect(d.authorizing_integration_owners).toEqual({ '1': ivy });
    expect(d.context).toBe(0);
    expect(d.guild_id).toBe(elsewhere.id);
    // @everyone there: Discord's default set plus Use External Apps; the app adds Attach Files and Embed Links.
    const everyone = VIEW | SEND | EMBED | ATTACH | HISTORY | (1n << 6n) | COMMANDS_PERM | EXTERNAL_APPS;
    expect(d.app_permissions).toBe(String(everyone | ATTACH | EMBED));
    expect(seen.get(reply.interactionId)).toMatchObject({ context: 0, guildId: elsewhere.id, channelId: elsewhere.channel, owners: { guildId: null, userId: ivy } });
    // The bot's own post there, beside its answer: 403 50001.
    await waitFor(() => caught.has(reply.interactionId));
    expect(caught.get(reply.interactionId)).toEqual([50001]);
    // @everyone's channel overwrite counts; Attach and Embed stay.
    standin.setOverwrite(elsewhere.channel, { role: elsewhere.id }, 0n, EMBED | ATTACH | HISTORY);
    const denied = await driver.slash(ivy, elsewhere.channel, 'where');
    expect(raw.get(denied.interactionId).app_permissions).toBe(String((everyone & ~HISTORY) | ATTACH | EMBED));
    standin.setOverwrite(elsewhere.channel, { role: elsewhere.id }, 0n, 0n);
  });

  it('in a group DM: a channel of type 3 with its recipients, context 2, no guild, the private channel\'s permissions', async () => {
    const reply = await driver.slash(ivy, gdm, 'where');
    expect(reply.message?.content).toBe('Here.');
    const d = raw.get(reply.interactionId);
    expect(d.context).toBe(2);
    expect(d.authorizing_integration_owners).toEqual({ '1': ivy });
    expect(d.guild_id).toBeUndefined();
    expect(d.member).toBeUndefined();
    expect(d.user.id).toBe(ivy);
    expect(d.channel).toMatchObject({ id: gdm, type: 3, owner_id: ivy });
    expect(d.channel.recipients.map((u: { id: string }) => u.id)).toEqual([ivy, bob, alice]);
    expect(d.app_permissions).toBe(String(ATTACH | EMBED | EVERYONE));
    expect(seen.get(reply.interactionId)).toMatchObject({ context: 2, guildId: null, channelId: gdm, channelType: 3, owners: { guildId: null, userId: ivy } });
    await waitFor(() => caught.has(reply.interactionId));
    expect(caught.get(reply.interactionId)).toEqual([50001]);
    // Its messages read like any channel's, by its members; the bot hears nothing there.
    driver.say(bob, gdm, 'nice');
    expect(driver.messages(gdm, bob).map((m) => m.content)).toEqual(['Here.', 'nice']);
    expect(() => driver.say(standin.createUser({ username: 'dave' }).id, gdm, 'hi')).toThrow(/not in this group DM/);
  });

  it('where the server install reaches too, both keys; users who did not install get what they always got', async () => {
    const both = await driver.slash(ivy, club.channel, 'where');
    expect(raw.get(both.interactionId).authorizing_integration_owners).toEqual({ '0': club.id, '1': ivy });
    const plain = await driver.slash(bob, club.channel, 'where');
    expect(raw.get(plain.interactionId)).toMatchObject({ authorizing_integration_owners: { '0': club.id }, context: 0, app_permissions: String(standin.state.permissions(club.id, standin.botUserId, club.channel)) });
    expect(Object.keys(raw.get(plain.interactionId).authorizing_integration_owners)).toEqual(['0']);
    const dm = await driver.slash(ivy, standin.dmChannel(ivy), 'where');
    expect(raw.get(dm.interactionId)).toMatchObject({ authorizing_integration_owners: { '0': '0', '1': ivy }, context: 1 });
    const bobDm = await driver.slash(bob, standin.dmChannel(bob), 'where');
    expect(raw.get(bobDm.interactionId).authorizing_integration_owners).toEqual({ '0': '0' });
    // A command of server installs only, in a server with the bot, by the installer: the server install alone.
    const server = await driver.slash(ivy, club.channel, 'serveronly');
    expect(raw.get(server.interactionId).authorizing_integration_owners).toEqual({ '0': club.id });
  });

  it('only the user install authorizing: 5 follow-ups, the 6th 400 40094; with the server install, no such cap', async () => {
    const capped = await driver.slash(ivy, elsewhere.channel, 'chatty');
    await waitFor(() => caught.has(capped.interactionId));
    expect(capped.followUps.map((m) => m.content)).toEqual(['More 1.', 'More 2.', 'More 3.', 'More 4.', 'More 5.']);
    expect(caught.get(capped.interactionId)).toEqual([40094]);
    expect(capped.restErrors.map((e) => [e.status, e.code, e.message])).toEqual([[400, 40094, 'This interaction has hit the maximum number of follow up messages']]);
    const group = await driver.slash(ivy, gdm, 'chatty');
    await waitFor(() => caught.has(group.interactionId));
    expect(group.followUps).toHaveLength(5);
    const free = await driver.slash(ivy, club.channel, 'chatty');
    await waitFor(() => free.followUps.length === 6);
    expect(caught.has(free.interactionId)).toBe(false);
  });

  it('anybody who sees a user-installed answer may press it: the press carries the installer\'s owners', async () => {
    const offer = await driver.slash(ivy, elsewhere.channel, 'press');
    expect(offer.message?.authorizingOwners).toEqual({ '1': ivy });
    const press = await driver.click(bob, offer.message!.id, 'pressed');
    expect(press.message?.content).toBe('Pressed by bob.');
    expect(raw.get(press.interactionId).authorizing_integration_owners).toEqual({ '1': ivy });
    expect(press.message?.authorizingOwners).toEqual({ '1': ivy });
    // A message that is nobody's interaction answer there (a user's own) has nothing the app could be pressed through.
    const own = driver.say(bob, elsewhere.channel, 'mine');
    await expect(driver.click(bob, own.id, 'pressed')).rejects.toThrow(/is not the app's/);
    // In a server with the bot, a press on a plain answer: the server install, as always.
    const inClub = await driver.slash(bob, club.channel, 'press');
    const clubPress = await driver.click(ivy, inClub.message!.id, 'pressed');
    expect(raw.get(clubPress.interactionId).authorizing_integration_owners).toEqual({ '0': club.id });
  });

  it('where the invoker lacks Use External Apps or Send Messages, the app\'s answers are ephemeral, as Discord forces them', async () => {
    const closed = standin.createGuild({ name: 'No apps', ownerId: alice, bot: false, everyonePermissions: VIEW | SEND | HISTORY | COMMANDS_PERM });
    standin.addMember(closed.id, ivy);
    const reply = await driver.slash(ivy, closed.channels[0].id, 'chatty');
    await waitFor(() => caught.has(reply.interactionId));
    expect(reply.message?.ephemeralTo).toBe(ivy);
    expect(reply.followUps.every((m) => m.ephemeralTo === ivy && (m.flags & MessageFlags.Ephemeral) !== 0)).toBe(true);
    expect(driver.messages(closed.channels[0].id)).toEqual([]);
  });
});

/** Waits until `cond` holds, however long that takes (the test's own timeout ends a wait that never ends). */
async function waitFor(cond: () => boolean): Promise<void> {
  while (!cond()) await new Promise((r) => setTimeout(r, 10));
}
