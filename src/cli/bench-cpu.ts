// Bench lines cpu.<kind>.<pace>.*: what the bot's own thread spends on a step of a whole server game, beside what a
// bare discord.js client spends answering the same interactions with the same calls, through the same stand-in, in
// the same run: a ratio, which holds on any machine.
//
// The bot: the real one (src/app.ts, pictures drawn in its render pool), in a worker thread of its own
// (bench-e2e-bot.ts), plays server games of Art Robbery, Noir: Heist and Burgle Bros. at two paces on one clock shared
// by the bot and the stand-in (src/local/pace.ts: `hours`, 2 to 20 hours between moves, every earlier token expired;
// `fast`, 5 to 65 seconds), its people pressing where their controls are. The stand-in (its rate limits on) records
// every interaction the bot is sent and every REST call it answers, each call given to the interaction sent last
// (each one is answered in full before the next is sent): the callback, follow-ups and edits through tokens, channel
// messages, DMs opened, edits by REST, with their JSON bodies and files.
//
// The bare client (bench-cpu-bare.ts): the same discord.js Client with the same options, in a worker thread of its
// own, with no table, store or game, as a discord.js bot answers (its interaction's own answer through the
// Interaction's methods, as the bot's; the rest through client.rest). Both are logged in to the stand-in at once, as
// the two shards of one application: each server the bot plays in (on shard 0) has a copy on shard 1, with the same
// people and channel, where the bare client is sent each interaction right after the bot answered it (both threads
// then in the same state of the machine), at the same moment of the clock (so every token is as old): the same user,
// type, command data or custom id, pressed on the copy of the same message (made by the bare client's own calls), to
// be answered with the calls the bot made, ids mapped. For the ratio to be fair the two must do the same Discord
// work, and the bench checks it: per interaction the same number of calls, each with the same method, route, answer
// status, JSON body length and file sizes (`replay_differences` counts the interactions where any of it differs: 0).
// What the bare client does is then discord.js itself: the gateway's JSON, the Interaction objects, the message
// payloads, REST's queues, multipart forms and answers. Both are warmed first, every kind whichever are measured (300
// steps of each at fast pace, unmeasured): the bare client's CPU per step keeps falling for hundreds of interactions,
// and with 40 steps of warm-up a kind measured alone read 0.2–0.3 lower than the same kind measured after the others
// (docs/scale.md); each thread's CPU time is read in that thread (./thread-cpu.ts) before and after each measured game.
// Per step (a move that changed the game; the presses of My hand in between are in its work): the bot thread's ms,
// the bare client's ms, their ratio, the REST calls, the write transactions of the bot's store (each a WAL append
// and its locks: the part of the store's cost that grouping writes saves).
//
// BENCH_CPU_STEPS: steps per kind and pace (default 150; whole games, the last one cut short); BENCH_CPU_WARM: warm-up
// steps per kind, every kind (300); BENCH_CPU_ONLY=kind[,kind]: those games only; BENCH_CPU_PROFILE=DIR: both threads' V8 CPU
// profiles of each measured game, written there (bot-thread.cpu.<kind>.<pace>.<n>.cpuprofile, bare-thread...) and
// summed up by what the time went to on standard error (./cpu-profile.ts); the profiler's own cost is then in the
// figures. BENCH_CPU_INTERVAL: the profiles' sampling interval in microseconds (500; 100 with more steps shows single
// functions of ours, a few hundredths of a millisecond a step each). BENCH_CPU_STORE=1: the bot thread's CPU ms inside its store's calls a step and the write-ahead log frames
// (pages written whole) its writes appended a step, read directly in the thread (./store-cost.ts: a sampling profiler
// overstates the store); timing each call costs the bot thread CPU of its own, so its ratio then reads high.
// BENCH_CPU_HEAP=1 with BENCH_CPU_PROFILE: beside each CPU profile, V8's sampling heap profile of the same game (every
// object allocated, those collected since included: .heapprofile, opened in Chrome's DevTools as an allocation
// sampling profile; its sizes add up to the bytes the thread allocated) and the thread's garbage collections, their
// count and pause time by kind (.gc.json; kind 1 a scavenge of the young generation, 4 a full mark-compact); the
// sampler's own allocations and time are then in the figures. BENCH_THREAD_TSX=1: both threads run the TypeScript through
// tsx's loader rather than the product's compiled build (./bench-thread.ts).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SharedClock } from '../core/clock.js';
import { Rng, seedRng } from '../core/rng.js';
import { GAMES } from '../games/index.js';
import { registerGames } from '../table/store-repo.js';
import { Driver } from '../local/driver.js';
import { playAtPace } from '../local/pace.js';
import { startStandin, type Standin } from '../local/standin/index.js';
import type { AnsweredCall, StandinState } from '../local/standin/state.js';
import { NODE_MEMORY_FLAGS } from '../node-flags.js';
import { openStore, type Store } from '../store/index.js';
import { openTable, type Setup } from './bench-calls.js';
import { answeredIds, type BareFeed, type BareOptions, type RecordedInteraction } from './bench-cpu-replay.js';
import type { BenchBotOptions } from './bench-e2e-bot.js';
import { startThread, type BenchThread } from './bench-thread.js';
import { allocations, breakdown, formatAllocations, formatBreakdown, sum, type CpuProfile, type HeapProfile } from './cpu-profile.js';
import type { StoreCost } from './store-cost.js';
import type { CpuClock } from './thread-cpu.js';

type Line = { name: string; value: number; unit: string };

const HOUR = 3_600_000;
const STEPS = Number(process.env.BENCH_CPU_STEPS ?? 150);
const WARM_STEPS = Number(process.env.BENCH_CPU_WARM ?? 300);
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE ? resolve(process.env.BENCH_CPU_PROFILE) : null;
const METER_STORE = process.env.BENCH_CPU_STORE === '1';
const ONLY = process.env.BENCH_CPU_ONLY?.split(',').map((x) => x.trim()).filter(Boolean) ?? null;

const ALL_SETUPS: Setup[] = [
  { kind: 'art-robbery', table: 'server', people: 4, start: '/heist start game:art-robbery' },
  { kind: 'noir-heist', table: 'server', people: 5, start: '/heist start game:noir-heist chief:host' },
  { kind: 'burgle-bros', table: 'server', people: 3, start: '/heist start scenario:bank' },
];
/** The kinds measured (BENCH_CPU_ONLY); every kind warms both threads first, whichever are measured. */
const SETUPS = ALL_SETUPS.filter((s) => !ONLY || ONLY.includes(s.kind));

const PACES: { name: 'hours' | 'fast'; gap: (rng: Rng) => number }[] = [
  { name: 'hours', gap: (rng) => (2 + rng.int(19)) * HOUR },
  { name: 'fast', gap: (rng) => (5 + rng.int(61)) * 1000 },
];

/** An interaction as the stand-in was sent it and the calls made for it: what the bare client is fed, where and on
 * what it was pressed, and per call the message it made or answered with (a callback: its interaction's message) and
 * what the bench compares (method and route, status, JSON body length, file sizes). */
interface Sent extends RecordedInteraction {
  type: number; userId: string; channelId: string; data: unknown;
  made: (string | null)[];
  signatures: string[];
}

/** Records what the stand-in is sent, by whom it is answered: the bot (files' bytes kept, to be sent again), or the
 * bare client. */
function record(state: StandinState): { bot: Sent[]; bare: Sent[]; side: 'bot' | 'bare'; stop(): void } {
  const r = { bot: [] as Sent[], bare: [] as Sent[], side: 'bot' as 'bot' | 'bare', stop: () => { state.observer = null; } };
  state.observer = {
    interaction: (rec, input) => {
      r[r.side].push({
        id: rec.id, token: rec.token, ...(input.messageId ? { messageId: input.messageId } : {}), calls: [],
        type: input.type, userId: input.userId, channelId: input.channelId, data: input.data, made: [], signatures: [],
      });
    },
    call: (c: AnsweredCall) => {
      const to = r[r.side].at(-1);
      if (!to) return;
      const callback = c.route === 'POST interactions/:/:/callback';
      to.made.push(callback ? c.rec?.originalId ?? null : answeredIds(c.response)[0] ?? null);
      to.signatures.push(`${c.route} ${c.status} ${JSON.stringify(c.body ?? null).length} ${c.files.map((f) => f.bytes.length).join(',')}`);
      to.calls.push({
        method: c.method, path: c.path, query: c.query, body: c.body, status: c.status, answered: answeredIds(c.response),
        files: r.side === 'bot' ? c.files.map((f) => ({ index: f.index, filename: f.filename, bytes: Uint8Array.from(f.bytes) })) : [],
      });
    },
  };
  return r;
}

/** A measured kind and pace: its steps, REST calls, each thread's CPU ms, the interactions whose calls differed in the
 * bare client's answer, and the profiles written of each game. */
interface Window {
  name: string; steps: number; calls: number; bot: number; bare: number; differing: number;
  /** The write transactions the bot's store began (NaN: a store that does not count them). */
  writes: number;
  /** With BENCH_CPU_STORE: the bot thread's CPU ms inside store calls, and the log frames its writes appended. */
  store: StoreCost;
  profiles: { bot: string; bare: string }[];
}

/** A thread's own CPU time so far; NaN where the system gives none (Node before 22.15 off Linux): its lines are left
 * out. */
async function cpuOf(t: BenchThread): Promise<number> {
  const c = await t.ask<{ ms: number; clock: CpuClock } | null>('cpu');
  return c ? c.ms : NaN;
}

/** The write transactions the bot thread's store began so far; NaN when it does not count them. */
async function writesOf(t: BenchThread): Promise<number> {
  return (await t.ask<number | null>('writes')) ?? NaN;
}

/** What the bot thread's store calls cost it so far (zero when not metered). */
async function storeOf(t: BenchThread): Promise<StoreCost> {
  return (await t.ask<StoreCost | null>('store')) ?? { ms: 0, frames: 0 };
}

/** The CPU figures, measured in a fresh process (as the e2e bench: a bot starts in a process of its own). */
export async function benchCpu(): Promise<Line[]> {
  const self = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, [...NODE_MEMORY_FLAGS, '--import', 'tsx', self, '--cpu-child'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => { stdout += d; });
  const code = await new Promise<number | null>((done) => child.on('close', done));
  if (code !== 0) throw new Error(`bench-cpu: the measuring process exited with ${code}`);
  return stdout.trim().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Line);
}

async function measure(): Promise<Line[]> {
  const dir = mkdtempSync(join(tmpdir(), 'heist-bench-cpu-'));
  if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
  const token = 'cpu-token';
  const clock = new SharedClock(undefined, Date.UTC(2026, 0, 5, 12));
  const standin = await startStandin({ token, responseDeadlineMs: 120_000, clock });
  const storePath = join(dir, 'cpu.sqlite');
  const bot = await startThread(new URL('./bench-e2e-bot.ts', import.meta.url), {
    token, apiUrl: standin.apiUrl, storePath, debug: !!process.env.BENCH_CPU_LOG, clock: clock.buffer, seed: 17,
    shards: { ids: [0], count: 2 }, meterStore: METER_STORE,
  } satisfies BenchBotOptions);
  const bare = await startThread(new URL('./bench-cpu-bare.ts', import.meta.url), { token, apiUrl: standin.apiUrl } satisfies BareOptions);
  const store = openStore(storePath, { readonly: true });
  // A step may be its log lines only: the store takes the newest snapshot on through them with each game's rules.
  registerGames(store, GAMES);
  const rec = record(standin.state);
  const windows: Window[] = [];
  try {
    await play(standin, clock, bot, bare, store, rec, windows);
  } finally {
    rec.stop();
    store.close();
    await bot.stop();
    await bare.stop();
    await standin.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const lines: Line[] = [];
  for (const w of windows) {
    const name = (x: string) => `cpu.${w.name}.${x}`;
    lines.push(
      { name: name('steps'), value: w.steps, unit: 'count' },
      { name: name('rest_per_step'), value: w.steps ? w.calls / w.steps : 0, unit: 'calls' },
      ...(Number.isNaN(w.writes) ? [] : [{ name: name('store_writes_per_step'), value: w.steps ? w.writes / w.steps : 0, unit: 'transactions' }]),
      ...(METER_STORE && w.steps ? [
        { name: name('store_ms_per_step'), value: w.store.ms / w.steps, unit: 'ms' },
        { name: name('store_frames_per_step'), value: w.store.frames / w.steps, unit: 'pages' },
      ] : []),
      ...(Number.isNaN(w.bot + w.bare) ? [] : [
        { name: name('bot_ms_per_step'), value: w.steps ? w.bot / w.steps : 0, unit: 'ms' },
        { name: name('bare_ms_per_step'), value: w.steps ? w.bare / w.steps : 0, unit: 'ms' },
        { name: name('ratio'), value: w.bare ? w.bot / w.bare : 0, unit: 'x' },
      ]),
      // Interactions whose calls were not the same in the two (in number, route, answer, body or file sizes).
      { name: name('replay_differences'), value: w.differing, unit: 'count' },
    );
  }
  if (PROFILE_DIR) {
    const read = (f: string) => breakdown(JSON.parse(readFileSync(f, 'utf8')) as CpuProfile);
    for (const w of windows) {
      const botParts = sum(w.profiles.map((p) => read(p.bot)));
      const bareParts = sum(w.profiles.map((p) => read(p.bare)));
      process.stderr.write(formatBreakdown(w.name, w.steps, { bot: botParts, botMs: w.bot, bare: bareParts, bareMs: w.bare }));
      if (process.env.BENCH_CPU_HEAP === '1') {
        const heap = (f: string) => allocations(JSON.parse(readFileSync(f.replace(/\.cpuprofile$/, '.heapprofile'), 'utf8')) as HeapProfile);
        const gcOf = (f: string) => JSON.parse(readFileSync(f.replace(/\.cpuprofile$/, '.gc.json'), 'utf8')) as { count: number; ms: number };
        process.stderr.write(formatAllocations(w.name, w.steps, sum(w.profiles.map((p) => heap(p.bot))), sum(w.profiles.map((p) => heap(p.bare)))));
        const gcs = (who: 'bot' | 'bare') => w.profiles.map((p) => gcOf(p[who])).reduce((a, b) => ({ count: a.count + b.count, ms: a.ms + b.ms }), { count: 0, ms: 0 });
        const line = (who: 'bot' | 'bare') => { const g = gcs(who); return `${who} ${(g.count / Math.max(1, w.steps)).toFixed(2)} collections, ${(g.ms / Math.max(1, w.steps)).toFixed(2)} ms paused`; };
        process.stderr.write(`${w.name}: per step ${line('bot')}; ${line('bare')}\n\n`);
      }
    }
  }
  return lines;
}

/** The games: warm-up ones, then the measured ones per pace and kind; each interaction the bot answered is answered
 * by the bare client next, in the copy of its server. */
async function play(standin: Standin, clock: SharedClock, bot: BenchThread, bare: BenchThread, store: Store, rec: ReturnType<typeof record>, windows: Window[]): Promise<void> {
  const { state } = standin;
  /** The bot's servers and channels, and their copies on the bare client's shard; those the bare client was not fed. */
  const copies = new Map<string, string>();
  let unfed: [string, string][] = [];
  const copy = (real: string, mine: string) => { copies.set(real, mine); unfed.push([real, mine]); };
  /** The bot's messages, and those the bare client made in their stead. */
  const messages = new Map<string, string>();
  let window: Window | null = null;
  let answered = 0;

  /** The bare client answers each interaction the bot has answered since it last did. */
  const replay = async () => {
    for (; answered < rec.bot.length; answered++) {
      const s = rec.bot[answered];
      const channelId = copies.get(s.channelId);
      if (!channelId) throw new Error(`bench-cpu: interaction ${answered} was made in a channel with no copy (a DM): the bare client cannot be sent it`);
      const messageId = s.messageId ? messages.get(s.messageId) : undefined;
      if (s.messageId && !messageId) throw new Error(`bench-cpu: the message interaction ${answered} was pressed on has no copy`);
      const { id, token, calls } = s;
      const transfer = [...new Set(calls.flatMap((c) => c.files.map((f) => f.bytes.buffer as ArrayBuffer)))];
      const feed: BareFeed = { interaction: { id, token, ...(s.messageId ? { messageId: s.messageId } : {}), calls }, ids: unfed };
      unfed = [];
      await bare.ask('feed', feed, transfer);
      rec.side = 'bare';
      try {
        await state.startInteraction({ type: s.type, userId: s.userId, channelId, data: s.data, ...(messageId ? { messageId } : {}), replyTimeoutMs: 120_000 });
        await bare.ask('idle');
      } finally {
        rec.side = 'bot';
      }
      const again = rec.bare[answered];
      s.made.forEach((m, k) => { const mine = again?.made[k]; if (m && mine) messages.set(m, mine); });
      if (window && again?.signatures.join('\n') !== s.signatures.join('\n')) window.differing++;
      // What was fed is not needed again.
      s.calls = [];
    }
  };
  const idle = async () => {
    await bot.ask('idle');
    await replay();
  };
  // Every server the bot plays in on shard 0, its copy with the same people and channel on shard 1.
  const guilds: Standin = {
    ...standin,
    createGuild: (input) => {
      const g = standin.createGuild({ ...input, id: state.snowflakeOnShard(0, 2) });
      const mine = standin.createGuild({ ...input, id: state.snowflakeOnShard(1, 2) });
      copy(g.id, mine.id);
      g.channels.forEach((c, k) => copy(c.id, mine.channels[k].id));
      return g;
    },
    addMember: (guildId, userId, o) => {
      standin.addMember(guildId, userId, o);
      standin.addMember(copies.get(guildId)!, userId, o);
    },
  };
  const driver = new Driver(standin, { replyTimeoutMs: 120_000 });
  const rng = new Rng(seedRng(30));
  let tag = 0;
  /** One game at this pace, up to `maxSteps` steps; measured in `w` when given. */
  const game = async (setup: Setup, pace: (typeof PACES)[number], maxSteps: number, w: Window | null) => {
    const channel = await openTable(guilds, driver, { idle }, setup, `cpu${tag++}`);
    window = w;
    const calls = state.callTotals.all;
    if (w && PROFILE_DIR) await Promise.all([bot.ask('profile'), bare.ask('profile')]);
    const [bot0, bare0] = w ? [await cpuOf(bot), await cpuOf(bare)] : [0, 0];
    const writes0 = w ? await writesOf(bot) : 0;
    const store0 = w && METER_STORE ? await storeOf(bot) : null;
    const played = await playAtPace(
      { standin, driver, bot: { store, idle }, clock, game: GAMES.require(setup.kind), channel },
      { gap: () => pace.gap(rng), rng, maxSteps },
    );
    await idle();
    const writes1 = w ? await writesOf(bot) : 0;
    const store1 = w && METER_STORE ? await storeOf(bot) : null;
    const [bot1, bare1] = w ? [await cpuOf(bot), await cpuOf(bare)] : [0, 0];
    window = null;
    if (!w) return played.steps;
    w.steps += played.steps;
    // Both answers' calls: the bot's are half.
    w.calls += (state.callTotals.all - calls) / 2;
    w.bot += bot1 - bot0;
    w.bare += bare1 - bare0;
    w.writes += writes1 - writes0;
    if (store0 && store1) {
      w.store.ms += store1.ms - store0.ms;
      w.store.frames += store1.frames - store0.frames;
    }
    if (PROFILE_DIR) {
      const file = (who: string) => join(PROFILE_DIR!, `${who}-thread.cpu.${w.name}.${w.profiles.length + 1}.cpuprofile`);
      const p = { bot: file('bot'), bare: file('bare') };
      w.profiles.push(p);
      await Promise.all([bot.ask('profiled', p.bot), bare.ask('profiled', p.bare)]);
    }
    // A game that made no step (nothing could be pressed) would never end this kind's games.
    if (played.steps === 0) throw new Error(`bench-cpu: a game of ${setup.kind} made no step`);
    return played.steps;
  };
  for (const setup of ALL_SETUPS) {
    // Whole games, as the measured ones, until each kind has had its warm-up steps.
    for (let warmed = 0; warmed < WARM_STEPS;) {
      const steps = await game(setup, PACES[1], WARM_STEPS - warmed, null);
      if (steps === 0) throw new Error(`bench-cpu: a warm-up game of ${setup.kind} made no step`);
      warmed += steps;
    }
  }
  for (const pace of PACES) {
    for (const setup of SETUPS) {
      const w: Window = { name: `${setup.kind}.${pace.name}`, steps: 0, calls: 0, bot: 0, bare: 0, differing: 0, writes: 0, store: { ms: 0, frames: 0 }, profiles: [] };
      windows.push(w);
      // Whole games (the last one cut at the steps still to measure) until this kind and pace has its steps.
      while (w.steps < STEPS) await game(setup, pace, STEPS - w.steps, w);
    }
  }
}

if (process.argv[2] === '--cpu-child') for (const line of await measure()) process.stdout.write(JSON.stringify(line) + '\n');
