// Games across days: a person's seat handed to a bot while they are away (by the host, someone with Manage Channels,
// two other players agreeing, or the table's away-after deadline), taken back by one press or any game command, left
// for good with /heist leave mid-game, or given to a substitute (/heist sub). Each is a bookkeeping line of the log
// (`#away 2`, `#back 2`, `#sub 2 <userId> <name>`): no undo crosses it, and who holds each seat is kept with the game.
// The bot on a borrowed seat plays from that seat's view only (bots.ts), at once and on every later turn of it.
import type { AnyGame } from '../core/module.js';
import { localeOf, lookup } from '../core/text.js';
import type { GameEvent, Locale } from '../core/types.js';
import { runBots } from './bots.js';
import { type Context, entryOf, fail, HOUR, saveFailure, statusOf } from './context.js';
import { CONTENT_LIMIT } from './content.js';
import { decodeId, encodeId, KEYS } from './ids.js';
import type { StoredPost } from '../store/types.js';
import type { AwayBy, GameRecord, Reminder, Seat, StepEntry, Stored } from './persist.js';
import { SEAT_TURN } from './persist.js';
import { freeName, plainName } from './names.js';
import { answerPost, noticePost, notePost, seatLang, Sight, stepPosts, withLead } from './posts.js';
import { when } from './away.js';
import { replay, subLine } from './replay.js';
import { tableText as t } from './text/index.js';
import type { Button, Failure, Plan, Post, Result, UserRef, Where } from './types.js';
import { hostName, withButton } from './views.js';

/** Reminders before the final "the game is waiting on X" (reminders.ts), the post that offers the hand-over. */
export const MAX_REMINDERS = 3;

/** The longest away-after deadline, in hours (30 days). */
export const MAX_AWAY_HOURS = 720;

/** Whether a bot plays this seat: a bot's own, or a person's handed over. */
function playedByBot(s: Seat | undefined): boolean {
  return !!s && (!!s.bot || !!s.away);
}

/** The table's away-after deadline in hours, or null (off: the default, in a server as in a DM). */
export function awayAfter(ctx: Context, gameId: number): number | null {
  const v = Number(ctx.store.setting(`away.after.${gameId}`) ?? 0);
  return Number.isFinite(v) && v > 0 ? v : null;
}

/** `/heist settings away-after:` (0: off). Returns the sentence to say, or a failure. */
export function setAwayAfter(ctx: Context, rec: GameRecord, hours: number, lang: Locale): string | Failure {
  if (!(Number.isInteger(hours) && hours >= 0 && hours <= MAX_AWAY_HOURS)) return fail(lang, 'bad-away-after', { max: MAX_AWAY_HOURS });
  try {
    ctx.store.setSetting(`away.after.${rec.id}`, String(hours));
  } catch (e) {
    return saveFailure(lang, e);
  }
  if (hours === 0) return t(lang, 'settings-away-off');
  // The hand-over counts from the last reminder: with reminders off, none comes (reminders.ts).
  return t(lang, rec.data.reminderHours === null ? 'settings-away-paused' : 'settings-away-on', { hours });
}

/** When the reminders of a wait are all sent: when its seat goes to a bot by itself, `hours` after the last reminder
 * (as /heist settings and the README say; `finalAt`: when that reminder was sent, or now when it is being sent).
 * Null: the deadline is off. */
export function deadlineAfterFinal(ctx: Context, rec: GameRecord, now: number, finalAt: number = now): number | null {
  const hours = awayAfter(ctx, rec.id);
  if (hours === null || rec.data.dm) return null;
  return Math.max(now + 1, finalAt + hours * HOUR);
}

/** When the last reminder of this game's wait was sent (its kept post), or null. */
export function lastReminderAt(ctx: Context, rec: GameRecord): number | null {
  return ctx.store.posts(rec.id, { audiences: ['public'] }).findLast((p) => p.kind === 'reminder')?.at ?? null;
}

/** The seat the game waits on that `userId` holds in person (not yet handed over), or -1. */
export function waitedSeat(rec: GameRecord, game: AnyGame, userId: string): number {
  const s = rec.data.engine;
  if (!s || rec.status !== 'playing') return -1;
  return game.waitingOn(s).find((k) => { const x = rec.data.seats[k]; return x && x.userId === userId && !playedByBot(x); }) ?? -1;
}

/** The control on the final reminder: let a bot play the waited-on seat until its player returns (none in a DM). */
export function awayButton(rec: GameRecord, game: AnyGame, userId: string): Button | null {
  const seat = waitedSeat(rec, game, userId);
  if (seat < 0 || rec.data.dm || !othersPlaying(rec, seat)) return null;
  const label = t(rec.data.lang, 'button.away', { player: rec.data.seats[seat].name }).slice(0, 80);
  return { id: encodeId(rec.id, rec.version, KEYS.away, String(seat)), label, style: 'secondary' };
}

/** Whether this wait on `userId` has had its final reminder, the post that offers the hand-over: the button is never
 * honoured before it, whatever the control carries (a forged one pressed the moment a turn began would hand a seat over). */
function finalReminderSent(ctx: Context, rec: GameRecord, userId: string): boolean {
  const wait = ctx.store.reminder(rec.id);
  return !!wait && wait.userId === userId && wait.remindersSent > MAX_REMINDERS;
}

/** Whether someone besides the holder of `seat` plays a seat of their own in person: a seat is handed to a bot "until
 * they return" for them. With nobody else left (the others bots, gone or away), the bots would play the game to its end
 * at once and its player could never come back: the game waits for them instead (rulings TB18). */
function othersPlaying(rec: GameRecord, seat: number): boolean {
  const holder = rec.data.seats[seat]?.userId;
  return rec.data.seats.some((s) => !s.bot && !s.away && s.userId && s.userId !== holder);
}

/** The people at the table (bots aside), each once. */
function people(rec: GameRecord): string[] {
  return [...new Set(rec.data.seats.filter((s) => !s.bot && s.userId && s.away?.by !== 'leave').map((s) => s.userId))];
}

/** The Let-a-bot-play control pressed: the host or a channel manager hands the seat over at once; at a table of three
 * or more people, another seated player's press is one agreement, and a second one hands it over. */
export function pressAway(ctx: Context, rec: GameRecord, user: UserRef, lang: Locale, arg: string, canManageChannel: boolean): Result {
  const game = ctx.gameOf(rec);
  const seat = Number(arg);
  const held = Number.isInteger(seat) ? rec.data.seats[seat] : undefined;
  if (!held || held.bot) return fail(lang, 'unknown-button');
  const player = held.name;
  if (held.away) return fail(lang, 'away-already', { player });
  if (waitedSeat(rec, game, held.userId) !== seat) return fail(lang, 'away-not-waiting', { player });
  if (held.userId === user.id) return fail(lang, 'away-own-seat');
  if (!finalReminderSent(ctx, rec, held.userId)) return fail(lang, 'away-too-soon', { player });
  if (!othersPlaying(rec, seat)) return fail(lang, 'away-no-one-left', { player });
  if (user.id === rec.data.hostId) return handOver(ctx, rec, seat, 'host', user.id, lang, { spent: true });
  if (canManageChannel) return handOver(ctx, rec, seat, 'manager', user.id, lang, { spent: true });
  const all = people(rec);
  // Only someone playing their own seat now agrees (one whose seat a bot plays is away themselves).
  const seated = rec.data.seats.some((s) => s.userId === user.id && !s.bot && !s.away);
  if (!seated || all.length < 3) {
    return fail(lang, all.length < 3 ? 'away-not-allowed-small' : 'away-not-allowed', { host: hostName(rec), player });
  }
  // Agreements are kept beside the game, not as a step: nobody's controls go stale while the table agrees.
  const key = `away.votes.${rec.id}`;
  let votes: { version: number; seat: number; voters: string[] } = { version: rec.version, seat, voters: [] };
  try {
    const kept = JSON.parse(ctx.store.setting(key) ?? 'null') as typeof votes | null;
    if (kept && kept.version === rec.version && kept.seat === seat && Array.isArray(kept.voters)) votes = kept;
  } catch { /* unreadable: counted afresh */ }
  if (votes.voters.includes(user.id)) return fail(lang, 'away-agreed-already', { player });
  const voters = [...votes.voters, user.id];
  try {
    ctx.store.setSetting(key, JSON.stringify({ ...votes, voters }));
  } catch (e) {
    return saveFailure(lang, e);
  }
  if (voters.length >= 2) return handOver(ctx, rec, seat, 'players', user.id, lang, { spent: true }, voters);
  const tl = ctx.telling(rec, game, new Sight(game));
  const name = rec.data.seats.find((s) => s.userId === user.id)?.name ?? user.name;
  return ctx.kept(rec, [noticePost(tl, [t(rec.data.lang, 'away-agreed', { voter: name, player })])]);
}

/** The away-after deadline passed after the last reminder: the waited-on seat of `userId` goes to a bot. Null when
 * there is nothing to hand over any more (the game moved on, the seat is already a bot's). */
export function deadlinePassed(ctx: Context, rec: GameRecord, userId: string): Result | null {
  const game = ctx.gameOf(rec);
  const seat = waitedSeat(rec, game, userId);
  if (seat < 0 || awayAfter(ctx, rec.id) === null || !othersPlaying(rec, seat)) return null;
  return handOver(ctx, rec, seat, 'deadline', 'table', rec.data.lang, {});
}

/** `/heist leave` during a game: asks first; confirmed, the leaver's seats go to a bot for the rest of the game.
 * Null when there is no game in play here (the lobby's leave answers). */
export function leaving(ctx: Context, where: Where, user: UserRef, confirmed: boolean, version?: number): Result | null {
  const lang = localeOf(user.locale);
  const rec = ctx.repo.active(where.channelId);
  if (!rec || rec.status !== 'playing' || !rec.data.engine) return null;
  const game = ctx.gameOf(rec);
  const mine = rec.data.seats.flatMap((s, i) => (s.userId === user.id && !s.bot && s.away?.by !== 'leave' ? [i] : []));
  if (mine.length === 0) return fail(lang, replacedIn(rec, user.id) ? 'replaced' : 'not-in-crew', replacedParams(rec, user.id));
  if (rec.data.dm) return fail(lang, 'leave-dm');
  const tl = ctx.telling(rec, game, new Sight(game));
  if (!confirmed) {
    const b: Button = { id: encodeId(rec.id, rec.version, KEYS.quit), label: t(lang, 'button.leave-game'), style: 'danger' };
    return ctx.answer(rec, [answerPost(tl, user.id, 'preview', [t(lang, 'leave-confirm', { seat: rec.data.seats[mine[0]].name })], withButton({ buttons: [], selects: [] }, b))], tl);
  }
  if (version !== undefined && !ctx.sameMoment(rec, version)) return fail(lang, 'stale-button');
  return handOver(ctx, rec, mine[0], 'leave', user.id, lang, { spent: true }, [], mine);
}

/**
 * Hands `seat` (and with a leave, every seat of the leaver: `seats`) to the bot: a `#away` line, then the bot's
 * steps while the game waits on a bot, committed with their posts. The public post says who handed it over, first.
 */
function handOver(
  ctx: Context, rec: GameRecord, seat: number, by: AwayBy, actorId: string, lang: Locale,
  flags: { spent?: boolean }, voters: string[] = [], seats: number[] = [seat],
): Result {
  const game = ctx.gameOf(rec);
  const since = ctx.clock.now();
  const data: Stored = { ...rec.data, seats: rec.data.seats.map((s, i) => (seats.includes(i) ? { ...s, away: { since, by } } : s)) };
  const entries: StepEntry[] = seats.map((k) => ({ actorId, action: `#away ${k + 1}`, turnKey: SEAT_TURN, revealed: true }));
  const sight = new Sight(game);
  const bots = runBots(data, game, sight, rec.version + entries.length);
  const now: GameRecord = { ...rec, version: rec.version + entries.length + bots.steps.length, data: bots.data, status: statusOf(game, bots.data.engine) };
  const tl = ctx.telling(now, game, sight, null);
  const glang = rec.data.lang;
  const nameOf = (id: string) => rec.data.seats.find((s) => s.userId === id)?.name ?? '';
  const player = rec.data.seats[seat].name;
  const line = by === 'players'
    ? t(glang, 'away-by-players', { player, a: nameOf(voters[0]), b: nameOf(voters[1]) })
    : by === 'deadline' ? t(glang, 'away-by-deadline', { player, hours: awayAfter(ctx, rec.id) ?? 0 })
    : t(glang, `away-by-${by}`, { player, host: hostName(rec) });
  const posts: Post[] = bots.steps.length ? stepPosts(tl, { begin: false, steps: bots.steps, actorId: null }) : [noticePost(tl, [])];
  const first = posts[0];
  first.text = [line, ...first.text];
  if (by !== 'leave' && !tl.over) {
    const back: Button = { id: encodeId(now.id, now.version, KEYS.back, String(seat)), label: t(glang, 'button.back', { player }).slice(0, 80), style: 'secondary' };
    Object.assign(first, withButton(first, back));
  }
  try {
    ctx.store.setSetting(`away.votes.${rec.id}`, 'null');
  } catch { /* the agreements only lapse with the version */ }
  const reminder: Reminder | null = ctx.reminderFor(game, bots.data);
  const r = ctx.commitPosts(rec, game, bots.data, [...entries, ...bots.steps.map(entryOf)], now.status, reminder, posts, lang, [], sight,
    { ...flags, finished: tl.over, botsMoved: bots.steps.length > 0 });
  return r.ok && !tl.over ? oldNotesAway(ctx, r, rec, seats[0], by, since) : r;
}

/** While a bot plays a seat, its person's earlier notes that still offer the game's controls show none, and no hand
 * that is no longer theirs to play: the seat offered back instead (or, after a leave, only that they left). */
function oldNotesAway(ctx: Context, plan: Plan, rec: GameRecord, seat: number, by: AwayBy, since: number): Plan {
  const held = rec.data.seats[seat];
  const mine = ctx.store.livePosts(rec.id, held.userId)
    .filter((p) => (p.kind === 'note' || p.kind === 'hand') && !plan.retire.some((q) => q.seq === p.seq));
  if (mine.length === 0) return plan;
  const lang = seatLang(rec, seat);
  const text = [t(lang, by === 'leave' ? 'away-note-left' : 'away-note', { since: when(since) })];
  const back: Button = { id: encodeId(rec.id, rec.version, KEYS.back, String(seat)), label: t(lang, 'button.back', { player: held.name }).slice(0, 80), style: 'secondary' };
  const shows = { text, buttons: by === 'leave' ? [] : [[back]], selects: [] };
  // Kept with the plan: a bot that dies before showing them so does it when it comes back.
  ctx.store.toRetire(rec.id, mine.map((p) => p.seq));
  return { ...plan, retire: [...plan.retire, ...mine.map((p) => ctx.retired(p, shows))] };
}

/** The seat `userId` left to a bot while away (not one they left for good), or -1. */
export function awaySeat(rec: GameRecord, userId: string): number {
  return rec.data.seats.findIndex((s) => s.userId === userId && !s.bot && s.away && s.away.by !== 'leave');
}

/** A game command (or a press of a game control) by someone who plays no seat of this game now: one replaced is told
 * so; one whose seat a bot plays takes it back first, and that is the answer (from the next moment the seat is theirs
 * to move). Null: neither (they are not in the crew). Asked only once the game is loaded and they hold no seat. */
export function absent(ctx: Context, rec: GameRecord, user: UserRef, lang: Locale): Result | null {
  const replaced = replacedRefusal(rec, user);
  if (replaced) return replaced;
  if (rec.status !== 'playing') {
    // Over: one whose seat a bot played to the end is told so, and where to read how it ended, not that they were never
    // in the crew.
    const mine = rec.data.seats.find((s) => s.userId === user.id && s.away && !s.bot);
    if (!mine?.away) return null;
    return fail(lang, mine.away.by === 'leave' ? 'back-left-over' : 'back-away-over', { since: when(mine.away.since) });
  }
  // One who left with /heist leave is told so (their seat is the bot's to the end), not that they are not in the crew.
  if (rec.data.seats.some((s) => s.userId === user.id && s.away?.by === 'leave')) return fail(lang, 'back-left');
  if (awaySeat(rec, user.id) < 0) return null;
  return takeBack(ctx, rec, user, lang);
}

/** The Take-my-seat-back control: only the one whose seat it was. */
export function pressBack(ctx: Context, rec: GameRecord, user: UserRef, lang: Locale, arg: string): Result {
  const seat = rec.data.seats[Number(arg)];
  if (!seat || seat.bot) return fail(lang, 'unknown-button');
  if (seat.userId !== user.id) {
    const held = rec.data.seats.some((s) => s.userId === user.id && !s.bot);
    return fail(lang, held ? 'back-not-yours' : 'back-never-held', { player: seat.name });
  }
  if (seat.away?.by === 'leave') return fail(lang, 'back-left');
  if (!seat.away) return fail(lang, 'back-not-away');
  return takeBack(ctx, rec, user, lang);
}

/** `/heist back` or a game command by the absent player: the seat is theirs again; the channel gets one line, they a
 * private note with what happened since their last move. */
function takeBack(ctx: Context, rec: GameRecord, user: UserRef, lang: Locale): Result {
  const game = ctx.gameOf(rec);
  const seat = awaySeat(rec, user.id);
  if (seat < 0) {
    if (rec.data.seats.some((s) => s.userId === user.id && s.away?.by === 'leave')) return fail(lang, 'back-left');
    return fail(lang, rec.data.seats.some((s) => s.userId === user.id && !s.bot) ? 'back-not-away' : 'back-never-held', { player: plainName(user.name) });
  }
  const mine = rec.data.seats.flatMap((s, i) => (s.userId === user.id && s.away && s.away.by !== 'leave' ? [i] : []));
  const data: Stored = { ...rec.data, seats: rec.data.seats.map((s, i) => (mine.includes(i) ? withoutAway(s) : s)) };
  const entries: StepEntry[] = mine.map((k) => ({ actorId: user.id, action: `#back ${k + 1}`, turnKey: SEAT_TURN, revealed: true }));
  const now: GameRecord = { ...rec, version: rec.version + entries.length, data };
  const tl = ctx.telling(now, game, new Sight(game));
  const player = rec.data.seats[seat].name;
  const line = noticePost(tl, [t(rec.data.lang, 'back-line', { player })]);
  // The note's own lines first, then what happened since, in what room the message has left (its newest part).
  const note: Post = game.openInformation ? answerPost(tl, user.id, 'notice', []) : notePost(tl, seat, 'hand', 'answer', []);
  const room = CONTENT_LIMIT - note.text.join('\n').length - 50;
  const since = sinceLines(ctx, now, game, seat, user.id, seatLang(now, seat), Math.max(300, room));
  note.text = note.text.length ? [...since, '', ...note.text] : since;
  const waits = game.waitingOn(now.data.engine).some((k) => mine.includes(k));
  const r = ctx.commitPosts(rec, game, data, entries, rec.status, waits ? ctx.reminderFor(game, data) : undefined, [line], lang, [note], tl.sight);
  if (!r.ok) return r;
  // Nothing offers the seat back any more: their notes that did while the bot held it (oldNotesAway), and the
  // channel's posts with the button (which keep My hand).
  const offersBack = (p: StoredPost) => ((p.body ?? {}) as Partial<Post>).buttons?.some((row) => row.some((b) => {
    const id = decodeId(b.id);
    return id?.what === KEYS.back && mine.includes(Number(id.arg));
  })) ?? false;
  const offered = ctx.store.livePosts(rec.id)
    .filter((p) => (p.audience === user.id ? p.kind === 'note' || p.kind === 'hand' : offersBack(p)) && !r.retire.some((q) => q.seq === p.seq));
  return offered.length ? { ...r, retire: [...r.retire, ...offered.map((p) => ctx.retired(p))] } : r;
}

function withoutAway(s: Seat): Seat {
  const { away: _away, ...rest } = s;
  return rest;
}

/** What happened since this person's last move, one line per thing (the log replayed from the game's start): the
 * hand-overs as they came (their own first, when it came first), then each step's story as their seat may read it,
 * never a board post. What does not fit in `room` characters is counted in a last line that says where the whole story
 * is (their web page), never cut in the middle of a line. */
export function sinceLines(ctx: Context, rec: GameRecord, game: AnyGame, seat: number, userId: string, lang: Locale, room: number): string[] {
  const log = ctx.repo.log(rec.id);
  const lastMove = log.findLastIndex((e) => e.actorId === userId && !e.action.startsWith('#'));
  const began = log.findIndex((e) => e.action === '#begin');
  const from = lastMove >= 0 ? lastMove + 1 : began + 1;
  const events: GameEvent[][] = [];
  try {
    replay(game, rec.data.setup, log.map((e) => e.action), (step) => events.push(step.events));
  } catch {
    return [t(lang, 'back-since'), t(lang, 'since-more', { n: log.length - from })];
  }
  // Each seat as it was called at the time (TB8): its first holder's name, renamed at each substitute's line.
  const called = rec.data.seats.map((x, k) => rec.data.replaced?.find((r) => r.seat === k)?.name ?? x.name ?? '');
  const name = (k: number) => (k === seat ? t(lang, 'since-you') : called[k] ?? '');
  const lines: string[] = [];
  let step = 0;
  // What their seat alone was told before a bot took it came in their notes (or comes folded into this one): only
  // what it was told while the bot held it is news here.
  let held = false;
  // The steps between two hand-overs are told together, as a post tells a press and the bots' moves after it (a
  // thief's shows to several, one step each, are one line).
  let batch: GameEvent[] = [];
  const flush = () => {
    if (batch.length) lines.push(...tellEvents(game, batch, seat, lang));
    batch = [];
  };
  log.forEach((e, k) => {
    if (!e.action.startsWith('#')) {
      const told = events[step++];
      if (k >= from) batch.push(...(held ? told : told.filter((x) => !x.to)));
      return;
    }
    const [word, n, by, ...renamed] = e.action.split(' ');
    const who = Number(n) - 1;
    const was = name(who);
    if (word === '#sub' && renamed.length) called[who] = renamed.join(' ');
    if (k < from) return;
    flush();
    if (word === '#away' && who === seat) held = true;
    if (word === '#back' && who === seat) held = false;
    if (word === '#away') lines.push(t(lang, who === seat ? 'since-away-you' : 'since-away', { player: was }));
    else if (word === '#back' && who !== seat) lines.push(t(lang, 'back-line', { player: was }));
    else if (word === '#sub') lines.push(t(lang, 'sub-line', { mention: `<@${by}>`, player: was }));
  });
  flush();
  if (lines.length === 0) return [t(lang, 'back-nothing')];
  const out = [t(lang, 'back-since')];
  let used = out[0].length;
  for (const [k, line] of lines.entries()) {
    const more = t(lang, 'since-more', { n: lines.length - k });
    if (used + line.length + 1 + (k < lines.length - 1 ? more.length + 1 : 0) > room) {
      out.push(more);
      break;
    }
    out.push(line);
    used += line.length + 1;
  }
  return out;
}

/** A step's events as the game tells them, one line each, those this seat may read. */
function tellEvents(game: AnyGame, events: GameEvent[], seat: number, lang: Locale): string[] {
  const mine = events.filter((e) => !e.to || e.to.includes(seat));
  if (game.tell) return game.tell({ events: mine, viewer: seat, lang });
  return mine.map((e) => lookup(game.texts, lang, e.code, e.params) ?? e.code);
}

/** `/heist sub seat:@old player:@new`: the host or a channel manager gives `old`'s seat to `neu` (not already seated)
 * from the next moment. `neu` gets the seat's private note; `old` loses every access to it, its web links too. */
export function sub(ctx: Context, where: Where, user: UserRef, old: UserRef, neu: UserRef, canManageChannel: boolean): Result {
  const lang = localeOf(user.locale);
  const got = ctx.playingIn(where.channelId, lang, user.id);
  if (!got.ok) return got;
  const rec = got.rec;
  if (user.id !== rec.data.hostId && !canManageChannel) return fail(lang, 'sub-not-allowed', { host: hostName(rec) });
  if (rec.data.dm) return fail(lang, 'sub-dm');
  const game = ctx.gameOf(rec);
  // Names as a sentence may quote them: Discord hands over display names as typed (a masked link, a direction mark).
  const [oldName, neuName] = [plainName(old.name), plainName(neu.name)];
  // A seat its player left (/heist leave) is the bot's to the end, unless a substitute takes it: a person is a better
  // crew mate or opponent than the bot, and the leaver gets nothing back.
  const seat = rec.data.seats.findIndex((s) => s.userId === old.id && !s.bot);
  if (seat < 0) return fail(lang, 'sub-not-seated', { player: oldName });
  // A bot never presses a control, and someone outside the server cannot read its channel: the game would wait on them.
  if (neu.bot) return fail(lang, 'sub-bot', { player: neuName });
  if (neu.outside) return fail(lang, 'sub-not-member', { player: neuName });
  if (hasLeft(rec, neu.id)) return fail(lang, 'sub-left', { player: neuName });
  if (rec.data.seats.some((s) => s.userId === neu.id && !s.bot)) return fail(lang, 'sub-already-seated', { player: neuName });
  if (neu.id === old.id) return fail(lang, 'sub-already-seated', { player: neuName });
  const mine = rec.data.seats.flatMap((s, i) => (s.userId === old.id && !s.bot ? [i] : []));
  // Someone replaced in another seat of a game with secrets saw what that seat was shown (a hand, an identity): in a
  // second seat they would play against it knowing it. Their own seat back is no more than they knew.
  if (!game.openInformation && rec.data.replaced?.some((r) => r.userId === neu.id && !mine.includes(r.seat))) {
    return fail(lang, 'sub-saw-secrets', { player: neuName });
  }
  const at = ctx.clock.now();
  // The seat is named as its new holder from now on: every later post, question, page and log line says so (the
  // game may adjust the name, as at setup); what was said before keeps the old name.
  let engine = rec.data.engine;
  const names = new Map<number, string>();
  for (const k of mine) {
    const taken = new Set(rec.data.seats.flatMap((s, i) => (i === k ? [] : [(names.get(i) ?? s.name).toLowerCase()])));
    const renamed = game.rename(engine, k, freeName(neu.name, taken, rec.data.seats[k].name));
    engine = renamed.state;
    names.set(k, renamed.name);
  }
  const seats = rec.data.seats.map((s, i) => {
    if (!mine.includes(i)) return s;
    const { away: _a, locale: _l, ...rest } = s;
    return { ...rest, userId: neu.id, name: names.get(i)!, ...(neu.locale ? { locale: neu.locale } : {}) };
  });
  const replaced = mine.map((k) => ({
    seat: k, userId: old.id, by: neu.id, at, name: rec.data.seats[k].name, ...(rec.data.seats[k].away?.by === 'leave' ? { left: true as const } : {}),
  }));
  const data: Stored = { ...rec.data, engine, seats, replaced: [...(rec.data.replaced ?? []), ...replaced] };
  const entries: StepEntry[] = mine.map((k) => ({ actorId: user.id, action: subLine(k, neu.id, names.get(k)!), turnKey: SEAT_TURN, revealed: true }));
  const now: GameRecord = { ...rec, version: rec.version + entries.length, data };
  const tl = ctx.telling(now, game, new Sight(game));
  const player = rec.data.seats[seat].name;
  const line = noticePost(tl, [t(rec.data.lang, 'sub-line', { mention: `<@${neu.id}>`, player })], neu.id);
  const notes: Post[] = [];
  if (!game.openInformation) {
    const waited = mine.find((k) => tl.waiting.includes(k)) ?? seat;
    notes.push(withLead(notePost(tl, waited, 'note', 'dm', []), [t(seatLang(now, waited), 'sub-note', { player: rec.data.seats[waited].name })]));
  }
  try {
    // The old holder's web links to these seats stop working (403), before anything of the new holder's is sent.
    for (const k of mine) ctx.links?.revoke(rec.id, k, true);
  } catch (e) {
    return saveFailure(lang, e);
  }
  return ctx.commitPosts(rec, game, data, entries, rec.status, ctx.reminderFor(game, data), [line, ...notes], lang, [], tl.sight);
}

/** Whether this person left this game (/heist leave): their seat is the bot's, or a substitute's since. */
export function hasLeft(rec: GameRecord, userId: string): boolean {
  return rec.data.seats.some((s) => s.userId === userId && !s.bot && s.away?.by === 'leave')
    || !!rec.data.replaced?.some((r) => r.userId === userId && r.left);
}

/** The substitute who took this person's seat, when they were replaced and hold no seat now. */
function replacedIn(rec: GameRecord, userId: string): { seat: number; by: string; name?: string } | null {
  if (rec.data.seats.some((s) => s.userId === userId && !s.bot)) return null;
  return rec.data.replaced?.filter((r) => r.userId === userId).at(-1) ?? null;
}

function replacedParams(rec: GameRecord, userId: string): Record<string, string> {
  const r = replacedIn(rec, userId);
  // Who holds the seat now: a seat substituted again is named by its latest holder, not the first substitute.
  const holder = r ? rec.data.seats[r.seat] : undefined;
  const now = holder && !holder.bot && holder.userId ? holder.userId : r?.by;
  return r ? { player: r.name ?? holder?.name ?? '', mention: `<@${now}>` } : {};
}

/** A replaced person's command or press: they are told they were replaced (null: they were not). */
export function replacedRefusal(rec: GameRecord | null, user: UserRef): Result | null {
  if (!rec || !replacedIn(rec, user.id)) return null;
  return fail(localeOf(user.locale), rec.status === 'playing' ? 'replaced' : 'replaced-over', replacedParams(rec, user.id));
}
