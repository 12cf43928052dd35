// Which process runs which shards (docs/several-machines.md). A process takes its shards in the store as its start
// ends, and whichever took a shard last runs it: Discord sends every event of a shard to each session that identified
// as it, so one that another took its shards from (a second bot started on the same shards) answers none of theirs
// from then on, sends none of their reminders or posts, and says so once, loudly. One that stopped saying it still
// runs its shards is gone: the process it took them from takes them back. One that stops cleanly gives its shards up
// (release): the process each is planned for takes it at its next check, as a shard nobody runs.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Clock } from '../core/clock.js';
import type { Logger } from '../log.js';
import type { Store } from '../store/index.js';

/** How often a process reads whether another took its shards (it then answers nothing of theirs). */
const OWNERS_EVERY_MS = 5_000;
/** A process that has not said it still runs its shards for this long (it says so every reminder tick, a minute) is
 * taken as gone: the process it took them from takes them back. */
const OWNER_GONE_MS = 3 * 60_000;

export class ShardOwners {
  /** This process, as the store names the owner of its shards: its machine, its pid and a few random bytes. */
  readonly owner = `${hostname()}/${process.pid}/${randomBytes(3).toString('hex')}`;
  private lostTo = '';
  private lost = new Set<number>();
  private ownersReadAt = -Infinity;
  private ownersUnread = false;
  /** Given up as this process stopped: it runs none of its shards any more, and never takes one again. */
  private released = false;

  /** `ids` of `count`: the shards this process runs. `everyMs`: how often the owners are read (default 5 s; 0: at
   * every question, for tests). */
  constructor(private readonly store: Store, readonly ids: number[], readonly count: number, private readonly clock: Clock,
    private readonly log: Logger, private readonly everyMs = OWNERS_EVERY_MS) {}

  /** Takes this process's shards in the store, from whoever ran them: their reminders are its own now (a machine
   * taking over a dead one's shards takes their claims with them). DMs belong to shard 0's runner. */
  take(): void {
    this.store.claimShards(this.ids, this.count, this.owner);
    this.log.info('shards taken', { shards: this.ids, shardCount: this.count, owner: this.owner });
  }

  /** Whether this process still runs `shard`: read from the store at most every few seconds. */
  held(shard: number): boolean {
    const { store, log, owner } = this;
    if (this.released) return false;
    if (Date.now() - this.ownersReadAt >= this.everyMs) {
      this.ownersReadAt = Date.now();
      try {
        const rows = store.shardOwners().filter((o) => this.ids.includes(o.shardId));
        // Nobody runs them (the process that took them stopped cleanly and gave them up): this process's again.
        const free = this.ids.filter((id) => !rows.some((o) => o.shardId === id));
        if (free.length) {
          store.claimShards(free, this.count, owner);
          log.info('took back shards no process runs (the one that took them stopped)', { shards: free, owner });
        }
        let others = rows.filter((o) => o.owner !== owner);
        // One that has not said it still runs them for a while is gone (a start that failed after taking them, a
        // machine killed): they are this process's again.
        const gone = others.filter((o) => this.clock.now() - o.since > OWNER_GONE_MS);
        if (gone.length) {
          store.claimShards(gone.map((o) => o.shardId), this.count, owner);
          log.warn('took back shards whose other process stopped running them', { shards: gone.map((o) => o.shardId), owner: gone[0].owner, since: gone[0].since });
          others = others.filter((o) => !gone.includes(o));
        }
        // All its own again: another that takes them later is said again.
        if (!others.length) this.lostTo = '';
        this.lost = new Set(others.map((o) => o.shardId));
        const other = others[0];
        if (other && other.owner !== this.lostTo) {
          this.lostTo = other.owner;
          log.error('another process took this one\'s shards: it runs them now, this one answers nothing of theirs (two bots on the same shards? stop one, and start it again with a SHARD_LIST no one else runs)', { shards: [...this.lost], owner: other.owner, since: other.since });
        }
      } catch (err) {
        // The store unreadable for now: the shards stay as they were read last. Said once until it reads again, not
        // every few seconds of an outage.
        if (!this.ownersUnread) log.warn('could not read who runs the shards (said once until it can again)', { err });
        this.ownersUnread = true;
        return !this.lost.has(shard);
      }
      if (this.ownersUnread) log.info('reads who runs the shards again');
      this.ownersUnread = false;
    }
    return !this.lost.has(shard);
  }

  /** This process stops (its client destroyed, nothing of its shards in hand): the shards it holds are given up in the
   * store, so that the process each is planned for takes it at its next check rather than once this one has not said it
   * runs them for three minutes. From here `held` is false for every shard. A store that cannot be written is said,
   * not thrown: the shards are then taken back as from a process that died. */
  release(): void {
    if (this.released) return;
    this.released = true;
    try {
      this.store.releaseShards(this.owner);
    } catch (err) {
      this.log.warn('could not give up the shards as this process stops: another process takes them back in three minutes', { shards: this.ids, owner: this.owner, err });
      return;
    }
    this.log.info('shards released', { shards: this.ids.filter((id) => !this.lost.has(id)), owner: this.owner });
  }

  /** The shard a guild's events come on (Discord's formula); DMs (no guild) come on shard 0. */
  shardOf(guildId: string | null): number {
    return guildId === null ? 0 : Number((BigInt(guildId) >> 22n) % BigInt(this.count));
  }

  /** The shards of this process another process runs now (read from the store as `held` reads it), for /readyz. */
  taken(): number[] {
    this.held(this.ids[0] ?? 0);
    return this.ids.filter((id) => this.lost.has(id));
  }

  /** Whether this process still runs the shard of `guildId` (an interaction's: else the one that took it answers). */
  runs(guildId: string | null): boolean {
    return this.held(this.shardOf(guildId));
  }
}
