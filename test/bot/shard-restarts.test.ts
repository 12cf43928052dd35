// The sharding manager's restarts (src/discord/shard-restarts.ts): a shard that exits is started again after 1 s,
// then 2, 4 … a minute at most while it keeps exiting, from 1 s again once it stayed up five minutes; each exit is one
// line with the attempt and the wait; a start that fails is no unhandled rejection; nothing starts after stop.
import { EventEmitter } from 'node:events';
import type { Shard } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONGEST_WAIT_MS, ShardRestarts, STAYED_UP_MS } from '../../src/discord/shard-restarts.js';
import type { Logger } from '../../src/log.js';

/** A shard whose every start fails as discord.js's does when the process dies before it is ready. */
function fakeShard(id: number) {
  const shard = Object.assign(new EventEmitter(), {
    id,
    spawns: 0,
    spawn(): Promise<unknown> {
      shard.spawns++;
      return Promise.reject(Object.assign(new Error(`Shard ${id}'s process exited before its Client became ready.`), { code: 'ShardingReadyDied' }));
    },
  });
  return shard;
}

function setup() {
  const said: { level: string; msg: string; ctx: Record<string, unknown> }[] = [];
  const at = (level: string) => (msg: string, ctx: Record<string, unknown> = {}) => said.push({ level, msg, ctx });
  const log: Logger = { debug() {}, info: at('info'), warn: at('warn'), error: at('error') };
  const restarts = new ShardRestarts(log, 30_000);
  const shard = fakeShard(1);
  restarts.watch(shard as unknown as Shard);
  const exits = () => said.filter((s) => s.msg.startsWith('shard 1 exited'));
  return { restarts, shard, said, exits, exit: (exitCode = 1) => shard.emit('death', { exitCode, signalCode: null }) };
}

let rejected: unknown[] = [];
const onRejection = (reason: unknown) => rejected.push(reason);
beforeEach(() => {
  vi.useFakeTimers();
  rejected = [];
  process.on('unhandledRejection', onRejection);
});
afterEach(() => {
  process.off('unhandledRejection', onRejection);
  vi.useRealTimers();
});

describe('a shard that exits', () => {
  it('is started again after a wait that doubles up to a minute while it keeps exiting, each exit said once', async () => {
    const { shard, exits, exit } = setup();
    shard.emit('ready');
    exit();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 9; attempt++) {
      const wait = exits().at(-1)!.ctx.waitMs as number;
      waits.push(wait);
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(shard.spawns, `not before its wait (attempt ${attempt})`).toBe(attempt - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(shard.spawns).toBe(attempt);
      // Its start failed: the process exits.
      exit();
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, LONGEST_WAIT_MS, LONGEST_WAIT_MS, LONGEST_WAIT_MS]);
    expect(exits().map((s) => s.ctx.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(exits()[0].msg).toBe('shard 1 exited (code 1): starting it again in 1 s (attempt 1)');
    expect(exits().every((s) => s.level === 'warn')).toBe(true);
    // The failed starts were this process's to handle: no unhandled rejection, nothing else said.
    await vi.advanceTimersByTimeAsync(0);
    expect(rejected).toEqual([]);
  });

  it('waits 1 s again once it stayed up five minutes, but not after a shorter run', async () => {
    const { shard, exits, exit, said } = setup();
    shard.emit('ready');
    exit();
    await vi.advanceTimersByTimeAsync(1000);
    exit();
    await vi.advanceTimersByTimeAsync(2000);
    shard.emit('ready');
    expect(said.at(-1)).toMatchObject({ level: 'info', msg: 'shard 1 is up again' });
    await vi.advanceTimersByTimeAsync(STAYED_UP_MS - 1);
    exit();
    expect(exits().at(-1)!.ctx).toMatchObject({ attempt: 3, waitMs: 4000 });
    await vi.advanceTimersByTimeAsync(4000);
    shard.emit('ready');
    await vi.advanceTimersByTimeAsync(STAYED_UP_MS);
    exit();
    expect(exits().at(-1)!.ctx).toMatchObject({ attempt: 1, waitMs: 1000 });
  });

  it('is not started again once the manager stops, nor during its first start (that failure stops the manager)', async () => {
    const { restarts, shard, exits, exit } = setup();
    // Never ready: the manager's own start fails and stops every shard.
    exit();
    expect(exits()).toEqual([]);
    shard.emit('ready');
    exit();
    restarts.stop();
    await vi.advanceTimersByTimeAsync(LONGEST_WAIT_MS);
    expect(shard.spawns).toBe(0);
    // Killed by the manager as it stops: nothing said, nothing started.
    exit(0);
    await vi.advanceTimersByTimeAsync(LONGEST_WAIT_MS);
    expect(exits()).toHaveLength(1);
    expect(shard.spawns).toBe(0);
  });
});
