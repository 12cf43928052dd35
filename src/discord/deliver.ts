// Carries a plan to Discord: the table decided what is told (src/table/types.ts `Plan`), src/delivery/route.ts how
// each post travels, from the facts of the moment (this interaction, the tokens and DM channels remembered by the
// outbox, what the table knows); this file only executes that list of sends, in order, and reports what became of each
// post to the table once. A post that cannot be delivered now stays in the outbox, in order, and the one who acted is
// told the step stands, never "nothing was changed".
import {
  ComponentType, MessageFlags, type ButtonInteraction, type ChatInputCommandInteraction, type Client,
  type InteractionEditReplyOptions, type InteractionReplyOptions, type InteractionUpdateOptions, type Message,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { Clock } from '../core/clock.js';
import { parseAttempt, route, type Attempt, type Facts, type Send, type Token } from '../delivery/route.js';
import type { StoredPost } from '../store/types.js';
import { hasControls } from '../table/context.js';
import type { Table } from '../table/table.js';
import type { Fate, Plan, Post, Retired } from '../table/types.js';
import type { Logger } from '../log.js';
import { editBody, failureOf, nonceOf, Outbox } from './outbox.js';
import type { RenderPool } from './render-pool.js';
import type { Handing } from './handing.js';
import { ui } from './text.js';
import { CONTENT_LIMIT, IMAGE_NAME, toPayload, withoutControls, type Payload, type Picture, type Shown } from './view.js';

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

/** A plan being carried: for an interaction (its answer's state), or for no one (a sweep: the kept posts it delivers
 * again, with their attempts; a reminder: its nonce). */
interface Carrying {
  i?: Replyable;
  state?: Answering;
  ctx?: Record<string, unknown>;
  nonce?: string;
  kept?: ReadonlyMap<number, StoredPost>;
}

/** Stops the sends of a plan: Discord failed for now; what is left waits in the outbox. */
class Later extends Error {}

export class Delivery {
  /** Channels whose last press made bots move and is still being delivered (see `busy`). */
  private readonly delivering = new Map<string, number>();
  /** The transport, its memory of Discord and its retries. */
  readonly outbox: Outbox;

  constructor(private readonly deps: DeliveryDeps) {
    this.outbox = new Outbox(deps);
    this.outbox.onRetry = (gameId) => void this.outbox.inOrder(gameId, () => this.sweepGame(gameId)).catch(() => undefined);
  }

  /** Whether a press of this channel's game that made bots move is still being delivered: a command typed now was
   * typed before its author could see those moves (docs/rulings.md, TB1). */
  busy(channelId: string): boolean {
    return (this.delivering.get(channelId) ?? 0) > 0;
  }

  /** The answer to an interaction: the plan carried after the game's earlier deliveries. */
  async answer(i: Replyable, plan: Plan, ctx: Record<string, unknown>, early?: Early): Promise<void> {
    const busy = plan.botsMoved ? plan.channelId : null;
    if (busy) this.delivering.set(busy, (this.delivering.get(busy) ?? 0) + 1);
    const state: Answering = { answered: false, failed: false, ...(early ? { deferred: early === 'update' ? 'update' : 'public', early: true } : {}) };
    try {
      await this.outbox.inOrder(plan.gameId, () => this.carry(plan, { i, state, ctx }));
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

  /** A plan that answers no interaction (a reminder under `nonce`; a step no one asked for, such as the away-after
   * deadline's hand-over): carried after the game's earlier deliveries, each post once. */
  async post(plan: Plan, nonce?: string): Promise<void> {
    await this.outbox.inOrder(plan.gameId, () => this.carry(plan, nonce ? { nonce } : {}));
  }

  /** A message in a channel that is no post (the notice of a damaged game). */
  async postIn(channelId: string, p: Payload): Promise<{ channelId: string; id: string }> {
    return this.outbox.postIn(channelId, p);
  }

  /** Every game's outbox on this process's shards (`isMine`): at start, and every 30 s. Returns how many games still
   * have posts waiting. */
  async sweep(isMine: (guildId: string | null) => boolean = () => true): Promise<number> {
    let left = 0;
    await Promise.all(this.deps.table.pendingGames().filter((g) => isMine(g.guildId)).map(async (g) => {
      const done = await this.outbox.inOrder(g.gameId, () => this.sweepGame(g.gameId)).catch(() => false);
      if (!done) left++;
    }));
    return left;
  }

  /** Delivers what is left in this game's outbox (those kept before `before`, when given), in order, then takes away
   * the controls still to go. True when nothing is left; false when Discord failed for now (tried again later). */
  async sweepGame(gameId: number, before?: number): Promise<boolean> {
    const left = this.deps.table.leftToDeliver(gameId);
    if (!left) {
      this.outbox.settled(gameId);
      return true;
    }
    const kept = new Map(this.deps.table.deliveryFacts(gameId).waiting.map((p) => [p.seq, p]));
    const keep = left.posts.map((p, k) => k).filter((k) => before === undefined || (left.posts[k].seq ?? 0) < before);
    const plan: Plan = {
      ...left, posts: keep.map((k) => left.posts[k]), pictures: keep.map((k) => left.pictures[k]),
      retire: before === undefined ? left.retire : [],
    };
    const done = await this.carry(plan, { kept });
    if (done && before === undefined) this.outbox.settled(gameId);
    return done;
  }

  /** Carries a plan: its sends in order, what became of each post reported once. True when all of it went. */
  private async carry(plan: Plan, c: Carrying): Promise<boolean> {
    const { table } = this.deps;
    const i = c.i;
    const state = c.state ?? { answered: false, failed: false };
    const known = table.deliveryFacts(plan.gameId);
    const facts: Facts = {
      now: this.deps.clock.now(),
      ...(i ? { pressed: { userId: i.user.id, channelId: i.channelId ?? '', token: tokenOf(i) } } : {}),
      tokenOf: (u) => this.outbox.tokenOf(u), dmOf: (u) => this.outbox.dmOf(u),
      mayDm: known.mayDm, wantsDm: known.wantsDm, lastNote: known.lastNote,
      // A sweep delivers the waiting posts themselves.
      waiting: c.kept ? [] : known.waiting,
    };
    const sends = route(plan, facts);
    // Drawing threads run below this thread's priority (render-worker.ts): pictures start at once, beside the
    // acknowledgement. Drawn here instead (no threads), they wait until the interaction is acknowledged.
    const drawn = new Map<number, Promise<Buffer | null>>();
    const picture = (k: number): Promise<Buffer | null> => {
      const job = plan.pictures[k];
      if (!job) return Promise.resolve(null);
      let d = drawn.get(k);
      if (!d) drawn.set(k, (d = this.outbox.draw(job)));
      return d;
    };
    if ((this.deps.pictures?.threads ?? 0) > 0) sends.forEach((s) => { if (sendsPost(s)) void picture(s.k); });

    const fates: Fate[] = [];
    const tells = plan.posts.some((p) => p.kind === 'story' || p.kind === 'start' || p.kind === 'note');
    let caughtUp: boolean | null = null;
    let all = true;
    let current: Send | null = null;
    try {
      for (const s of sends) {
        current = s;
        if ('waits' in s && s.waits) {
          // Earlier posts of this game for the same reader are still to deliver: they go first.
          if (caughtUp === null) {
            if (i) await this.acknowledge(i, plan, state);
            caughtUp = await this.sweepGame(plan.gameId, plan.posts.find((q) => q.seq !== undefined)?.seq);
          }
          if (!caughtUp) {
            // It waits in the outbox, in its order; the step stands.
            all = false;
            this.outbox.later(plan.gameId);
            const p = plan.posts[s.k];
            if (i && (p.audience === 'public' || p.audience === i.user.id)) await this.failed(i, state, tells);
            continue;
          }
        }
        await this.exec(s, plan, c, state, fates, picture);
      }
    } catch (err) {
      all = false;
      if (!(err instanceof Later)) this.deps.log.warn('a post could not be delivered: it stays in the outbox', { ...c.ctx, gameId: plan.gameId, err });
      this.outbox.later(plan.gameId);
      // Said to the one who acted when what failed was theirs to see (or nothing answered them yet).
      const p = current && 'k' in current ? plan.posts[current.k] : null;
      if (i && (!state.answered || !p || p.audience === 'public' || p.audience === i.user.id)) await this.failed(i, state);
    } finally {
      const notices = fates.length ? table.report(plan.gameId, fates) : [];
      for (const n of notices) {
        // A notice about an unreachable reader: best effort (it is kept: a sweep delivers it later).
        await this.carry(n, {}).catch((err: unknown) => this.deps.log.warn('a notice was not delivered yet', { gameId: n.gameId, err }));
      }
    }
    if (i && !state.answered) await this.say(i, state, ui(i.locale, 'err.nothing-to-show'));
    return all;
  }

  /** One send. Throws Later when Discord failed for now (what is left of the plan waits in the outbox). */
  private async exec(s: Send, plan: Plan, c: Carrying, state: Answering, fates: Fate[], picture: (k: number) => Promise<Buffer | null>): Promise<void> {
    const i = c.i;
    if (s.op === 'press') return this.pressed(i as ButtonInteraction | StringSelectMenuInteraction, plan, state, fates);
    if (s.op === 'retire' || s.op === 'forget') return this.retire(s, plan, fates);
    const p = plan.posts[s.k];
    // A swept post that went through an interaction just before the bot died may be there already (whatever way it
    // would go now: even one that would wait for its reader was sent).
    const kept = p.seq !== undefined ? c.kept?.get(p.seq) : undefined;
    if (kept?.attempt) {
      const lookIn = s.op === 'channel' ? s.channelId : s.op === 'dm' ? this.outbox.dmOf(s.userId) : p.audience === 'public' ? plan.channelId : null;
      const found = await this.outbox.recovered(kept, p, lookIn);
      if (found === 'unseen') return void fates.push({ seq: kept.seq, unseen: true });
      if (found) return this.sent(p, found, null, fates);
    }
    if (s.op === 'await') {
      if (p.seq !== undefined) fates.push({ seq: p.seq, awaiting: true, reader: p.audience });
      return;
    }
    const post = c.nonce ? { ...p, nonce: c.nonce } : p;
    switch (s.op) {
      case 'answer': {
        const image = await this.ack(i!, plan, p, state, s.ephemeral, () => picture(s.k));
        return this.reply(i!, post, image, state, s.ephemeral, fates);
      }
      case 'follow-up':
        if (await this.followUp(s.token, post, await picture(s.k), fates)) return;
        return this.otherwise(s.otherwise, post, await picture(s.k), fates);
      case 'renew':
        if (await this.renew(s.message, s.token, post, fates)) return;
        return this.otherwise(s.otherwise, post, null, fates);
      case 'channel':
        return this.rest(post, await picture(s.k), { channelId: s.channelId }, fates);
      case 'dm':
        return this.rest(post, await picture(s.k), { dm: s.userId }, fates);
      case 'lobby': {
        const image = await picture(s.k);
        if (await this.outbox.edit(s.channelId, s.messageId, toPayload(post, image))) return this.sent(post, { channelId: s.channelId, id: s.messageId }, image, fates);
        return this.rest(post, image, { channelId: plan.channelId }, fates);
      }
    }
  }

  /** A token that no longer worked after all: the post goes by DM, or waits for its reader. */
  private async otherwise(how: 'dm' | 'await', p: Post, image: Buffer | null, fates: Fate[]): Promise<void> {
    if (how === 'dm') return this.rest(p, image, { dm: p.audience }, fates);
    if (p.seq !== undefined) fates.push({ seq: p.seq, awaiting: true, reader: p.audience });
  }

  /** A post was delivered as this message. */
  private sent(p: Post, m: { channelId: string; id: string }, image: Buffer | null | 'kept', fates: Fate[]): void {
    if (p.picture && !image) this.outbox.notePictureless(m.id);
    if (p.seq !== undefined) fates.push({ seq: p.seq, sent: { channelId: m.channelId, messageId: m.id }, live: hasControls(p) && !p.retiring });
  }

  /** A post by REST where it goes (the channel, or the reader's DM), under its nonce. A reader who cannot be reached
   * (closed DMs, a gone channel) is reported, not tried again; any other failure is for later. */
  private async rest(p: Post, image: Buffer | null, where: { channelId: string } | { dm: string }, fates: Fate[]): Promise<void> {
    if ('channelId' in where && this.outbox.isGone(where.channelId)) {
      if (p.seq !== undefined) fates.push({ seq: p.seq, unreachable: 'channel-gone' });
      return;
    }
    const payload = toPayload(p.retiring ? { ...p, buttons: [], selects: [] } : p, image);
    try {
      const channelId = 'dm' in where ? await this.outbox.dmChannel(where.dm) : where.channelId;
      const m = await this.outbox.postIn(channelId, payload, p.seq !== undefined || p.nonce ? nonceOf(p) : undefined);
      this.sent(p, m, image, fates);
    } catch (err) {
      const why = failureOf(err);
      if (why === 'dms-closed' && 'dm' in where && p.seq !== undefined) return void fates.push({ seq: p.seq, unreachable: 'dms-closed', reader: where.dm });
      if (why === 'channel-gone' && 'channelId' in where) {
        this.outbox.noteGone(where.channelId);
        if (p.seq !== undefined) fates.push({ seq: p.seq, unreachable: 'channel-gone' });
        return;
      }
      this.deps.log.warn('a post could not be delivered yet: it stays in the outbox', { gameId: p.gameId, seq: p.seq, err });
      throw new Later();
    }
  }

  /** An ephemeral follow-up through a reader's own interaction (no global limit), the attempt noted first. False when
   * the token no longer works (forgotten; the post goes another way). */
  private async followUp(token: Token, p: Post, image: Buffer | null, fates: Fate[]): Promise<boolean> {
    const payload = toPayload({ ...p, ephemeral: true, ...(p.retiring ? { buttons: [], selects: [] } : {}) }, image);
    const attempt: Attempt = { how: 'followup', token: token.token, at: token.at, ephemeral: true };
    const noted = this.outbox.expectHanding((a) => this.deps.table.attempted(p, a), attempt);
    let raw: { id: string; channel_id: string };
    try {
      raw = await this.outbox.executeWebhook(token.token, payload, payload.flags ?? 0, noted.key);
    } catch (err) {
      noted.withdraw();
      this.deps.table.attempted(p, null);
      if (failureOf(err) === 'later') throw new Later();
      this.outbox.forgetToken(token);
      return false;
    }
    this.sent(p, { channelId: raw.channel_id, id: raw.id }, image, fates);
    return true;
  }

  /** A reader's last note shown again as `p`, in place, through the token that made it (its picture kept): the new
   * post is that message now, with the same token to edit it. False when the token no longer works. */
  private async renew(old: StoredPost, token: Token, p: Post, fates: Fate[]): Promise<boolean> {
    if (old.channelId && this.outbox.isGone(old.channelId)) return false;
    const pictured = this.outbox.hasPicture(old.messageId) && (!!(old.body as Partial<Post>)?.picture || !!p.drawn);
    try {
      await this.outbox.editThrough(token, old.messageId!, editBody(toPayload(p, pictured ? 'kept' : null)));
    } catch (err) {
      const why = failureOf(err);
      if (why === 'later') throw new Later();
      if (why === 'refused') this.outbox.forgetToken(token);
      return false;
    }
    this.deps.table.attempted(p, parseAttempt(old.attempt));
    fates.push({ seq: old.seq, retired: true });
    this.sent(p, { channelId: old.channelId ?? '', id: old.messageId! }, 'kept', fates);
    return true;
  }

  /** An earlier message without its controls (or as the plan says it shows now): through its token while that works,
   * else by REST. A message that is gone, or whose channel is, has no controls left to take. */
  private async retire(s: Extract<Send, { op: 'retire' | 'forget' }>, plan: Plan, fates: Fate[]): Promise<void> {
    const old = s.post as Retired;
    if (s.op === 'retire' && old.messageId && old.channelId && !this.outbox.isGone(old.channelId)) {
      const pictured = old.pictured && this.outbox.hasPicture(old.messageId);
      // Shown as something else (a seat handed to a bot), its picture goes too: it was that seat's view.
      const body = old.shows ? { ...editBody(toPayload({ ...shownOf(old), ...old.shows }, null)), attachments: [] } : editBody(withoutControls(shownOf(old), pictured));
      try {
        if (s.token) await this.outbox.editThrough(s.token, old.messageId, body);
        else await this.outbox.editRest(old.channelId, old.messageId, body);
      } catch (err) {
        if (failureOf(err) === 'later') {
          this.deps.log.debug('could not take old controls away yet', { gameId: plan.gameId, messageId: old.messageId, err });
          this.outbox.later(plan.gameId);
          return;
        }
      }
    }
    // Several kept posts may be one message (the lobby, a note shown again in place): each is noted.
    fates.push({ seq: old.seq, retired: true });
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

  /** The pressed message, as the plan says: shown again as a post (the lobby, a refocused note, a note that reads as
   * before with its controls renewed), or without its controls (a step was taken from it), at once or through the
   * deferred update that acknowledged it. */
  private async pressed(i: ButtonInteraction | StringSelectMenuInteraction, plan: Plan, state: Answering, fates: Fate[]): Promise<void> {
    const update = async (p: Payload) => {
      if (state.deferred === 'update') await i.editReply(asUpdate(p) as InteractionEditReplyOptions);
      else await i.update(asUpdate(p));
      state.answered = true;
    };
    const pressed = plan.pressed;
    if (pressed.fate === 'becomes') {
      const p = pressed.post;
      await update(toPayload(p, keptPicture(i.message, p)));
      // The same message as before: whatever could edit it still can.
      const was = pressed.was?.at(-1);
      if (p.seq !== undefined && was?.attempt) this.deps.table.attempted(p, parseAttempt(was.attempt));
      if (p.seq !== undefined) this.sent(p, { channelId: i.message.channelId, id: i.message.id }, hasImage(i.message) ? 'kept' : null, fates);
      for (const old of pressed.was ?? []) if (old.live || old.retiring) fates.push({ seq: old.seq, retired: true });
    } else if (pressed.fate === 'spend') {
      // The card stays, without its controls. The posts follow.
      await update(spentCard(i.message, pressed.posts.at(-1) ?? null));
      for (const p of pressed.posts) if (p.live || p.retiring) fates.push({ seq: p.seq, retired: true });
    }
  }

  /** Acknowledges the interaction before a picture is drawn (Discord allows 3 seconds), when this post is its answer. */
  private async ack(i: Replyable, plan: Plan, p: Post, state: Answering, ephemeral: boolean, picture: () => Promise<Buffer | null>): Promise<Buffer | null> {
    if (!state.answered && !state.deferred && p.picture && !p.replaces) {
      await i.deferReply(ephemeral ? { flags: MessageFlags.Ephemeral } : {});
      state.deferred = ephemeral ? 'ephemeral' : 'public';
    }
    return picture();
  }

  /** The interaction's own answer if it has none yet, else a follow-up; the attempt is noted first (a bot that dies
   * before noting the answer finds it through the interaction when it comes back). */
  private async reply(i: Replyable, p: Post, image: Buffer | null, state: Answering, ephemeral: boolean, fates: Fate[]): Promise<void> {
    const payload = toPayload(ephemeral ? { ...p, ephemeral } : p, image);
    const flags = (payload.flags ?? 0) | (ephemeral ? MessageFlags.Ephemeral : 0);
    const original = !state.answered && !(state.deferred === 'public' && ephemeral);
    const token = tokenOf(i);
    const attempt: Attempt = { how: original ? 'original' : 'followup', token: token.token, at: token.at, ...(ephemeral ? { ephemeral: true } : {}) };
    const noted = !original && ephemeral ? this.outbox.expectHanding((a) => this.deps.table.attempted(p, a), attempt)
      : (this.deps.table.attempted(p, attempt), { key: null, withdraw: () => {} });
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
      this.deps.log.warn('an answer could not be delivered: it stays in the outbox', { gameId: p.gameId, seq: p.seq, err });
      throw new Later();
    }
    state.answered = true;
    this.sent(p, { channelId: i.channelId ?? '', id }, image, fates);
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
}

/** The sends that deliver a post of the plan (and may draw its picture). */
function sendsPost(s: Send): s is Extract<Send, { k: number }> {
  return 'k' in s && s.op !== 'await';
}

/** An interaction's token, with when Discord made the interaction (its snowflake's time). */
const tokenOf = (i: Replyable): Token => ({ token: i.token, at: i.createdTimestamp });

const hasImage = (m: Message) => m.attachments.some((a) => a.name === IMAGE_NAME);

/** A kept post's body as the card shows it. */
function shownOf(p: StoredPost): Shown {
  const body = (p.body ?? {}) as Partial<Post>;
  return {
    text: body.text ?? [], buttons: body.buttons ?? [], selects: body.selects ?? [], mention: body.mention ?? null,
    ...(body.color !== undefined ? { color: body.color } : {}),
  };
}

/** The pressed message's picture, kept by the update that shows its post again (refocused). */
function keptPicture(m: Message, p: Post): Picture {
  // A note that went without its own picture because its reader's is the same (`drawn`) keeps the one the message has.
  return (p.picture || p.drawn) && hasImage(m) ? 'kept' : null;
}

/** The pressed message without its controls: its kept post's card again; a message that is no kept post (a
 * confirm question) keeps what it shows but its action rows; a message from before cards loses its rows. */
function spentCard(message: Message, pressed: StoredPost | null): Payload {
  if (pressed) return withoutControls(shownOf(pressed), !!(pressed.body as Partial<Post>).picture && hasImage(message));
  if (!message.flags.has(MessageFlags.IsComponentsV2)) return { components: [], files: [], allowedMentions: { parse: [], users: [] } };
  return { ...withoutControls({ text: [], buttons: [], selects: [], mention: null }, false), components: stripRows(message.components.map((c) => c.toJSON())) };
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
