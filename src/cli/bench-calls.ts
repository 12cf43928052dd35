// Bench lines calls.<game>.<table>.*: what a whole game costs against Discord's global rate limit (50 requests a second
// per bot token, across every machine; interaction answers and the follow-ups and edits their tokens open are exempt).
// Each game is played to its end through the stand-in (its limits on) by the real bot, in a solo DM game and in a
// server channel of people; every person plays the move the game's own bot (normal) would choose, pressing it from
// where their controls are (their DM, their ephemeral note, or the public post). Per person's step: REST calls, those
// bound by the global limit, those through an interaction, pictures sent; and what follows: the steps per second one
// bot token can carry under the global limit. BENCH_CALLS_GAMES (default 2) games of each.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBot } from '../app.js';
import { Rng, seedRng } from '../core/rng.js';
import { GAMES } from '../games/index.js';
import { controlsOf, Driver } from '../local/driver.js';
import { startStandin, type Message, type Standin } from '../local/standin/index.js';
import { silentLogger } from '../log.js';
import type { Stored } from '../table/persist.js';

type Line = { name: string; value: number; unit: string };

const GAMES_EACH = Number(process.env.BENCH_CALLS_GAMES ?? 2);
/** A game still going after this many presses is left (its figures still count). */
const PRESS_CAP = 400;

interface Setup { kind: string; table: 'dm' | 'server'; people: number; start: string }
const SETUPS: Setup[] = ([
  { kind: 'burgle-bros', table: 'dm', people: 1, start: '/heist start scenario:office' },
  { kind: 'burgle-bros', table: 'server', people: 3, start: '/heist start scenario:bank' },
  { kind: 'art-robbery', table: 'dm', people: 1, start: '/heist start game:art-robbery' },
  { kind: 'art-robbery', table: 'server', people: 4, start: '/heist start game:art-robbery' },
  { kind: 'noir-heist', table: 'dm', people: 1, start: '/heist start game:noir-heist bots:4' },
  { kind: 'noir-heist', table: 'server', people: 5, start: '/heist start game:noir-heist chief:host' },
] as Setup[]).filter((x) => !process.env.BENCH_CALLS_ONLY || `${x.kind}.${x.table}`.startsWith(process.env.BENCH_CALLS_ONLY));

export async function benchCalls(): Promise<Line[]> {
  const lines: Line[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'heist-bench-calls-'));
  const token = 'calls-token';
  const standin = await startStandin({ token, responseDeadlineMs: 120_000 });
  const bot = await startBot({
    token, apiUrl: standin.apiUrl, storePath: join(dir, 'calls.sqlite'), log: silentLogger, registerCommands: true,
    reminderEveryMs: null, outboxEveryMs: null, seed: (() => { let s = 17; return () => s++; })(),
  });
  const driver = new Driver(standin, { replyTimeoutMs: 120_000 });
  const rng = new Rng(seedRng(30));
  try {
    for (const setup of SETUPS) {
      const sum = { steps: 0, calls: 0, global: 0, interaction: 0, pictures: 0 };
      for (let g = 0; g < GAMES_EACH; g++) {
        const played = await playOne(standin, driver, bot, setup, rng, `${setup.kind}-${setup.table}-${g}`);
        for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += played[k];
      }
      const name = `calls.${setup.kind}.${setup.table}`;
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
  } finally {
    await bot.stop();
    await standin.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return lines;
}

async function playOne(standin: Standin, driver: Driver, bot: Awaited<ReturnType<typeof startBot>>, setup: Setup, rng: Rng, tag: string) {
  const game = GAMES.require(setup.kind);
  const people = Array.from({ length: setup.people }, (_, i) => standin.createUser({ username: `${tag}-${i}` }));
  let channel: string;
  if (setup.table === 'dm') {
    channel = standin.dmChannel(people[0].id);
    await driver.slashLine(people[0].id, channel, setup.start);
  } else {
    const guild = standin.createGuild({ name: tag, ownerId: people[0].id, channels: ['heist'] });
    for (const p of people.slice(1)) standin.addMember(guild.id, p.id);
    channel = guild.channels[0].id;
    const opened = await driver.slashLine(people[0].id, channel, setup.start);
    const lobbyId = opened.message!.id;
    const control = (what: string) => controlsOf(driver.messages(channel).find((m) => m.id === lobbyId)!).find((c) => c.custom_id?.endsWith(`:${what}`))!.custom_id!;
    for (const p of people.slice(1)) await driver.click(p.id, lobbyId, control('join'));
    await driver.click(people[0].id, lobbyId, control('begin'));
  }
  await bot.idle();
  const before = { ...standin.state.callTotals };
  const since = Date.now();
  const picturesBefore = countPictures(standin);
  const stored = () => {
    const g = bot.store.activeGame(channel);
    return g ? { id: g.id, version: g.version, data: g.state as Stored } : null;
  };
  let steps = 0;
  for (let press = 0; press < PRESS_CAP; press++) {
    const now = stored();
    if (!now || !now.data.engine || game.result(now.data.engine)) break;
    const s = now.data.engine;
    const seat = game.waitingOn(s).find((k) => !now.data.seats[k]?.bot);
    if (seat === undefined) break;
    const userId = now.data.seats[seat].userId;
    const legal = game.legal(s, seat);
    if (!legal.length) break;
    const a = game.bot({ view: game.view(s, seat), seat, legal, rng, level: 'normal' });
    const typed = game.format(s, a).replace(/^[^:]*:\s*/, '');
    // Pressed where this person's controls are: the newest message of the bot's they see that has any.
    const where = newestWithControls(standin, driver, userId, channel) ?? newestWithControls(standin, driver, userId, channel, true);
    if (!where) break;
    const reply = await standin.state.startInteraction({
      type: 3, userId, channelId: where.channelId, messageId: where.id, replyTimeoutMs: 120_000,
      data: { custom_id: `h:${now.id}:${now.version}:c:${typed}`, component_type: 2 },
    });
    await bot.idle();
    if (!reply.error && (stored()?.version ?? 0) > now.version) steps++;
  }
  const after = standin.state.callTotals;
  if (process.env.BENCH_CALLS_ROUTES) {
    const counts = Object.entries(standin.state.callCounts(since)).filter(([, c]) => c.globalLimited > 0);
    process.stderr.write(`${tag}: ${counts.map(([r, c]) => `${r} ${c.globalLimited}`).join(', ')}\n`);
  }
  return {
    steps, calls: after.all - before.all, global: after.globalLimited - before.globalLimited,
    interaction: after.interaction - before.interaction, pictures: countPictures(standin) - picturesBefore,
  };
}

function newestWithControls(standin: Standin, driver: Driver, userId: string, channel: string, any = false): Message | null {
  const dm = standin.dmChannel(userId);
  const seen = [...driver.messages(channel, userId), ...(dm === channel ? [] : driver.messages(dm, userId))]
    .filter((m) => m.authorId === standin.botUserId)
    .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  for (let k = seen.length - 1; k >= 0; k--) {
    if (any || controlsOf(seen[k]).some((c) => c.custom_id?.includes(':a'))) return seen[k];
  }
  return null;
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
