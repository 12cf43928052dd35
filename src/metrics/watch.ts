// The store as a host watches it: each commit timed and its steps, hand-overs and ended games counted (a wrapper
// around the store, so neither the table nor the backends know of metrics), and the gauges read from it at scrape
// time: the outbox's backlog and the open games on this process's shards, and the database's size.
import { FIRST_KIND } from '../table/store-repo.js';
import type { Change, Store } from '../store/types.js';
import type { BotMetrics, Sources } from './metrics.js';

/** `store`, with each commit timed and counted in `metrics` (every other call goes to it as it is). */
export function watchedStore<S extends Store>(store: S, metrics: BotMetrics): S {
  const backend = 'pg' in store ? 'postgresql' : 'sqlite';
  const commit: Store['commit'] = (gameId, expected, change) => {
    const at = performance.now();
    const out = store.commit(gameId, expected, change);
    metrics.committed(backend, kindOf(change), actionsOf(change), (performance.now() - at) / 1000, change.status);
    return out;
  };
  const abandon: Store['abandon'] = (gameId, expected, entry) => {
    const out = store.abandon(gameId, expected, entry);
    metrics.abandoned(store.gameKind(gameId) ?? FIRST_KIND, entry.action);
    return out;
  };
  return new Proxy(store, {
    get(target, key) {
      if (key === 'commit') return commit;
      if (key === 'abandon') return abandon;
      const v: unknown = Reflect.get(target, key, target);
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}

const kindOf = (change: Change) => (change.state as { kind?: string } | null)?.kind ?? FIRST_KIND;
const actionsOf = (change: Change) => (change.entries ?? (change.entry ? [change.entry] : [])).map((e) => e.action);

/** The gauges the store answers, for this process's shards (`shardIds` of `shardCount`): read once per scrape (after
 * `refresh()`), however many gauges ask. `kinds`: every game hosted, shown with 0 when none is open (and the counters
 * by game at 0 before their first event). */
export function storeSources(store: Store, shardCount: number, shardIds: number[], kinds: string[]): Pick<Sources, 'outbox' | 'games' | 'storeBytes' | 'storeWriteTrouble' | 'refresh' | 'kinds'> {
  let read: { outbox: { posts: number; oldestAt: number | null; refused: number }; games: ReturnType<Sources['games']> } | null = null;
  const fresh = () => {
    if (read) return read;
    const w = store.watched(shardCount);
    const mine = new Set(shardIds);
    let posts = 0, refused = 0, oldestAt: number | null = null;
    for (const o of w.outbox) {
      if (!mine.has(o.shard)) continue;
      // Waiting for a server admin, not for Discord or the outbox: its host was told; apart, so no alert waits on it.
      if (o.refused) {
        refused += o.posts;
        continue;
      }
      posts += o.posts;
      oldestAt = oldestAt === null ? o.oldestAt : Math.min(oldestAt, o.oldestAt);
    }
    const counts = new Map<string, number>(kinds.flatMap((k) => [[`${k}\0lobby`, 0], [`${k}\0active`, 0]] as [string, number][]));
    for (const g of w.games) if (mine.has(g.shard)) counts.set(`${g.kind}\0${g.status}`, (counts.get(`${g.kind}\0${g.status}`) ?? 0) + g.count);
    const games = [...counts].map(([key, count]) => {
      const [kind, status] = key.split('\0') as [string, 'lobby' | 'active'];
      return { kind, status, count };
    });
    read = { outbox: { posts, oldestAt, refused }, games };
    return read;
  };
  return {
    kinds,
    refresh: () => { read = null; },
    outbox: () => fresh().outbox,
    games: () => fresh().games,
    storeWriteTrouble: () => store.writeTrouble?.() ?? null,
    storeBytes: () => {
      try {
        return store.sizeBytes();
      } catch {
        return null;
      }
    },
  };
}

/** Whether the store takes a write now: one small write of the bot's own (a setting), or, while the store's own writes
 * are failing (a full disk: the small one may still fit), one of a step's size (Store.probeWrites); at most once a
 * second however often it is asked (a probe every few seconds from each orchestrator). */
export function storeProbe(store: Store, clock: { now(): number }): () => { ok: boolean; why?: string } {
  let last: { at: number; ok: boolean; why?: string } | null = null;
  return () => {
    if (last && performance.now() - last.at < 1000) return last;
    try {
      if (store.probeWrites) store.probeWrites(clock.now());
      else store.setSetting('health.written_at', String(clock.now()));
      last = { at: performance.now(), ok: true };
    } catch (err) {
      last = { at: performance.now(), ok: false, why: (err as Error).message.replace(/^Could not save, nothing changed: /, '') };
    }
    return last;
  };
}
