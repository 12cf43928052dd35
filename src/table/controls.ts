// Every button and menu the table made (button): which game it is for, whether it is still valid, and the call it
// stands for; a focus button or menu (focused) shows the presser's own note again, focused, with no game step.
import { localeOf } from '../core/text.js';
import type { Locale } from '../core/types.js';
import { DamagedGameError } from '../store/types.js';
import { actOn, undo } from './acting.js';
import { type Context, fail, seatsOf } from './context.js';
import { endConfirmed, endDamaged } from './ending.js';
import { controlKind, decodeId, KEYS } from './ids.js';
import { absent, leaving, pressAway, pressBack, replacedRefusal } from './handover.js';
import { begin, join, leave } from './lobby.js';
import type { GameRecord } from './persist.js';
import { focusPost, Sight } from './posts.js';
import { handOf, webLink } from './reading.js';
import type { Result, UserRef, Where } from './types.js';

/** Every button and menu the table made. The game is the control's; it acts only on the game of the channel its
 * message is in (or of the private note it is on); who may act is the presser. */
export function button(ctx: Context, where: Where, user: UserRef, customId: string, perms: { canManageChannel?: boolean } = {}): Result {
  const lang = localeOf(user.locale);
  const id = decodeId(customId);
  const kind = id ? controlKind(id.what) : 'unknown';
  if (!id || kind === 'unknown') return fail(lang, 'unknown-button');
  let rec: GameRecord | null;
  try {
    rec = ctx.repo.game(id.gameId);
  } catch (e) {
    if (!(e instanceof DamagedGameError) || kind !== 'end') throw e;
    if (e.channelId !== where.channelId) return fail(lang, 'unknown-button');
    if (id.version !== e.version) return fail(lang, 'stale-button');
    return endDamaged(ctx, e, user, lang, perms.canManageChannel ?? false, true);
  }
  // Under the retention setting a control of a game that is no more names a game removed after its end.
  if (!rec) return ctx.retentionDays === null ? fail(lang, 'no-game-here') : fail(lang, 'game-removed', { days: ctx.retentionDays });
  if (!onItsMessage(ctx, rec, where)) return fail(lang, 'unknown-button');
  // The web pages' button works for the game's whole life, at any version: it only answers with a link.
  if (kind === 'web') return webLink(ctx, rec, user, lang, false);
  // So does My hand: after the end it shows the presser's final part, so no post needs it taken away (one edit per
  // post, bound by Discord's global limit, saved at every game's end).
  if (kind === 'hand' && (rec.status === 'over' || rec.status === 'ended') && rec.data.engine) {
    return seatsOf(rec, user.id).length ? handOf(ctx, rec, user, lang) : fail(lang, 'game-over');
  }
  // Only the channel's open game takes controls (a finished one's old message may still show them). The row was just
  // read, and a channel has at most one game in the lobby or playing (the stores' unique index games_open_by_channel),
  // so this one, neither over nor ended, is the channel's open game.
  if (rec.status === 'over' || rec.status === 'ended') return fail(lang, 'game-over');
  const here: Where = { guildId: rec.guildId, channelId: rec.channelId, isDM: rec.data.dm ?? rec.guildId === null };
  // Hand-overs (handover.ts): a replaced person is told so; one whose seat a bot plays takes it back by any press.
  if (rec.status === 'playing') {
    if (kind === 'away') return ctx.sameMoment(rec, id.version) ? pressAway(ctx, rec, user, lang, id.arg, perms.canManageChannel ?? false) : fail(lang, 'stale-button');
    if (kind === 'back') return pressBack(ctx, rec, user, lang, id.arg);
    if (kind === 'quit') return replacedRefusal(rec, user) ?? leaving(ctx, here, user, true, id.version) ?? fail(lang, 'game-over');
    if (kind !== 'end' && seatsOf(rec, user.id).length === 0) {
      const away = absent(ctx, rec, user, lang);
      if (away) return away;
    }
  }
  // Lobby buttons stay valid while the lobby is open: people join one after another from the same message.
  if (rec.status === 'lobby') {
    if (kind === 'join') return join(ctx, here, user, false);
    if (kind === 'leave') return leave(ctx, here, user, false);
    if (kind === 'begin') return begin(ctx, here, user);
    if (kind === 'end') return endConfirmed(ctx, rec, user, lang, id.version, perms);
    return ctx.notBegun(rec, user.id, lang);
  }
  // My hand shows the presser's note as it is now, whatever the version of the post it sits on: it never goes stale,
  // so no post needs it taken away.
  if (kind === 'hand') return handOf(ctx, rec, user, lang);
  // The lobby's buttons after Begin: answered as their commands would be (a latecomer's Join: the heist has begun,
  // watch it), never as a stale control of the game, which points to a hand they do not have.
  if (kind === 'join') return join(ctx, here, user, false);
  if (kind === 'leave' || kind === 'begin') return fail(lang, 'already-begun');
  if (!ctx.sameMoment(rec, id.version) && !anytime(ctx, rec, kind, id.arg)) return stale(ctx, rec, user, lang, kind);
  switch (kind) {
    case 'undo': return undo(ctx, here, user);
    case 'end': return endConfirmed(ctx, rec, user, lang, id.version, perms);
    case 'focus': return focused(ctx, rec, where, user, lang, id.arg);
    case 'act': case 'confirm': {
      if (kind === 'act' && id.arg.startsWith(KEYS.focusValue)) return focused(ctx, rec, where, user, lang, id.arg.slice(KEYS.focusValue.length));
      return actOn(ctx, rec, user, id.arg, lang, kind === 'confirm' ? 'given' : 'ask');
    }
    default: return fail(lang, 'already-begun');
  }
}

/** An action the rules allow at any moment of the game (the game's `anytimeVerbs`: a thief showing their identity): a
 * control made before still offers it, whatever happened since (the engine refuses it if it no longer may be). */
function anytime(ctx: Context, rec: GameRecord, kind: string, arg: string): boolean {
  const verb = kind === 'act' ? arg.trim().split(/\s+/)[0]?.toLowerCase() ?? '' : '';
  return verb !== '' && (ctx.gameOf(rec).anytimeVerbs ?? []).includes(verb);
}

/** A control from an earlier moment: the real reason first when the game waits on someone else (their turn, their
 * answer), else where the presser's controls of now are. */
function stale(ctx: Context, rec: GameRecord, user: UserRef, lang: Locale, kind: string): Result {
  if ((kind === 'act' || kind === 'confirm') && rec.data.engine) {
    const game = ctx.gameOf(rec);
    const waiting = game.waitingOn(rec.data.engine);
    const mine = seatsOf(rec, user.id);
    const who = rec.data.seats[waiting[0]]?.name;
    if (mine.length > 0 && who && !mine.some((k) => waiting.includes(k))) {
      return fail(lang, game.asked?.(rec.data.engine) ? 'question-for' : 'not-your-turn', { player: who });
    }
  }
  return fail(lang, 'stale-button');
}

/** A control acts only on the game of the channel its message is in, or from a private note the game sent. */
function onItsMessage(ctx: Context, rec: GameRecord, where: Where): boolean {
  if (where.channelId === rec.channelId) return true;
  const post = where.messageId ? ctx.store.postByMessage(where.messageId) : null;
  return post !== null && post.gameId === rec.id && post.channelId === where.channelId;
}

/** The presser's own note again, focused (a kind of action chosen, its targets shown), in place: no game step. It
 * rewrites the pressed message, so that message must be the presser's own post of this game (a game with secrets: a
 * focus forged onto the public board or another's note would write the presser's note there); an open-information
 * game's public board carries focus controls of its own. */
function focused(ctx: Context, rec: GameRecord, where: Where, user: UserRef, lang: Locale, focus: string): Result {
  const game = ctx.gameOf(rec);
  const seat = ctx.seatFor(rec, game, user.id);
  if (seat === null) return fail(lang, 'not-in-crew');
  const pressed = where.messageId ? ctx.store.postByMessage(where.messageId) : null;
  const mine = pressed !== null && pressed.gameId === rec.id && (pressed.audience === user.id || (game.openInformation && pressed.audience === 'public'));
  if (!mine) return fail(lang, 'not-your-note');
  const tl = ctx.telling(rec, game, new Sight(game));
  // The public board is rewritten only for the one it waits on: anyone else's focus (another floor's picture, say)
  // answers them alone, or the board would lose its player's controls for everyone.
  if (pressed.audience === 'public' && !tl.waiting.includes(seat)) return ctx.answer(rec, [focusPost(tl, seat, focus)], tl);
  return ctx.answer(rec, [focusPost(tl, seat, focus)], tl, { refocus: true });
}

