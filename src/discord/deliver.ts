// Carries the table's plan for an interaction to Discord (src/table/types.ts `Plan`: which posts, in which order, what
// becomes of the pressed message and which earlier messages lose their controls; the table decides all of it). This
// file only decides how each post travels: the interaction's own answer or follow-up (exempt from the global rate
// limit), or by REST through the outbox (outbox.ts: a nonce per post, a DM, retries). A post that cannot be delivered
// now stays in the outbox, in order, and the one who acted is told the step stands, never "nothing was changed".
import {
  ComponentType, MessageFlags, type ButtonInteraction, type ChatInputCommandInteraction, type Client,
  type InteractionEditReplyOptions, type InteractionReplyOptions, type InteractionUpdateOptions, type Message,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { StoredPost } from '../store/types.js';
import type { Table } from '../table/table.js';
import type { Plan, Post } from '../table/types.js';
import type { Logger } from '../log.js';
import { Outbox, shownOf, type Token } from './outbox.js';
import type { Clock } from '../core/clock.js';
import type { RenderPool } from './render-pool.js';
import type { Handing } from './handing.js';
import { ui } from './text.js';
import { CONTENT_LIMIT, IMAGE_NAME, toPayload, withoutControls, type Payload, type Picture } from './view.js';

export type Replyable = ChatInputCommandInteraction | ButtonInteraction | StringSelectMenuInteraction;

/** How an interaction was acknowledged before its step (Router.inTurn): a deferred reply, or a deferred update. */
export type Early = 'reply' | 'update';

export interface DeliveryDeps {
  client: Client;
  table: Table;
  log: Logger;
  pictures?: RenderPool;
  /** Notes when an ephemeral follow-up leaves (./handing.ts); without it one is taken as handed over when queued. */
  handing?: Handing;
  clock: Clock;
}

/** Where an interaction's answer stands: `answered` once it has its response; `deferred` when a response was deferred
 * and not yet given ('ephemeral' or 'public' reply; 'update': the pressed message, acknowledged before the step);
 * `early`: deferred before the step (Router.inTurn), not knowing yet whether the answer would be private. */
interface Answering { answered: boolean; failed: boolean; deferred?: 'public' | 'ephemeral' | 'update'; early?: boolean }

export class Delivery {
  /** Channels whose last press made bots move and is still being delivered (see `busy`). */
  private readonly delivering = new Map<string, number>();
  /** What no interaction carries, each kept post once, in order; and the sweeps after failures and restarts. */
  readonly outbox: Outbox;

  constructor(private readonly deps: DeliveryDeps) {
    this.outbox = new Outbox(deps);
  }

  /** Whether a press of this channel's game that made bots move is still being delivered: a command typed now was
   * typed before its author could see those moves (docs/rulings.md, TB1). */
  busy(channelId: string): boolean {
    return (this.delivering.get(channelId) ?? 0) > 0;
  }

  /** The answer to an interaction: the plan carried after the game's earlier deliveries, its first post (to this
   * person or in this channel) as the interaction's own response. */
  async answer(i: Replyable, plan: Plan, ctx: Record<string, unknown>, early?: Early): Promise<void> {
    const busy = plan.botsMoved ? plan.channelId : null;
    if (busy) this.delivering.set(busy, (this.delivering.get(busy) ?? 0) + 1);
    const state: Answering = { answered: false, failed: false, ...(early ? { deferred: early === 'update' ? 'update' : 'public', early: true } : {}) };
    try {
      await this.outbox.inOrder(plan.gameId, () => this.carry(i, plan, ctx, state));
      // Answered, its token can carry what is for this person alone for a while (a follow-up before the answer is
      // refused).
      if (state.answered) this.outbox.noteToken(i.user.id, tokenOf(i), i.channelId);
    } finally {
      if (busy) {
        const n = (this.delivering.get(busy) ?? 1) - 1;
        if (n > 0) this.delivering.set(busy, n);
        else this.delivering.delete(busy);
      }
    }
  }

  private async carry(i: Replyable, plan: Plan, ctx: Record<string, unknown>, state: Answering): Promise<void> {
    const outbox = this.outbox;
    // Drawing threads run below this thread's priority (render-worker.ts): pictures start at once, beside the
    // acknowledgement. Drawn here instead (no threads), they wait until the interaction is acknowledged.
    const drawn = new Map<number, Promise<Buffer | null>>();
    const picture = (k: number): Promise<Buffer | null> => {
      const job = plan.pictures[k];
      if (!job) return Promise.resolve(null);
      let d = drawn.get(k);
      if (!d) drawn.set(k, (d = outbox.draw(job)));
      return d;
    };
    if ((this.deps.pictures?.threads ?? 0) > 0) plan.pictures.forEach((job, k) => { if (job) void picture(k); });

    const component = i.isButton() || i.isStringSelectMenu();
    if (component) await this.pressed(i, plan, state);
    // A post waits behind this game's posts kept earlier for the same reader and not yet delivered (Discord failed,
    // or the bot died): those go first, by REST. A post a sweep delivered meanwhile is not sent again.
    const pending = this.deps.table.outbox(plan.gameId).undelivered;
    const waiting = new Set(pending.map((p) => p.seq));
    const ours = new Set(plan.posts.map((p) => p.seq));
    const tells = plan.posts.some((p) => p.kind === 'story' || p.kind === 'start' || p.kind === 'note');
    const behind = (p: Post) => p.seq !== undefined
      && pending.some((q) => q.seq < p.seq! && !ours.has(q.seq) && (q.audience === p.audience || q.audience === 'public' || p.audience === 'public'));
    let swept: boolean | null = null;
    for (const [k, p] of plan.posts.entries()) {
      if (p.seq !== undefined && !waiting.has(p.seq)) continue;
      if (behind(p)) {
        if (swept === null) {
          await this.acknowledge(i, plan, state);
          swept = await outbox.sweepGame(plan.gameId, plan.posts.find((q) => q.seq !== undefined)?.seq);
        }
        if (!swept) {
          // It waits in the outbox, in its order; the step stands.
          outbox.later(plan.gameId);
          if (p.audience === 'public' || p.audience === i.user.id) await this.failed(i, state, tells);
          continue;
        }
      }
      try {
        const image = await this.ack(i, plan, p, state, () => picture(k));
        await this.one(i, plan, p, image, state);
      } catch (err) {
        this.deps.log.warn('a post could not be delivered: it stays in the outbox', { ...ctx, gameId: p.gameId, kind: p.kind, via: p.via, err });
        // This post and the ones after it wait in the outbox, in order; the step stands.
        outbox.later(plan.gameId);
        if (!state.answered || p.audience === 'public' || p.audience === i.user.id) await this.failed(i, state);
        return;
      }
    }
    if (!state.answered) await this.say(i, state, ui(i.locale, 'err.nothing-to-show'));
    await outbox.retireEach(plan.retire);
  }

  /** The step stands (it was committed before anything was sent): say so once, and where to see it. */
  private async failed(i: Replyable, state: Answering, step = true): Promise<void> {
    if (state.failed) return;
    state.failed = true;
    await this.say(i, state, ui(i.locale, step ? 'err.post-failed' : 'err.delivery-waits'));
  }

  /** The interaction acknowledged now (a deferred answer), when nothing has answered it yet. */
  private async acknowledge(i: Replyable, plan: Plan, state: Answering): Promise<void> {
    if (state.answered || state.deferred) return;
    const first = plan.posts[0];
    const privately = !first || (first.via === 'answer' && first.audience === i.user.id) || plan.channelId !== i.channelId;
    await i.deferReply(privately ? { flags: MessageFlags.Ephemeral } : {});
    state.deferred = privately ? 'ephemeral' : 'public';
  }

  /** The pressed message, as the plan says: shown again as a post (the lobby, a refocused note), or without its
   * controls (a step was taken from it), at once or through the deferred update that acknowledged it. */
  private async pressed(i: ButtonInteraction | StringSelectMenuInteraction, plan: Plan, state: Answering): Promise<void> {
    const update = async (p: Payload) => {
      if (state.deferred === 'update') await i.editReply(asUpdate(p) as InteractionEditReplyOptions);
      else await i.update(asUpdate(p));
      state.answered = true;
    };
    const pressed = plan.pressed;
    if (pressed.fate === 'becomes') {
      const p = pressed.post;
      await update(toPayload(p, keptPicture(i.message, p)));
      if (p.seq !== undefined) this.outbox.noteSent(p, { channelId: i.message.channelId, id: i.message.id }, null);
      for (const old of pressed.was ?? []) if (old.live || old.retiring) this.deps.table.retired(old.gameId, old.seq);
    } else if (pressed.fate === 'spend') {
      // The card stays, without its controls. The posts follow.
      await update(this.spentCard(i.message, pressed.posts.at(-1) ?? null));
      for (const p of pressed.posts) if (p.live || p.retiring) this.deps.table.retired(p.gameId, p.seq);
    }
  }

  /** Acknowledges the interaction before a picture is drawn (Discord allows 3 seconds), when this post is its answer. */
  private async ack(i: Replyable, plan: Plan, p: Post, state: Answering, picture: () => Promise<Buffer | null>): Promise<Buffer | null> {
    const answers = (p.via === 'answer' && p.audience === i.user.id) || (p.via === 'channel' && plan.channelId === i.channelId);
    if (!state.answered && !state.deferred && p.picture && answers && !p.replaces) {
      await i.deferReply(p.via === 'answer' ? { flags: MessageFlags.Ephemeral } : {});
      state.deferred = p.via === 'answer' ? 'ephemeral' : 'public';
    }
    return picture();
  }

  /** One post, to where it goes: the interaction's answer, or by REST through the outbox. Notes where it went. */
  private async one(i: Replyable, plan: Plan, p: Post, image: Buffer | null, state: Answering): Promise<void> {
    const outbox = this.outbox;
    const ephemeral = p.via === 'answer';
    if (p.replaces === 'lobby' && plan.lobby) {
      // /heist join or leave typed: the lobby message changes in place (a new one only if it cannot be found).
      if (await outbox.edit(plan.lobby.channelId, plan.lobby.messageId, toPayload(p, image))) {
        outbox.noteSent(p, { channelId: plan.lobby.channelId, id: plan.lobby.messageId }, image);
        return;
      }
    }
    // Each person's first note of a game in a server, when it reaches them in the game's channel, is followed by one
    // line in their DMs saying where their notes come (an ephemeral note is gone when Discord reloads): one whose DMs
    // are closed hears of it then, not never. Their controls stay in the channel, where a press's public post is the
    // interaction's own answer (no global limit), not a REST post as from a DM.
    const first = () => p.kind === 'note' && outbox.firstDm(p.gameId, p.audience);
    if (ephemeral && p.audience === i.user.id) {
      await this.reply(i, p, toPayload({ ...p, ephemeral }, image), image, state, true);
      if (i.channelId === plan.channelId && first()) await outbox.pointFromDm(p);
    } else if (ephemeral || p.via === 'dm') {
      // For one other person: through their own latest interaction while it is valid (it carries no global limit),
      // else by DM. A first note goes through it only from the game's channel (their DMs are told where it is).
      const firstNote = first();
      const token = outbox.tokenOf(p.audience, plan.channelId);
      const through = token && (!firstNote || token.channelId === plan.channelId) ? token.token : null;
      if (through && await outbox.followUp(through, p, image)) {
        if (firstNote) await outbox.pointFromDm(p);
      } else await outbox.send(p, image, { dm: p.audience });
    } else if (plan.channelId === i.channelId) {
      await this.reply(i, p, toPayload(p, image), image, state, false);
    } else {
      await outbox.send(p, image, { channelId: plan.channelId });
    }
  }

  /** The interaction's own answer if it has none yet, else a follow-up; the attempt is noted first (a bot that dies
   * before noting the answer finds it through the interaction when it comes back). */
  private async reply(i: Replyable, p: Post, payload: Payload, image: Buffer | null, state: Answering, ephemeral: boolean): Promise<void> {
    const flags = (payload.flags ?? 0) | (ephemeral ? MessageFlags.Ephemeral : 0);
    const original = !state.answered && !(state.deferred === 'public' && ephemeral);
    const noted = !original && ephemeral ? this.outbox.noteEphemeral(p, tokenOf(i))
      : (this.deps.table.attempted(p, { how: original ? 'original' : 'followup', token: i.token, at: tokenOf(i).at, ...(ephemeral ? { ephemeral: true } : {}) }), { key: null, withdraw: () => {} });
    let id: string;
    try {
      if (state.deferred === 'public' && ephemeral && !state.answered) {
        // Deferred for everyone before its step (Router.inTurn), the answer is private: the deferral gives way to it.
        await i.deleteReply();
        id = (await this.outbox.executeWebhook(i.token, payload, flags, noted.key)).id;
      } else if (state.deferred && state.deferred !== 'update' && !state.answered) {
        // Whether the answer is ephemeral was settled when it was deferred; an edit may only add IS_COMPONENTS_V2.
        id = (await i.editReply(asEdit(payload))).id;
      } else if (!state.answered && !state.deferred) {
        const res = await i.reply({ ...asReply(payload), flags, withResponse: true } as InteractionReplyOptions & { withResponse: true });
        id = res.resource?.message?.id ?? '';
      } else if (ephemeral) {
        // Through the outbox: the request carries the key of its handed-over note.
        id = (await this.outbox.executeWebhook(i.token, payload, flags, noted.key)).id;
      } else {
        id = (await i.followUp({ ...asReply(payload), flags } as InteractionReplyOptions)).id;
      }
    } catch (err) {
      // It did not go: the outbox may send it another way, and must not take it as sent.
      noted.withdraw();
      this.deps.table.attempted(p, null);
      throw err;
    }
    state.answered = true;
    // Every message an interaction made can be edited through its webhook for 15 minutes, exempt from the global limit.
    this.outbox.noteSent(p, { channelId: i.channelId ?? '', id }, image, tokenOf(i));
  }

  /** A plan that answers no interaction (a reminder), in the game's channel, under `nonce`. */
  async post(plan: Pick<Plan, 'posts' | 'pictures' | 'retire' | 'channelId'>, nonce?: string): Promise<void> {
    const gameId = plan.posts[0]?.gameId;
    await (gameId === undefined ? this.outbox.carry(plan, nonce) : this.outbox.inOrder(gameId, () => this.outbox.carry(plan, nonce)));
  }

  /** A message in a channel that is no post (the notice of a damaged game). */
  async postIn(channelId: string, p: Payload): Promise<{ channelId: string; id: string }> {
    return this.outbox.postIn(channelId, p);
  }

  /** A step no interaction asked for (the away-after deadline handed a seat to a bot): carried by the outbox, after
   * the game's earlier deliveries, each post once. */
  async unprompted(plan: Plan): Promise<void> {
    try {
      await this.outbox.inOrder(plan.gameId, () => this.outbox.carry(plan));
    } catch (err) {
      this.deps.log.warn('a step no one asked for could not be delivered yet: it waits in the outbox', { gameId: plan.gameId, err });
      this.outbox.later(plan.gameId);
    }
  }

  /** A sentence only the one who acted sees. */
  private async say(i: Replyable, state: Answering, content: string): Promise<void> {
    try {
      const body = { content: content.slice(0, CONTENT_LIMIT), flags: MessageFlags.Ephemeral as const, allowedMentions: { parse: [] } };
      if (state.early && state.deferred === 'public' && !state.answered) {
        // Deferred for everyone before the step: the sentence is still only theirs.
        await i.deleteReply();
        await i.followUp(body);
      } else if (state.deferred && state.deferred !== 'update' && !state.answered) await i.editReply({ content: body.content, allowedMentions: body.allowedMentions });
      else if (state.answered || i.replied || i.deferred) await i.followUp(body);
      else await i.reply(body);
      state.answered = true;
    } catch (err) {
      this.deps.log.warn('could not tell the user what happened', { interactionId: i.id, err });
    }
  }

  /** The pressed message without its controls: its kept post's card again; a message that is no kept post (a
   * confirm question) keeps what it shows but its action rows; a message from before cards loses its rows. */
  private spentCard(message: Message, pressed: StoredPost | null): Payload {
    if (pressed) return withoutControls(shownOf(pressed), !!(pressed.body as Partial<Post>).picture && hasImage(message));
    if (!message.flags.has(MessageFlags.IsComponentsV2)) return { components: [], files: [], allowedMentions: { parse: [], users: [] } };
    return { ...withoutControls({ text: [], buttons: [], selects: [], mention: null }, false), components: stripRows(message.components.map((c) => c.toJSON())) };
  }
}

/** An interaction's token, with when Discord made the interaction (its snowflake's time). */
const tokenOf = (i: Replyable): Token => ({ token: i.token, at: i.createdTimestamp });

const hasImage = (m: Message) => m.attachments.some((a) => a.name === IMAGE_NAME);

/** The pressed message's picture, kept by the update that shows its post again (refocused). */
function keptPicture(m: Message, p: Post): Picture {
  // A note that went without its own picture because its reader's is the same (`drawn`) keeps the one the message has.
  return (p.picture || p.drawn) && hasImage(m) ? 'kept' : null;
}

/** A card's components without its controls: no action rows, and no separator left at the end of a container. */
function stripRows(components: unknown[]): Payload['components'] {
  const strip = (list: any[]): any[] => {
    const kept = list.filter((c) => c?.type !== ComponentType.ActionRow)
      .map((c) => (c?.type === ComponentType.Container ? { ...c, components: strip(c.components ?? []) } : c));
    while (kept.length && kept[kept.length - 1]?.type === ComponentType.Separator) kept.pop();
    return kept;
  };
  return strip(components) as Payload['components'];
}

function asUpdate(p: Payload): InteractionUpdateOptions {
  const { flags, files: _files, ...rest } = p;
  return { ...rest, ...(flags ? { flags: flags & ~MessageFlags.Ephemeral } : {}) } as InteractionUpdateOptions;
}

function asEdit(p: Payload): InteractionEditReplyOptions {
  const { flags, ...rest } = p;
  return { ...rest, ...(flags ? { flags: flags & ~MessageFlags.Ephemeral } : {}) } as InteractionEditReplyOptions;
}

function asReply(p: Payload): InteractionReplyOptions {
  return p as InteractionReplyOptions;
}
