// Every interaction goes through here: slash commands (commands/*.ts), autocomplete, buttons and select menus made by
// the table. The table's answer (an ordered list of posts) is delivered by deliver.ts; failures become short ephemeral
// sentences; errors are logged with context and never shown as stack traces. At the boundary, a command's options are
// checked against its definition (Discord normally does, but nothing may rely on it). Steps take turns (turns.ts): while
// others wait, an interaction is acknowledged (deferred) before its step.
import {
  ChannelType, InteractionContextType, MessageFlags, PermissionFlagsBits,
  type APIApplicationCommandOption, type AutocompleteInteraction, type ButtonInteraction,
  type ChatInputCommandInteraction, type Interaction, type StringSelectMenuInteraction,
} from 'discord.js';
import { tableText } from '../table/text/index.js';
import type { Result, UserRef, Where } from '../table/types.js';
import type { CommandModule } from './command.js';
import { privatelyAfterPublicDeferral } from './answering.js';
import { Delivery, type DeliveryDeps, type Early, type Replyable } from './deliver.js';
import type { BotMetrics, InteractionKind } from '../metrics/metrics.js';
import { ui } from './text.js';
import { Turns } from './turns.js';
import { CONTENT_LIMIT } from './view.js';

/** An interaction as a metric's labels: its kind and command (never a custom id: it names a game). */
function labelsOf(i: Interaction): { kind: InteractionKind; command: string } {
  if (i.isChatInputCommand()) return { kind: 'command', command: `${i.commandName} ${i.options.getSubcommand(false) ?? ''}`.trim() };
  if (i.isAutocomplete()) return { kind: 'autocomplete', command: i.commandName };
  if (i.isButton()) return { kind: 'button', command: '' };
  if (i.isStringSelectMenu()) return { kind: 'select', command: '' };
  return { kind: 'other', command: '' };
}

/** What the delivery needs (its client, table, log, drawing pool, hand-over notes and the bot's one clock), and: */
export interface RouterDeps extends DeliveryDeps {
  /** Every slash command, injected by the composition root (src/app.ts). */
  commands: CommandModule[];
  /** Acknowledge an interaction before its step when at least this many are waiting for theirs (default
   * EARLY_ACK_AFTER; 0: always, as tests of that path ask). */
  earlyAckAfter?: number;
  /** Counts interactions, their answer times and refusals (src/metrics/), when the bot exports metrics. */
  metrics?: BotMetrics;
}

/** Steps waiting (about 2 ms each, more on a busy machine) before a new interaction is acknowledged ahead of its own:
 * below it, its answer comes well within Discord's 3 s anyway and costs one request less. */
export const EARLY_ACK_AFTER = 8;

function whereOf(i: Interaction): Where {
  const isDM = i.context === InteractionContextType.BotDM
    || (i.channel?.type === ChannelType.DM)
    || (!i.guildId && i.context !== InteractionContextType.PrivateChannel);
  const messageId = i.isMessageComponent() ? i.message.id : undefined;
  return { guildId: i.guildId ?? null, channelId: i.channelId ?? '', isDM, ...(messageId ? { messageId } : {}) };
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
function inputProblem(
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

export class Router {
  private readonly byName: ReadonlyMap<string, CommandModule>;
  private readonly delivery: Delivery;
  /** Damaged games already said in their channel (announceDamaged). */
  private readonly announced = new Set<number>();
  private readonly turns = new Turns();
  /** Interactions acknowledged before their step, and how: a deferred reply (shown to all) or a deferred update. */
  private readonly early = new WeakMap<Interaction, Early>();

  constructor(private readonly deps: RouterDeps) {
    this.byName = new Map(deps.commands.map((c) => [c.definition.name, c]));
    this.delivery = new Delivery(deps);
  }

  /** The one who delivers posts (reminders go through it too). */
  get postman(): Delivery {
    return this.delivery;
  }

  async handle(i: Interaction): Promise<void> {
    const metrics = this.deps.metrics;
    if (!metrics) return this.handled(i);
    const started = performance.now();
    let labels: ReturnType<typeof labelsOf>;
    try {
      labels = labelsOf(i);
    } catch {
      labels = { kind: 'other', command: '' };
    }
    metrics.received(i.id, labels.kind, labels.command);
    try {
      await this.handled(i);
    } finally {
      metrics.answered(labels.kind, started, i.id);
    }
  }

  private async handled(i: Interaction): Promise<void> {
    let ctx: Record<string, unknown>;
    try {
      ctx = describeInteraction(i);
    } catch {
      ctx = { interactionId: i.id, kind: String(i.type) };
    }
    // Object.assign, not a spread extended: on Node 20 each property added after a spread takes a slow path.
    this.deps.log.debug('interaction received', Object.assign({}, ctx, { lagMs: Date.now() - i.createdTimestamp }));
    try {
      if (i.isAutocomplete()) return await this.autocomplete(i);
      if (!i.channelId) {
        if (i.isRepliable()) await i.reply({ content: ui(i.locale, 'err.no-channel'), flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
        return;
      }
      if (i.isChatInputCommand()) return await this.command(i, ctx);
      if (i.isButton()) return await this.component(i, i.customId, ctx);
      if (i.isStringSelectMenu()) return await this.component(i, `${i.customId}:${i.values[0] ?? ''}`, ctx);
      // Anything else (a modal, a context menu, another kind of menu) is none of ours: say so rather than fall silent.
      this.deps.log.info('interaction not handled', ctx);
      if (i.isRepliable()) await this.sayError(i, tableText(i.locale, 'bad-event'));
    } catch (err) {
      // Damaged saved data is explained plainly (the table says what to do); anything else is our fault. Delivery
      // reports its own failures (a committed step is never called "nothing changed"): this is only reached before.
      const damaged = this.deps.table.explain(err, i.locale);
      // The database failing a read (out of reach, locked): said plainly, and logged as the store's trouble, no stack.
      const store = damaged ? null : this.deps.table.storeTrouble(err, i.locale);
      if (damaged) this.deps.log.warn('damaged game', { ...ctx, err });
      else if (store) this.deps.log.warn('the database failed this interaction', { ...ctx, cause: (err as Error).message });
      else this.deps.log.error('interaction failed', { ...ctx, err });
      const plain = damaged ?? store;
      if (i.isRepliable()) await this.sayError(i, plain ?? ui(i.locale, 'err.internal'));
      else if (i.isAutocomplete() && !i.responded) await i.respond([]).catch(() => undefined);
      if (damaged) await this.announceDamaged(err, i.locale);
    }
  }

  /** A damaged game is also said once in its channel (once per run of the bot), its host mentioned: whoever acts
   * next is told privately, but the host, who alone can end it, may not be the one who acts. */
  private async announceDamaged(err: unknown, locale: string): Promise<void> {
    const notice = this.deps.table.damagedNotice(err, locale);
    if (!notice || this.announced.has(notice.gameId)) return;
    this.announced.add(notice.gameId);
    try {
      await this.delivery.postIn(notice.channelId, {
        content: notice.text.slice(0, CONTENT_LIMIT), components: [], files: [], allowedMentions: { parse: [], users: [notice.hostId] },
      });
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
      this.deps.metrics?.refused(problem.key);
      return void (await this.sayError(i, tableText(i.locale, problem.key, params).slice(0, CONTENT_LIMIT)));
    }
    // A game's move typed while the bots' moves of the last press are still being delivered was typed before its
    // author could see them: it is not applied to the turn that follows (docs/rulings.md, TB1). Asked on arrival and
    // again in its turn (a press queued before it may have made bots move meanwhile).
    const typedWhileBotsPlay = () => mod.kind === 'verb' && this.delivery.busy(i.channelId);
    const botsPlaying = async () => {
      this.deps.log.info('typed while bots were playing', ctx);
      this.deps.metrics?.refused('bots-playing');
      await this.sayError(i, ui(i.locale, 'err.bots-playing'));
    };
    if (typedWhileBotsPlay()) return void (await botsPlaying());
    const canManageChannel = i.memberPermissions?.has(PermissionFlagsBits.ManageChannels) ?? false;
    const answer = await this.inTurn(i, 'reply', ctx, () => (typedWhileBotsPlay() ? null : mod.execute({
      interaction: i, table: this.deps.table, where: whereOf(i), user: userOf(i), locale: i.locale,
      canManageChannel,
    })));
    if (answer === undefined) return;
    if (answer === null) return void (await botsPlaying());
    if ('text' in answer && !('ok' in answer)) return void (await this.tell(i, answer.text.slice(0, CONTENT_LIMIT)));
    await this.deliver(i, answer as Result, ctx);
  }

  private async component(i: ButtonInteraction | StringSelectMenuInteraction, id: string, ctx: Record<string, unknown>): Promise<void> {
    // Read only by the controls that ask it (a seat handed over by a manager): discord.js makes a new bit field each time.
    const perms = { get canManageChannel() { return i.memberPermissions?.has(PermissionFlagsBits.ManageChannels) ?? false; } };
    const result = await this.inTurn(i, 'update', ctx, () => this.deps.table.button(whereOf(i), userOf(i), id, perms));
    if (result !== undefined) await this.deliver(i, result, ctx);
  }

  /** Runs an interaction's step in its turn, acknowledging the interaction first when other steps are waiting
   * (`how`: a deferred reply for a command, a deferred update of the pressed message for a control). Undefined when
   * that acknowledgement failed (the interaction expired: the person was told it failed), and no step is taken. */
  private async inTurn<T>(i: Replyable, how: Early, ctx: Record<string, unknown>, step: () => T | Promise<T>): Promise<T | undefined> {
    const busy = this.turns.waiting >= (this.deps.earlyAckAfter ?? EARLY_ACK_AFTER);
    const ticket = this.turns.enter();
    try {
      if (busy) {
        try {
          if (how === 'update' && i.isMessageComponent()) await i.deferUpdate();
          else await i.deferReply();
        } catch (err) {
          this.deps.log.warn('could not acknowledge an interaction: its step is not taken', { ...ctx, err });
          return undefined;
        }
        this.early.set(i, how);
        this.deps.log.debug('acknowledged before its turn', Object.assign({}, ctx, { lagMs: Date.now() - i.createdTimestamp }));
      }
      await ticket.turn();
      const pending = step();
      ticket.leave();
      return await pending;
    } finally {
      ticket.leave();
    }
  }

  private async deliver(i: Replyable, result: Result, ctx: Record<string, unknown>): Promise<void> {
    if (!result.ok) {
      this.deps.metrics?.refused(result.code);
      // The store refused the write (a full disk, a read-only file): the host's to mend, so said in the log.
      if (result.cause) {
        this.deps.log.error(result.code === 'could-not-tell' ? 'a step may or may not have been saved: the database stopped answering once it was sent'
          : 'a step could not be saved: nothing changed', { ...ctx, cause: result.cause });
      }
      return void (await this.tell(i, failureText(i, result)));
    }
    this.deps.log.debug('answering', Object.assign({}, ctx, { posts: result.posts.length, lagMs: Date.now() - i.createdTimestamp }));
    await this.delivery.answer(i, result, ctx, this.early.get(i));
  }

  /** A sentence only the one who acted sees, as the interaction's answer. */
  private async tell(i: Replyable, content: string): Promise<void> {
    const body = { content, flags: MessageFlags.Ephemeral as const, allowedMentions: { parse: [] as [] } };
    const early = this.early.get(i);
    if (!early) return void (await i.reply(body));
    // Acknowledged early: a deferred reply is shown to everyone, so it gives way to a private follow-up.
    if (early === 'reply') await privatelyAfterPublicDeferral(i, () => i.followUp(body));
    else await i.followUp(body);
  }

  private async sayError(i: Replyable | Interaction, content: string): Promise<void> {
    if (!i.isRepliable()) return;
    try {
      const body = { content, flags: MessageFlags.Ephemeral as const, allowedMentions: { parse: [] as [] } };
      // A reply deferred for everyone and still loading: a follow-up would become it (Discord ignores its ephemeral
      // flag then), so it is answered first.
      if (i.deferred && !i.replied && i.ephemeral === false) await privatelyAfterPublicDeferral(i, () => i.followUp(body));
      else if (i.replied || i.deferred) await i.followUp(body);
      else await i.reply(body);
    } catch (err) {
      this.deps.log.warn('could not tell the user about an error', { ...describeInteraction(i), err });
    }
  }
}

/** A control's id as the log names it: its game, version and kind, never its argument, which may name a card of the
 * presser's private note (`play 5 from Bo`) that a log reader may not know. */
function loggedId(customId: string): string {
  // 'h:<gameId>:<version>:<what>[:<arg>]' (src/table/ids.ts): the first four parts.
  const parts = customId.split(':');
  return parts.length > 4 ? `${parts.slice(0, 4).join(':')}:…` : customId;
}

function describeInteraction(i: Interaction): Record<string, unknown> {
  return {
    interactionId: i.id,
    kind: i.isChatInputCommand() ? `/${i.commandName} ${i.options.getSubcommand(false) ?? ''}`.trim()
      : i.isMessageComponent() ? `component ${loggedId(i.customId)}` : i.isAutocomplete() ? `autocomplete /${i.commandName}` : String(i.type),
    userId: i.user.id,
    guildId: i.guildId,
    channelId: i.channelId,
  };
}
