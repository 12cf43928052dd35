// Reading the game without a step: /heist status, /heist hand, /heist web (a private link to the web pages), the
// autocomplete of a game verb's options (targets) and the rules help (rules-help.ts).
import { localeOf } from '../core/text.js';
import type { Action, Locale } from '../core/types.js';
import { type Context, fail, saveFailure, seatsOf } from './context.js';
import { absent, awaySeat } from './handover.js';
import type { GameRecord } from './persist.js';
import { lobbyStatus } from './lobby.js';
import { answerPost, boardFor, notePost, Sight, statusPosts, withLead } from './posts.js';
import { when } from './away.js';
import { tableText as t } from './text/index.js';
import type { Choice, Result, UserRef, Where } from './types.js';
import { removalAt } from '../store/retention.js';

/** The value of the autocomplete choice "no target needed": a verb's option given as this types nothing. */
export const NO_TARGET = '-';

/** `/heist status`: the board for anyone; while gathering, the lobby only to the asker (lobby.ts); a finished game's
 * final picture and result (and, for a seated reader, their own final private part) until a new game starts here. */
export function status(ctx: Context, where: Where, viewer: UserRef): Result {
  const lang = localeOf(viewer.locale);
  const rec = ctx.repo.latest(where.channelId);
  if (!rec || (!rec.data.engine && rec.status !== 'lobby')) return fail(lang, 'no-game-here');
  const game = ctx.gameOf(rec);
  if (rec.status === 'lobby') return lobbyStatus(ctx, rec, viewer, lang);
  const tl = ctx.telling(rec, game, new Sight(game));
  const reader = ctx.seatFor(rec, game, viewer.id) ?? playedForThem(rec, viewer.id);
  return ctx.kept(rec, statusPosts(tl, lang, reader, rec.status === 'ended'), {}, tl.sight, lang);
}

/** Once the game is over, the seat a bot played to its end for this person while they were away ("until they
 * return"): still theirs to read, its final part as anyone's (rulings TB2). Null while it is on, or for none. */
function playedForThem(rec: GameRecord, userId: string): number | null {
  if (rec.status === 'playing') return null;
  const k = awaySeat(rec, userId);
  return k >= 0 ? k : null;
}

/** `/heist hand`: what is private to you in this channel's game (also its last one, when over), with your controls;
 * only you see it. */
export function hand(ctx: Context, where: Where, user: UserRef): Result {
  const lang = localeOf(user.locale);
  const rec = ctx.repo.latest(where.channelId);
  if (!rec || (!rec.data.engine && rec.status !== 'lobby')) return fail(lang, 'no-game-here');
  if (rec.status === 'lobby') return ctx.notBegun(rec, user.id, lang);
  return handOf(ctx, rec, user, lang);
}

/** A seat's private part of this game (its final one once the game is over), only to its person: `/heist hand`, and
 * My hand, which works on any post of its game for the game's whole life. */
export function handOf(ctx: Context, rec: GameRecord, user: UserRef, lang: Locale): Result {
  const game = ctx.gameOf(rec);
  const over = playedForThem(rec, user.id);
  const seat = ctx.seatFor(rec, game, user.id) ?? over;
  // Replaced, or away while a bot plays their seat (handover.ts: asking takes it back first).
  if (seat === null) return absent(ctx, rec, user, lang) ?? fail(lang, 'not-in-crew');
  const tl = ctx.telling(rec, game, new Sight(game));
  if (game.openInformation) {
    const board = boardFor(tl, seat, lang);
    return ctx.kept(rec, [{ ...board, audience: user.id, seat, via: 'answer', text: [t(lang, 'hand-open'), ...board.text] }], {}, tl.sight);
  }
  // The same sight: the note's picture is drawn from the view its text was made from (made once). A seat a bot played
  // to the end for them: that said first, then their part as it ended.
  const note = notePost(tl, seat, 'hand', 'answer', []);
  const lead = seat === over ? [t(lang, 'back-away-over-part', { since: when(rec.data.seats[seat].away!.since) })] : [];
  return ctx.kept(rec, [lead.length ? withLead(note, lead) : note], {}, tl.sight);
}

/** `/heist web`: a private link to this channel's game (its last one, when over) for the asker's seat, or the
 * spectator view for anyone else; `revoke`: the seat's earlier links stop working first. Only the asker sees it. */
export function web(ctx: Context, where: Where, user: UserRef, revoke = false): Result {
  const lang = localeOf(user.locale);
  const rec = ctx.repo.latest(where.channelId);
  if (!rec || (!rec.data.engine && rec.status !== 'lobby')) return fail(lang, 'no-game-here');
  return webLink(ctx, rec, user, lang, revoke);
}

export function webLink(ctx: Context, rec: GameRecord, user: UserRef, lang: Locale, revoke: boolean): Result {
  if (!ctx.links) return fail(lang, 'web-off');
  // In the lobby a seat number is not yet the seat it will be: no link before the game begins.
  if (rec.status === 'lobby') return ctx.notBegun(rec, user.id, lang);
  if (!rec.data.engine) return fail(lang, 'game-not-started');
  const game = ctx.gameOf(rec);
  // A seat a bot minds while its person is away is still theirs to read (they may take it back): its link, not the
  // spectator's; one left with /heist leave is no one's (web/server.ts refuses its links).
  const minded = awaySeat(rec, user.id);
  const seat = ctx.seatFor(rec, game, user.id) ?? (minded >= 0 ? minded : null);
  if (revoke && seat === null) return fail(lang, 'web-revoke-spectator');
  let url: string;
  try {
    if (revoke) ctx.links.revoke(rec.id, seat!);
    url = ctx.links.url(rec.id, seat, rec.status === 'ended');
  } catch (e) {
    return saveFailure(lang, e);
  }
  const key = revoke ? 'web-revoked' : seat === null ? 'web-spectator' : 'web-seat';
  const tl = ctx.telling(rec, game, new Sight(game));
  // Not kept: the link is for its reader alone, and the kept posts are what an export shares. The address is in
  // the text, not on a button: an answer with controls would take the controls away from the reader's live note.
  const post = answerPost(tl, user.id, 'notice', [t(lang, key, { url, days: ctx.links.days }), ...keptLine(ctx, rec, lang)]);
  return ctx.answer(rec, [post], tl);
}

/** Under the retention setting: when this game's record goes (or how long after its end), and how to keep it. */
function keptLine(ctx: Context, rec: GameRecord, lang: Locale): string[] {
  const days = ctx.retentionDays;
  if (days === null) return [];
  if (rec.status !== 'over' && rec.status !== 'ended') return [t(lang, 'web-kept-after', { days })];
  const ended = ctx.store.game(rec.id)?.updatedAt ?? ctx.clock.now();
  return [t(lang, 'web-kept-until', { days, date: new Date(removalAt(ended, days)!).toISOString().slice(0, 10) })];
}

/** Autocomplete for a game verb's option: the asking person's legal actions (≤ 25), from their own view. */
export function targets(ctx: Context, where: Where, user: UserRef, verbName: string, typed: string, values: Record<string, string> = {}, focused?: string): Choice[] {
  const rec = ctx.repo.active(where.channelId);
  if (!rec || rec.status !== 'playing') return [];
  const game = ctx.gameOf(rec);
  const verb = game.verbs.find((v) => v.name === verbName || (v.verb ?? v.name) === verbName);
  if (!verb) return [];
  const s = rec.data.engine;
  const mine = seatsOf(rec, user.id);
  const waiting = game.waitingOn(s);
  const seat = mine.find((i) => waiting.includes(i)) ?? ((game.anytimeVerbs ?? []).includes(verb.verb ?? verb.name) ? mine[0] : undefined);
  if (seat === undefined) return [];
  const lang = localeOf(user.locale);
  const legal = game.legal(s, seat);
  const name = focused ?? verb.options[0]?.name ?? '';
  const vals = { ...values, [name]: typed };
  const out = game.complete
    ? game.complete({ view: game.view(s, seat), seat, lang, legal, verb, focused: name, values: vals })
    : defaultComplete(legal, verb.verb ?? verb.name, typed);
  // Discord refuses a whole answer that has one empty name or value: a verb legal without a target gets a labelled
  // choice instead (its value types nothing, see command()).
  const choices = out.map((c) => ({ name: c.name.trim().slice(0, 100), value: c.value.trim().slice(0, 100) })).filter((c) => c.name && c.value);
  const bare = legal.some((a) => a.verb === (verb.verb ?? verb.name) && a.args.length === 0);
  if (bare && name === verb.options[0]?.name) choices.unshift({ name: t(lang, 'no-target-needed'), value: NO_TARGET });
  return choices.slice(0, 25);
}

export { rulesHelp, rulesTopics } from './rules-help.js';

function defaultComplete(legal: Action[], verb: string, typed: string): Choice[] {
  const q = typed.trim().toLowerCase();
  const seen = new Set<string>();
  return legal.filter((a) => a.verb === verb).map((a) => a.args.join(' '))
    .filter((v) => v && !seen.has(v) && seen.add(v) && (!q || v.toLowerCase().includes(q)))
    .map((v) => ({ name: v, value: v }));
}
