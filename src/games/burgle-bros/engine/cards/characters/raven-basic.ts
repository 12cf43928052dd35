// Raven, Distract: free, put the crow on a tile up to two steps away on her floor (not through walls). A guard
// stepping into the crow's tile loses one step. The crow stays until she moves it, after her escape too (ruling C18).
import { locName, openNeighbours } from '../../board.js';
import type { GameState, Loc } from '../../types.js';
import type { CharacterSide } from '../types.js';
import { at, parseTarget, type Check } from './common.js';

/** Tiles within two steps through open sides (her own included), except where the crow already is. */
function crowTargets(s: GameState, p: number): Loc[] {
  const from = at(s, p);
  if (from === null) return [];
  const seen = new Set<Loc>([from]);
  let ring = [from];
  for (let d = 0; d < 2; d++) {
    const next: Loc[] = [];
    for (const l of ring) {
      for (const n of openNeighbours(s, s.walls, l)) {
        if (!seen.has(n) && s.tiles[n].room !== 'empty') {
          seen.add(n);
          next.push(n);
        }
      }
    }
    ring = next;
  }
  return [...seen].filter((l) => l !== s.crow).sort((a, b) => a - b);
}

/** Whether `to` is one of crowTargets (or the crow's own tile): her tile, or a tile one or two open steps away, none
 * of them empty. Checked for each of her legal targets in turn: no list made each time. */
function withinTwo(s: GameState, from: Loc, to: Loc): boolean {
  if (to === from) return true;
  for (const n of openNeighbours(s, s.walls, from)) {
    if (s.tiles[n].room === 'empty') continue;
    if (n === to) return true;
    for (const m of openNeighbours(s, s.walls, n)) if (m === to && s.tiles[m].room !== 'empty') return true;
  }
  return false;
}

function target(s: GameState, p: number, text: string | undefined): { to: Loc } | NonNullable<Check> {
  const from = at(s, p);
  if (from === null) return { code: 'not-on-board' };
  if (!text) return { code: 'crow-needs-target' };
  const to = parseTarget(s, from, text);
  if (to === null) return { code: 'bad-target', params: { target: text } };
  if (to === s.crow) return { code: 'crow-already-there', params: { at: locName(s, to) } };
  if (!withinTwo(s, from, to)) return { code: 'crow-too-far', params: { at: locName(s, to) } };
  return { to };
}

export const ravenBasic: CharacterSide = {
  character: 'raven',
  side: 'basic',
  name: 'Distract',
  hooksOutlastEscape: true,
  hooks: {
    guardEntered(ctx, _holder, floor, loc, left) {
      if (ctx.s.crow !== loc || left <= 0) return left;
      ctx.emit('crow-distracts', { floor: floor + 1, at: ctx.name(loc) });
      ctx.tookEffect('abilities', 'raven:basic');
      return left - 1;
    },
  },
  ability: {
    words: 1,
    cost: 0,
    check(s, p, args) {
      const t = target(s, p, args[0]);
      return 'code' in t ? t : null;
    },
    options: (s, p) => crowTargets(s, p).map((l) => [locName(s, l)]),
    run(ctx, p, args) {
      const t = target(ctx.s, p, args[0]);
      if ('code' in t) return ctx.fail(t.code, t.params);
      ctx.s.crow = t.to;
      ctx.emit('crow-placed', { player: ctx.player(p).name, at: ctx.name(t.to) });
    },
  },
};
