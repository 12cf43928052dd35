// Metrics and health through the Discord stand-in (issue 42): /metrics scraped during real games, each figure moving
// as it should (a step raises the steps counter, a 5xx storm raises the outbox backlog and then clears it, a closed DM
// raises the invalid requests...), the text read by a strict exposition parser, and no label value that is a user id,
// a channel or game id, or a token; /readyz failing while the gateway is down, the store read-only or its steps failing
// for a full disk, and recovering.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import { controlsOf } from '../../src/local/driver.js';
import { ENDED_HOW } from '../../src/metrics/metrics.js';
import { parseExposition, sumOf, valueOf, type Family } from '../../src/metrics/parse.js';
import type { SqliteStore } from '../../src/store/index.js';
import { crewChannel, expectRefusals, gatherAndBegin, playFromHand, startHarness, stored, textOf, TOKEN, type Harness } from '../e2e/harness.js';
import { nodeArgs } from '../node-args.js';

let h: Harness;
afterEach(async () => { await h?.close(); });

async function scrape(): Promise<Map<string, Family>> {
  const res = await fetch(`${h.bot.metrics!.url}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(await res.text());
}

/** Waits, scrape after scrape, until `ok` holds (each scrape is an event: nothing here waits on a time). */
async function until(ok: () => Promise<boolean>, what: string): Promise<void> {
  for (let k = 0; k < 5000; k++) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`never: ${what}`);
}

/** Plays `n` moves of a crew game at play-by-post pace (an hour apart, by the one clock of the bot and the stand-in:
 * every earlier token expired): whoever it waits on presses from their /heist hand. */
async function play(kind: string, channel: string, gameId: number, n: number): Promise<void> {
  const game = GAMES.require(kind);
  for (let k = 0; k < n; k++) {
    h.clock.advance(60 * 60_000);
    const s = stored(h, gameId).state as unknown as { engine: unknown; seats: { userId: string; bot?: boolean; away?: unknown }[] };
    if (game.result(s.engine)) return;
    const seat = game.waitingOn(s.engine).find((x) => !s.seats[x].bot && !s.seats[x].away);
    if (seat === undefined) return;
    await playFromHand(h, channel, s.seats[seat].userId, k);
  }
}

describe('/metrics during games through the stand-in', () => {
  it('each figure moves as it should; the text is valid exposition; no label is an id or a token', async () => {
    h = await startHarness({ pictures: 'blank', metrics: true });
    const m0 = await scrape();
    expect(valueOf(m0, 'heist_gateway_shard_ready', { gateway_shard: '0' })).toBe(1);
    for (const name of ['process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_active_handles_total']) {
      expect(valueOf(m0, name), name).toBeGreaterThan(0);
    }
    expect(valueOf(m0, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(m0.get('nodejs_gc_duration_seconds')?.type).toBe('histogram');
    expect(valueOf(m0, 'heist_games_open', { game: 'art-robbery', status: 'active' })).toBe(0);
    // The counters whose labels are known up front have their series at 0 before their first event.
    expect(valueOf(m0, 'heist_refusals_total', { reason: 'not-your-turn' })).toBe(0);
    expect(valueOf(m0, 'heist_refusals_total', { reason: 'bots-playing' })).toBe(0);
    for (const game of GAMES.kinds()) {
      for (const how of ['away', 'back', 'sub']) expect(valueOf(m0, 'heist_handovers_total', { game, how }), `${game} ${how}`).toBe(0);
      expect(valueOf(m0, 'heist_retention_games_removed_total', { game }), game).toBe(0);
      expect(valueOf(m0, 'heist_steps_total', { game }), game).toBe(0);
    }
    for (const scope of ['user', 'global', 'shared']) expect(valueOf(m0, 'heist_discord_rate_limited_total', { scope })).toBe(0);
    expect(m0.get('heist_interactions_total')?.help).toMatch(/autocomplete, other\)/);
    expect(m0.get('heist_store_commit_seconds')?.help).toMatch(/^Time of one commit of a game's change, by backend: what one press or event made/);

    // A solo game in a DM: a command, bots' steps, a picture, a press.
    const ann = h.standin.createUser({ username: 'ann' });
    // She met the bot in a server (a bot may DM only people it shares one with).
    h.standin.createGuild({ name: 'Home', ownerId: ann.id });
    const dm = h.standin.dmChannel(ann.id);
    const opened = await h.driver.slashLine(ann.id, dm, '/heist start game:art-robbery');
    await h.bot.idle();
    const m1 = await scrape();
    expect(valueOf(m1, 'heist_interactions_total', { kind: 'command', command: 'heist start' })).toBe(1);
    expect(valueOf(m1, 'heist_games_open', { game: 'art-robbery', status: 'active' })).toBe(1);
    expect(valueOf(m1, 'heist_interaction_first_response_seconds_count', { kind: 'command' })).toBe(1);
    expect(valueOf(m1, 'heist_interaction_answer_seconds_count', { kind: 'command' })).toBe(1);
    expect(sumOf(m1, 'heist_drawing_seconds_count', { game: 'art-robbery' })).toBeGreaterThan(0);
    expect(valueOf(m1, 'heist_drawing_queue_depth')).toBe(0);
    expect(sumOf(m1, 'heist_discord_requests_total', { class: 'interaction' })).toBeGreaterThan(0);
    expect(sumOf(m1, 'heist_store_commit_seconds_count', { backend: 'sqlite' })).toBeGreaterThan(0);
    const gameId = h.bot.store.activeGameId(dm)!;
    const press = controlsOf(opened.message!).find((c) => c.type === 2 && !c.disabled && /:a[a-h]?:/.test(c.custom_id ?? ''))
      ?? controlsOf((await h.driver.slashLine(ann.id, dm, '/heist hand')).message!).find((c) => c.type === 2 && !c.disabled && /:a[a-h]?:/.test(c.custom_id ?? ''));
    const stepsBefore = valueOf(m1, 'heist_steps_total', { game: 'art-robbery' }) ?? 0;
    const versionBefore = stored(h, gameId).version;
    await playFromHand(h, dm, ann.id, 0);
    void press;
    const m2 = await scrape();
    // One step of ann's, and the bots' after it: as many as the game's version moved.
    expect(valueOf(m2, 'heist_steps_total', { game: 'art-robbery' })).toBe(stepsBefore + (stored(h, gameId).version - versionBefore));
    expect(valueOf(m2, 'heist_interactions_total', { kind: 'button', command: '' })).toBeGreaterThanOrEqual(1);

    // A refusal: /heist hand where no game is.
    const bo0 = h.standin.createUser({ username: 'bob' });
    await h.driver.slashLine(bo0.id, h.standin.dmChannel(bo0.id), '/heist hand');
    await h.bot.idle();
    expect(valueOf(await scrape(), 'heist_refusals_total', { reason: 'no-game-here' })).toBe(1);

    // A crew game in a server; bo's DMs are closed: one 403, an invalid request in the 10-minute window.
    const { people, channel } = crewChannel(h, ['cy', 'bo', 'di']);
    const bo = people[1];
    // bo asked for his turns by DM, and his DMs are closed.
    await h.driver.slashLine(bo.id, channel, '/heist settings dm:true');
    h.standin.faults.closeDms(bo.id);
    expectRefusals(h, 1);
    const invalid0 = valueOf(await scrape(), 'heist_discord_invalid_requests_10m')!;
    const crewGame = await gatherAndBegin(h, channel, people[0].id, people.slice(1).map((p) => p.id), '/heist start game:art-robbery');
    await play('art-robbery', channel, crewGame, 6);
    const m3 = await scrape();
    expect(valueOf(m3, 'heist_discord_invalid_requests_10m')).toBe(invalid0 + 1);
    expect(valueOf(m3, 'heist_discord_requests_total', { class: 'global', route: 'POST /channels/:id/messages', status: '403' })).toBe(1);
    h.standin.faults.openDms(bo.id);

    // A storm of 503s on the message routes (DMs are channels too) at a move of a game whose people asked for their
    // turns by DM: the backlog rises, and clears once Discord takes the posts again.
    const second = crewChannel(h, ['eve', 'fay', 'gus'], 'Second');
    for (const p of second.people) await h.driver.slashLine(p.id, second.channel, '/heist settings dm:true');
    const secondGame = await gatherAndBegin(h, second.channel, second.people[0].id, second.people.slice(1).map((p) => p.id), '/heist start game:art-robbery');
    const storm = h.standin.faults.serverError({ path: /\/channels\/\d+\/messages/, status: 503 });
    await play('art-robbery', second.channel, secondGame, 1);
    const m4 = await scrape();
    expect(storm.hits).toBeGreaterThan(0);
    expect(valueOf(m4, 'heist_outbox_posts')).toBeGreaterThan(0);
    expect(valueOf(m4, 'heist_outbox_oldest_post_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sumOf(m4, 'heist_discord_requests_total', { status: '503' })).toBeGreaterThan(0);
    storm.cancel();
    await until(async () => {
      await h.bot.sweepOutbox();
      return valueOf(await scrape(), 'heist_outbox_posts') === 0;
    }, 'the outbox backlog cleared');
    expect(valueOf(await scrape(), 'heist_outbox_oldest_post_age_seconds')).toBe(0);

    // A hand-over: bo leaves the game (after a confirm) and a bot plays his seat.
    const asked = await h.driver.slashLine(bo.id, channel, '/heist leave');
    const quit = controlsOf(asked.message!).find((c) => c.custom_id?.includes(':quit'))!;
    await h.driver.click(bo.id, asked.message!.id, quit.custom_id!);
    await h.bot.idle();
    expect(valueOf(await scrape(), 'heist_handovers_total', { game: 'art-robbery', how: 'away' })).toBe(1);

    // Reminders, a day later by the bot's clock, the first of them met by a shared 429 (a resource's own limit,
    // counted by its scope and not as invalid; discord.js waits and sends it again).
    const invalid1 = valueOf(await scrape(), 'heist_discord_invalid_requests_10m')!;
    const shared = h.standin.faults.sharedLimit({ path: /\/channels\/\d+\/messages/, count: 1, retryAfterMs: 10 });
    h.clock.advance(24 * 3600_000);
    const sent = await h.bot.tickReminders();
    expect(sent).toBeGreaterThan(0);
    expect(shared.hits).toBe(1);
    const m5 = await scrape();
    expect(valueOf(m5, 'heist_reminders_sent_total')).toBe(sent);
    expect(valueOf(m5, 'heist_discord_rate_limited_total', { scope: 'shared' })).toBe(1);
    expect(valueOf(m5, 'heist_discord_invalid_requests_10m')).toBe(invalid1);

    // The whole text: valid (parseExposition throws otherwise), every family typed, and no label value is anyone's id,
    // a channel's, a guild's, a game's or a token.
    const text = await (await fetch(`${h.bot.metrics!.url}/metrics`)).text();
    const families = parseExposition(text);
    const secrets = [
      TOKEN, ...h.standin.state.users.keys(), ...h.standin.state.channels.keys(), ...h.standin.state.guilds.keys(),
      ...[...h.standin.state.interactions.values()].map((x) => x.token),
      String(gameId), String(crewGame),
    ].filter(Boolean);
    for (const f of families.values()) {
      expect(f.type, f.name).not.toBe('untyped');
      expect(f.help, f.name).toBeTruthy();
      expect(f.name, 'snake_case names').toMatch(/^[a-z][a-z0-9_]*$/);
      if (f.type === 'counter') expect(f.name).toMatch(/_total$/);
      for (const s of f.samples) {
        for (const [label, value] of Object.entries(s.labels)) {
          expect(label).toMatch(/^[a-z][a-z0-9_]*$/);
          expect(value, `${s.name} ${label}`).not.toMatch(/\d{6,}/);
          for (const secret of secrets) if (secret.length > 2) expect(value.includes(secret), `${s.name} ${label}="${value}"`).toBe(false);
        }
      }
    }
    expect(text).not.toContain(TOKEN);
  });
});

describe('games ended, by how', () => {
  it('counts a game played to its end, one its host ended, one whose channel was deleted: each once, in its log line too', async () => {
    h = await startHarness({ pictures: 'blank', metrics: true });
    const ended = async (game: string) => {
      const m = await scrape();
      return Object.fromEntries(ENDED_HOW.map((how) => [how, valueOf(m, 'heist_games_ended_total', { game, how })]));
    };
    const none = Object.fromEntries(ENDED_HOW.map((how) => [how, 0]));
    for (const game of GAMES.kinds()) expect(await ended(game), game).toEqual(none);

    // Played to its end: a DM game of Art Robbery against bots, ann pressing from her hand until it is over.
    const ann = h.standin.createUser({ username: 'ann' });
    h.standin.createGuild({ name: 'Home', ownerId: ann.id });
    const dm = h.standin.dmChannel(ann.id);
    await h.driver.slashLine(ann.id, dm, '/heist start game:art-robbery bots:1');
    await h.bot.idle();
    const solo = h.bot.store.activeGameId(dm)!;
    for (let k = 0; k < 400 && stored(h, solo).status === 'active'; k++) await playFromHand(h, dm, ann.id, k);
    expect(stored(h, solo).status).toBe('finished');
    expect(await ended('art-robbery')).toEqual({ ...none, played: 1 });
    // A press on the finished game (its note's controls are gone; /heist hand is an answer, no step) counts nothing more.
    await h.driver.slashLine(ann.id, dm, '/heist hand');
    await h.bot.idle();
    expect(await ended('art-robbery')).toEqual({ ...none, played: 1 });

    // Ended by its host: a server game, /heist end confirmed.
    const first = crewChannel(h, ['cy', 'bo']);
    const hosted = await gatherAndBegin(h, first.channel, first.people[0].id, [first.people[1].id], '/heist start game:noir-heist bots:3');
    const ask = await h.driver.slashLine(first.people[0].id, first.channel, '/heist end');
    await h.driver.click(first.people[0].id, ask.message!.id, controlsOf(ask.message!).find((c) => c.type === 2)!.custom_id!);
    await h.bot.idle();
    expect(stored(h, hosted).status).toBe('abandoned');
    expect(await ended('noir-heist')).toEqual({ ...none, host: 1 });

    // Its channel deleted: Discord tells the bot (CHANNEL_DELETE), the game ends there and then.
    const second = crewChannel(h, ['di', 'eve'], 'Second');
    const gone = await gatherAndBegin(h, second.channel, second.people[0].id, [second.people[1].id], '/heist start game:noir-heist bots:3');
    h.standin.faults.deleteChannel(second.channel);
    await until(async () => (await ended('noir-heist')).channel_gone === 1, 'the deleted channel\'s game counted');
    expect(h.bot.store.game(gone)!.status).toBe('abandoned');
    expect(h.bot.store.log(gone).at(-1)!.action).toBe('#end gone');
    expect(await ended('noir-heist')).toEqual({ ...none, host: 1, channel_gone: 1 });
    // Ended by the store without its state (as a damaged game is, by its host): the reason read from its log line.
    const fay = h.standin.createUser({ username: 'fay' });
    h.standin.createGuild({ name: 'Fay', ownerId: fay.id });
    await h.driver.slashLine(fay.id, h.standin.dmChannel(fay.id), '/heist start game:burgle-bros scenario:office');
    await h.bot.idle();
    const broken = h.bot.store.activeGame(h.standin.dmChannel(fay.id))!;
    h.bot.store.abandon(broken.id, broken.version, { actorId: fay.id, action: '#end damaged', turnKey: '#end', revealed: false });
    expect(await ended('burgle-bros')).toEqual({ ...none, damaged: 1 });
  });
});

describe('/healthz and /readyz', () => {
  const probe = async (path: string) => {
    const res = await fetch(`${h.bot.metrics!.url}${path}`);
    return { status: res.status, text: await res.text() };
  };

  it('/readyz fails while the gateway is down, and recovers when it is back', async () => {
    h = await startHarness({ pictures: 'blank', metrics: true });
    expect(await probe('/healthz')).toEqual({ status: 200, text: 'ok\n' });
    expect(await probe('/readyz')).toEqual({ status: 200, text: 'ok discord\nok gateway\nok store\nok outbox\n' });
    const down = h.standin.faults.gatewayDown();
    await until(async () => (await probe('/readyz')).status === 503, '/readyz failing with the gateway down');
    expect((await probe('/readyz')).text).toContain('fail gateway: shard 0 not connected');
    expect((await probe('/healthz')).status).toBe(200);
    expect(valueOf(await scrape(), 'heist_gateway_shard_ready', { gateway_shard: '0' })).toBe(0);
    down.restore();
    await until(async () => (await probe('/readyz')).status === 200, '/readyz ready again');
    // The bot resumed: an interaction made now reaches it and is answered.
    const ann = h.standin.createUser({ username: 'ann' });
    const r = await h.driver.slashLine(ann.id, h.standin.dmChannel(ann.id), '/heist rules');
    expect(r.error).toBeUndefined();
  });

  it('/readyz fails while the store is read-only, and recovers', async () => {
    h = await startHarness({ pictures: 'blank', metrics: true });
    expect((await probe('/readyz')).status).toBe(200);
    // SQLite refuses every write (SQLITE_READONLY), as with a file or a disk that became read-only.
    const db = (h.bot.store as SqliteStore).db;
    db.pragma('query_only = ON');
    await until(async () => (await probe('/readyz')).status === 503, '/readyz failing with the store read-only');
    expect((await probe('/readyz')).text).toMatch(/^fail store: the database is read-only/m);
    expect((await probe('/healthz')).status).toBe(200);
    db.pragma('query_only = OFF');
    await until(async () => (await probe('/readyz')).status === 200, '/readyz ready again');
  });

  it('/readyz and heist_store_up fail while steps fail for a full disk, though a small write still fits; and recover', async () => {
    h = await startHarness({ pictures: 'blank', metrics: true });
    // The file may grow no more (SQLite's SQLITE_FULL, as a full disk gives), its free pages filled: the probe's own
    // small write still changes a page in place.
    const db = (h.bot.store as SqliteStore).db;
    db.exec('CREATE TABLE filler (b BLOB)');
    db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true }) as number}`);
    const fill = db.prepare('INSERT INTO filler VALUES (zeroblob(?))');
    for (const size of [65536, 4096, 256, 16]) {
      try {
        for (;;) fill.run(size);
      } catch { /* full at this size */ }
    }
    expect((await probe('/readyz')).status).toBe(200);
    // Games started in DMs until one finds no room for its rows (the tables' pages have some at first).
    const start = async (name: string) => {
      const who = h.standin.createUser({ username: name });
      h.standin.createGuild({ name: `Home of ${name}`, ownerId: who.id });
      const dm = h.standin.dmChannel(who.id);
      const r = await h.driver.slashLine(who.id, dm, '/heist start game:art-robbery');
      await h.bot.idle();
      return { dm, said: [r.message, ...r.followUps].map(textOf).join('\n') };
    };
    let refused: Awaited<ReturnType<typeof start>> | null = null;
    for (let k = 0; k < 100 && !refused; k++) {
      const tried = await start(`p${k}`);
      if (h.bot.store.activeGameId(tried.dm) === null) refused = tried;
    }
    expect(refused?.said).toMatch(/Could not save the game/);
    await until(async () => (await probe('/readyz')).status === 503, '/readyz failing while steps fail');
    expect((await probe('/readyz')).text).toMatch(/^fail store: the disk is full\. Free some space and try again\.$/m);
    expect(valueOf(await scrape(), 'heist_store_up')).toBe(0);
    // Space again: the probe's write of a step's size succeeds, and so does the game.
    db.pragma('max_page_count = 1073741823');
    await until(async () => (await probe('/readyz')).status === 200, '/readyz ready again');
    expect(valueOf(await scrape(), 'heist_store_up')).toBe(1);
    const again = await start('again');
    expect(h.bot.store.activeGameId(again.dm)).not.toBeNull();
  });
});

describe('offline play', () => {
  it('serves the metrics and health too, when METRICS_PORT is set: its address is printed at the start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'heist-offline-metrics-'));
    const child = spawn(process.execPath, nodeArgs('src/main.ts', '--fresh'), {
      env: { ...process.env, DISCORD_TOKEN: '', METRICS_PORT: '0', HEIST_OFFLINE_DIR: dir, LANG: 'en_US.UTF-8', WEB_PORT: '0' },
    });
    try {
      let out = '';
      const waiting = new Set<() => void>();
      child.stdout.on('data', (d) => { out += d; for (const w of waiting) w(); });
      const printed = (re: RegExp) => new Promise<RegExpExecArray>((resolve, reject) => {
        const look = () => {
          const m = re.exec(out);
          if (m) { waiting.delete(look); resolve(m); }
        };
        waiting.add(look);
        child.on('exit', () => reject(new Error(`offline play ended before printing ${re}:\n${out}`)));
        look();
      });
      const url = (await printed(/Metrics: (http:\/\/127\.0\.0\.1:\d+)\/metrics/))[1];
      child.stdin.write('/heist start\n');
      await printed(/> \/heist start[\s\S]*picture saved/);
      const families = parseExposition(await (await fetch(`${url}/metrics`)).text());
      expect(valueOf(families, 'heist_interactions_total', { kind: 'command', command: 'heist start' })).toBe(1);
      expect(valueOf(families, 'heist_games_open', { game: 'burgle-bros', status: 'active' })).toBe(1);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      child.stdin.write('quit\n');
      await new Promise((resolve) => child.on('exit', resolve));
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
