// Export (issue 5 §4), on both backends: a game as JSON with seed, options, log and state, whose `position` loads with
// `npm run -s position` and reaches the same state; and the export / db:backup commands (db:backup on PostgreSQL
// names pg_dump instead).
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript } from '../../src/games/burgle-bros/positions.js';
import { burgleBros } from '../../src/games/burgle-bros/index.js';
import { openStore, type AnyStore, type StoredGame } from '../../src/store/index.js';
import { freshDatabase } from '../pg.js';
import { createPlayed, play, postgresBackend, registerBurgle, sqliteBackend, tempDir, type Backend } from './util.js';
import { nodeArgs } from '../node-args.js';

const run = promisify(execFile);

for (const b of [sqliteBackend(), postgresBackend('export', freshDatabase)]) describe(b.name, () => exports(b));

function exports(backend: Backend): void {
  let tmp: ReturnType<typeof tempDir>;
  let store: AnyStore;
  let game: StoredGame;
  /** A game in the table's shape (what the bot stores), exported by the CLI below. */
  let svcGame: StoredGame;

  beforeAll(() => {
    tmp = tempDir();
    backend.reset();
    store = backend.open();
    registerBurgle(store);
    game = play(store, createPlayed(store, '1200000000000000001', 31, 3), 50);
    // An undone action stays in the exported log but not in the position.
    const last = store.log(game.id).at(-1)!;
    const undone = store.undoLast(game.id, game.version, last.actorId, last.turnKey, store.stateAt(game.id, last.version));
    if (undone) game = undone;
  });
  afterAll(() => {
    store.close();
    tmp.cleanup();
    backend.cleanup();
  });

  describe('export', () => {
    it('has seed, options, the whole log and the state, and a position reaching the same state', () => {
      const ex = store.exportGame('1200000000000000001');
      expect(ex).toMatchObject({ kind: 'burgle-bros', seed: 31, options: game.options, state: game.state });
      expect(ex.log).toEqual(store.log(game.id, { includeUndone: true }));
      expect(ex.game).toMatchObject({ id: game.id, channelId: '1200000000000000001', version: game.version });
      const { state } = runScript(JSON.parse(JSON.stringify(ex.position)));
      expect(state).toEqual(game.state);
      expect(store.exportGame(game.id).game.id).toBe(game.id);
      expect(() => store.exportGame('nowhere')).toThrow(/No game has been played in channel nowhere/);
    });

    it("of the service's shape (engine state inside, setup in options) has a position too", () => {
      const base = createPlayed(store, 'svc', 32);
      const meta = { setup: base.options, seats: [{ userId: 'u0', name: 'Ava' }, { userId: 'u1', name: 'Bo' }], lobby: false };
      let g = store.commit(base.id, 1, { state: { ...meta, engine: base.state }, options: meta, entry: { actorId: 'u0', action: '#begin', turnKey: '#lobby', revealed: true } });
      const played = play(store, createPlayed(store, 'scratch', 32), 15);
      for (const e of store.log(played.id)) g = store.commit(g.id, g.version, { state: { ...meta, engine: played.state }, entry: { ...e } });
      svcGame = g;
      const ex = store.exportGame('svc');
      expect((ex.position as { actions: string[] }).actions).toEqual(store.log(played.id).map((e) => e.action));
      expect(runScript(ex.position).state).toEqual(played.state);
    });

    it('has no position for setups a script cannot say', () => {
      expect(burgleBros.tools!.positions.script!({ scenario: 'bank', seed: 1, crew: [{ name: 'Ava' }], walls: 'random' }, [])).toBeUndefined();
    });

    it('`npm run -s export` writes a file that `npm run -s position` accepts; `db:backup` copies the database (SQLite) or names pg_dump', async () => {
      const env = { ...process.env, ...backend.env() };
      const [, missing, wrong] = await Promise.all([
        // Into a folder not made yet: made (a file where a folder should be is said in a line, below).
        run(process.execPath, nodeArgs('src/cli/export.ts', 'svc', '--out', tmp.file('exports/game.json')), { env }),
        run(process.execPath, nodeArgs('src/cli/export.ts', 'nowhere'), { env }).catch((e) => e),
        run(process.execPath, nodeArgs('src/cli/export.ts', '--game', 'abc'), { env }).catch((e) => e),
      ]);
      expect(missing.code).toBe(1);
      // Which database was read is said with what was not found in it.
      expect(missing.stderr).toMatch(/No game has been played in channel nowhere.*\(read from (\S+\.sqlite|the PostgreSQL database of DATABASE_URL)\)/);
      // A wrong argument is named before the usage line.
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toMatch(/^--game takes a game's number \(the id the table printed\), not "abc"\.\nusage: /);
      const ex = JSON.parse(readFileSync(tmp.file('exports/game.json'), 'utf8'));
      writeFileSync(tmp.file('blocked'), 'a file where a folder would go');
      const blocked = await run(process.execPath, nodeArgs('src/cli/export.ts', 'svc', '--out', tmp.file('blocked/game.json')), { env }).catch((e) => e);
      expect(blocked.code).toBe(1);
      expect(blocked.stderr).toMatch(/^Could not write the export to \S+blocked\/game\.json \(E[A-Z]+\): choose a file in a folder this user can write to, then run it again\.\n$/);
      expect(ex.seed).toBe(32);
      writeFileSync(tmp.file('position.json'), JSON.stringify(ex.position));
      const [pos, backup, whole] = await Promise.all([
        run(process.execPath, nodeArgs('src/cli/position.ts', tmp.file('position.json')), { env }),
        run(process.execPath, nodeArgs('src/cli/db-backup.ts', tmp.file('copy.sqlite')), { env }).catch((e) => e),
        // The whole export handed to position by mistake: said so, and what to run instead.
        run(process.execPath, nodeArgs('src/cli/position.ts', tmp.file('exports/game.json')), { env }).catch((e) => e),
      ]);
      expect(whole.code).toBe(2);
      expect(whole.stderr).toMatch(/^game: this is a whole game's export, not a script: run its "position" field/);
      const report = JSON.parse(pos.stdout);
      expect(report.rejected).toEqual([]);
      expect(report.outcome).toBe((svcGame.state as { engine: { outcome: string } }).engine.outcome);
      if (backend.name === 'postgres') {
        expect(backup.code).toBe(1);
        expect(backup.stderr).toMatch(/^DATABASE_URL names PostgreSQL postgres:\/\/\S+: db:backup copies SQLite files only.*pg_dump "\$DATABASE_URL"/);
        return;
      }
      expect(backup.stdout).toMatch(/Backed up/);
      const copy = openStore(tmp.file('copy.sqlite'));
      try {
        expect(copy.game(game.id)?.state).toEqual(game.state);
      } finally {
        copy.close();
      }
    });

    it('refuses a word left over (a seat name with a space, unquoted) rather than taking it for the channel', async () => {
      const env = { ...process.env, ...backend.env() };
      const [seat, twice, game] = await Promise.all([
        run(process.execPath, nodeArgs('src/cli/export.ts', 'svc', '--seat', 'Bot', '2'), { env }).catch((e) => e),
        run(process.execPath, nodeArgs('src/cli/export.ts', 'svc', 'other'), { env }).catch((e) => e),
        run(process.execPath, nodeArgs('src/cli/export.ts', 'svc', '--game', String(svcGame.id)), { env }).catch((e) => e),
      ]);
      expect(seat.code).toBe(2);
      expect(seat.stderr).toMatch(/^"2" is left over after --seat Bot: a seat's name with a space is written in quotes \(--seat "Bot 2"\)\.\nusage: /);
      expect(twice.code).toBe(2);
      expect(twice.stderr).toMatch(/^"other" is one argument too many: name the game once, by its channel id or by --game and its number\.\nusage: /);
      expect(game.code).toBe(2);
      expect(game.stderr).toMatch(/^"--game" is one argument too many/);
    });

    it('says a game retention removed was removed, where the store can tell (SQLite: by its number)', async () => {
      const env = { ...process.env, ...backend.env() };
      const gone = createPlayed(store, 'gone', 33);
      store.query("UPDATE games SET status = 'finished', updated_at = 0 WHERE id = ?", gone.id);
      expect(store.removeGamesBefore(1, 200).map((g) => g.id)).toEqual([gone.id]);
      const [byNumber, never] = await Promise.all([
        run(process.execPath, nodeArgs('src/cli/export.ts', '--game', String(gone.id)), { env }).catch((e) => e),
        run(process.execPath, nodeArgs('src/cli/export.ts', '--game', String(gone.id + 1000)), { env }).catch((e) => e),
      ]);
      expect(byNumber.code).toBe(1);
      // PostgreSQL's ids may skip (an identity column), so a missing one there is not known to be a removed game.
      expect(byNumber.stderr).toMatch(backend.name === 'sqlite'
        ? new RegExp(`^Game ${gone.id} was removed by the retention setting \\(HEIST_RETENTION_DAYS\\) after it ended`)
        : new RegExp(`^There is no game ${gone.id}\\.`));
      expect(never.stderr).toMatch(new RegExp(`^There is no game ${gone.id + 1000}\\.`));
    });
  });
}
