// What the table keeps per game, in its own words, and the Repo it talks to (store-repo.ts maps src/store/ onto it).
// One stored game = one row of the store; its kind names the game module that reads `engine`.
import type { Options } from '../core/module.js';
import type { GameEvent, Locale } from '../core/types.js';
import type { NewPost } from '../store/types.js';

export interface Seat {
  /** The person in the seat; empty for a bot. */
  userId: string;
  name: string;
  bot?: boolean;
  /** The person's Discord locale when they joined: their private notes are written in it. */
  locale?: string;
  /** A person's seat a bot plays (handover.ts) since `since` (the table's clock), until they take it back; `by`
   * 'leave': they left the game, and the bot plays it to the end. */
  away?: { since: number; by: AwayBy };
}

/** Who handed a seat to a bot. */
export type AwayBy = 'host' | 'manager' | 'players' | 'deadline' | 'leave';

/** The state JSON kept by the store for one game. */
export interface Stored {
  /** The game module (absent in games saved before there were several: Burgle Bros.). */
  kind?: string;
  /** The game's state (its module's shape); null in the lobby. */
  engine: unknown | null;
  /** The module's `origin`: what rebuilds the starting state (for replay and undo). */
  setup: unknown | null;
  /** One seat per player of the game. While in the lobby: the people who joined, host first. */
  seats: Seat[];
  lobby: boolean;
  hostId: string;
  /** Started in a DM (a solo game). */
  dm?: boolean;
  /** The game's options as given to /heist start. */
  options: Options;
  /** Language of public posts (the host's). */
  lang: Locale;
  /** Hours between reminders; null = off. */
  reminderHours: number | null;
  /** The game's seed (the store's seed column too). */
  seed?: number;
  /** No longer written: events of a step that stopped at a question (each event is now told once, by the post of
   * the press that made it). Kept so older saves still read. */
  pendingEvents?: GameEvent[];
  /** People replaced in a seat by a substitute (/heist sub): they hold nothing of it any more. `name`: the seat's
   * name while they held it (the seat is named as its new holder from then on); `left`: they had left it (/heist
   * leave) before the substitute took it, and are never seated again. */
  replaced?: { seat: number; userId: string; by: string; at: number; name?: string; left?: true }[];
}

export type Status = 'lobby' | 'playing' | 'over' | 'ended';

/** Why a game was ended without a step of its own (its log line `#end <why>`): its channel deleted, its channel
 * refusing the bot for REFUSED_DAYS, its saved data damaged, a DM lobby that never began. */
export type EndedWhy = 'gone' | 'refused' | 'damaged' | 'unbegun';

export interface GameRecord {
  id: number;
  version: number;
  guildId: string | null;
  channelId: string;
  status: Status;
  data: Stored;
}

/** The turn key of a hand-over's log line (handover.ts): no game's turn, so no undo reaches across it. */
export const SEAT_TURN = '#seat';
/** Whether a log line only changed who holds a seat (a hand-over, a return, a leave, a substitute): the game's own
 * state did not move with it. */
export const isSeatChange = (e: Pick<LogEntry, 'turnKey'>): boolean => e.turnKey === SEAT_TURN;
/** Who acted, in a step and its log entry, when a bot did (its own seat, or a person's it plays). */
export const BOT_ACTOR = 'bot';
/** The verb of a logged action (`Ava: move east`: `move`). */
export const entryVerb = (action: string): string => action.replace(/^[^:]*:\s*/, '').split(/\s+/)[0];

export interface LogEntry {
  version: number;
  actorId: string;
  action: string;
  turnKey: string;
  revealed: boolean;
  /** When it was written (the store's clock); absent for entries not yet written. */
  at?: number;
}

export interface Reminder {
  userId: string;
  /** When the next is due; null once they were all sent (no away-after deadline set). */
  dueAt: number | null;
  /** Reminders already sent for this wait. */
  count: number;
}

export interface DueReminder {
  gameId: number;
  guildId: string | null;
  channelId: string;
  userId: string;
  count: number;
}

/** One step to commit: its log line and the state after it. */
export interface StepEntry { actorId: string; action: string; turnKey: string; revealed: boolean }

export interface Repo {
  active(channelId: string): GameRecord | null;
  /** The channel's open game, else the last one played there. */
  latest(channelId: string): GameRecord | null;
  /** Any game by id (finished ones too). */
  game(id: number): GameRecord | null;
  /** Throws GameExistsError when the channel already has a game, StoreWriteError when it can't save. */
  create(where: { guildId: string | null; channelId: string }, hostId: string, data: Stored, status: Status, seed: number): GameRecord;
  /** Commits atomically (every entry one version; none: one version all the same) with the posts that tell it;
   * throws StaleVersionError when `expected` isn't current; `retire`: earlier posts whose controls go, in the same
   * transaction. Returns the new version and the posts' numbers. */
  commit(id: number, expected: number, data: Stored, entries: StepEntry[], status: Status, reminder: Reminder | null | undefined, posts: NewPost[], folded?: number[], retire?: number[]): { version: number; seqs: number[] };
  /** Posts that are no step (answers to status, hand, a reminder …), kept at the current version: their numbers.
   * `folded`: posts awaiting their reader that these tell instead; `retire`: earlier controls they supersede, taken
   * away in the same transaction. */
  addPosts(id: number, posts: NewPost[], folded?: number[], retire?: number[]): number[];
  /** The live (not undone) log. */
  log(id: number): LogEntry[];
  /** The newest `count` entries of the live log, oldest first. */
  logTail(id: number, count: number): LogEntry[];
  /** The new version, or null when the store refuses. */
  undoLast(id: number, expected: number, actorId: string, turnKey: string, before: Stored): number | null;
  due(now: number, isMine?: (guildId: string | null) => boolean): DueReminder[];
  /** Counts a sent reminder and schedules the next one (null: no more). */
  markReminded(id: number, nextDueAt: number | null): void;
  /** Ends a game without loading its state (a damaged one, a deleted channel's, a DM lobby never begun), its log line
   * saying why (`#end gone`): the host's /heist end is a step of its own (`#end`). Returns the new version. */
  abandon(id: number, expected: number, actorId: string, why: EndedWhy): number;
}
