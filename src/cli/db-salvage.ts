// `npm run -s db:salvage -- DAMAGED COPY`: what can still be read of a damaged SQLite database (the bot refused to start
// on it: "…is damaged…"), written to a new file COPY with the same schema and version, for the host to put in its place
// (docs/durability.md, "Salvaging a damaged file"). It needs no `sqlite3` tool: the SQLite the bot itself runs reads
// each table row by row in key order; where a damaged page stops the read, it seeks past it on the table's first key
// column (the next game, for the tables kept per game) and reads on, so one damaged page costs the rows on it and the
// rest of that key's, not the rest of the table. The damaged file is only read.
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';

interface Table { name: string; sql: string; key: string | null; keyIsNumber: boolean }

/** Each table of the schema (in its order), with the column a read may seek on past damage: its first primary key
 * column, or the rowid. */
function tablesOf(db: Database.Database): { tables: Table[]; others: string[] } {
  const rows = db.prepare(`SELECT type, name, sql FROM sqlite_schema WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY rowid`).all() as { type: string; name: string; sql: string }[];
  const tables: Table[] = [];
  const others: string[] = [];
  for (const r of rows) {
    if (r.type !== 'table') {
      others.push(r.sql);
      continue;
    }
    const cols = db.pragma(`table_info(${quote(r.name)})`) as { name: string; type: string; pk: number }[];
    const first = cols.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk)[0];
    const withoutRowid = /\bWITHOUT\s+ROWID\b/i.test(r.sql);
    const key = first ? first.name : withoutRowid ? null : 'rowid';
    const keyIsNumber = !first || /INT/i.test(first.type);
    tables.push({ name: r.name, sql: r.sql, key, keyIsNumber });
  }
  return { tables, others };
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Copies `t`'s readable rows from `src` into `dst`; the rows copied and the damaged places read past. */
function copyTable(src: Database.Database, dst: Database.Database, t: Table): { rows: number; skipped: number } {
  const cols = (src.pragma(`table_info(${quote(t.name)})`) as { name: string }[]).map((c) => quote(c.name));
  const insert = dst.prepare(`INSERT OR IGNORE INTO ${quote(t.name)} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`);
  const keyCol = t.key === null ? null : t.key === 'rowid' ? 'rowid' : quote(t.key);
  const select = (after: unknown | undefined) => src.prepare(
    `SELECT ${keyCol ?? 'NULL'}, ${cols.join(', ')} FROM ${quote(t.name)}${after === undefined || keyCol === null ? '' : ` WHERE ${keyCol} > ?`}${keyCol ? ` ORDER BY ${keyCol}` : ''}`,
  ).raw(true);
  let rows = 0, skipped = 0;
  let after: unknown | undefined;
  for (;;) {
    let last: unknown | undefined;
    try {
      const stmt = select(after);
      for (const row of (after === undefined || keyCol === null ? stmt.iterate() : stmt.iterate(after)) as Iterable<unknown[]>) {
        insert.run(...row.slice(1));
        last = row[0];
        rows++;
      }
      return { rows, skipped };
    } catch (e) {
      if (!isDamage(e) || keyCol === null) return { rows, skipped: skipped + (isDamage(e) ? 1 : 0) };
      skipped++;
      // Past the damage: the next key after the last one read (its remaining rows were on the damaged page or after
      // it), or, where that seek meets the damage again, further on, each try twice as far.
      const from = last ?? after;
      const next = seekPast(src, t, keyCol, from);
      if (next === undefined) return { rows, skipped };
      after = next;
    }
  }
}

/** A key to read on from (exclusive) past a damaged place after `from`, or undefined where nothing further can be read. */
function seekPast(src: Database.Database, t: Table, keyCol: string, from: unknown): unknown | undefined {
  const probe = (after: unknown) => src.prepare(`SELECT ${keyCol} FROM ${quote(t.name)} WHERE ${keyCol} > ? ORDER BY ${keyCol} LIMIT 1`).pluck().get(after);
  // Damaged before the first row: numbers are sought from 0 on (ids count from 1), text gives up.
  if ((from === undefined || from === null) && t.keyIsNumber) from = 0;
  if (from === undefined || from === null) return undefined;
  if (!t.keyIsNumber || typeof from !== 'number') {
    try {
      const next = probe(from);
      return next === undefined ? undefined : from;
    } catch {
      return undefined;
    }
  }
  // Numbers: the same key's remaining rows are given up (from itself), then ever larger steps past it until a seek
  // reads again, then the least step that does (a doubling alone skipped up to half of what followed the damage).
  const reads = (gap: number): boolean | undefined => {
    try {
      return probe(from + gap) !== undefined;
    } catch (e) {
      return isDamage(e) ? false : undefined;
    }
  };
  let failed = -1;
  for (let gap = 0; gap < 2 ** 52; gap = gap === 0 ? 1 : gap * 2) {
    const r = reads(gap);
    if (r === undefined) return undefined;
    if (!r) {
      failed = gap;
      continue;
    }
    // A seek past `from + gap` reads; between the last that failed and this one, the least that reads.
    let lo = failed, hi = gap;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (reads(mid)) hi = mid;
      else lo = mid;
    }
    return from + hi;
  }
  return undefined;
}

const isDamage = (e: unknown) => /SQLITE_(CORRUPT|NOTADB|IOERR)/.test(String((e as { code?: unknown } | null)?.code ?? ''))
  || /malformed|corrupt/i.test(String((e as Error | null)?.message ?? ''));

function salvage(damaged: string, copy: string): { games: number | null; tables: { name: string; rows: number; skipped: number }[] } {
  const src = new Database(damaged, { readonly: true, fileMustExist: true });
  try {
    const version = src.pragma('user_version', { simple: true }) as number;
    const pageSize = src.pragma('page_size', { simple: true }) as number;
    const { tables, others } = tablesOf(src);
    const dst = new Database(copy);
    try {
      dst.pragma(`page_size = ${pageSize}`);
      dst.pragma('auto_vacuum = INCREMENTAL');
      // Rows whose game was on a damaged page are kept as read (their references are not checked here).
      dst.pragma('foreign_keys = OFF');
      const out: { name: string; rows: number; skipped: number }[] = [];
      dst.transaction(() => {
        for (const t of tables) dst.exec(t.sql);
        for (const t of tables) out.push({ name: t.name, ...copyTable(src, dst, t) });
        for (const sql of others) dst.exec(sql);
        dst.pragma(`user_version = ${version}`);
      })();
      const games = tables.some((t) => t.name === 'games') ? (dst.prepare('SELECT count(*) FROM games').pluck().get() as number) : null;
      return { games, tables: out };
    } finally {
      dst.close();
    }
  } finally {
    src.close();
  }
}

function main(argv: string[]): number {
  const [damaged, copy] = argv;
  if (!damaged || !copy || argv.length > 2) {
    process.stderr.write('usage: npm run -s db:salvage -- DAMAGED COPY   (with the bot stopped; COPY must not exist yet)\n');
    return 2;
  }
  if (!existsSync(damaged)) {
    process.stderr.write(`${damaged} does not exist: name the damaged database file (DATABASE_PATH, by default data/heist.sqlite).\n`);
    return 1;
  }
  if (existsSync(copy)) {
    process.stderr.write(`${copy} exists already: name a new file for the copy (it is never overwritten).\n`);
    return 1;
  }
  let result: ReturnType<typeof salvage>;
  try {
    result = salvage(damaged, copy);
  } catch (e) {
    process.stderr.write(`Could not read ${damaged} (${(e as Error).message}): too little of it can be read to salvage; restore a backup instead (npm run -s db:backup makes them).\n`);
    return 1;
  }
  for (const t of result.tables) {
    process.stdout.write(`${t.name}: ${t.rows} rows${t.skipped ? `, read past ${t.skipped} damaged place${t.skipped === 1 ? '' : 's'} (rows there lost)` : ''}\n`);
  }
  if (!result.games) {
    process.stderr.write(`No game could be read from ${damaged}: do not start the bot on ${copy} (it would begin with no games); restore a backup instead.\n`);
    return 1;
  }
  // The last line: the games saved, as the docs' check reads it.
  process.stdout.write(`${result.games}\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
