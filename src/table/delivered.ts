// The outbox, as the table keeps it: every kept post is delivered exactly once, in order. The one who delivers them
// (src/discord/) notes where each went and whether its controls still work, what it is about to try (an interaction's
// token), which posts wait because their reader cannot be reached, and asks here for what is still to deliver and
// each post's picture (drawn from the view at the post's own version). What to deliver and what to retire is the
// plan's (context.ts).
import { localeOf, lookup } from '../core/text.js';
import type { PendingGame, StoredPost } from '../store/types.js';
import type { Context } from './context.js';
import { seatLang, Sight } from './posts.js';
import { tableText as t } from './text/index.js';
import { replay } from './replay.js';
import type { PictureJob, Post } from './types.js';

/** A kept post was delivered as this message (it leaves the outbox); `live`: its controls still work. */
export function delivered(ctx: Context, post: Pick<Post, 'gameId' | 'seq'>, where: { channelId: string; messageId: string }, live: boolean): void {
  if (post.seq === undefined) return;
  try {
    ctx.store.delivered(post.gameId, post.seq, { ...where, live });
  } catch (e) {
    console.error('heist: could not note where a post went', e);
  }
}

export function retired(ctx: Context, gameId: number, seq: number): void {
  try {
    ctx.store.retired(gameId, seq);
  } catch (e) {
    console.error('heist: could not note a retired post', e);
  }
}

/** Games with posts still to deliver. */
export function pendingGames(ctx: Context): PendingGame[] {
  return ctx.store.pendingGames();
}

/** A game's posts still to deliver, in order, and its kept posts whose controls are still to be taken away (read
 * when asked for: an interaction's delivery asks only for the first, at every step). */
export function outbox(ctx: Context, gameId: number): { undelivered: StoredPost[]; readonly retiring: StoredPost[] } {
  return { undelivered: ctx.store.undelivered(gameId), get retiring() { return ctx.store.retiring(gameId); } };
}

export function attempted(ctx: Context, post: Pick<Post, 'gameId' | 'seq'>, attempt: unknown): void {
  if (post.seq !== undefined) ctx.store.attempted(post.gameId, post.seq, JSON.stringify(attempt));
}

/** A post went out as far as can be known (an ephemeral follow-up sent just before the bot died), its message unknown. */
export function deliveredUnseen(ctx: Context, post: Pick<Post, 'gameId' | 'seq'>): void {
  if (post.seq !== undefined) ctx.store.deliveredUnseen(post.gameId, post.seq);
}

export function held(ctx: Context, post: Pick<Post, 'gameId' | 'seq'>): void {
  if (post.seq !== undefined) ctx.store.held(post.gameId, post.seq);
}

/** Where a kept post goes: a channel (`edit`: a message of it, edited in place), or a person's DM. */
export type Route = { channelId: string; edit?: { channelId: string; messageId: string } } | { dm: string };

/** Where a kept post goes when no interaction carries it: the game's channel (for a DM game, that DM) or, for a
 * private one in a server, the reader's DM; the lobby's edits to the lobby message. */
export function route(ctx: Context, p: StoredPost): Route | null {
  const rec = ctx.store.game(p.gameId);
  if (!rec) return null;
  const body = p.body as Partial<Post>;
  const dmGame = rec.guildId === null;
  const lobby = body.replaces === 'lobby' ? ctx.lobbyMessage(p.gameId) : null;
  if (lobby) return { channelId: rec.channelId, edit: lobby };
  if (p.audience === 'public' || dmGame) return { channelId: rec.channelId };
  if (body.via === 'answer' || body.via === 'dm') return { dm: p.audience };
  return { channelId: rec.channelId };
}

/** A kept post's picture, drawn from the view at the post's own version (the saved state then, or the log replayed
 * to it). Null when it has none, or its moment can no longer be rebuilt. */
export function pictureOf(ctx: Context, p: StoredPost): PictureJob | null {
  const body = p.body as Partial<Post>;
  if (!body.picture) return null;
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
  const view = new Sight(game).view(state, body.picture.viewer);
  return { kind: game.kind, view: game.pictureView ? game.pictureView(view) : view, lang };
}

/** Whether a kept post without a picture of its own shows one all the same: a note shown again in place (a press
 * that changed nothing in it) keeps the picture its message had, the one its reader has (`drawn`). */
export function keptPicture(ctx: Context, post: StoredPost): boolean {
  const body = (post.body ?? {}) as Partial<Post>;
  if (body.picture || !body.drawn || !post.messageId) return false;
  return ctx.store.posts(post.gameId, { audiences: [post.audience] })
    .some((q) => q.seq < post.seq && q.messageId === post.messageId && !!(q.body as Partial<Post> | null)?.picture);
}

/** A person's first note of a game in a server reached them in the game's channel (an ephemeral follow-up, gone
 * when Discord reloads): their DMs are told once where their notes come (kept with the game: the export shows it; the
 * outbox delivers it once, like any post). It also finds closed DMs at the game's start. Null for a post that is no
 * seat's note. */
export function keepDmPointer(ctx: Context, post: Post): Post | null {
  let rec;
  try {
    rec = ctx.repo.game(post.gameId);
  } catch {
    return null;
  }
  if (!rec || rec.guildId === null || post.seat === null || post.audience === 'public' || post.kind !== 'note') return null;
  const lang = seatLang(rec, post.seat);
  const game = ctx.gameOf(rec);
  const pointer: Post = {
    kind: 'notice', audience: post.audience, seat: post.seat, via: 'dm', buttons: [], selects: [], picture: null, mention: null,
    text: [t(lang, 'notes-where', { game: lookup(game.texts, lang, 'game.title') ?? game.kind, channel: rec.channelId })],
    gameId: post.gameId, version: post.version, ...(post.color !== undefined ? { color: post.color } : {}),
  };
  const [seq] = ctx.keep(post.gameId, [pointer]);
  return seq === undefined ? null : { ...pointer, seq };
}
