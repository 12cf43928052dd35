// The outbox's transport: every kept post reaches its readers exactly once, in order, whatever Discord or the bot's
// process does meanwhile. The table keeps each post "to deliver" with the step that made it (src/table/delivered.ts);
// this file sends what an interaction does not carry, by REST, each post under a nonce naming it (Discord answers a
// repeat with the first message), one game at a time (a game's posts wait behind its earlier ones; other games go on),
// and sweeps what is left after a failure, a 429 wait or a restart. Readers who cannot be reached are not tried again
// and again: a player whose DMs are closed is told once in the channel (the table's plan), a deleted channel pauses
// its game. Taking controls away is an edit (idempotent): through the interaction's own webhook while it is valid.
import { DiscordAPIError, HTTPError, Routes, type Client } from 'discord.js';
import type { StoredPost } from '../store/types.js';
import { hasControls } from '../table/context.js';
import type { Table } from '../table/table.js';
import type { Route } from '../table/delivered.js';
import type { Plan, Post } from '../table/types.js';
import type { Logger } from '../log.js';
import type { RenderPool } from './render-pool.js';
import { HANDING_HEADER, type Handing } from './handing.js';
import { toPayload, withoutControls, type Payload, type Shown } from './view.js';
import type { Clock } from '../core/clock.js';

export interface OutboxDeps {
  client: Client;
  table: Table;
  log: Logger;
  pictures?: RenderPool;
  /** Notes when an ephemeral follow-up leaves (./handing.ts); without it one is taken as handed over when queued. */
  handing?: Handing;
  /** The bot's one clock: an interaction token's age is read from it. */
  clock: Clock;
}

/** An interaction's token and when Discord made the interaction (its 15 minutes count from then). */
export interface Token { token: string; at: number }

/** An interaction's token opens its webhook for 15 minutes from the interaction's creation (taken as 14, for the clocks'
 * drift and the time a request takes): an ephemeral message can be edited only through it. */
const WEBHOOK_MS = 14 * 60_000;
const MEMORY = 5000;
const DM_MEMORY = 20_000;

/** Discord's codes this file acts on (Discord's JSON error codes). */
const CODES = { unknownChannel: 10003, unknownMessage: 10008, cannotDm: 50007, unknownInteraction: 10062, unknownWebhook: 10015 } as const;

/** What went wrong with a request, as far as delivery is concerned: the reader cannot be reached (closed DMs), the
 * channel or message is gone, or Discord failed for now (5xx, a hang, a network error: try again later). */
export type Failure = 'dms-closed' | 'channel-gone' | 'message-gone' | 'later';

function failureOf(err: unknown): Failure {
  if (err instanceof DiscordAPIError) {
    if (err.code === CODES.cannotDm) return 'dms-closed';
    if (err.code === CODES.unknownChannel) return 'channel-gone';
    if (err.code === CODES.unknownMessage) return 'message-gone';
    return err.status >= 500 ? 'later' : 'message-gone';
  }
  if (err instanceof HTTPError) return 'later';
  return 'later';
}

/** The nonce that names a kept post (Discord: at most 25 characters). */
export const nonceOf = (p: { gameId: number; seq?: number; nonce?: string }) => p.nonce ?? `h${p.gameId.toString(36)}.${(p.seq ?? 0).toString(36)}`;

export class Outbox {
  /** Ephemeral messages by id: the webhook that can still edit them, and until when. */
  private readonly webhooks = new Map<string, { token: string; until: number }>();
  /** Messages whose post had a picture that could not be drawn: their card, shown again, has no picture to keep. */
  private readonly pictureless = new Set<string>();
  /** Each user's DM channel with the bot, once opened (it never changes). */
  private readonly dms = new Map<string, string>();
  /** The games each person was sent a private post of (`game:user`). */
  private readonly dmed = new Set<string>();
  /** Each person's latest interaction: its token opens follow-ups (exempt from the global limit) for 15 minutes from
   * its creation. */
  private readonly tokens = new Map<string, { token: string; channelId: string; at: number }>();
  /** Channels found deleted: nothing more is tried there, not even taking controls away. */
  private readonly gone = new Set<string>();
  /** Each game's deliveries, one after another. */
  private readonly chains = new Map<number, Promise<unknown>>();
  /** Games whose sweep failed for now, and when to try again. */
  private readonly retryAt = new Map<number, number>();
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly deps: OutboxDeps) {}

  /** Runs `work` after this game's earlier deliveries (another game's never wait on it). */
  inOrder<T>(gameId: number, work: () => Promise<T>): Promise<T> {
    const before = this.chains.get(gameId) ?? Promise.resolve();
    const next = before.then(work, work);
    const tail = next.catch(() => undefined);
    this.chains.set(gameId, tail);
    void tail.then(() => { if (this.chains.get(gameId) === tail) this.chains.delete(gameId); });
    return next;
  }

  // ---- a person's own interaction --------------------------------------------------------------------------------------

  /** Whether this is the first private post of this game to this person (as far as this process knows): true once. */
  firstDm(gameId: number, userId: string): boolean {
    const key = `${gameId}:${userId}`;
    if (this.dmed.has(key)) return false;
    remember(this.dmed, key, DM_MEMORY);
    return true;
  }

  /** A person interacted: their interaction's token can carry what is for them alone while it is valid. */
  noteToken(userId: string, token: Token, channelId: string | null): void {
    if (!channelId) return;
    this.tokens.delete(userId);
    this.tokens.set(userId, { token: token.token, channelId, at: token.at });
    if (this.tokens.size > MEMORY) this.tokens.delete(this.tokens.keys().next().value!);
  }

  /** The token of this person's latest interaction, if it is still valid and was made where a private post of this
   * game may appear (the game's channel, or their DM with the bot). */
  tokenOf(userId: string, gameChannel: string): { token: Token; channelId: string } | null {
    const t = this.tokens.get(userId);
    if (!t || !this.valid(t)) return null;
    return t.channelId === gameChannel || t.channelId === this.dms.get(userId) ? { token: { token: t.token, at: t.at }, channelId: t.channelId } : null;
  }

  /** Whether a token still opens its webhook now. */
  valid(t: { at: number }): boolean {
    return this.deps.clock.now() - t.at < WEBHOOK_MS;
  }

  /** After a person's first note of a game reached them in its channel: their DMs told once where their notes come
   * (the table's `keepDmPointer`), sent like any kept post; one that fails for now waits in the outbox (the step and
   * the note itself are delivered). */
  async pointFromDm(p: Post): Promise<void> {
    const table = this.deps.table;
    const pointer = p.seq !== undefined && table.mayDm(p.audience) ? table.keepDmPointer(p) : null;
    if (!pointer) return;
    try {
      await this.send(pointer, null, { dm: p.audience });
    } catch (err) {
      this.deps.log.warn('a note\'s pointer in its reader\'s DMs could not be sent yet: it waits in the outbox', { gameId: p.gameId, seq: pointer.seq, err });
      this.later(p.gameId);
    }
  }

  /** Notes an ephemeral follow-up's attempt before it is queued, and again (handed over) as it leaves: its request
   * must carry `key` (executeWebhook); `withdraw` drops the second note when the send failed before it left. */
  noteEphemeral(p: Post, token: Token): { key: string | null; withdraw(): void } {
    const attempt: Attempt = { how: 'followup', token: token.token, at: token.at, ephemeral: true };
    const handing = this.deps.handing;
    if (!handing) {
      this.deps.table.attempted(p, attempt);
      return { key: null, withdraw: () => {} };
    }
    const queued: Attempt = { ...attempt, queued: true };
    this.deps.table.attempted(p, queued);
    return handing.expect({ handed: () => this.deps.table.attempted(p, attempt), queued: () => this.deps.table.attempted(p, queued) });
  }

  /** A follow-up through an interaction's webhook; `key` (noteEphemeral's) ties the request to its handed-over note. */
  async executeWebhook(token: string, payload: Payload, flags: number, key: string | null = null): Promise<{ id: string; channel_id: string }> {
    const app = this.deps.client.application!.id;
    const files = payload.files.map((f, n) => ({ name: f.name, data: f.attachment, key: `files[${n}]` }));
    const json = {
      components: payload.components, flags, allowed_mentions: { parse: [], users: payload.allowedMentions.users },
      ...(files.length ? { attachments: files.map((f, n) => ({ id: String(n), filename: f.name })) } : {}),
    };
    const headers: Record<string, string> = key === null ? {} : { [HANDING_HEADER]: key };
    return (await this.deps.client.rest.post(Routes.webhook(app, token), { body: json, files, headers, auth: false, query: new URLSearchParams({ wait: 'true' }) })) as { id: string; channel_id: string };
  }

  /** A post for one person as an ephemeral follow-up of their own latest interaction (no global limit): the attempt
   * noted first. False when the token no longer works (it is forgotten; the post goes another way). */
  async followUp(token: Token, p: Post, image: Buffer | null): Promise<boolean> {
    const payload = toPayload({ ...p, ephemeral: true, ...(p.retiring ? { buttons: [], selects: [] } : {}) }, image);
    const noted = this.noteEphemeral(p, token);
    let raw: { id: string; channel_id: string };
    try {
      raw = await this.executeWebhook(token.token, payload, payload.flags ?? 0, noted.key);
    } catch (err) {
      noted.withdraw();
      this.deps.table.attempted(p, null);
      if (!(err instanceof DiscordAPIError) || err.status >= 500) throw err;
      for (const [user, t] of this.tokens) if (t.token === token.token) this.tokens.delete(user);
      return false;
    }
    this.noteSent(p, { channelId: raw.channel_id, id: raw.id }, image, token);
    return true;
  }

  // ---- one post by REST ---------------------------------------------------------------------------------------------

  /** Sends a kept post by REST where it goes (a DM, or a channel), under its nonce; notes where it went. A reader whose
   * DMs are closed gets nothing (the post waits, held) and the channel is told once. Throws for a failure to retry. */
  async send(p: Post, image: Buffer | null, where: { channelId: string } | { dm: string }): Promise<{ channelId: string; id: string } | null> {
    const table = this.deps.table;
    if ('dm' in where && !table.mayDm(where.dm)) {
      table.held(p);
      return null;
    }
    const payload = toPayload(p.retiring ? { ...p, buttons: [], selects: [] } : p, image);
    try {
      const channelId = 'dm' in where ? await this.dmChannel(where.dm) : where.channelId;
      const sent = await this.postIn(channelId, payload, p.seq !== undefined || p.nonce ? nonceOf(p) : undefined);
      this.noteSent(p, sent, image);
      return sent;
    } catch (err) {
      if (await this.unreachable(p, err, where)) return null;
      throw err;
    }
  }

  /** A post was delivered as this message (by any route). */
  noteSent(p: Post, sent: { channelId: string; id: string }, image: Buffer | null, webhook?: Token): void {
    if (p.picture && !image) remember(this.pictureless, sent.id, MEMORY);
    if (webhook) {
      // Editable through the token that made it, while that token works: 15 minutes from the interaction, not the send.
      this.webhooks.set(sent.id, { token: webhook.token, until: webhook.at + WEBHOOK_MS });
      if (this.webhooks.size > MEMORY) this.webhooks.delete(this.webhooks.keys().next().value!);
    }
    this.deps.table.delivered(p, { channelId: sent.channelId, messageId: sent.id }, hasControls(p) && !p.retiring);
  }

  /** A failure that means the reader cannot be reached: the post waits (held) and whoever must know is told once.
   * False for a failure worth trying again. */
  async unreachable(p: Post, err: unknown, where: { channelId: string } | { dm: string }): Promise<boolean> {
    const table = this.deps.table;
    const why = failureOf(err);
    if (why === 'dms-closed' && 'dm' in where) {
      table.held(p);
      const told = table.dmsClosed(p.gameId, where.dm);
      if (told) await this.carryQuietly(told);
      return true;
    }
    if (why === 'channel-gone') {
      table.held(p);
      if ('channelId' in where) remember(this.gone, where.channelId, MEMORY);
      // Nothing more goes there: not even a follow-up of an interaction made in it.
      if ('channelId' in where) for (const [user, t] of this.tokens) if (t.channelId === where.channelId) this.tokens.delete(user);
      const told = table.channelGone(p.gameId);
      if (told) await this.carryQuietly(told);
      return true;
    }
    return false;
  }

  /** A plan no interaction answers (a notice about an unreachable reader, a reminder): every post by REST. */
  async carry(plan: Pick<Plan, 'posts' | 'pictures' | 'retire' | 'channelId'>, nonce?: string): Promise<void> {
    for (const [k, p] of plan.posts.entries()) {
      const job = plan.pictures[k];
      const image = job ? await this.draw(job) : null;
      const where = p.via === 'channel' ? { channelId: plan.channelId } : { dm: p.audience };
      await this.send(nonce ? { ...p, nonce } : p, image, where);
    }
    await this.retireEach(plan.retire);
  }

  private async carryQuietly(plan: Pick<Plan, 'posts' | 'pictures' | 'retire' | 'channelId'>): Promise<void> {
    try {
      await this.carry(plan);
    } catch (err) {
      this.deps.log.warn('a notice about an unreachable reader was not delivered: it waits in the outbox', { err });
    }
  }

  // ---- sweeping -------------------------------------------------------------------------------------------------------

  /** Delivers what is left in this game's outbox, in order, then takes away the controls still to go. True when
   * nothing is left; false when Discord failed for now (tried again later). */
  async sweepGame(gameId: number, before?: number): Promise<boolean> {
    const table = this.deps.table;
    const { undelivered } = table.outbox(gameId);
    for (const stored of undelivered) {
      if (before !== undefined && stored.seq >= before) break;
      const p = asPost(stored);
      const where = table.route(stored);
      if (!where) { table.held(p); continue; }
      try {
        if (await this.recovered(stored, p, where)) continue;
        const job = table.pictureOf(stored);
        const image = job ? await this.draw(job) : null;
        if ('edit' in where && where.edit && await this.edit(where.edit.channelId, where.edit.messageId, toPayload(p, image))) {
          this.noteSent(p, { channelId: where.edit.channelId, id: where.edit.messageId }, image);
          continue;
        }
        await this.send(p, image, 'dm' in where ? where : { channelId: where.channelId });
      } catch (err) {
        this.deps.log.warn('a kept post could not be delivered yet: it stays in the outbox', { gameId, seq: stored.seq, err });
        this.later(gameId);
        return false;
      }
    }
    if (before !== undefined) return true;
    await this.retireEach(table.outbox(gameId).retiring);
    this.retryAt.delete(gameId);
    return true;
  }

  /** Every game's outbox on this process's shards (`isMine`): at start, and whenever a sweep failed for now. */
  async sweep(isMine: (guildId: string | null) => boolean = () => true): Promise<number> {
    let left = 0;
    await Promise.all(this.deps.table.pendingGames().filter((g) => isMine(g.guildId)).map(async (g) => {
      const done = await this.inOrder(g.gameId, () => this.sweepGame(g.gameId)).catch(() => false);
      if (!done) left++;
    }));
    return left;
  }

  /** Tries this game again a little later (doubling, up to a minute). */
  later(gameId: number): void {
    if (this.closed) return;
    const now = Date.now();
    const last = this.retryAt.get(gameId);
    const wait = last === undefined ? 1000 : Math.min(60_000, Math.max(1000, (last - now) * 2));
    this.retryAt.set(gameId, now + wait);
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      const due = [...this.retryAt].filter(([, at]) => at <= Date.now()).map(([id]) => id);
      for (const id of due) void this.inOrder(id, () => this.sweepGame(id));
      if (this.retryAt.size > due.length) this.later(-1);
    }, wait).unref();
    if (gameId === -1) this.retryAt.delete(-1);
  }

  close(): void {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
  }

  /** A post whose last attempt went through an interaction just before the bot died may have reached Discord. The
   * interaction's original answer is found through its token (Discord keeps it 15 minutes); a follow-up in a channel
   * the bot can read is found among the channel's newest messages by what it says; an ephemeral follow-up cannot be
   * looked up: one that never left the bot is sent again, one that was handed to Discord is taken as delivered (sending
   * it again would show it twice). */
  private async recovered(stored: StoredPost, p: Post, where: Route): Promise<boolean> {
    const attempt = parseAttempt(stored.attempt);
    if (!attempt || !this.valid(attempt)) return false;
    // Never handed to the network: it did not go.
    if (attempt.queued) return false;
    const app = this.deps.client.application?.id;
    if (!app) return false;
    try {
      if (attempt.how === 'original') {
        const m = (await this.deps.client.rest.get(Routes.webhookMessage(app, attempt.token, '@original'), { auth: false })) as RawMessage;
        if (!m?.id || !(m.components?.length)) return false;
        this.noteSent(p, { channelId: m.channel_id, id: m.id }, null, attempt);
        return true;
      }
      if (!('channelId' in where) || p.via === 'answer' || attempt.ephemeral) {
        this.deps.table.deliveredUnseen(p);
        return true;
      }
      const said = textsOf(toPayload(p, null).components).join('\n');
      const recent = (await this.deps.client.rest.get(Routes.channelMessages(where.channelId), { query: new URLSearchParams({ limit: '50' }) })) as RawMessage[];
      const m = recent.find((x) => x.author?.id === this.deps.client.user?.id && textsOf(x.components ?? []).join('\n') === said
        && snowflakeTime(x.id) >= attempt.at - 5_000);
      if (!m) return false;
      this.noteSent(p, { channelId: m.channel_id, id: m.id }, null, attempt);
      return true;
    } catch {
      return false;
    }
  }

  // ---- taking controls away -------------------------------------------------------------------------------------------

  /** Several kept posts may be one message (the lobby, edited as people join): it is shown again once, as its latest
   * post says, and every one of them is retired. */
  async retireEach(posts: StoredPost[]): Promise<void> {
    const latest = new Map<string, StoredPost>();
    for (const p of posts) {
      if (!p.messageId) continue;
      const seen = latest.get(p.messageId);
      if (!seen || p.seq > seen.seq) latest.set(p.messageId, p);
    }
    for (const p of posts) {
      if (!p.messageId) continue;
      if (latest.get(p.messageId) === p) await this.retire(p);
      else this.deps.table.retired(p.gameId, p.seq);
    }
  }

  /** A kept post's message shown again without its controls (its card re-made from the kept body, the picture kept:
   * an edit that names no attachments keeps them): through its interaction's webhook while that works, else by REST.
   * A message that is gone has no controls left to take. */
  async retire(old: StoredPost): Promise<void> {
    const { gameId, seq, channelId, messageId } = old;
    // Its interaction's webhook, while it works (noted when sent, or the attempt kept with the post after a restart).
    const attempt = parseAttempt(old.attempt);
    const noted = messageId ? this.webhooks.get(messageId) : undefined;
    const now = this.deps.clock.now();
    const hook = noted && noted.until > now ? noted
      : attempt && this.valid(attempt) ? { token: attempt.token, until: attempt.at + WEBHOOK_MS } : null;
    // An ephemeral message can be edited only through its webhook: after that it cannot be changed (and it is gone
    // once Discord reloads); a press on it is refused as stale. A REST edit would only spend a global-limited call.
    const editable = hook || !attempt?.ephemeral;
    if (messageId && channelId && editable && !this.gone.has(channelId)) {
      const body = editBody(withoutControls(shownOf(old), this.pictured(old)));
      try {
        if (hook) {
          await this.deps.client.rest.patch(Routes.webhookMessage(this.deps.client.application!.id, hook.token, messageId), { body, auth: false });
        } else {
          await this.deps.client.rest.patch(Routes.channelMessage(channelId, messageId), { body });
        }
        this.webhooks.delete(messageId);
      } catch (err) {
        if (failureOf(err) === 'later') {
          this.deps.log.debug('could not take old controls away yet', { gameId, channelId, messageId, err });
          this.later(gameId);
          return;
        }
      }
    }
    this.deps.table.retired(gameId, seq);
  }

  /** Whether a kept post's message carries its picture: asked for, and drawn when it was sent (as far as we know). */
  pictured(old: StoredPost): boolean {
    const asked = !!(old.body as Partial<Post>).picture || this.deps.table.keptPicture(old);
    return asked && !(old.messageId && this.pictureless.has(old.messageId));
  }

  // ---- REST -----------------------------------------------------------------------------------------------------------

  /** The DM channel between the bot and a user: opened once, then remembered. */
  async dmChannel(userId: string): Promise<string> {
    const known = this.dms.get(userId);
    if (known) return known;
    const dm = (await this.deps.client.rest.post(Routes.userChannels(), { body: { recipient_id: userId } })) as { id: string };
    this.dms.set(userId, dm.id);
    if (this.dms.size > DM_MEMORY) this.dms.delete(this.dms.keys().next().value!);
    return dm.id;
  }

  /** Edits a message's card in place; false when it cannot be found. Mentions never ping on an edit. */
  async edit(channelId: string, messageId: string, p: Payload): Promise<boolean> {
    try {
      await this.deps.client.rest.patch(Routes.channelMessage(channelId, messageId), { body: editBody(p) });
      return true;
    } catch (err) {
      this.deps.log.debug('could not edit a message in place', { channelId, messageId, err });
      return false;
    }
  }

  /** Posts a message in a channel by REST; `nonce`: Discord answers a repeat with the first message. */
  async postIn(channelId: string, p: Payload, nonce?: string): Promise<{ channelId: string; id: string }> {
    const files = p.files.map((f, n) => ({ name: f.name, data: f.attachment, key: `files[${n}]` }));
    const body = {
      ...(p.content !== undefined ? { content: p.content } : {}), components: p.components,
      ...(p.flags ? { flags: p.flags & ~EPHEMERAL } : {}), allowed_mentions: { parse: [], users: p.allowedMentions.users },
      ...(files.length ? { attachments: files.map((f, n) => ({ id: String(n), filename: f.name })) } : {}),
      ...(nonce ? { nonce, enforce_nonce: true } : {}),
    };
    const raw = (await this.deps.client.rest.post(Routes.channelMessages(channelId), { body, files })) as { id: string; channel_id?: string };
    return { channelId: raw.channel_id ?? channelId, id: raw.id };
  }

  /** A picture, or null when it could not be drawn (the post goes without it). */
  async draw(job: NonNullable<Plan['pictures'][number]>): Promise<Buffer | null> {
    try {
      return this.deps.pictures ? await this.deps.pictures.draw(job) : null;
    } catch (err) {
      this.deps.log.error('drawing the picture failed', { kind: job.kind, err });
      return null;
    }
  }
}

const EPHEMERAL = 1 << 6;

/** What the last attempt of a post was (src/discord/deliver.ts notes it before sending through an interaction). */
export interface Attempt {
  /** `at`: when the interaction whose token it went through was made (the token works 15 minutes from then). */
  how: 'original' | 'followup'; token: string; at: number; ephemeral?: boolean;
  /** An ephemeral follow-up noted but not yet handed to the network (./handing.ts): after a restart, sent again. */
  queued?: boolean;
}

/** A message as Discord returns it, the parts read here. */
interface RawMessage { id: string; channel_id: string; author?: { id: string }; components?: unknown[] }

/** The text displays of a card, in order, wherever they sit. */
function textsOf(components: unknown): string[] {
  const out: string[] = [];
  const walk = (list: unknown) => {
    for (const c of (Array.isArray(list) ? list : []) as { type?: number; content?: string; components?: unknown }[]) {
      if (c?.type === 10 && typeof c.content === 'string') out.push(c.content);
      walk(c?.components);
    }
  };
  walk(components);
  return out;
}

/** When Discord made a snowflake (ms since 1970). */
const snowflakeTime = (id: string) => Number((BigInt(id) >> 22n) + 1420070400000n);

function parseAttempt(text: string | null): Attempt | null {
  if (!text) return null;
  try {
    const a = JSON.parse(text) as Attempt;
    return typeof a?.token === 'string' && typeof a.at === 'number' ? a : null;
  } catch {
    return null;
  }
}

/** A kept post as the table made it (its body is the post less its place). */
function asPost(s: StoredPost): Post {
  const body = (s.body ?? {}) as Partial<Post>;
  return {
    via: 'channel', text: [], buttons: [], selects: [], picture: null, mention: null, ...body,
    kind: s.kind as Post['kind'], audience: s.audience, seat: s.seat, gameId: s.gameId, version: s.version, seq: s.seq,
    ...(s.retiring ? { retiring: true } : {}),
  };
}

/** A kept post's body as the card shows it. */
export function shownOf(p: StoredPost): Shown {
  const body = (p.body ?? {}) as Partial<Post>;
  return {
    text: body.text ?? [], buttons: body.buttons ?? [], selects: body.selects ?? [], mention: body.mention ?? null,
    ...(body.color !== undefined ? { color: body.color } : {}),
  };
}

/** A REST edit of a card: no content (a message from before cards had some: it is reset, as Discord asks when the
 * IS_COMPONENTS_V2 flag is set by an edit), the components, the flag, and no pings. */
function editBody(p: Payload): Record<string, unknown> {
  return {
    content: p.content ?? null, components: p.components, ...(p.flags ? { flags: p.flags & ~EPHEMERAL } : {}),
    allowed_mentions: { parse: [] },
  };
}

function remember(set: Set<string>, id: string, max: number): void {
  set.add(id);
  if (set.size > max) set.delete(set.values().next().value!);
}
