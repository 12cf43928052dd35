// Random presses by random people, through the real bot and the stand-in, for every game of a registry, in the setups
// its module gives (`samples`): people in a server channel play each channel sample, one person alone in a DM each DM
// sample, by pressing any enabled control they can see — the public posts, their ephemeral notes, their DMs, stale or
// not, now and then hours after the last press (every token expired; some ask for their turns by DM) — and now and then typing a command (any game's verb, its values from autocomplete as a person would pick them).
// Whatever they do, the bot never fails (no error logged, no "something went wrong" answer), never sends Discord a
// request it would refuse (the stand-in checks every one against Discord's description and limits), and each private
// post reaches its reader alone.
// MONKEY_SEED and MONKEY_STEPS (default 7 and 100) vary the run. Used by monkey.test.ts and by tests of test-only games.
import { controlsOf } from '../../src/local/driver.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGame, Options } from '../../src/core/module.js';
import type { GameRegistry } from '../../src/core/registry.js';
import { Rng, seedRng } from '../../src/core/rng.js';
import type { Logger } from '../../src/log.js';
import { ui } from '../../src/discord/text.js';
import { GAMES } from '../../src/games/index.js';
import type { Message } from '../../src/local/standin/index.js';
import { crewChannel, gatherAndBegin, misroutedPrivatePosts, startHarness, type Harness, textOf } from './harness.js';

interface RawComponent { type: number; custom_id?: string; disabled?: boolean; options?: { value: string }[]; components?: RawComponent[] }
type Press = { message: Message; customId: string; values?: string[] };
type Person = { id: string; username: string };

/** The table's own commands a person may type at any moment (the games' verbs are added from their modules). */
const TABLE_LINES = [
  '/heist status', '/heist hand', '/heist undo', '/heist settings reminders:false', '/heist join', '/heist leave',
  '/heist settings dm:true', '/heist settings dm:false',
];

/** `/heist start` with a game's options, as a person types it. */
export function startLine(game: AnyGame, options: Options = {}): string {
  return ['/heist start', `game:${game.kind}`, ...Object.entries(options).map(([k, v]) => `${k}:${String(v)}`)].join(' ');
}

/** Defines the random-press tests for `kinds` (default: every game) of `games` (default: the bot's registry). */
export function monkeySuite(opts: { games?: GameRegistry; kinds?: string[] } = {}): void {
  const registry = opts.games ?? GAMES;
  const games = (opts.kinds ?? registry.kinds()).map((k) => registry.require(k));
  const STEPS = Number(process.env.MONKEY_STEPS ?? 100);
  const errors: string[] = [];
  const log: Logger = {
    debug() {}, info() {}, warn() {},
    error(msg, ctx) { errors.push(`${msg} ${String((ctx?.err as Error | undefined)?.stack ?? '')}`); },
  };
  // Every verb of every registered game, with its options (one command per name, as the bot registers them).
  const verbs = new Map(registry.all().flatMap((g) => g.verbs.map((v) => [v.name, v.options] as const)));

  let h: Harness;
  let typedInRussian = 0;
  let channel = '';
  let people: Person[] = [];
  const crewSize = 1 + Math.max(1, ...games.flatMap((g) => g.tools?.samples.channel.map((c) => c.others) ?? []));
  beforeAll(async () => {
    h = await startHarness({ log, ...(opts.games ? { games: opts.games } : {}) });
    // Every other monkey's client is Russian: the Russian sentences and names are pressed at random too.
    ({ people, channel } = crewChannel(h, Array.from({ length: crewSize }, (_, i) => (i === 0 ? 'host' : `monkey${i}`)), 'Monkeys',
      Array.from({ length: crewSize }, (_, i) => (i % 2 ? 'ru' : 'en-US'))));
  });
  afterAll(async () => { await h?.close(); });

  /** What a person sees: the game's channel (ephemeral messages only theirs) and their DM with the bot. */
  function seenBy(userId: string, where: string): Message[] {
    const dm = h.standin.dmChannel(userId);
    return where === dm ? h.driver.messages(dm, userId) : [...h.driver.messages(where, userId), ...h.driver.messages(dm, userId)];
  }

  /** Every enabled control a person can see. */
  function presses(userId: string, where: string): Press[] {
    const out: Press[] = [];
    for (const message of seenBy(userId, where)) {
      {
        for (const c of controlsOf(message) as RawComponent[]) {
          if (!c.custom_id || c.disabled) continue;
          if (c.type === 2) out.push({ message, customId: c.custom_id });
          if (c.type === 3) for (const o of c.options ?? []) out.push({ message, customId: c.custom_id, values: [o.value] });
        }
      }
    }
    return out;
  }

  /** A command line a person might type now: a table command, or any game's verb with values the bot offered for it
   * (or, when it offers none, a word it will have to refuse). */
  async function typedLine(rng: Rng, who: Person, where: string): Promise<string> {
    const names = [...verbs.keys()];
    const pick = rng.int(TABLE_LINES.length + names.length);
    if (pick < TABLE_LINES.length) return TABLE_LINES[pick];
    const name = names[pick - TABLE_LINES.length];
    const parts = [`/${name}`];
    for (const o of verbs.get(name)!) {
      if (!o.required && rng.int(2) === 0) continue;
      const offered = await h.driver.autocomplete(who.id, where, name, { [o.name]: '' }, o.name);
      const value = offered.length ? String(offered[rng.int(offered.length)].value) : 'nowhere';
      parts.push(`${o.name}:${value}`);
    }
    return parts.join(' ');
  }

  /** A line as `who` types it: in the names their client shows (a Russian monkey's `/ограбление статус`, `/идти цель:…`;
   * a value stays as it was offered). */
  function asTypedBy(who: Person, line: string): string {
    const locale = h.standin.state.users.get(who.id)?.locale ?? 'en-US';
    const [head, ...words] = line.split(' ');
    type Def = { name: string; type?: number; name_localizations?: Record<string, string> | null; options?: Def[] };
    const def = (h.standin.state.globalCommands as Def[]).find((c) => `/${c.name}` === head);
    if (!locale.startsWith('ru') || !def) return line;
    const shown = (o: Def) => o.name_localizations?.ru ?? o.name;
    let scope = def;
    const out = [`/${shown(def)}`];
    for (const w of words) {
      const option = /^([a-z-]+):(.*)$/.exec(w);
      const sub = option ? undefined : scope.options?.find((o) => o.name === w && (o.type === 1 || o.type === 2));
      const named = option ? scope.options?.find((o) => o.name === option[1]) : undefined;
      if (sub) scope = sub;
      out.push(sub ? shown(sub) : named ? `${shown(named)}:${option![2]}` : w);
    }
    typedInRussian++;
    return out.join(' ');
  }

  function check(step: string, where: string, crew: Person[]): void {
    expect(errors, step).toEqual([]);
    expect(h.standin.state.errorLog, step).toEqual([]);
    const internal = [ui('en', 'err.internal'), ui('ru', 'err.internal')];
    // Every message each person sees, at every step: one assertion over the lot (an expect a message made the check a
    // fifth of this file's CPU, growing with the game).
    const failed = crew.flatMap((p) => seenBy(p.id, where).map((m) => textOf(m)).filter((t) => internal.some((x) => t.includes(x))));
    expect(failed, step).toEqual([]);
  }

  /** Every private post of the game reached its reader alone, whatever was pressed, stale or not. */
  function privateToReaders(step: string, gameId: number): void {
    expect(misroutedPrivatePosts(h, gameId).misrouted, `${step}: private posts delivered where others see them`).toEqual([]);
  }

  /** The person the game waits on now (so the game moves on, not only refusals), or null. */
  function waitedOn(gameId: number): string | null {
    const g = h.bot.store.game(gameId);
    if (!g) return null;
    const s = g.state as { kind?: string; engine: unknown; seats: { userId: string; bot?: boolean }[] };
    const game = registry.require(s.kind ?? 'burgle-bros');
    if (!s.engine || game.result(s.engine)) return null;
    return game.waitingOn(s.engine).map((k) => s.seats[k]).find((x) => x && !x.bot && x.userId)?.userId ?? null;
  }

  async function monkey(rng: Rng, label: string, gameId: number, where: string, crew: Person[]): Promise<void> {
    for (let n = 0; n < STEPS; n++) {
      // Two presses in three by whoever the game waits on, the rest by anyone.
      const waiting = waitedOn(gameId);
      const who = waiting && rng.int(3) > 0 ? crew.find((p) => p.id === waiting)! : crew[rng.int(crew.length)];
      // Now and then hours go by first, as in play-by-post: every token expires, notes wait or go by DM.
      const hours = rng.int(10) === 0 ? 1 + rng.int(20) : 0;
      if (hours) h.clock.advance(hours * 3_600_000);
      const options = presses(who.id, where);
      let step: string;
      if (options.length === 0 || rng.int(6) === 0) {
        const line = asTypedBy(who, await typedLine(rng, who, where));
        step = `${label} #${n}: ${hours ? `${hours} h later, ` : ''}${who.username} types ${line}`;
        await h.driver.slashLine(who.id, where, line).catch((e: Error) => {
          // The stand-in refuses what Discord's client would never send (an option the command lacks): not the bot's.
          if (!/has no option|needs|Unknown command|not one of/.test(e.message)) throw e;
        });
      } else {
        const p = options[rng.int(options.length)];
        step = `${label} #${n}: ${hours ? `${hours} h later, ` : ''}${who.username} presses ${p.customId}${p.values ? ` = ${p.values[0]}` : ''}`;
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
    const confirm = (r.message ? controlsOf(r.message) as RawComponent[] : [])
      .find((c) => /:end(:|$)/.test(c.custom_id ?? ''));
    if (confirm && r.message) await h.driver.click(host.id, r.message.id, confirm.custom_id!);
    await h.bot.idle();
  }

  const seedFor = (line: string) => new Rng(seedRng(Number(process.env.MONKEY_SEED ?? 7) + line.length));

  describe('random presses by random people', () => {
    for (const game of games) {
      for (const sample of game.tools?.samples.channel ?? []) {
        const line = startLine(game, sample.options);
        it(`${game.kind}, ${sample.label}: the bot never fails and never sends Discord a request it would refuse`, async () => {
          const crew = people.slice(0, 1 + sample.others);
          const gameId = await gatherAndBegin(h, channel, people[0].id, crew.slice(1).map((p) => p.id), line);
          check(`${game.kind}: start`, channel, people);
          await monkey(seedFor(line), game.kind, gameId, channel, people);
          await endGame(channel, people[0]);
          check(`${game.kind}: end`, channel, people);
          privateToReaders(game.kind, gameId);
        });
      }
    }
  });

  it('Russian monkeys typed their commands in the names their client shows', () => {
    expect(typedInRussian).toBeGreaterThan(0);
  });

  describe('random presses alone in a DM, against bots where the game needs them', () => {
    let k = 0;
    for (const game of games) {
      for (const sample of game.tools?.samples.dm ?? []) {
        const line = startLine(game, sample.options);
        const n = k++;
        it(`${game.kind}, ${sample.label}: the bot never fails and never sends Discord a request it would refuse`, async () => {
          const solo: Person = { ...h.standin.createUser({ username: `solo${n}` }), username: `solo${n}` };
          const dm = h.standin.dmChannel(solo.id);
          await h.driver.slashLine(solo.id, dm, line);
          await h.bot.idle();
          check(`${game.kind}: start`, dm, [solo]);
          const active = h.bot.store.activeGame(dm);
          expect(active, `${line} started no game`).not.toBeNull();
          await monkey(seedFor(line), game.kind, active!.id, dm, [solo]);
          await endGame(dm, solo);
          check(`${game.kind}: end`, dm, [solo]);
          privateToReaders(game.kind, active!.id);
        });
      }
    }
  });
}
