// Bench lines e2e.*: 100 solo heists played at once in 100 DM channels through the local stand-in by the real bot
// (real discord.js client, pictures drawn in the render pool and sent). Open loop: every game's command arrives at the
// same moment (no spreading), after one unmeasured game that warms the code and the workers. Two samples per command
// or click: the first response (reply, deferral or update: Discord's 3-second rule) and the full answer (the last
// message of its answer posted, usually the one with the picture: what a player waits for).
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBot } from '../app.js';
import { createLogger, silentLogger } from '../discord/log.js';
import { Driver } from '../local/driver.js';
import { startStandin, type Message, type Reply } from '../local/standin/index.js';

type Line = { name: string; value: number; unit: string };

const GAMES = Number(process.env.BENCH_E2E_GAMES ?? 100);
const STEPS_PER_GAME = 4;

interface RawComponent { type: number; custom_id?: string; options?: { value: string }[]; components?: RawComponent[] }
const componentsOf = (m: Message) => (m.components as RawComponent[]).flatMap((r) => r.components ?? []);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

interface InteractionView { userId: string; responseType: number; expired: boolean }

export async function benchE2e(): Promise<Line[]> {
  const dir = mkdtempSync(join(tmpdir(), 'heist-bench-e2e-'));
  const token = 'bench-token';
  // As in production (src/discord/render-pool.ts): one core stays free to acknowledge interactions.
  process.env.HEIST_RENDER_WORKERS ||= String(Math.max(1, availableParallelism() - 1));
  const standin = await startStandin({ token });
  const bot = await startBot({
    token, apiUrl: standin.apiUrl, storePath: join(dir, 'bench.sqlite'), registerCommands: true, reminderEveryMs: null,
    globalRequestsPerSecond: 100_000, log: process.env.BENCH_E2E_LOG ? createLogger('debug') : silentLogger,
  });
  const driver = new Driver(standin, { replyTimeoutMs: 120_000 });
  // The stand-in's own record of each interaction tells when the first response arrived.
  const interactions = standin.state.interactions as Map<string, InteractionView>;
  const waiting = new Set<{ rec: InteractionView; t0: number; done: (ms: number) => void }>();
  let expired = 0;
  const check = () => {
    for (const w of waiting) {
      if (w.rec.responseType !== 0) {
        waiting.delete(w);
        w.done(performance.now() - w.t0);
      } else if (w.rec.expired) {
        // Not acknowledged within Discord's 3 seconds: the player saw "This interaction failed". Counted, not timed.
        waiting.delete(w);
        expired++;
        w.done(NaN);
      }
    }
  };
  // When each interaction's messages were last posted or changed in what they say (text, picture): taking the buttons
  // off an older message is not part of anyone's answer.
  const lastPosted = new Map<string, number>();
  const said = new Map<string, string>();
  const unsubscribe = driver.onMessage((m, event) => {
    check();
    if (event === 'delete' || !m.interactionId) return;
    const what = `${m.content}|${m.attachments.map((a) => a.id).join(',')}`;
    if (event === 'update' && said.get(m.id) === what) return;
    said.set(m.id, what);
    lastPosted.set(m.interactionId, performance.now());
  });
  const poll = setInterval(check, 5);
  const first: number[] = [];
  const full: { id: string; t0: number }[] = [];

  async function timed(userId: string, act: () => Promise<Reply>): Promise<void> {
    const known = new Set(interactions.keys());
    const t0 = performance.now();
    const replying = act();
    const found = [...interactions.entries()].reverse().find(([id, r]) => !known.has(id) && r.userId === userId);
    const firstDone = found ? new Promise<number>((done) => { waiting.add({ rec: found[1], t0, done }); check(); }) : Promise.resolve(NaN);
    await replying;
    const ms = await firstDone;
    if (!Number.isNaN(ms)) first.push(ms);
    if (found && !Number.isNaN(ms)) full.push({ id: found[0], t0 });
  }

  /** The newest message with buttons once the bot's follow-ups after the last step have landed. */
  async function nextWithComponents(channelId: string, userId: string, previous: string): Promise<Message | null> {
    for (let waited = 0; waited < 60_000; waited += 20) {
      const m = [...driver.messages(channelId, userId)].reverse().find((x) => componentsOf(x).length);
      if (m && m.id !== previous) return m;
      await new Promise((r) => setTimeout(r, 20));
    }
    return null;
  }

  try {
    // One game first, unmeasured: a bot that has been running a while has its code compiled and its workers up.
    const warm = standin.createUser({ username: 'warmup' });
    await driver.slashLine(warm.id, standin.dmChannel(warm.id), '/heist start scenario:office');
    await bot.idle();
    const players = Array.from({ length: GAMES }, (_, i) => standin.createUser({ username: `bench${i}` }));
    // Every player's command arrives at once, then each plays on as soon as their last answer has buttons.
    await Promise.all(players.map(async (u) => {
      const dm = standin.dmChannel(u.id);
      await timed(u.id, () => driver.slashLine(u.id, dm, '/heist start scenario:office'));
      let previous = '';
      for (let k = 0; k < STEPS_PER_GAME; k++) {
        const m = await nextWithComponents(dm, u.id, previous);
        if (!m) break;
        previous = m.id;
        const c = componentsOf(m)[0];
        await timed(u.id, () => (c.type === 3
          ? driver.select(u.id, m.id, c.custom_id!, [c.options![0].value])
          : driver.click(u.id, m.id, c.custom_id!)));
      }
    }));
    await bot.idle();
  } finally {
    clearInterval(poll);
    unsubscribe();
    await bot.stop();
    await standin.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const fullMs = full.map((x) => (lastPosted.get(x.id) ?? NaN) - x.t0).filter((x) => !Number.isNaN(x));
  first.sort((a, b) => a - b);
  fullMs.sort((a, b) => a - b);
  return [
    { name: 'e2e.first_response_p50_ms', value: percentile(first, 50), unit: 'ms' },
    { name: 'e2e.first_response_p99_ms', value: percentile(first, 99), unit: 'ms' },
    { name: 'e2e.full_answer_p50_ms', value: percentile(fullMs, 50), unit: 'ms' },
    { name: 'e2e.full_answer_p99_ms', value: percentile(fullMs, 99), unit: 'ms' },
    { name: 'e2e.samples', value: first.length, unit: 'count' },
    { name: 'e2e.expired', value: expired, unit: 'count' },
    { name: 'e2e.render_workers', value: Number(process.env.HEIST_RENDER_WORKERS), unit: 'count' },
  ];
}
