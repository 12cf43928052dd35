import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAMES } from './src/games/index.js';
import { openStore } from './src/store/index.js';
import type { Stored } from './src/table/persist.js';
import { Table } from './src/table/table.js';
import { timeline } from './src/web/timeline.js';
import { reading, replayOf } from './src/web/model.js';
import { replayPage, served } from './src/web/html.js';
const dir = mkdtempSync(join(tmpdir(), 'probe-'));
const game = GAMES.require('noir-heist');
const store = openStore(join(dir, `x.sqlite`), { warn: () => undefined });
let seed = 16;
const table = new Table(store, GAMES, { seed: () => seed++, render: () => Buffer.alloc(0) });
const where = { guildId: null, channelId: `dm`, isDM: true };
const me = { id: 'u1', name: 'Ann' };
const r0 = table.start(where, me, { game: 'noir-heist', bots: 4 } as any);
for (let k = 0; k < 3000; k++) {
  const s = (store.activeGame(where.channelId)?.state as Stored | undefined)?.engine;
  if (!s || game.result(s)) break;
  const legal = game.legal(s, game.waitingOn(s)[0]);
  const pool = legal.filter((a) => a.verb === 'shift').length ? legal.filter((a) => a.verb === 'shift') : legal;
  table.act(where, me, [pool[(k * 7) % pool.length].verb, ...pool[(k * 7) % pool.length].args].join(' '));
}
const id = (r0 as any).gameId;
for (let i = 0; i < 3; i++) {
let t = performance.now();
const g = store.game(id)!; const t1 = performance.now() - t; t = performance.now();
const rows = store.log(id, { includeUndone: true }); const t2 = performance.now() - t; t = performance.now();
const tl = timeline(game, (g.state as Stored).setup, rows, g.version); const t3 = performance.now() - t; t = performance.now();
const r = reading(game, g, 0);
const posts = store.posts(id, { audiences: ['public', 'u1'] }); const t4 = performance.now() - t; t = performance.now();
const m = replayOf(r, posts, tl); const t5 = performance.now() - t; t = performance.now();
const html = replayPage(r, m, { src: served }); const t6 = performance.now() - t;
console.log('rows', rows.length, 'frames', tl.frames.length, 'game', t1.toFixed(1), 'log', t2.toFixed(1), 'timeline', t3.toFixed(1), 'posts', t4.toFixed(1), 'model', t5.toFixed(1), 'html', t6.toFixed(1), html.length);
}
