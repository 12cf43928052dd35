// The retention's sweep: finished games past HEIST_RETENTION_DAYS are removed at start, then every hour, by one
// process, shard 0's runner (what is removed, and how, is src/store/retention.ts's).
import type { Clock } from '../core/clock.js';
import type { Logger } from '../log.js';
import type { BotMetrics } from '../metrics/metrics.js';
import type { Store } from '../store/index.js';
import { removeExpired } from '../store/retention.js';
import type { ShardOwners } from './shard-owners.js';

export interface RetentionSweepDeps {
  store: Store;
  /** Finished games are removed this many days after they ended (null: kept for ever, never swept). */
  keepDays: number | null;
  clock: Clock;
  metrics: BotMetrics | null;
  log: Logger;
  shards: ShardOwners;
  /** Whether the bot is stopping (no sweep then). */
  stopping(): boolean;
}

export class RetentionSweep {
  private sweeping: Promise<number> | null = null;
  private toldUncompacted = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly d: RetentionSweepDeps) {}

  /** Removes the finished games past the retention setting (HEIST_RETENTION_DAYS), by the bot's clock: one process
   * does it, shard 0's runner. Returns how many. */
  async sweep(): Promise<number> {
    const { store, keepDays, clock, metrics, log, shards } = this.d;
    if (keepDays === null || this.d.stopping() || !shards.ids.includes(0) || !shards.held(0)) return 0;
    this.sweeping ??= removeExpired(store, keepDays, clock.now()).then(({ removed, compacted }) => {
      let n = 0;
      for (const [kind, k] of removed) {
        n += k;
        metrics?.gamesRemoved(kind, k);
      }
      if (n) log.info('finished games removed (retention)', { removed: Object.fromEntries(removed), days: keepDays });
      if (!compacted && !this.toldUncompacted) {
        this.toldUncompacted = true;
        log.warn('the database file was made before incremental vacuum: the space of removed games is reused, but the file does not shrink (docs/production.md, "Retention")');
      }
      return n;
    }).finally(() => { this.sweeping = null; });
    return this.sweeping;
  }

  /** With a retention set: sweeps every `everyMs` (default an hour; null: only when `sweep` is called), and now (not
   * waited for; a failure logged). */
  start(everyMs: number | null | undefined): void {
    const { keepDays, log } = this.d;
    const every = everyMs === undefined ? 60 * 60_000 : everyMs;
    this.timer = keepDays !== null && every ? setInterval(() => void this.sweep().catch((err: unknown) => log.error('retention sweep failed', { err })), every) : null;
    this.timer?.unref();
    if (keepDays !== null) void this.sweep().catch((err: unknown) => log.error('retention sweep failed', { err }));
  }

  /** Stops the timer, and waits for a sweep under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.sweeping?.catch(() => undefined);
  }
}
