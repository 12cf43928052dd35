// Hawk, Enhance: once per turn, free, peek at a face-down tile up to two steps away: each step as a peek goes
// (no walls; up Stairs, up or down from an Atrium), around corners, never past a face-down tile.
import { locName } from '../../board.js';
import { reveal } from '../../rules/movement.js';
import { peekOptions } from '../../rules/targets.js';
import type { GameState, Loc } from '../../types.js';
import type { CharacterSide } from '../types.js';
import { at, parseTarget, type Check } from './common.js';

export function enhanceTargets(s: GameState, from: Loc): Loc[] {
  const out = new Set<Loc>();
  for (const first of peekOptions(s, from)) {
    const t = s.tiles[first.to];
    if (!t.revealed) {
      out.add(first.to);
      continue;
    }
    for (const second of peekOptions(s, first.to)) {
      if (second.to !== from && !s.tiles[second.to].revealed) out.add(second.to);
    }
  }
  return [...out].sort((a, b) => a - b);
}

function target(s: GameState, p: number, text: string | undefined): { to: Loc } | NonNullable<Check> {
  const from = at(s, p);
  if (from === null) return { code: 'not-on-board' };
  if (!text) return { code: 'enhance-needs-target' };
  const to = parseTarget(s, from, text);
  if (to === null) return { code: 'bad-target', params: { target: text } };
  if (s.tiles[to].revealed) return { code: 'already-revealed', params: { at: locName(s, to) } };
  if (!enhanceTargets(s, from).includes(to)) return { code: 'enhance-too-far', params: { at: locName(s, to) } };
  return { to };
}

export const hawkAdvanced: CharacterSide = {
  character: 'hawk',
  side: 'advanced',
  name: 'Enhance',
  ability: {
    cost: 0,
    oncePerTurn: true,
    check(s, p, args) {
      const t = target(s, p, args[0]);
      return 'code' in t ? t : null;
    },
    options(s, p) {
      const from = at(s, p);
      return from === null ? [] : enhanceTargets(s, from).map((l) => [locName(s, l)]);
    },
    run(ctx, p, args) {
      const t = target(ctx.s, p, args[0]);
      if ('code' in t) return ctx.fail(t.code, t.params);
      ctx.emit('peeked', { player: ctx.player(p).name, at: ctx.name(t.to) });
      reveal(ctx, t.to, 'peek');
      ctx.tookEffect('abilities', 'hawk:advanced');
    },
  },
};
