// `npm run start:sharded` against the stand-in: ShardingManager starts two shard processes; a DM (shard 0) and a server
// channel each get their heist started by the shard Discord routes them to; SIGTERM stops everything.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Driver } from '../../src/local/driver.js';
import { startStandin } from '../../src/local/standin/index.js';

const dir = mkdtempSync(join(tmpdir(), 'heist-sharded-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sharded start', () => {
  it('runs two shards that answer their own channels, and stops on SIGTERM', async () => {
    const standin = await startStandin({ token: 'shard-token' });
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/sharded.ts'], {
      env: {
        ...process.env, DISCORD_TOKEN: 'shard-token', DISCORD_API_URL: standin.apiUrl, SHARD_COUNT: '2',
        SHARD_SPAWN_DELAY_MS: '0', REGISTER_ON_START: '1', DATABASE_PATH: join(dir, 'heist.sqlite'), LOG_LEVEL: process.env.SHARD_TEST_LOG ?? 'info',
        DEV_GUILD_ID: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => { stderr += b.toString(); });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      for (let i = 0; i < 400 && !stderr.includes('all shards ready'); i++) await new Promise((r) => setTimeout(r, 100));
      expect(standin.commands().length, stderr).toBeGreaterThan(0);
      const driver = new Driver(standin);
      const ava = standin.createUser({ username: 'ava' });
      const dm = await driver.slashLine(ava.id, standin.dmChannel(ava.id), '/heist start scenario:office');
      expect(dm.error, stderr).toBeUndefined();
      // Guilds on both shards: a guild's shard is (id >> 22) % 2; make one of each.
      const shardsSeen = new Set<number>();
      for (let g = 0; g < 8 && shardsSeen.size < 2; g++) {
        const guild = standin.createGuild({ name: `g${g}`, ownerId: ava.id, channels: ['heist'] });
        const shard = Number((BigInt(guild.id) >> 22n) % 2n);
        if (shardsSeen.has(shard)) continue;
        shardsSeen.add(shard);
        await new Promise((r) => setTimeout(r, 300)); // the shard learns of the new guild (GUILD_CREATE)
        const r = await driver.slashLine(ava.id, guild.channels[0].id, '/heist start scenario:bank');
        expect(r.error, `shard ${shard}: ${stderr}`).toBeUndefined();
        expect(r.message?.components.length).toBeGreaterThan(0);
      }
      expect(shardsSeen.size).toBe(2);
    } finally {
      child.kill('SIGTERM');
      await exited;
      await standin.close();
    }
  }, 60_000);
});
