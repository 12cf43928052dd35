// Bench lines e2e.<N>.*: N solo heists started at once in N DM channels through the local stand-in by the real bot
// (real discord.js client, pictures drawn in the render pool and sent), in a fresh process; one burst of each size
// (default 100, then 500: `npm run -s bench -- e2e --burst 100,500`), one after the other, by the same bot. The
// stand-in enforces Discord's rate limits (the global 50 a second outside interaction endpoints, per-route buckets;
// src/local/standin/ratelimit.ts), as the bot meets them on Discord. The bot runs in a thread of its own
// (bench-e2e-bot.ts, ./bench-thread.ts), as beside a Discord that is not in its process; the cores are shared. Open loop: every game's
// command arrives at the same moment (no spreading), after 30 unmeasured games (fewer when fewer are measured) that
// warm the code and the workers. Two samples per command or click: the first response (reply, deferral or update:
// Discord's 3-second rule) and the full answer (the last message of its answer posted, usually the one with the
// picture: what a player waits for). Per burst also: the bot thread's own CPU time per step (one command or click;
// read in that thread: process.threadCpuUsage() where Node has it, else Linux's /proc/thread-self/schedstat; the
// drawing threads and the stand-in are not in it), the interactions not acknowledged within 3 seconds, REST calls
// per step, and once the burst's deliveries are done (the outbox's own retries waited for): kept posts that are no
// message at the stand-in where the store says they went (lost), and 429s not of scope shared. BENCH_E2E_GAMES (set
// from --burst) lists the burst sizes; BENCH_E2E_ROUTES=1 writes each burst's calls per route to standard error;
// BENCH_E2E_PROFILE=DIR writes the bot thread's CPU profile of each burst there (below).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { renderPoolSize } from '../discord/render-pool.js';
import { NODE_MEMORY_FLAGS } from '../node-flags.js';
import type { BenchBotOptions, KeptPost } from './bench-e2e-bot.js';
import { startThread } from './bench-thread.js';
import type { CpuClock } from './thread-cpu.js';
import { controlsOf, Driver } from '../local/driver.js';
import { startStandin, type Message, type Reply } from '../local/standin/index.js';

type Line = { name: string; value: number; unit: string };

const BURSTS = (process.env.BENCH_E2E_GAMES ?? '100,500').split(',').map((x) => Number(x.trim())).filter((n) => Number.isInteger(n) && n > 0);
const STEPS_PER_GAME = 4;
/** BENCH_E2E_PROFILE=DIR: the bot thread's V8 CPU profile of each burst (from its first command to the bot idle
 * again; none of the warm-up) is written to DIR/bot-thread.e2e.<N>.cpuprofile (open it in Chrome's DevTools). Its
 * sampling costs the bot's thread some CPU: the burst's figures are then not the ones to compare. */
const PROFILE_DIR = process.env.BENCH_E2E_PROFILE ? resolve(process.env.BENCH_E2E_PROFILE) : null;
/** Games played before measuring, to warm the bot's code (none of their figures count). */
const WARM_UP_GAMES = Math.min(30, ...BURSTS);

/** A message's buttons and menus, wherever they sit in its card. */
const componentsOf = (m: Message) => controlsOf(m).filter((c) => c.custom_id);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

interface InteractionView { userId: string; responseType: number; expired: boolean; onFirstResponse?: () => void }

/** The e2e figures, measured in a fresh process (the benches before it leave the main thread's heap and compiled
 * code behind them; a bot starts in a process of its own). */
export async function benchE2e(): Promise<Line[]> {
  const self = fileURLToPath(import.meta.url);
  // Its figures come on standard output; what it logs (BENCH_E2E_LOG) goes straight to ours.
  const child = spawn(process.execPath, [...NODE_MEMORY_FLAGS, '--import', 'tsx', self, '--e2e-child'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => { stdout += d; });
  const code = await new Promise<number | null>((done) => child.on('close', done));
  if (code !== 0) throw new Error(`bench-e2e: the measuring process exited with ${code}`);
  return stdout.trim().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Line);
}

async function measure(): Promise<Line[]> {
  const lines: Line[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'heist-bench-e2e-'));
  const token = 'bench-token';
  // Sized as in production (src/discord/render-pool.ts); the bot's thread reads the same variable.
  process.env.HEIST_RENDER_WORKERS ||= String(renderPoolSize());
  // Discord's rate limits on (the stand-in's default, said here so no one reads a burst without them): the global
  // 50 a second outside interaction endpoints, per-route buckets; discord.js keeps Discord's 50 a second too.
  const standin = await startStandin({ token, limits: true });
  const bot = await startThread(new URL('./bench-e2e-bot.ts', import.meta.url), { token, apiUrl: standin.apiUrl, storePath: join(dir, 'bench.sqlite'), debug: !!process.env.BENCH_E2E_LOG } satisfies BenchBotOptions);
  const driver = new Driver(standin, { replyTimeoutMs: 120_000 });
  // The stand-in's own record of each interaction tells when the first response arrived (it calls the record's
  // onFirstResponse as it accepts it, or when the deadline passes without one).
  const interactions = standin.state.interactions as Map<string, InteractionView>;
  let expired = 0;
  const firstResponse = (rec: InteractionView, t0: number) => new Promise<number>((done) => {
    const settle = () => {
      if (rec.responseType !== 0) return done(performance.now() - t0);
      // Not acknowledged within Discord's 3 seconds: the player saw "This interaction failed". Counted, not timed.
      expired++;
      done(NaN);
    };
    if (rec.responseType !== 0 || rec.expired) settle();
    else rec.onFirstResponse = settle;
  });
  // When each interaction's messages were last posted or changed in what they say (text, picture): taking the buttons
  // off an older message is not part of anyone's answer.
  const lastPosted = new Map<string, number>();
  const said = new Map<string, string>();
  const unsubscribe = driver.onMessage((m, event) => {
    if (event === 'delete' || !m.interactionId) return;
    const what = `${m.content}|${m.attachments.map((a) => a.id).join(',')}`;
    if (event === 'update' && said.get(m.id) === what) return;
    said.set(m.id, what);
    lastPosted.set(m.interactionId, performance.now());
  });
  let first: number[] = [];
  let full: { id: string; t0: number }[] = [];
  // The interaction a driver call starts is recorded as the stand-in files it (synchronously, inside the call): no
  // scan of every interaction so far while a burst of hundreds is measured.
  let started: [string, InteractionView] | null = null;
  const fileInteraction = interactions.set.bind(interactions);
  interactions.set = (id: string, rec: InteractionView) => {
    started = [id, rec];
    return fileInteraction(id, rec);
  };

  let steps = 0;
  async function timed(userId: string, act: () => Promise<Reply>): Promise<void> {
    steps++;
    started = null;
    const t0 = performance.now();
    const replying = act();
    const found = started as [string, InteractionView] | null;
    const firstDone = found && found[1].userId === userId ? firstResponse(found[1], t0) : Promise.resolve(NaN);
    await replying;
    const ms = await firstDone;
    if (!Number.isNaN(ms)) first.push(ms);
    if (found && !Number.isNaN(ms)) full.push({ id: found[0], t0 });
  }

  /** The newest message with buttons once the bot's answer to the last step has some: waits on the stand-in's message
   * events, not on a timer, so the harness does not poll 100 channels while it measures. */
  async function nextWithComponents(channelId: string, userId: string, previous: string): Promise<Message | null> {
    const newest = () => [...driver.messages(channelId, userId)].reverse().find((x) => componentsOf(x).length);
    const now = newest();
    if (now && now.id !== previous) return now;
    try {
      await driver.waitForMessage(channelId, (m) => m.id !== previous && componentsOf(m).length > 0, 60_000);
    } catch {
      return null;
    }
    const next = newest();
    return next && next.id !== previous ? next : null;
  }

  /** One solo game: the start command, then a click (or a pick) on the newest buttons after each answer. */
  async function play(u: { id: string }, measure: boolean): Promise<void> {
    const dm = standin.dmChannel(u.id);
    const step = (act: () => Promise<Reply>) => (measure ? timed(u.id, act) : act().then(() => undefined));
    await step(() => driver.slashLine(u.id, dm, '/heist start scenario:office'));
    let previous = '';
    for (let k = 0; k < STEPS_PER_GAME; k++) {
      const m = await nextWithComponents(dm, u.id, previous);
      if (!m) break;
      previous = m.id;
      const c = componentsOf(m)[0];
      await step(() => (c.type === 3
        ? driver.select(u.id, m.id, c.custom_id!, [c.options![0].value])
        : driver.click(u.id, m.id, c.custom_id!)));
    }
  }

  try {
    // Unmeasured games first, played at once: a bot that has been running a while has its code compiled (one game
    // left the start of a game to cold code: the measured burst then ran it interpreted) and its workers up, and the
    // stand-in has compiled its checks of every route a game uses.
    // Everyone met the bot in one server (a bot may DM only people it shares one with).
    const home = standin.createGuild({ name: 'home', ownerId: standin.createUser({ username: 'owner' }).id, channels: [] });
    const person = (username: string) => {
      const u = standin.createUser({ username });
      standin.addMember(home.id, u.id);
      return u;
    };
    await Promise.all(Array.from({ length: WARM_UP_GAMES }, (_, i) => play(person(`warmup${i}`), false)));
    await bot.ask('idle');
    let gamesBefore = Math.max(0, ...(await bot.ask<KeptPost[]>('posts')).map((p) => p.gameId));
    for (const games of BURSTS) {
      first = [];
      full = [];
      expired = 0;
      steps = 0;
      const players = Array.from({ length: games }, (_, i) => person(`bench${games}_${i}`));
      const since = Date.now();
      const callsBefore = { ...standin.state.callTotals };
      if (PROFILE_DIR) await bot.ask('profile');
      const cpu0 = await bot.ask<{ ms: number; clock: CpuClock } | null>('cpu');
      // Every player's command arrives at once, then each plays on as soon as their last answer has buttons.
      await Promise.all(players.map((u) => play(u, true)));
      await bot.ask('idle');
      const cpu1 = await bot.ask<{ ms: number; clock: CpuClock } | null>('cpu');
      if (PROFILE_DIR) {
        const file = join(PROFILE_DIR, `bot-thread.e2e.${games}.cpuprofile`);
        await bot.ask('profiled', file);
        process.stderr.write(`e2e.${games}: the bot thread's CPU profile of the burst is ${file}\n`);
      }
      const posts = await settled(gamesBefore);
      gamesBefore = Math.max(gamesBefore, ...posts.map((p) => p.gameId));
      const calls = { all: standin.state.callTotals.all - callsBefore.all, globalLimited: standin.state.callTotals.globalLimited - callsBefore.globalLimited };
      if (process.env.BENCH_E2E_ROUTES) process.stderr.write(JSON.stringify(standin.state.callCounts(since), null, 1) + '\n');
      lines.push(...figures(games, cpu0 && cpu1 ? { ms: cpu1.ms - cpu0.ms, clock: cpu1.clock } : null, posts, since, calls));
    }
  } finally {
    unsubscribe();
    await bot.stop();
    await standin.close();
    rmSync(dir, { recursive: true, force: true });
  }
  lines.push({ name: 'e2e.render_workers', value: Number(process.env.HEIST_RENDER_WORKERS), unit: 'count' });
  return lines;

  /** The burst's kept posts once its deliveries are done: the bot's own retries (the outbox tries a failed delivery
   * again after a second or more) are waited for, up to a minute. */
  async function settled(afterGame: number): Promise<KeptPost[]> {
    const until = Date.now() + 60_000;
    for (;;) {
      const posts = (await bot.ask<KeptPost[]>('posts')).filter((p) => p.gameId > afterGame);
      if (!posts.some((p) => p.outbox === 1) || Date.now() > until) return posts;
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  /** One burst's figures, named e2e.<games>.*. */
  function figures(games: number, cpu: { ms: number; clock: CpuClock } | null, posts: KeptPost[], since: number, calls: { all: number; globalLimited: number }): Line[] {
    const fullMs = full.map((x) => (lastPosted.get(x.id) ?? NaN) - x.t0).filter((x) => !Number.isNaN(x));
    first.sort((a, b) => a - b);
    fullMs.sort((a, b) => a - b);
    const name = (x: string) => `e2e.${games}.${x}`;
    // A kept post is lost unless the store says where it went and the stand-in has that message there.
    const lost = posts.filter((p) => {
      if (p.outbox !== 0 || !p.messageId) return true;
      const m = standin.state.messages.get(p.messageId);
      return !m || m.channelId !== p.channelId;
    }).length;
    // 429s Discord would count against the bot (scope user or global, or the address refused): a shared one is not.
    const refused = standin.state.rateLimited.filter((h) => h.at >= since && (h.scope !== 'shared' || h.ban)).length;
    if (cpu) process.stderr.write(`e2e.${games}: the bot thread's CPU read from ${cpu.clock === 'schedstat' ? '/proc/thread-self/schedstat' : 'process.threadCpuUsage()'}\n`);
    return [
      { name: name('first_response_p50_ms'), value: percentile(first, 50), unit: 'ms' },
      { name: name('first_response_p99_ms'), value: percentile(first, 99), unit: 'ms' },
      { name: name('full_answer_p50_ms'), value: percentile(fullMs, 50), unit: 'ms' },
      { name: name('full_answer_p99_ms'), value: percentile(fullMs, 99), unit: 'ms' },
      { name: name('samples'), value: first.length, unit: 'count' },
      // Not acknowledged within Discord's 3 seconds ("This interaction failed").
      { name: name('answered_past_3s'), value: expired, unit: 'count' },
      { name: name('steps'), value: steps, unit: 'count' },
      ...(cpu ? [{ name: name('bot_cpu_per_step_ms'), value: steps ? cpu.ms / steps : 0, unit: 'ms' }] : []),
      // The REST calls the burst made (every request the stand-in answered; those bound by the global limit).
      { name: name('rest_per_step'), value: steps ? calls.all / steps : 0, unit: 'calls' },
      { name: name('global_per_step'), value: steps ? calls.globalLimited / steps : 0, unit: 'calls' },
      { name: name('posts_kept'), value: posts.length, unit: 'count' },
      { name: name('posts_lost'), value: lost, unit: 'count' },
      { name: name('rate_limited_non_shared'), value: refused, unit: 'count' },
      // How busy the machine was (the 1-minute load average as the burst ended): the figures follow it.
      { name: name('load_1m'), value: loadavg()[0], unit: 'load' },
    ];
  }
}

if (process.argv[2] === '--e2e-child') for (const line of await measure()) process.stdout.write(JSON.stringify(line) + '\n');
