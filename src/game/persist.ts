// What the service needs from the store, in its own words; adapt() maps src/store/ onto it, so the service does not
// depend on the store's exact shapes. One stored game = one row of the store, kind 'burgle-bros'.
import type { GameEvent, GameSetup, GameState } from '../games/burgle-bros/engine/index.js';
import type { Locale } from '../i18n/index.js';
import type { HeistOptions } from './types.js';

export interface Seat {
  userId: string;
  name: string;
}

/** The state JSON kept by the store for one game. */
export interface Stored {
  engine: GameState | null;
  /** The setup the engine game was made from (for replay). */
  setup: GameSetup | null;
  /** One seat per engine player (solo: the one user in every seat). While in the lobby: the people who joined. */
  seats: Seat[];
  lobby: boolean;
  hostId: string;
  options: HeistOptions;
  /** Language of public posts (the host's). */
  lang: Locale;
  /** Hours between reminders; null = off. */
  reminderHours: number | null;
  /** The game's seed (the store's seed column too). */
  seed?: number;
  /** Events already reported by an action paused at a question (the end-of-turn post shows them with the rest). */
  pendingEvents?: GameEvent[];
}

export type Status = 'lobby' | 'playing' | 'won' | 'lost' | 'ended';

export interface GameRecord {
  id: number;
  version: number;
  guildId: string | null;
  channelId: string;
  status: Status;
  data: Stored;
}

export interface LogEntry {
  version: number;
  actorId: string;
  action: string;
  turnKey: string;
  revealed: boolean;
}

export interface Reminder {
  userId: string;
  dueAt: number;
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

export interface Repo {
  active(channelId: string): GameRecord | null;
  /** Any game by id (finished ones too). */
  game(id: number): GameRecord | null;
  /** Throws GameExistsError when the channel already has a game, StoreWriteError when it can't save. */
  create(where: { guildId: string | null; channelId: string }, hostId: string, data: Stored, status: Status, seed: number): GameRecord;
  /** Commits atomically; throws StaleVersionError when `expected` isn't current. Returns the new version. */
  commit(id: number, expected: number, data: Stored, entry: Omit<LogEntry, 'version'>, status: Status, reminder: Reminder | null | undefined): number;
  /** The live (not undone) log. */
  log(id: number): LogEntry[];
  /** The new version, or null when the store refuses. */
  undoLast(id: number, expected: number, actorId: string, turnKey: string, before: Stored): number | null;
  due(now: number, isMine?: (guildId: string | null) => boolean): DueReminder[];
  /** Counts a sent reminder and schedules the next one (null: no more). */
  markReminded(id: number, nextDueAt: number | null): void;
  setStatusMessage(id: number, messageId: string): void;
  statusMessageId(id: number): string | null;
}
