// Random presses by random people, through the real bot and the stand-in: five people in a server channel play each
// game (Burgle Bros., Art Robbery with a bot, Noir: Heist with bots), and one person alone in a DM plays each solo
// game (against bots where the game needs opponents), by pressing any enabled control they can see —
// the public posts, their ephemeral notes, their DMs, stale or not — and now and then typing a command. Whatever they
// do, the bot never fails (no error logged, no "something went wrong" answer) and never sends Discord a request it
// would refuse (the stand-in checks every one against Discord's description and limits).
// MONKEY_SEED and MONKEY_STEPS (default 7 and 100) vary the run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../src/discord/log.js';
import { ui } from '../../src/discord/text.js';
import { Rng, seedRng } from '../../src/core/rng.js';
import { GAMES } from '../../src/games/index.js';
import type { Message } from '../../src/local/standin/index.js';
import { crewChannel, gatherAndBegin, startHarness, type Harness, textOf } from './harness.js';

const STEPS = Number(process.env.MONKEY_STEPS ?? 100);
const errors: string[] = [];
const log: Logger = {
  debug() {}, info() {}, warn() {},
  error(msg, ctx) { errors.push(`${msg} ${String((ctx?.err as Error | undefined)?.stack ?? '')}`); },
};

let h: Harness;
let channel = '';
let people: Person[] = [];
beforeAll(async () => {
  h = await startHarness({ log });
  ({ people, channel } = crewChannel(h, ['host', 'ana', 'ben', 'cid', 'dot'], 'Monkeys'));
}, 30_000);
afterAll(async () => { await h?.close(); });

interface RawComponent { type: number; custom_id?: string; disabled?: boolean; options?: { value: string }[]; components?: RawComponent[] }
type Press = { message: Message; customId: string; values?: string[] };
type Person = { id: string; username: string };

/** What a person sees: the game's channel (ephemeral messages only theirs) and their DM with the bot. */
function seenBy(userId: string, where: string): Message[] {
  const dm = h.standin.dmChannel(userId);
  return where === dm ? h.driver.messages(dm, userId) : [...h.driver.messages(where, userId), ...h.driver.messages(dm, userId)];
}

/** Every enabled control a person can see. */
function presses(userId: string, where: string): Press[] {
  const seen = seenBy(userId, where);
  const out: Press[] = [];
  for (const message of seen) {
    for (const row of message.components as RawComponent[]) {
      for (const c of row.components ?? []) {
        if (!c.custom_id || c.disabled) continue;
        if (c.type === 2) out.push({ message, customId: c.custom_id });
        if (c.type === 3) for (const o of c.options ?? []) out.push({ message, customId: c.custom_id, values: [o.value] });
      }
    }
  }
  return out;
}

const TYPED = [
  '/heist status', '/heist hand', '/heist undo', '/end-turn', '/move target:north', '/move target:C3', '/peek target:east',
  '/play card:3', '/play card:boss', '/rob', '/shift line:row 2 east', '/accuse suspect:Zed', '/choose answer:yes',
  '/heist settings reminders:false', '/heist join', '/heist leave',
];

function check(step: string, where: string, crew: Person[]): void {
  expect(errors, step).toEqual([]);
  expect(h.standin.state.errorLog, step).toEqual([]);
  const internal = ui('en', 'err.internal');
  for (const p of crew) for (const m of seenBy(p.id, where)) expect(textOf(m), step).not.toContain(internal);
}

/** The person the game waits on now (so the game moves on, not only refusals), or null. */
function waitedOn(gameId: number): string | null {
  const g = h.bot.store.game(gameId);
  if (!g) return null;
  const s = g.state as { kind?: string; engine: unknown; seats: { userId: string; bot?: boolean }[] };
  const game = GAMES.require(s.kind ?? 'burgle-bros');
  if (!s.engine || game.result(s.engine)) return null;
  return game.waitingOn(s.engine).map((k) => s.seats[k]).find((x) => x && !x.bot && x.userId)?.userId ?? null;
}

async function monkey(rng: Rng, label: string, gameId: number, where: string, crew: Person[]): Promise<void> {
  for (let n = 0; n < STEPS; n++) {
    // Two presses in three by whoever the game waits on, the rest by anyone.
    const waiting = waitedOn(gameId);
    const who = waiting && rng.int(3) > 0 ? crew.find((p) => p.id === waiting)! : crew[rng.int(crew.length)];
    const options = presses(who.id, where);
    let step: string;
    if (options.length === 0 || rng.int(6) === 0) {
      const line = TYPED[rng.int(TYPED.length)];
      step = `${label} #${n}: ${who.username} types ${line}`;
      await h.driver.slashLine(who.id, where, line).catch((e: Error) => {
        // The stand-in refuses what Discord's client would never send (an option the command lacks): not the bot's.
        if (!/has no option|needs|Unknown command|not one of/.test(e.message)) throw e;
      });
    } else {
      const p = options[rng.int(options.length)];
      step = `${label} #${n}: ${who.username} presses ${p.customId}${p.values ? ` = ${p.values[0]}` : ''}`;
      if (p.values) await h.driver.select(who.id, p.message.id, p.customId, p.values);
      else await h.driver.click(who.id, p.message.id, p.customId);
    }
    await h.bot.idle();
    check(step, where, crew);
  }
}

/** Ends whatever runs in a channel (its host, confirmed), so the next game can start. */
async function endGame(where: string, host: Person): Promise<void> {
  const r = await h.driver.slashLine(host.id, where, '/heist end');
  await h.bot.idle();
  const confirm = (r.message?.components as RawComponent[] | undefined)?.flatMap((row) => row.components ?? [])
    .find((c) => /:end(:|$)/.test(c.custom_id ?? ''));
  if (confirm && r.message) await h.driver.click(host.id, r.message.id, confirm.custom_id!);
  await h.bot.idle();
}

const seedFor = (line: string) => new Rng(seedRng(Number(process.env.MONKEY_SEED ?? 7) + line.length));

describe('random presses by random people', () => {
  const games = [
    ['Burgle Bros.', '/heist start scenario:bank', 2],
    ['Art Robbery', '/heist start game:art-robbery bots:1', 2],
    ['Noir: Heist', '/heist start game:noir-heist bots:2 chief:host', 4],
  ] as const;
  for (const [label, line, others] of games) {
    it(`${label}: the bot never fails and never sends Discord a request it would refuse`, async () => {
      const crew = people.slice(0, 1 + others);
      const gameId = await gatherAndBegin(h, channel, people[0].id, crew.slice(1).map((p) => p.id), line);
      check(`${label}: start`, channel, people);
      await monkey(seedFor(line), label, gameId, channel, people);
      await endGame(channel, people[0]);
      check(`${label}: end`, channel, people);
    }, 120_000);
  }
});

describe('random presses alone in a DM, against bots where the game needs them', () => {
  const games = [
    ['Burgle Bros. (a crew of two)', '/heist start scenario:office crew:2'],
    ['Art Robbery', '/heist start game:art-robbery'],
    ['Noir: Heist as a thief', '/heist start game:noir-heist side:thief bots:5'],
    ['Noir: Heist as the chief', '/heist start game:noir-heist side:chief bots:6'],
  ] as const;
  games.forEach(([label, line], k) => {
    it(`${label}: the bot never fails and never sends Discord a request it would refuse`, async () => {
      const solo: Person = { ...h.standin.createUser({ username: `solo${k}` }), username: `solo${k}` };
      const dm = h.standin.dmChannel(solo.id);
      await h.driver.slashLine(solo.id, dm, line);
      await h.bot.idle();
      check(`${label}: start`, dm, [solo]);
      await monkey(seedFor(line), label, h.bot.store.activeGame(dm)!.id, dm, [solo]);
      await endGame(dm, solo);
      check(`${label}: end`, dm, [solo]);
    }, 120_000);
  });
});
