// Hawk, X-Ray: once per turn, free, peek through a wall at the face-down tile on its other side.
import { DIRECTIONS, DIR_BIT, locName, step } from '../../board.js';
import type { GameState, Loc } from '../../types.js';
import type { CharacterSide } from '../types.js';
import { at, parseTarget, type Check } from './common.js';

/** Face-down tiles next to `from` with a wall between. */
function throughWalls(s: GameState, from: Loc): Loc[] {
  const out: Loc[] = [];
  for (const d of DIRECTIONS) {
    const n = step(s, from, d);
    if (n !== null && s.walls[from] & DIR_BIT[d] && s.tiles[n].room !== 'empty' && !s.tiles[n].revealed) out.push(n);
  }
  return out;
}

function target(s: GameState, p: number, text: string | undefined): { to: Loc } | NonNullable<Check> {
  const from = at(s, p);
  if (from === null) return { code: 'not-on-board' };
  if (!text) return { code: 'xray-needs-target' };
  // Up and down are ways, but no wall stands between floors: X-Ray looks across its own floor only.
  if (/^(up|down)$/i.test(text.trim())) return { code: 'xray-not-up', params: { dir: text.trim().toLowerCase() } };
  const to = parseTarget(s, from, text);
  if (to === null) return { code: 'bad-target', params: { target: text } };
  if (s.tiles[to].room === 'empty') return { code: 'empty-cell', params: { at: locName(s, to) } };
  if (s.tiles[to].revealed) return { code: 'already-revealed', params: { at: locName(s, to) } };
  const walls = throughWalls(s, from);
  if (walls.includes(to)) return { to };
  // Not next to her at all: no wall between is not the reason, and no peek reaches it either.
  if (!DIRECTIONS.some((d) => step(s, from, d) === to)) {
    return { code: 'xray-not-next', params: { at: locName(s, to), from: locName(s, from), ...(walls.length ? { through: locName(s, walls[0]) } : {}) } };
  }
  return { code: 'xray-not-through-wall', params: { at: locName(s, to) } };
}

export const hawkBasic: CharacterSide = {
  character: 'hawk',
  side: 'basic',
  name: 'X-Ray',
  ability: {
    words: 1,
    cost: 0,
    oncePerTurn: true,
    check(s, p, args) {
      const t = target(s, p, args[0]);
      return 'code' in t ? t : null;
    },
    options(s, p) {
      const from = at(s, p);
      return from === null ? [] : throughWalls(s, from).map((l) => [locName(s, l)]);
    },
    run(ctx, p, args) {
      const t = target(ctx.s, p, args[0]);
      if ('code' in t) return ctx.fail(t.code, t.params);
      ctx.emit('peeked', { player: ctx.player(p).name, at: ctx.name(t.to), ability: 'hawk:basic' });
      ctx.rules.reveal(ctx, t.to, 'peek');
      ctx.tookEffect('abilities', 'hawk:basic');
    },
  },
};
