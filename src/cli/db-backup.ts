// `npm run -s db:backup -- FILE`: copies the bot's database (DATABASE_PATH) to FILE with SQLite's online backup, which
// is safe while the bot is running. The store is src/store/.
import 'dotenv/config';
import { existsSync } from 'node:fs';
import { openStore, StoreWriteError } from '../store/index.js';

async function main(argv: string[]): Promise<number> {
  const file = argv[0];
  if (!file || argv.length > 1) {
    process.stderr.write('usage: npm run -s db:backup -- FILE\n');
    return 2;
  }
  const path = process.env.DATABASE_PATH ?? 'data/heist.sqlite';
  if (!existsSync(path)) {
    process.stderr.write(`There is no database at ${path}: set DATABASE_PATH to the bot's database file.\n`);
    return 1;
  }
  const store = openStore(path);
  try {
    await store.backup(file);
    process.stdout.write(`Backed up ${path} to ${file}.\n`);
    return 0;
  } catch (e) {
    process.stderr.write(`${e instanceof StoreWriteError ? e.message : `Backup failed: ${(e as Error).message}`}\n`);
    return 1;
  } finally {
    store.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
