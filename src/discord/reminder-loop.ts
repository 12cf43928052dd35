// The reminder loop: every minute, the reminders due on this process's shards are posted, each once (several channels
// at once: one channel's rate limit delays only its own games), and the store is told that this process still runs
// its shards (./shard-owners.ts: another takes them back once it stops saying so).
import type { Clock } from '../core/clock.js';
import type { Logger } from '../log.js';
import type { BotMetrics } from '../metrics/metrics.js';
import type { Store } from '../store/index.js';
import type { ClaimedReminder } from '../store/types.js';
import type { Table } from '../table/table.js';
import type { ReminderNotice } from '../table/types.js';
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

/** How many channels' reminders are sent at once: one channel that makes the bot wait (Discord's 429 on its messages,
 * which discord.js waits out) holds back only its own games', while the others go on beside it. */
export const REMINDER_CHANNELS_AT_ONCE = 8;
/** How long a channel's reminders may hold one of those places: past it (Discord making the bot wait longer on that
 * channel) they go on by themselves and the place takes the next channel, so that eight channels under long 429s do
 * not hold back every other channel's reminders. Real time: it paces this process. */
export const SLOW_CHANNEL_MS = 5_000;

/** Resolves when `work` settles or `ms` have passed, whichever comes first (`work` goes on either way). */
function slowAfter(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => { timer = setTimeout(resolve, ms); timer.unref?.(); });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export class ReminderLoop {
  /** Games whose claimed reminder is being made and posted: a later tick leaves them to the tick that has them (it
   * would make the reminder a second time, as a post of its own). */
  private readonly inFlight = new Set<number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly d: ReminderDeps) {}

  /** Posts the reminders due now on this process's shards, each once: claimed in the store (one transaction checking
   * that this process still runs the game's shard), posted under a nonce naming that one reminder (Discord returns
   * the first message for a repeated nonce, so a retry after a crash between posting and counting posts nothing new),
   * then counted only if the claim still holds. A process killed before posting leaves the claim to whoever takes its
   * shards over. Each channel's reminders go one after another, several channels at once
   * (`REMINDER_CHANNELS_AT_ONCE`, a channel Discord holds back past `SLOW_CHANNEL_MS` left to go on by itself); a tick made while an earlier one still waits on a channel goes on without it and
   * leaves that channel's games alone. Returns how many were posted. */
  async tick(): Promise<number> {
    const { store, table, clock, shards } = this.d;
    const owner = shards.owner;
    if (this.d.stopping()) return 0;
    // This process still runs its shards: said in the store at every tick (another takes them back once it stops).
    store.touchShards(owner);
    shards.held(0);
    const now = clock.now();
    // A game whose reminder an earlier tick still posts is claimed again (the claim is this process's already), not made again.
    const claimed = store.claimReminders(now, owner).filter((r) => !this.inFlight.has(r.gameId));
    if (claimed.length === 0) return 0;
    for (const r of claimed) this.inFlight.add(r.gameId);
    try {
      const notices = table.reminderNotices(claimed, now);
      const byChannel = new Map<string, number[]>();
      for (const k of notices.keys()) {
        const list = byChannel.get(notices[k].channelId) ?? [];
        list.push(k);
        byChannel.set(notices[k].channelId, list);
      }
      const channels = [...byChannel.values()];
      let sent = 0;
      const started: Promise<void>[] = [];
      const worker = async () => {
        for (let list = channels.shift(); list; list = channels.shift()) {
          const one = (async () => {
            for (const k of list) {
              try {
                if (await this.remind(notices[k], claimed[k])) sent++;
              } finally {
                this.inFlight.delete(claimed[k].gameId);
              }
            }
          })();
          started.push(one);
          // A channel Discord makes wait longer (a long 429) finishes on its own: the others are not held behind it.
          await slowAfter(one, SLOW_CHANNEL_MS);
        }
      };
      await Promise.all(Array.from({ length: Math.min(REMINDER_CHANNELS_AT_ONCE, channels.length) }, worker));
      await Promise.all(started);
      return sent;
    } finally {
      for (const r of claimed) this.inFlight.delete(r.gameId);
    }
  }

  /** One due reminder: posted (or the hand-over its deadline made), then counted if the claim still holds. Whether
   * something was posted. */
  private async remind(n: ReminderNotice, r: ClaimedReminder): Promise<boolean> {
    const { store, postman, metrics, log, shards } = this.d;
    let sent = false;
    if (n.handover) {
      // The away-after deadline handed the seat to a bot: that step's posts, with no interaction to answer.
      await postman.post(n.handover).catch((err: unknown) => log.warn('a hand-over could not be delivered yet: it waits in the outbox', { gameId: n.gameId, err }));
      sent = true;
      metrics?.reminded();
    } else if (n.post) {
      try {
        // Its nonce names this one reminder (the table's): a retry after a crash between posting and counting, or the
        // outbox's sweep of it, posts nothing new.
        await postman.post({ ok: true, posts: [n.post], pictures: [null], retire: [], channelId: n.channelId, gameId: n.gameId, pressed: { fate: 'keep' } });
        sent = true;
        metrics?.reminded();
      } catch (err) {
        log.warn('reminder not delivered', { channelId: n.channelId, guildId: n.guildId, userId: n.userId, err });
      }
    }
    if (!store.markReminded(r.gameId, n.next, { owner: shards.owner, dueAt: r.dueAt })) {
      log.info('reminder counted by another process (its shard was taken over)', { gameId: r.gameId });
    }
    return sent;
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
