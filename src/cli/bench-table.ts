// The table's figures for `npm run bench`: how often one press crosses into the game module (`table.<kind>.calls_per_press`)
// and how many views it asks for (`table.<kind>.views_per_press`), over 30 presses of a solo DM game of each kind
// with a counting wrapper around the module. Counts, not times: the same on any machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyGame, Options } from '../core/module.js';
import { GameRegistry } from '../core/registry.js';
import { GAMES } from '../games/index.js';
import { openStore } from '../store/index.js';
import type { Stored } from '../table/persist.js';
import { Table } from '../table/table.js';

type Line = { name: string; value: number; unit: string };

/** A DM start of each game for the count (its own options: a crew of two, two or four bots). */
const STARTS: Record<string, Options> = { 'burgle-bros': { crew: 2 }, 'art-robbery': { bots: 2 }, 'noir-heist': { bots: 4 } };

function counted(game: AnyGame): { game: AnyGame; calls: Map<string, number> } {
  const calls = new Map<string, number>();
  const wrapped = new Proxy(game, {
    get(target, key) {
      const v: unknown = Reflect.get(target, key);
      if (typeof v !== 'function') return v;
      return (...args: unknown[]) => {
        calls.set(String(key), (calls.get(String(key)) ?? 0) + 1);
        return (v as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { game: wrapped, calls };
}

export async function benchTable(): Promise<Line[]> {
  const out: Line[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'heist-bench-table-'));
  try {
    for (const kind of GAMES.kinds()) {
      // A game not named above starts as its first DM sample does.
      const start = STARTS[kind] ?? GAMES.require(kind).tools?.samples.dm[0]?.options ?? (GAMES.require(kind).tools?.samples.dm.length ? {} : undefined);
      if (!start) continue;
      const real = GAMES.require(kind);
      const { game, calls } = counted(real);
      const store = openStore(join(dir, `${kind}.sqlite`), { warn: () => undefined });
      let seed = 5;
      const table = new Table(store, new GameRegistry([game]), { seed: () => seed++ });
      const where = { guildId: null, channelId: `dm-${kind}`, isDM: true };
      const me = { id: 'u1', name: 'Ann' };
      table.start(where, me, { game: kind, ...start });
      let presses = 0, total = 0, views = 0;
      for (let k = 0; k < 60 && presses < 30; k++) {
        const s = (store.activeGame(where.channelId)?.state as Stored | undefined)?.engine;
        if (!s || real.result(s)) break;
        const seat = real.waitingOn(s)[0];
        const legal = real.legal(s, seat);
        const a = legal[k % legal.length];
        calls.clear();
        const r = table.act(where, me, [a.verb, ...a.args].join(' '));
        if (!r.ok) continue;
        presses++;
        total += [...calls.values()].reduce((x, y) => x + y, 0);
        views += calls.get('view') ?? 0;
      }
      store.close();
      if (presses === 0) continue;
      out.push({ name: `table.${kind}.calls_per_press`, value: total / presses, unit: 'calls' });
      out.push({ name: `table.${kind}.views_per_press`, value: views / presses, unit: 'views' });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}
