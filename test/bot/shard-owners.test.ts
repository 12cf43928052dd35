// Who runs which shards (src/discord/shard-owners.ts): another process taking this one's shards is said once and its
// interactions left to it; one that stopped saying it runs them is taken back; one that stopped cleanly gave them up,
// and they are taken back at the next check; a store that cannot be read keeps what was read last, said once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ShardOwners } from '../../src/discord/shard-owners.js';
import { silentLogger, type Logger } from '../../src/log.js';
import { openStore, type Store } from '../../src/store/index.js';

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
    releaseShards(owner: string) {
      for (const [id, o] of owners) if (o.owner === owner) owners.delete(id);
    },
  } as unknown as Store;
  const said: string[] = [];
  const log: Logger = { debug() {}, info: (m) => said.push(`info ${m}`), warn: (m) => said.push(`warn ${m}`), error: (m) => said.push(`error ${m}`) };
  const shards = new ShardOwners(store, [0, 1], 2, { now: () => now }, log, 0);
  const other = (ids: number[]) => new ShardOwners(store, ids, 2, { now: () => now }, log, 0);
  return { shards, store, owners, said, other, tick: (ms: number) => { now += ms; }, unreadable: (on: boolean) => { unreadable = on; } };
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

  it('taken back at the next check, not minutes later, from a process that took them and then stopped cleanly', () => {
    const { shards, owners, said, other } = setup();
    shards.take();
    // A second process on the same shards takes them, then stops: it gives up what it holds, and runs nothing more.
    const second = other([0, 1]);
    second.take();
    expect(shards.held(0) || shards.held(1)).toBe(false);
    second.release();
    expect([...owners.values()]).toEqual([]);
    expect(second.held(0) || second.held(1)).toBe(false);
    expect(owners.size, 'a stopped process takes nothing back').toBe(0);
    expect(shards.held(0) && shards.held(1)).toBe(true);
    expect([...owners.values()].map((o) => [o.shardId, o.owner])).toEqual([[0, shards.owner], [1, shards.owner]]);
    expect(said.at(-1)).toBe('info took back shards no process runs (the one that took them stopped)');
    expect(shards.taken()).toEqual([]);
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

  it('given up in the SQLite store as its process stops: only that process\'s rows, and the planned one takes them back', () => {
    const dir = mkdtempSync(join(tmpdir(), 'heist-shard-owners-'));
    const store = openStore(join(dir, 'owners.sqlite'), { clock: { now: () => 1000 }, warn: () => {} });
    try {
      const planned = new ShardOwners(store, [0, 1], 3, { now: () => 1000 }, silentLogger, 0);
      const third = new ShardOwners(store, [2], 3, { now: () => 1000 }, silentLogger, 0);
      const second = new ShardOwners(store, [0, 1], 3, { now: () => 1000 }, silentLogger, 0);
      planned.take();
      third.take();
      second.take();
      expect(planned.taken()).toEqual([0, 1]);
      second.release();
      expect(store.shardOwners().map((o) => [o.shardId, o.owner])).toEqual([[2, third.owner]]);
      expect(planned.taken()).toEqual([]);
      expect(store.shardOwners().map((o) => [o.shardId, o.owner])).toEqual([[0, planned.owner], [1, planned.owner], [2, third.owner]]);
    } finally {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
