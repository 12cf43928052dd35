// Where posts went, for the one who delivers them (src/discord/deliver.ts): the message a kept post became, whether
// its controls still work, and where a game's lobby message is.
import type { StoredPost } from '../store/types.js';
import type { Context } from './context.js';
import type { Post } from './types.js';

/** A kept post was delivered as this message; `live`: its controls still work. */
export function delivered(ctx: Context, post: Post, where: { channelId: string; messageId: string }, live: boolean): void {
  if (post.seq === undefined) return;
  try {
    ctx.store.delivered(post.gameId, post.seq, { ...where, live });
  } catch (e) {
    console.error('heist: could not note where a post went', e);
  }
}

/** Delivered posts of a game whose controls still work (of one audience when given). */
export function livePosts(ctx: Context, gameId: number, audience?: string): StoredPost[] {
  return ctx.store.livePosts(gameId, audience);
}

export function retired(ctx: Context, gameId: number, seq: number): void {
  try {
    ctx.store.retired(gameId, seq);
  } catch (e) {
    console.error('heist: could not note a retired post', e);
  }
}

/** The kept post delivered as this message, if any. */
export function postByMessage(ctx: Context, messageId: string): StoredPost | null {
  return ctx.store.postByMessage(messageId);
}

/** Where the lobby message of a game is, if it was delivered. */
export function lobbyMessage(ctx: Context, gameId: number): { channelId: string; messageId: string } | null {
  const lobby = ctx.store.posts(gameId, { audiences: ['public'] }).filter((p) => p.kind === 'lobby' && p.messageId && p.channelId);
  const first = lobby[0];
  return first ? { channelId: first.channelId!, messageId: first.messageId! } : null;
}

