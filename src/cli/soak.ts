// A week of play in an hour (issue 42): the real bot, in a process of its own (soak-bot.ts), logged in to the Discord
// stand-in with its rate limits on, and games of every kind played at the pace people play them on the one clock of
// the bot and the stand-in, moved on by hours between moves: servers' crews and solo games in DMs starting all through
// the days, people coming back after minutes or a day and a half (reminders fire, an away-after deadline hands a seat
// to a bot), some leaving mid-game, people of finished games starting new ones, the bot restarted in the middle (once
// gracefully, once killed), finished games removed by the retention setting. Sampled every six simulated hours, as a
// host would, from the bot's own /metrics (resident memory, event-loop lag, open handles, store size, outbox backlog)
// and its heap after a GC. At the end: every post kept is delivered or waits by design, every reminder that fell due
// was posted (or handed the seat over) once. `npm run -s soak -- [--days 7] [--games 600] [--restarts 2]`; a short one
// runs in `npm run -s bench` (soak.*). docs/production.md has the figures.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { productArgs } from '../build.mjs';
import { ManualClock } from '../core/clock.js';
import { Rng, seedRng } from '../core/rng.js';
import { GAMES } from '../games/index.js';
import { registerGames } from '../table/store-repo.js';
import { controlsOf, Driver } from '../local/driver.js';
import { actionControls, controlsInSight } from '../local/pace.js';
import { startStandin, type Message, type Standin } from '../local/standin/index.js';
import { parseExposition, sumOf, valueOf } from '../metrics/parse.js';
import { NODE_MEMORY_FLAGS } from '../node-flags.js';
import { openStore, type SqliteStore } from '../store/index.js';
import type { Stored } from '../table/persist.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TOKEN = 'soak-token';

export interface SoakOptions {
  days: number;
  games: number;
  /** Restarts of the bot, spread over the run: the first graceful (SIGTERM), the next killed (SIGKILL), and so on. */
  restarts: number;
  /** The retention setting during the soak (days; null: off). */
  retentionDays: number | null;
  seed: number;
  /** Progress lines (standard error by default). */
  say?: (line: string) => void;
}

/** `storeMb` is the file and its write-ahead log, as the bot's metrics say; `walMb` the log alone. */
interface Sample { day: number; rssMb: number; heapMb: number; lagP99Ms: number; handles: number; storeMb: number; walMb: number; backlog: number; segment: number }

export interface SoakFigures {
  simulatedDays: number; realSeconds: number; gamesStarted: number; gamesFinished: number; gamesRemoved: number; unfinished: number;
  /** Steps committed, people's and bots'; presses: every interaction a person made (My hand, lobby buttons too). */
  steps: number; presses: number; restarts: number; leaves: number;
  samples: Sample[];
  /** Per simulated day, from the first warm sample to the end of the longest run between restarts (of two as long,
   * the later: in a long soak the first is the table filling up, the later its steady state). */
  rssMbPerDay: number; heapMbPerDay: number; storeMbPerDay: number;
  /** The same slopes for each run between restarts, with the heap at its end: a growth without bound shows in every
   * one, a working set that fills up only in the first. */
  runs: { from: number; to: number; rssMbPerDay: number; heapMbPerDay: number; storeMbPerDay: number; heapMbAtEnd: number }[];
  posts: { kept: number; delivered: number; toDeliver: number; held: number; awaitingReader: number; toldByLater: number };
  reminders: { due: number; posted: number; handedOver: number; lost: number; doubled: number };
}

/** The soak's bot process. */
class BotProcess {
  private next = 0;
  private readonly waiting = new Map<number, (m: Record<string, unknown>) => void>();
  private constructor(readonly child: ChildProcess, readonly metricsUrl: string) {
    child.on('message', (m: { id?: number }) => {
      if (m.id === undefined) return;
      this.waiting.get(m.id)?.(m as Record<string, unknown>);
      this.waiting.delete(m.id);
    });
  }

  static start(env: Record<string, string>): Promise<BotProcess> {
    // As `npm start` runs the bot: compiled, no TypeScript loader (through tsx a process holds some 30 MB more).
    const child = spawn(process.execPath, ['--expose-gc', ...NODE_MEMORY_FLAGS, ...productArgs('src/cli/soak-bot.ts')], {
      env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => { stderr = (stderr + d.toString()).slice(-4000); });
    return new Promise((resolve, reject) => {
      child.once('message', (m: { ready?: string }) => (m.ready ? resolve(new BotProcess(child, m.ready)) : reject(new Error(`soak bot: ${JSON.stringify(m)}`))));
      child.once('exit', (code) => reject(new Error(`the soak's bot exited (${code}) before it was ready: ${stderr}`)));
    });
  }

  /** Asks the bot to do something at the clock's time `clock`; its answer. */
  call(what: 'idle' | 'tick' | 'sample' | 'stop', clock: number): Promise<Record<string, unknown>> {
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, (m) => (m.error ? reject(new Error(String(m.error))) : resolve(m)));
      this.child.send({ id, clock, do: what });
    });
  }

  async stop(kill: boolean, clock: number): Promise<void> {
    const exited = new Promise((r) => this.child.once('exit', r));
    if (kill) this.child.kill('SIGKILL');
    else await this.call('stop', clock);
    await exited;
  }
}

/** One game of the soak: where it is played and by whom. */
interface Table { kind: string; channel: string; people: { id: string }[]; hostId: string; solo: boolean; done: boolean; started: boolean }

/** Least-squares slope of y over x. */
function slope(points: [number, number][]): number {
  if (points.length < 2) return 0;
  const n = points.length;
  const mx = points.reduce((s, [x]) => s + x, 0) / n, my = points.reduce((s, [, y]) => s + y, 0) / n;
  const sxy = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0), sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return sxx ? sxy / sxx : 0;
}

export async function soak(o: SoakOptions): Promise<SoakFigures> {
  const say = o.say ?? ((l: string) => process.stderr.write(`${l}\n`));
  const t0real = performance.now();
  const rng = new Rng(seedRng(o.seed));
  /** A number in [0, 1). */
  const rnd = () => rng.int(1_000_000) / 1_000_000;
  const clock = new ManualClock(Date.UTC(2026, 2, 2, 9));
  const start = clock.now();
  const dir = mkdtempSync(join(tmpdir(), 'heist-soak-'));
  const db = join(dir, 'heist.sqlite');
  // Discord's limits on; no 3-second deadline (the soak measures what lasts, not how fast on a busy machine).
  const standin: Standin = await startStandin({ token: TOKEN, responseDeadlineMs: HOUR, clock, maxCalls: 5000, maxMessagesPerChannel: 300 });
  const driver = new Driver(standin, { replyTimeoutMs: HOUR });
  const env = (first: boolean): Record<string, string> => ({
    DISCORD_TOKEN: TOKEN, DISCORD_API_URL: standin.apiUrl, DATABASE_PATH: db, DATABASE_URL: '', REGISTER_ON_START: first ? '1' : '0',
    SOAK_T0: String(clock.now()), ...(o.retentionDays ? { SOAK_RETENTION_DAYS: String(o.retentionDays) } : {}), METRICS_PORT: '',
    WEB_PORT: '', HEIST_RETENTION_DAYS: '',
  });
  let bot = await BotProcess.start(env(true));
  const store = openStore(db, { readonly: true, warn: () => undefined }) as SqliteStore;
  // A step may be its log lines only: the store takes the newest snapshot on through them with each game's rules.
  registerGames(store, GAMES);
  // Every reminder posted, by its nonce (r<game>.<due>): seen once each, or it was doubled.
  const nonces = new Map<string, number>();
  driver.onMessage((m: Message, event) => {
    if (event === 'create' && m.nonce?.startsWith('r')) nonces.set(m.nonce, (nonces.get(m.nonce) ?? 0) + 1);
  });

  const tables: Table[] = [];
  const events: { at: number; table: number }[] = [];
  const span = o.days * DAY;
  const kinds = ['art-robbery', 'burgle-bros', 'noir-heist'];
  const finishedPeople: string[] = [];
  let users = 0;
  let home: { id: string } | undefined;
  for (let i = 0; i < o.games; i++) {
    // Games start all through the first four fifths of the run; one in five is a solo game in a DM.
    events.push({ at: start + Math.floor(rnd() * span * 0.8), table: i });
    tables.push({ kind: kinds[i % 3], channel: '', people: [], hostId: '', solo: i % 5 === 4, done: false, started: false });
  }
  const figures = {
    steps: 0, presses: 0, leaves: 0, due: 0, posted: 0, handedOver: 0, lost: 0, removed: 0, restarts: 0,
    /** Steps committed (people's and bots'), as the bot's processes counted them (heist_steps_total), the ones before. */
    stepsBefore: 0, stepsNow: 0,
  };
  const samples: Sample[] = [];
  let segment = 0;
  const idle = () => bot.call('idle', clock.now());
  const person = () => {
    // People of finished games come back for new ones; others are new.
    if (finishedPeople.length && rnd() < 0.3) return { id: finishedPeople.splice(Math.floor(rnd() * finishedPeople.length), 1)[0] };
    return standin.createUser({ username: `p${++users}` });
  };
  const gap = (k: number) => {
    const r = rnd();
    // One table in four plays in one sitting, minutes apart. The others: minutes apart in a lively moment, hours
    // usually; now and then a day and a half away (reminders fire), rarely three days or more (after the reminders,
    // a server with away-after hands the seat to a bot).
    if (k % 4 === 2) return Math.floor((2 + rnd() * 18) * 60_000);
    if (r < 0.4) return Math.floor((5 + rnd() * 40) * 60_000);
    if (r < 0.93) return Math.floor((1 + rnd() * 5) * HOUR);
    if (r < 0.98) return Math.floor((14 + rnd() * 26) * HOUR);
    return Math.floor((60 + rnd() * 40) * HOUR);
  };

  async function begin(k: number): Promise<void> {
    const t = tables[k];
    t.started = true;
    if (t.solo) {
      const p = person();
      // They met the bot in a server (a bot may DM only people it shares one with): one everyone is in.
      home ??= standin.createGuild({ name: 'home', ownerId: p.id, channels: [] });
      standin.addMember(home.id, p.id);
      t.people = [p];
      t.hostId = p.id;
      t.channel = standin.dmChannel(p.id);
      const line = t.kind === 'burgle-bros' ? '/heist start crew:2' : t.kind === 'noir-heist' ? '/heist start game:noir-heist bots:4' : '/heist start game:art-robbery bots:2';
      await driver.slashLine(p.id, t.channel, line);
      figures.presses++;
    } else {
      t.people = Array.from({ length: t.kind === 'art-robbery' ? 3 : 2 }, () => person());
      t.hostId = t.people[0].id;
      const guild = standin.createGuild({ name: `club${k}`, ownerId: t.hostId, channels: ['heist'] });
      for (const p of t.people.slice(1)) standin.addMember(guild.id, p.id);
      t.channel = guild.channels[0].id;
      const line = t.kind === 'noir-heist' ? '/heist start game:noir-heist bots:3' : `/heist start game:${t.kind}`;
      const opened = await driver.slashLine(t.hostId, t.channel, line);
      const control = (what: string) => controlsOf(driver.messages(t.channel).find((m) => m.id === opened.message!.id)!).find((c) => c.custom_id?.endsWith(`:${what}`))!.custom_id!;
      for (const p of t.people.slice(1)) await driver.click(p.id, opened.message!.id, control('join'));
      await driver.click(t.hostId, opened.message!.id, control('begin'));
      figures.presses += t.people.length + 1;
      // One server in four hands a seat to a bot a day after the last reminder.
      if (k % 4 === 1 || k % 4 === 3) await driver.slashLine(t.hostId, t.channel, '/heist settings away-after:24');
    }
    await idle();
  }

  /** One person's move in table k (or nothing, when the game waits on no one of them); false once it is over. */
  async function move(k: number): Promise<boolean> {
    const t = tables[k];
    const g = store.activeGame(t.channel);
    const data = g?.state as Stored | undefined;
    const game = GAMES.require(t.kind);
    if (!g || !data?.engine || game.result(data.engine)) return false;
    const s = data.engine;
    const seat = game.waitingOn(s).find((x) => !data.seats[x]?.bot && !data.seats[x]?.away);
    if (seat === undefined) return false;
    const userId = data.seats[seat].userId;
    if (!t.solo && rnd() < 0.01) {
      // Someone leaves mid-game: a bot plays their seat to the end.
      const asked = await driver.slashLine(userId, t.channel, '/heist leave');
      const quit = asked.message && controlsOf(asked.message).find((c) => c.custom_id?.includes(':quit'));
      if (quit) {
        await driver.click(userId, asked.message!.id, quit.custom_id!);
        figures.leaves++;
      }
      figures.presses += 2;
      await idle();
      return true;
    }
    const legal = game.legal(s, seat);
    if (!legal.length) return false;
    const action = game.bot({ view: game.view(s, seat), seat, legal, rng, level: 'normal' });
    const typed = game.format(s, action).replace(/^[^:]*:\s*/, '');
    const sight = { standin, driver, clock, channel: t.channel };
    let where = controlsInSight(sight, userId);
    if (!where) {
      const asked = await driver.slashLine(userId, t.channel, '/heist hand');
      figures.presses++;
      await idle();
      where = asked.message && actionControls(asked.message).length ? asked.message : controlsInSight(sight, userId);
      if (!where) return true;
    }
    const reply = await standin.state.startInteraction({
      type: 3, userId, channelId: where.channelId, messageId: where.id, replyTimeoutMs: HOUR,
      data: { custom_id: `h:${g.id}:${g.version}:c:${typed}`, component_type: 2 },
    });
    figures.presses++;
    await idle();
    if (!reply.error && (store.game(g.id)?.version ?? 0) > g.version) figures.steps++;
    return true;
  }

  /** The bot's hourly work (reminders, outbox, retention) at the clock's time, each due reminder checked. */
  async function tick(): Promise<void> {
    const now = clock.now();
    const due = store.query<{ game_id: number; due_at: number }>('SELECT game_id, due_at FROM reminders WHERE due_at IS NOT NULL AND due_at <= ?', now);
    const r = await bot.call('tick', now);
    figures.removed += Number(r.removed ?? 0);
    for (const d of due) {
      figures.due++;
      const nonce = `r${d.game_id}.${d.due_at.toString(36)}`;
      if (nonces.has(nonce)) figures.posted++;
      else if (store.query('SELECT 1 FROM actions WHERE game_id = ? AND at = ? AND action LIKE \'#away %\'', d.game_id, now).length) figures.handedOver++;
      else if (store.game(d.game_id)) figures.lost++;
    }
  }

  async function sample(): Promise<void> {
    const r = await bot.call('sample', clock.now()) as { memory: NodeJS.MemoryUsage };
    const f = parseExposition(await (await fetch(`${bot.metricsUrl}/metrics`)).text());
    figures.stepsNow = sumOf(f, 'heist_steps_total');
    samples.push({
      day: (clock.now() - start) / DAY, segment, rssMb: (valueOf(f, 'process_resident_memory_bytes') ?? 0) / 2 ** 20, heapMb: r.memory.heapUsed / 2 ** 20,
      lagP99Ms: (valueOf(f, 'nodejs_eventloop_lag_p99_seconds') ?? 0) * 1000, handles: sumOf(f, 'nodejs_active_handles_total'),
      storeMb: (valueOf(f, 'heist_store_size_bytes') ?? 0) / 2 ** 20, walMb: (statSync(`${db}-wal`, { throwIfNoEntry: false })?.size ?? 0) / 2 ** 20,
      backlog: valueOf(f, 'heist_outbox_posts') ?? 0,
    });
    const s = samples.at(-1)!;
    say(`soak: day ${s.day.toFixed(2)}  rss ${s.rssMb.toFixed(1)} MB  heap ${s.heapMb.toFixed(1)} MB  store ${s.storeMb.toFixed(2)} MB (log ${s.walMb.toFixed(2)})  lag p99 ${s.lagP99Ms.toFixed(1)} ms  handles ${s.handles}  backlog ${s.backlog}  steps ${figures.stepsBefore + figures.stepsNow}  games ${tables.filter((t) => t.started).length} started, ${tables.filter((t) => t.done).length} over`);
  }

  const restartsAt = Array.from({ length: o.restarts }, (_, k) => start + Math.floor(((k + 1) / (o.restarts + 1)) * span));
  let nextHour = start + HOUR;
  let nextSample = start;
  try {
    await sample();
    nextSample += 6 * HOUR;
    for (;;) {
      events.sort((a, b) => a.at - b.at);
      const at = events.length ? events[0].at : Infinity;
      const until = Math.min(at, start + span);
      // Every simulated hour until then: the bot's own work, a sample every six, and the restarts.
      while (nextHour <= until) {
        clock.t = nextHour;
        await tick();
        if (nextHour >= nextSample) {
          await sample();
          nextSample += 6 * HOUR;
        }
        if (restartsAt.length && nextHour >= restartsAt[0]) {
          restartsAt.shift();
          const kill = figures.restarts % 2 === 1;
          figures.stepsBefore += sumOf(parseExposition(await (await fetch(`${bot.metricsUrl}/metrics`)).text()), 'heist_steps_total');
          figures.stepsNow = 0;
          await bot.stop(kill, clock.now());
          bot = await BotProcess.start({ ...env(false), SOAK_T0: String(clock.now()) });
          figures.restarts++;
          segment++;
          say(`soak: restarted the bot (${kill ? 'killed' : 'stopped'}) at day ${((clock.now() - start) / DAY).toFixed(2)}`);
        }
        nextHour += HOUR;
      }
      if (at > start + span) break;
      // The moves due within this minute, a few at once (games of different channels go on side by side).
      const now = events.filter((e) => e.at <= at + 60_000);
      events.splice(0, now.length);
      clock.t = Math.max(clock.t, at);
      await Promise.all(now.map(async (e) => {
        const t = tables[e.table];
        if (t.done) return;
        if (!t.started) await begin(e.table);
        else if (!(await move(e.table))) {
          t.done = true;
          finishedPeople.push(...t.people.map((p) => p.id));
          return;
        }
        events.push({ at: clock.now() + gap(e.table), table: e.table });
      }));
    }
    // A last day with no moves: the reminders still due are posted, the outbox swept.
    for (let h = 0; h < 24; h++) {
      clock.t = nextHour;
      await tick();
      nextHour += HOUR;
    }
    await sample();
    const count = (where: string) => Number(Object.values(store.query(`SELECT count(*) AS n FROM posts WHERE ${where}`)[0])[0]);
    const posts = {
      kept: count('1 = 1'), delivered: count('outbox = 0'), toDeliver: count('outbox = 1'), held: count('outbox = 2'),
      awaitingReader: count('outbox = 3'), toldByLater: count('outbox = 4'),
    };
    const doubled = [...nonces.values()].filter((n) => n > 1).length;
    // Slopes over each stretch between restarts, from its first half day on (warm); the headline's is the longest's.
    const stretches = [...new Set(samples.map((s) => s.segment))].map((seg) => samples.filter((s) => s.segment === seg));
    const runs = stretches.map((run) => {
      const warm = run.filter((s) => s.day - run[0].day >= 0.5);
      const per = (f: (s: Sample) => number) => slope(warm.map((s) => [s.day, f(s)]));
      return {
        from: run[0].day, to: run[run.length - 1].day,
        rssMbPerDay: per((s) => s.rssMb), heapMbPerDay: per((s) => s.heapMb), storeMbPerDay: per((s) => s.storeMb), heapMbAtEnd: run[run.length - 1].heapMb,
      };
    });
    const longest = runs[stretches.reduce((best, run, i) => (run.length >= stretches[best].length ? i : best), 0)];
    const statuses = store.query<{ status: string; n: number }>('SELECT status, count(*) AS n FROM games GROUP BY status');
    const unfinished = statuses.filter((x) => x.status === 'active' || x.status === 'lobby').reduce((n, x) => n + x.n, 0);
    const finishedNow = statuses.filter((x) => x.status === 'finished' || x.status === 'abandoned').reduce((n, x) => n + x.n, 0);
    return {
      simulatedDays: (clock.now() - start) / DAY, realSeconds: (performance.now() - t0real) / 1000,
      gamesStarted: tables.filter((t) => t.started).length, gamesFinished: finishedNow + figures.removed, gamesRemoved: figures.removed, unfinished,
      steps: figures.stepsBefore + figures.stepsNow,
      presses: figures.presses, restarts: figures.restarts, leaves: figures.leaves, samples,
      rssMbPerDay: longest.rssMbPerDay, heapMbPerDay: longest.heapMbPerDay, storeMbPerDay: longest.storeMbPerDay,
      runs,
      posts, reminders: { due: figures.due, posted: figures.posted, handedOver: figures.handedOver, lost: figures.lost, doubled },
    };
  } finally {
    await bot.stop(false, clock.now()).catch(() => bot.child.kill('SIGKILL'));
    store.close();
    await standin.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `npm run -s bench`'s short soak: two simulated days, one restart; its slopes are watched from then on. */
export async function benchSoak(): Promise<{ name: string; value: number; unit: string }[]> {
  const f = await soak({ days: 2, games: Number(process.env.BENCH_SOAK_GAMES ?? 30), restarts: 1, retentionDays: 1, seed: 1, say: () => undefined });
  return [
    { name: 'soak.rss_mb_per_day', value: f.rssMbPerDay, unit: 'MB/day' },
    { name: 'soak.heap_mb_per_day', value: f.heapMbPerDay, unit: 'MB/day' },
    { name: 'soak.store_mb_per_day', value: f.storeMbPerDay, unit: 'MB/day' },
    // The write-ahead log's file at its largest: it starts again from its beginning rather than growing (docs/store.md).
    { name: 'soak.wal_mb_max', value: Math.max(0, ...f.samples.map((x) => x.walMb)), unit: 'MB' },
    { name: 'soak.steps', value: f.steps, unit: 'steps' },
    { name: 'soak.posts_to_deliver', value: f.posts.toDeliver, unit: 'posts' },
    { name: 'soak.reminders_lost', value: f.reminders.lost, unit: 'reminders' },
    { name: 'soak.reminders_doubled', value: f.reminders.doubled, unit: 'reminders' },
  ];
}

/** `npm run -s soak -- [--days N] [--games N] [--restarts N] [--retention-days N|0] [--seed N]`: the figures as JSON. */
async function cli(): Promise<void> {
  const args = process.argv.slice(2);
  const arg = (name: string, d: number) => {
    const k = args.indexOf(`--${name}`);
    const v = k >= 0 ? Number(args[k + 1]) : d;
    if (!Number.isFinite(v) || v < 0) {
      process.stderr.write(`usage: npm run -s soak -- [--days 7] [--games 600] [--restarts 2] [--retention-days 3] [--seed 1]\n`);
      process.exit(2);
    }
    return v;
  };
  const retention = arg('retention-days', 3);
  const f = await soak({ days: arg('days', 7), games: arg('games', 600), restarts: arg('restarts', 2), retentionDays: retention || null, seed: arg('seed', 1) });
  process.stdout.write(JSON.stringify(f, null, 1) + '\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await cli();
