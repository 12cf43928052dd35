// Bench lines calls.<game>.<table>.<pace>.*: what a whole game costs against Discord's global rate limit (50 requests
// a second per bot token, across every machine; interaction answers and the follow-ups and edits their tokens open are
// exempt). Each game is played through the stand-in (its limits on) by the real bot, in a solo DM game and in a server
// channel of people (and one whose people asked for their turns by DM), at two paces on the bot's one clock (src/local/pace.ts): `hours` (2 to 20 hours between moves:
// every earlier token expired, as play-by-post is played) and `fast` (5 to 65 seconds between moves). Each person
// plays the move the game's own bot (normal) would choose, pressing it where their controls are. Per person's step:
// REST calls, those bound by the global limit, those through an interaction, pictures sent; and what follows: the steps
// per second one bot token carries under the global limit. BENCH_CALLS_GAMES (default 2) games of each.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBot } from '../app.js';
import { ManualClock } from '../core/clock.js';
import { Rng, seedRng } from '../core/rng.js';
import { GAMES } from '../games/index.js';
import { controlsOf, Driver } from '../local/driver.js';
import { playAtPace } from '../local/pace.js';
import { startStandin, type Standin } from '../local/standin/index.js';
import { silentLogger } from '../log.js';

type Line = { name: string; value: number; unit: string };

const GAMES_EACH = Number(process.env.BENCH_CALLS_GAMES ?? 2);
/** A game still going after this many steps is left (its figures still count). */
const STEP_CAP = 300;
const HOUR = 3_600_000;

/** `server-dm`: a server channel whose people all asked for their turns by DM (/heist settings dm:true). */
export interface Setup { kind: string; table: 'dm' | 'server' | 'server-dm'; people: number; start: string }
const SETUPS: Setup[] = ([
  { kind: 'burgle-bros', table: 'dm', people: 1, start: '/heist start scenario:office' },
  { kind: 'burgle-bros', table: 'server', people: 3, start: '/heist start scenario:bank' },
  { kind: 'art-robbery', table: 'dm', people: 1, start: '/heist start game:art-robbery' },
  { kind: 'art-robbery', table: 'server', people: 4, start: '/heist start game:art-robbery' },
  { kind: 'noir-heist', table: 'dm', people: 1, start: '/heist start game:noir-heist bots:4' },
  { kind: 'noir-heist', table: 'server', people: 5, start: '/heist start game:noir-heist chief:host' },
  { kind: 'art-robbery', table: 'server-dm', people: 4, start: '/heist start game:art-robbery' },
  { kind: 'noir-heist', table: 'server-dm', people: 5, start: '/heist start game:noir-heist chief:host' },
] as Setup[]).filter((x) => !process.env.BENCH_CALLS_ONLY || `${x.kind}.${x.table}`.startsWith(process.env.BENCH_CALLS_ONLY));

const PACES: { name: 'hours' | 'fast'; gap: (rng: Rng) => number }[] = [
  { name: 'hours', gap: (rng) => (2 + rng.int(19)) * HOUR },
  { name: 'fast', gap: (rng) => (5 + rng.int(61)) * 1000 },
];

export async function benchCalls(): Promise<Line[]> {
  const lines: Line[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'heist-bench-calls-'));
  const token = 'calls-token';
  const clock = new ManualClock(Date.UTC(2026, 0, 5, 12));
  const standin = await startStandin({ token, responseDeadlineMs: 120_000, clock });
  const bot = await startBot({
    token, apiUrl: standin.apiUrl, storePath: join(dir, 'calls.sqlite'), log: silentLogger, registerCommands: true, clock,
    reminderEveryMs: null, outboxEveryMs: null, seed: (() => { let s = 17; return () => s++; })(),
  });
  const driver = new Driver(standin, { replyTimeoutMs: 120_000 });
  const rng = new Rng(seedRng(30));
  let tag = 0;
  try {
    for (const pace of PACES) {
      for (const setup of SETUPS) {
        const sum = { steps: 0, calls: 0, global: 0, interaction: 0, pictures: 0 };
        for (let g = 0; g < GAMES_EACH; g++) {
          const played = await playOne(standin, driver, bot, clock, setup, rng, pace.gap, `t${tag++}`);
          for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += played[k];
        }
        const name = `calls.${setup.kind}.${setup.table}.${pace.name}`;
        const per = (n: number) => (sum.steps ? n / sum.steps : 0);
        lines.push(
          { name: `${name}.steps`, value: sum.steps, unit: 'count' },
          { name: `${name}.rest_per_step`, value: per(sum.calls), unit: 'calls' },
          { name: `${name}.global_per_step`, value: per(sum.global), unit: 'calls' },
          { name: `${name}.interaction_per_step`, value: per(sum.interaction), unit: 'calls' },
          { name: `${name}.pictures_per_step`, value: per(sum.pictures), unit: 'count' },
          { name: `${name}.steps_per_s_per_token`, value: sum.global ? 50 / per(sum.global) : 50 * 1000, unit: 'steps/s' },
        );
      }
    }
  } finally {
    await bot.stop();
    await standin.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return lines;
}

async function playOne(
  standin: Standin, driver: Driver, bot: Awaited<ReturnType<typeof startBot>>, clock: ManualClock, setup: Setup, rng: Rng,
  gap: (rng: Rng) => number, tag: string,
) {
  const game = GAMES.require(setup.kind);
  const channel = await openTable(standin, driver, bot, setup, tag);
  const picturesBefore = countPictures(standin);
  const played = await playAtPace({ standin, driver, bot, clock, game, channel }, { gap: () => gap(rng), rng, maxSteps: STEP_CAP });
  return { ...played, pictures: countPictures(standin) - picturesBefore };
}

/** A table of `setup.people` new people, its game begun (a solo game in the first one's DM, else a server channel
 * whose people joined the lobby); returns its channel. */
export async function openTable(standin: Standin, driver: Driver, bot: { idle(): Promise<void> }, setup: Setup, tag: string): Promise<string> {
  const people = Array.from({ length: setup.people }, (_, i) => standin.createUser({ username: `${tag}-${i}` }));
  // Each interaction answered in full before the next (the CPU bench gives each the calls made after it).
  const done = async <T>(reply: Promise<T>): Promise<T> => { const r = await reply; await bot.idle(); return r; };
  if (setup.table === 'dm') {
    // They met the bot in a server (a bot may DM only people it shares one with).
    standin.createGuild({ name: tag, ownerId: people[0].id, channels: [] });
    const channel = standin.dmChannel(people[0].id);
    await done(driver.slashLine(people[0].id, channel, setup.start));
    return channel;
  }
  const guild = standin.createGuild({ name: tag, ownerId: people[0].id, channels: ['heist'] });
  for (const p of people.slice(1)) standin.addMember(guild.id, p.id);
  const channel = guild.channels[0].id;
  if (setup.table === 'server-dm') for (const p of people) await done(driver.slashLine(p.id, channel, '/heist settings dm:true'));
  const opened = await done(driver.slashLine(people[0].id, channel, setup.start));
  const lobbyId = opened.message!.id;
  const control = (what: string) => controlsOf(driver.messages(channel).find((m) => m.id === lobbyId)!).find((c) => c.custom_id?.endsWith(`:${what}`))!.custom_id!;
  for (const p of people.slice(1)) await done(driver.click(p.id, lobbyId, control('join')));
  await done(driver.click(people[0].id, lobbyId, control('begin')));
  return channel;
}

/** Pictures the bot has sent so far (attachments on its messages, wherever they are). */
function countPictures(standin: Standin): number {
  let n = 0;
  for (const m of standin.state.messages.values()) if (m.authorId === standin.botUserId) n += m.attachments.length;
  return n;
}

if (process.argv[1]?.endsWith('bench-calls.ts')) {
  for (const line of await benchCalls()) process.stdout.write(JSON.stringify({ ...line, value: Math.round(line.value * 1000) / 1000 }) + '\n');
}
