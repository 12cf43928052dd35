// Where posts went, for the one who delivers them (src/discord/deliver.ts): the message a kept post became, whether
// its controls still work. What to deliver and what to retire is the plan's (context.ts).
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

export function retired(ctx: Context, gameId: number, seq: number): void {
  try {
    ctx.store.retired(gameId, seq);
  } catch (e) {
    console.error('heist: could not note a retired post', e);
  }
}
