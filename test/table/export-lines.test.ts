// An export's position script holds the game's own moves: the table's lines (`#join`, `#begin` …) are no move of a
// position, so a script replays without a refusal for each (src/table/store-repo.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openStore, type SqliteStore } from '../../src/store/index.js';
import { Table } from '../../src/table/table.js';
import { WITH_LOCKBOX } from '../fixture-game/registry.js';
import { ann, bob, ok, server } from './helpers.js';

let dir = '';
let store: SqliteStore | undefined;
afterEach(() => {
  store?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it("a channel game's exported script has no table line, and replays with nothing refused", () => {
  dir = mkdtempSync(join(tmpdir(), 'heist-export-lines-'));
  store = openStore(join(dir, 't.sqlite'), { warn: () => {} });
  const table = new Table(store, WITH_LOCKBOX, { seed: () => 5 });
  ok(table.start(server, ann, { game: 'lockbox' }));
  ok(table.join(server, bob));
  ok(table.begin(server, ann));
  const ex = store.exportGame(server.channelId);
  expect(ex.log.map((e) => e.action)).toContain('#begin');
  const script = ex.position as { moves: string[] };
  expect(script.moves.filter((m) => m.startsWith('#'))).toEqual([]);
  const run = WITH_LOCKBOX.require('lockbox').tools!.positions.run(script) as { rejected: unknown[] };
  expect(run.rejected).toEqual([]);
});
