// `npm run -s export -- CHANNEL_ID [--out FILE] [--position]` (or `--game ID` instead of a channel): writes a game as
// JSON (seed, options, log, state, and `position`: a script for `npm run -s position`). The store is src/store/.
import 'dotenv/config';
import { existsSync, writeFileSync } from 'node:fs';
import { GAMES } from '../games/index.js';
import { openStore } from '../store/index.js';
import { registerGames } from '../table/store-repo.js';

const USAGE = 'usage: npm run -s export -- CHANNEL_ID [--out FILE] [--position]   (or --game GAME_ID instead of CHANNEL_ID)\n';

function main(argv: string[]): number {
  let target: string | number | null = null;
  let out: string | null = null;
  let positionOnly = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--out') out = argv[++i] ?? null;
    else if (a === '--position') positionOnly = true;
    else if (a === '--game') target = Number(argv[++i]);
    else if (a.startsWith('--')) {
      process.stderr.write(`unknown option ${a}\n${USAGE}`);
      return 2;
    } else target = a;
  }
  if (target === null || (typeof target === 'number' && !Number.isInteger(target)) || (out === null && argv.includes('--out'))) {
    process.stderr.write(USAGE);
    return 2;
  }
  const path = process.env.DATABASE_PATH ?? 'data/heist.sqlite';
  if (!existsSync(path)) {
    process.stderr.write(`There is no database at ${path}: set DATABASE_PATH to the bot's database file.\n`);
    return 1;
  }
  const store = openStore(path);
  try {
    registerGames(store, GAMES);
    let data: unknown;
    try {
      const exported = store.exportGame(target);
      if (positionOnly && exported.position === undefined) {
        process.stderr.write('This game cannot be written as a position (random walls, another empty cell or random sides): export it without --position.\n');
        return 1;
      }
      data = positionOnly ? exported.position : exported;
    } catch (e) {
      process.stderr.write(`${(e as Error).message}\n`);
      return 1;
    }
    const text = JSON.stringify(data, null, 2) + '\n';
    if (out) writeFileSync(out, text);
    else process.stdout.write(text);
    return 0;
  } finally {
    store.close();
  }
}

process.exitCode = main(process.argv.slice(2));
