// A game told to one seat (or to a spectator) from its log, for sharing a finished game safely
// (`npm run -s export -- ID --seat NAME`). Every line is made the way the table made that seat's messages: from the
// seat's own view and the events it may read (public ones and those addressed to it), never from the log's own lines,
// which can hold a secret choice (a Mimic's `choose`, a card played face down).
import type { AnyGame } from '../core/module.js';
import { SPECTATOR, type GameEvent, type Locale } from '../core/types.js';
import { replay } from './replay.js';
import type { Stored } from './persist.js';

export interface SeatStory {
  kind: string;
  /** The seat told (0-based) with its name, or the spectator. */
  seat: { index: number; name: string } | 'spectator';
  lang: Locale;
  /** What the start of the game said, then each part of the story in order: a turn's public post (seen from this
   * seat) or a private note to it. */
  story: { turn?: number; note?: true; lines: string[] }[];
  /** The seat's view of the game now. */
  view: unknown;
  result: { winners: string[] } | null;
}

interface Step { seat: number; before: unknown; after: unknown; events: GameEvent[] }

/** `lines`: the live log (undone entries left out), the table's bookkeeping lines (`#join`, ...) included or not. */
export function seatStory(game: AnyGame, stored: Stored, lines: readonly string[], viewer: number, lang: Locale): SeatStory {
  if (!stored.setup) throw new Error('This game never began: there is nothing to tell.');
  const name = (k: number) => stored.seats[k]?.name ?? '';
  const tell = (state: unknown, moment: Parameters<AnyGame['present']>[0]['moment']) =>
    game.present({ view: game.view(state, viewer), viewer, lang, legal: [], moment, name }).lines;

  const story: SeatStory['story'] = [{ lines: tell(game.restart(stored.setup), { kind: 'start' }) }];
  let turn: Step[] = [];
  let turns = 0;
  const closeTurn = (now: unknown) => {
    if (turn.length === 0) return;
    // As the table posts it: the turn's public events; what was for this seat alone comes in its notes.
    const events = turn.flatMap((x) => x.events).filter((e) => !e.to);
    story.push({ turn: ++turns, lines: tell(now, { kind: 'turn', events, before: game.view(turn[0].before, viewer), by: turn[0].seat }) });
    turn = [];
  };
  const s = replay(game, stored.setup, lines, (step) => {
    turn.push({ seat: step.action.player, before: step.before, after: step.after, events: step.events });
    const told = viewer === SPECTATOR ? [] : step.events.filter((e) => e.to?.includes(viewer));
    if (told.length) story.push({ note: true, lines: tell(step.after, { kind: 'private', events: told }) });
    if (step.turnEnded) closeTurn(step.after);
  });
  closeTurn(s);
  const result = game.result(s);
  return {
    kind: game.kind,
    seat: viewer === SPECTATOR ? 'spectator' : { index: viewer, name: name(viewer) },
    lang,
    story,
    view: game.view(s, viewer),
    result: result ? { winners: result.winners.map(name) } : null,
  };
}

/** A seat named as the person typed it: its name (any letters), its number from 1, or `spectator`; null if none. */
export function seatNamed(stored: Stored, text: string): number | null {
  const t = text.trim().toLowerCase();
  if (t === 'spectator') return SPECTATOR;
  const byName = stored.seats.findIndex((x) => x.name.toLowerCase() === t);
  if (byName >= 0) return byName;
  const n = Number(t);
  return Number.isInteger(n) && n >= 1 && n <= stored.seats.length ? n - 1 : null;
}
