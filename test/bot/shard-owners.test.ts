// Who runs which shards (src/discord/shard-owners.ts): another process taking this one's shards is said once and its
// interactions left to it; one that stopped saying it runs them is taken back; a store that cannot be read keeps what
// was read last, said once.
import { describe, expect, it } from 'vitest';
import { ShardOwners } from '../../src/discord/shard-owners.js';
import type { Logger } from '../../src/log.js';
import type { Store } from '../../src/store/index.js';

type Owner = { shardId: number; shardCount: number; owner: string; since: number };

function setup() {
  const owners = new Map<number, Owner>();
  let now = 1_000_000;
  let unreadable = false;
  const store = {
    claimShards(ids: number[], count: number, owner: string) {
      for (const shardId of ids) owners.set(shardId, { shardId, shardCount: count, owner, since: now });
    },
    shardOwners() {
      if (unreadable) throw new Error('database gone');
      return [...owners.values()];
    },
  } as unknown as Store;
  const said: string[] = [];
  const log: Logger = { debug() {}, info: (m) => said.push(`info ${m}`), warn: (m) => said.push(`warn ${m}`), error: (m) => said.push(`error ${m}`) };
  const shards = new ShardOwners(store, [0, 1], 2, { now: () => now }, log, 0);
  return { shards, store, owners, said, tick: (ms: number) => { now += ms; }, unreadable: (on: boolean) => { unreadable = on; } };
}

describe('the shards this process runs', () => {
  it('taken, then lost to another process (said once), then taken back once it stops saying it runs them', () => {
    const { shards, store, said, tick } = setup();
    shards.take();
    expect(said).toEqual(['info shards taken']);
    expect(shards.held(0) && shards.held(1)).toBe(true);
    store.claimShards([1], 2, 'other');
    expect(shards.held(0)).toBe(true);
    expect(shards.held(1)).toBe(false);
    expect(shards.held(1)).toBe(false);
    expect(said.filter((m) => m.startsWith('error another process took'))).toHaveLength(1);
    // A guild's interactions come on its shard: (id >> 22) % count.
    expect(shards.shardOf(String(1n << 22n))).toBe(1);
    expect(shards.runs(String(1n << 22n))).toBe(false);
    expect(shards.runs(null)).toBe(true);
    tick(3 * 60_000 + 1);
    expect(shards.held(1)).toBe(true);
    expect(said.at(-1)).toBe('warn took back shards whose other process stopped running them');
  });

  it('a store it cannot read: the shards as read last, said once until it reads again', () => {
    const { shards, store, said, unreadable } = setup();
    shards.take();
    store.claimShards([1], 2, 'other');
    unreadable(true);
    expect(shards.held(1)).toBe(true);
    expect(shards.held(0)).toBe(true);
    expect(said.filter((m) => m.startsWith('warn could not read'))).toHaveLength(1);
    unreadable(false);
    expect(shards.held(1)).toBe(false);
    expect(said.at(-2)).toMatch(/^error another process took this one's shards/);
    expect(said.at(-1)).toBe('info reads who runs the shards again');
  });
});
