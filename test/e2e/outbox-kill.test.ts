// The outbox (issue 29): every kept post reaches its readers exactly once, whatever happens to the bot's process. The
// bot runs as production starts it (test/e2e/fixtures/machine.ts) on a SQLite file, against the stand-in; games of all
// three kinds are played, in DMs and in a server channel, by people pressing the controls they see; the process is
// killed (SIGKILL) at random moments of the play — between a step's commit and its sending, mid-send, between sending
// and noting — and started again, over and over. At the end: no kept post is left undelivered, every one is a message
// the stand-in has, and no post reached its reader twice (no card message of the bot's that is not the kept post's own
// but says the same to the same reader). KILL_CYCLES (default 50) and KILL_SEED vary the run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../src/core/rng.js';
import { GAMES } from '../../src/games/index.js';
import { controlsOf, Driver, messageText } from '../../src/local/driver.js';
import { startStandin, type Message, type Standin } from '../../src/local/standin/index.js';
import { openStore, type Store } from '../../src/store/index.js';
import { postContent } from '../../src/table/content.js';
import { registerGames } from '../../src/table/store-repo.js';
import type { Post } from '../../src/table/types.js';
import { startMachine, type Machine } from './fixtures/start-machine.js';

const TOKEN = 'outbox-token';
const CYCLES = Number(process.env.KILL_CYCLES ?? 50);
const seed = Number(process.env.KILL_SEED ?? 29);

interface InFlight { settled: boolean; responseType: number; expired: boolean; settle(): void }

let standin: Standin;
let dir = '';
/** How far Discord's limits' clock runs ahead of this machine's: a restart's pause, each time. */
let skew = 0;
const RESTART_MS = 6_000;
let machine: Machine | null = null;

beforeAll(async () => {
  // No 3-second limit (this test must not depend on the machine's load): what a killed bot had in hand is failed by
  // the test itself, as Discord's "This interaction failed".
  // Discord's time for its limits runs ahead by the pause a restart would take (RESTART_MS each): a bot started again
  // at once would wait out Discord's identify window (5 s) every time, as one restarted a few seconds later does not.
  standin = await startStandin({ token: TOKEN, responseDeadlineMs: 300_000, limits: { now: () => Date.now() + skew } });
  dir = mkdtempSync(join(tmpdir(), 'heist-outbox-'));
});
afterAll(async () => {
  machine?.kill();
  await machine?.exited;
  await standin?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the outbox across kill -9', () => {
  // Fifty cold starts of a process (each one loading the bot) take 3 minutes on a quiet 2-core machine and over ten
  // under a load of 20: the hang limit is the suite's twice over.
  it(`delivers every kept post exactly once over ${CYCLES} kills at random moments`, { timeout: 1_200_000 }, async () => {
    const db = join(dir, 'heist.sqlite');
    const env = { DISCORD_TOKEN: TOKEN, DISCORD_API_URL: standin.apiUrl, DATABASE_PATH: db, DATABASE_URL: '', REMINDER_EVERY_MS: '3600000' };
    const registered = new Promise<void>((resolve) => {
      const wait = () => (standin.state.globalCommands.length ? resolve() : setTimeout(wait, 20));
      wait();
    });
    machine = await startMachine({ ...env, REGISTER_ON_START: '1' });
    await registered;
    const driver = new Driver(standin, { replyTimeoutMs: 120_000 });
    const rng = new Rng(seedRng(seed));

    // Solo games in DMs, one of each kind; a server channel of three for Art Robbery, two for Burgle Bros.
    const host = standin.createUser({ username: 'host' });
    const ann = standin.createUser({ username: 'ann' });
    const bo = standin.createUser({ username: 'bo' });
    const guild = standin.createGuild({ name: 'Crew', ownerId: host.id, channels: ['art', 'burgle'] });
    for (const u of [ann, bo]) standin.addMember(guild.id, u.id);
    const solo = ['/heist start scenario:office', '/heist start game:art-robbery', '/heist start game:noir-heist bots:4']
      .map((line, k) => ({ user: standin.createUser({ username: `solo${k}` }), line }));
    const tables: { channel: string; people: string[] }[] = [];
    for (const s of solo) {
      const channel = standin.dmChannel(s.user.id);
      await driver.slashLine(s.user.id, channel, s.line);
      tables.push({ channel, people: [s.user.id] });
    }
    const lobby = async (channel: string, line: string, others: string[]) => {
      const opened = await driver.slashLine(host.id, channel, line);
      const id = opened.message!.id;
      const control = (what: string) => controlsOf(driver.messages(channel).find((m) => m.id === id)!).find((c) => c.custom_id?.endsWith(`:${what}`))!.custom_id!;
      for (const o of others) await driver.click(o, id, control('join'));
      await driver.click(host.id, id, control('begin'));
      tables.push({ channel, people: [host.id, ...others] });
    };
    await lobby(guild.channels[0].id, '/heist start game:art-robbery', [ann.id, bo.id]);
    await lobby(guild.channels[1].id, '/heist start scenario:bank', [ann.id]);

    /** A control a person would press now: on the newest message of the bot's, in the table's channel or their DM,
     * that has enabled controls (a stale one is refused, which is fine). */
    const pressFor = (table: { channel: string; people: string[] }) => {
      const userId = table.people[rng.int(table.people.length)];
      const dm = standin.dmChannel(userId);
      const seen = [...driver.messages(table.channel, userId), ...(dm === table.channel ? [] : driver.messages(dm, userId))]
        .filter((m) => m.authorId === standin.botUserId).sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
      for (let k = seen.length - 1; k >= 0 && k >= seen.length - 4; k--) {
        const controls = controlsOf(seen[k]).filter((c) => !c.disabled && c.custom_id && c.style !== 5);
        if (!controls.length) continue;
        const c = controls[rng.int(controls.length)];
        const values = c.type === 3 ? [(c.options ?? [])[0]?.value].filter((v): v is string => !!v) : null;
        if (values && !values.length) continue;
        return () => (values ? driver.select(userId, seen[k].id, c.custom_id!, values) : driver.click(userId, seen[k].id, c.custom_id!));
      }
      // Nothing to press: a status, which answers with a kept post too.
      return () => driver.slashLine(userId, table.channel, '/heist status');
    };

    const kills: number[] = [];
    // What the store said the moment the bot died: each ephemeral post still noted as queued (never handed to the
    // network) through an interaction. Such a post is sent again after the restart, and its attempt rewritten, so only
    // this record can tell the one case docs/durability.md leaves open from a post told twice.
    const queuedAt = new Map<string, { reader: string; text: string; kept: number; death: number }>();
    const queuedAtDeath = (death: number) => {
      const s = openStore(db, { warn: () => {} });
      registerGames(s, GAMES);
      try {
        for (let gameId = 1; s.game(gameId); gameId++) {
          for (const p of s.posts(gameId)) {
            if (p.outbox === 0 || !p.attempt) continue;
            // null: an answer that did not go (sent another way later, never handed to the network as this one).
            const a = JSON.parse(p.attempt) as { token?: string; ephemeral?: boolean; queued?: boolean } | null;
            const interaction = a?.ephemeral && a.queued ? /^standin\.(\d+)\./.exec(a.token ?? '')?.[1] : undefined;
            // The first death that found it queued is the one it was in flight at: a post whose reader has no working
            // token after the restart waits for them, its record unchanged, through later deaths.
            if (interaction && !queuedAt.has(interaction)) queuedAt.set(interaction, { reader: p.audience, text: postContent(p.body as Post), kept: p.at, death });
          }
        }
      } finally {
        s.close();
      }
    };
    // How long a round of presses takes on this machine now, its load included (the last few whole rounds): the kill
    // lands inside the rounds as they run, however slow, so the games go on between kills as on a quiet machine.
    const roundMs: number[] = [];
    const round = async (killer?: Promise<void>) => {
      const from = Date.now();
      let whole = false;
      await Promise.race([Promise.allSettled(tables.map((t) => pressFor(t)())).then(() => { whole = true; }), ...(killer ? [killer] : [])]);
      if (whole) roundMs.push(Date.now() - from);
    };
    await round();
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      // One whole round first, so that the games go on across the kills whatever the machine's pace (a kill landing
      // early in every cycle once left fewer posts kept than kills: 94 in 50 cycles).
      if (cycle > 0) await round();
      // A few rounds of presses at full speed; the kill lands somewhere inside a round.
      const rounds = 1 + rng.int(3);
      let killed = false;
      const recent = roundMs.slice(-5);
      const killAfter = rng.int(Math.max(1, Math.round(rounds * recent.reduce((a, b) => a + b, 0) / recent.length)));
      const killer = new Promise<void>((resolve) => setTimeout(() => { killed = true; kills.push(Date.now()); machine!.kill(); resolve(); }, killAfter));
      for (let r = 0; r < rounds && !killed; r++) await round(killer);
      await killer;
      await machine!.exited;
      queuedAtDeath(kills.at(-1) ?? Date.now());
      // What the dead bot had not answered is never answered: those interactions fail, as Discord's do. One it had
      // answered keeps its token (Discord's 15 minutes): the player just stops waiting for more.
      for (const rec of standin.state.interactions.values() as Iterable<InFlight>) {
        if (rec.settled) continue;
        if (rec.responseType === 0) rec.expired = true;
        rec.settle();
      }
      skew += RESTART_MS;
      machine = await startMachine(env);
    }

    // The last start swept the outbox before saying READY; check what the store kept against what Discord has.
    machine.kill();
    await machine.exited;
    skew += RESTART_MS;
    machine = await startMachine(env);
    const store: Store = openStore(db, { warn: () => {} });
    registerGames(store, GAMES);
    try {
      const botMessages = new Map<string, Message>();
      const channels = new Set(tables.flatMap((t) => [t.channel, ...t.people.map((p) => standin.dmChannel(p))]));
      const everyone = [host.id, ann.id, bo.id, ...solo.map((s) => s.user.id)];
      for (const ch of channels) {
        for (const u of everyone) {
          for (const m of driver.messages(ch, u)) if (m.authorId === standin.botUserId) botMessages.set(m.id, m);
        }
      }
      // Whom a message reaches: one person (an ephemeral answer, or their DM with the bot), or a server channel.
      const dmOf = new Map(everyone.map((u) => [standin.dmChannel(u), u]));
      const readerOf = (m: Message) => m.ephemeralTo ?? dmOf.get(m.channelId) ?? `#${m.channelId}`;
      const said = (m: Message) => `${readerOf(m)}|${messageText(m)}`;
      let kept = 0;
      const lost: string[] = [];
      const keptIds = new Set<string>();
      const keptTexts = new Map<string, string>();
      for (const g of store.pendingGames()) lost.push(...store.undelivered(g.gameId).map((p) => `game ${p.gameId} post ${p.seq} (${p.kind}) never delivered`));
      // An ephemeral follow-up sent just before a kill leaves the outbox with its message unknown (it cannot be looked
      // up on Discord): it must be among the reader's messages, once.
      const unseen: { gameId: number; seq: number; text: string; reader: string; at: number }[] = [];
      for (let gameId = 1; store.game(gameId); gameId++) {
        for (const p of store.posts(gameId)) {
          kept++;
          if (p.outbox !== 0) continue;
          if (!p.messageId) {
            const body = p.body as { text?: string[] };
            unseen.push({ gameId, seq: p.seq, text: (body.text ?? []).join('\n'), reader: p.audience, at: p.at });
            continue;
          }
          const m = botMessages.get(p.messageId);
          if (!m) { lost.push(`game ${gameId} post ${p.seq} (${p.kind}) is no message (${p.messageId})`); continue; }
          keptIds.add(m.id);
          keptTexts.set(said(m), m.id);
        }
      }
      // An unseen post's message may since have been rewritten in place by a later post of its reader (a press on it
      // that changed nothing else renews the note where it is): that later post claims the message but did not make
      // it (the message is older than the post). Such a message still counts as the unseen post's own.
      const claimants = new Map<string, number[]>();
      for (let gameId = 1; store.game(gameId); gameId++) {
        for (const p of store.posts(gameId)) if (p.messageId) claimants.set(p.messageId, [...(claimants.get(p.messageId) ?? []), p.at]);
      }
      const madeAt = (id: string) => Number((BigInt(id) >> 22n) + 1420070400000n);
      const onlyRewritten = (m: Message) => (claimants.get(m.id) ?? []).every((at) => at > madeAt(m.id));
      const unseenTaken = new Set<string>();
      for (const u of unseen) {
        const candidates = [...botMessages.values()].filter((x) => !unseenTaken.has(x.id) && readerOf(x) === u.reader
          && messageText(x).startsWith(u.text.split('\n')[0]) && madeAt(x.id) >= u.at);
        const m = candidates.find((x) => !keptIds.has(x.id)) ?? candidates.find((x) => x.editedAt !== undefined && onlyRewritten(x));
        if (!m) {
          if (process.env.KILL_DEBUG) console.log('UNSEEN', JSON.stringify(u), JSON.stringify([...botMessages.values()].filter((x) => readerOf(x) === u.reader)
            .map((x) => [x.id, madeAt(x.id) - u.at, x.editedAt ?? null, claimants.get(x.id) ?? null, messageText(x).split('\n')[0]]).slice(-8)));
          lost.push(`game ${u.gameId} post ${u.seq} left the outbox unseen and is no message of ${u.reader}'s`); continue;
        }
        unseenTaken.add(m.id);
        keptIds.add(m.id);
        keptTexts.set(said(m), m.id);
      }
      // A card message of the bot's that is no kept post's own but says what a kept post says to the same reader (in a
      // channel, ephemerally or by DM): a post told twice. (Cards are the table's posts; refusals are plain sentences.)
      // The one case docs/durability.md leaves open: an ephemeral follow-up whose bytes reached Discord between their last write
      // and the bot's note that they left, the kill landing there (the bot's thread taken off its core between the
      // two): the post, still noted as queued, is sent again after the restart. Such a copy is told by what the store
      // said when the bot died (that post, queued through this very interaction, saying this to this reader) and by
      // when Discord made it (after the post was kept, within a second of that death: the bot's thread may wait that
      // long for a core on a loaded machine, and bytes it wrote before it died may be read by Discord's side after);
      // any other copy fails the test.
      for (let gameId = 1; store.game(gameId); gameId++) {
        for (const p of store.posts(gameId)) {
          const a = JSON.parse(String((p as { attempt?: unknown }).attempt ?? 'null')) as { token?: string; ephemeral?: boolean; queued?: boolean } | null;
          const interaction = a?.ephemeral && a.queued ? /^standin\.(\d+)\./.exec(a.token ?? '')?.[1] : undefined;
          const death = kills.find((k) => k >= p.at);
          if (interaction && death !== undefined && !queuedAt.has(interaction)) {
            queuedAt.set(interaction, { reader: p.audience, text: postContent(p.body as Post), kept: p.at, death });
          }
        }
      }
      const inTheInstant = (m: Message) => {
        const q = m.interactionId === undefined ? undefined : queuedAt.get(m.interactionId);
        const made = madeAt(m.id);
        return m.ephemeralTo !== undefined && !!q && q.reader === readerOf(m) && messageText(m).startsWith(q.text)
          && made >= q.kept && Math.abs(q.death - made) <= 1_000;
      };
      if (process.env.KILL_DEBUG) {
        for (const [ia, q] of queuedAt) {
          const ms = [...botMessages.values()].filter((m) => m.interactionId === ia);
          console.log('QUEUED AT DEATH', ia, JSON.stringify({ ...q, text: q.text.slice(0, 40) }), JSON.stringify(ms.map((m) => ({ id: m.id, made: madeAt(m.id), same: messageText(m).startsWith(q.text), kept: keptIds.has(m.id) }))));
        }
      }
      const copies = [...botMessages.values()].filter((m) => !keptIds.has(m.id) && (m.flags & 32768) !== 0 && messageText(m) && keptTexts.has(said(m)));
      process.stdout.write(`kill test: ${copies.filter(inTheInstant).length} ephemeral note(s) sent twice in the instant of a kill\n`);
      const doubled = copies.filter((m) => !inTheInstant(m))
        .map((m) => `message ${m.id} repeats ${keptTexts.get(said(m))}: ${messageText(m).slice(0, 80)}`);
      if (process.env.KILL_DEBUG) {
        for (const m of [...botMessages.values()].filter((x) => !keptIds.has(x.id) && (x.flags & 32768) !== 0 && messageText(x) && keptTexts.has(said(x)))) {
          const twin = botMessages.get(keptTexts.get(said(m))!)!;
          const show = (x: Message) => ({ id: x.id, made: madeAt(x.id), ch: x.channelId, eph: x.ephemeralTo ?? null, edited: x.editedAt ?? null, nonce: x.nonce ?? null, ia: (x as { interactionId?: string }).interactionId ?? null });
          console.log('DOUBLED', JSON.stringify({ m: show(m), twin: show(twin), kills: kills.filter((k) => Math.abs(k - madeAt(m.id)) < 5000 || Math.abs(k - madeAt(twin.id)) < 5000) }));
          for (let gameId = 1; store.game(gameId); gameId++) {
            for (const p of store.posts(gameId)) {
              if (p.audience !== readerOf(m) || Math.abs(p.at - madeAt(m.id)) > 30000) continue;
              console.log('  POST', JSON.stringify({ gameId, seq: p.seq, kind: p.kind, at: p.at, outbox: p.outbox, messageId: p.messageId, attempt: (p as { attempt?: unknown }).attempt ?? null, live: (p as { live?: unknown }).live, first: ((p.body as { text?: string[] }).text ?? [])[0]?.slice(0, 40) }));
            }
          }
        }
      }
      expect(lost, lost.join('\n')).toEqual([]);
      expect(doubled, doubled.join('\n')).toEqual([]);
      // The games went on across the kills: more posts kept than kills.
      expect(kept).toBeGreaterThan(CYCLES * 2);
    } finally {
      store.close();
    }
  });
});
