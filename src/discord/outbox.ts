// The outbox's transport and timers: what the executor of a plan's sends (deliver.ts) uses to reach Discord. One
// game's deliveries run one after another (`inOrder`; other games go on); a game whose delivery failed for now is
// swept again a little later (1 s, doubling to a minute while it keeps failing), and every game's outbox at start and every 30 s (outbox-sweep.ts).
// What it remembers of Discord: each person's latest interaction (its token opens follow-ups, exempt from the global
// rate limit, for 15 minutes from the interaction), each person's DM channel, messages whose picture could not be
// drawn. The REST calls: a message under a nonce naming its post (Discord answers a repeat with the first message), a
// follow-up through a token, an edit, a DM channel opened once; and after a crash, whether a post that went through an
// interaction reached Discord. How each post travels is decided elsewhere (src/delivery/route.ts). A channel that
// refuses the bot's posts (a permission taken away) is tried again only every few minutes, its host told once
// (`refusedBy`).
import { DiscordAPIError, Events, HTTPError, Routes, type Client } from 'discord.js';
import type { Clock } from '../core/clock.js';
import { parseAttempt, valid, type Attempt, type Token } from '../delivery/route.js';
import type { StoredPost } from '../store/types.js';
import { hasControls, hasStaleControls } from '../table/context.js';
import type { Fate, Post } from '../table/types.js';
import type { Logger } from '../log.js';
import type { RenderPool } from './render-pool.js';
import { HANDING_HEADER, type Handing } from './handing.js';
import { postContent } from '../table/content.js';
import { editBody, type Payload } from './view.js';

export interface OutboxDeps {
  client: Client;
  log: Logger;
  pictures?: RenderPool;
  /** Notes when an ephemeral follow-up leaves (./handing.ts); without it one is taken as handed over when queued. */
  handing?: Handing;
  /** The bot's one clock: an interaction token's age is read from it. */
  clock: Clock;
}

const MEMORY = 5000;
const DM_MEMORY = 20_000;

/** Discord's codes this file acts on (Discord's JSON error codes). */
const CODES = { unknownChannel: 10003, unknownMessage: 10008, missingAccess: 50001, cannotDm: 50007, missingPermissions: 50013 } as const;

/** How long a game whose delivery failed for now waits before it is tried again: 1 s, doubling to a minute. */
export const RETRY = { first: 1000, max: 60_000 } as const;
/** How long a channel that refused the bot's posts (403: a permission taken away) waits before one post is tried there
 * again: a minute, doubling to ten (at most six refusals an hour, each an invalid request to Discord). */
export const REFUSED = { first: 60_000, max: 600_000 } as const;

/** The wait after `last` (none: the first) in a schedule that doubles from `first` to `max`. */
export function nextWait(last: number | undefined, s: { first: number; max: number } = RETRY): number {
  return last === undefined ? s.first : Math.min(s.max, Math.max(s.first, last * 2));
}

/** What went wrong with a request, as far as delivery is concerned: the reader cannot be reached (closed DMs), the
 * channel or message is gone, the bot may no longer post or look there (403: Missing Permissions, Missing Access; it
 * lasts until someone changes the permissions), the request was refused for good (a dead token, say), or Discord failed for now (5xx,
 * a hang, a network error: try again later). */
export type Failure = 'dms-closed' | 'channel-gone' | 'message-gone' | 'no-access' | 'refused' | 'later';

/** Discord failed for now: what is left of a plan waits in the outbox, and its game is tried again a little later.
 * `fates`: what the table is to be told all the same (a channel that refuses the bot's posts), reported with the rest
 * of the plan's (deliver.ts). */
export class Later extends Error {
  constructor(cause: unknown, readonly fates: readonly Fate[] = []) {
    super('Discord failed for now', { cause });
  }
}

/** Where a post went: the message it is now, or why it went nowhere (its reader unreachable; a token refused). */
export type Landed = { channelId: string; id: string } | 'dms-closed' | 'channel-gone' | 'refused';

/** What became of a post, as the table is told it (`Table.report`): delivered as this message (its controls live or
 * not), awaiting its reader (a token that no longer worked), or its reader unreachable. */
export function fateOf(p: Post, landed: Landed | 'await'): Fate[] {
  if (p.seq === undefined) return [];
  if (landed === 'await' || landed === 'refused') return [{ seq: p.seq, awaiting: true, reader: p.audience }];
  if (landed === 'dms-closed') return [{ seq: p.seq, unreachable: 'dms-closed', reader: p.audience }];
  if (landed === 'channel-gone') return [{ seq: p.seq, unreachable: 'channel-gone' }];
  const live = hasControls(p) && !p.retiring;
  // Controls that all work for the game's whole life (My hand, Web): no newer post supersedes them.
  return [{ seq: p.seq, sent: { channelId: landed.channelId, messageId: landed.id }, live, ...(live && !hasStaleControls(p) ? { lasting: true } : {}) }];
}

export function failureOf(err: unknown): Failure {
  if (err instanceof DiscordAPIError) {
    if (err.code === CODES.cannotDm) return 'dms-closed';
    if (err.code === CODES.unknownChannel) return 'channel-gone';
    if (err.code === CODES.unknownMessage) return 'message-gone';
    if (err.status === 403 && (err.code === CODES.missingPermissions || err.code === CODES.missingAccess)) return 'no-access';
    return err.status >= 500 ? 'later' : 'refused';
  }
  if (err instanceof HTTPError) return 'later';
  return 'later';
}

/** Discord's answer to a send: the message made. An answer with no message id (an empty 200 from a proxy that could not
 * reach Discord) is no delivery: thrown, a failure for now ('later'), so the post stays in the outbox and is sent again
 * (a message under its nonce is not posted twice). */
export function sentMessage(raw: unknown): { id: string; channel_id?: string } {
  const m = raw as { id?: unknown; channel_id?: unknown } | null;
  if (typeof m?.id === 'string' && m.id !== '') return m as { id: string; channel_id?: string };
  throw new Error('Discord\'s answer to a message sent carries no message id');
}

/** The nonce that names a kept post (Discord: at most 25 characters). */
export const nonceOf = (p: { gameId: number; seq?: number; nonce?: string }) => p.nonce ?? `h${p.gameId.toString(36)}.${(p.seq ?? 0).toString(36)}`;

export class Outbox {
  /** Messages whose post had a picture that could not be drawn: their card, shown again, has no picture to keep. */
  private readonly pictureless = new Set<string>();
  /** Each user's DM channel with the bot, once opened (it never changes). */
  private readonly dms = new Map<string, string>();
  /** Each person's latest interaction: its token and the channel it was made in. */
  private readonly tokens = new Map<string, { token: Token; channelId: string }>();
  /** Channels found deleted: nothing more is tried there, not even taking controls away. */
  private readonly gone = new Set<string>();
  /** Each game's deliveries, one after another. */
  private readonly chains = new Map<number, Promise<unknown>>();
  /** Games whose delivery failed for now, and when to try again (removed as the retry is made). */
  private readonly retryAt = new Map<number, number>();
  /** Each game's last wait before a retry, doubled at its next failure (until its outbox is emptied). */
  private readonly waits = new Map<number, number>();
  private retryTimer: NodeJS.Timeout | null = null;
  /** When the armed timer fires. */
  private timerAt = Infinity;
  /** Channels that refused the bot's posts (403): the wait before their next try, and when that is (`refusedBy`). */
  private readonly refused = new Map<string, { wait: number; at: number; missing: 'send' | 'view'; guildId?: string }>();
  /** The games whose posts wait for such a channel. */
  private readonly refusedIn = new Map<number, string>();
  /** Channels where a post of this process landed by REST since their last refusal (the table was told they take posts). */
  private readonly opened = new Set<string>();
  private closed = false;
  /** What a retry does (deliver.ts sweeps the game). */
  onRetry: (gameId: number) => void = () => {};

  constructor(private readonly deps: OutboxDeps) {
    // A channel that refuses the bot's posts is tried at once when something that may have given the permission back
    // changes: the channel's permissions, a role of its server, the bot added to the server again.
    const client = deps.client as Partial<Client>;
    client.on?.(Events.ChannelUpdate, (_old, ch) => this.changed((c) => c === ch.id));
    client.on?.(Events.GuildRoleUpdate, (_old, role) => this.changed((_c, g) => g === role.guild.id));
    // A channel refused after the bot was removed from its server is no longer in discord.js's cache, its server
    // unknown: the server that comes back holds it.
    client.on?.(Events.GuildCreate, (guild) => this.changed((c, g) => g === guild.id || (g === undefined && !!guild.channels?.cache.has(c))));
  }

  /** Runs `work` after this game's earlier deliveries (another game's never wait on it). */
  inOrder<T>(gameId: number, work: () => Promise<T>): Promise<T> {
    const before = this.chains.get(gameId) ?? Promise.resolve();
    const next = before.then(work, work);
    const tail = next.catch(() => undefined);
    this.chains.set(gameId, tail);
    void tail.then(() => { if (this.chains.get(gameId) === tail) this.chains.delete(gameId); });
    return next;
  }

  // ---- what is remembered of Discord ----------------------------------------------------------------------------------

  /** A person interacted here: their token carries what is for them alone while it works. */
  noteToken(userId: string, token: Token, channelId: string | null): void {
    if (!channelId) return;
    this.tokens.delete(userId);
    this.tokens.set(userId, { token, channelId });
    if (this.tokens.size > MEMORY) this.tokens.delete(this.tokens.keys().next().value!);
  }

  /** A person's latest interaction, working or not (the routing decides). */
  tokenOf(userId: string): { token: Token; channelId: string } | null {
    return this.tokens.get(userId) ?? null;
  }

  /** A token Discord refused: it is forgotten. */
  forgetToken(token: Token): void {
    for (const [user, t] of this.tokens) if (t.token.token === token.token) this.tokens.delete(user);
  }

  dmOf(userId: string): string | null {
    return this.dms.get(userId) ?? null;
  }

  isGone(channelId: string): boolean {
    return this.gone.has(channelId);
  }

  /** A channel found deleted: nothing more goes there, not even a follow-up of an interaction made in it. */
  noteGone(channelId: string): void {
    remember(this.gone, channelId, MEMORY);
    for (const [user, t] of this.tokens) if (t.channelId === channelId) this.tokens.delete(user);
  }

  hasPicture(messageId: string | null): boolean {
    return !messageId || !this.pictureless.has(messageId);
  }

  // ---- retries --------------------------------------------------------------------------------------------------------

  /** Tries this game again a little later: 1 s, doubling with each failure in a row to a minute (`nextWait`), back to
   * 1 s once its outbox is emptied (`settled`). A retry already armed for it stands (a failure meanwhile, of the same
   * outage, does not double it again). A game whose channel refuses the bot's posts waits, besides, for that channel's
   * next try (`refusedBy`). Real time: it paces this process, not a game. */
  later(gameId: number): void {
    if (this.closed) return;
    if (!this.retryAt.has(gameId)) {
      const wait = nextWait(this.waits.get(gameId), RETRY);
      this.waits.set(gameId, wait);
      const channel = this.refusedIn.get(gameId);
      const refused = channel === undefined ? undefined : this.refused.get(channel);
      this.retryAt.set(gameId, Math.max(Date.now() + wait, refused?.at ?? 0));
    }
    this.arm(this.retryAt.get(gameId)!);
  }

  /** Tries this game again in a second, whatever its wait (its channel's permissions changed). */
  private soon(gameId: number): void {
    if (this.closed) return;
    const at = Date.now() + RETRY.first;
    if ((this.retryAt.get(gameId) ?? Infinity) > at) this.retryAt.set(gameId, at);
    this.arm(this.retryAt.get(gameId)!);
  }

  /** The timer set for a retry due `at`, unless one is set already for no later (one due sooner than the timer armed
   * arms it sooner). When it fires, the games due are retried and the timer set for the next. */
  private arm(at: number): void {
    if (this.closed || (this.retryTimer && this.timerAt <= at)) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.timerAt = at;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      const now = Date.now();
      let next = Infinity;
      const due: number[] = [];
      for (const [id, when] of this.retryAt) {
        if (when <= now) due.push(id);
        else next = Math.min(next, when);
      }
      for (const id of due) this.retryAt.delete(id);
      if (next < Infinity) this.arm(next);
      for (const id of due) this.onRetry(id);
    }, Math.max(0, at - Date.now()));
    this.retryTimer.unref?.();
  }

  /** Whether this game waits out its backoff (a retry is set for later): the periodic sweep leaves it to that retry. */
  backingOff(gameId: number): boolean {
    return (this.retryAt.get(gameId) ?? 0) > Date.now();
  }

  /** A game's outbox was emptied: no retry is due for it, and its next failure waits 1 s again. */
  settled(gameId: number): void {
    this.retryAt.delete(gameId);
    this.waits.delete(gameId);
    this.refusedIn.delete(gameId);
  }

  close(): void {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  // ---- a channel that refuses the bot's posts -------------------------------------------------------------------------

  /** Discord refused a post in a game's channel with 403 (Missing Permissions: Send Messages or Attach Files taken away;
   * Missing Access: View Channel taken away, or the bot removed from the server). Such a refusal lasts until someone
   * changes the channel's permissions, and Discord counts each one as an invalid request (10,000 in 10 minutes ban the
   * bot's address for an hour): nothing more is sent there until the channel's next try, a minute later, doubling to
   * ten minutes (`REFUSED`); each post there meanwhile waits in the outbox without a request. The fate returned, carried
   * on the failure, tells the table: it keeps a notice to the host, once for the outage, which the game's retry a second
   * from now carries by DM ahead of the posts that wait. */
  private refusedBy(channelId: string, p: Post, err: DiscordAPIError): Fate[] {
    const missing = err.code === CODES.missingAccess ? 'view' : 'send';
    const wait = nextWait(this.refused.get(channelId)?.wait, REFUSED);
    const known = this.deps.client.channels?.cache.get(channelId);
    this.refused.delete(channelId);
    this.refused.set(channelId, { wait, at: Date.now() + wait, missing, guildId: known && 'guildId' in known && known.guildId ? known.guildId : undefined });
    if (this.refused.size > MEMORY) this.refused.delete(this.refused.keys().next().value!);
    this.refusedIn.set(p.gameId, channelId);
    this.opened.delete(channelId);
    this.deps.log.warn('Discord refuses the bot\'s posts in a game\'s channel (a permission taken away): they wait', { gameId: p.gameId, channelId, code: err.code, retryInMs: wait });
    return p.seq === undefined ? [] : [{ seq: p.seq, channelRefuses: missing }];
  }

  /** Something changed that may have given the bot its permission back in these channels (`match`: by channel, or
   * by server): each is tried at its game's next sweep, a second from now. */
  private changed(match: (channelId: string, guildId: string | undefined) => boolean): void {
    const now = Date.now();
    for (const [channelId, r] of this.refused) {
      if (!match(channelId, r.guildId)) continue;
      r.at = now;
      for (const [game, c] of this.refusedIn) if (c === channelId) this.soon(game);
    }
  }

  /** Whether a post in this channel waits, the channel refusing the bot's posts until its next try (`refusedBy`):
   * thrown as a failure for now, with no request. At the try, this post is the one tried (the next try is pushed on
   * meanwhile, so no other post of the channel is). */
  private holdIfRefused(channelId: string, gameId: number): void {
    const refused = this.refused.get(channelId);
    if (!refused) return;
    this.refusedIn.set(gameId, channelId);
    const now = Date.now();
    if (now < refused.at) throw new Later(new Error(`the channel refuses the bot's posts: tried again in ${Math.ceil((refused.at - now) / 1000)} s`));
    refused.at = now + refused.wait;
  }

  /** A post landed in this channel by REST: the channel takes the bot's posts (again). Said to the table the first time
   * in this process, or after a refusal (a refusal's notice is then told again for the next outage). */
  private reopened(channelId: string, p: Post): Fate[] {
    const was = this.refused.delete(channelId);
    if (was) for (const [game, c] of this.refusedIn) if (c === channelId) this.refusedIn.delete(game);
    if (p.seq === undefined || (!was && this.opened.has(channelId))) return [];
    remember(this.opened, channelId, MEMORY);
    return [{ seq: p.seq, channelRefuses: null }];
  }

  // ---- a post, where it goes ------------------------------------------------------------------------------------------

  /** An ephemeral follow-up through a reader's own interaction (no global limit): its attempt noted first (`note`;
   * not again when `ahead` is what was noted already, ./deliver.ts noting a plan's sends at once), handed over as it
   * leaves. 'refused': the token no longer works (forgotten). */
  async followUp(token: Token, p: Post, card: Payload, note: (a: Attempt | null) => void, ahead?: string): Promise<Fate[] | 'refused'> {
    const noted = this.expectHanding(note, followUpAttempt(token), ahead);
    try {
      const raw = await this.executeWebhook(token.token, card, card.flags ?? 0, noted.key);
      return this.landed(p, card, { channelId: raw.channel_id, id: raw.id });
    } catch (err) {
      noted.withdraw();
      note(null);
      if (failureOf(err) === 'later') throw new Later(err);
      this.forgetToken(token);
      return 'refused';
    }
  }

  /** A reader's last note shown as `p` instead, in place, through the token that made it (its picture kept): the new
   * post is that message now (the old one retired), editable by the same token. 'refused': that token no longer works,
   * or the message is gone. */
  async renew(token: Token, old: StoredPost, p: Post, card: Payload, note: (a: Attempt | null) => void, ahead?: string): Promise<Fate[] | 'refused'> {
    const attempt = this.renewAttempt(token, old);
    if (!attempt || !old.messageId) return 'refused';
    // Noted first (unless noted ahead just so): a bot that dies once the edit is made finds the message saying this
    // post when it comes back. The same token can edit the message still.
    if (JSON.stringify(attempt) !== ahead) note(attempt);
    try {
      await this.editThrough(token, old.messageId, editBody(card));
    } catch (err) {
      note(null);
      const why = failureOf(err);
      if (why === 'later') throw new Later(err);
      if (why === 'refused') this.forgetToken(token);
      return 'refused';
    }
    return [{ seq: old.seq, retired: true }, ...fateOf(p, { channelId: old.channelId ?? '', id: old.messageId })];
  }

  /** The bot's own message in a reader's DM shown again as this post, in place, by REST (global-limited; an edit pings
   * no one). Nothing is noted first: the same edit made again says the same, so a bot that dies before its report
   * makes it again. A message or channel gone: refused. */
  async renewRest(old: StoredPost, p: Post, card: Payload): Promise<Fate[] | 'refused'> {
    if (!old.messageId || !old.channelId || this.gone.has(old.channelId)) return 'refused';
    const files = uploads(card);
    const body = editBody(card);
    // A new picture replaces the message's; without one, its picture stays.
    if (files.length) body.attachments = attachmentsOf(card);
    try {
      await this.deps.client.rest.patch(Routes.channelMessage(old.channelId, old.messageId), { body, files });
    } catch (err) {
      if (failureOf(err) === 'later') throw new Later(err);
      return 'refused';
    }
    return [{ seq: old.seq, retired: true }, ...fateOf(p, { channelId: old.channelId, id: old.messageId })];
  }

  /** The attempt a renewal in place notes before its edit; null when none is tried (the message or its channel gone).
   * The message stays what it was: ephemeral, or one that stays (a DM game's note, a note answering a press in a DM). */
  renewAttempt(token: Token, old: StoredPost): Attempt | null {
    if (!old.messageId || (old.channelId && this.gone.has(old.channelId))) return null;
    const ephemeral = parseAttempt(old.attempt)?.ephemeral === true;
    return {
      how: 'renew', token: token.token, at: token.at, ...(ephemeral ? { ephemeral } : {}), ...(token.original ? { original: true } : {}),
      messageId: old.messageId, replaces: old.seq,
    };
  }

  /** A post by REST where it goes (a channel, or a person's DM), under `nonce`; a lobby message edited in place first
   * when `lobby` names it (posted anew when it is gone). A reader who cannot be reached is said, not tried again. */
  async post(where: { channelId: string; lobby?: string } | { dm: string }, p: Post, card: Payload, nonce?: string): Promise<Fate[]> {
    if ('channelId' in where && this.gone.has(where.channelId)) return fateOf(p, 'channel-gone');
    // A channel that refused the bot's posts (403) is tried again only at its next try: until then its posts wait.
    if ('channelId' in where) this.holdIfRefused(where.channelId, p.gameId);
    if ('channelId' in where && where.lobby && await this.edit(where.channelId, where.lobby, card)) return this.landed(p, card, { channelId: where.channelId, id: where.lobby });
    try {
      const channelId = 'dm' in where ? await this.dmChannel(where.dm) : where.channelId;
      const fates = this.landed(p, card, await this.postIn(channelId, card, nonce));
      return 'channelId' in where ? [...fates, ...this.reopened(where.channelId, p)] : fates;
    } catch (err) {
      const why = failureOf(err);
      // A DM refused (closed DMs, or no server shared with the bot), whether it was a note sent there or a post of a
      // game played in that DM: not tried again, the table is told.
      if (why === 'dms-closed') return fateOf(p, 'dms-closed');
      if (why === 'channel-gone' && 'channelId' in where) {
        this.noteGone(where.channelId);
        return fateOf(p, 'channel-gone');
      }
      // The bot may no longer post there: it waits (far longer than for a failure of Discord's), the host told once.
      if (why === 'no-access' && 'channelId' in where) throw new Later(err, this.refusedBy(where.channelId, p, err as DiscordAPIError));
      throw new Later(err);
    }
  }

  /** A post landed as this message; a picture it asked for and could not carry noted (shown again, it has none). */
  landed(p: Post, card: Payload, m: { channelId: string; id: string }): Fate[] {
    if (p.picture && card.files.length === 0) remember(this.pictureless, m.id, MEMORY);
    return fateOf(p, m);
  }

  /** An earlier message shown again as `body` (without its controls): through `token` while it works, else by REST. A
   * message that is gone, or whose channel is, has nothing left to take. Discord failing for now: tried again later. */
  async retire(old: StoredPost, token: Token | null, body: Record<string, unknown>): Promise<Fate[]> {
    // A channel the bot can no longer see refuses the edit as it refused the post (taken as done, as a refused edit is).
    if (old.messageId && old.channelId && !this.gone.has(old.channelId) && (token || this.refused.get(old.channelId)?.missing !== 'view')) {
      try {
        if (token) await this.editThrough(token, old.messageId, body);
        else await this.editRest(old.channelId, old.messageId, body);
      } catch (err) {
        if (failureOf(err) === 'later') {
          this.deps.log.debug('could not take old controls away yet', { gameId: old.gameId, messageId: old.messageId, err });
          this.later(old.gameId);
          return [];
        }
      }
    }
    return [{ seq: old.seq, retired: true }];
  }

  // ---- REST -----------------------------------------------------------------------------------------------------------

  /** A follow-up through an interaction's webhook; `key` (Handing's) ties the request to its handed-over note. */
  async executeWebhook(token: string, payload: Payload, flags: number, key: string | null = null): Promise<{ id: string; channel_id: string }> {
    const app = this.deps.client.application!.id;
    const files = uploads(payload);
    const json = {
      components: payload.components, flags, allowed_mentions: { parse: [], users: payload.allowedMentions.users },
      ...(files.length ? { attachments: attachmentsOf(payload) } : {}),
    };
    const headers: Record<string, string> = key === null ? {} : { [HANDING_HEADER]: key };
    return sentMessage(await this.deps.client.rest.post(Routes.webhook(app, token), { body: json, files, headers, auth: false, query: new URLSearchParams({ wait: 'true' }) })) as { id: string; channel_id: string };
  }

  /** An ephemeral follow-up's attempt, noted (`note`) before it is queued (not again when `ahead` is what was noted
   * already) and again, handed over, as it leaves: its request must carry `key`; `withdraw` drops the second note when
   * the send failed before it left. */
  expectHanding(note: (attempt: Attempt) => void, attempt: Attempt, ahead?: string): { key: string | null; withdraw(): void } {
    const handing = this.deps.handing;
    const first = this.queuedOf(attempt);
    if (JSON.stringify(first) !== ahead) note(first);
    if (!handing) return { key: null, withdraw: () => {} };
    return handing.expect({ handed: () => note(attempt), queued: () => note(first) });
  }

  /** What an ephemeral follow-up's attempt is noted as before its request is queued: queued, when its leaving is noted
   * (./handing.ts); else as it is. */
  queuedOf(attempt: Attempt): Attempt {
    return this.deps.handing ? { ...attempt, queued: true } : attempt;
  }

  /** Edits a message through an interaction's webhook (exempt from the global limit): the interaction's own as
   * `@original`, one of its follow-ups by id. */
  async editThrough(token: Token, messageId: string, body: Record<string, unknown>): Promise<void> {
    await this.deps.client.rest.patch(Routes.webhookMessage(this.deps.client.application!.id, token.token, token.original ? '@original' : messageId), { body, auth: false });
  }

  /** The DM channel between the bot and a user: opened once, then remembered. */
  async dmChannel(userId: string): Promise<string> {
    const known = this.dms.get(userId);
    if (known) return known;
    const dm = (await this.deps.client.rest.post(Routes.userChannels(), { body: { recipient_id: userId } })) as { id: string };
    this.dms.set(userId, dm.id);
    if (this.dms.size > DM_MEMORY) this.dms.delete(this.dms.keys().next().value!);
    return dm.id;
  }

  /** Edits a message's card in place by REST; false when it cannot be found. Mentions never ping on an edit. */
  async edit(channelId: string, messageId: string, p: Payload): Promise<boolean> {
    try {
      await this.deps.client.rest.patch(Routes.channelMessage(channelId, messageId), { body: editBody(p) });
      return true;
    } catch (err) {
      this.deps.log.debug('could not edit a message in place', { channelId, messageId, err });
      return false;
    }
  }

  /** Edits a message by REST (global-limited). */
  async editRest(channelId: string, messageId: string, body: Record<string, unknown>): Promise<void> {
    await this.deps.client.rest.patch(Routes.channelMessage(channelId, messageId), { body });
  }

  /** Posts a message in a channel by REST; `nonce`: Discord answers a repeat with the first message. */
  async postIn(channelId: string, p: Payload, nonce?: string): Promise<{ channelId: string; id: string }> {
    const files = uploads(p);
    // Made property by property, not from a spread extended (Node 20's slow path for each property added after one).
    const body: Record<string, unknown> = {};
    if (p.content !== undefined) body.content = p.content;
    body.components = p.components;
    if (p.flags) body.flags = p.flags & ~EPHEMERAL;
    body.allowed_mentions = { parse: [], users: p.allowedMentions.users };
    if (files.length) body.attachments = attachmentsOf(p);
    if (nonce) {
      body.nonce = nonce;
      body.enforce_nonce = true;
    }
    const raw = sentMessage(await this.deps.client.rest.post(Routes.channelMessages(channelId), { body, files }));
    return { channelId: raw.channel_id ?? channelId, id: raw.id };
  }

  /** A picture, or null when it could not be drawn (the post goes without it). */
  async draw(job: { kind: string; view: unknown; lang: string }): Promise<Buffer | null> {
    try {
      return this.deps.pictures ? await this.deps.pictures.draw(job) : null;
    } catch (err) {
      this.deps.log.error('drawing the picture failed', { kind: job.kind, err });
      return null;
    }
  }

  /** A post whose last attempt went through an interaction just before the bot died may have reached Discord. The
   * interaction's original answer is found through its token (Discord keeps it 15 minutes); a follow-up in a channel
   * the bot can read is found among the channel's newest messages by what it says; an ephemeral follow-up cannot be
   * looked up: one that never left the bot is sent again, one that was handed to Discord is taken as delivered (sending
   * it again would show it twice). Null: not found (send it); 'unseen': taken as delivered, its message unknown. */
  async recovered(stored: StoredPost, p: Post, channelId: string | null): Promise<{ channelId: string; id: string; replaced?: number } | 'unseen' | null> {
    const attempt = parseAttempt(stored.attempt);
    if (!attempt || !valid(attempt, this.deps.clock.now())) return null;
    // Never handed to the network: it did not go.
    if (attempt.queued) return null;
    const app = this.deps.client.application?.id;
    if (!app) return null;
    try {
      if (attempt.how === 'renew' && attempt.messageId) {
        // A note renewed in place: its message says this post if the edit was made (it can be read through its token).
        const m = (await this.deps.client.rest.get(Routes.webhookMessage(app, attempt.token, attempt.original ? '@original' : attempt.messageId), { auth: false })) as RawMessage;
        if (textsOf(m?.components ?? []).join('\n') !== postContent(p)) return null;
        return { channelId: m.channel_id, id: m.id, ...(attempt.replaces !== undefined ? { replaced: attempt.replaces } : {}) };
      }
      if (attempt.how === 'original') {
        const m = (await this.deps.client.rest.get(Routes.webhookMessage(app, attempt.token, '@original'), { auth: false })) as RawMessage;
        // The interaction's own message says this post only if the answer was made (a press's "original" is the
        // pressed message, there before any answer).
        if (!m?.id || textsOf(m.components ?? []).join('\n') !== postContent(p)) return null;
        return { channelId: m.channel_id, id: m.id };
      }
      if (!channelId || p.via === 'answer' || attempt.ephemeral) return 'unseen';
      // A card's text is one display, as the table writes it.
      const said = postContent(p);
      const recent = (await this.deps.client.rest.get(Routes.channelMessages(channelId), { query: new URLSearchParams({ limit: '50' }) })) as RawMessage[];
      const m = recent.find((x) => x.author?.id === this.deps.client.user?.id && textsOf(x.components ?? []).join('\n') === said
        && snowflakeTime(x.id) >= attempt.at - 5_000);
      return m ? { channelId: m.channel_id, id: m.id } : null;
    } catch {
      return null;
    }
  }
}

const EPHEMERAL = 1 << 6;

/** The message's `attachments` for its uploads: each file's id and name, and its description (the picture's text
 * alternative) when it has one. */
function attachmentsOf(p: Payload): { id: string; filename: string; description?: string }[] {
  return p.files.map((f, n) => ({ id: String(n), filename: f.name, ...(f.description ? { description: f.description } : {}) }));
}

/** A post's files as discord.js's REST uploads them, each with its type given: a post's one file is its picture, a PNG
 * (./view.ts), and discord.js reads the first bytes of a file given without a type to guess it (magic-bytes.js). */
function uploads(p: Payload): { name: string; data: Buffer; key: string; contentType: string }[] {
  return p.files.map((f, n) => ({ name: f.name, data: f.attachment, key: `files[${n}]`, contentType: 'image/png' }));
}

/** Whether a post noted as attempted this way, and never sent, is sent after a restart (Outbox.recovered looks for it
 * and finds it missing, or it was still queued) rather than taken as delivered: only such an attempt may be noted
 * ahead of its send (./deliver.ts). One that cannot be looked up (an ephemeral follow-up handed over, a private one
 * outside the game's channel, an answer to the interaction alone) is noted just before it leaves. */
export function foundMissing(attempt: Attempt, p: Pick<Post, 'audience' | 'via'>): boolean {
  if (attempt.queued || attempt.how === 'original' || attempt.how === 'renew') return true;
  return !attempt.ephemeral && p.via !== 'answer' && (p.audience === 'public' || p.via === 'channel');
}

/** The attempt of an ephemeral follow-up through `token`, before it is queued. */
export const followUpAttempt = (token: Token): Attempt => ({ how: 'followup', token: token.token, at: token.at, ephemeral: true });

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

function remember(set: Set<string>, id: string, max: number): void {
  set.add(id);
  if (set.size > max) set.delete(set.values().next().value!);
}
