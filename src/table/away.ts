// Who is played by a bot and since when (a person's seat handed over, handover.ts), as every public board post,
// /heist status, the reminders, the per-seat export and the web pages say it. Its own file: posts.ts reads it, and
// handover.ts reads posts.ts.
import type { Locale } from '../core/types.js';
import type { Stored } from './persist.js';
import { tableText as t } from './text/index.js';

/** Who is played by a bot and since when, for the status post, reminders, the export and the web pages. */
export function awayLines(data: Pick<Stored, 'seats'>, lang: Locale): string[] {
  return data.seats.flatMap((s) => (s.away && !s.bot
    ? [t(lang, s.away.by === 'leave' ? 'status-left' : 'status-away', { player: s.name, since: when(s.away.since), by: t(lang, `by.${s.away.by}`) })]
    : []));
}

/** A moment as everyone reads it the same, whatever their clock: `2026-01-05 14:00 UTC`. */
export function when(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
