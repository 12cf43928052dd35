// A sharded deployment and its REST proxy each export their own metrics (issue 42): `npm run start:sharded` with two
// shard processes behind `npm run rest-proxy`, all against the stand-in. Each shard serves its own /metrics (METRICS_PORT
// plus its number; here 0: any free port each, read from its log), labelled with its shard, counting only what it
// handled; the proxy's counts every forwarded request by the shard of the bot that sent it. Waits on events (log lines,
// answers), never on a time.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { Driver } from '../../src/local/driver.js';
import { startStandin, type Standin } from '../../src/local/standin/index.js';
import { parseExposition, sumOf, valueOf } from '../../src/metrics/parse.js';
import { NO_DEADLINE_MS } from '../e2e/deadline.js';
import { nodeArgs } from '../node-args.js';

const dir = mkdtempSync(join(tmpdir(), 'heist-sharded-metrics-'));
const children: ChildProcess[] = [];
let standin: Standin | null = null;
afterAll(async () => {
  for (const c of children) c.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.on('exit', r)))));
  await standin?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Starts a process whose JSON log lines (standard error) are handed to `line` until it returns true. */
function started(script: string, env: Record<string, string>, line: (event: { msg: string; url?: string }) => boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, nodeArgs(script), { env: { ...process.env, ...env, LOG_LEVEL: 'info' }, stdio: ['ignore', 'ignore', 'pipe'] });
  children.push(child);
  let log = '';
  return new Promise((resolve, reject) => {
    let done = false;
    createInterface({ input: child.stderr! }).on('line', (text) => {
      log += `${text}\n`;
      let event: { msg: string; url?: string };
      try {
        event = JSON.parse(text) as typeof event;
      } catch {
        return;
      }
      if (!done && line(event)) {
        done = true;
        resolve(child);
      }
    });
    child.on('exit', (code) => { if (!done) reject(new Error(`${script} exited (${code}): ${log}`)); });
  });
}

describe('a sharded deployment behind the REST proxy', () => {
  it('each shard process and the proxy export their own metrics, labelled by shard', async () => {
    standin = await startStandin({ token: 'shard-token', responseDeadlineMs: NO_DEADLINE_MS });
    const ava = standin.createUser({ username: 'ava' });
    const byShard = new Map<number, string>();
    for (const shard of [0, 1]) {
      const guild = standin.createGuild({ id: standin.state.snowflakeOnShard(shard, 2), name: `g${shard}`, ownerId: ava.id, channels: ['heist'] });
      byShard.set(shard, guild.channels[0].id);
    }
    let proxyUrl = '', proxyMetrics = '';
    await started('src/cli/rest-proxy.ts', { REST_PROXY_PORT: '0', REST_PROXY_METRICS_PORT: '0', DISCORD_API_URL: standin.apiUrl }, (e) => {
      if (e.msg === 'rest proxy metrics served') proxyMetrics = e.url!;
      if (e.msg === 'rest proxy ready') proxyUrl = e.url!;
      return !!proxyUrl;
    });
    const shardMetrics: string[] = [];
    await started('src/sharded.ts', {
      DISCORD_TOKEN: 'shard-token', DISCORD_API_URL: standin.apiUrl, DISCORD_REST_PROXY: proxyUrl, SHARD_COUNT: '2', METRICS_PORT: '0',
      SHARD_SPAWN_DELAY_MS: '0', SHARD_READY_TIMEOUT_MS: String(NO_DEADLINE_MS), REGISTER_ON_START: '1', DATABASE_PATH: join(dir, 'heist.sqlite'),
      DEV_GUILD_ID: '', DATABASE_URL: '',
    }, (e) => {
      if (e.msg === 'metrics served') shardMetrics.push(e.url!);
      return e.msg === 'all shards ready';
    });
    expect(shardMetrics).toHaveLength(2);
    while (!standin.state.globalCommands.length) await new Promise((r) => setTimeout(r, 20));
    const driver = new Driver(standin, { replyTimeoutMs: NO_DEADLINE_MS });
    for (const channel of byShard.values()) expect((await driver.slashLine(ava.id, channel, '/heist start scenario:bank')).error).toBeUndefined();
    // Shard 1's server gets a second command: the two processes' counts differ, each its own.
    expect((await driver.slashLine(ava.id, byShard.get(1)!, '/heist status')).error).toBeUndefined();

    const shards = new Map<string, ReturnType<typeof parseExposition>>();
    for (const url of shardMetrics) {
      const f = parseExposition(await (await fetch(`${url}/metrics`)).text());
      const shard = f.get('heist_interactions_total')!.samples[0]?.labels.shard ?? f.get('heist_gateway_shard_ready')!.samples[0].labels.shard;
      shards.set(shard, f);
      // Every series of the process carries its shard, its own figures too.
      for (const fam of f.values()) for (const s of fam.samples) expect(s.labels.shard, `${s.name} in shard ${shard}`).toBe(shard);
      expect(valueOf(f, 'heist_gateway_shard_ready', { gateway_shard: shard })).toBe(1);
      expect(valueOf(f, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
    }
    expect([...shards.keys()].sort()).toEqual(['0', '1']);
    expect(sumOf(shards.get('0')!, 'heist_interactions_total', { kind: 'command' })).toBe(1);
    expect(sumOf(shards.get('1')!, 'heist_interactions_total', { kind: 'command' })).toBe(2);
    expect(valueOf(shards.get('1')!, 'heist_games_open', { game: 'burgle-bros', status: 'lobby' })).toBe(1);
    expect(valueOf(shards.get('0')!, 'heist_games_open', { game: 'burgle-bros', status: 'lobby' })).toBe(1);

    // The proxy: what each shard sent through it (its login's gateway request at least; shard 0 also registered the
    // commands), and its own process.
    const p = parseExposition(await (await fetch(`${proxyMetrics}/metrics`)).text());
    expect(sumOf(p, 'heist_rest_proxy_requests_total', { shard: '0' })).toBeGreaterThan(0);
    expect(sumOf(p, 'heist_rest_proxy_requests_total', { shard: '1' })).toBeGreaterThan(0);
    expect(valueOf(p, 'heist_rest_proxy_requests_total', { shard: '0', route: 'PUT /applications/:id/commands', status: '200' })).toBe(1);
    expect(sumOf(p, 'heist_rest_proxy_requests_total', { shard: 'unknown' })).toBe(0);
    expect(valueOf(p, 'process_resident_memory_bytes', { role: 'rest-proxy' })).toBeGreaterThan(0);
    expect((await fetch(`${proxyMetrics}/healthz`)).status).toBe(200);
  });
});
