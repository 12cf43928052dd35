// Hawk, Enhance: once per turn, free, peek at a face-down tile up to two steps away: each step as a peek goes
// (no walls; up Stairs, up or down from an Atrium), around corners, never past a face-down tile.
import { locName } from '../../board.js';
import type { Rules } from '../../api.js';
import type { GameState, Loc } from '../../types.js';
import type { CharacterSide } from '../types.js';
import { at, parseTarget, type Check } from './common.js';

function enhanceTargets(s: GameState, rules: Rules, from: Loc): Loc[] {
  const out = new Set<Loc>();
  for (const first of rules.peekOptions(s, from)) {
    const t = s.tiles[first.to];
    if (!t.revealed) {
      out.add(first.to);
      continue;
    }
    for (const second of rules.peekOptions(s, first.to)) {
      if (second.to !== from && !s.tiles[second.to].revealed) out.add(second.to);
    }
  }
  return [...out].sort((a, b) => a - b);
}

function target(s: GameState, rules: Rules, p: number, text: string | undefined): { to: Loc } | NonNullable<Check> {
  const from = at(s, p);
  if (from === null) return { code: 'not-on-board' };
  if (!text) return { code: 'enhance-needs-target' };
  const to = parseTarget(s, from, text);
  if (to === null) return { code: 'bad-target', params: { target: text } };
  if (s.tiles[to].revealed) return { code: 'already-revealed', params: { at: locName(s, to) } };
  if (!enhanceTargets(s, rules, from).includes(to)) return { code: 'enhance-too-far', params: { at: locName(s, to) } };
  return { to };
}

export const hawkAdvanced: CharacterSide = {
  character: 'hawk',
  side: 'advanced',
  name: 'Enhance',
  ability: {
    words: 1,
    cost: 0,
    oncePerTurn: true,
    check(s, p, args, rules) {
      const t = target(s, rules, p, args[0]);
      return 'code' in t ? t : null;
    },
    options(s, p, rules) {
      const from = at(s, p);
      return from === null ? [] : enhanceTargets(s, rules, from).map((l) => [locName(s, l)]);
    },
    run(ctx, p, args) {
      const t = target(ctx.s, ctx.rules, p, args[0]);
      if ('code' in t) return ctx.fail(t.code, t.params);
      ctx.emit('peeked', { player: ctx.player(p).name, at: ctx.name(t.to), ability: 'hawk:advanced' });
      ctx.rules.reveal(ctx, t.to, 'peek');
      ctx.tookEffect('abilities', 'hawk:advanced');
    },
  },
};
