// Bench lines e2e.first_response_p50_ms / _p99_ms: 100 solo heists played at once in 100 DM channels through the local
// stand-in by the real bot (real discord.js client, pictures included). A sample is the time from a user's command or
// click until the bot's full answer arrived (for a deferred reply: until the picture was posted).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBot } from '../discord/bot.js';
import { silentLogger } from '../discord/log.js';
import { Driver } from '../local/driver.js';
import { startStandin, type Message } from '../local/standin/index.js';

type Line = { name: string; value: number; unit: string };

const GAMES = 100;
const CLICKS_PER_GAME = 4;

interface RawRow { components?: { type: number; custom_id?: string }[] }
const firstButton = (m: Message) => (m.components as RawRow[]).flatMap((r) => r.components ?? []).find((c) => c.type === 2 && c.custom_id)?.custom_id;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export async function benchE2e(): Promise<Line[]> {
  const dir = mkdtempSync(join(tmpdir(), 'heist-bench-e2e-'));
  const token = 'bench-token';
  const standin = await startStandin({ token });
  const bot = await startBot({
    token, apiUrl: standin.apiUrl, storePath: join(dir, 'bench.sqlite'), registerCommands: true, reminderEveryMs: null,
    globalRequestsPerSecond: 100_000, log: silentLogger,
  });
  const driver = new Driver(standin);
  const samples: number[] = [];
  const timed = async <T>(f: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const r = await f();
    samples.push(performance.now() - t0);
    return r;
  };
  try {
    const players = Array.from({ length: GAMES }, (_, i) => standin.createUser({ username: `bench${i}` }));
    await Promise.all(players.map(async (u) => {
      const dm = standin.dmChannel(u.id);
      await timed(() => driver.slashLine(u.id, dm, '/heist start scenario:office'));
      for (let k = 0; k < CLICKS_PER_GAME; k++) {
        const msgs = driver.messages(dm, u.id);
        const m = [...msgs].reverse().find((x) => firstButton(x));
        if (!m) break;
        await timed(() => driver.click(u.id, m.id, firstButton(m)!));
      }
    }));
    await bot.idle();
  } finally {
    await bot.stop();
    await standin.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const sorted = samples.sort((a, b) => a - b);
  return [
    { name: 'e2e.first_response_p50_ms', value: percentile(sorted, 50), unit: 'ms' },
    { name: 'e2e.first_response_p99_ms', value: percentile(sorted, 99), unit: 'ms' },
  ];
}
