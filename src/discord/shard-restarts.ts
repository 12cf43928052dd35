// `npm run start:sharded` (src/sharded.ts): a shard process that exits is started again after a wait that doubles with
// each exit in a row (1 s, 2 s, 4 s … a minute at most), and starts from 1 s again once the shard has stayed up five
// minutes. Through an outage (the database or the REST proxy unreachable: each start fails within a second or two)
// the manager neither restarts it at full speed nor uses up Discord's 1,000 logins a day. discord.js's own respawn
// (ShardingManager's `respawn`, off in src/sharded.ts) starts it again at once, and reports each start that fails as
// an 'error' event nobody listens to: an unhandled rejection, with its stack, in the manager's log at every failure.
import type { Shard } from 'discord.js';
import type { Logger } from '../log.js';

/** The wait before the first restart of a run of exits. */
export const FIRST_WAIT_MS = 1000;
/** The longest wait between restarts. */
export const LONGEST_WAIT_MS = 60_000;
/** A shard up (its client ready) this long before it exits starts a new run: its next restart waits `FIRST_WAIT_MS`. */
export const STAYED_UP_MS = 5 * 60_000;

/** The wait before restart `attempt` (1: the first) of a run of exits. */
export function restartWait(attempt: number): number {
  return Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.min(attempt - 1, 30));
}

/** The shards' restarts, one run of exits per shard. */
export class ShardRestarts {
  private stopped = false;
  private readonly timers = new Set<NodeJS.Timeout>();

  /** `readyTimeoutMs`: how long a restarted shard has to get ready (SHARD_READY_TIMEOUT_MS); `now`: the clock that
   * tells how long a shard stayed up. */
  constructor(private readonly log: Logger, private readonly readyTimeoutMs: number, private readonly now: () => number = Date.now) {}

  /** Starts `shard` again whenever its process exits, until `stop`. */
  watch(shard: Shard): void {
    const { log } = this;
    /** Exits in a row: the attempt the next restart is. */
    let exits = 0;
    let readyAt: number | null = null;
    let everReady = false;
    shard.on('ready', () => {
      readyAt = this.now();
      everReady = true;
      if (exits) log.info(`shard ${shard.id} is up again`, { shard: shard.id, attempts: exits });
    });
    shard.on('death', (child) => {
      // One that never was ready fails the manager's start (src/sharded.ts), which then stops them all.
      if (this.stopped || !everReady) return;
      if (readyAt !== null && this.now() - readyAt >= STAYED_UP_MS) exits = 0;
      readyAt = null;
      exits++;
      const waitMs = restartWait(exits);
      // Why it exited is the shard's own line just before this one (a start that failed says it plainly); this line
      // makes a crash loop plain to a host: which attempt, and the wait before it.
      const { exitCode = null, signalCode = null } = child as { exitCode?: number | null; signalCode?: string | null };
      const how = signalCode ? `signal ${signalCode}` : `code ${exitCode}`;
      log.warn(`shard ${shard.id} exited (${how}): starting it again in ${waitMs / 1000} s (attempt ${exits})`, {
        shard: shard.id, exitCode, signal: signalCode, attempt: exits, waitMs,
      });
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        if (this.stopped) return;
        shard.spawn(this.readyTimeoutMs).catch((err: unknown) => {
          // Died before it was ready: its exit is told above (and it is started again from there).
          const code = (err as { code?: unknown } | null)?.code;
          if (this.stopped || code === 'ShardingReadyDied') return;
          // Not ready in time, or its client disconnected while starting: its process runs on, and is started again
          // if it exits.
          log.warn(`shard ${shard.id} started again is not ready yet: left running`, { shard: shard.id, reason: (err as Error | null)?.message ?? String(err) });
        });
      }, waitMs);
      this.timers.add(timer);
    });
  }

  /** No more restarts (the manager stops its shards): the waits under way are dropped. */
  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
