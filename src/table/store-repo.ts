// Maps src/store/ (game-agnostic: kind, JSON state, statuses lobby/active/finished/abandoned) onto the table's Repo,
// and registers every game's replay and shape check with the store, so a damaged snapshot is rebuilt from origin +
// log. The store's `options` column holds everything but the game state.
import type { AnyGame } from '../core/module.js';
import type { GameRegistry } from '../core/registry.js';
import type { GameStatus, LogEntry as StoreLogEntry, Store, StoredGame } from '../store/types.js';
import type { GameRecord, LogEntry, Repo, Status, Stored } from './persist.js';
import { linesAsStarted, replay, replayFrom } from './replay.js';

/** Games saved before there were several have no kind in their state: they are Burgle Bros. */
export const FIRST_KIND = 'burgle-bros';

const toStore: Record<Status, GameStatus> = { lobby: 'lobby', playing: 'active', over: 'finished', ended: 'abandoned' };
const fromStore: Record<GameStatus, Status> = { lobby: 'lobby', active: 'playing', finished: 'over', abandoned: 'ended' };

function meta(d: Stored): Omit<Stored, 'engine'> {
  const { engine: _engine, ...rest } = d;
  return rest;
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Null when `x` is the table's stored shape (`Stored`, persist.ts) around a valid state of `game`; else what is wrong. */
function validateStored(game: AnyGame, x: unknown): string | null {
  if (!isObj(x)) return 'not an object';
  if (x.kind !== undefined && x.kind !== game.kind) return `a game of kind "${String(x.kind)}", not "${game.kind}"`;
  if (typeof x.lobby !== 'boolean') return 'it says neither lobby nor playing';
  // Older saves may lack the table's later fields: only what is there is checked.
  if (x.hostId !== undefined && typeof x.hostId !== 'string') return 'its host is malformed';
  if (x.options !== undefined && !isObj(x.options)) return 'its options are malformed';
  const hours = x.reminderHours;
  if (hours !== undefined && hours !== null && typeof hours !== 'number') return 'its reminder setting is malformed';
  const seats = x.seats;
  const seat = (s: unknown) => isObj(s) && typeof s.userId === 'string' && typeof s.name === 'string';
  if (!Array.isArray(seats) || !seats.every(seat)) return 'its seats are malformed';
  if (x.lobby) return seats.length >= 1 ? null : 'the lobby has no one in it';
  const { min, max } = game.seating;
  if (seats.length < min || seats.length > max) return `it has ${seats.length} seats, not ${min} to ${max}`;
  if (x.setup === null || x.setup === undefined) return 'it has no setup to replay from';
  if (x.engine === null || x.engine === undefined) return 'a game in play has no state';
  const wrong = game.validate(x.engine);
  if (wrong) return wrong;
  // Every seat the game waits on must be one of ours (a player index out of range is damage).
  try {
    const outside = (k: number) => !Number.isInteger(k) || k < 0 || k >= seats.length;
    if (game.waitingOn(x.engine).some(outside)) return 'the game waits on a seat that does not exist';
  } catch (e) {
    return `its state cannot be read (${(e as Error).message})`;
  }
  return null;
}

const HOUR_MS = 3_600_000;

/** A store's log entry as the table reads it. */
const entry = (e: StoreLogEntry): LogEntry => ({ version: e.version, actorId: e.actorId, action: e.action, turnKey: e.turnKey, revealed: e.revealed, at: e.at });

function record(g: StoredGame | null): GameRecord | null {
  if (!g) return null;
  // A closed game whose data could not be rebuilt loads as null: nothing more is played on it.
  if (!isObj(g.state)) {
    const closed = { seats: [], lobby: false, engine: null, setup: null, hostId: g.hostId } as unknown as Stored;
    return { id: g.id, version: g.version, guildId: g.guildId, channelId: g.channelId, status: fromStore[g.status], data: { ...closed, kind: g.kind } };
  }
  const data = g.state as unknown as Stored;
  // The reminder hours come from the store's interval column, which settings change without a game step (the
  // snapshot's copy is only what it was at the last step).
  const reminderHours = g.reminderIntervalMs === null ? null : g.reminderIntervalMs / HOUR_MS;
  return { id: g.id, version: g.version, guildId: g.guildId, channelId: g.channelId, status: fromStore[g.status], data: { ...data, kind: data.kind ?? g.kind, reminderHours } };
}

/** Teaches the store how to rebuild each registered game (another table on the same store with the same game teaches
 * nothing new; a different game of a kind already taught is an error). */
export function registerGames(store: Store, games: GameRegistry): void {
  for (const game of games.all()) {
    store.registerKind(game.kind, {
      by: game,
      replay: (stored, actions) => {
        const m = stored.options as Omit<Stored, 'engine'>;
        return { ...m, engine: m.setup ? replay(game, m.setup, actions) : null };
      },
      // A snapshot's table part holds until the next snapshot (a step that changes it is snapshotted): the game's
      // state is taken on through the lines since. In the lobby there is none, and no line but the table's.
      replayFrom: (state, actions) => {
        const s = state as Stored;
        if (s.engine !== null && s.engine !== undefined) return { ...s, engine: replayFrom(game, s.engine, actions) };
        if (actions.some((a) => !a.startsWith('#'))) throw new Error('a game line before the game began');
        return s;
      },
      // Exports carry a position script (with its game named, except for the first game's scripts).
      position: (stored, actions) => {
        const setup = (stored.options as Omit<Stored, 'engine'> | null)?.setup;
        // After a substitute, the script names each seat as at the start, as its origin does.
        const seated = actions.some((a) => a.startsWith('#sub ')) && setup ? linesAsStarted(game, setup, actions) : actions;
        // The game's own lines: the table's (`#join`, `#away` …) are no move of a position.
        const lines = seated.filter((a) => !a.startsWith('#'));
        const script = setup ? game.tools?.positions.script?.(setup, lines) : undefined;
        return script && game.kind !== FIRST_KIND ? { game: game.kind, ...script } : script;
      },
      validate: (state) => validateStored(game, state),
    });
  }
}

export function storeRepo(store: Store, games: GameRegistry): Repo {
  registerGames(store, games);
  return {
    active: (channelId) => record(store.activeGame(channelId)),
    latest: (channelId) => record(store.latestGame(channelId)),
    game: (id) => record(store.game(id)),
    create(where, hostId, data, status, seed) {
      const g = store.createGame({
        kind: data.kind ?? FIRST_KIND, guildId: where.guildId, channelId: where.channelId, hostId, options: meta(data), seed, state: data,
        status: toStore[status], reminderIntervalMs: data.reminderHours === null ? null : data.reminderHours * 3_600_000,
      });
      return record(g)!;
    },
    commit(id, expected, data, entries, status, reminder, posts, folded, retire) {
      const g = store.commit(id, expected, {
        state: data, ...(entries.length === 1 ? { entry: entries[0] } : entries.length > 1 ? { entries } : {}),
        status: toStore[status], options: meta(data), posts, ...(folded?.length ? { folded } : {}), ...(retire?.length ? { retire } : {}),
        reminder: reminder === undefined ? undefined : reminder === null ? null : { userId: reminder.userId, dueAt: reminder.dueAt, remindersSent: reminder.count },
      });
      return { version: g.version, seqs: g.posts.map((p) => p.seq) };
    },
    addPosts: (id, posts, folded, retire) => store.addPosts(id, posts, folded, retire).map((p) => p.seq),
    log: (id) => store.log(id).map(entry),
    logTail: (id, count) => store.logTail(id, count).map(entry),
    undoLast(id, expected, actorId, turnKey, before) {
      const g = store.undoLast(id, expected, actorId, turnKey, before);
      return g ? g.version : null;
    },
    due: (now, isMine) => store.dueReminders(now, isMine ? (g) => isMine(g.guildId) : undefined).map((d) => ({
      gameId: d.gameId, guildId: d.guildId, channelId: d.channelId, userId: d.userId, count: d.remindersSent,
    })),
    markReminded: (id, next) => store.markReminded(id, next),
    abandon: (id, expected, actorId, why) => store.abandon(id, expected, { actorId, action: `#end ${why}`, turnKey: '#end', revealed: false }),
  };
}
