// Reminders and /heist settings: the reminders due now and their public posts (mentioning only the one waited on),
// and the settings that change them (on or off, the interval) or a person's own preview choice, with no game step.
import { localeOf } from '../core/text.js';
import { DamagedGameError } from '../store/types.js';
import { barePlan, type Context, DEFAULT_REMINDER_HOURS, fail, HOUR, saveFailure } from './context.js';
import { setDmTurns } from './ledger.js';
import { awayAfter, awayButton, deadlineAfterFinal, deadlinePassed, lastReminderAt, MAX_REMINDERS, setAwayAfter, waitedSeat } from './handover.js';
import { encodeId, KEYS } from './ids.js';
import type { GameRecord, Stored } from './persist.js';
import { noticePost, privateNotice, Sight } from './posts.js';
import { tableText as t } from './text/index.js';
import type { ReminderNotice, Result, UserRef, Where } from './types.js';
import { hostName, withButton } from './views.js';


/** `/heist settings`: reminders on or off and their interval. Only the host or a channel manager; not a game step:
 * no log line, no snapshot, no new version (everyone's buttons stay valid, undo stays possible). */
export function settings(ctx: Context, where: Where, user: UserRef, st: { reminders?: boolean; intervalHours?: number; preview?: boolean; awayAfterHours?: number; dm?: boolean }, perms: { canManageChannel?: boolean } = {}): Result {
  const lang = localeOf(user.locale);
  if (Object.values(st).every((v) => v === undefined)) return settingsNow(ctx, where, user);
  // Your own preferences (any game, any channel): whether End turn first shows what would happen; whether your turns
  // and notes come by DM.
  let said: string | null = null;
  if (st.preview !== undefined || st.dm !== undefined) {
    const own: string[] = [];
    try {
      if (st.preview !== undefined) ctx.store.setUserPref(user.id, 'preview', st.preview ? 'on' : 'off');
      if (st.dm !== undefined) setDmTurns(ctx, user.id, st.dm);
    } catch (e) {
      return saveFailure(lang, e);
    }
    if (st.preview !== undefined) own.push(t(lang, st.preview ? 'preview-on' : 'preview-off'));
    if (st.dm !== undefined) own.push(t(lang, st.dm ? 'dm-on' : 'dm-off'));
    said = own.join('\n');
    if (st.reminders === undefined && st.intervalHours === undefined && st.awayAfterHours === undefined) {
      const rec = ctx.repo.active(where.channelId);
      const post = privateNotice(user.id, said.split('\n'), rec);
      return rec ? ctx.kept(rec, [post]) : barePlan([post], where.channelId, 0);
    }
  }
  const rec = ctx.repo.active(where.channelId);
  if (!rec) return fail(lang, 'no-game-here');
  if (user.id !== rec.data.hostId && !perms.canManageChannel) return fail(lang, 'settings-not-allowed', { host: hostName(rec) });
  if (st.intervalHours !== undefined && !(st.intervalHours >= 1 && st.intervalHours <= 168)) return fail(lang, 'bad-interval');
  // A DM game hands no seat over (deadlineAfterFinal): said, not taken and ignored.
  if (st.awayAfterHours !== undefined && rec.data.dm) return fail(lang, 'away-dm');
  // The away-after deadline (handover.ts): kept beside the game, no step.
  if (st.awayAfterHours !== undefined) {
    const away = setAwayAfter(ctx, rec, st.awayAfterHours, lang);
    if (typeof away !== 'string') return away;
    said = said ? `${said}\n${away}` : away;
    // A wait whose reminders were all sent already gets the deadline now.
    const waiting = rec.status === 'playing' ? ctx.store.reminder(rec.id) : null;
    const now = ctx.clock.now();
    const at = waiting && waiting.dueAt === null && waiting.remindersSent > MAX_REMINDERS ? deadlineAfterFinal(ctx, rec, now, lastReminderAt(ctx, rec) ?? now) : null;
    if (waiting && at !== null) {
      try {
        ctx.store.setReminder(rec.id, { userId: waiting.userId, dueAt: at, remindersSent: waiting.remindersSent });
      } catch (e) {
        return saveFailure(lang, e);
      }
    }
    if (st.reminders === undefined && st.intervalHours === undefined) {
      const game = ctx.gameOf(rec);
      return ctx.kept(rec, [noticePost(ctx.telling(rec, game, new Sight(game)), said.split('\n'))]);
    }
  }
  const was = rec.data.reminderHours;
  let hours = was;
  if (st.reminders === false) hours = null;
  else if (st.reminders === true) hours = st.intervalHours ?? was ?? DEFAULT_REMINDER_HOURS;
  else if (st.intervalHours !== undefined && was !== null) hours = st.intervalHours;
  const data: Stored = { ...rec.data, reminderHours: hours };
  const game = ctx.gameOf(rec);
  const reminder = rec.status === 'playing' ? ctx.reminderFor(game, data) : null;
  try {
    ctx.store.setReminderInterval(rec.id, hours === null ? null : hours * HOUR);
    // The wait in progress: remind from now with the new interval, or not at all. The reminders already sent for it
    // still count (the final one stays final); once they were all sent, none is due again.
    if (hours !== was || st.intervalHours !== undefined) {
      const sent = reminder ? ctx.store.reminder(rec.id) : null;
      const count = sent && sent.userId === reminder!.userId ? sent.remindersSent : 0;
      ctx.store.setReminder(rec.id, reminder ? { userId: reminder.userId, dueAt: count > MAX_REMINDERS ? sent!.dueAt : reminder.dueAt, remindersSent: count } : null);
    }
  } catch (e) {
    return saveFailure(lang, e);
  }
  const stillOff = hours === null && st.intervalHours !== undefined && st.reminders !== false;
  const text = stillOff ? t(lang, 'settings-still-off', { hours: st.intervalHours! })
    : hours === null ? t(lang, 'settings-off') : t(lang, 'settings-on', { hours });
  const tl = ctx.telling({ ...rec, data }, game, new Sight(game));
  return ctx.kept(rec, [noticePost(tl, said ? [said, text] : [text])]);
}

/** `/heist settings` with no option, for anyone, only to them: how this channel's heist reminds and hands seats over,
 * and their own choices (preview, dm), with how to change each. */
function settingsNow(ctx: Context, where: Where, user: UserRef): Result {
  const lang = localeOf(user.locale);
  const rec = ctx.repo.active(where.channelId);
  const lines: string[] = [];
  if (rec) {
    const hours = rec.data.reminderHours;
    lines.push(hours === null ? t(lang, 'settings-off') : t(lang, 'settings-on', { hours }));
    // A DM game has no one else to hand a seat over for (deadlineAfterFinal).
    if (!rec.data.dm) {
      const away = awayAfter(ctx, rec.id);
      // The hand-over counts from the last reminder: with reminders off, none comes (reminderNotices).
      lines.push(away ? t(lang, hours === null ? 'settings-away-paused' : 'settings-away-on', { hours: away }) : t(lang, 'settings-away-off'));
    }
  }
  lines.push(t(lang, ctx.store.userPref(user.id, 'preview') === 'off' ? 'settings-now-preview-off' : 'settings-now-preview-on'));
  lines.push(t(lang, ctx.wantsDm(user.id) ? 'settings-now-dm-on' : 'settings-now-dm-off'));
  lines.push(t(lang, rec ? (rec.data.dm ? 'settings-how-dm' : 'settings-how') : 'settings-how-yours'));
  const post = privateNotice(user.id, lines, rec);
  return rec ? ctx.kept(rec, [post]) : barePlan([post], where.channelId, 0);
}

/** Reminders due now on the shards `isMine` says are this process's, each counted as it is made (a caller that
 * claims reminders itself and counts them after posting uses `reminderNotices`). */
export function dueReminders(ctx: Context, now: number, isMine?: (guildId: string | null) => boolean): ReminderNotice[] {
  const notices = reminderNotices(ctx, ctx.repo.due(now, isMine), now);
  for (const n of notices) ctx.repo.markReminded(n.gameId, n.next);
  return notices.filter((n) => n.post !== null || n.handover);
}

/** What to say for each of these due reminders: a public post mentioning only the one waited on (kept with the
 * game), and when the next one falls due (null: no more for this wait; after the third, a final "the game is
 * waiting on X"). A reminder there is nothing to say for (the game ended, is damaged, has reminders off) comes
 * back with no post. Nothing is counted here: the caller counts each once it is posted. */
export function reminderNotices(ctx: Context, due: readonly { gameId: number; guildId: string | null; channelId: string; userId: string; count?: number; remindersSent?: number; dueAt?: number }[], now: number): ReminderNotice[] {
  const out: ReminderNotice[] = [];
  for (const d of due) {
    const settled = { gameId: d.gameId, channelId: d.channelId, guildId: d.guildId, userId: d.userId, post: null, final: true, next: null };
    let rec: GameRecord | null;
    try {
      rec = ctx.repo.active(d.channelId);
    } catch (e) {
      // A damaged game waits for its host: no reminders; every other game's go on.
      if (!(e instanceof DamagedGameError)) throw e;
      out.push(settled);
      continue;
    }
    // A game played in a DM whose person the bot may not message (closed DMs, no server shared): no reminder can
    // reach them, so none is tried (each refusal counts against the bot at Discord).
    const unreachable = d.guildId === null && !ctx.mayDm(d.userId);
    if (!rec || rec.id !== d.gameId || rec.status !== 'playing' || rec.data.reminderHours === null || unreachable) {
      out.push(settled);
      continue;
    }
    const lang = rec.data.lang;
    const count = d.count ?? d.remindersSent ?? 0;
    if (count > MAX_REMINDERS) {
      // Due again after the final one: the away-after deadline (handover.ts) hands the seat to a bot.
      const r = deadlinePassed(ctx, rec, d.userId);
      out.push({ ...settled, ...(r && r.ok ? { handover: r } : {}) });
      continue;
    }
    // The seat the game waits on: one person may hold several (a crew of their own in a DM).
    const waited = waitedSeat(rec, ctx.gameOf(rec), d.userId);
    const name = (waited >= 0 ? rec.data.seats[waited] : rec.data.seats.find((x) => x.userId === d.userId))?.name ?? '';
    const final = count >= MAX_REMINDERS;
    // The seat is named only for one who holds several: anyone else's is the one their mention already names.
    const several = rec.data.seats.filter((x) => x.userId === d.userId).length > 1;
    const game = ctx.gameOf(rec);
    // A question asked of them (whom to steal from, what to discard) is answered, not moved.
    const answer = !final && game.asked?.(rec.data.engine) === true;
    const key = final ? (several ? 'reminder-final-seat' : 'reminder-final') : `reminder${answer ? '-answer' : ''}${several ? '-seat' : ''}`;
    const text = t(lang, key, { mention: `<@${d.userId}>`, player: name, hours: rec.data.reminderHours });
    // Whose seat a bot plays is not said again here: the hand-over said it, /heist status lists it with the seats.
    let post = noticePost(ctx.telling(rec, game, new Sight(game)), [text], d.userId, 'reminder');
    // The message that pings them is where they come back to: one press there answers them alone with their part and
    // their controls (My hand; the board with its controls in a game without secrets), with no scrolling up for the
    // turn's post. It works at any version, so no later post takes it away.
    post = { ...post, ...withButton(post, { id: encodeId(rec.id, rec.version, KEYS.hand), label: t(lang, game.openInformation ? 'button.my-turn' : 'button.hand'), style: 'secondary' }) };
    // The final one offers to let a bot play the seat until its player returns (handover.ts).
    const away = final ? awayButton(rec, game, d.userId) : null;
    if (away) post = { ...post, ...withButton(post, away) };
    // Named by its game and when it fell due: remade after a crash, it is still the one message.
    if (d.dueAt !== undefined) post.nonce = `r${d.gameId}.${d.dueAt.toString(36)}`;
    const [seq] = ctx.keep(rec.id, [post]);
    if (seq !== undefined) post.seq = seq;
    out.push({ ...settled, post, final, next: final ? deadlineAfterFinal(ctx, rec, now) : now + rec.data.reminderHours * HOUR });
  }
  return out;
}

