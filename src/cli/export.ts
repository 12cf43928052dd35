// `npm run -s export -- CHANNEL_ID [--out FILE] [--position]` (or `--game ID` instead of a channel): writes a game as
// JSON (seed, options, log, state, and `position`: a script for `npm run -s position`): the host's whole record, secrets
// included. `--seat NAME|N|spectator [--lang en|ru]` writes instead the game as that seat was told it: every post it was
// sent, in order, as it was shown (src/table/seat-export.ts), safe to share with that player. The store is src/store/.
import 'dotenv/config';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { GAMES } from '../games/index.js';
import { REMOVED_UP_TO } from '../store/base.js';
import { findSqliteDatabase, openStoreFromEnv, postgresUrl, SqliteStore, type AnyStore } from '../store/index.js';
import { localeOf, lookup } from '../core/text.js';
import type { Stored } from '../table/persist.js';
import { seatExport, seatNamed } from '../table/seat-export.js';
import { registerGames } from '../table/store-repo.js';

const USAGE = 'usage: npm run -s export -- CHANNEL_ID [--out FILE] [--position | --seat NAME|N|spectator [--lang en|ru]]'
  + '   (or --game GAME_ID instead of CHANNEL_ID)\n';

function main(argv: string[]): number {
  let target: string | number | null = null;
  let out: string | null = null;
  let positionOnly = false;
  let seat: string | null = null;
  let lang = 'en';
  /** A word left over once the game is named: taken as the channel, `--seat Bot 2` exported channel "2". */
  let extra: { word: string; afterSeat: boolean } | null = null;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--out') out = argv[++i] ?? null;
    else if (a === '--position') positionOnly = true;
    else if (a === '--seat') seat = argv[++i] ?? '';
    else if (a === '--lang') lang = argv[++i] ?? '';
    else if (a === '--game' && target !== null) extra ??= { word: a, afterSeat: false };
    else if (a === '--game') target = Number(argv[++i]);
    else if (a.startsWith('--')) {
      process.stderr.write(`unknown option ${a}\n${USAGE}`);
      return 2;
    } else if (target !== null) extra ??= { word: a, afterSeat: i >= 2 && argv[i - 2] === '--seat' };
    else target = a;
  }
  // What is wrong with the arguments, said before the usage line.
  const wrong = extra?.afterSeat ? `"${extra.word}" is left over after --seat ${seat}: a seat's name with a space is written in quotes (--seat "${seat} ${extra.word}").`
    : extra ? `"${extra.word}" is one argument too many: name the game once, by its channel id or by --game and its number.`
    : target === null ? 'Name the game: its channel id, or --game and its number.'
    : typeof target === 'number' && !Number.isInteger(target) ? `--game takes a game's number (the id the table printed), not "${argv[argv.indexOf('--game') + 1] ?? ''}".`
      : out === null && argv.includes('--out') ? '--out takes a file name.'
        : seat === '' ? '--seat takes a seat: a player\'s name, a number from 1, or spectator.'
          : seat !== null && positionOnly ? '--position and --seat do not go together: a position is the whole game, a seat\'s export what one seat saw.'
            : !['en', 'ru'].includes(lang) ? `--lang is en or ru, not "${lang}".` : null;
  if (wrong || target === null) {
    process.stderr.write(`${wrong}\n${USAGE}`);
    return 2;
  }
  // DATABASE_URL (PostgreSQL) when set, else the SQLite file db:backup would copy (DATABASE_PATH, the bot's, offline play's).
  let store: AnyStore;
  let where = 'the PostgreSQL database of DATABASE_URL';
  try {
    // Only read, on either backend: never migrated by a tool (the bot still running the older version could not use it).
    if (postgresUrl()) store = openStoreFromEnv({ readonly: true });
    else {
      const found = findSqliteDatabase(process.env);
      if ('problem' in found) {
        process.stderr.write(`${found.problem.replace(/\.$/, '')} (or DATABASE_URL to its PostgreSQL database).\n`);
        return 1;
      }
      where = found.path;
      // Only read: never migrated by a tool (the bot still running the older version could not open it again).
      store = openStoreFromEnv({ path: found.path, readonly: true });
    }
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 1;
  }
  try {
    registerGames(store, GAMES);
    let data: unknown;
    try {
      const exported = store.exportGame(target);
      if (positionOnly && exported.position === undefined) {
        const game = GAMES.get(exported.kind);
        const title = (game && lookup(game.texts, 'en', 'game.title')) ?? exported.kind;
        process.stderr.write(game?.tools?.positions.script
          ? `This ${title} game's setup cannot be written as a position script (random walls, another empty cell or random sides): export it without --position.\n`
          : `${title} games are not written as position scripts: export it without --position (the export holds its whole log).\n`);
        return 1;
      }
      if (seat !== null) {
        const stored = exported.state as Stored | null;
        if (!stored) throw new Error('This game\'s saved state is damaged: export it without --seat (its log is all there is).');
        const viewer = seatNamed(stored, seat);
        if (viewer === null) throw new Error(`No seat "${seat}" in this game: use one of ${stored.seats.map((x) => x.name).join(', ')}, a number from 1, or spectator.`);
        data = { game: exported.game, ...seatExport(GAMES.require(exported.kind), stored, store.posts(exported.game.id), viewer, localeOf(lang)) };
      } else data = positionOnly ? exported.position : exported;
    } catch (e) {
      process.stderr.write(`${removedGame(store, target) ?? (e as Error).message} (read from ${where})\n`);
      return 1;
    }
    const text = JSON.stringify(data, null, 2) + '\n';
    if (out) {
      try {
        mkdirSync(dirname(resolve(out)), { recursive: true });
        writeFileSync(out, text);
      } catch (e) {
        process.stderr.write(`Could not write the export to ${out} (${(e as { code?: string }).code ?? (e as Error).message}): choose a file in a folder this user can write to, then run it again.\n`);
        return 1;
      }
    } else process.stdout.write(text);
    return 0;
  } finally {
    store.close();
  }
}

/** A game asked for by its number that retention removed, as a sentence; null when the store cannot tell. SQLite keeps
 * the highest id it removed (ids are never given again, nor skipped); PostgreSQL's identity column may skip ids, and
 * neither keeps a removed game's channel, so those say only that there is no such game. */
function removedGame(store: AnyStore, target: string | number): string | null {
  if (typeof target !== 'number' || !(store instanceof SqliteStore)) return null;
  const upTo = Number(store.setting(REMOVED_UP_TO) ?? 0);
  if (target < 1 || target > upTo || store.query('SELECT 1 FROM games WHERE id = ?', target).length) return null;
  return `Game ${target} was removed by the retention setting (HEIST_RETENTION_DAYS) after it ended, with everything kept for it: a backup made before then still holds it.`;
}

process.exitCode = main(process.argv.slice(2));
