// Readers the bot cannot reach (told by the one who delivers, src/discord/): a player whose DMs are closed is told
// once in the game's channel, with nothing private, and not DMed again until they act; a game whose channel is gone is
// paused (no more reminders) and its host told by DM. Each answers with a plan like every other call.
import { lookup } from '../core/text.js';
import { barePlan, type Context } from './context.js';
import { noticePost, privateNotice, seatLang, Sight } from './posts.js';
import { tableText as t } from './text/index.js';
import type { Plan } from './types.js';

const DMS = 'dms';

/** Whether the bot may DM this person now (not after their DMs were found closed, until they act again). */
export function mayDm(ctx: Context, userId: string): boolean {
  return ctx.store.userPref(userId, DMS) !== 'closed';
}

/** They acted: their DMs may be open again. */
export function cameBack(ctx: Context, userId: string): void {
  if (ctx.store.userPref(userId, DMS) === 'closed') ctx.store.setUserPref(userId, DMS, 'open');
}

/** Their DMs turned out closed: noted (no more DMs until they act), and the game's channel told once. Null when it
 * was noted already, or the game is a DM game (its posts go in the DM channel itself). */
export function dmsClosed(ctx: Context, gameId: number, userId: string): Plan | null {
  if (!mayDm(ctx, userId)) return null;
  ctx.store.setUserPref(userId, DMS, 'closed');
  const rec = ctx.repo.game(gameId);
  if (!rec || rec.guildId === null) return null;
  const game = ctx.gameOf(rec);
  const tl = ctx.telling(rec, game, new Sight(game));
  const seat = rec.data.seats.findIndex((s) => s.userId === userId);
  const lang = seat >= 0 ? seatLang(rec, seat) : rec.data.lang;
  return ctx.kept(rec, [noticePost(tl, [t(lang, 'dms-closed', { mention: `<@${userId}>` })], userId)]);
}

/** The game's channel is gone: no more reminders, and its host is told by DM. */
export function channelGone(ctx: Context, gameId: number): Plan | null {
  const rec = ctx.repo.game(gameId);
  if (!rec || (rec.status !== 'playing' && rec.status !== 'lobby')) return null;
  try {
    ctx.store.setReminder(rec.id, null);
  } catch {
    // The host is told all the same.
  }
  const game = ctx.gameOf(rec);
  const lang = rec.data.lang;
  const title = lookup(game.texts, lang, 'game.title') ?? game.kind;
  const note = { ...privateNotice(rec.data.hostId, [t(lang, 'channel-gone', { game: title })], rec), via: 'dm' as const };
  return barePlan([note], rec.channelId, rec.id);
}
