// The web pages' figures for `npm run bench`, on a Noir: Heist game of at least 300 steps (a thief in a DM against
// four bots, stored through the table) served by the real server on loopback: the first byte of a seat's live page
// (`web.live.first_byte_ms`, the median of 20, and the first one cold), and the time a replay takes to open, its page
// and its first picture, with nothing cached (`web.replay.open_ms`).
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAMES } from '../games/index.js';
import { silentLogger } from '../log.js';
import { registerFonts } from '../render/fonts.js';
import { openStore, type SqliteStore } from '../store/sqlite.js';
import type { Stored } from '../table/persist.js';
import { Table } from '../table/table.js';
import { Links } from '../web/links.js';
import { startWeb, type WebServer } from '../web/server.js';

type Line = { name: string; value: number; unit: string };
const STEPS = 300;

/** Milliseconds to the response's first byte, and to its end. */
function timed(url: string): Promise<{ first: number; all: number; status: number; body: Buffer }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      const first = performance.now() - t0;
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ first, all: performance.now() - t0, status: res.statusCode ?? 0, body: Buffer.concat(parts) }));
    }).on('error', reject);
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A thief (who only shifts rows and columns) against four bots, game after game from seed 16 on, until one lasts. */
function longGame(store: SqliteStore, table: Table): { gameId: number; steps: number } {
  const game = GAMES.require('noir-heist');
  const me = { id: 'bench-user', name: 'Ann' };
  let best = { gameId: 0, steps: 0 };
  for (let n = 0; n < 40 && best.steps < STEPS; n++) {
    const where = { guildId: null, channelId: `dm-bench-${n}`, isDM: true };
    const r = table.start(where, me, { game: 'noir-heist', bots: 4 });
    if (!r.ok) throw new Error(r.text ?? r.code);
    for (let k = 0; k < 3000; k++) {
      const s = (store.activeGame(where.channelId)?.state as Stored | undefined)?.engine;
      if (!s || game.result(s)) break;
      const legal = game.legal(s, game.waitingOn(s)[0]);
      const shifts = legal.filter((a) => a.verb === 'shift');
      const pool = shifts.length ? shifts : legal;
      const a = pool[(k * 7) % pool.length];
      table.act(where, me, [a.verb, ...a.args].join(' '));
    }
    const steps = store.log(r.gameId).filter((e) => !e.action.startsWith('#')).length;
    if (steps > best.steps) best = { gameId: r.gameId, steps };
  }
  return best;
}

export async function benchWeb(): Promise<Line[]> {
  registerFonts();
  const dir = mkdtempSync(join(tmpdir(), 'heist-bench-web-'));
  const store = openStore(join(dir, 'heist.sqlite'), { warn: () => undefined });
  let web: WebServer | null = null;
  try {
    const links = new Links(store, { base: () => web?.url ?? '' });
    let seed = 16;
    const table = new Table(store, GAMES, { seed: () => seed++, web: links });
    const { gameId, steps } = longGame(store, table);
    const draw = async (kind: string, view: unknown, lang: 'en' | 'ru') => GAMES.require(kind).render(view, lang);
    web = await startWeb({ store, games: GAMES, links, port: 0, log: silentLogger, draw });
    const page = links.url(gameId, 0, false);

    const cold = await timed(page);
    if (cold.status !== 200) throw new Error(`the live page answered ${cold.status}`);
    const firsts: number[] = [];
    for (let i = 0; i < 20; i++) firsts.push((await timed(page)).first);

    // A replay opened with nothing cached: a fresh server (no timeline, no picture), its page, then its first picture.
    await web.close();
    web = await startWeb({ store, games: GAMES, links, port: 0, log: silentLogger, draw });
    const fresh = links.url(gameId, 0, false);
    const t0 = performance.now();
    const html = await timed(`${fresh}replay`);
    const src = /<img src="([^"]+)"/.exec(html.body.toString('utf8'))?.[1];
    if (html.status !== 200 || !src) throw new Error(`the replay answered ${html.status}`);
    const pic = await timed(fresh + src);
    const open = performance.now() - t0;
    if (pic.status !== 200) throw new Error(`the replay's first picture answered ${pic.status}`);
    const warm: number[] = [];
    for (let i = 0; i < 5; i++) warm.push((await timed(`${fresh}replay`)).all);
    return [
      { name: 'web.game.steps', value: steps, unit: 'steps' },
      { name: 'web.live.first_byte_ms', value: median(firsts), unit: 'ms' },
      { name: 'web.live.first_byte_cold_ms', value: cold.first, unit: 'ms' },
      { name: 'web.replay.open_ms', value: open, unit: 'ms' },
      { name: 'web.replay.page_ms', value: html.all, unit: 'ms' },
      { name: 'web.replay.page_warm_ms', value: median(warm), unit: 'ms' },
      { name: 'web.replay.page_kb', value: html.body.length / 1024, unit: 'KB' },
    ];
  } finally {
    await web?.close();
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
