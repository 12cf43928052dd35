// The reminder loop: every minute, the reminders due on this process's shards are posted, each once, and the store is
// told that this process still runs its shards (./shard-owners.ts: another takes them back once it stops saying so).
import type { Clock } from '../core/clock.js';
import type { Logger } from '../log.js';
import type { BotMetrics } from '../metrics/metrics.js';
import type { Store } from '../store/index.js';
import type { Table } from '../table/table.js';
import type { Delivery } from './deliver.js';
import type { ShardOwners } from './shard-owners.js';

export interface ReminderDeps {
  store: Store;
  table: Table;
  /** Router.postman: reminders are posts like any other. */
  postman: Delivery;
  metrics: BotMetrics | null;
  log: Logger;
  clock: Clock;
  shards: ShardOwners;
  /** Whether the bot is stopping (no tick then). */
  stopping(): boolean;
}

export class ReminderLoop {
  private ticking = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly d: ReminderDeps) {}

  /** Posts the reminders due now on this process's shards, each once: claimed in the store (one transaction checking
   * that this process still runs the game's shard), posted under a nonce naming that one reminder (Discord returns
   * the first message for a repeated nonce, so a retry after a crash between posting and counting posts nothing new),
   * then counted only if the claim still holds. A process killed before posting leaves the claim to whoever takes its
   * shards over. Returns how many were posted. */
  async tick(): Promise<number> {
    const { store, table, postman, metrics, log, clock, shards } = this.d;
    const owner = shards.owner;
    if (this.ticking || this.d.stopping()) return 0;
    this.ticking = true;
    try {
      // This process still runs its shards: said in the store at every tick (another takes them back once it stops).
      store.touchShards(owner);
      shards.held(0);
      const now = clock.now();
      const claimed = store.claimReminders(now, owner);
      if (claimed.length === 0) return 0;
      const notices = table.reminderNotices(claimed, now);
      let sent = 0;
      for (const [k, n] of notices.entries()) {
        const r = claimed[k];
        if (n.handover) {
          // The away-after deadline handed the seat to a bot: that step's posts, with no interaction to answer.
          await postman.post(n.handover).catch((err: unknown) => log.warn('a hand-over could not be delivered yet: it waits in the outbox', { gameId: n.gameId, err }));
          sent++;
          metrics?.reminded();
        } else if (n.post) {
          try {
            // Its nonce names this one reminder (the table's): a retry after a crash between posting and counting, or the
            // outbox's sweep of it, posts nothing new.
            await postman.post({ ok: true, posts: [n.post], pictures: [null], retire: [], channelId: n.channelId, gameId: n.gameId, pressed: { fate: 'keep' } });
            sent++;
            metrics?.reminded();
          } catch (err) {
            log.warn('reminder not delivered', { channelId: n.channelId, guildId: n.guildId, userId: n.userId, err });
          }
        }
        if (!store.markReminded(r.gameId, n.next, { owner, dueAt: r.dueAt })) {
          log.info('reminder counted by another process (its shard was taken over)', { gameId: r.gameId });
        }
      }
      return sent;
    } finally {
      this.ticking = false;
    }
  }

  /** Ticks every `everyMs` (default a minute; null: never by itself, tests call `tick`). */
  start(everyMs: number | null | undefined): void {
    const every = everyMs === undefined ? 60_000 : everyMs;
    this.timer = every ? setInterval(() => void this.tick().catch((err: unknown) => this.d.log.error('reminders failed', { err })), every) : null;
    this.timer?.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
