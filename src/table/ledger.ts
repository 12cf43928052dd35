// The outbox as the table keeps it: what the one who delivers (src/discord/deliver.ts) needs to decide how a plan's
// posts travel (src/delivery/route.ts: the game's posts still waiting, each reader's last note, who may be DMed and
// who wants their turns by DM), what is left of a game to deliver as a plan of its own, and the one report of what
// became of each post (sent where, awaiting its reader, unreachable, controls taken away). Readers who cannot be
// reached are told once: a player whose DMs are closed in the game's channel (their note waits for them), a game whose
// channel is gone is paused and its host told by DM, a game whose channel refuses the bot's posts waits and its host is
// told by DM (once an outage).
import { localeOf, lookup } from '../core/text.js';
import type { PendingGame, StoredPost } from '../store/types.js';
import { barePlan, DMS, TURNS, type Context } from './context.js';
import { noticePost, privateNotice, seatLang, Sight } from './posts.js';
import { replay } from './replay.js';
import { tableText as t } from './text/index.js';
import type { Fate, PictureJob, Plan, Post, Retired } from './types.js';

/** What the table knows that decides how a game's posts travel now. */
export interface TableFacts {
  /** The game's posts kept and still to deliver, in order: their number and reader (what a new post may wait behind). */
  waiting: { seq: number; audience: string }[];
  /** Those posts as kept (their attempts: a sweep looks for one that may have gone), read when asked. */
  kept(): StoredPost[];
  /** A reader's latest note of this game that reached them (a step's note, or My hand's answer), and whether its
   * message shows a picture (what renewing it in place may keep). */
  lastNote(userId: string): Retired | null;
  mayDm(userId: string): boolean;
  wantsDm(userId: string): boolean;
}

export function facts(ctx: Context, gameId: number): TableFacts {
  let mine: Map<string, Retired | null> | null = null;
  return {
    waiting: ctx.store.undeliveredReaders(gameId),
    kept: () => ctx.store.undelivered(gameId),
    lastNote(userId) {
      mine ??= new Map();
      if (!mine.has(userId)) {
        const last = ctx.store.latestPost(gameId, userId, (p) => (p.kind === 'note' || p.kind === 'hand') && !!p.messageId, 0);
        mine.set(userId, last ? ctx.retired(last) : null);
      }
      return mine.get(userId) ?? null;
    },
    mayDm: (userId) => ctx.mayDm(userId),
    wantsDm: (userId) => ctx.wantsDm(userId),
  };
}

/** `/heist settings dm:` — their turns by DM or not; asking for them again clears DMs found closed. */
export function setDmTurns(ctx: Context, userId: string, dm: boolean): void {
  ctx.store.setUserPref(userId, TURNS, dm ? 'dm' : 'channel');
  if (dm && ctx.store.userPref(userId, DMS) === 'closed') ctx.store.setUserPref(userId, DMS, 'open');
}

/** Games with posts still to deliver. */
export function pendingGames(ctx: Context): PendingGame[] {
  return ctx.store.pendingGames();
}

/** What is left of a game to deliver, as a plan answering no one: its posts still in the outbox, in order, each with
 * its picture at its own version, and its messages whose controls are still to go. Null: nothing is left. */
export function leftToDeliver(ctx: Context, gameId: number): Plan | null {
  const undelivered = hostNoticesFirst(ctx.store.undelivered(gameId));
  const retiring = ctx.store.retiring(gameId);
  if (undelivered.length === 0 && retiring.length === 0) return null;
  const rec = ctx.repo.game(gameId);
  if (!rec) return null;
  const lobby = ctx.lobbyMessage(gameId);
  return {
    ok: true, posts: undelivered.map(asPost), pictures: undelivered.map((p) => pictureOf(ctx, p)), channelId: rec.channelId,
    gameId, pressed: { fate: 'keep' }, retire: retiring.map((p) => ctx.retired(p)), ...(lobby ? { lobby } : {}),
  };
}

/** Attempts to deliver a game's posts, noted in one transaction before they are made (null: one withdrawn, it did not
 * go). A post that is not kept (no seq) has none. */
export function attempted(ctx: Context, gameId: number, notes: readonly { seq?: number; attempt: unknown }[]): void {
  const kept = notes.filter((n): n is { seq: number; attempt: unknown } => n.seq !== undefined);
  if (kept.length) ctx.store.attempted(gameId, kept.map((n) => ({ seq: n.seq, attempt: JSON.stringify(n.attempt) })));
}

/** What became of a plan's posts, told once when it is carried: each noted, and the notices it calls for (a closed
 * DM told in the channel, a gone channel's host told by DM), as plans to carry next. */
export function report(ctx: Context, gameId: number, fates: readonly Fate[]): Plan[] {
  return ctx.store.batch(() => noted(ctx, gameId, fates));
}

function noted(ctx: Context, gameId: number, fates: readonly Fate[]): Plan[] {
  const notices: Plan[] = [];
  for (const o of fates) {
    try {
      if ('sent' in o) ctx.store.delivered(gameId, o.seq, { channelId: o.sent.channelId, messageId: o.sent.messageId, live: o.live, lasting: !!o.lasting });
      else if ('retired' in o) ctx.store.retired(gameId, o.seq);
      else if ('unseen' in o) ctx.store.deliveredUnseen(gameId, o.seq);
      else if ('withdrawn' in o) {
        ctx.store.withdrawn(gameId, o.seq);
        // Its picture never reached them: the next post's is judged against what they were last sent.
        ctx.forgetDrawn(gameId, o.reader);
      }
      else if ('channelRefuses' in o) {
        // The post waits in the outbox (the channel is tried again later); the host is told once an outage.
        const told = channelRefused(ctx, gameId, o.channelRefuses);
        if (told) notices.push(told);
      } else if ('awaiting' in o) {
        ctx.store.awaitReader(gameId, o.seq);
        ctx.forgetDrawn(gameId, o.reader);
      } else if (o.unreachable === 'dms-closed') {
        // Their note waits for them (My hand, /heist hand); the channel is told once. A post of a game played in a DM
        // that Discord refused there (its person shares no server with the bot, or closed their DMs) is not tried
        // again either: they see the game as it stands when they next act.
        const reader = o.reader === 'public' ? ctx.repo.game(gameId)?.data.hostId ?? o.reader : o.reader;
        ctx.store.awaitReader(gameId, o.seq);
        ctx.forgetDrawn(gameId, reader);
        const told = dmsClosed(ctx, gameId, reader);
        if (told) notices.push(told);
      } else {
        ctx.store.held(gameId, o.seq);
        const told = channelGone(ctx, gameId);
        if (told) notices.push(told);
      }
    } catch (e) {
      ctx.warn('could not note what became of a post', { gameId, seq: o.seq, err: e });
    }
  }
  return notices;
}

/** Their DMs turned out closed: noted (no more DMs until they act), and the game's channel told once. Null when it
 * was noted already, or the game is a DM game (its posts go in the DM channel itself). */
function dmsClosed(ctx: Context, gameId: number, userId: string): Plan | null {
  if (!ctx.mayDm(userId)) return null;
  ctx.store.setUserPref(userId, DMS, 'closed');
  const rec = ctx.repo.game(gameId);
  if (!rec || rec.guildId === null) return null;
  const game = ctx.gameOf(rec);
  const tl = ctx.telling(rec, game, new Sight(game));
  const seat = rec.data.seats.findIndex((s) => s.userId === userId);
  const lang = seat >= 0 ? seatLang(rec, seat) : rec.data.lang;
  return ctx.kept(rec, [noticePost(tl, [t(lang, 'dms-closed', { mention: `<@${userId}>` })], userId)]);
}

/** Discord said this channel was deleted (CHANNEL_DELETE): its game, if one is open there, ends as for a channel found
 * gone by a post (`channelGone`), at once rather than when something is next posted there (a game with reminders off,
 * a lobby, would wait for good). */
export function channelDeleted(ctx: Context, channelId: string): Plan | null {
  const rec = ctx.repo.active(channelId);
  return rec ? channelGone(ctx, rec.id) : null;
}

/** The game's channel is gone (deleted: Discord never brings one back), or has refused the bot for `REFUSED_DAYS`
 * (`refused`, rulings T9): the game ends there, with no more reminders, kept for its export and pages until the
 * retention sweep as any ended game; its host is told by DM, once. Its posts still waiting for the channel are held:
 * nothing is tried there again. */
function channelGone(ctx: Context, gameId: number, refused = false): Plan | null {
  const rec = ctx.repo.game(gameId);
  if (!rec || (rec.status !== 'playing' && rec.status !== 'lobby')) return null;
  if (ctx.store.setting(`gone.${gameId}`) === '1') return null;
  try {
    ctx.store.setSetting(`gone.${gameId}`, '1');
    ctx.store.setReminder(rec.id, null);
    ctx.repo.abandon(rec.id, rec.version, 'bot', refused ? 'refused' : 'gone');
    if (refused) for (const p of ctx.store.undelivered(gameId)) ctx.store.held(gameId, p.seq);
  } catch (e) {
    // The host is told all the same; a game that could not be ended stays as it was, its channel noted gone.
    ctx.warn('could not end a game whose channel is gone', { gameId, err: e });
  }
  const game = ctx.gameOf(rec);
  const lang = rec.data.lang;
  const title = lookup(game.texts, lang, 'game.title') ?? game.kind;
  const text = refused ? t(lang, 'channel-refused-ended', { game: title, channel: `<#${rec.channelId}>`, days: REFUSED_DAYS }) : t(lang, 'channel-gone', { game: title });
  const note = { ...privateNotice(rec.data.hostId, [text], rec), via: 'dm' as const };
  return barePlan([note], rec.channelId, rec.id);
}

/** Days a game's channel may refuse the bot's posts (a permission taken away, the bot removed from the server) before
 * the game ends as for a deleted channel (rulings T9): its posts are tried there every ten minutes meanwhile. */
export const REFUSED_DAYS = 14;
const DAY = 24 * 3_600_000;

/** The game's channel refuses the bot's posts (`missing`: Send Messages or View Channel taken away there), or takes
 * them again (null). Refused: its host is told by DM, once an outage (the game goes on by itself once the bot can post
 * again; refused for REFUSED_DAYS, it ends: channelGone), by a notice kept with the game: the outbox carries it at its next sweep, ahead of the posts that wait for
 * the channel (`hostNoticesFirst`). Null when nothing is to be told. */
function channelRefused(ctx: Context, gameId: number, missing: 'send' | 'view' | null): Plan | null {
  const key = `refused.${gameId}`, sinceKey = `refused-since.${gameId}`;
  const told = ctx.store.setting(key);
  if (missing === null) {
    if (told) ctx.store.setSetting(key, '');
    if (ctx.store.setting(sinceKey)) ctx.store.setSetting(sinceKey, '');
    return null;
  }
  const now = ctx.clock.now();
  if (told) {
    // Refused still: after REFUSED_DAYS the game ends (a refusal noted before its start was kept counts from now).
    const since = Number(ctx.store.setting(sinceKey) || 0);
    if (!since) ctx.store.setSetting(sinceKey, String(now));
    return since && now - since >= REFUSED_DAYS * DAY ? channelGone(ctx, gameId, true) : null;
  }
  const rec = ctx.repo.game(gameId);
  if (!rec || (rec.status !== 'playing' && rec.status !== 'lobby') || rec.guildId === null) return null;
  ctx.store.setSetting(key, missing);
  ctx.store.setSetting(sinceKey, String(now));
  const game = ctx.gameOf(rec);
  const lang = rec.data.lang;
  const title = lookup(game.texts, lang, 'game.title') ?? game.kind;
  const text = t(lang, missing === 'view' ? 'channel-hidden' : 'channel-refused', { game: title, channel: `<#${rec.channelId}>`, days: REFUSED_DAYS });
  return ctx.kept(rec, [{ ...privateNotice(rec.data.hostId, [text], rec), via: 'dm' as const }]);
}

/** A game's kept posts to deliver, in order, but a notice to its host by DM (a channel that refuses the bot's posts)
 * first: it must not wait behind the posts it is about. */
function hostNoticesFirst(posts: StoredPost[]): StoredPost[] {
  const first = (s: StoredPost) => s.kind === 'notice' && (s.body as Partial<Post> | null)?.via === 'dm';
  return posts.some(first) ? [...posts.filter(first), ...posts.filter((s) => !first(s))] : posts;
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

/** A kept post's picture, drawn from the view at the post's own version (the saved state then, or the log replayed
 * to it). Null when it has none, or its moment can no longer be rebuilt. */
function pictureOf(ctx: Context, p: StoredPost): PictureJob | null {
  const body = p.body as Partial<Post>;
  if (!body?.picture) return null;
  const rec = ctx.repo.game(p.gameId);
  if (!rec?.data.setup) return null;
  const game = ctx.gameOf(rec);
  let state = ctx.store.stateAt(p.gameId, p.version);
  if (state && typeof state === 'object' && 'engine' in (state as object)) state = (state as { engine: unknown }).engine;
  if (!state) {
    try {
      state = replay(game, rec.data.setup, ctx.repo.log(p.gameId).filter((e) => e.version < p.version).map((e) => e.action));
    } catch {
      return null;
    }
  }
  const lang = p.seat !== null ? seatLang(rec, p.seat) : localeOf(rec.data.lang);
  return { kind: game.kind, view: new Sight(game).pictureView(state, body.picture.viewer, !!body.picture.stopped, body.picture.botPlayed), lang };
}
