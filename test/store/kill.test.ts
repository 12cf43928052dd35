// Kill-and-restart (issue 5 §7), on both backends: a writer process plays games through the store, printing
// `ACK <game> <version>` after each commit; it is SIGKILLed at random moments, restarted, killed again (two writers at
// once, on their own channels). Afterwards every game loads, every ACKed version is there, no log row lacks its
// version (or the reverse), each game's newest snapshot is fewer than SNAPSHOT_EVERY versions back (most steps are their
// log lines only, as the table commits them), and replaying the whole log gives the state read.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNAPSHOT_EVERY } from '../../src/store/base.js';
import { SqliteStore, type AnyStore } from '../../src/store/index.js';
import type { GameSetup } from '../../src/games/burgle-bros/engine/index.js';
import { freshDatabase } from '../pg.js';
import { postgresBackend, registerBurgle, replayBurgle, sqliteBackend, type Backend } from './util.js';
import { nodeArgs } from '../node-args.js';

const ROUNDS = 3;
const seed = Number(process.env.KILL_SEED ?? 4711);
let rand = seed;
/** A small LCG, so a failing run can be repeated with KILL_SEED. */
const next = (n: number) => {
  rand = (rand * 1103515245 + 12345) % 2147483648;
  return rand % n;
};


/** Runs the writer until it has ACKed `after` commits, waits a few more milliseconds, then SIGKILLs it. */
function runAndKill(db: string, writerSeed: number, prefix: string, after: number, extraMs: number, acked: Map<number, number>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, nodeArgs('test/store/fixtures/writer.ts', db, String(writerSeed), prefix), {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let count = 0, stderr = '', killing = false;
    child.stderr!.on('data', (d: Buffer) => { stderr += d.toString(); });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /^ACK (\d+) (\d+)$/.exec(line);
      if (!m) return;
      const [id, v] = [Number(m[1]), Number(m[2])];
      acked.set(id, Math.max(acked.get(id) ?? 0, v));
      if (++count >= after && !killing) {
        killing = true;
        setTimeout(() => child.kill('SIGKILL'), extraMs);
      }
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve();
      else reject(new Error(`writer exited by itself (code ${code}; repeat with KILL_SEED=${seed}): ${stderr}`));
    });
  });
}

for (const backend of [sqliteBackend(), postgresBackend('kill', freshDatabase)]) {
  describe(`${backend.name}: killed while committing, then restarted`, () => killed(backend));
}

function killed(backend: Backend): void {
  let store: AnyStore;
  const acked = new Map<number, number>();
  const kills: string[] = [];
  const warnings: string[] = [];
  beforeAll(async () => {
    backend.reset();
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all(['a', 'b'].map((prefix, w) => {
        const after = 1 + next(40), extraMs = next(15);
        kills.push(`round ${round} writer ${prefix}: after ${after} ACKs + ${extraMs} ms`);
        return runAndKill(backend.location, seed + 10 * round + w, prefix, after, extraMs, acked);
      }));
    }
    store = backend.open({ warn: (m) => warnings.push(m) });
    registerBurgle(store, { logLines: true });
  });
  afterAll(() => {
    store?.close();
    backend.cleanup();
  });

  it('keeps every game whole', () => {
    const why = `KILL_SEED=${seed}; ${kills.join('; ')}`;
    if (store instanceof SqliteStore) expect(store.db.pragma('integrity_check', { simple: true }), why).toBe('ok');
    const ids = store.query<{ id: number }>('SELECT id FROM games ORDER BY id').map((r) => r.id);
    expect(ids.length, why).toBeGreaterThan(0);
    expect([...acked.keys()].every((id) => ids.includes(id)), why).toBe(true);
    const open = store.query<{ n: number }>("SELECT channel_id, count(*) AS n FROM games WHERE status IN ('lobby', 'active') GROUP BY channel_id");
    expect(open.every((r) => r.n === 1), why).toBe(true);
    let readThroughLog = 0;
    for (const id of ids) {
      const g = store.game(id)!;
      // Every acknowledged version is there.
      expect(g.version, `game ${id}: ${why}`).toBeGreaterThanOrEqual(acked.get(id) ?? 1);
      // The snapshot the game is read from (its newest at or before its version: most steps are their log lines
      // only) exists and is valid JSON; it was not rebuilt (no warning).
      const snap = store.query<{ state: string; version: number }>(
        'SELECT state, version FROM snapshots WHERE game_id = ? AND version <= ? ORDER BY version DESC LIMIT 1', id, g.version)[0];
      expect(snap, `game ${id} snapshot: ${why}`).toBeDefined();
      expect(() => JSON.parse(snap!.state)).not.toThrow();
      expect(g.version - snap!.version, `game ${id}: ${why}`).toBeLessThan(SNAPSHOT_EVERY);
      if (g.status !== 'active') expect(snap!.version).toBe(g.version);
      if (snap!.version < g.version) readThroughLog++;
      // One log row per version bump (the writer's only entry-less commit is abandoning a stuck game).
      const log = store.log(id, { includeUndone: true });
      expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => i + 1));
      expect(log.map((e) => e.version)).toEqual(log.map((_, i) => i + 1));
      expect(g.version, `game ${id}: ${why}`).toBe(1 + log.length + (g.status === 'abandoned' ? 1 : 0));
      // Replaying seed + log gives the snapshot.
      const replayed = replayBurgle(g.options as GameSetup, log.map((e) => e.action));
      expect(replayed, `game ${id} replay: ${why}`).toEqual(g.state);
    }
    expect(warnings, why).toEqual([]);
    // Some game was read as a snapshot and the log lines after it.
    expect(readThroughLog, why).toBeGreaterThan(0);
  });
}
