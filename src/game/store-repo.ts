// Maps src/store/ (game-agnostic: kind, JSON state, statuses lobby/active/finished/abandoned) onto the service's Repo.
// The store's `options` column holds everything but the engine state (so a game can be rebuilt from options, seed
// and log: replayStored), its `state` the whole Stored.
import type { Store, StoredGame, GameStatus } from '../store/types.js';
import { applyAction, newGame, parseAction, type GameState } from '../games/burgle-bros/engine/index.js';
import type { GameRecord, Repo, Status, Stored } from './persist.js';

export const KIND = 'burgle-bros';

const toStore: Record<Status, GameStatus> = { lobby: 'lobby', playing: 'active', won: 'finished', lost: 'finished', ended: 'abandoned' };

function meta(d: Stored): Omit<Stored, 'engine'> {
  const { engine: _engine, ...rest } = d;
  return rest;
}

function record(g: StoredGame | null): GameRecord | null {
  if (!g || g.kind !== KIND) return null;
  const data = g.state as Stored;
  let status: Status;
  if (g.status === 'lobby') status = 'lobby';
  else if (g.status === 'active') status = 'playing';
  else if (g.status === 'abandoned') status = 'ended';
  else status = data.engine?.outcome === 'won' ? 'won' : 'lost';
  return { id: g.id, version: g.version, guildId: g.guildId, channelId: g.channelId, status, data };
}

/** The engine state after the given log actions, from the stored setup (null if they don't replay). */
export function replayEngine(d: Pick<Stored, 'setup'>, actions: string[]): GameState | null {
  if (!d.setup) return null;
  const start = newGame(d.setup);
  if (!start.ok) return null;
  let s = start.state;
  for (const text of actions) {
    if (text.startsWith('#')) continue;
    const parsed = parseAction(s, text);
    if (!parsed.ok) return null;
    const r = applyAction(s, parsed.action);
    if (!r.ok) return null;
    s = r.state;
  }
  return s;
}

/** The store's replay for this kind: a whole Stored rebuilt from options (all but the engine) and the log. */
export function replayStored(game: { options: unknown; seed: number }, actions: string[]): Stored {
  const m = game.options as Omit<Stored, 'engine'>;
  return { ...m, engine: m.setup ? replayEngine(m, actions) : null };
}

export function isStore(x: unknown): x is Store {
  return typeof x === 'object' && x !== null && typeof (x as Store).activeGame === 'function' && typeof (x as Store).commit === 'function';
}

export function storeRepo(store: Store): Repo {
  try {
    store.registerKind(KIND, replayStored);
  } catch {
    // Already registered (another service on the same store).
  }
  return {
    active: (channelId) => record(store.activeGame(channelId)),
    game: (id) => record(store.game(id)),
    create(where, hostId, data, status, seed) {
      const g = store.createGame({
        kind: KIND, guildId: where.guildId, channelId: where.channelId, hostId, options: meta(data), seed, state: data,
        status: toStore[status], reminderIntervalMs: data.reminderHours === null ? null : data.reminderHours * 3_600_000,
      });
      return record(g)!;
    },
    commit(id, expected, data, entry, status, reminder) {
      const g = store.commit(id, expected, {
        state: data, entry, status: toStore[status], options: meta(data),
        reminder: reminder === undefined ? undefined : reminder === null ? null : { userId: reminder.userId, dueAt: reminder.dueAt, remindersSent: reminder.count },
      });
      return g.version;
    },
    log: (id) => store.log(id).map((e) => ({ version: e.version, actorId: e.actorId, action: e.action, turnKey: e.turnKey, revealed: e.revealed })),
    undoLast(id, expected, actorId, turnKey, before) {
      const g = store.undoLast(id, expected, actorId, turnKey, before);
      return g ? g.version : null;
    },
    due: (now, isMine) => store.dueReminders(now, isMine ? (g) => isMine(g.guildId) : undefined).map((d) => ({
      gameId: d.gameId, guildId: d.guildId, channelId: d.channelId, userId: d.userId, count: d.remindersSent,
    })),
    markReminded: (id, next) => store.markReminded(id, next),
    setStatusMessage: (id, messageId) => store.setStatusMessage(id, messageId),
    statusMessageId: (id) => store.game(id)?.statusMessageId ?? null,
  };
}
