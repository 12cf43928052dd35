// One global limit shared by every machine (issue 30): two bot processes (shards 0 and 1 of one token, as two machines
// would run them, on one SQLite file) send their REST through one @discordjs/proxy (src/discord/rest-proxy.ts), and the
// stand-in holds the token to its global limit. Art Robbery games in servers on both shards each take one step at once
// (200 steps in all), at play-by-post pace (the bots' clock an hour ahead: every token looks expired) by people who
// asked for their turns by DM: each pressed where that player's controls are, their DM note, so that the step's story
// goes to the channel by REST (a global-limited call); the next player's note goes by DM. Through the
// proxy: no global 429, every kept post delivered (each one a message the stand-in has), nothing else refused, and no
// interaction endpoint (callback, follow-ups, edits through the interaction's webhook) went through the proxy, even
// with the stand-in stalling now and then as a busy machine makes it. The
// control, first: the same bots without the proxy, each process keeping only its own count, overrun the global limit.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../src/core/rng.js';
import { GAMES } from '../../src/games/index.js';
import { controlsOf, Driver } from '../../src/local/driver.js';
import { startStandin, type Message, type Standin } from '../../src/local/standin/index.js';
import { openStore, type Store } from '../../src/store/index.js';
import type { Stored } from '../../src/table/persist.js';
import { registerGames } from '../../src/table/store-repo.js';
import { nodeArgs } from '../node-args.js';
import { startMachine as start, type Machine } from './fixtures/start-machine.js';

const TOKEN = 'proxy-token';
/** Steps at once, one in each game, across both processes. */
const STEPS = Number(process.env.PROXY_TEST_STEPS ?? 200);
/** The stand-in's global limit, the proxy's and each bot's own: 40 a second, stricter than Discord's 50 (each bot's
 * discord.js keeps the limit it is told, as it keeps Discord's by default). At 50 too the control overran the limit
 * in every run, but by as few as 6 requests on a loaded machine: at 40 it cannot be near a miss. */
const GLOBAL_PER_SECOND = Number(process.env.PROXY_TEST_GLOBAL ?? 40);
const KIND = 'art-robbery';
/** How long the stand-in's process stops now and then while the steps go through the proxy. */
const STALL_MS = 600;

/** The newest message of the bot's that this person sees with an action control, in the channel or their DM. */
function newestWithControls(standin: Standin, driver: Driver, userId: string, channel: string): Message | null {
  const dm = standin.dmChannel(userId);
  const seen = [...driver.messages(channel, userId), ...driver.messages(dm, userId)]
    .filter((m) => m.authorId === standin.botUserId)
    .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  for (let k = seen.length - 1; k >= 0; k--) if (controlsOf(seen[k]).some((c) => c.custom_id?.includes(':a'))) return seen[k];
  return null;
}

/** Resolves once `ok()` holds (the bots' processes change the store and the stand-in; looked at every 100 ms). */
async function until(ok: () => boolean): Promise<void> {
  while (!ok()) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Every kept post of these games delivered: none in the outbox, each one a message the stand-in has (an ephemeral
 * answer sent just as the bot stopped may have left unseen, without a message id). */
function lostPosts(store: Store, standin: Standin, gameIds: number[]): { posts: number; lost: string[] } {
  const lost: string[] = [];
  let posts = 0;
  for (const gameId of gameIds) {
    for (const p of store.posts(gameId)) {
      posts++;
      if (p.outbox === 3 || p.outbox === 4) continue; // it waits for its reader (or a later note told it): never sent
      if (p.outbox !== 0) lost.push(`game ${gameId} post ${p.seq} (${p.kind}) never delivered`);
      else if (p.messageId && !standin.state.messages.has(p.messageId)) lost.push(`game ${gameId} post ${p.seq} (${p.kind}) is no message (${p.messageId})`);
    }
  }
  return { posts, lost };
}

/** A bot process, stopped as a machine is (SIGTERM: it finishes what it has in hand). */
const startMachine = (env: Record<string, string>) => start(env, { kill: 'SIGTERM' });

let standin: Standin;
let store: Store;
let driver: Driver;
const game = GAMES.require(KIND);
const rng = new Rng(seedRng(30));

/** Both bot processes (shards 0 and 1 of 2, one SQLite file), through the proxy at `proxyUrl` or not. */
async function startBoth(env: Record<string, string>, proxyUrl: string | null, register: boolean): Promise<Machine[]> {
  const both = { ...env, DISCORD_REST_PROXY: proxyUrl ?? '' };
  const started = await Promise.allSettled([
    startMachine({ ...both, SHARD_LIST: '0', ...(register ? { REGISTER_ON_START: '1' } : {}) }),
    startMachine({ ...both, SHARD_LIST: '1' }),
  ]);
  const up = started.flatMap((x) => (x.status === 'fulfilled' ? [x.value] : []));
  const failed = started.find((x) => x.status === 'rejected');
  if (failed) {
    await stopAll(up);
    throw failed.reason;
  }
  return up;
}
async function stopAll(machines: Machine[]): Promise<void> {
  for (const m of machines) m.kill();
  await Promise.all(machines.map((m) => m.exited));
}

/** Resolves once every post is delivered and every waiting player has their controls (a step's posts go out after
 * its answer). */
async function settled(tables: { channel: string; gameId: number }[]): Promise<void> {
  const waitingUser = (gameId: number) => {
    const data = store.game(gameId)!.state as Stored;
    return data.seats[game.waitingOn(data.engine!).find((k) => !data.seats[k]?.bot)!].userId;
  };
  await until(() => store.pendingGames().length === 0 && tables.every((t) => newestWithControls(standin, driver, waitingUser(t.gameId), t.channel)));
}

/** Every game's next step at once, as its player's normal bot would choose it, pressed from that player's controls
 * (their DM note, where they have one); resolves when every step is committed and every post delivered. */
async function burst(tables: { channel: string; gameId: number }[], machines: Machine[]): Promise<void> {
  const before = new Map<number, number>();
  const presses = tables.map(({ channel, gameId }) => {
    const now = store.game(gameId)!;
    const data = now.state as Stored;
    const s = data.engine!;
    const seat = game.waitingOn(s).find((k) => !data.seats[k]?.bot)!;
    const userId = data.seats[seat].userId;
    const action = game.bot({ view: game.view(s, seat), seat, legal: game.legal(s, seat), rng, level: 'normal' });
    before.set(gameId, now.version);
    return { userId, where: newestWithControls(standin, driver, userId, channel)!, custom: `h:${gameId}:${now.version}:c:${game.format(s, action).replace(/^[^:]*:\s*/, '')}` };
  });
  const replies = await Promise.all(presses.map((p) => standin.state.startInteraction({
    type: 3, userId: p.userId, channelId: p.where.channelId, messageId: p.where.id, replyTimeoutMs: 300_000,
    data: { custom_id: p.custom, component_type: 2 },
  })));
  expect(replies.filter((r) => r.error).map((r) => r.error!.message), machines.map((m) => m.stderr()).join('')).toEqual([]);
  await until(() => store.pendingGames().length === 0 && tables.every((t) => store.game(t.gameId)!.version > before.get(t.gameId)!));
}

interface ProxyProcess { url: string; stop(): Promise<Record<string, number>>; stderr(): string }

/** `npm run rest-proxy` as an operator starts it, on any free port, forwarding to the stand-in. */
function startProxy(api: string): Promise<ProxyProcess> {
  const child = spawn(process.execPath, nodeArgs('src/cli/rest-proxy.ts'), {
    env: { ...process.env, REST_PROXY_PORT: '0', REST_PROXY_HOST: '127.0.0.1', REST_PROXY_GLOBAL_PER_SECOND: String(GLOBAL_PER_SECOND), DISCORD_API_URL: api, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  let forwarded: Record<string, number> | null = null;
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stderr! }).on('line', (line) => {
      stderr += `${line}\n`;
      const event = JSON.parse(line) as { msg: string; url?: string; forwarded?: Record<string, number> };
      if (event.msg === 'rest proxy stopped') forwarded = event.forwarded ?? {};
      if (event.msg === 'rest proxy ready') {
        resolve({
          url: event.url!, stderr: () => stderr,
          stop: async () => {
            child.kill('SIGTERM');
            expect(await exited, stderr).toBe(0);
            return forwarded!;
          },
        });
      }
    });
    void exited.then((code) => reject(new Error(`the REST proxy exited (${code}) before it was ready: ${stderr}`)));
  });
}

const cleanupAll: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanupAll.splice(0).reverse()) await c();
});

describe('two bot processes of one token', () => {
  it(`through one REST proxy: ${STEPS} steps at once, no global 429, every post delivered, interaction answers past it; `
    + 'without it (the control), the same steps overrun the global limit', async () => {
    standin = await startStandin({ token: TOKEN, responseDeadlineMs: 300_000, limits: { globalPerSecond: GLOBAL_PER_SECOND } });
    cleanupAll.push(() => standin.close());
    const dir = mkdtempSync(join(tmpdir(), 'heist-proxy-'));
    cleanupAll.push(() => rmSync(dir, { recursive: true, force: true }));
    const db = join(dir, 'heist.sqlite');
    const env = {
      DISCORD_TOKEN: TOKEN, DISCORD_API_URL: standin.apiUrl, DATABASE_PATH: db, DATABASE_URL: '', SHARD_COUNT: '2', REMINDER_EVERY_MS: '3600000',
      GLOBAL_PER_SECOND: String(GLOBAL_PER_SECOND), CLOCK_AHEAD_MS: String(60 * 60_000),
    };
    let machines = await startBoth(env, null, true);
    cleanupAll.push(() => stopAll(machines));
    store = openStore(db, { warn: () => {} });
    cleanupAll.push(() => store.close());
    registerGames(store, GAMES);
    driver = new Driver(standin, { replyTimeoutMs: 300_000 });

    // STEPS servers, alternately on shard 0 and 1, each with a table of two people; every game gathered and begun.
    const tables = await Promise.all(Array.from({ length: STEPS }, async (_, g) => {
      const host = standin.createUser({ username: `host${g}` });
      const other = standin.createUser({ username: `crew${g}` });
      const guild = standin.createGuild({ id: standin.state.snowflakeOnShard(g % 2, 2), name: `g${g}`, ownerId: host.id, channels: ['heist'] });
      standin.addMember(guild.id, other.id);
      const channel = guild.channels[0].id;
      for (const u of [host, other]) await driver.slashLine(u.id, channel, '/heist settings dm:true');
      const opened = await driver.slashLine(host.id, channel, `/heist start game:${KIND}`);
      expect(opened.error, machines.map((m) => m.stderr()).join('')).toBeUndefined();
      const lobbyId = opened.message!.id;
      const control = (what: string) => controlsOf(driver.messages(channel).find((m) => m.id === lobbyId)!).find((c) => c.custom_id?.endsWith(`:${what}`))!.custom_id!;
      await driver.click(other.id, lobbyId, control('join'));
      await driver.click(host.id, lobbyId, control('begin'));
      return { channel, gameId: store.activeGameId(channel)! };
    }));
    const gameIds = tables.map((t) => t.gameId);
    const global429 = () => standin.state.rateLimited.filter((r) => r.global).length;

    // The control: each process keeps only its own count of the token's requests; together they overrun the limit.
    await settled(tables);
    const controlFrom = { at: global429(), calls: standin.state.callTotals.globalLimited };
    await burst(tables, machines);
    const control = { global429: global429() - controlFrom.at, calls: standin.state.callTotals.globalLimited - controlFrom.calls };
    expect(control.global429, 'global 429s without the proxy').toBeGreaterThan(0);

    // Through one proxy: the same bots started again with DISCORD_REST_PROXY (their DM channels and interaction webhooks
    // forgotten, so this step makes more global-limited calls than the control's).
    const [proxy] = await Promise.all([startProxy(standin.apiUrl), stopAll(machines)]);
    // The control's last requests opened a second of the stand-in's count that the proxy, started after them, knows
    // nothing of (two of its first requests fell in it and one was refused): the proxy's steps begin once it closed.
    const lastCounted = () => standin.state.calls.findLast((c) => c.globalLimited || c.status === 429)?.at ?? 0;
    await until(() => Date.now() - lastCounted() > 1000);
    let proxyStopped = false;
    cleanupAll.push(async () => { if (!proxyStopped) await proxy.stop(); });
    const from = {
      at: global429(), calls: standin.state.callTotals.globalLimited, interaction: standin.state.callTotals.interaction,
      seen: standin.state.calls.length, errors: standin.state.errorLog.length,
    };
    machines = await startBoth(env, proxy.url, false);
    // The stand-in stalls now and then, as a busy machine makes it, and then reads at once what waited: the proxy must
    // space requests by when they were answered (spaced by when they left, 4 to 6 were over the limit in each run).
    // The thread is stopped by a wait that never ends early, not by a busy loop: the same stall, without burning a core
    // that the suite's other files need.
    const asleep = new Int32Array(new SharedArrayBuffer(4));
    const stall = setInterval(() => { Atomics.wait(asleep, 0, 0, STALL_MS); }, 1500);
    try {
      await burst(tables, machines);
    } finally {
      clearInterval(stall);
    }
    await stopAll(machines);
    machines = [];
    proxyStopped = true;
    const proxied = Object.entries(await proxy.stop());
    const through = proxied.reduce((n, [, c]) => n + c, 0);
    const r = {
      global429: global429() - from.at, calls: standin.state.callTotals.globalLimited - from.calls,
      interaction: standin.state.callTotals.interaction - from.interaction,
    };
    const { posts, lost } = lostPosts(store, standin, gameIds);
    process.stdout.write(`rest-proxy: ${STEPS} steps at once on two processes, global limit ${GLOBAL_PER_SECOND}/s. Without the proxy: `
      + `${control.calls} global-limited calls, ${control.global429} global 429s. Through it: ${r.calls} global-limited calls `
      + `(${through} through the proxy), ${r.interaction} interaction calls past it, ${r.global429} global 429s; ${posts} posts kept, ${lost.length} lost\n`);
    expect(r.global429, proxy.stderr()).toBe(0);
    expect(r.calls).toBeGreaterThanOrEqual(control.calls);
    expect(lost, lost.join('\n')).toEqual([]);
    // Nothing else refused, but for one thing that is no matter of the proxy's: a process taking the controls off an
    // ephemeral message another process answered with (a press on a DM note goes to shard 0's process, the game's
    // channel may be shard 1's) has no webhook token for it and tries the channel route, which answers 10008.
    const refused = standin.state.errorLog.slice(from.errors)
      .filter((e) => !(e.method === 'PATCH' && e.code === 10008 && standin.state.messages.get(e.path.split('/').pop()!)?.ephemeralTo !== undefined));
    expect(refused).toEqual([]);
    // Every global-limited call the stand-in answered came through the proxy, route by route; no interaction endpoint
    // did (the stand-in answered those straight from the bots).
    const atStandin: Record<string, number> = {};
    for (const c of standin.state.calls.slice(from.seen)) if (c.globalLimited) atStandin[c.route] = (atStandin[c.route] ?? 0) + 1;
    expect(Object.fromEntries(proxied.map(([route, n]) => [route.replace(' /', ' '), n]))).toEqual(atStandin);
    expect(proxied.filter(([route]) => /interactions|webhooks/.test(route))).toEqual([]);
    expect(r.interaction).toBeGreaterThan(STEPS);
  });
});
