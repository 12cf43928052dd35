// Two processes opening the same new database at once (two shards started together, or a bot and `npm run export`):
// the second one waits for the first one's migration and must then find the schema made, not make it again.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src/store/schema.js';
import { openStore } from '../../src/store/index.js';
import { tempDir } from './util.js';

describe('opening a new database from two processes at once', () => {
  it('migrates it once: the one that waited for the write lock finds the schema already made', async () => {
    const tmp = tempDir();
    try {
      const path = tmp.file('heist.sqlite');
      // The first "process": holds the write lock with the whole migration done but not yet committed.
      const first = new Database(path);
      first.pragma('journal_mode = WAL');
      first.exec('BEGIN IMMEDIATE');
      for (const sql of MIGRATIONS) first.exec(sql);
      first.pragma(`user_version = ${MIGRATIONS.length}`);

      // The second: reads schema 0 (the first has committed nothing), then waits for the write lock.
      const child = spawn(process.execPath, ['--import', 'tsx', 'test/store/fixtures/opener.ts', path], { stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr!.on('data', (d: Buffer) => { stderr += d.toString(); });
      const lines: string[] = [];
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      await new Promise<void>((resolve) => {
        createInterface({ input: child.stdout! }).on('line', (line) => {
          lines.push(line);
          // Commit a moment after it starts opening, while it waits for the lock (if it is slower, the test is
          // merely easier; it never fails a correct store: the opener waits for the lock as long as it takes).
          if (line === 'OPENING') setTimeout(() => { first.exec('COMMIT'); resolve(); }, 300);
        });
      });
      const code = await exited;
      first.close();
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(lines).toContain(`OPEN ${MIGRATIONS.length}`);
      // And the file is whole and usable.
      const store = openStore(path);
      expect(store.db.pragma('integrity_check', { simple: true })).toBe('ok');
      store.close();
    } finally {
      tmp.cleanup();
    }
  });
});
