// Damaged data (issue 15), on both backends: a snapshot that fails its checksum or its kind's shape check is rebuilt
// from the log; a log that does not replay gives DamagedGameError with the step. SQLite's own: a damaged or unwritable
// file refuses to open plainly.
import { spawnSync } from 'node:child_process';
import { chmodSync, closeSync, mkdirSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateState } from '../../src/games/burgle-bros/checks.js';
import { checksumOf } from '../../src/store/base.js';
import { DamagedGameError, openStore, StoreOpenError, type AnyStore, type StoredGame } from '../../src/store/index.js';
import { run } from '../e2e/child.js';
import { MIGRATIONS } from '../../src/store/schema.js';
import { freshDatabase } from '../pg.js';
import { storeKit } from './probe-kit.js';
import { createPlayed, play, postgresBackend, replayBurgle, setupFor, sqliteBackend, tempDir, type Backend } from './util.js';

let backend: Backend;
let store: AnyStore;
const warnings: string[] = [];
const sql = <T = Record<string, unknown>>(text: string, ...params: unknown[]) => store.query<T>(text, ...params);

function register<S extends AnyStore>(s: S): S {
  // The engine's replay with its shape check (the table registers its own, src/table/store-repo.ts).
  s.registerKind('burgle-bros', { replay: (g, actions) => replayBurgle(g.options as ReturnType<typeof setupFor>, actions), validate: validateState });
  return s;
}

function reopen(): AnyStore {
  store.close();
  store = register(backend.open({ warn: (m) => warnings.push(m) }));
  return store;
}

function snapshotText(g: StoredGame): string {
  return sql<{ state: string }>('SELECT state FROM snapshots WHERE game_id = ? AND version = ?', g.id, g.version)[0].state;
}

/** Overwrites the current snapshot; `checksum` true writes a matching checksum (a bug that saved a wrong state). */
function overwrite(g: StoredGame, text: string, checksum: boolean): void {
  if (checksum) sql('UPDATE snapshots SET state = ?, checksum = ? WHERE game_id = ? AND version = ?', text, checksumOf(text), g.id, g.version);
  else sql('UPDATE snapshots SET state = ? WHERE game_id = ? AND version = ?', text, g.id, g.version);
}

for (const b of [sqliteBackend(), postgresBackend('damaged', freshDatabase)]) {
  describe(b.name, () => {
    beforeEach(() => {
      backend = b;
      b.reset();
      warnings.length = 0;
      store = register(b.open({ warn: (m) => warnings.push(m) }));
    });
    afterEach(() => store.close());
    afterAll(() => b.cleanup());
    damagedData();
  });
}

function damagedData(): void {
  describe('a snapshot checksum', () => {
    it('catches bit rot that still parses: the snapshot is rebuilt from the log', () => {
      const g = play(store, createPlayed(store, 'c1', 11), 30);
      const text = snapshotText(g);
      const rotten = text.replace(/"stealth":(\d)/, (_m, d: string) => `"stealth":${(Number(d) + 1) % 10}`);
      expect(rotten).not.toBe(text);
      overwrite(g, rotten, false);
      const loaded = reopen().game(g.id)!;
      expect(loaded.state).toEqual(g.state);
      expect(warnings.join('\n')).toMatch(/checksum does not match.*rebuilt it from \d+ logged actions/);
    });

    it('is not required: a snapshot saved before checksums loads as it is', () => {
      const g = play(store, createPlayed(store, 'c1', 12), 10);
      sql('UPDATE snapshots SET checksum = NULL WHERE game_id = ?', g.id);
      expect(reopen().game(g.id)!.state).toEqual(g.state);
      expect(warnings).toEqual([]);
    });
  });

  describe("a snapshot that fails its kind's shape check", () => {
    for (const [name, text] of [['{}', '{}'], ['null', 'null'], ['[]', '[]']] as const) {
      it(`(${name}) is rebuilt from the log like an unreadable one`, () => {
        const g = play(store, createPlayed(store, 'c1', 13), 25);
        overwrite(g, text, true);
        expect(reopen().game(g.id)!.state).toEqual(g.state);
        expect(warnings.join('\n')).toMatch(/not a valid state/);
      });
    }

    it('(a turn naming no player) is rebuilt from the log', () => {
      const g = play(store, createPlayed(store, 'c1', 14), 25);
      const bad = JSON.parse(snapshotText(g)) as { turn: { player: number } };
      bad.turn.player = 7;
      overwrite(g, JSON.stringify(bad), true);
      expect(reopen().game(g.id)!.state).toEqual(g.state);
    });
  });

  describe('a damaged log', () => {
    it('gives DamagedGameError carrying the step where the replay broke, and changes nothing', () => {
      const g = play(store, createPlayed(store, 'c1', 15), 20);
      sql('UPDATE actions SET action = ? WHERE game_id = ? AND seq = 6', 'Ava: fly to the moon', g.id);
      overwrite(g, '{}', true);
      reopen();
      let err: unknown;
      try {
        store.activeGame('c1');
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(DamagedGameError);
      expect(err).toMatchObject({ gameId: g.id, channelId: 'c1', hostId: 'u0', version: g.version, step: 6 });
      expect((err as Error).message).not.toContain('fly to the moon');
      expect(snapshotText(g)).toBe('{}');
    });

    it('still exports the game, its whole log with a null state, so a restore has what it needs', () => {
      const g = play(store, createPlayed(store, 'c1', 19), 12);
      sql('UPDATE actions SET action = ? WHERE game_id = ? AND seq = 4', 'Bo: ???', g.id);
      overwrite(g, '{}', true);
      const ex = reopen().exportGame('c1');
      expect(ex.state).toBeNull();
      expect(ex.position).toBeUndefined();
      expect(ex.log).toHaveLength(12);
      expect(warnings.join('\n')).toMatch(/exporting game \d+ without its state/);
    });

    it('of a finished game loads its state as null instead of failing (nothing more is played on it)', () => {
      const g = store.commit(play(store, createPlayed(store, 'c1', 16), 5).id, 6, { state: {}, status: 'abandoned' });
      sql('UPDATE actions SET action = ? WHERE game_id = ? AND seq = 2', 'Bo: juggle', g.id);
      expect(reopen().game(g.id)!.state).toBeNull();
      expect(store.activeGame('c1')).toBeNull();
    });

    it('can be ended without reading it: the game is abandoned, its log kept, the channel free again', () => {
      const g = play(store, createPlayed(store, 'c1', 17), 10);
      sql('UPDATE actions SET action = ? WHERE game_id = ? AND seq = 3', 'Ava: ???', g.id);
      overwrite(g, '{}', true);
      reopen();
      expect(() => store.activeGame('c1')).toThrow(DamagedGameError);
      // Its kind is read without its state (the metrics count the game ended under it).
      expect(store.gameKind(g.id)).toBe(g.kind);
      expect(store.gameKind(g.id + 1000)).toBeNull();
      expect(store.abandon(g.id, g.version, { actorId: 'u0', action: '#end', turnKey: '#end', revealed: false })).toBe(g.version + 1);
      expect(store.activeGame('c1')).toBeNull();
      expect(store.game(g.id)).toMatchObject({ status: 'abandoned', version: g.version + 1, state: null });
      expect(store.log(g.id).map((e) => e.action)).toContain('#end');
      const next = createPlayed(store, 'c1', 18);
      expect(store.activeGame('c1')?.id).toBe(next.id);
    });
  });

}

describe('opening the database file (SQLite)', () => {
  let tmp: ReturnType<typeof tempDir>;
  beforeEach(() => {
    tmp = tempDir();
  });
  afterEach(() => tmp.cleanup());
  it('refuses a file that fails quick_check, naming the file, the backup commands and the flag to start anyway', () => {
    const store = openStore(tmp.file('heist.sqlite'));
    for (let i = 0; i < 30; i++) createPlayed(store, `c${i}`, i);
    store.close();
    const file = tmp.file('heist.sqlite');
    // Scribble over the headers of some b-tree pages (page 1, the file header, stays whole).
    const pageSize = readFileSync(file).readUInt16BE(16);
    const fd = openSync(file, 'r+');
    for (let page = 2; page < 8; page++) writeSync(fd, Buffer.alloc(8, 0x5a), 0, 8, pageSize * (page - 1) + 1);
    closeSync(fd);
    let err: unknown;
    try {
      openStore(file, { quickCheck: 'refuse' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(StoreOpenError);
    expect((err as StoreOpenError).reason).toBe('damaged');
    const message = (err as Error).message;
    expect(message).toContain(file);
    expect(message).toContain('npm run -s db:backup');
    expect(message).toContain('HEIST_START_DAMAGED=1');
    // The salvage with its check, not a bare `.recover` pipeline (an empty copy where sqlite3 lacks it).
    expect(message).toContain('as docs/durability.md says ("Salvaging a damaged file")');
    expect(message).not.toContain('.recover');
    expect(message).not.toContain('\n');
  });

  it('says in one plain sentence that a path it cannot write is unusable (no raw SqliteError)', () => {
    const blocker = join(tmp.dir, 'not-a-folder');
    writeFileSync(blocker, 'x');
    for (const path of [join(blocker, 'heist.sqlite'), tmp.dir]) {
      let err: unknown;
      try {
        openStore(path);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(StoreOpenError);
      expect((err as Error).message).toMatch(/^Cannot use the database .*DATABASE_PATH must name a file the bot may create and write/);
      expect((err as Error).message).not.toMatch(/SqliteError|\n/);
    }
  });

  it('says plainly that an existing file it may not write is unusable, at open rather than at the first move', async () => {
    // Opened in a child process; as an unprivileged user when the tests run as root (root may write anything), who
    // may not read the checkout (a clone in a private folder): the child runs a copy of the store outside it.
    const kit = storeKit();
    try {
      const folder = join(kit.dir, 'ro');
      mkdirSync(folder);
      const file = join(folder, 'heist.sqlite');
      openStore(file).close();
      const probe = join(kit.dir, 'probe.mjs');
      writeFileSync(probe, `import { openStore } from './store/index.js';
try { openStore(process.argv[2]).close(); console.log('opened'); } catch (e) { console.log(e.name + ': ' + e.message); }`);
      chmodSync(file, 0o444);
      chmodSync(folder, 0o555);
      const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
      const r = await run(process.execPath, [probe, file], { ...asUser, cwd: kit.dir, env: { PATH: process.env.PATH ?? '', HOME: kit.dir } });
      chmodSync(folder, 0o755);
      expect(r.stderr).toBe('');
      expect(r.stdout.trim()).toBe(`StoreOpenError: Cannot use the database ${file} (EACCES): DATABASE_PATH must name a file the bot may create and write, in a folder it may write.`);
      // The same file, writable again, opens: it was the permission, not the copy, that refused.
      chmodSync(file, 0o666);
      chmodSync(folder, 0o777);
      expect((await run(process.execPath, [probe, file], { ...asUser, cwd: kit.dir, env: { PATH: process.env.PATH ?? '', HOME: kit.dir } })).stdout.trim()).toBe('opened');
    } finally {
      kit.cleanup();
    }
  });
});

describe('salvaging a damaged file as docs/durability.md says', () => {
  // Its shell blocks, in order: the salvage (npm run -s db:salvage), the copy put in place.
  const blocks = [...readFileSync(new URL('../../docs/durability.md', import.meta.url), 'utf8')
    .split('### Salvaging a damaged file')[1].matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]);
  let tmp: ReturnType<typeof tempDir>;
  beforeEach(() => { tmp = tempDir(); });
  afterEach(() => tmp.cleanup());
  const sh = (script: string, cwd = tmp.dir) => spawnSync('sh', ['-c', script], { cwd, encoding: 'utf8' });
  /** The checkout, where `npm run` finds the script (the docs run it from the bot's folder, the file beside it). */
  const checkout = fileURLToPath(new URL('../..', import.meta.url));

  it('gives the bot a file with the games that survived, with no sqlite3 tool, reading past each damaged page', () => {
    expect(blocks).toHaveLength(2);
    mkdirSync(tmp.file('data'));
    const file = tmp.file('data/heist.sqlite');
    const store = openStore(file);
    for (let i = 0; i < 40; i++) play(store, createPlayed(store, `c${i}`, i), 20);
    const actionsBefore = store.query<{ n: number }>('SELECT count(*) AS n FROM actions')[0].n;
    // Two pages of the action log's rows scribbled over: the file fails its check, and a read of the log meets the damage.
    const leaves = store.query<{ pageno: number; ncell: number }>("SELECT pageno, ncell FROM dbstat WHERE name = 'actions' AND pagetype = 'leaf' ORDER BY pageno");
    // Every page in the file itself, none newer in its log.
    store.db.pragma('wal_checkpoint(TRUNCATE)');
    store.close();
    expect(leaves.length).toBeGreaterThan(3);
    const pageSize = readFileSync(file).readUInt16BE(16);
    const fd = openSync(file, 'r+');
    for (const { pageno } of [leaves[1], leaves[3]]) writeSync(fd, Buffer.alloc(pageSize, 0x5a), 0, pageSize, pageSize * (pageno - 1));
    closeSync(fd);
    expect(() => openStore(file, { quickCheck: 'refuse' })).toThrow(StoreOpenError);

    // The salvage as the docs write it, the files named where this test keeps them; a `sqlite3` on the PATH that only
    // complains, so the salvage is seen to need none.
    const salvage = blocks[0].replaceAll('data/heist.sqlite', file).replaceAll('recovered.sqlite', tmp.file('recovered.sqlite'));
    mkdirSync(tmp.file('bin'));
    writeFileSync(tmp.file('bin/sqlite3'), '#!/bin/sh\necho "sqlite3 is not needed" >&2\nexit 127\n', { mode: 0o755 });
    const run = spawnSync('sh', ['-c', salvage], { cwd: checkout, encoding: 'utf8', env: { ...process.env, PATH: `${tmp.file('bin')}:${process.env.PATH ?? ''}` } });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split('\n');
    const games = Number(lines.at(-1));
    expect(games).toBe(40);
    const actionsLine = lines.find((l) => l.startsWith('actions: '))!;
    expect(actionsLine).toMatch(/^actions: \d+ rows, read past 2 damaged places \(rows there lost\)$/);
    // Past each damaged page the log reads on: the rows of the pages left whole are kept, but for the game each damaged
    // page cut (its rows after the damage; a game's log is some 20 rows). Skipping on by doubling steps alone kept 271
    // of these 376.
    const kept = Number(/^actions: (\d+)/.exec(actionsLine)![1]);
    const whole = leaves.reduce((n, l, k) => n + (k === 1 || k === 3 ? 0 : l.ncell), 0);
    expect(kept).toBeLessThanOrEqual(whole);
    expect(kept).toBeGreaterThanOrEqual(whole - 2 * 25);
    expect(actionsBefore).toBeGreaterThan(whole);
    // It never overwrites: a second run refuses, naming the copy.
    const again = spawnSync('sh', ['-c', salvage], { cwd: checkout, encoding: 'utf8' });
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/exists already: name a new file for the copy/);
    expect(sh(blocks[1]).status).toBe(0);
    const salvaged = openStore(file, { quickCheck: 'refuse' });
    try {
      expect(salvaged.schemaVersion()).toBe(MIGRATIONS.length);
      expect(salvaged.query<{ n: number }>('SELECT count(*) AS n FROM games')[0].n).toBe(games);
    } finally {
      salvaged.close();
    }
  });
});
