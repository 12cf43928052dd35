// Every interaction goes through here: slash commands (commands/*.ts), autocomplete, buttons and select menus made by
// the service. Results become messages (view.ts); failures become short ephemeral sentences; errors are logged with
// context and never shown as stack traces. Drawing happens only after the interaction is acknowledged.
import {
  ChannelType, InteractionContextType, MessageFlags, PermissionFlagsBits, Routes,
  type AutocompleteInteraction, type ButtonInteraction, type ChatInputCommandInteraction, type Client,
  type Interaction, type InteractionReplyOptions, type Message, type StringSelectMenuInteraction,
} from 'discord.js';
import { COMMANDS_BY_NAME } from '../../commands/index.js';
import type { HeistService } from '../game/service.js';
import type { Outcome, Result, UserRef, View, Where } from '../game/types.js';
import type { Answer } from './command.js';
import { DrawQueue } from './draw-queue.js';
import type { Logger } from './log.js';
import type { RenderPool } from './render-pool.js';
import { ui } from './text.js';
import { toPayload, type Payload } from './view.js';

type Replyable = ChatInputCommandInteraction | ButtonInteraction | StringSelectMenuInteraction;

export interface RouterDeps {
  client: Client;
  service: HeistService;
  log: Logger;
  pictures?: RenderPool;
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
  f.text ?? ui(i.locale, 'err.failed', { code: f.code });

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
  constructor(private readonly deps: RouterDeps) {}

  async handle(i: Interaction): Promise<void> {
    const ctx = describeInteraction(i);
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
    } catch (err) {
      this.deps.log.error('interaction failed', { ...ctx, err });
      if (i.isRepliable()) await this.sayError(i, ui(i.locale, 'err.internal'));
    }
  }

  /** Refuses politely while shutting down. */
  async refuse(i: Interaction): Promise<void> {
    if (i.isAutocomplete()) await i.respond([]).catch(() => undefined);
    else if (i.isRepliable()) await this.sayError(i, ui(i.locale, 'err.shutting-down'));
  }

  private async autocomplete(i: AutocompleteInteraction): Promise<void> {
    const mod = COMMANDS_BY_NAME.get(i.commandName);
    const focused = i.options.getFocused(true);
    let choices: { name: string; value: string }[] = [];
    try {
      if (mod?.autocomplete && i.channelId) {
        choices = mod.autocomplete({
          interaction: i, service: this.deps.service, where: whereOf(i), user: userOf(i), locale: i.locale,
          focused: { name: focused.name, value: String(focused.value ?? '') },
        });
      }
    } catch (err) {
      this.deps.log.error('autocomplete failed', { ...describeInteraction(i), err });
    }
    await i.respond(choices.slice(0, 25).map((c) => ({ name: c.name.slice(0, 100), value: c.value.slice(0, 100) })));
  }

  private async command(i: ChatInputCommandInteraction, ctx: Record<string, unknown>): Promise<void> {
    const mod = COMMANDS_BY_NAME.get(i.commandName);
    if (!mod) return void (await this.sayError(i, ui(i.locale, 'err.unknown-command')));
    const answer: Answer = await mod.execute({
      interaction: i, service: this.deps.service, where: whereOf(i), user: userOf(i), locale: i.locale,
      canManageChannel: i.memberPermissions?.has(PermissionFlagsBits.ManageChannels) ?? false,
    });
    if ('text' in answer && !('ok' in answer)) {
      await i.reply({ content: answer.text.slice(0, 2000), flags: MessageFlags.Ephemeral });
      return;
    }
    await this.deliver(i, answer as Result, false, ctx);
  }

  private async component(i: ButtonInteraction | StringSelectMenuInteraction, id: string, ctx: Record<string, unknown>): Promise<void> {
    const result = this.deps.service.button(whereOf(i), userOf(i), id);
    await this.deliver(i, result, true, ctx);
  }

  /** Shows a result. A clicked message loses its buttons (they are spent) and the answer is posted below it. */
  private async deliver(i: Replyable, result: Result, clicked: boolean, ctx: Record<string, unknown>): Promise<void> {
    if (!result.ok) {
      await i.reply({ content: failureText(i, result), flags: MessageFlags.Ephemeral });
      return;
    }
    // A consent question (give/take, orders) is for someone else: that person is the one mentioned.
    const reply = result.askUserId && !result.reply.mentionUserId ? { ...result.reply, mentionUserId: result.askUserId } : result.reply;
    this.deps.log.debug('answering', { ...ctx, lagMs: Date.now() - i.createdTimestamp });
    if (clicked && !reply.ephemeral && (i.isButton() || i.isStringSelectMenu())) {
      await i.update({ components: [] });
      const msg = await i.followUp(asReply(await draw(reply, this.deps.log, ctx, this.deps.pictures)));
      await this.keepStatus(i, result, reply.buttons.length ? msg : null);
    } else if (reply.image) {
      await i.deferReply(reply.ephemeral ? { flags: MessageFlags.Ephemeral } : {});
      this.deps.log.debug('deferred', { ...ctx, lagMs: Date.now() - i.createdTimestamp });
      const p = await draw(reply, this.deps.log, ctx, this.deps.pictures);
      const { flags: _flags, ...edit } = p;
      await i.editReply(edit);
    } else {
      await i.reply(asReply(toPayload(reply)));
    }
    if (result.turnPost) {
      const msg = await i.followUp(asReply(await draw(result.turnPost, this.deps.log, ctx, this.deps.pictures)));
      await this.keepStatus(i, result, msg);
    }
  }

  /** The latest public board message is the game's status message; the previous one loses its stale buttons. */
  private async keepStatus(i: Replyable, result: Outcome, msg: Message | null): Promise<void> {
    if (!msg || msg.flags.has(MessageFlags.Ephemeral)) return;
    const where = whereOf(i);
    const previous = this.deps.service.statusMessageId(where);
    this.deps.service.setStatusMessage(where, msg.id);
    if (previous && previous !== msg.id && i.channelId) {
      await this.deps.client.rest
        .patch(Routes.channelMessage(i.channelId, previous), { body: { components: [] } })
        .catch((err: unknown) => this.deps.log.debug('could not retire old buttons', { channelId: i.channelId, messageId: previous, err, gameId: result.reply.gameId }));
    }
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
