// The Discord stand-in driven by a real discord.js client: a tiny test bot (defined here, not the product's) answers
// slash commands, buttons and autocomplete, and the driver plays the users. Limits, deadlines and raw gateway
// behaviour are checked as Discord would answer them. See docs/standin.md.
import { createCanvas } from '@napi-rs/canvas';
import {
  ActionRowBuilder, AttachmentBuilder, ButtonBuilder, ButtonStyle, Client, DiscordAPIError, Events, GatewayIntentBits,
  MessageFlags, Partials, type Interaction,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { Driver } from '../../src/local/driver.js';
import { startStandin, type Standin } from '../../src/local/standin/index.js';
import { NO_DEADLINE_MS } from '../e2e/deadline.js';

const TOKEN = 'test-token';
const png = createCanvas(24, 12).encodeSync('png');
/** Bypasses discord.js's own builders validation so the stand-in's limits are what gets tested. */
const raw = <T>(json: T) => ({ toJSON: () => json });
const button = (id: string) => ({ type: 2, style: 1, custom_id: id, label: id });
const row = (...components: object[]) => ({ type: 1, components });

type Handler = (i: Interaction) => Promise<unknown>;
interface TestBot { client: Client; caught: Map<string, DiscordAPIError> }

/** Log a client in to a stand-in, with `handlers` keyed by command name or custom id. */
async function startBot(standin: Standin, handlers: Record<string, Handler>): Promise<TestBot> {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.DirectMessages],
    partials: [Partials.Channel],
    rest: { api: standin.apiUrl },
  });
  const caught = new Map<string, DiscordAPIError>();
  client.on(Events.InteractionCreate, async (i) => {
    const key = i.isCommand() || i.isAutocomplete() ? i.commandName : i.isMessageComponent() || i.isModalSubmit() ? i.customId.split(':')[0] : '';
    const sub = i.isChatInputCommand() || i.isAutocomplete() ? i.options.getSubcommand(false) : null;
    const handler = handlers[sub ? `${key} ${sub}` : key];
    try {
      await handler?.(i);
    } catch (e) {
      if (!(e instanceof DiscordAPIError)) throw e;
      caught.set(i.id, e);
    }
  });
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(TOKEN);
  await ready;
  return { client, caught };
}

const commands = [
  {
    name: 'heist', name_localizations: { ru: 'ограбление' }, description: 'Plan a heist', options: [
      { type: 1, name: 'start', name_localizations: { ru: 'начать' }, description: 'Start a game', options: [
        { type: 3, name: 'scenario', name_localizations: { ru: 'сценарий' }, description: 'Which building', required: true, choices: [{ name: 'Office', name_localizations: { ru: 'Офис' }, value: 'office' }, { name: 'Bank', name_localizations: { ru: 'Банк' }, value: 'bank' }] },
        { type: 4, name: 'crew', description: 'How many thieves', min_value: 1, max_value: 4 },
        { type: 5, name: 'solo', description: 'Play alone' },
      ] },
      { type: 1, name: 'join', description: 'Join a game', options: [{ type: 3, name: 'game', description: 'Game id', autocomplete: true, required: true }] },
    ],
  },
  { name: 'look', description: 'Look at the board', contexts: [0, 1] },
  { name: 'slow', description: 'Answers late' },
  { name: 'twice', description: 'Answers twice' },
  { name: 'deferred', description: 'Thinks, then sends a file' },
  { name: 'thinks', description: 'Thinks, then follows up' },
  { name: 'unthinks', description: 'Thinks, deletes the deferral, then follows up' },
  { name: 'settles', description: 'Thinks, edits the deferral, then follows up' },
  { name: 'secret', description: 'Refuses, only to you' },
  { name: 'limit', description: 'Breaks a limit', options: [{ type: 3, name: 'kind', description: 'Which limit', required: true }] },
  { name: 'many', description: 'Autocompletes too much', options: [{ type: 3, name: 'q', description: 'x', autocomplete: true }] },
  { name: 'guildonly', description: 'Not in DMs', contexts: [0] },
  { name: 'menu', description: 'Offers a choice' },
  { name: 'ask', description: 'Opens a form' },
  { name: 'chatty', description: 'Replies, follows up, fetches' },
  { name: 'gone', description: 'Replies then deletes it' },
  { name: 'perms', description: 'Reports permissions' },
  { name: 'early', description: 'Edits and follows up before answering' },
];

/** The bot's answers for `/limit kind:...`: each breaks one of Discord's limits. */
const limitPayloads: Record<string, () => any> = {
  content: () => ({ content: 'x'.repeat(2001) }),
  rows: () => ({ content: 'rows', components: Array.from({ length: 6 }, (_, r) => raw(row(button(`r${r}`)))) }),
  buttons: () => ({ content: 'buttons', components: [raw(row(...Array.from({ length: 6 }, (_, b) => button(`b${b}`))))] }),
  options: () => ({ content: 'options', components: [raw(row({ type: 3, custom_id: 'pick', options: Array.from({ length: 26 }, (_, o) => ({ label: `o${o}`, value: `o${o}` })) }))] }),
  files: () => ({ content: 'files', files: Array.from({ length: 11 }, (_, f) => new AttachmentBuilder(png, { name: `f${f}.png` })) }),
  size: () => ({ content: 'size', files: [new AttachmentBuilder(Buffer.alloc(70_000), { name: 'big.bin' })] }),
  v2content: () => ({ content: 'legacy', flags: MessageFlags.IsComponentsV2, components: [raw({ type: 10, content: 'text display' })] }),
  v2embeds: () => ({ embeds: [{ title: 'legacy' }], flags: MessageFlags.IsComponentsV2, components: [raw({ type: 10, content: 'text display' })] }),
  empty: () => ({ content: '' }),
  width: () => ({ content: 'width', components: [raw(row(button('a'), { type: 3, custom_id: 'menu', options: [{ label: 'x', value: 'x' }] }))] }),
  duplicate: () => ({ content: 'duplicate', components: [raw(row(button('same'), button('same')))] }),
  customid: () => ({ content: 'customid', components: [raw(row(button('x'.repeat(101))))] }),
  embed: () => ({ embeds: [{ title: 't'.repeat(257) }] }),
};

describe('the stand-in with a real discord.js client', () => {
  let standin: Standin;
  let bot: TestBot;
  let driver: Driver;
  let alice: string;
  let bob: string;
  let channel: string;
  let guildId: string;
  const seen: { guildName?: string | null; channelId?: string | null; dmChannel?: string | null; withResponseId?: string } = {};

  beforeAll(async () => {
    // No deadline here however busy the machine (its own tests are below, in 'the 3 second deadline').
    standin = await startStandin({ token: TOKEN, attachmentSizeLimit: 64 * 1024, responseDeadlineMs: NO_DEADLINE_MS });
    alice = standin.createUser({ username: 'alice' }).id;
    bob = standin.createUser({ username: 'bob', locale: 'ru' }).id;
    const guild = standin.createGuild({ name: 'Heist club', ownerId: alice, channels: ['heist', 'lobby'] });
    standin.addMember(guild.id, bob);
    guildId = guild.id;
    channel = guild.channels[0].id;
    bot = await startBot(standin, {
      'heist start': async (i) => {
        if (!i.isChatInputCommand()) return;
        seen.guildName = i.guild?.name;
        seen.channelId = i.channel?.id;
        const buttons = new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId('move:1').setLabel('Move').setStyle(ButtonStyle.Primary),
          new ButtonBuilder().setCustomId('peek:1').setLabel('Peek').setStyle(ButtonStyle.Secondary).setDisabled(true),
        );
        await i.reply({
          content: `Starting ${i.options.getString('scenario')} with ${i.options.getInteger('crew') ?? 1} (solo: ${i.options.getBoolean('solo') ?? false})`,
          files: [new AttachmentBuilder(png, { name: 'board.png' })],
          embeds: [{ title: 'The board', image: { url: 'attachment://board.png' } }],
          components: [buttons],
        });
      },
      'heist join': async (i) => {
        if (i.isAutocomplete()) {
          const typed = i.options.getFocused();
          await i.respond([{ name: `Game ${typed}1`, value: `${typed}1` }, { name: `Game ${typed}2`, value: `${typed}2` }]);
        }
      },
      move: async (i) => {
        if (i.isButton()) await i.update({ content: `Moved by ${i.user.username}`, components: [] });
      },
      look: async (i) => {
        if (!i.isChatInputCommand()) return;
        seen.dmChannel = i.channel?.id ?? null;
        await i.reply({ content: i.inGuild() ? 'You look around the server.' : 'You look around, in private.' });
        if (!i.inGuild()) await i.user.send('A note slipped under the door.');
      },
      deferred: async (i) => {
        if (!i.isChatInputCommand()) return;
        await i.deferReply();
        await new Promise((r) => setTimeout(r, 30));
        await i.editReply({ content: 'Here is the plan.', files: [new AttachmentBuilder(png, { name: 'plan.png' })] });
      },
      thinks: async (i) => {
        if (!i.isChatInputCommand()) return;
        await i.deferReply();
        await i.followUp({ content: 'Only you?', flags: MessageFlags.Ephemeral });
        await i.followUp({ content: 'A second follow-up.', flags: MessageFlags.Ephemeral });
      },
      unthinks: async (i) => {
        if (!i.isChatInputCommand()) return;
        await i.deferReply();
        await i.deleteReply();
        await i.followUp({ content: 'Only you, after the delete?', flags: MessageFlags.Ephemeral });
      },
      settles: async (i) => {
        if (!i.isChatInputCommand()) return;
        await i.deferReply();
        await i.editReply({ content: '…' });
        await i.followUp({ content: 'Only you, after the edit.', flags: MessageFlags.Ephemeral });
      },
      secret: async (i) => {
        if (i.isChatInputCommand()) await i.reply({ content: 'You cannot do that now: wait for your turn.', flags: MessageFlags.Ephemeral });
      },
      twice: async (i) => {
        if (!i.isChatInputCommand()) return;
        await i.reply('First answer.');
        await standinCallback(standin, i);
      },
      limit: async (i) => {
        if (!i.isChatInputCommand()) return;
        try {
          await i.reply(limitPayloads[i.options.getString('kind', true)]());
        } catch (e) {
          bot.caught.set(i.id, e as DiscordAPIError);
          await i.reply({ content: `Caught ${(e as DiscordAPIError).code}.`, flags: MessageFlags.Ephemeral });
        }
      },
      many: async (i) => {
        if (!i.isAutocomplete()) return;
        const choices = (n: number) => Array.from({ length: n }, (_, k) => ({ name: `c${k}`, value: `c${k}` }));
        try {
          await i.respond(choices(26));
        } catch (e) {
          // Refused: nothing was answered, so the bot may answer again, within the limit.
          bot.caught.set(i.id, e as DiscordAPIError);
          await i.respond(choices(25));
        }
      },
      menu: async (i) => {
        if (!i.isChatInputCommand()) return;
        const select = { type: 3, custom_id: 'pick', min_values: 1, max_values: 2, options: ['lounge', 'vault', 'safe'].map((v) => ({ label: v, value: v })) };
        const res = await i.reply({ content: 'Where to?', components: [raw(row(select))], withResponse: true });
        seen.withResponseId = res.resource?.message?.id;
      },
      pick: async (i) => {
        if (i.isStringSelectMenu()) await i.update({ content: `Going to ${i.values.join(' and ')}.`, components: [] });
      },
      ask: async (i) => {
        if (!i.isChatInputCommand()) return;
        await i.showModal({ custom_id: 'answer', title: 'Your plan', components: [row({ type: 4, custom_id: 'plan', label: 'Plan', style: 1 })] } as any);
      },
      answer: async (i) => {
        if (i.isModalSubmit()) await i.reply(`The plan: ${i.fields.getTextInputValue('plan')}`);
      },
      chatty: async (i) => {
        if (!i.isChatInputCommand()) return;
        await i.reply('Listen.');
        const original = await i.fetchReply();
        await i.followUp({ content: `Only you: ${original.content}`, flags: MessageFlags.Ephemeral });
        await i.followUp('Everyone.');
      },
      gone: async (i) => {
        if (!i.isChatInputCommand()) return;
        await i.reply('Now you see me.');
        await i.deleteReply();
      },
      perms: async (i) => {
        if (!i.isChatInputCommand()) return;
        await i.reply(`bot ${i.appPermissions.bitfield} member ${i.memberPermissions?.bitfield}`);
        try {
          await (i.channel as any).send({ content: 'a picture', files: [new AttachmentBuilder(png, { name: 'p.png' })] });
        } catch (e) {
          bot.caught.set(i.id, e as DiscordAPIError);
        }
      },
      early: async (i) => {
        if (!i.isChatInputCommand()) return;
        const app = i.applicationId;
        const codes: unknown[] = [];
        for (const call of [
          () => i.client.rest.patch(`/webhooks/${app}/${i.token}/messages/@original`, { body: { content: 'too soon' }, auth: false }),
          () => i.client.rest.post(`/webhooks/${app}/${i.token}`, { body: { content: 'too soon' }, auth: false }),
        ]) {
          await call().catch((e: DiscordAPIError) => codes.push(e.code));
        }
        await i.reply(`Refused: ${codes.join(', ')}`);
      },
      byid: async (i) => {
        if (!i.isButton()) return;
        await i.deferUpdate();
        const app = i.applicationId;
        const codes: unknown[] = [];
        await i.client.rest.patch(`/webhooks/${app}/${i.token}/messages/${i.message.id}`, { body: { content: 'by id' }, auth: false })
          .catch((e: DiscordAPIError) => codes.push(e.code));
        await i.client.rest.patch(`/webhooks/${app}/${i.token}/messages/@original`, { body: { content: `By id: ${codes.join(', ')}. As @original.`, components: [] }, auth: false });
      },
      guildonly: async (i) => {
        if (i.isChatInputCommand()) await i.reply('ok');
      },
    });
    await bot.client.application!.commands.set(commands as any);
    driver = new Driver(standin, { replyTimeoutMs: NO_DEADLINE_MS });
  });

  afterAll(async () => {
    await bot?.client.destroy();
    await standin?.close();
  });

  it('logs in: READY then GUILD_CREATE, so the guild and its channels are cached', () => {
    const guild = bot.client.guilds.cache.get(guildId);
    expect(guild?.name).toBe('Heist club');
    expect(guild?.channels.cache.map((c) => c.name).sort()).toEqual(['heist', 'lobby']);
    expect(bot.client.user?.id).toBe(standin.botUserId);
    expect(standin.commands().map((c: any) => c.name)).toContain('heist');
  });

  it('a slash command gets a reply with an image and buttons, with interaction.guild set', async () => {
    const reply = await driver.slashLine(alice, channel, '/heist start scenario:Bank crew:3 solo:no');
    expect(reply.error).toBeUndefined();
    expect(reply.type).toBe(4);
    expect(seen.guildName).toBe('Heist club');
    expect(seen.channelId).toBe(channel);
    const m = reply.message!;
    expect(m.content).toBe('Starting bank with 3 (solo: false)');
    expect(m.attachments).toHaveLength(1);
    expect(m.attachments[0].filename).toBe('board.png');
    expect(m.attachments[0].contentType).toBe('image/png');
    expect(m.attachments[0].bytes.equals(png)).toBe(true);
    expect((m.components[0] as any).components.map((c: any) => c.custom_id)).toEqual(['move:1', 'peek:1']);
    expect(driver.messages(channel, bob).map((x) => x.id)).toContain(m.id);
    // The attachment is downloadable like a CDN url.
    const url = standin.state.apiMessage(m).attachments as any[];
    const res = await fetch(url[0].url);
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });

  it('a button click updates the message it is on', async () => {
    const start = await driver.slash(alice, channel, 'heist start', { scenario: 'office' });
    const click = await driver.click(bob, start.message!.id, 'move:1');
    expect(click.type).toBe(7);
    expect(click.message?.id).toBe(start.message!.id);
    expect(click.message?.content).toBe('Moved by bob');
    expect(click.message?.components).toEqual([]);
    expect(click.message?.attachments).toHaveLength(1);
    await expect(driver.click(bob, start.message!.id, 'move:1')).rejects.toThrow(/no component move:1/);
  });

  it('a press token reaches the pressed message as @original, not by its id (which it did not send: 10008)', async () => {
    const posted = await bot.client.rest.post(`/channels/${channel}/messages`, { body: { content: 'Press me', components: [row(button('byid:1'))] } }) as { id: string };
    await driver.click(bob, posted.id, 'byid:1');
    expect(standin.state.messages.get(posted.id)?.content).toBe('By id: 10008. As @original.');
  });

  it('a follow-up straight after a deferred reply edits the loading message, its ephemeral flag ignored (as Discord)', async () => {
    const reply = await driver.slash(alice, channel, 'thinks');
    expect(reply.type).toBe(5);
    await waitFor(() => reply.followUps.length === 1);
    expect(reply.message?.content).toBe('Only you?');
    expect(reply.message!.flags & (64 | 128)).toBe(0);
    expect(reply.followUps.map((m) => [m.content, m.flags & 64])).toEqual([['A second follow-up.', 64]]);
  });

  it('a deferral deleted while loading still takes the next follow-up as its answer, with its flags: public', async () => {
    const reply = await driver.slash(alice, channel, 'unthinks');
    await waitFor(() => reply.followUps.length === 1);
    const m = reply.followUps[0];
    expect([m.content, m.flags & 64, m.ephemeralTo]).toEqual(['Only you, after the delete?', 0, undefined]);
    expect(driver.messages(channel, bob).map((x) => x.id)).toContain(m.id);
  });

  it('a deferral answered by an edit leaves the next follow-up its own flags: ephemeral', async () => {
    const reply = await driver.slash(alice, channel, 'settles');
    await waitFor(() => reply.followUps.length === 1);
    const m = reply.followUps[0];
    expect([m.content, m.flags & 64, m.ephemeralTo]).toEqual(['Only you, after the edit.', 64, alice]);
    expect(driver.messages(channel, bob).map((x) => x.id)).not.toContain(m.id);
  });

  it('a disabled button cannot be pressed', async () => {
    const start = await driver.slash(alice, channel, 'heist start', { scenario: 'office' });
    await expect(driver.click(alice, start.message!.id, 'peek:1')).rejects.toThrow(/disabled/);
  });

  it('a deferred reply completes when the bot edits it with a file', async () => {
    const reply = await driver.slash(alice, channel, 'deferred');
    expect(reply.type).toBe(5);
    expect(reply.message?.content).toBe('Here is the plan.');
    expect(reply.message!.flags & 128).toBe(0);
    expect(reply.message?.attachments.map((a) => a.filename)).toEqual(['plan.png']);
    expect(reply.message?.attachments[0].bytes.equals(png)).toBe(true);
  });

  it('an ephemeral error is visible only to its user', async () => {
    const reply = await driver.slash(bob, channel, 'secret');
    const id = reply.message!.id;
    expect(reply.message?.ephemeralTo).toBe(bob);
    expect(reply.message!.flags & 64).toBe(64);
    expect(driver.messages(channel, bob).map((m) => m.id)).toContain(id);
    expect(driver.messages(channel, alice).map((m) => m.id)).not.toContain(id);
    expect(driver.messages(channel).map((m) => m.id)).not.toContain(id);
  });

  it('a DM conversation: a command in the DM channel and a message the bot sends by itself', async () => {
    const dm = standin.dmChannel(bob);
    const reply = await driver.slash(bob, dm, 'look');
    expect(reply.message?.content).toBe('You look around, in private.');
    expect(seen.dmChannel).toBe(dm);
    const note = await driver.waitForMessage(dm, (m) => m.content === 'A note slipped under the door.', NO_DEADLINE_MS);
    expect(note.authorId).toBe(standin.botUserId);
    expect(driver.messages(dm, bob).map((m) => m.content)).toEqual(['You look around, in private.', 'A note slipped under the door.']);
    await expect(driver.slash(bob, dm, 'guildonly')).rejects.toThrow(/direct message/);
  });

  it('a second response to the same interaction gets 40060', async () => {
    const reply = await driver.slash(alice, channel, 'twice');
    expect(reply.message?.content).toBe('First answer.');
    await waitFor(() => bot.caught.has(reply.interactionId));
    expect(bot.caught.get(reply.interactionId)?.code).toBe(40060);
    expect(reply.restErrors.map((e) => e.code)).toEqual([40060]);
  });

  it('autocomplete returns the bot choices, and more than 25 choices are refused', async () => {
    const choices = await driver.autocomplete(alice, channel, 'heist join', { game: 'ab' }, 'game');
    expect(choices).toEqual([{ name: 'Game ab1', value: 'ab1' }, { name: 'Game ab2', value: 'ab2' }]);
    // 26 choices are refused (the user sees nothing of them); the bot's second answer, 25, is what they see.
    const many = await driver.autocomplete(alice, channel, 'many', { q: '' }, 'q');
    expect(many.map((c) => c.value)).toEqual(Array.from({ length: 25 }, (_, k) => `c${k}`));
    const err = [...bot.caught.values()].find((e) => e.url.includes('/callback') && (e.rawError as any).errors?.data?.choices);
    expect(err?.code).toBe(50035);
    expect((err?.rawError as any).errors.data.choices._errors[0].code).toBe('BASE_TYPE_MAX_LENGTH');
  });

  // [limit, HTTP status, Discord code, where Discord puts the field error, its code]
  const MAX = 'BASE_TYPE_MAX_LENGTH';
  const V2 = 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2';
  const limitCases: [string, number, number, ((errors: any) => string) | null, string | null][] = [
    ['content', 400, 50035, (e) => e.data.content._errors[0].code, MAX],
    ['rows', 400, 50035, (e) => e.data.components._errors[0].code, MAX],
    ['buttons', 400, 50035, (e) => e.data.components[0].components._errors[0].code, MAX],
    ['options', 400, 50035, (e) => e.data.components[0].components[0].options._errors[0].code, MAX],
    ['files', 400, 50035, (e) => e.data.attachments._errors[0].code, MAX],
    ['size', 413, 40005, null, null],
    ['v2content', 400, 50035, (e) => e.data.content._errors[0].code, V2],
    ['v2embeds', 400, 50035, (e) => e.data.embeds._errors[0].code, V2],
    ['empty', 400, 50006, null, null],
    ['width', 400, 50035, (e) => e.data.components[0].components._errors[0].code, 'COMPONENT_LAYOUT_WIDTH_EXCEEDED'],
    ['duplicate', 400, 50035, (e) => e.data.components[0].components[1].custom_id._errors[0].code, 'COMPONENT_CUSTOM_ID_DUPLICATED'],
    ['customid', 400, 50035, (e) => e.data.components[0].components[0].custom_id._errors[0].code, MAX],
    ['embed', 400, 50035, (e) => e.data.embeds[0].title._errors[0].code, MAX],
  ];
  it.each(limitCases)('breaking the %s limit gets %i / %i, and the bot can still answer', async (kind, status, code, where, fieldCode) => {
    const reply = await driver.slash(alice, channel, 'limit', { kind });
    const err = bot.caught.get(reply.interactionId)!;
    expect(err).toBeInstanceOf(DiscordAPIError);
    expect(err.status).toBe(status);
    expect(err.code).toBe(code);
    if (where) {
      expect(err.message).toContain('Invalid Form Body');
      expect(where((err.rawError as any).errors)).toBe(fieldCode);
    }
    expect(reply.restErrors.map((e) => e.code)).toEqual([code]);
    expect(reply.message?.content).toBe(`Caught ${code}.`);
  });

  it('a select menu pick updates the message; values are checked against the options', async () => {
    const menu = await driver.slash(alice, channel, 'menu');
    await waitFor(() => seen.withResponseId !== undefined); // the bot reads the callback's answer after the user sees it
    expect(seen.withResponseId).toBe(menu.message!.id);
    await expect(driver.select(alice, menu.message!.id, 'pick', ['attic'])).rejects.toThrow(/choose among lounge, vault, safe/);
    await expect(driver.select(alice, menu.message!.id, 'pick', ['lounge', 'vault', 'safe'])).rejects.toThrow(/between 1 and 2/);
    const picked = await driver.select(alice, menu.message!.id, 'pick', ['vault', 'safe']);
    expect(picked.message?.content).toBe('Going to vault and safe.');
  });

  it('a modal opened by the bot can be submitted', async () => {
    const opened = await driver.slash(bob, channel, 'ask');
    expect(opened.type).toBe(9);
    const submitted = await driver.submitModal(bob, channel, opened.modal, { plan: 'through the roof' });
    expect(submitted.message?.content).toBe('The plan: through the roof');
  });

  it('follow-ups (ephemeral or not) and fetching the original response', async () => {
    const reply = await driver.slash(alice, channel, 'chatty');
    expect(reply.message?.content).toBe('Listen.');
    await waitFor(() => reply.followUps.length === 2);
    expect(reply.followUps.map((m) => [m.content, m.ephemeralTo])).toEqual([['Only you: Listen.', alice], ['Everyone.', undefined]]);
    const bobSees = driver.messages(channel, bob).map((m) => m.content);
    expect(bobSees).toContain('Everyone.');
    expect(bobSees).not.toContain('Only you: Listen.');
  });

  it('deleting the original response removes it for everyone', async () => {
    const events: string[] = [];
    const off = driver.onMessage((m, event) => m.content === 'Now you see me.' && events.push(event));
    const reply = await driver.slash(alice, channel, 'gone');
    await waitFor(() => events.includes('delete'));
    off();
    expect(events).toEqual(['create', 'delete']);
    expect(driver.messages(channel, alice).map((m) => m.id)).not.toContain(reply.message!.id);
  });

  it('users outside the server cannot act in its channels', async () => {
    const stranger = standin.createUser({ username: 'stranger' }).id;
    await expect(driver.slash(stranger, channel, 'look')).rejects.toThrow(/stranger cannot see #heist/);
    expect(() => driver.say(stranger, channel, 'hello')).toThrow(/addMember/);
  });

  it('messages users post reach the bot, and the bot can read the channel history', async () => {
    const received = new Promise<string>((resolve) => bot.client.once(Events.MessageCreate, (m) => resolve(m.content)));
    const dm = standin.dmChannel(alice);
    driver.say(alice, dm, 'psst, bot');
    expect(await received).toBe('psst, bot');
    const dmChannel = await bot.client.channels.fetch(dm);
    const history = await (dmChannel as any).messages.fetch({ limit: 10 });
    expect([...history.values()].map((m: any) => m.content)).toContain('psst, bot');
  });

  it('a guild created after login is announced with GUILD_CREATE', async () => {
    const joined = new Promise<string>((resolve) => bot.client.once(Events.GuildCreate, (g) => resolve(g.name)));
    standin.createGuild({ name: 'New crew', ownerId: bob });
    expect(await joined).toBe('New crew');
  });

  it('chosen snowflakes land guilds on every shard, even within one millisecond, and ids keep increasing', () => {
    const ids: bigint[] = [];
    for (let round = 0; round < 3; round++) {
      for (let shard = 0; shard < 4; shard++) {
        const guild = standin.createGuild({ id: standin.state.snowflakeOnShard(shard, 4), name: `s${shard}`, ownerId: alice });
        expect(Number((BigInt(guild.id) >> 22n) % 4n)).toBe(shard);
        ids.push(BigInt(guild.id), BigInt(guild.channels[0].id));
      }
    }
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(ids).size).toBe(ids.length);
    expect(() => standin.createGuild({ id: String(ids[0]), name: 'again', ownerId: alice })).toThrow(/already has a guild/);
  });

  it('interactions carry the bot and member permissions; posting a file without Attach Files gets 403 50013', async () => {
    const view = 1n << 10n, send = 1n << 11n, commandsPerm = 1n << 31n;
    const locked = standin.createGuild({ name: 'Locked', ownerId: alice, botPermissions: view | send, everyonePermissions: view | send | commandsPerm });
    standin.addMember(locked.id, bob);
    await waitFor(() => bot.client.guilds.cache.has(locked.id));
    const reply = await driver.slash(bob, locked.channels[0].id, 'perms');
    expect(reply.firstResponseMs).toBeGreaterThanOrEqual(0);
    expect(reply.message?.content).toBe(`bot ${view | send | commandsPerm} member ${view | send | commandsPerm}`);
    await waitFor(() => bot.caught.has(reply.interactionId));
    expect(bot.caught.get(reply.interactionId)?.status).toBe(403);
    expect(bot.caught.get(reply.interactionId)?.code).toBe(50013);
  });

  it('a channel\'s overwrites count as Discord counts them: @everyone, then roles, then the member; in interactions and on posts', async () => {
    const view = 1n << 10n, send = 1n << 11n, commandsPerm = 1n << 31n, attach = 1n << 15n;
    const g = standin.createGuild({ name: 'Rooms', ownerId: alice, channels: ['open', 'quiet'], botPermissions: view | send | attach, everyonePermissions: view | send | commandsPerm });
    standin.addMember(g.id, bob);
    await waitFor(() => bot.client.guilds.cache.has(g.id));
    const [open, quiet] = g.channels.map((c) => c.id);
    const botRole = standin.state.guilds.get(g.id)!.roles[1].id;
    // In "quiet" nobody may send (@everyone), but the bot's role may again; Bob alone is denied even viewing.
    standin.setOverwrite(quiet, { role: g.id }, 0n, send);
    standin.setOverwrite(quiet, { role: botRole }, send, 0n);
    standin.setOverwrite(quiet, { member: bob }, 0n, view);
    expect(standin.state.permissions(g.id, bob, open)).toBe(view | send | commandsPerm);
    expect(standin.state.permissions(g.id, bob, quiet)).toBe(commandsPerm);
    expect(standin.state.permissions(g.id, standin.botUserId, quiet)).toBe(view | send | attach | commandsPerm);
    // The bot's own member overwrite beats its role's allow: it may no longer send there, only in "open".
    standin.setOverwrite(quiet, { member: standin.botUserId }, 0n, send);
    const reply = await driver.slash(alice, quiet, 'perms');
    // (Alice owns the server: every permission, overwrites or not.)
    expect(reply.message?.content).toMatch(new RegExp(`^bot ${view | attach | commandsPerm} member `));
    await expect(bot.client.rest.post(`/channels/${quiet}/messages`, { body: { content: 'hello' } })).rejects.toMatchObject({ status: 403, code: 50013 });
    await expect(bot.client.rest.post(`/channels/${open}/messages`, { body: { content: 'hello' } })).resolves.toMatchObject({ content: 'hello' });
    // Hidden from the bot altogether: 50001, as for a channel it cannot see.
    standin.setOverwrite(quiet, { member: standin.botUserId }, 0n, view);
    await expect(bot.client.rest.post(`/channels/${quiet}/messages`, { body: { content: 'hello' } })).rejects.toMatchObject({ status: 403, code: 50001 });
    standin.setOverwrite(quiet, { member: standin.botUserId }, 0n, 0n);
    await expect(bot.client.rest.post(`/channels/${quiet}/messages`, { body: { content: 'back' } })).resolves.toMatchObject({ content: 'back' });
  });

  it('editing the original response or following up before answering is refused (10008, 10015)', async () => {
    const reply = await driver.slash(alice, channel, 'early');
    expect(reply.message?.content).toBe('Refused: 10008, 10015');
    expect(reply.restErrors.map((e) => e.status)).toEqual([404, 404]);
  });

  it('slashLine checks commands and options against the registered definitions', () => {
    const d = driver;
    expect(() => d.parseLine(alice, channel, '/heist start scenario:office crew:2')).not.toThrow();
    expect(d.parseLine(alice, channel, '/heist join game:"the big one"').options).toEqual({ game: 'the big one' });
    expect(d.parseLine(alice, channel, '/heist join game:the big one').options).toEqual({ game: 'the big one' });
    expect(() => d.parseLine(alice, channel, '/rob bank')).toThrow(/Unknown command \/rob.*\/heist/);
    // A Russian client shows, and so takes, the Russian names; the interaction still carries the command's own.
    expect(d.parseLine(bob, channel, '/ограбление начать сценарий:office crew:2')).toEqual({ command: 'heist start', options: { scenario: 'office', crew: '2' } });
    expect(d.parseLine(bob, channel, '/heist start scenario:bank')).toEqual({ command: 'heist start', options: { scenario: 'bank' } });
    expect(() => d.parseLine(bob, channel, '/ограб')).toThrow(/Did you mean \/ограбление/);
    expect(() => d.parseLine(bob, channel, '/zzz')).toThrow(/Commands here: \/ограбление, \/look/);
    // An English client does not show them.
    expect(() => d.parseLine(alice, channel, '/ограбление начать')).toThrow(/Unknown command \/ограбление/);
    // An option given twice is refused, as a client takes each once, naming the command as the user's client shows it.
    expect(() => d.parseLine(bob, channel, '/heist start scenario:office сценарий:bank')).toThrow(expect.objectContaining({ code: 'option-twice', params: { command: 'ограбление начать', option: 'сценарий' } }));
    return Promise.all([
      expect(d.slashLine(alice, channel, '/heist start crew:2')).rejects.toThrow(/needs scenario/),
      expect(d.slashLine(alice, channel, '/heist start scenario:office crew:two')).rejects.toThrow(/whole number/),
      expect(d.slashLine(alice, channel, '/heist start scenario:office crew:9')).rejects.toThrow(/at most 4/),
      expect(d.slashLine(alice, channel, '/heist start scenario:castle')).rejects.toThrow(/one of: office, bank/),
      expect(d.slashLine(alice, channel, '/heist start scenario:office loot:1')).rejects.toThrow(/no option loot/),
      expect(d.slashLine(alice, channel, '/heist')).rejects.toThrow(/needs a subcommand: start, join/),
      // A missing or unknown subcommand is named, with those there are, as the user's client shows them.
      expect(d.slashLine(bob, channel, '/ограбление')).rejects.toThrow(expect.objectContaining({ code: 'needs-subcommand', params: expect.objectContaining({ command: 'ограбление', choices: expect.stringMatching(/^\/ограбление начать, /) }) })),
      expect(d.slashLine(bob, channel, '/heist статус')).rejects.toThrow(expect.objectContaining({ code: 'no-subcommand', params: expect.objectContaining({ command: 'ограбление', word: 'статус', choices: expect.stringMatching(/^\/ограбление начать, /) }) })),
      // A choice by the start of the one name the user's client shows; a sentence names what their client shows.
      expect(d.slashLine(bob, channel, '/ограбление начать сценарий:Бан').then((r) => r.message?.content)).resolves.toBe('Starting bank with 1 (solo: false)'),
      expect(d.slashLine(bob, channel, '/ограбление начать сценарий:замок')).rejects.toThrow(expect.objectContaining({ code: 'not-a-choice', params: expect.objectContaining({ command: 'ограбление начать', option: 'сценарий', choices: 'office (Офис), bank (Банк)' }) })),
      expect(d.slashLine(bob, channel, '/ограбление начать crew:2')).rejects.toThrow(expect.objectContaining({ code: 'missing', params: expect.objectContaining({ example: '/ограбление начать сценарий:…' }) })),
    ]);
  });

  it('the bot REST API refuses a wrong token and answers unknown routes with 4xx, never 5xx', async () => {
    const wrong = await fetch(`${standin.apiUrl}/v10/users/@me`, { headers: { authorization: 'Bot nope' } });
    expect(wrong.status).toBe(401);
    const unknown = await fetch(`${standin.apiUrl}/v10/stickers/1`, { headers: { authorization: `Bot ${TOKEN}` } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 0, message: '404: Not Found' });
    const badJson = await fetch(`${standin.apiUrl}/v10/channels/${channel}/messages`, { method: 'POST', headers: { authorization: `Bot ${TOKEN}`, 'content-type': 'application/json' }, body: '{' });
    expect(badJson.status).toBe(400);
    const channelObj = await bot.client.channels.fetch(channel, { force: true });
    expect(channelObj?.id).toBe(channel);
    const pinned = await (channelObj as any).send('pin me');
    // Pinning needs PIN_MESSAGES, which Discord's default set (and this server's bot role) leaves out.
    await expect(pinned.pin()).rejects.toMatchObject({ status: 403, code: 50013 });
    await pinned.edit('pinned');
    expect(driver.messages(channel).at(-1)?.content).toBe('pinned');
  });

});

describe('the 3 second deadline', () => {
  let standin: Standin;
  let bot: TestBot;
  let channel: string;
  let alice: string;

  beforeAll(async () => {
    standin = await startStandin({ token: TOKEN, responseDeadlineMs: 150 });
    alice = standin.createUser({ username: 'alice' }).id;
    channel = standin.createGuild({ name: 'Slow club', ownerId: alice }).channels[0].id;
    bot = await startBot(standin, {
      slow: async (i) => {
        if (!i.isChatInputCommand()) return;
        await new Promise((r) => setTimeout(r, 300));
        await i.reply('Too late.');
      },
    });
    await bot.client.application!.commands.set([{ name: 'slow', description: 'Answers late' }]);
  });

  afterAll(async () => {
    await bot?.client.destroy();
    await standin?.close();
  });

  it('a first response after the deadline gets 10062 Unknown interaction, and the user sees a failure', async () => {
    const reply = await new Driver(standin).slash(alice, channel, 'slow');
    expect(reply.error?.code).toBe(10062);
    expect(reply.message).toBeUndefined();
    await waitFor(() => bot.caught.has(reply.interactionId));
    expect(bot.caught.get(reply.interactionId)?.code).toBe(10062);
    expect(bot.caught.get(reply.interactionId)?.status).toBe(404);
    expect(new Driver(standin).messages(channel)).toEqual([]);
  });
});

describe('the raw gateway', () => {
  let standin: Standin;
  let url: string;
  beforeAll(async () => {
    standin = await startStandin({ token: TOKEN });
    const res = await fetch(`${standin.apiUrl}/v10/gateway/bot`, { headers: { authorization: `Bot ${TOKEN}` } });
    url = ((await res.json()) as { url: string }).url;
  });
  afterAll(() => standin.close());

  it('closes with 4004 on a wrong token and refuses compression', async () => {
    const wrong = await session(`${url}?v=10&encoding=json`, (ws) => ws.send(JSON.stringify({ op: 2, d: { token: 'nope', intents: 1 } })));
    expect(wrong.code).toBe(4004);
    const compressed = await session(`${url}?v=10&encoding=json&compress=zlib-stream`, () => {});
    expect(compressed.code).toBe(4000);
  });

  it('answers heartbeats, and RESUME replays what was missed then sends RESUMED', async () => {
    const user = standin.createUser({ username: 'carol' });
    const first = new WebSocket(`${url}?v=10&encoding=json`);
    const frames = collect(first);
    await next(frames, (f) => f.op === 10);
    first.send(JSON.stringify({ op: 1, d: null }));
    await next(frames, (f) => f.op === 11);
    first.send(JSON.stringify({ op: 2, d: { token: TOKEN, intents: 1 << 12, properties: {} } }));
    const ready = await next(frames, (f) => f.t === 'READY');
    first.terminate();
    // While disconnected the bot joins a guild: the GUILD_CREATE waits in the session's buffer.
    standin.createGuild({ name: 'Late guild', ownerId: user.id });
    const second = new WebSocket(`${url}?v=10&encoding=json`);
    const frames2 = collect(second);
    await next(frames2, (f) => f.op === 10);
    second.send(JSON.stringify({ op: 6, d: { token: TOKEN, session_id: ready.d.session_id, seq: ready.s } }));
    const missed = await next(frames2, (f) => f.t === 'GUILD_CREATE');
    expect(missed.d.name).toBe('Late guild');
    expect(missed.s).toBe(ready.s! + 1);
    await next(frames2, (f) => f.t === 'RESUMED');
    second.terminate();
  });
});

// ---- helpers ----

/** Respond a second time through the raw REST route, as a buggy bot would. */
async function standinCallback(standin: Standin, i: Interaction): Promise<void> {
  await i.client.rest.post(`/interactions/${i.id}/${i.token}/callback`, { body: { type: 4, data: { content: 'Second answer.' } }, auth: false });
  void standin;
}

/** Waits until `cond` holds, however long that takes (the test's own timeout ends a wait that never ends). */
async function waitFor(cond: () => boolean): Promise<void> {
  while (!cond()) await new Promise((r) => setTimeout(r, 10));
}

function session(url: string, onHello: (ws: WebSocket) => void): Promise<{ code: number }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    ws.on('message', (data) => {
      if (JSON.parse(String(data)).op === 10) onHello(ws);
    });
    ws.on('close', (code) => resolve({ code }));
  });
}

type Frame = { op: number; t?: string; s?: number; d: any };
function collect(ws: WebSocket): { frames: Frame[]; waiters: (() => void)[] } {
  const box = { frames: [] as Frame[], waiters: [] as (() => void)[] };
  ws.on('message', (data) => {
    box.frames.push(JSON.parse(String(data)));
    for (const w of box.waiters.splice(0)) w();
  });
  return box;
}
async function next(box: { frames: Frame[]; waiters: (() => void)[] }, pred: (f: Frame) => boolean): Promise<Frame> {
  for (;;) {
    const i = box.frames.findIndex(pred);
    if (i >= 0) return box.frames.splice(i, 1)[0];
    await new Promise<void>((r) => box.waiters.push(r));
  }
}
