// Shards on several machines (issue 23): two bot processes ("machines", test/e2e/fixtures/machine.ts) with disjoint
// SHARD_LISTs (0,1 and 2,3 of 4) on one PostgreSQL database and the stand-in, whose gateway routes each server to its
// shard ((guild_id >> 22) % 4) and DMs to shard 0. 44 heists (40 in servers on all four shards, 4 in DMs) are played
// by pressing the bot's own confirm buttons (`h:<game>:<version>:c:<action>`, the action chosen from the stored state
// by the engine's bot), some pressed twice. Reminders of a dozen waiting games are made due, and machine A is SIGKILLed
// as soon as it has posted its first one, with presses in flight; its shards are started on a new process (C). Then:
// every game finishes, every answered press is in the log at the version it was pressed at, no log row is a press
// applied twice (or one nobody made), the log replays to the state, and every due reminder was posted exactly once
// and counted once.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../src/core/rng.js';
import { pickAction } from '../../src/games/burgle-bros/bot/index.js';
import { formatAction, legalActions, type GameState } from '../../src/games/burgle-bros/engine/index.js';
import { GAMES } from '../../src/games/index.js';
import { Driver } from '../../src/local/driver.js';
import { startStandin, type Message, type Reply, type Standin } from '../../src/local/standin/index.js';
import { PostgresStore } from '../../src/store/index.js';
import { replay } from '../../src/table/replay.js';
import { registerGames } from '../../src/table/store-repo.js';
import { freshDatabase } from '../pg.js';
import { startMachine as start, type Machine } from './fixtures/start-machine.js';

const TOKEN = 'takeover-token';
const SHARD_COUNT = 4;
const A_SHARDS = [0, 1];
const B_SHARDS = [2, 3];
const GUILDS_PER_SHARD = 2;
const CHANNELS_PER_GUILD = 5;
const DM_GAMES = 4;
/** Presses before the kill phase, per game. */
const WARM_STEPS = 3;
/** A game still going after this many presses is ended by its host (the bot's end confirmation). */
const STEP_CAP = 45;
const seed = Number(process.env.TAKEOVER_SEED ?? 2323);

/** The stand-in's record of an interaction (src/local/standin/state.ts), as far as this test touches it. */
interface InFlight { channelId: string; settled: boolean; responseType: number; expired: boolean; reply: Reply; settle(): void }
interface Game { id: number; channelId: string; shard: number; hostId: string; steps: number; idle: boolean }
interface Press { game: number; version: number; what: string; userId: string; answered: boolean; refused: boolean }

/** Machine `name`, running `shards` of the four. */
const startMachine = (name: string, shards: number[], env: Record<string, string>) =>
  start({ ...env, SHARD_LIST: shards.join(','), SHARD_COUNT: String(SHARD_COUNT) }, { name });

let standin: Standin;
let store: PostgresStore;
const machines: Machine[] = [];

beforeAll(async () => {
  // No 3-second limit for the live machines (speed is the bench's business: this test must not depend on the machine's
  // load); what the dead machine had in hand fails at once instead, as "This interaction failed" (below).
  standin = await startStandin({ token: TOKEN, responseDeadlineMs: 300_000 });
});
// Each test's machines stop with it: left running on the same stand-in and token, one of them also got the next
// test's interactions (the stand-in, as Discord, sends a shard's events to every session that identified as it) and
// answered one first from its own database (the hand-back test, under load).
afterEach(async () => {
  const done = machines.splice(0);
  for (const m of done) m.kill();
  await Promise.all(done.map((m) => m.exited));
});
afterAll(async () => {
  store?.close();
  await standin?.close();
});

describe('two machines on one PostgreSQL, one killed mid-game, its shards started on another', () => {
  it('finishes every game: no answered press lost, none applied twice, every due reminder posted once', async () => {
    const url = freshDatabase('takeover');
    const env = { DISCORD_TOKEN: TOKEN, DISCORD_API_URL: standin.apiUrl, DATABASE_URL: url, DATABASE_PATH: '', REMINDER_EVERY_MS: '100' };
    const registered = new Promise<void>((resolve) => {
      const list = standin.state.globalCommands;
      const splice = list.splice.bind(list);
      list.splice = ((...args: Parameters<typeof splice>) => {
        const out = splice(...args);
        if (list.length) resolve();
        return out;
      }) as typeof list.splice;
    });
    // Servers: two on each shard (a guild's shard is (id >> 22) % 4), each with five channels, two people in each.
    const tables: { channelId: string; shard: number; host: string; other: string }[] = [];
    for (let shard = 0; shard < SHARD_COUNT; shard++) {
      for (let n = 0; n < GUILDS_PER_SHARD; n++) {
        const g = shard * GUILDS_PER_SHARD + n;
        const host = standin.createUser({ username: `host${g}` });
        const other = standin.createUser({ username: `crew${g}` });
        const guild = standin.createGuild({
          id: standin.state.snowflakeOnShard(shard, SHARD_COUNT), name: `g${g}`, ownerId: host.id,
          channels: Array.from({ length: CHANNELS_PER_GUILD }, (_, i) => `heist${i}`),
        });
        standin.addMember(guild.id, other.id);
        for (const ch of guild.channels) tables.push({ channelId: ch.id, shard, host: host.id, other: other.id });
      }
    }
    const solo = Array.from({ length: DM_GAMES }, (_, i) => standin.createUser({ username: `solo${i}` }));
    // They met the bot in a server (a bot may DM only people it shares one with).
    const home = standin.createGuild({ name: 'home', ownerId: solo[0].id, channels: [] });
    for (const u of solo.slice(1)) standin.addMember(home.id, u.id);

    const a = await startMachine('A', A_SHARDS, { ...env, REGISTER_ON_START: '1' });
    machines.push(a);
    const b = await startMachine('B', B_SHARDS, env);
    machines.push(b);
    await registered;
    store = new PostgresStore(url);
    registerGames(store, GAMES);
    const driver = new Driver(standin, { replyTimeoutMs: 120_000 });

    const presses: Press[] = [];
    /** While A's shards have no machine, their games wait for C (a player retries once the bot answers again). */
    let shardsDown: Promise<void> | null = null;
    let shardsUp = () => {};
    const onA = (shard: number) => A_SHARDS.includes(shard);
    let pressedAgain = 0, appliedUnanswered = 0;
    const rng = new Rng(seedRng(seed));
    /** The newest message of the bot's in a channel that everyone sees (a press needs the message it is on). */
    const boardMessage = (channelId: string): string => {
      const ids = standin.state.channelMessages.get(channelId) ?? [];
      for (let i = ids.length - 1; i >= 0; i--) {
        const m = standin.state.messages.get(ids[i]);
        if (m && m.authorId === standin.botUserId && m.ephemeralTo === undefined) return m.id;
      }
      throw new Error(`no message of the bot's in ${channelId}`);
    };
    /** Presses a button of the game (as its custom id says) and records whether the bot answered, and how. */
    const press = async (g: Game, userId: string, version: number, what: string): Promise<Press> => {
      while (shardsDown && onA(g.shard)) await shardsDown;
      const p: Press = { game: g.id, version, what, userId, answered: false, refused: false };
      presses.push(p);
      const reply: Reply = await standin.state.startInteraction({
        type: 3, userId, channelId: g.channelId, messageId: boardMessage(g.channelId),
        data: { custom_id: `h:${g.id}:${version}:${what}`, component_type: 2 }, replyTimeoutMs: 120_000,
      });
      p.answered = !reply.error && reply.type !== 0;
      const shown = reply.message ?? reply.followUps[0];
      p.refused = p.answered && !!shown && (shown.flags & 64) !== 0;
      return p;
    };
    interface Table { engine: GameState | null; seats: { userId: string }[] }

    /** One press of the game's next move (chosen from the stored state), or the host's end at the cap; false when over. */
    const step = async (g: Game): Promise<boolean> => {
      const stored = store.game(g.id)!;
      if (stored.status !== 'active') return false;
      const t = stored.state as Table;
      const s = t.engine!;
      if (g.steps >= STEP_CAP) {
        await press(g, g.hostId, stored.version, `end:${g.hostId}`);
        return true;
      }
      const action = pickAction(rng, s, legalActions(s));
      const what = `c:${formatAction(s, action).replace(/^[^:]*:\s*/, '')}`;
      const userId = t.seats[action.player].userId;
      let p = await press(g, userId, stored.version, what);
      // A press that got no answer (its machine died) is pressed again, as a player would: it applies at most once.
      if (!p.answered) {
        while (!p.answered) p = await press(g, userId, stored.version, what);
        pressedAgain++;
        // Refused as stale: the first press had been applied by a machine that never answered.
        if (p.refused) appliedUnanswered++;
      }
      g.steps++;
      // Now and then a double click: the second press of the same button is refused (the version moved on).
      if (g.steps % 5 === 0 && !p.refused) await press(g, userId, stored.version, what);
      return true;
    };

    // Start every game: in servers the host starts, the other joins and the host begins; in a DM it starts at once.
    const games: Game[] = [];
    await Promise.all([
      ...tables.map(async (tb) => {
        const r = await driver.slashLine(tb.host, tb.channelId, '/heist start scenario:office');
        expect(r.error, a.stderr() + b.stderr()).toBeUndefined();
        const id = store.activeGameId(tb.channelId)!;
        const g: Game = { id, channelId: tb.channelId, shard: tb.shard, hostId: tb.host, steps: 0, idle: false };
        await press(g, tb.other, store.game(id)!.version, 'join');
        await press(g, tb.host, store.game(id)!.version, 'begin');
        games.push(g);
      }),
      ...solo.map(async (u) => {
        const dm = standin.dmChannel(u.id);
        const r = await driver.slashLine(u.id, dm, '/heist start scenario:office');
        expect(r.error, a.stderr() + b.stderr()).toBeUndefined();
        games.push({ id: store.activeGameId(dm)!, channelId: dm, shard: 0, hostId: u.id, steps: 0, idle: false });
      }),
    ]);
    expect(games.length).toBe(tables.length + DM_GAMES);
    expect(games.every((g) => store.game(g.id)!.status === 'active')).toBe(true);
    expect(new Set(games.map((g) => g.shard))).toEqual(new Set([0, 1, 2, 3]));

    const playTo = async (g: Game, steps: number) => {
      while (g.steps < steps && (await step(g)));
    };
    await Promise.all(games.map((g) => playTo(g, WARM_STEPS)));

    // A dozen games wait (nobody moves in them) with their reminders due now: three on each shard.
    for (const shard of [0, 1, 2, 3]) for (const g of games.filter((x) => x.shard === shard).slice(0, 3)) g.idle = true;
    const idle = games.filter((g) => g.idle && store.game(g.id)!.status === 'active');
    const due = new Map<number, number>();
    const now = Date.now();
    for (const g of idle) {
      expect(store.reminder(g.id), `game ${g.id} waits with a reminder`).not.toBeNull();
      store.query('UPDATE reminders SET due_at = ? WHERE game_id = ?', now - 1000 + g.id, g.id);
      due.set(g.id, now - 1000 + g.id);
    }
    const nonceOf = (gameId: number) => `r${gameId}.${due.get(gameId)!.toString(36)}`;
    const idleOnA = new Set(idle.filter((g) => onA(g.shard)).map((g) => g.channelId));
    const gameShard = new Map(games.map((g) => [g.channelId, g.shard]));
    // Machine A dies as soon as it has posted its first reminder, with the other games' presses in flight. What it
    // had in hand is never answered: those interactions fail (Discord's "This interaction failed"), and the games of
    // its shards wait until C runs them.
    const firstOnA = new Promise<void>((resolve) => {
      const off = driver.onMessage((m: Message, event) => {
        if (event === 'create' && m.nonce && idleOnA.has(m.channelId)) {
          off();
          a.kill();
          shardsDown = new Promise<void>((up) => { shardsUp = up; });
          // An interaction A had only acknowledged (deferred, its answer still to come) never gets its answer either: the
          // player sees it fail and presses again, as for one A never saw.
          for (const rec of standin.state.interactions.values() as Iterable<InFlight>) {
            if (rec.settled || !onA(gameShard.get(rec.channelId) ?? 0)) continue;
            if (rec.responseType === 0) rec.expired = true;
            rec.reply.error = { code: 10062, message: 'Unknown interaction: its machine died.' };
            rec.settle();
          }
          resolve();
        }
      });
    });
    const ownerOf = (shard: number) => store.shardOwners().find((o) => o.shardId === shard)?.owner;
    const ownersBefore = [0, 1, 2, 3].map(ownerOf);
    expect(new Set(ownersBefore).size, 'one owner per machine').toBe(2);
    const playing = games.filter((g) => !g.idle).map((g) => playTo(g, STEP_CAP + 1));
    await firstOnA;
    expect(await a.exited).toBeNull(); // killed by the signal
    const c = await startMachine('C', A_SHARDS, env);
    machines.push(c);
    shardsDown = null;
    shardsUp();
    // C runs A's shards now (in the store too); B's stay B's.
    const ownersAfter = [0, 1, 2, 3].map(ownerOf);
    expect(ownersAfter[0]).not.toBe(ownersBefore[0]);
    expect(ownersAfter.slice(0, 2)).toEqual([ownersAfter[0], ownersAfter[0]]);
    expect(ownersAfter.slice(2)).toEqual(ownersBefore.slice(2));

    // Every due reminder gets counted (by B for its shards, by C for A's), then the waiting games play on too.
    for (let i = 0; i < 1200 && idle.some((g) => store.reminder(g.id)?.remindersSent !== 1); i++) await new Promise((r) => setTimeout(r, 100));
    // Reminders are named `r<game>.<due>`; the outbox names the other posts it sends by REST `h<game>.<seq>`.
    const reminderMessages = [...standin.state.messages.values()].filter((m) => m.nonce?.startsWith('r'));
    for (const g of idle) {
      expect(store.reminder(g.id), `game ${g.id}'s reminder counted once`).toMatchObject({ remindersSent: 1 });
      expect(reminderMessages.filter((m) => m.nonce === nonceOf(g.id)).length, `game ${g.id}'s reminder posted once`).toBe(1);
    }
    expect(reminderMessages.length).toBe(idle.length);
    await Promise.all([...playing, ...idle.map((g) => playTo(g, STEP_CAP + 1))]);

    // Every game is over: won, lost, or ended by its host at the cap.
    const finals = games.map((g) => store.game(g.id)!);
    expect(finals.map((f) => f.status).filter((st) => st !== 'finished' && st !== 'abandoned')).toEqual([]);
    let lost = 0, doubled = 0;
    for (const g of games) {
      const log = store.log(g.id).filter((e) => !e.action.startsWith('#'));
      const mine = presses.filter((p) => p.game === g.id && p.what.startsWith('c:'));
      // Every answered press that was not refused is in the log, at the version it was pressed at.
      for (const p of mine.filter((x) => x.answered && !x.refused)) {
        const entry = log.find((e) => e.version === p.version);
        if (!entry || entry.action.replace(/^[^:]*:\s*/, '') !== p.what.slice(2)) lost++;
      }
      // Every log row is one press, made at that version (a press applied twice would need a second version).
      for (const e of log) {
        const matching = mine.filter((p) => p.version === e.version && p.what.slice(2) === e.action.replace(/^[^:]*:\s*/, ''));
        if (matching.length === 0) doubled++;
      }
      // The log replays to the stored state, one version per row.
      const full = store.log(g.id, { includeUndone: true });
      expect(full.map((e) => e.version), `game ${g.id}`).toEqual(full.map((_, i) => i + 1));
      const f = finals[games.indexOf(g)];
      const t = f.state as Table & { setup: unknown };
      if (t.engine) expect(replay(GAMES.require('burgle-bros'), t.setup, store.log(g.id).map((e) => e.action)), `game ${g.id} replays`).toEqual(t.engine);
    }
    expect(lost, 'answered presses lost').toBe(0);
    expect(doubled, 'log rows that are no press, or a press applied twice').toBe(0);
    const answered = presses.filter((p) => p.answered && !p.refused).length;
    const unanswered = presses.filter((p) => !p.answered).length;
    const natural = finals.filter((f) => (f.state as Table).engine?.outcome !== 'playing').length;
    process.stdout.write(`takeover: ${games.length} games (${natural} won or lost, ${games.length - natural} ended by their host), `
      + `${presses.length} presses (${answered} applied, ${presses.filter((p) => p.refused).length} refused as stale, ${unanswered} unanswered while their machine was down or slow; `
      + `${pressedAgain} pressed again after no answer, ${appliedUnanswered} of them found already applied), `
      + `${idle.length} reminders posted once; lost 0, applied twice 0\n`);
  });
});

describe('a process that took over shards, then stopped cleanly', () => {
  it('gives them back: the process they were planned for takes them at its next check, not minutes later', async () => {
    const url = freshDatabase('handback');
    // Reminders every 100 ms: each tick is a check of who runs the shards (at most every 5 s).
    const env = { DISCORD_TOKEN: TOKEN, DISCORD_API_URL: standin.apiUrl, DATABASE_URL: url, DATABASE_PATH: '', REMINDER_EVERY_MS: '100', SHARD_COUNT: '2', SHARD_LIST: '0,1' };
    const host = standin.createUser({ username: 'handback-host' });
    const guild = standin.createGuild({ id: standin.state.snowflakeOnShard(1, 2), name: 'handback', ownerId: host.id, channels: ['heist'] });
    const a = await start({ ...env, REGISTER_ON_START: '1' }, { name: 'A' });
    machines.push(a);
    const owners = new PostgresStore(url);
    try {
      const ownerOf = (shard: number) => owners.shardOwners().find((o) => o.shardId === shard)?.owner;
      const planned = ownerOf(0)!;
      // A second process on the same shards takes them over; then it is stopped, as a host stops it (SIGTERM).
      const b = await start(env, { name: 'B', kill: 'SIGTERM' });
      machines.push(b);
      const took = ownerOf(0)!;
      expect(took).not.toBe(planned);
      expect(ownerOf(1)).toBe(took);
      const stoppedAt = performance.now();
      b.kill();
      expect(await b.exited, b.stderr()).toBe(0);
      // Its clean stop gave up the shards it held.
      expect(owners.shardOwners().filter((o) => o.owner === took), 'the stopped process holds no shard').toEqual([]);
      // A takes them back at its next check (not after the three minutes of a process that died).
      while (ownerOf(0) !== planned || ownerOf(1) !== planned) await new Promise((r) => setTimeout(r, 50));
      const handBackMs = performance.now() - stoppedAt;
      // And answers their servers again.
      const r = await new Driver(standin, { replyTimeoutMs: 120_000 }).slashLine(host.id, guild.channels[0].id, '/heist start scenario:office');
      expect(r.error, a.stderr()).toBeUndefined();
      expect(owners.activeGameId(guild.channels[0].id), JSON.stringify(r.message?.content ?? r.message) + ' / ' + a.stderr().slice(-1500)).not.toBeNull();
      process.stdout.write(`hand-back: shards 0 and 1 back with the process planned for them ${(handBackMs / 1000).toFixed(1)} s after SIGTERM to the one that took them\n`);
    } finally {
      owners.close();
    }
  });
});
