// The outbox's sweep: what it still holds for this process's games is delivered at start, then every 30 s (the
// delivery itself, and its sooner retry of a failed one, is ./deliver.ts's and ./outbox.ts's).
import type { Logger } from '../log.js';
import type { Delivery } from './deliver.js';
import type { ShardOwners } from './shard-owners.js';

export interface OutboxSweepDeps {
  /** Router.postman. */
  postman: Delivery;
  shards: ShardOwners;
  log: Logger;
  /** Whether the bot is stopping (no sweep then). */
  stopping(): boolean;
}

export class OutboxSweep {
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly d: OutboxSweepDeps) {}

  /** Delivers what the outbox still holds for this process's games (posts kept but never sent: the bot died, or
   * Discord failed); each post once, in order. At start, then every `outboxEveryMs`; a failed delivery is retried
   * sooner by itself. Returns how many games still have posts waiting. */
  async sweep(timed = false): Promise<number> {
    if (this.d.stopping()) return 0;
    return this.d.postman.sweep((guildId) => this.mine(guildId), timed);
  }

  /** Whether a game (of `guildId`) is this process's: on one of its shards, still held. */
  private mine(guildId: string | null): boolean {
    const { shards } = this.d;
    return shards.ids.includes(shards.shardOf(guildId)) && shards.held(shards.shardOf(guildId));
  }

  /** Sweeps now (a failure logged, not thrown), then every `everyMs` (default 30 s; null: only at start and after
   * failures, tests call `sweep`). */
  async start(everyMs: number | null | undefined): Promise<void> {
    const { log } = this.d;
    await this.sweep().catch((err: unknown) => log.error('outbox sweep failed', { err }));
    const every = everyMs === undefined ? 30_000 : everyMs;
    this.timer = every ? setInterval(() => void this.sweep(true).catch((err: unknown) => log.error('outbox sweep failed', { err })), every) : null;
    this.timer?.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
