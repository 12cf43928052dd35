// The retention setting (HEIST_RETENTION_DAYS, off by default): finished and abandoned games are removed that many
// days after they ended, with everything kept for them, then the space is given back as the backend needs
// (Store.removeGamesBefore, Store.compact). The export (`npm run export`) or a replay saved as one file keeps one for
// good. docs/production.md.
import type { Store } from './types.js';

const DAY_MS = 86_400_000;
/** Games removed per transaction: a sweep never holds the store for long (steps go on between two). */
const BATCH = 200;

/** HEIST_RETENTION_DAYS: a whole number of days from 1, or unset / 0 for none (kept for ever). */
export function retentionDays(env: NodeJS.ProcessEnv = process.env): number | null {
  const text = env.HEIST_RETENTION_DAYS?.trim();
  if (!text || text === '0') return null;
  // Digits only: Number() would read 1e2 or 0x10 as days.
  const days = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(days) || days < 1 || days > 36_500) {
    throw new RangeError(`HEIST_RETENTION_DAYS must be a whole number of days from 1 to 36,500 (finished games older than that are removed), or 0 to keep them for ever; it is "${text}".`);
  }
  return days;
}

/** When a game that ended at `endedAt` will be removed (null: never). */
export function removalAt(endedAt: number, days: number | null): number | null {
  return days === null ? null : endedAt + days * DAY_MS;
}

/** Removes every finished game that ended more than `days` before `now`, in batches (each one transaction, the event
 * loop free between two), then compacts. Returns what was removed, by kind; `compacted` false when the backend could
 * not give the space back online (an SQLite file made before; docs/production.md). */
export async function removeExpired(store: Store, days: number, now: number): Promise<{ removed: Map<string, number>; compacted: boolean }> {
  const removed = new Map<string, number>();
  const before = now - days * DAY_MS;
  for (;;) {
    const gone = store.removeGamesBefore(before, BATCH);
    for (const g of gone) removed.set(g.kind, (removed.get(g.kind) ?? 0) + 1);
    if (gone.length < BATCH) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  const compacted = removed.size ? store.compact() : true;
  return { removed, compacted };
}
