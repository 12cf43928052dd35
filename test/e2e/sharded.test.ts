// `npm run start:sharded` against the stand-in: ShardingManager starts two shard processes; a DM (shard 0) and a server
// channel on each shard get their heist started by the shard Discord routes them to; SIGTERM stops everything.
// Deterministic on a loaded machine: it waits on events (the manager's "all shards ready", the commands' registration),
// never on a fixed time, and the stand-in's 3-second answer limit is lifted (speed is the bench's business).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Driver } from '../../src/local/driver.js';
import { startStandin, type Standin } from '../../src/local/standin/index.js';
import { NO_DEADLINE_MS } from './deadline.js';
import { nodeArgs } from '../node-args.js';

const dir = mkdtempSync(join(tmpdir(), 'heist-sharded-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Resolves once the global commands are registered (the stand-in replaces its list in place on PUT). */
function commandsRegistered(standin: Standin): Promise<void> {
  const list = standin.state.globalCommands;
  if (list.length) return Promise.resolve();
  return new Promise((resolve) => {
    const splice = list.splice.bind(list);
    list.splice = ((...args: Parameters<typeof splice>) => {
      const out = splice(...args);
      if (list.length) resolve();
      return out;
    }) as typeof list.splice;
  });
}

describe('sharded start', () => {
  it('runs two shards that answer their own channels, and stops on SIGTERM', async () => {
    const standin = await startStandin({ token: 'shard-token', responseDeadlineMs: NO_DEADLINE_MS });
    const registered = commandsRegistered(standin);
    const ava = standin.createUser({ username: 'ava' });
    // A server on each shard (a guild's shard is (id >> 22) % 2), made before the shards connect: each shard gets its
    // own in its READY, so no waiting for a GUILD_CREATE later.
    const byShard = new Map<number, string>();
    for (const shard of [0, 1]) {
      const guild = standin.createGuild({ id: standin.state.snowflakeOnShard(shard, 2), name: `g${shard}`, ownerId: ava.id, channels: ['heist'] });
      byShard.set(shard, guild.channels[0].id);
    }
    const child = spawn(process.execPath, nodeArgs('src/sharded.ts'), {
      env: {
        ...process.env, DISCORD_TOKEN: 'shard-token', DISCORD_API_URL: standin.apiUrl, SHARD_COUNT: '2',
        SHARD_SPAWN_DELAY_MS: '0', SHARD_READY_TIMEOUT_MS: String(NO_DEADLINE_MS), REGISTER_ON_START: '1', DATABASE_PATH: join(dir, 'heist.sqlite'), LOG_LEVEL: process.env.SHARD_TEST_LOG ?? 'info',
        DEV_GUILD_ID: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const ready = new Promise<void>((resolve, reject) => {
      child.stderr.on('data', (b: Buffer) => {
        stderr += b.toString();
        if (stderr.includes('all shards ready')) resolve();
      });
      void exited.then((code) => reject(new Error(`the sharded bot exited (${code}) before its shards were ready: ${stderr}`)));
    });
    try {
      await ready;
      await registered;
      const driver = new Driver(standin, { replyTimeoutMs: NO_DEADLINE_MS });
      const dm = await driver.slashLine(ava.id, standin.dmChannel(ava.id), '/heist start scenario:office');
      expect(dm.error, stderr).toBeUndefined();
      for (const [shard, channel] of byShard) {
        const r = await driver.slashLine(ava.id, channel, '/heist start scenario:bank');
        expect(r.error, `shard ${shard}: ${stderr}`).toBeUndefined();
        expect(r.message?.components.length).toBeGreaterThan(0);
      }
    } finally {
      child.kill('SIGTERM');
      await exited;
      await standin.close();
    }
  });

  it('a SIGTERM while the shards are still being started stops the ones already running too', async () => {
    const standin = await startStandin({ token: 'shard-token', responseDeadlineMs: NO_DEADLINE_MS });
    // Its own process group: whatever of it still runs after the manager is gone can be found.
    const child = spawn(process.execPath, nodeArgs('src/sharded.ts'), {
      env: {
        ...process.env, DISCORD_TOKEN: 'shard-token', DISCORD_API_URL: standin.apiUrl, SHARD_COUNT: '2',
        SHARD_SPAWN_DELAY_MS: String(NO_DEADLINE_MS), SHARD_READY_TIMEOUT_MS: String(NO_DEADLINE_MS), DATABASE_PATH: join(dir, 'spawning.sqlite'), LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'], detached: true,
    });
    let stderr = '';
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    try {
      // Shard 0 is up and has taken its shard; shard 1 waits for the spawn delay.
      await new Promise<void>((resolve, reject) => {
        child.stderr.on('data', (b: Buffer) => {
          stderr += b.toString();
          if (stderr.includes('shards taken')) resolve();
        });
        void exited.then(() => reject(new Error(`the manager exited before shard 0 was up: ${stderr}`)));
      });
      child.kill('SIGTERM');
      await exited;
      // Every process of the group ends (shard 0 stops on its own), rather than shard 0 running on without its manager.
      const alive = () => {
        try {
          process.kill(-child.pid!, 0);
          return true;
        } catch {
          return false;
        }
      };
      while (alive()) await new Promise((r) => setTimeout(r, 100));
      expect(stderr).toContain('stopping shards');
    } finally {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // all gone
      }
      await standin.close();
    }
  });
});
