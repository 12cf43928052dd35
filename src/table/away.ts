// Who is played by a bot and since when (a person's seat handed over, handover.ts): a short note where a game lists
// its seats (posts, /heist status, the web pages), and a sentence for the per-seat export. Its own file: posts.ts
// reads it, and handover.ts reads posts.ts.
import type { Locale } from '../core/types.js';
import type { Stored } from './persist.js';
import { tableText as t } from './text/index.js';

/** Who is played by a bot, since when and why, as sentences (the per-seat export's `botPlayed`); `over`: the game no
 * longer goes on (a bot played the seat to its end). */
export function awayLines(data: Pick<Stored, 'seats'>, lang: Locale, over = false): string[] {
  const end = over ? '-over' : '';
  return data.seats.flatMap((s) => (s.away && !s.bot
    ? [t(lang, `${s.away.by === 'leave' ? 'status-left' : 'status-away'}${end}`, { player: s.name, since: when(s.away.since), by: t(lang, `by.${s.away.by}`) })]
    : []));
}

/** How a seat is played now, for where a game lists its seats: '' for its own person (or a bot's own seat), else
 * since when a bot plays it and until when (`over`: the game no longer goes on, so a bot played it to the end). The hand-over post says who handed it over and why, once. */
export function seatNoteOf(data: Pick<Stored, 'seats'>, lang: Locale, over = false): (seat: number) => string {
  return (k) => {
    const s = data.seats[k];
    if (!s?.away || s.bot) return '';
    return t(lang, `${s.away.by === 'leave' ? 'seat-left' : 'seat-away'}${over ? '-over' : ''}`, { since: when(s.away.since) });
  };
}

/** A moment as everyone reads it the same, whatever their clock: `2026-01-05 14:00 UTC`. */
export function when(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
