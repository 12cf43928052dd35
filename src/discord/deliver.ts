// Carries a plan to Discord. The table decided what is told (src/table/types.ts `Plan`), src/delivery/route.ts how each
// post travels, from the facts of the moment (this interaction, the tokens and DM channels the outbox remembers, what
// the table knows); this file only carries out that list of sends, in order — through the interaction (answering.ts)
// or the outbox (outbox.ts), each post's card made by view.ts — and reports what became of every post to the table
// once. A post that cannot be delivered now stays in the outbox, in order, and the one who acted is told the step
// stands, never "nothing was changed".
import { MessageFlags, type Client } from 'discord.js';
import type { Clock } from '../core/clock.js';
import { afterRetire, route, type Attempt, type Facts, type Send } from '../delivery/route.js';
import type { Table } from '../table/table.js';
import type { Fate, Plan, Post, Retired } from '../table/types.js';
import type { Logger } from '../log.js';
import { StoreWriteError } from '../store/types.js';
import { ui } from './text.js';
import { Answering, tokenOf, type Early, type Replyable } from './answering.js';
import { fateOf, followUpAttempt, foundMissing, Later, nonceOf, Outbox } from './outbox.js';
import type { RenderPool } from './render-pool.js';
import type { Handing } from './handing.js';
import { cardOf, keptPicture, retiredBody, spentCard, type Payload, type Picture } from './view.js';

export type { Early, Replyable } from './answering.js';

export interface DeliveryDeps {
  client: Client;
  table: Table;
  log: Logger;
  pictures?: RenderPool;
  /** Notes when an ephemeral follow-up leaves (./handing.ts); without it one is taken as handed over when queued. */
  handing?: Handing;
  /** The bot's one clock (interaction tokens' ages). */
  clock: Clock;
}

/** A plan being carried: for an interaction, or for no one (a sweep, a reminder under its nonce). */
interface Carrying { a?: Answering; ctx?: Record<string, unknown>; nonce?: string; sweep?: boolean }

/** The attempts of a plan's sends through interactions, noted at once before the first send (`Delivery.noteAhead`):
 * each send's post and its attempt as noted (JSON), until the send takes it up. */
type Ahead = Map<Send, { seq: number; noted: string }>;

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
    const a = new Answering(i, this.outbox, this.deps.log, early);
    try {
      await this.outbox.inOrder(plan.gameId, () => this.carry(plan, { a, ctx }));
      // Answered, its token can carry what is for this person alone for a while (a follow-up before the answer is
      // refused).
      if (a.answered) this.outbox.noteToken(i.user.id, tokenOf(i), i.channelId);
    } catch (err) {
      // The database failed while noting what was sent (a full disk): the plan's step was committed before, so it is
      // never called "nothing changed" (a player told so would make the move again, and it would count twice).
      if (!(err instanceof StoreWriteError)) throw err;
      this.deps.log.warn('the database failed while a saved step was delivered', { ...ctx, gameId: plan.gameId, cause: err.message });
      this.outbox.later(plan.gameId);
      await a.say(ui(i.locale, 'err.saved-not-noted'));
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
  async sweep(isMine: (guildId: string | null) => boolean = () => true, timed = false): Promise<number> {
    let left = 0;
    // The timed sweep leaves a game waiting out its backoff (a retry set for later) to that retry: it is for games with
    // none (a process started anew). A sweep asked for (at start, by a test) takes every game.
    await Promise.all(this.deps.table.pendingGames().filter((g) => isMine(g.guildId) && !(timed && this.outbox.backingOff(g.gameId))).map(async (g) => {
      const done = await this.outbox.inOrder(g.gameId, () => this.sweepGame(g.gameId)).catch(() => false);
      if (!done) left++;
    }));
    return left;
  }

  /** Delivers what is left in this game's outbox (those kept before `before`, when given), in order, then takes away
   * the controls still to go. True when nothing is left; false when Discord failed for now (tried again later). A post
   * that went through an interaction just before the bot died is looked for first: it may be there already. */
  async sweepGame(gameId: number, before?: number): Promise<boolean> {
    const left = this.deps.table.leftToDeliver(gameId);
    if (!left) {
      this.outbox.settled(gameId);
      return true;
    }
    const kept = new Map(this.deps.table.deliveryFacts(gameId).kept().map((p) => [p.seq, p]));
    const found: Fate[] = [];
    const keep: number[] = [];
    for (const [k, p] of left.posts.entries()) {
      if (before !== undefined && (p.seq ?? 0) >= before) continue;
      const stored = kept.get(p.seq ?? -1);
      // Where it would be if it went: an interaction's message that is no ephemeral one is in the game's channel (a
      // DM game's private posts too); an ephemeral one cannot be looked up.
      const lookIn = p.audience === 'public' || p.via === 'channel' ? left.channelId : null;
      const there = stored?.attempt ? await this.outbox.recovered(stored, p, lookIn) : null;
      if (there === 'unseen') found.push({ seq: stored!.seq, unseen: true });
      else if (there) found.push(...(there.replaced !== undefined ? [{ seq: there.replaced, retired: true } as const] : []), ...fateOf(p, there));
      else keep.push(k);
    }
    if (found.length) this.deps.table.report(gameId, found);
    const plan: Plan = { ...left, posts: keep.map((k) => left.posts[k]), pictures: keep.map((k) => left.pictures[k]), retire: before === undefined ? left.retire : [] };
    const done = await this.carry(plan, { sweep: true });
    if (done && before === undefined) this.outbox.settled(gameId);
    return done;
  }

  /** Carries a plan: its sends in order, what became of each post reported once. True when all of it went. */
  private async carry(plan: Plan, c: Carrying): Promise<boolean> {
    const { table } = this.deps;
    const a = c.a;
    const known = table.deliveryFacts(plan.gameId);
    const facts: Facts = {
      now: this.deps.clock.now(),
      ...(a ? { pressed: { userId: a.i.user.id, channelId: a.i.channelId ?? '', token: a.token } } : {}),
      tokenOf: (u) => this.outbox.tokenOf(u), dmOf: (u) => this.outbox.dmOf(u),
      mayDm: known.mayDm, wantsDm: known.wantsDm, lastNote: known.lastNote,
      // A sweep delivers the waiting posts themselves.
      waiting: c.sweep ? [] : known.waiting,
    };
    const sends = route(plan, facts);
    const picture = this.pictures(plan, sends);
    const fates: Fate[] = [];
    const theirs = (p: Post | null) => !!a && (!p || p.audience === 'public' || p.audience === a.i.user.id);
    let all = true;
    let current: Post | null = null;
    let ahead: Ahead = new Map();
    try {
      // Earlier posts of this game for a reader of this plan are still to deliver (Discord failed them): they go first
      // (the interaction acknowledged while they do), and what waits behind them waits on if they cannot.
      const caughtUp = !sends.some((s) => 'waits' in s && s.waits) || await this.catchUp(plan, a);
      ahead = this.noteAhead(sends, plan, c, caughtUp);
      for (const s of sends) {
        current = 'k' in s ? plan.posts[s.k] : null;
        if ('waits' in s && s.waits && !caughtUp) {
          all = false;
          this.outbox.later(plan.gameId);
          if (theirs(current)) await a!.failed(plan.posts.some((p) => p.kind === 'story' || p.kind === 'start' || p.kind === 'note'));
          // A look at the game asked now (its asker told to ask again) is not shown later, after what it waited on.
          if (current?.kind === 'status' && current.seq !== undefined) fates.push({ seq: current.seq, withdrawn: true, reader: current.audience });
          continue;
        }
        fates.push(...await this.send(s, plan, c, picture, ahead));
      }
    } catch (err) {
      all = false;
      // What the table is told all the same (a channel that refuses the bot's posts: its host is told by a notice).
      if (err instanceof Later) fates.push(...err.fates);
      this.deps.log.warn('a post could not be delivered: it stays in the outbox', { ...c.ctx, gameId: plan.gameId, err: err instanceof Later ? err.cause : err });
      this.outbox.later(plan.gameId);
      // Said to the one who acted when what failed was theirs to see (or nothing answered them yet).
      if (a && (!a.answered || theirs(current))) await a.failed();
    } finally {
      // Sends noted ahead that were never made (an earlier one failed): withdrawn, as one that failed is.
      if (ahead.size) table.attempted(plan.gameId, [...ahead.values()].map((n) => ({ seq: n.seq, attempt: null })));
      for (const n of fates.length ? table.report(plan.gameId, fates) : []) {
        // A notice about an unreachable reader: best effort (it is kept: a sweep delivers it later).
        await this.carry(n, {}).catch((err: unknown) => this.deps.log.warn('a notice was not delivered yet', { gameId: n.gameId, err }));
      }
    }
    await a?.finish();
    return all;
  }

  /** The game's posts kept before this plan and still to deliver, delivered first; false when they still cannot be. */
  private async catchUp(plan: Plan, a: Answering | undefined): Promise<boolean> {
    // Privately where the answer is a note only its presser may see; in a DM no one else is there, and a note that
    // answers there stays (src/delivery/route.ts).
    // A press whose message the plan shows again (or takes its controls from) is acknowledged as that update: a reply
    // deferred here would leave the update nothing to answer (Discord: already acknowledged).
    if (a && plan.pressed.fate !== 'keep' && 'message' in a.i && a.i.message) await a.acknowledgeUpdate();
    else await a?.acknowledge(!!a.i.guildId && (!plan.posts[0] || plan.posts[0].audience !== 'public' || plan.channelId !== a.i.channelId));
    return this.sweepGame(plan.gameId, plan.posts.find((q) => q.seq !== undefined)?.seq);
  }

  /** The attempts of this plan's sends through interactions (the interaction's own answer, follow-ups and renewals
   * through a reader's token, a kept post shown in the pressed message), noted in one transaction before the first
   * send leaves, rather than one transaction each just before it: a bot that dies between the note and the send finds
   * the post not there (or still queued) after its restart and sends it, as it does for a send noted and never made.
   * Only attempts found missing so are noted ahead (`foundMissing`); the others just before their send, as each was.
   * Each send takes up its note (noting again only if its attempt turned out otherwise); a send that fails withdraws
   * it, and those never made are withdrawn at the end of the carry. */
  private noteAhead(sends: Send[], plan: Plan, c: Carrying, caughtUp: boolean): Ahead {
    const a = c.a;
    const ahead: Ahead = new Map();
    const notes: { seq: number; attempt: Attempt }[] = [];
    const add = (s: Send, p: Post, attempt: Attempt | null) => {
      if (p.seq === undefined || !attempt || !foundMissing(attempt, p)) return;
      const seq = p.seq;
      ahead.set(s, { seq, noted: JSON.stringify(attempt) });
      notes.push({ seq, attempt });
    };
    // Whether the interaction will have its response when the send is made (its attempt is then no 'original').
    let answered = a?.answered ?? false;
    for (const s of sends) {
      if ('waits' in s && s.waits && !caughtUp) continue;
      if (s.op === 'press') {
        if (a && plan.pressed.fate === 'becomes') add(s, plan.pressed.post, this.pressAttempt(a, plan));
        if (plan.pressed.fate !== 'keep') answered = true;
      } else if (s.op === 'answer') {
        const attempt = a!.attempt(s.ephemeral, answered);
        answered = true;
        add(s, plan.posts[s.k], !attempt.ephemeral || attempt.how === 'original' ? attempt : this.outbox.queuedOf(attempt));
      } else if (s.op === 'follow-up') add(s, plan.posts[s.k], this.outbox.queuedOf(followUpAttempt(s.token)));
      else if (s.op === 'renew' && s.token) add(s, plan.posts[s.k], this.outbox.renewAttempt(s.token, s.message));
    }
    if (notes.length) this.deps.table.attempted(plan.gameId, notes);
    return ahead;
  }

  /** One send, and what became of the posts it concerns. Throws Later when Discord failed for now. `ahead`: the
   * attempts noted before the first send (the one of this send taken up here). */
  private async send(s: Send, plan: Plan, c: Carrying, picture: (k: number) => Promise<Buffer | null>, ahead: Ahead): Promise<Fate[]> {
    const a = c.a;
    const noted = ahead.get(s)?.noted;
    ahead.delete(s);
    if (s.op === 'press') return this.press(a!, plan, noted);
    if (s.op === 'forget') return [{ seq: s.post.seq, retired: true }];
    if (s.op === 'retire') {
      const old = s.post as Retired;
      return afterRetire(old, await this.outbox.retire(old, s.token, retiredBody(old, old.pictured && this.outbox.hasPicture(old.messageId))));
    }
    const p = c.nonce ? { ...plan.posts[s.k], nonce: c.nonce } : plan.posts[s.k];
    if (s.op === 'await') return fateOf(p, 'await');
    // The interaction is acknowledged before a picture of its answer is drawn (Discord allows 3 seconds).
    if (s.op === 'answer' && p.picture && !p.replaces) await a!.acknowledge(s.ephemeral);
    // A note renewed in place keeps the picture its message shows, if it shows one (its reader's, unchanged); one
    // renewed by REST with a new picture of its own carries it.
    const image: Picture = s.op === 'renew' && (s.token || !p.picture)
      ? (s.message.pictured && this.outbox.hasPicture(s.message.messageId) ? 'kept' : null)
      : await picture(s.k);
    const card = cardOf(p, image, s.op === 'answer' ? s.ephemeral : s.op === 'follow-up' || s.op === 'renew');
    const note = (at: Attempt | null) => this.deps.table.attempted(p.gameId, [{ seq: p.seq, attempt: at }]);
    switch (s.op) {
      case 'answer': {
        const attempt = a!.attempt(s.ephemeral);
        let expected: { key: string | null; withdraw(): void } = { key: null, withdraw: () => {} };
        if (attempt.ephemeral && attempt.how !== 'original') expected = this.outbox.expectHanding(note, attempt, noted);
        else if (JSON.stringify(attempt) !== noted) note(attempt);
        try {
          return this.outbox.landed(p, card, await a!.answer(card, s.ephemeral, expected.key));
        } catch (err) {
          // It did not go: the outbox may send it another way, and must not take it as sent.
          expected.withdraw();
          note(null);
          throw new Later(err);
        }
      }
      case 'follow-up': {
        const went = await this.outbox.followUp(s.token, p, card, note, noted);
        if (went !== 'refused') return went;
        return s.otherwise === 'dm' ? this.send({ op: 'dm', k: s.k, userId: p.audience }, plan, c, picture, ahead) : fateOf(p, 'await');
      }
      case 'renew': {
        const went = s.token ? await this.outbox.renew(s.token, s.message, p, card, note, noted) : await this.outbox.renewRest(s.message, p, card);
        return went === 'refused' ? fateOf(p, 'await') : went;
      }
      case 'channel': case 'dm': case 'lobby': {
        const where = s.op === 'dm' ? { dm: s.userId } : s.op === 'lobby' ? { channelId: s.channelId, lobby: s.messageId } : { channelId: s.channelId };
        return this.outbox.post(where, p, card, p.seq !== undefined || p.nonce ? nonceOf(p) : undefined);
      }
    }
  }

  /** The pressed message, as the plan says: shown again as a post (the lobby, a refocused note, a note that reads as
   * before with its controls renewed), or without its controls (a step was taken from it). */
  private async press(a: Answering, plan: Plan, noted?: string): Promise<Fate[]> {
    const pressed = plan.pressed;
    if (pressed.fate === 'keep') return [];
    const message = (a.i as Extract<Replyable, { message: unknown }>).message;
    const was = pressed.fate === 'becomes' ? pressed.was ?? [] : pressed.posts;
    const retired: Fate[] = was.filter((old) => old.live || old.retiring).map((old) => ({ seq: old.seq, retired: true }));
    if (pressed.fate === 'spend') {
      // The card as it was, without its controls: the posts follow.
      await a.update(spentCard(message, pressed.posts.at(-1) ?? null));
      return retired;
    }
    // A kept post shown in the pressed message: noted before the edit as renewed in place through this interaction
    // (its token may edit the message it was pressed on, and is the newest that can). A bot that dies between the edit
    // and its report finds the message saying this post after its restart, rather than sending it a second time.
    const p = pressed.post;
    const kept = p.seq !== undefined;
    const attempt = this.pressAttempt(a, plan);
    if (kept && attempt && JSON.stringify(attempt) !== noted) this.deps.table.attempted(p.gameId, [{ seq: p.seq, attempt }]);
    try {
      // Shown again as a post, its picture kept.
      await a.update(cardOf(p, keptPicture(message, p)));
    } catch (err) {
      // It did not go: the outbox sends it another way, and must not take it as shown.
      if (kept) this.deps.table.attempted(p.gameId, [{ seq: p.seq, attempt: null }]);
      throw err;
    }
    return [...retired, ...fateOf(p, { channelId: message.channelId, id: message.id })];
  }

  /** The attempt of a kept post shown in the pressed message: renewed in place through this interaction. Null when
   * the pressed message does not become a post. */
  private pressAttempt(a: Answering, plan: Plan): Attempt | null {
    const pressed = plan.pressed;
    if (pressed.fate !== 'becomes') return null;
    const message = (a.i as Extract<Replyable, { message: unknown }>).message;
    const replaces = (pressed.was ?? []).at(-1)?.seq;
    const t = a.token;
    return {
      how: 'renew', token: t.token, at: t.at, messageId: message.id, original: true,
      ...(message.flags.has(MessageFlags.Ephemeral) ? { ephemeral: true } : {}), ...(replaces !== undefined ? { replaces } : {}),
    };
  }

  /** Each post's picture, drawn once when first asked for. Drawing threads run below this thread's priority
   * (render-worker.ts): pictures start at once, beside the acknowledgement; drawn here instead (no threads), they wait
   * until the interaction is acknowledged. */
  private pictures(plan: Plan, sends: Send[]): (k: number) => Promise<Buffer | null> {
    const drawn = new Map<number, Promise<Buffer | null>>();
    const picture = (k: number): Promise<Buffer | null> => {
      const job = plan.pictures[k];
      if (!job) return Promise.resolve(null);
      let d = drawn.get(k);
      if (!d) drawn.set(k, (d = this.outbox.draw(job)));
      return d;
    };
    if ((this.deps.pictures?.threads ?? 0) > 0) for (const s of sends) if ('k' in s && s.op !== 'await') void picture(s.k);
    return picture;
  }
}


