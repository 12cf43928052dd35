// `npm run -s db:backup -- FILE` where only offline play has been used: it finds offline play's database and says
// which one it copied; with no database anywhere it says where it looked.
import { existsSync, linkSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { openStore } from '../../src/store/index.js';
import { run } from './child.js';

const dir = mkdtempSync(join(tmpdir(), 'heist-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const { DATABASE_PATH: _unset, ...env } = process.env;

/** The backup script run from `cwd`, as `npm run -s db:backup -- backups/copy.sqlite` runs it from the checkout. */
function backup(cwd: string, file = 'backups/copy.sqlite') {
  return run(process.execPath, [resolve('node_modules/tsx/dist/cli.mjs'), resolve('src/cli/db-backup.ts'), file], { cwd, env });
}

describe('db:backup', () => {
  it('backs up offline play\'s database when the bot has none, and says which one it copied', async () => {
    mkdirSync(join(dir, 'data/offline'), { recursive: true });
    openStore(join(dir, 'data/offline/heist.sqlite')).close();
    const r = await backup(dir);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe('Backed up data/offline/heist.sqlite to backups/copy.sqlite.\n');
    expect(existsSync(join(dir, 'backups/copy.sqlite'))).toBe(true);
  });

  it('a backup it cannot write says where and what to do, not to restore a backup', async () => {
    const there = mkdtempSync(join(dir, 'blocked-'));
    mkdirSync(join(there, 'data/offline'), { recursive: true });
    openStore(join(there, 'data/offline/heist.sqlite')).close();
    writeFileSync(join(there, 'backups'), 'a file where the folder would go');
    const r = await backup(there);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('Could not write the backup to backups/copy.sqlite (EEXIST): choose a file in a folder this user can write to, then run it again. The database itself was not changed.\n');
  });

  it('a folder that can never be made (under /proc) ends the run with that sentence: it does not spin for ever', async () => {
    const there = mkdtempSync(join(dir, 'proc-'));
    mkdirSync(join(there, 'data/offline'), { recursive: true });
    openStore(join(there, 'data/offline/heist.sqlite')).close();
    const r = await backup(there, '/proc/heist-none/copy.sqlite');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^Could not write the backup to \/proc\/heist-none\/copy\.sqlite \(E[A-Z]+\): choose a file in a folder this user can write to/);
  });

  it('export reads the same database db:backup copies: offline play\'s, when the bot has none', async () => {
    const there = mkdtempSync(join(dir, 'export-'));
    mkdirSync(join(there, 'data/offline'), { recursive: true });
    openStore(join(there, 'data/offline/heist.sqlite')).close();
    const r = await run(process.execPath, [resolve('node_modules/tsx/dist/cli.mjs'), resolve('src/cli/export.ts'), 'nowhere'], { cwd: there, env });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/\(read from data\/offline\/heist\.sqlite\)/);
  });

  it('reads the database as it is: one made by an older version is copied and exported without being migrated', async () => {
    const there = mkdtempSync(join(dir, 'older-'));
    mkdirSync(join(there, 'data'), { recursive: true });
    const file = join(there, 'data/heist.sqlite');
    openStore(file).close();
    // As an older bot left it: one schema step behind (the bot still running it could not open a migrated file).
    const raw = new Database(file);
    const current = raw.pragma('user_version', { simple: true }) as number;
    raw.pragma(`user_version = ${current - 1}`);
    raw.close();
    const version = (f: string) => {
      const db = new Database(f, { readonly: true });
      try {
        return db.pragma('user_version', { simple: true }) as number;
      } finally {
        db.close();
      }
    };
    const r = await backup(there);
    expect(r.status, r.stderr).toBe(0);
    expect(version(file)).toBe(current - 1);
    expect(version(join(there, 'backups/copy.sqlite'))).toBe(current - 1);
    const ex = await run(process.execPath, [resolve('node_modules/tsx/dist/cli.mjs'), resolve('src/cli/export.ts'), 'nowhere'], { cwd: there, env });
    expect(ex.status).toBe(1);
    expect(ex.stderr).toBe(`The database data/heist.sqlite was made by an older version of this bot (schema ${current - 1}, this one knows ${current}), and is only read here: read it with that version, or start the bot once on it (it brings the file up to date), then again.\n`);
    expect(version(file)).toBe(current - 1);
  });

  it('refuses to copy the database onto itself or its own files, and says so in a line when it cannot read it', async () => {
    const there = mkdtempSync(join(dir, 'self-'));
    mkdirSync(join(there, 'data'), { recursive: true });
    openStore(join(there, 'data/heist.sqlite')).close();
    linkSync(join(there, 'data/heist.sqlite'), join(there, 'hard.sqlite'));
    for (const target of ['data/heist.sqlite', 'data/heist.sqlite-wal', './data/../data/heist.sqlite', 'hard.sqlite']) {
      const r = await backup(there, target);
      expect(r.status, target).toBe(2);
      expect(r.stderr).toBe(`${target} is the database itself (or one of its own files): name another file for the backup, e.g. backups/heist-$(date +%F).sqlite.\n`);
    }
    const notDb = mkdtempSync(join(dir, 'notdb-'));
    mkdirSync(join(notDb, 'data'), { recursive: true });
    writeFileSync(join(notDb, 'data/heist.sqlite'), 'this is no database at all, just some text long enough to be read');
    const r = await backup(notDb);
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^The database data\/heist\.sqlite is damaged/);
    // A tool that only reads it cannot "start anyway": that is the bot's own setting, not offered here.
    expect(r.stderr).not.toMatch(/HEIST_START_DAMAGED/);
  });

  it('an empty file, or another program\'s database, is neither "backed up" nor called older: nothing is in it', async () => {
    for (const [name, make] of [
      ['zero', (f: string) => writeFileSync(f, '')],
      ['other', (f: string) => {
        const db = new Database(f);
        db.exec('CREATE TABLE notes (body TEXT)');
        db.close();
      }],
    ] as const) {
      const there = mkdtempSync(join(dir, `${name}-`));
      mkdirSync(join(there, 'data'), { recursive: true });
      make(join(there, 'data/heist.sqlite'));
      const r = await backup(there);
      expect(r.status, name).toBe(1);
      expect(r.stderr).toBe('data/heist.sqlite holds no heist database (it is empty, or another program\'s file): nothing was backed up. Check that DATABASE_PATH names the bot\'s database.\n');
      expect(existsSync(join(there, 'backups/copy.sqlite'))).toBe(false);
      const ex = await run(process.execPath, [resolve('node_modules/tsx/dist/cli.mjs'), resolve('src/cli/export.ts'), 'nowhere'], { cwd: there, env });
      expect(ex.status).toBe(1);
      expect(ex.stderr).toBe('data/heist.sqlite holds no heist database (it is empty, or another program\'s file): nothing was read. Check that DATABASE_PATH names the bot\'s database.\n');
    }
  });

  it('a token table that cannot be used (HEIST_ART_ROBBERY_TOKENS) stops any entry point with its sentence, not a stack', async () => {
    const bad = join(dir, 'tokens.json');
    writeFileSync(bad, '[]');
    for (const [tokens, said] of [['/nonexistent/tokens.json', /could not be read \(ENOENT/], [bad, /is not usable: it must be a JSON object/]] as const) {
      const r = await run(process.execPath, [resolve('src/launch.mjs'), 'src/cli/export.ts', 'nowhere'], { cwd: resolve('.'), env: { ...env, HEIST_ART_ROBBERY_TOKENS: tokens } });
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(new RegExp(`^heist: could not start: The Art Robbery token table ${tokens.replace(/[/.]/g, '\\$&')} `));
      expect(r.stderr).toMatch(said);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  it('with no database anywhere, says where it looked', async () => {
    const empty = mkdtempSync(join(dir, 'empty-'));
    const r = await backup(empty);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/no database at data\/heist\.sqlite nor at data\/offline\/heist\.sqlite/);
  });
});
