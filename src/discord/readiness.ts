// The checks /readyz runs (src/metrics/server.ts serves it): logged in to Discord, every shard's gateway connected and
// still this process's to run (no other process took it), the store taking a write, and no post waiting too long in
// the outbox.
import type { Client } from 'discord.js';
import type { Clock } from '../core/clock.js';
import type { Sources } from '../metrics/metrics.js';
import type { Check } from '../metrics/server.js';
import { storeProbe } from '../metrics/watch.js';
import type { Store } from '../store/index.js';

/** A post waiting this long to be delivered (the bot's clock) makes /readyz fail: Discord has refused it through every
 * retry (they reach a minute apart), or the outbox is not being swept. Not one that waits for a channel refusing the
 * bot's posts (a permission a server admin took away: its host was told; restarting would not help). */
const OUTBOX_STUCK_MS = 10 * 60_000;

export interface ReadinessDeps {
  client: Client;
  store: Store;
  clock: Clock;
  /** The outbox's backlog on this process's shards, as the metrics read it. */
  sources: Pick<Sources, 'outbox' | 'refresh'>;
  /** The shards this process will run, named while none is connected. */
  plannedShards: number[];
  loggedIn(): boolean;
  stopping(): boolean;
  /** This process's shards another process runs now (none before they are taken at start). */
  takenByOthers(): number[];
}

/** The readiness checks, run at each /readyz. */
export function readinessChecks(d: ReadinessDeps): () => Check[] {
  const { client, clock, sources } = d;
  const probe = storeProbe(d.store, clock);
  return () => {
    const loggedIn = d.loggedIn(), stopping = d.stopping();
    const shards = [...client.ws.shards.values()];
    const down = shards.filter((x) => x.status !== 0).map((x) => x.id);
    // Connected, but another process runs them now: this one answers nothing of theirs (docs/several-machines.md).
    let taken: number[] = [];
    try {
      taken = d.takenByOthers();
    } catch {
      // The owners unreadable: the store's own check says so.
    }
    const written = probe();
    // Each check on its own: the database gone fails the store's (and the outbox's, which it holds), not the others.
    let waited = 0;
    let unread: string | null = null;
    try {
      sources.refresh?.();
      const oldest = sources.outbox().oldestAt;
      waited = oldest === null ? 0 : clock.now() - oldest;
    } catch (err) {
      unread = `cannot be read (${(err as Error).message.replace(/^Could not save, nothing changed: /, '').replace(/\.$/, '')})`;
    }
    const outbox: Check = unread !== null ? { name: 'outbox', ok: false, detail: unread }
      : { name: 'outbox', ok: waited < OUTBOX_STUCK_MS, ...(waited < OUTBOX_STUCK_MS ? {} : { detail: `a post has waited ${Math.round(waited / 60_000)} minutes to be delivered` }) };
    return [
      { name: 'discord', ok: loggedIn && client.isReady() && !stopping, ...(stopping ? { detail: 'stopping' } : loggedIn ? {} : { detail: 'logging in' }) },
      { name: 'gateway', ok: shards.length > 0 && down.length === 0 && taken.length === 0, ...(down.length || !shards.length ? { detail: `shard ${down.join(', ') || d.plannedShards.join(', ')} not connected` } : taken.length ? { detail: `shard ${taken.join(', ')} run by another process now` } : {}) },
      { name: 'store', ok: written.ok, ...(written.ok ? {} : { detail: written.why }) },
      outbox,
    ];
  };
}
