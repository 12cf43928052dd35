// What each web page shows, made only from the reader's seat: the posts the table kept for that seat's person (and
// the public ones), as their messages showed them (seatExport, postContent), and the game's views for that seat
// (game.view, game.present). Another seat's view is read only once the game is over, for the replay's reveal.
import type { AnyGame, PictureParts } from '../core/module.js';
import { localeOf } from '../core/text.js';
import { SPECTATOR, type Locale } from '../core/types.js';
import type { LogEntry, StoredGame, StoredPost } from '../store/types.js';
import { seatLang } from '../table/posts.js';
import type { GameRecord, Stored } from '../table/persist.js';
import { seatNoteOf } from '../table/away.js';
import { seatExport } from '../table/seat-export.js';
import type { Post } from '../table/types.js';
import { tw } from './text.js';
import { gameTitle } from '../table/views.js';
import type { Frame, Timeline } from './timeline.js';

/** A game as one link reads it. */
export interface Reading {
  game: AnyGame;
  g: StoredGame;
  stored: Stored;
  /** A seat, or SPECTATOR. */
  seat: number;
  /** The seat's person (null: a spectator). */
  userId: string | null;
  lang: Locale;
  /** Finished by the rules (a result): the reveal is open. */
  over: boolean;
  /** Ended by its host. */
  ended: boolean;
}

export function reading(game: AnyGame, g: StoredGame, seat: number): Reading {
  const stored = g.state as Stored;
  const userId = seat === SPECTATOR ? null : stored.seats[seat]?.userId || null;
  const rec = { data: stored } as GameRecord;
  const lang = seat === SPECTATOR ? localeOf(stored.lang) : seatLang(rec, seat);
  const over = stored.engine !== null && stored.engine !== undefined && game.result(stored.engine) !== null;
  return { game, g, stored, seat, userId, lang, over, ended: g.status === 'abandoned' };
}

/** A picture to draw: a viewer's view of the game at a version. */
export interface PictureJob { version: number; viewer: number }

export interface ShownPost {
  seq: number;
  version: number;
  /** Shown again in place by a later post (seat-export's `again`): the seq of the moment it came to read as it does. */
  again?: number;
  /** The post's kind (a note, a story, a status …). */
  kind: string;
  /** Only this reader's person saw it. */
  mine: boolean;
  /** It reached them by DM (the export's `via`). */
  dm?: true;
  /** As its message showed it (mentions still as <@id>). */
  text: string;
  picture: PictureJob | null;
}

/** The seats a reader's pictures may be drawn for: the spectator's view and their person's own seats; every seat's
 * once the game is over. */
export function mayDraw(r: Reading, viewer: number): boolean {
  if (viewer === SPECTATOR) return true;
  if (!Number.isInteger(viewer) || viewer < 0 || viewer >= r.stored.seats.length) return false;
  if (r.over) return true;
  return r.userId !== null && r.stored.seats[viewer]?.userId === r.userId;
}

/** The language a viewer's picture is drawn in, as Discord drew it: a seat's own, or the game's for the spectator. */
export function pictureLang(r: Reading, viewer: number): Locale {
  return viewer === SPECTATOR ? localeOf(r.stored.lang) : seatLang({ data: r.stored } as GameRecord, viewer);
}

/** The reader's posts (every public post and every post for their person), in order, each as its message read. */
function shownPosts(r: Reading, posts: readonly StoredPost[]): ShownPost[] {
  const told = seatExport(r.game, r.stored, posts, r.seat, r.lang, r.g.channelId).posts;
  const bySeq = new Map(posts.map((p) => [p.seq, p]));
  return told.map((p) => {
    const body = (bySeq.get(p.seq)?.body ?? {}) as Partial<Post>;
    const viewer = body.picture?.viewer;
    const picture = p.picture && typeof viewer === 'number' && mayDraw(r, viewer) ? { version: p.version, viewer } : null;
    return { seq: p.seq, version: p.version, ...(p.again !== undefined ? { again: p.again } : {}), kind: p.kind, mine: p.to === 'you', ...(p.via === 'dm' ? { dm: true as const } : {}), text: p.text, picture };
  });
}

/** The parts a phone shows one at a time (a game's floors), from the reader's view of the game as it is; null when
 * the game has none (or has not begun). */
export function pictureParts(r: Reading): PictureParts | null {
  const state = r.stored.engine;
  if (!r.game.pictureParts || state === null || state === undefined) return null;
  const p = r.game.pictureParts(r.game.view(state, r.seat), r.lang);
  return p.parts.length > 1 ? p : null;
}

const nameOf = (r: Reading) => (k: number) => r.stored.seats[k]?.name ?? '';

/** Each seat as it was called at `version` (TB8: a replay names each holder in their time): its name now, or the one
 * it had before the first substitute's line after that version (`subs`: Timeline's, in order; the k-th of a seat is its
 * k-th `replaced` entry, which keeps the name before it). */
export function namesAt(r: Reading, subs: readonly { version: number; seat: number }[], version: number): (k: number) => string {
  const before = new Map<number, string>();
  const seen = new Map<number, number>();
  for (const x of subs) {
    const k = seen.get(x.seat) ?? 0;
    seen.set(x.seat, k + 1);
    if (x.version <= version || before.has(x.seat)) continue;
    const was = (r.stored.replaced ?? []).filter((e) => e.seat === x.seat)[k]?.name;
    if (was) before.set(x.seat, was);
  }
  return (k) => before.get(k) ?? nameOf(r)(k);
}

export function title(r: Reading): string {
  return gameTitle(r.game, r.lang, r.stored.options ?? {});
}

/** Who the reader is (a seat's name), or null for a spectator. */
export function readerName(r: Reading): string | null {
  return r.seat === SPECTATOR ? null : r.stored.seats[r.seat]?.name ?? null;
}

/** The people's names by user id, for mentions (a mention shows as the person's name, as Discord shows it). */
export function mentionNames(r: Reading): Map<string, string> {
  // One a substitute replaced is still mentioned in what was said before, by the name their seat had then.
  const replaced = (r.stored.replaced ?? []).flatMap((x) => (x.name ? [[x.userId, x.name] as const] : []));
  // The game's channel, as `#id` (a note by DM says where to move): named as the page can, it does not know its name.
  return new Map([...replaced, ...r.stored.seats.filter((s) => s.userId).map((s) => [s.userId, s.name] as const), [`#${r.g.channelId}`, tw(r.lang, 'the-channel')]]);
}

export interface Where {
  /** Names of the seats the game waits on (none once over). */
  waiting: string[];
  /** Winners' names once over; null while it goes on. */
  winners: string[] | null;
}

/** `now`: this is the game as it is now (an ended game waits on no one). */
function whereThingsStand(r: Reading, state: unknown, now = true, name: (k: number) => string = nameOf(r)): Where {
  const result = state ? r.game.result(state) : null;
  const waiting = state && !result && !(now && r.ended) ? r.game.waitingOn(state).map(name) : [];
  return { waiting, winners: result ? result.winners.map(name) : null };
}

/** What the reader's own seat (or `seat`) holds privately (a hand, an identity, Noir's case file in full); none in a
 * game without secrets.
 * `reveal`: shown to others after the end, the seat named rather than "you". */
export function privatePart(r: Reading, state: unknown, seat = r.seat, reveal = false, name: (k: number) => string = nameOf(r)): string[] {
  if (r.game.openInformation || seat === SPECTATOR || !state) return [];
  const view = r.game.view(state, seat);
  const moment = { kind: 'private' as const, events: [], ...(reveal ? { reveal: true } : {}) };
  // A game called off (the state is its last one: the live page's): nobody acts any more, as statusLines says it.
  const stopped = r.ended && r.game.result(state) === null;
  return r.game.present({ view, viewer: seat, lang: r.lang, legal: [], moment, name, seatNote: seatNoteOf(r.stored, r.lang, stopped || r.game.result(state) !== null), page: true, ...(stopped ? { stopped } : {}) }).lines;
}

/** Where things stand, as /heist status's board says it (what everyone sees: the reader's own part is below it, once,
 * and what happened below that), who is played by a bot where the seats are listed. */
function statusLines(r: Reading, state: unknown): string[] {
  if (!state) return [];
  const view = r.game.view(state, SPECTATOR);
  const stopped = r.ended && r.game.result(state) === null;
  return r.game.present({ view, viewer: SPECTATOR, lang: r.lang, legal: [], moment: { kind: 'status' }, name: nameOf(r), seatNote: seatNoteOf(r.stored, r.lang, stopped || r.game.result(state) !== null), page: true, ...(stopped ? { stopped } : {}) }).lines;
}

/** What a seat's note shows whatever happened (its hand, its identity, its case file) at a moment: a note's other lines
 * are what it told. */
function standingNote(r: Reading, state: unknown): Set<string> {
  const view = r.game.view(state, r.seat);
  // All the seat holds, as asked for (a note the end told unasked leaves out what the reveal said).
  const lines = r.game.present({ view, viewer: r.seat, lang: r.lang, legal: [], moment: { kind: 'private', events: [] }, name: nameOf(r), seatNote: seatNoteOf(r.stored, r.lang), asked: true }).lines;
  return new Set(lines.flatMap((l) => l.split('\n')));
}

export interface Live {
  version: number;
  where: Where;
  picture: PictureJob | null;
  status: string[];
  mine: string[];
  /** Every post the reader was sent since their seat last acted (a spectator: the latest ones); not the start's post
   * while it is the board shown above. */
  since: ShownPost[];
  /** The reader's seat has acted (else `since` counts from the game's start). */
  acted: boolean;
}

/** How many posts a spectator's live page lists. */
const SPECTATOR_POSTS = 10;

/**
 * `stateAt`: the game's state at a version (the page's timeline), to tell the reader's own notes by what they told:
 * the standing part of a note (hand, identity, case file) is shown once, now, under "Only you see this", so a note of
 * the list keeps only its news, and one with none is left out. Without it, notes are listed whole.
 */
export function live(r: Reading, posts: readonly StoredPost[], log: readonly LogEntry[], stateAt?: (version: number) => unknown): Live {
  const state = r.stored.engine;
  const shown = shownPosts(r, posts).flatMap((p) => {
    const at = p.mine && (p.kind === 'note' || p.kind === 'hand') && stateAt ? stateAt(p.version) : undefined;
    if (at === undefined || at === null) return [p];
    const standing = standingNote(r, at);
    const news = p.text.split('\n').filter((l) => l.trim() && !standing.has(l));
    // Its picture is the seat's view of that moment: the page's own picture shows the seat's view now.
    return news.length ? [{ ...p, text: news.join('\n'), picture: null }] : [];
  });
  let since: ShownPost[];
  let acted = false;
  if (r.userId === null) {
    since = shown.slice(-SPECTATOR_POSTS);
  } else {
    const last = log.filter((e) => e.actorId === r.userId && !e.action.startsWith('#')).at(-1);
    acted = last !== undefined;
    const begun = log.find((e) => e.action === '#begin');
    const from = last ? last.version : begun ? begun.version : 0;
    // The start's post while nothing has happened since (no bot moved first, nobody since) is the board the page
    // shows above it: said once.
    const onlyBoard = (p: ShownPost) => !p.mine && p.kind === 'start' && begun !== undefined && p.version === begun.version + 1
      && p.version === r.g.version;
    since = shown.filter((p) => p.version > from && !onlyBoard(p));
  }
  return {
    version: r.g.version,
    where: whereThingsStand(r, state),
    picture: state ? { version: r.g.version, viewer: r.seat } : null,
    // Who is played by a bot and since when (src/table/handover.ts), as /heist status says it.
    status: statusLines(r, state),
    mine: privatePart(r, state),
    since,
    acted,
  };
}

export interface ReplayFrame {
  version: number;
  /** The picture's part a narrow screen shows first at this step (PictureParts.first), when the game has parts. */
  part?: number;
  picture: PictureJob;
  where: Where;
  /** The reader's posts made at this step (before the next one). */
  posts: ShownPost[];
}

export interface Replay {
  frames: ReplayFrame[];
  /** The reveal may be asked for (the game is over and has secrets). */
  revealable: boolean;
}

/** Every step of the game, each with the reader's picture and the reader's posts of that moment (a post belongs to
 * the last step taken when it was made; the lobby's posts to the start). A message shown again in place (a note
 * renewed, the lobby edited) reads as it did last: it belongs to the step of that last showing, in its place there;
 * the posts around it keep their own steps (a step is found for each post, never carried from the one before). */
export function replayOf(r: Reading, posts: readonly StoredPost[], tl: Timeline): Replay {
  const shown = shownPosts(r, posts);
  const partOf = (state: unknown) => (r.game.pictureParts && state ? r.game.pictureParts(r.game.view(state, r.seat), r.lang).first : undefined);
  const frames: ReplayFrame[] = tl.frames.map((f, i) => {
    const part = partOf(f.state);
    return {
      version: f.version, picture: { version: f.version, viewer: r.seat }, where: whereThingsStand(r, f.state, i === tl.frames.length - 1, namesAt(r, tl.subs, f.version)), posts: [],
      ...(part !== undefined ? { part } : {}),
    };
  });
  // In the order each came to read as it does (a message shown again in place: where it was shown last).
  const ordered = [...shown].sort((a, b) => (a.again ?? a.seq) - (b.again ?? b.seq));
  for (const p of ordered) {
    // The last step taken by then (versions ascend frame by frame); before the start: the start.
    let lo = 0;
    for (let hi = frames.length - 1; lo < hi;) {
      const mid = (lo + hi + 1) >> 1;
      if (frames[mid].version <= p.version) lo = mid;
      else hi = mid - 1;
    }
    const k = lo;
    // The step's picture is the board of that moment from the reader's seat: a post's own (the same moment, from the
    // seat or everyone's view) would show it again.
    frames[k]?.posts.push({ ...p, picture: null });
  }
  return { frames, revealable: r.over && !r.game.openInformation };
}

export interface RevealedSeat {
  name: string;
  lines: string[];
  picture: PictureJob | null;
}

/** Every seat's hidden information at one step: only once the game is over (null before). */
export function revealAt(r: Reading, frame: Frame, subs: readonly { version: number; seat: number }[] = []): RevealedSeat[] | null {
  if (!r.over || r.game.openInformation) return null;
  // Each seat named as it was called at that step.
  const name = namesAt(r, subs, frame.version);
  return r.stored.seats.map((_s, k) => ({
    name: name(k),
    lines: privatePart(r, frame.state, k, true, name),
    picture: r.game.privatePicture ? { version: frame.version, viewer: k } : null,
  }));
}
