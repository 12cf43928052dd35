// Every interaction goes through here: slash commands (commands/*.ts), autocomplete, buttons and select menus made by
// the table. Results become messages (view.ts); failures become short ephemeral sentences; errors are logged with
// context and never shown as stack traces. Pictures are drawn in the render pool while the interaction is acknowledged;
// only a game's latest public message keeps buttons, and Join / Leave edit the lobby message in place. At the boundary,
// a command's options are checked against its definition (Discord normally does, but nothing may rely on it).
import {
  ChannelType, InteractionContextType, MessageFlags, PermissionFlagsBits, Routes,
  type APIApplicationCommandOption, type AutocompleteInteraction, type ButtonInteraction,
  type ChatInputCommandInteraction, type Client, type Interaction, type InteractionReplyOptions,
  type InteractionUpdateOptions, type Message, type StringSelectMenuInteraction,
} from 'discord.js';
import { decodeId } from '../table/ids.js';
import type { Table } from '../table/table.js';
import { tableText } from '../table/text/index.js';
import type { Note, Outcome, Result, UserRef, View, Where } from '../table/types.js';
import type { Answer, CommandModule } from './command.js';
import { DrawQueue } from './draw-queue.js';
import type { Logger } from './log.js';
import type { RenderPool } from './render-pool.js';
import { ui } from './text.js';
import { CONTENT_LIMIT, toPayload, type Payload } from './view.js';

type Replyable = ChatInputCommandInteraction | ButtonInteraction | StringSelectMenuInteraction;

export interface RouterDeps {
  client: Client;
  table: Table;
  log: Logger;
  pictures?: RenderPool;
  /** Every slash command, injected by the composition root (src/app.ts). */
  commands: CommandModule[];
}

export function whereOf(i: Interaction): Where {
  const isDM = i.context === InteractionContextType.BotDM
    || (i.channel?.type === ChannelType.DM)
    || (!i.guildId && i.context !== InteractionContextType.PrivateChannel);
  return { guildId: i.guildId ?? null, channelId: i.channelId ?? '', isDM };
}

export function userOf(i: Interaction): UserRef {
  const m = i.member as { displayName?: string; nick?: string | null } | null;
  const name = m?.displayName ?? m?.nick ?? i.user.globalName ?? i.user.username;
  return { id: i.user.id, name, locale: i.locale };
}

const failureText = (i: Interaction, f: { code: string; text?: string; params?: Record<string, string | number> }) =>
  (f.text ?? ui(i.locale, 'err.failed', { code: f.code })).slice(0, CONTENT_LIMIT);

/** An option as discord.js hands it over (CommandInteractionOption, the parts used here). */
interface GivenOption { name: string; type: number; value?: unknown; focused?: boolean; options?: readonly GivenOption[] }

/** The first way the given options break the command's definition (a text key and its parameters), or null. Typed
 * values are shown only as the option's name, never echoed back. */
export function inputProblem(
  defs: readonly APIApplicationCommandOption[] | undefined, given: readonly GivenOption[], command: string, partial = false,
): { key: string; params: Record<string, string | number> } | null {
  const list = (defs ?? []) as readonly (APIApplicationCommandOption & Record<string, unknown>)[];
  const groups = list.filter((d) => d.type === 1 || d.type === 2);
  if (groups.length) {
    const sub = given.find((g) => g.type === 1 || g.type === 2);
    if (!sub) return { key: 'input-missing', params: { command, option: groups.map((d) => d.name).join(' / ') } };
    const d = groups.find((x) => x.name === sub.name && x.type === sub.type);
    if (!d) return { key: 'input-unknown', params: { command, option: String(sub.name).slice(0, 32) } };
    return inputProblem(d.options as APIApplicationCommandOption[] | undefined, sub.options ?? [], `${command} ${d.name}`, partial);
  }
  for (const g of given) {
    const d = list.find((x) => x.name === g.name);
    if (!d) return { key: 'input-unknown', params: { command, option: String(g.name).slice(0, 32) } };
    if (partial && g.focused) continue;
    const kind = [3, 4, 5, 10].includes(d.type) ? `input.${d.type}` : 'input.other';
    const wrongType = { key: 'input-type', params: { command, option: d.name, kind } };
    const v = g.value;
    const ok = g.type === d.type && (
      d.type === 3 ? typeof v === 'string'
        : d.type === 4 ? typeof v === 'number' && Number.isSafeInteger(v)
          : d.type === 10 ? typeof v === 'number' && Number.isFinite(v)
            : d.type === 5 ? typeof v === 'boolean'
              : typeof v === 'string' && /^\d{1,20}$/.test(v));
    if (!ok) return wrongType;
    const min = d.min_value as number | undefined, max = d.max_value as number | undefined;
    if (typeof v === 'number' && ((min !== undefined && v < min) || (max !== undefined && v > max))) {
      return { key: 'input-range', params: { command, option: d.name, min: min ?? '−∞', max: max ?? '∞' } };
    }
    const maxLength = (d.max_length as number | undefined) ?? 6000;
    if (typeof v === 'string' && v.length > maxLength) return { key: 'input-length', params: { command, option: d.name, max: maxLength } };
    const choices = d.choices as { value: unknown }[] | undefined;
    if (choices?.length && !choices.some((c) => c.value === v)) {
      return { key: 'input-choice', params: { command, option: d.name, choices: choices.map((c) => String(c.value)).join(', ') } };
    }
  }
  if (!partial) {
    const missing = list.find((d) => (d as { required?: boolean }).required && !given.some((g) => g.name === d.name));
    if (missing) return { key: 'input-missing', params: { command, option: missing.name } };
  }
  return null;
}

const drawing = new DrawQueue();

/** Draws a view's picture (after the interaction was acknowledged) and builds the message; without it if drawing fails. */
async function draw(view: View, log: Logger, ctx: Record<string, unknown>, pool?: RenderPool): Promise<Payload> {
  let image: Buffer | null = null;
  if (view.image) {
    try {
      image = pool ? await pool.draw(view.image) : await drawing.run(view.image);
    } catch (err) {
      log.error('drawing the board failed', { ...ctx, err });
    }
  }
  return toPayload(view, image);
}

export class Router {
  private readonly byName: ReadonlyMap<string, CommandModule>;
  /** Per game, its latest public message while it still has buttons (null: it has none); others come from the store. */
  private readonly boards = new Map<number, string | null>();
  /** Damaged games already said in their channel (announceDamaged). */
  private readonly announced = new Set<number>();

  constructor(private readonly deps: RouterDeps) {
    this.byName = new Map(deps.commands.map((c) => [c.definition.name, c]));
  }

  async handle(i: Interaction): Promise<void> {
    let ctx: Record<string, unknown>;
    try {
      ctx = describeInteraction(i);
    } catch {
      ctx = { interactionId: i.id, kind: String(i.type) };
    }
    this.deps.log.debug('interaction received', { ...ctx, lagMs: Date.now() - i.createdTimestamp });
    try {
      if (i.isAutocomplete()) return await this.autocomplete(i);
      if (!i.channelId) {
        if (i.isRepliable()) await i.reply({ content: ui(i.locale, 'err.no-channel'), flags: MessageFlags.Ephemeral });
        return;
      }
      if (i.isChatInputCommand()) return await this.command(i, ctx);
      if (i.isButton()) return await this.component(i, i.customId, ctx);
      if (i.isStringSelectMenu()) return await this.component(i, `${i.customId}:${i.values[0] ?? ''}`, ctx);
      // Anything else (a modal, a context menu, another kind of menu) is none of ours: say so rather than fall silent.
      this.deps.log.info('interaction not handled', ctx);
      if (i.isRepliable()) await this.sayError(i, tableText(i.locale, 'bad-event'));
    } catch (err) {
      // Damaged saved data is explained plainly (the table says what to do); anything else is our fault.
      const plain = this.deps.table.explain(err, i.locale);
      if (plain) this.deps.log.warn('damaged game', { ...ctx, err });
      else this.deps.log.error('interaction failed', { ...ctx, err });
      if (i.isRepliable()) await this.sayError(i, plain ?? ui(i.locale, 'err.internal'));
      else if (i.isAutocomplete() && !i.responded) await i.respond([]).catch(() => undefined);
      if (plain) await this.announceDamaged(err, i.locale);
    }
  }

  /** A damaged game is also said once in its channel (once per run of the bot), its host mentioned: whoever acts
   * next is told privately, but the host, who alone can end it, may not be the one who acts. */
  private async announceDamaged(err: unknown, locale: string): Promise<void> {
    const notice = this.deps.table.damagedNotice(err, locale);
    if (!notice || this.announced.has(notice.gameId)) return;
    this.announced.add(notice.gameId);
    try {
      await this.postIn(notice.channelId, { content: notice.text.slice(0, CONTENT_LIMIT), allowedMentions: { users: [notice.hostId] } } as Payload);
    } catch (e) {
      this.deps.log.warn('could not announce a damaged game', { gameId: notice.gameId, err: e });
    }
  }

  /** Refuses politely while shutting down. */
  async refuse(i: Interaction): Promise<void> {
    if (i.isAutocomplete()) await i.respond([]).catch(() => undefined);
    else if (i.isRepliable()) await this.sayError(i, ui(i.locale, 'err.shutting-down'));
  }

  private async autocomplete(i: AutocompleteInteraction): Promise<void> {
    const mod = this.byName.get(i.commandName);
    // The option being typed, under a subcommand (group) or not; none at all in a malformed event.
    const all = (list: readonly GivenOption[]): GivenOption[] => list.flatMap((o) => [o, ...all(o.options ?? [])]);
    const focused = all(i.options.data as readonly GivenOption[]).find((o) => o.focused);
    let choices: { name: string; value: string }[] = [];
    try {
      // Nothing is being typed (no focused option), or the other options are malformed: nothing to offer.
      const bad = !focused || !mod || inputProblem(mod.definition.options, i.options.data as readonly GivenOption[], i.commandName, true);
      if (!bad && mod?.autocomplete && i.channelId) {
        choices = mod.autocomplete({
          interaction: i, table: this.deps.table, where: whereOf(i), user: userOf(i), locale: i.locale,
          focused: { name: focused.name, value: String(focused.value ?? '') },
        });
      }
    } catch (err) {
      this.deps.log.error('autocomplete failed', { ...describeInteraction(i), err });
    }
    await i.respond(choices.slice(0, 25).map((c) => ({ name: c.name.slice(0, 100), value: c.value.slice(0, 100) })));
  }

  private async command(i: ChatInputCommandInteraction, ctx: Record<string, unknown>): Promise<void> {
    const mod = this.byName.get(i.commandName);
    if (!mod) return void (await this.sayError(i, ui(i.locale, 'err.unknown-command')));
    const problem = inputProblem(mod.definition.options, i.options.data as readonly GivenOption[], i.commandName);
    if (problem) {
      const params = { ...problem.params };
      if (typeof params.kind === 'string') params.kind = tableText(i.locale, params.kind);
      this.deps.log.info('malformed options refused', { ...ctx, problem: problem.key });
      return void (await this.sayError(i, tableText(i.locale, problem.key, params).slice(0, CONTENT_LIMIT)));
    }
    const canManageChannel = i.memberPermissions?.has(PermissionFlagsBits.ManageChannels) ?? false;
    const answer: Answer = await mod.execute({
      interaction: i, table: this.deps.table, where: whereOf(i), user: userOf(i), locale: i.locale,
      canManageChannel,
    });
    if ('text' in answer && !('ok' in answer)) {
      await i.reply({ content: answer.text.slice(0, CONTENT_LIMIT), flags: MessageFlags.Ephemeral });
      return;
    }
    await this.deliver(i, answer as Result, false, ctx);
  }

  private async component(i: ButtonInteraction | StringSelectMenuInteraction, id: string, ctx: Record<string, unknown>): Promise<void> {
    const canManageChannel = i.memberPermissions?.has(PermissionFlagsBits.ManageChannels) ?? false;
    const result = this.deps.table.button(whereOf(i), userOf(i), id, { canManageChannel });
    await this.deliver(i, result, true, ctx);
  }

  /** Shows a result. A clicked message loses its buttons (they are spent) and the answer is posted below it; Join and
   * Leave edit the lobby message instead. Every public message of a game retires the buttons of the one before. */
  private async deliver(i: Replyable, result: Result, clicked: boolean, ctx: Record<string, unknown>): Promise<void> {
    if (!result.ok) {
      await i.reply({ content: failureText(i, result), flags: MessageFlags.Ephemeral });
      return;
    }
    // A consent question (give/take, orders) is for someone else: that person is the one mentioned.
    const reply = result.askUserId && !result.reply.mentionUserId ? { ...result.reply, mentionUserId: result.askUserId } : result.reply;
    const channelId = result.channelId ?? i.channelId ?? '';
    const inGameChannel = channelId === i.channelId;
    const gameId = reply.gameId;
    this.deps.log.debug('answering', { ...ctx, lagMs: Date.now() - i.createdTimestamp });
    // Drawing threads run below this thread's priority (render-worker.ts), so the pictures start at once, beside the
    // acknowledgement. Drawn here instead (no threads), they wait until Discord's 3 seconds are safe: after the ack.
    const pictures = this.deps.pictures;
    const early = !!pictures && pictures.threads > 0;
    const replyDrawn = early && reply.image && !isLobby(reply) ? draw(reply, this.deps.log, ctx, pictures) : null;
    let postDrawn: Promise<Payload> | null = early && result.turnPost?.image ? draw(result.turnPost, this.deps.log, ctx, pictures) : null;
    const acked = () => {
      if (result.turnPost?.image && pictures) postDrawn ??= draw(result.turnPost, this.deps.log, ctx, pictures);
    };
    const drawn = (view: View, started: Promise<Payload> | null) => started ?? draw(view, this.deps.log, ctx, pictures);
    let posted: string | null = null;
    let storyPosted = false;
    const retire: string[] = [];
    if (clicked && result.fromNote && (i.isButton() || i.isStringSelectMenu())) {
      // A press in a private note: the note's buttons are spent. What everyone saw happen comes first, then the new
      // note below it (in a DM game both land in the same DM, and the story reads before "your move").
      await i.update({ components: [] });
      acked();
      if (result.turnPost) {
        await this.postStory(i, result.turnPost, channelId, inGameChannel, postDrawn, retire, ctx);
        storyPosted = true;
      }
      const note = await drawn(reply, replyDrawn);
      await i.followUp(reply.ephemeral ? { ...asReply(note), flags: MessageFlags.Ephemeral } : asReply(note));
    } else if (clicked && !reply.ephemeral && isLobby(reply) && (i.isButton() || i.isStringSelectMenu())) {
      await i.update(asUpdate(toPayload(reply)));
      acked();
      posted = i.message.id;
    } else if (!clicked && !reply.ephemeral && isLobby(reply) && isLobbyChange(i) && await this.editLobby(gameId, channelId, reply)) {
      // /heist join or leave: the lobby message shows the crew; the answer is only for the one who typed it.
      await i.reply(asReply(toPayload({ ...reply, buttons: [], ephemeral: true })));
    } else if (clicked && !reply.ephemeral && (i.isButton() || i.isStringSelectMenu())) {
      await i.update({ components: [] });
      acked();
      if (this.boards.get(gameId) === i.message.id) this.boards.set(gameId, null);
      posted = (await i.followUp(asReply(await drawn(reply, replyDrawn)))).id;
    } else if (reply.image) {
      await i.deferReply(reply.ephemeral ? { flags: MessageFlags.Ephemeral } : {});
      this.deps.log.debug('deferred', { ...ctx, lagMs: Date.now() - i.createdTimestamp });
      acked();
      const p = await drawn(reply, replyDrawn);
      const { flags: _flags, ...edit } = p;
      const msg = await i.editReply(edit);
      if (!reply.ephemeral) posted = msg.id;
    } else if (reply.ephemeral) {
      await i.reply(asReply(toPayload(reply)));
    } else {
      const res = await i.reply({ ...asReply(toPayload(reply)), withResponse: true });
      acked();
      posted = res.resource?.message?.id ?? null;
    }
    // A board message has buttons or the picture; a plain sentence (a settings change) leaves the buttons where they are.
    const controls = reply.buttons.length > 0 || !!reply.select;
    if (posted && gameId && inGameChannel && (controls || reply.image)) this.newBoardMessage(gameId, posted, controls, retire);
    if (result.turnPost && !storyPosted) await this.postStory(i, result.turnPost, channelId, inGameChannel, postDrawn, retire, ctx);
    for (const note of result.notes ?? []) await this.sendNote(i, note, result.channelId, ctx);
    await Promise.all(retire.map((id) => this.retire(channelId, id, gameId)));
  }

  /** The public post of the turn(s) that ended: in the game's channel (a button pressed in a DM still posts there);
   * it becomes the game's board message. */
  private async postStory(
    i: Replyable, view: View, channelId: string, inGameChannel: boolean, started: Promise<Payload> | null, retire: string[],
    ctx: Record<string, unknown>,
  ): Promise<void> {
    const post = asReply(await (started ?? draw(view, this.deps.log, ctx, this.deps.pictures)));
    const msg = inGameChannel ? await i.followUp(post) : await this.postIn(channelId, post);
    if (msg) this.newBoardMessage(view.gameId, msg.id, view.buttons.length > 0 || !!view.select, retire);
  }

  /** Edits a game's lobby message in place (/heist join, /heist leave); false when there is none to edit. */
  private async editLobby(gameId: number, channelId: string, view: View): Promise<boolean> {
    const id = this.deps.table.boardMessageId(gameId);
    if (!id) return false;
    const { flags: _flags, files: _files, allowedMentions: _m, ...p } = toPayload(view);
    try {
      await this.deps.client.rest.patch(Routes.channelMessage(channelId, id), { body: { content: p.content, components: p.components } });
      return true;
    } catch (err) {
      this.deps.log.debug('could not edit the lobby message', { channelId, messageId: id, gameId, err });
      return false;
    }
  }

  /** A new public message of a game: it becomes the game's board message, and the one before loses its buttons. */
  private newBoardMessage(gameId: number, messageId: string, hasButtons: boolean, retire: string[]): void {
    // What this process knows: the last board message and whether it still has buttons (null: it has none).
    const known = this.boards.has(gameId) ? this.boards.get(gameId) : this.deps.table.boardMessageId(gameId);
    if (known && known !== messageId) retire.push(known);
    this.boards.set(gameId, hasButtons ? messageId : null);
    this.deps.table.setBoardMessage(gameId, messageId);
  }

  private async retire(channelId: string, messageId: string, gameId: number): Promise<void> {
    await this.deps.client.rest
      .patch(Routes.channelMessage(channelId, messageId), { body: { components: [] } })
      .catch((err: unknown) => this.deps.log.debug('could not retire old buttons', { channelId, messageId, err, gameId }));
  }

  /** A private note: an ephemeral follow-up to the one who acted, a DM to anyone else, or (a DM game) a message there. */
  private async sendNote(i: Replyable, note: Note, channelId: string | undefined, ctx: Record<string, unknown>): Promise<void> {
    const payload = await draw(note.view, this.deps.log, ctx, this.deps.pictures);
    try {
      if (note.via === 'reply' && note.userId === i.user.id) {
        await i.followUp({ ...asReply(payload), flags: MessageFlags.Ephemeral });
      } else if (note.via === 'here' && channelId) {
        const { flags: _flags, ...plain } = payload;
        if (channelId === i.channelId) await i.followUp(asReply(plain as Payload));
        else await this.postIn(channelId, plain as Payload);
      } else {
        const dm = (await this.deps.client.rest.post(Routes.userChannels(), { body: { recipient_id: note.userId } })) as { id: string };
        const { flags: _flags, ...plain } = payload;
        await this.postIn(dm.id, plain as Payload);
      }
    } catch (err) {
      // DMs closed, or the user left: they still have /heist hand.
      this.deps.log.warn('private note not delivered', { ...ctx, to: note.userId, via: note.via, err });
    }
  }

  /** Posts a message in a channel by REST (outside the interaction's own channel). */
  private async postIn(channelId: string, p: Payload | InteractionReplyOptions): Promise<Message | null> {
    const q = p as Payload;
    const files = (q.files ?? []).map((f, n) => ({ name: f.name, data: f.attachment, key: `files[${n}]` }));
    const body = {
      content: q.content, components: q.components, allowed_mentions: { parse: [], users: q.allowedMentions?.users ?? [] },
      ...(files.length ? { attachments: files.map((f, n) => ({ id: n, filename: f.name })) } : {}),
    };
    const raw = (await this.deps.client.rest.post(Routes.channelMessages(channelId), { body, files })) as { id: string };
    return { id: raw.id, flags: { has: () => false } } as unknown as Message;
  }

  private async sayError(i: Replyable | Interaction, content: string): Promise<void> {
    if (!i.isRepliable()) return;
    try {
      if (i.replied || i.deferred) await i.followUp({ content, flags: MessageFlags.Ephemeral });
      else await i.reply({ content, flags: MessageFlags.Ephemeral });
    } catch (err) {
      this.deps.log.warn('could not tell the user about an error', { ...describeInteraction(i), err });
    }
  }
}

/** A lobby view: its buttons are Join, Leave and Begin. */
function isLobby(view: View): boolean {
  return view.buttons.flat().some((b) => decodeId(b.id)?.what === 'begin');
}

/** /heist join or /heist leave typed as a command. */
function isLobbyChange(i: Replyable): boolean {
  return i.isChatInputCommand() && ['join', 'leave'].includes(i.options.getSubcommand(false) ?? '');
}

function asUpdate(p: Payload): InteractionUpdateOptions {
  const { flags: _flags, files: _files, ...rest } = p;
  return rest as InteractionUpdateOptions;
}

function asReply(p: Payload): InteractionReplyOptions {
  return p as InteractionReplyOptions;
}

export function describeInteraction(i: Interaction): Record<string, unknown> {
  return {
    interactionId: i.id,
    kind: i.isChatInputCommand() ? `/${i.commandName} ${i.options.getSubcommand(false) ?? ''}`.trim()
      : i.isMessageComponent() ? `component ${i.customId}` : i.isAutocomplete() ? `autocomplete /${i.commandName}` : String(i.type),
    userId: i.user.id,
    guildId: i.guildId,
    channelId: i.channelId,
  };
}
