// Ending a game: /heist end and its confirm button (host or Manage Channels), a damaged game ended all the same, and
// the plain sentences for a damaged game's error (explain, damagedNotice).
import { localeOf } from '../core/text.js';
import type { Locale } from '../core/types.js';
import { DamagedGameError, StoreWriteError } from '../store/types.js';
import { barePlan, type Context, fail, saveFailure } from './context.js';
import { encodeId, KEYS } from './ids.js';
import type { GameRecord } from './persist.js';
import { answerPost, damagedPosts, noticePost, Sight } from './posts.js';
import { tableText as t } from './text/index.js';
import type { Result, UserRef, Where } from './types.js';
import { hostName } from './views.js';
import { plainName } from './names.js';
import { closingLobby } from './lobby.js';

export function end(ctx: Context, where: Where, user: UserRef, canManageChannel: boolean, confirmed: boolean): Result {
  const lang = localeOf(user.locale);
  let rec: GameRecord | null;
  try {
    rec = ctx.repo.active(where.channelId);
  } catch (e) {
    if (!(e instanceof DamagedGameError)) throw e;
    return endDamaged(ctx, e, user, lang, canManageChannel, confirmed);
  }
  if (!rec) return fail(lang, 'no-game-here');
  if (user.id !== rec.data.hostId && !canManageChannel) return fail(lang, 'end-not-allowed', { host: hostName(rec) });
  if (!confirmed) {
    const game = ctx.gameOf(rec);
    const tl = ctx.telling(rec, game, new Sight(game));
    const ask = answerPost(tl, user.id, 'notice', [t(lang, 'end-confirm')], {
      buttons: [[{ id: encodeId(rec.id, rec.version, KEYS.end, user.id), label: t(lang, 'button.end-confirm'), style: 'danger' }]], selects: [],
    });
    return ctx.kept(rec, [ask]);
  }
  return endGame(ctx, rec, user, lang);
}

export function endConfirmed(ctx: Context, rec: GameRecord, user: UserRef, lang: Locale, version: number, perms: { canManageChannel?: boolean }): Result {
  if (user.id !== rec.data.hostId && !perms.canManageChannel) return fail(lang, 'end-not-allowed', { host: hostName(rec) });
  if (!ctx.sameMoment(rec, version)) return fail(lang, 'stale-button');
  return endGame(ctx, rec, user, lang);
}

/** A game whose saved data is damaged (it cannot be loaded): the host, or Manage Channels, may still end it. */
export function endDamaged(ctx: Context, e: DamagedGameError, user: UserRef, lang: Locale, canManageChannel: boolean, confirmed: boolean): Result {
  if (user.id !== e.hostId && !canManageChannel) return fail(lang, 'end-not-allowed', { host: `<@${e.hostId}>` });
  const told = damagedPosts(e, lang);
  if (!confirmed) return barePlan([told.confirm(user.id)], e.channelId, e.gameId);
  let version: number;
  try {
    version = ctx.repo.abandon(e.gameId, e.version, user.id, 'damaged');
  } catch (err) {
    return saveFailure(lang, err);
  }
  return { ...barePlan([told.ended(plainName(user.name), version)], e.channelId, e.gameId, { spent: true, finished: true }), retire: ctx.store.livePosts(e.gameId).map((p) => ctx.retired(p)) };
}

/** The plain sentence for an error the table knows how to explain (damaged saved data), or null. */
export function explain(err: unknown, locale?: string): string | null {
  if (!(err instanceof DamagedGameError)) return null;
  const lang = localeOf(locale);
  return err.step === null ? t(lang, 'damaged') : t(lang, 'damaged-at', { step: err.step });
}

/** A store that failed outside a step's own save (a read while the database is out of reach, full or locked): the
 * sentence its person is told, or null for another error. */
export function storeTrouble(err: unknown, locale?: string): string | null {
  if (!(err instanceof StoreWriteError)) return null;
  const lang = localeOf(locale);
  return t(lang, err.reason === 'unreachable' ? 'store-unreachable' : err.reason === 'unsure' ? 'could-not-tell' : 'could-not-save');
}

/** The public notice of a damaged game, its host mentioned (the router posts it once), or null for another error. */
export function damagedNotice(err: unknown, locale?: string): { gameId: number; channelId: string; hostId: string; text: string } | null {
  if (!(err instanceof DamagedGameError)) return null;
  const lang = localeOf(locale);
  const where = err.step === null ? '' : t(lang, 'damaged-notice-step', { step: err.step });
  return { gameId: err.gameId, channelId: err.channelId, hostId: err.hostId, text: t(lang, 'damaged-notice', { host: `<@${err.hostId}>`, where }) };
}

function endGame(ctx: Context, rec: GameRecord, user: UserRef, lang: Locale): Result {
  const game = ctx.gameOf(rec);
  const next: GameRecord = { ...rec, version: rec.version + 1, status: 'ended' };
  const tl = ctx.telling(next, game, new Sight(game));
  const player = plainName(user.name);
  const notice = noticePost(tl, [t(rec.data.lang, 'game-ended', { player })]);
  // A lobby called off says so where the invitation stood, not "press Join" with nothing to press.
  const closing = rec.status === 'lobby' ? closingLobby(ctx, next, game, [t(rec.data.lang, 'lobby-called-off', { player })]) : null;
  const r = ctx.commitPosts(rec, game, rec.data, [{ actorId: user.id, action: '#end', turnKey: '#end', revealed: false }], 'ended', null, [notice, ...(closing?.posts ?? [])], lang, [], undefined, { spent: true, finished: true });
  return closing ? closing.settle(r) : r;
}

