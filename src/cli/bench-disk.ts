// What a finished game costs on disk, for `npm run -s bench` (store.<backend>.bytes_per_game.<kind>): whole games of
// each kind played through the real table in a server channel (two or three people, the rest bots, each person moving
// from their own seat as the module's bot would), every post noted delivered as Discord would have it, then the
// database compacted (SQLite: VACUUM; PostgreSQL: VACUUM FULL) and its game tables measured, less the same empty
// database. So the figure is what one more finished game adds: its log, snapshot, posts (their pictures' views) and
// rows. The retention setting (docs/production.md) is what keeps the sum bounded.
import { Rng, seedRng } from '../core/rng.js';
import { GAMES } from '../games/index.js';
import type { Options } from '../core/module.js';
import type { AnyStore } from '../store/index.js';
import type { Stored } from '../table/persist.js';
import { Table } from '../table/table.js';

type Line = { name: string; value: number; unit: string };

/** Each kind's table: its people, and its start's options (the rest of the seats bots); a game not named here is
 * measured on its first channel sample (`samples.channel`). */
const TABLES: Record<string, { people: number; options: Options }> = {
  'burgle-bros': { people: 2, options: { scenario: 'bank' } },
  'art-robbery': { people: 3, options: {} },
  'noir-heist': { people: 2, options: { bots: 3 } },
};

/** A kind's table, named above or its first channel sample; null for a game that has none. */
function tableOf(kind: string): { people: number; options: Options } | null {
  const sample = GAMES.require(kind).tools?.samples.channel[0];
  return TABLES[kind] ?? (sample ? { people: sample.others + 1, options: sample.options ?? {} } : null);
}

const GAME_TABLES = ['games', 'snapshots', 'actions', 'reminders', 'posts', 'settings'];

/** Plays one game of `kind` to its end in channel `n` of its own server; false if it did not end within the bound. */
function playOne(table: Table, store: AnyStore, kind: string, n: number, rng: Rng): boolean {
  const game = GAMES.require(kind);
  const spec = tableOf(kind)!;
  const guildId = String(BigInt(1_000_000 + n) << 22n);
  const where = { guildId, channelId: String(BigInt(2_000_000 + n) << 22n), isDM: false };
  const people = Array.from({ length: spec.people }, (_, k) => ({ id: String((BigInt(3_000_000 + n * 10 + k) << 22n)), name: `P${k + 1}`, locale: 'en-US' }));
  if (!table.start(where, people[0], { game: kind, ...spec.options }).ok) throw new Error(`${kind}: the lobby did not open`);
  for (const p of people.slice(1)) table.join(where, p);
  if (!table.begin(where, people[0]).ok) throw new Error(`${kind}: the game did not begin`);
  const id = store.activeGameId(where.channelId)!;
  for (let k = 0; k < 5000; k++) {
    const g = store.game(id)!;
    const s = g.state as Stored;
    if (g.status !== 'active' || !s.engine || game.result(s.engine)) break;
    const seat = game.waitingOn(s.engine).find((x) => !s.seats[x].bot);
    if (seat === undefined) break;
    const legal = game.legal(s.engine, seat);
    const a = game.bot({ view: game.view(s.engine, seat), seat, legal, rng, level: 'normal' });
    const user = people.find((p) => p.id === s.seats[seat].userId)!;
    table.act(where, user, [a.verb, ...a.args].join(' '));
  }
  // Delivered as Discord would have it: a message id and channel on every post, none live after the end.
  let m = 0;
  for (const p of store.undelivered(id)) store.delivered(id, p.seq, { channelId: where.channelId, messageId: String((BigInt(4_000_000 + n) << 22n) + BigInt(++m)), live: false });
  return store.game(id)!.status === 'finished';
}

/** Bytes of the game tables, compacted. */
function measured(store: AnyStore): number {
  if ('db' in store) {
    store.db.exec('VACUUM');
    const rows = store.db.prepare(`SELECT sum(pgsize) AS n FROM dbstat WHERE name IN (${GAME_TABLES.map(() => '?').join(',')})
      OR name IN (SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name IN (${GAME_TABLES.map(() => '?').join(',')}))`).get(...GAME_TABLES, ...GAME_TABLES) as { n: number };
    return rows.n;
  }
  store.query(`VACUUM FULL ${GAME_TABLES.join(', ')}`);
  return GAME_TABLES.reduce((sum, t) => sum + Number(Object.values(store.query(`SELECT pg_total_relation_size('${t}') AS n`)[0])[0]), 0);
}

/** `store.<backend>.bytes_per_game.<kind>` over `games` finished games of each kind, each kind in a fresh database. */
export function bytesPerGame(backend: 'sqlite' | 'pg', open: (kind: string) => AnyStore, games = Number(process.env.BENCH_DISK_GAMES ?? 6)): Line[] {
  const out: Line[] = [];
  for (const kind of GAMES.kinds()) {
    if (!tableOf(kind)) continue;
    const store = open(kind);
    try {
      const empty = measured(store);
      let seed = 11;
      const table = new Table(store, GAMES, { seed: () => seed++ });
      const rng = new Rng(seedRng(5));
      let finished = 0;
      for (let n = 0; finished < games && n < games * 3; n++) if (playOne(table, store, kind, n, rng)) finished++;
      // Games that did not finish within the bound (none, at this code) would count too: only finished ones are here.
      const unfinished = store.query<{ id: number }>(`SELECT id FROM games WHERE status <> 'finished'`);
      if (unfinished.length) throw new Error(`bench-disk: ${unfinished.length} ${kind} games did not finish`);
      out.push({ name: `store.${backend}.bytes_per_game.${kind}`, value: Math.round((measured(store) - empty) / finished), unit: 'B' });
      // What those bytes hold: a game's log lines (every step, the bots' too) and kept posts, on average.
      const count = (t: string) => Number(Object.values(store.query(`SELECT count(*) AS n FROM ${t}`)[0])[0]) / finished;
      out.push({ name: `store.${backend}.steps_per_game.${kind}`, value: count('actions'), unit: 'steps' });
      out.push({ name: `store.${backend}.posts_per_game.${kind}`, value: count('posts'), unit: 'posts' });
    } finally {
      store.close();
    }
  }
  return out;
}
