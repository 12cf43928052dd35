// Issue 15 through the stand-in: malformed gateway events and interactions never take the bot down; damaged
// snapshots are rebuilt from the log and the game goes on where it was; a damaged log is said plainly in its channel
// while other channels keep working; a rejected token, an unusable or damaged database file stop the start plainly.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.js';
import { BOT_EN } from '../../src/discord/text/en.js';
import { startStandin, type Standin } from '../../src/local/standin/index.js';
import { openStore, type SqliteStore } from '../../src/store/index.js';
import { checksumOf } from '../../src/store/sqlite.js';
import { TABLE_EN } from '../../src/table/text/en.js';
import { watchStderr } from './child.js';
import { confirmOf, customIds, gameIdOf, isEphemeral, latestWithComponents, mangled, NO_DEADLINE_MS, selectOf, startHarness, stored, type Harness, textOf } from './harness.js';
import { nodeArgs } from '../node-args.js';

const logged: Record<string, unknown>[] = [];
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ log: createLogger('info', (line) => logged.push(JSON.parse(line) as Record<string, unknown>)) });
});
afterAll(async () => { await h?.close(); });

const db = () => (h.bot.store as SqliteStore).db;

/** Presses an action button of the latest message (a peek or move if there is one), else picks its menu's first option. */
async function press(userId: string, dm: string) {
  const m = latestWithComponents(h, dm, userId)!;
  const select = selectOf(m);
  const buttons = customIds(m).filter((id) => /:a:./.test(id) && id !== select?.id);
  const r = await (buttons.length
    ? h.driver.click(userId, m.id, buttons.find((id) => /:a:(peek|move) /.test(id)) ?? buttons[0])
    : h.driver.select(userId, m.id, select!.id, [select!.values[0]]));
  await h.bot.idle();
  return r;
}

/** A press that takes a step: an end of turn that only showed what it would do (whatever the deal, the first button
 * may be it) is confirmed. */
async function step(userId: string, dm: string) {
  const r = await press(userId, dm);
  const confirm = confirmOf(r.message);
  if (!confirm) return r;
  const confirmed = await h.driver.click(userId, r.message!.id, confirm);
  await h.bot.idle();
  return confirmed;
}

/** A solo game in a fresh DM, a few steps in. */
async function soloGame(name: string, presses = 3): Promise<{ userId: string; dm: string; gameId: number }> {
  const user = h.standin.createUser({ username: name });
  // They met the bot in a server (a bot may DM only people it shares one with): its reminders reach them.
  h.standin.createGuild({ name: `${name}'s`, ownerId: user.id, channels: [] });
  const dm = h.standin.dmChannel(user.id);
  const start = await h.driver.slashLine(user.id, dm, '/heist start scenario:office crew:2');
  expect(start.error).toBeUndefined();
  await h.bot.idle();
  const gameId = gameIdOf(customIds(latestWithComponents(h, dm, user.id)!)[0]);
  // Steps, not bare presses: a press that only previewed an end of turn would leave its Confirm as the latest controls.
  for (let i = 0; i < presses; i++) expect((await step(user.id, dm)).error).toBeUndefined();
  return { userId: user.id, dm, gameId };
}

/** The snapshot a game is read from: its newest at or before its version (the log since leads on from it). */
function newestSnapshot(gameId: number): { version: number; state: string } {
  return db().prepare(`SELECT s.version AS version, s.state AS state FROM games g JOIN snapshots s ON s.game_id = g.id
    AND s.version = (SELECT max(version) FROM snapshots WHERE game_id = g.id AND version <= g.version) WHERE g.id = ?`)
    .get(gameId) as { version: number; state: string };
}

/** Rewrites the snapshot the game is read from with a matching checksum (so only the shape check can catch it). */
function damageSnapshot(gameId: number, change: (state: any) => unknown): void {
  const row = newestSnapshot(gameId);
  const text = JSON.stringify(change(JSON.parse(row.state)));
  db().prepare('UPDATE snapshots SET state = ?, checksum = ? WHERE game_id = ? AND version = ?').run(text, checksumOf(text), gameId, row.version);
}

/** `/heist status` answers as for a healthy game: not an error, not "over". */
async function expectPlaying(userId: string, channelId: string): Promise<void> {
  const r = await h.driver.slashLine(userId, channelId, '/heist status');
  expect(r.error).toBeUndefined();
  await h.bot.idle();
  const text = textOf(r.message);
  expect(text).not.toBe(BOT_EN['err.internal']);
  expect(text).not.toBe(TABLE_EN['game-over']);
  expect(isEphemeral(r.message)).toBe(false);
}

describe('one bad event never kills the bot', () => {
  it('a button press without its message is logged with its id, answered plainly, and the next command works', async () => {
    const g = await soloGame('nomsg', 0);
    const version = stored(h, g.gameId).version;
    const r = await mangled(h, (p) => { delete p.message; }, () => press(g.userId, g.dm));
    expect(stored(h, g.gameId).version).toBe(version);
    expect(r.error).toBeUndefined();
    expect(isEphemeral(r.message)).toBe(true);
    expect(textOf(r.message!)).toBe(TABLE_EN['bad-event']);
    expect(logged.find((l) => l.msg === 'gateway event dropped' && l.id === r.interactionId)).toMatchObject({ level: 'error', event: 'INTERACTION_CREATE' });
    await expectPlaying(g.userId, g.dm);
  });

  it('a slash command without its data is dropped the same way', async () => {
    const g = await soloGame('nodata', 0);
    const r = await mangled(h, (p) => { delete p.data; }, () => h.driver.slashLine(g.userId, g.dm, '/heist status'));
    expect(textOf(r.message!)).toBe(TABLE_EN['bad-event']);
    await expectPlaying(g.userId, g.dm);
  });
});

describe('an interaction the bot never asks for', () => {
  it('(a modal submitted out of nowhere) is answered with the same plain sentence, not left to fail', async () => {
    const g = await soloGame('modal', 0);
    const r = await h.driver.submitModal(g.userId, g.dm, { custom_id: 'h:1:1:zz', components: [] }, {});
    expect(r.error).toBeUndefined();
    expect(isEphemeral(r.message)).toBe(true);
    expect(textOf(r.message!)).toBe(TABLE_EN['bad-event']);
  });
});

describe('malformed options get a clear ephemeral sentence', () => {
  let g: { userId: string; dm: string; gameId: number };
  beforeAll(async () => { g = await soloGame('options', 1); });

  /** Sets option `name` (anywhere under the command) to `patch`, or removes it when `patch` is null. */
  const option = (name: string, patch: Record<string, unknown> | null) => (p: Record<string, any>) => {
    const walk = (list: any[]): any[] => list.flatMap((o) => (o.name === name ? (patch ? [{ ...o, ...patch }] : []) : [{ ...o, ...(o.options ? { options: walk(o.options) } : {}) }]));
    p.data.options = walk(p.data.options ?? []);
  };

  it('a fractional reminder interval is refused as not a whole number, and nothing changes', async () => {
    const before = stored(h, g.gameId).version;
    const r = await mangled(h, option('interval', { value: 1.5 }), () => h.driver.slashLine(g.userId, g.dm, '/heist settings interval:2'));
    expect(isEphemeral(r.message)).toBe(true);
    expect(textOf(r.message!)).toBe('The option interval of /heist settings must be a whole number. Nothing was done: try again.');
    expect(stored(h, g.gameId).version).toBe(before);
  });

  it('an option of the wrong type is refused', async () => {
    const r = await mangled(h, option('interval', { type: 3, value: 'twelve' }), () => h.driver.slashLine(g.userId, g.dm, '/heist settings interval:2'));
    expect(textOf(r.message!)).toMatch(/^The option interval of \/heist settings must be a whole number/);
  });

  it('a missing required option is refused, naming it', async () => {
    const r = await mangled(h, option('target', null), () => h.driver.slashLine(g.userId, g.dm, '/move target:east'));
    expect(isEphemeral(r.message)).toBe(true);
    expect(textOf(r.message!)).toBe('/move needs the option target. Nothing was done: try again with it.');
  });

  it('autocomplete with no focused option gets an empty list, and autocomplete still works after', async () => {
    const none = await mangled(h, (p) => { for (const o of p.data.options ?? []) delete o.focused; }, () => h.driver.autocomplete(g.userId, g.dm, 'move', { target: '' }, 'target'));
    expect(none).toEqual([]);
    expect((await h.driver.autocomplete(g.userId, g.dm, 'move', { target: '' }, 'target')).length).toBeGreaterThan(0);
  });

  it('whatever a user typed, the answer fits in 2,000 characters', async () => {
    const long = await mangled(h, option('target', { value: 'x'.repeat(5000) }), () => h.driver.slashLine(g.userId, g.dm, '/move target:east'));
    expect(textOf(long.message!)).toBe('The option target of /move may be at most 100 characters long. Nothing was done: try a shorter one.');
    const r = await h.driver.slashLine(g.userId, g.dm, `/move target:${'<@1> **x** '.repeat(9)}`);
    await h.bot.idle();
    expect(r.error).toBeUndefined();
    expect(r.restErrors).toEqual([]);
    for (const m of [r.message!, ...r.followUps]) expect(textOf(m).length).toBeLessThanOrEqual(2000);
  });
});

describe('a damaged snapshot is rebuilt from the log and the game goes on where it was', () => {
  const shapes: [string, (s: any) => unknown][] = [
    ['{}', () => ({})],
    ['null', () => null],
    ['a player index out of range', (s) => ({ ...s, engine: { ...s.engine, turn: { ...s.engine.turn, player: 9 } } })],
    ['emptied seats', (s) => ({ ...s, seats: [] })],
    ['no game state while playing', (s) => ({ ...s, engine: null })],
  ];
  for (const [name, change] of shapes) {
    it(name, async () => {
      const g = await soloGame(`shape${name.length}`);
      const before = stored(h, g.gameId);
      damageSnapshot(g.gameId, change);
      await expectPlaying(g.userId, g.dm);
      const after = stored(h, g.gameId);
      expect(after.version).toBe(before.version);
      expect(after.state.engine).toEqual(before.state.engine);
      expect(after.state.seats).toEqual(before.state.seats);
      // And the next action is accepted.
      const r = await step(g.userId, g.dm);
      expect(r.error).toBeUndefined();
      expect(stored(h, g.gameId).version).toBeGreaterThan(before.version);
    });
  }

  it('bit rot (the text no longer matches its checksum)', async () => {
    const g = await soloGame('bitrot');
    const before = stored(h, g.gameId);
    const changed = db().prepare('UPDATE snapshots SET state = replace(state, \'"stealth":\', \'"stealth":1\') WHERE game_id = ? AND version = ?')
      .run(g.gameId, newestSnapshot(g.gameId).version);
    expect(changed.changes).toBe(1);
    await expectPlaying(g.userId, g.dm);
    expect(stored(h, g.gameId).state.engine).toEqual(before.state.engine);
  });
});

describe('a damaged log', () => {
  it('is said plainly in its channel with the step, other channels keep working, and the host can end it', async () => {
    const broken = await soloGame('broken', 4);
    const healthy = await soloGame('healthy', 1);
    const lines = db().prepare("SELECT seq FROM actions WHERE game_id = ? AND undone = 0 AND action NOT LIKE '#%' ORDER BY seq").all(broken.gameId) as { seq: number }[];
    db().prepare('UPDATE actions SET action = ? WHERE game_id = ? AND seq = ?').run('Nobody: fly to the moon', broken.gameId, lines[1].seq);
    damageSnapshot(broken.gameId, () => ({}));

    const plain = TABLE_EN['damaged-at'] as string;
    for (const line of ['/heist status', '/move target:east', '/end-turn', '/heist undo']) {
      const r = await h.driver.slashLine(broken.userId, broken.dm, line);
      expect(textOf(r.message), line).toBe(plain.replace('{step}', '2'));
    }
    const pressed = await press(broken.userId, broken.dm);
    expect(textOf(pressed.message)).toBe(plain.replace('{step}', '2'));
    // Said once in the game's channel too, for everyone, its host mentioned (the host alone can end it).
    await h.bot.idle();
    const notices = h.driver.messages(broken.dm, broken.userId).filter((x) => textOf(x).startsWith("This game's saved data is damaged at step 2: it cannot go on."));
    expect(notices).toHaveLength(1);
    expect(isEphemeral(notices[0])).toBe(false);
    expect(textOf(notices[0])).toContain(`<@${broken.userId}>`);

    await expectPlaying(healthy.userId, healthy.dm);
    const before = stored(h, healthy.gameId).version;
    expect((await step(healthy.userId, healthy.dm)).error).toBeUndefined();
    expect(stored(h, healthy.gameId).version).toBeGreaterThan(before);
    // Reminders: the damaged game is skipped, every other game's reminder still goes out.
    h.clock.t += 24 * 3_600_000;
    expect(await h.bot.tickReminders()).toBeGreaterThan(0);
    expect(h.driver.messages(healthy.dm, healthy.userId).some((x) => textOf(x).includes('the heist is waiting for your move'))).toBe(true);

    const confirm = await h.driver.slashLine(broken.userId, broken.dm, '/heist end');
    expect(textOf(confirm.message)).toBe(TABLE_EN['damaged-end-confirm']);
    const ended = await h.driver.click(broken.userId, confirm.message!.id, customIds(confirm.message!)[0]);
    await h.bot.idle();
    // The confirm message loses its button; the answer follows it.
    expect(ended.followUps.map((f) => textOf(f)).join('\n')).toContain('ended this game, whose saved data was damaged');
    expect(h.bot.store.game(broken.gameId)?.status).toBe('abandoned');
    expect(h.bot.store.log(broken.gameId).at(-1)!.action).toBe('#end damaged');
    const again = await h.driver.slashLine(broken.userId, broken.dm, '/heist start scenario:office');
    expect(again.error).toBeUndefined();
    await h.bot.idle();
    expect(h.bot.store.activeGame(broken.dm)?.id).not.toBe(broken.gameId);
  });
});

// ---- the process: `npm start` (src/main.ts) with a token -------------------------------------------------------

interface Run { code: number | null; stderr: string }

/** Runs src/main.ts (or `script`) until it exits by itself, or until `untilText` appears: then `whileRunning`, then
 * SIGTERM (main.ts handles signals from before the bot starts). */
async function runMain(
  env: Record<string, string>, opts: { untilText?: string; whileRunning?: (stderr: ReturnType<typeof watchStderr>) => Promise<void>; script?: string } = {},
): Promise<Run> {
  const child = spawn(process.execPath, nodeArgs(opts.script ?? 'src/main.ts'), {
    env: { ...process.env, LOG_LEVEL: 'info', HEIST_RENDER_WORKERS: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr = watchStderr(child);
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  if (opts.untilText) {
    const until = opts.untilText;
    await Promise.race([stderr.until(until).then(() => opts.whileRunning?.(stderr)).finally(() => child.kill('SIGTERM')), exited]);
  } else {
    // A run that should stop by itself but started after all is ended at once: the test fails on its exit code, not
    // on vitest's timeout minutes later.
    void stderr.until('bot ready').then(() => child.kill('SIGTERM'), () => {});
  }
  return { code: await exited, stderr: stderr.text() };
}

describe('npm start refuses to start plainly', () => {
  let standin: Standin;
  let dir: string;
  beforeAll(async () => {
    standin = await startStandin({ token: 'right-token', responseDeadlineMs: NO_DEADLINE_MS });
    dir = mkdtempSync(join(tmpdir(), 'heist-resilience-'));
  });
  afterAll(async () => {
    await standin.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('with a rejected token: exits non-zero by itself, one line pointing to a new token, never the token', async () => {
    // With a drawing thread, as in production: it too must be closed for the process to end by itself.
    const run = await runMain({ DISCORD_TOKEN: 'revoked-token-4711', DISCORD_API_URL: standin.apiUrl, DATABASE_PATH: join(dir, 'a.sqlite'), HEIST_RENDER_WORKERS: '1' });
    expect(run.code).not.toBe(0);
    expect(run.code).not.toBeNull();
    const lines = run.stderr.split('\n').filter((l) => l.includes('could not start'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Discord rejected DISCORD_TOKEN');
    expect(lines[0]).toContain('README');
    expect(run.stderr).not.toContain('revoked-token-4711');
    // It ended by itself: the client, the drawing threads and the database were closed, nothing forced it.
    expect(run.stderr).not.toContain('still open');
  });

  it('sharded, with a rejected token: every shard stops, and so does the manager, non-zero', async () => {
    const run = await runMain({
      DISCORD_TOKEN: 'revoked-token-4712', DISCORD_API_URL: standin.apiUrl, DATABASE_PATH: join(dir, 's.sqlite'), SHARD_COUNT: '2', SHARD_SPAWN_DELAY_MS: '0',
    }, { script: 'src/sharded.ts' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('shard could not start: Discord rejected DISCORD_TOKEN');
    expect(run.stderr).not.toContain('revoked-token-4712');
  });

  it('with a token of the wrong shape: the same, before opening anything', async () => {
    const run = await runMain({ DISCORD_TOKEN: 'Bot "abc def"', DISCORD_API_URL: standin.apiUrl, DATABASE_PATH: join(dir, 'never', 'b.sqlite') });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('DISCORD_TOKEN does not look like a bot token');
    expect(run.stderr).not.toContain('abc def');
  });

  it('with a mistyped setting a default would otherwise stand for: one plain line naming it and what it takes', async () => {
    const base = { DISCORD_TOKEN: 'right-token', DISCORD_API_URL: standin.apiUrl, DATABASE_PATH: join(dir, 'typo.sqlite') };
    const sync = await runMain({ ...base, DATABASE_SYNCHRONOUS: 'fulll' });
    expect(sync.code).toBe(1);
    expect(sync.stderr).toContain('could not start: DATABASE_SYNCHRONOUS must be "full"');
    const workers = await runMain({ ...base, HEIST_RENDER_WORKERS: 'lots' });
    expect(workers.code).toBe(1);
    expect(workers.stderr).toContain('could not start: HEIST_RENDER_WORKERS must be a whole number');
    // An address that is not this machine's: the setting named, not a raw getaddrinfo error.
    const host = await runMain({ ...base, METRICS_PORT: '0', METRICS_HOST: 'no-such-host.invalid' });
    expect(host.code).toBe(1);
    expect(host.stderr).toContain('could not start: The metrics cannot listen on METRICS_HOST "no-such-host.invalid" (no such address on this machine)');
    expect(host.stderr).not.toMatch(/getaddrinfo|still open/);
    // Links no browser would follow (the scheme forgotten): refused before they are handed out.
    const url = await runMain({ ...base, WEB_PORT: '0', PUBLIC_URL: 'heist.example.org' });
    expect(url.code).toBe(1);
    expect(url.stderr).toContain('could not start: PUBLIC_URL must be the address the web pages are reached at, like https://heist.example.org (it is "heist.example.org")');
  });

  it('with a database it cannot write: one plain line, not a raw SqliteError', async () => {
    const blocker = join(dir, 'a-file');
    writeFileSync(blocker, 'x');
    const run = await runMain({ DISCORD_TOKEN: 'right-token', DISCORD_API_URL: standin.apiUrl, DATABASE_PATH: join(blocker, 'h.sqlite') });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/could not start: Cannot use the database .*DATABASE_PATH must name a file/);
    expect(run.stderr).not.toMatch(/SqliteError|ENOTDIR/);
  });

  it('with a damaged database file: refuses, naming the file and the backup commands; HEIST_START_DAMAGED=1 starts anyway', async () => {
    const file = join(dir, 'damaged.sqlite');
    const s = openStore(file);
    for (let i = 0; i < 30; i++) s.createGame({ kind: 'burgle-bros', guildId: null, channelId: `c${i}`, hostId: 'h', options: {}, seed: i, state: { n: 'x'.repeat(2000) }, status: 'finished' });
    s.close();
    // Scribbled over the header of the fourth page (the file's page size is in its header, bytes 16-17).
    const pageSize = readFileSync(file).readUInt16BE(16);
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(4, 0x5a), 0, 4, pageSize * 3 + 3);
    closeSync(fd);
    const env = { DISCORD_TOKEN: 'right-token', DISCORD_API_URL: standin.apiUrl, DATABASE_PATH: file };
    const refused = await runMain(env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The database ${file} is damaged`);
    expect(refused.stderr).toContain('npm run -s db:backup');
    expect(refused.stderr).not.toContain('bot ready');
    const anyway = await runMain({ ...env, HEIST_START_DAMAGED: '1' }, { untilText: 'bot ready' });
    expect(anyway.stderr).toContain('bot ready');
    // The start names the database it opened (a host with a mistyped DATABASE_PATH in .env sees the default named).
    expect(anyway.stderr).toContain(`"database":"${file}"`);
    expect(anyway.stderr).toContain('starting anyway');
    expect(anyway.code).toBe(0);
  });

  it('a malformed gateway event does not end the process: it keeps answering', async () => {
    const user = standin.createUser({ username: 'wire' });
    const dm = standin.dmChannel(user.id);
    let answered = '';
    const run = await runMain({ DISCORD_TOKEN: 'right-token', DISCORD_API_URL: standin.apiUrl, DATABASE_PATH: join(dir, 'live.sqlite'), REGISTER_ON_START: '1' }, {
      untilText: 'bot ready',
      whileRunning: async (stderr) => {
        const { Driver } = await import('../../src/local/driver.js');
        const driver = new Driver(standin, { replyTimeoutMs: NO_DEADLINE_MS });
        // The commands are registered just after "bot ready" (a slash line is checked against them).
        while (standin.commands().length === 0) await new Promise((r) => setTimeout(r, 10));
        const state = standin.state;
        const dispatch = state.dispatch;
        state.dispatch = (t, d, g) => { if (t === 'INTERACTION_CREATE') delete (d as Record<string, unknown>).data; dispatch(t, d, g); };
        // Never answered (the bot dropped it): not waited for; the stand-in settles it when it closes.
        void driver.slashLine(user.id, dm, '/heist status');
        state.dispatch = dispatch;
        await stderr.until('gateway event dropped');
        answered = textOf((await driver.slashLine(user.id, dm, '/heist status')).message);
      },
    });
    expect(run.stderr).toContain('gateway event dropped');
    expect(answered).toBe(TABLE_EN['no-game-here']);
    expect(run.code).toBe(0);
  });
});
