// Rook, Disguise: as the first action of his turn, swap places with another player. Neither of them enters a tile:
// no alarms, no stealth lost to guards, no costs (a floor's guard still comes out when someone first arrives).
import type { GameState } from '../../types.js';
import type { CharacterSide } from '../types.js';
import { findPlayer, othersInBuilding, type Check } from './common.js';

function partner(s: GameState, p: number, name: string | undefined): { other: number } | NonNullable<Check> {
  if (s.players[p].at === null || s.players[p].escaped) return { code: 'not-on-board' };
  if (s.turn.acted) return { code: 'disguise-first-action' };
  if (!name) return { code: 'disguise-usage' };
  const other = findPlayer(s, name);
  if (other < 0) return { code: 'unknown-player', params: { name } };
  if (other === p) return { code: 'disguise-not-yourself' };
  if (!othersInBuilding(s, p).includes(other)) return { code: 'orders-not-in-building', params: { player: s.players[other].name } };
  if (s.players[other].at === s.players[p].at) return { code: 'disguise-same-tile', params: { player: s.players[other].name } };
  return { other };
}

export const rookAdvanced: CharacterSide = {
  character: 'rook',
  side: 'advanced',
  name: 'Disguise',
  ability: {
    words: 1,
    cost: 1,
    check(s, p, args) {
      const t = partner(s, p, args[0]);
      return 'code' in t ? t : null;
    },
    options: (s, p) => othersInBuilding(s, p).map((o) => [s.players[o].name]),
    run(ctx, p, args) {
      const t = partner(ctx.s, p, args[0]);
      if ('code' in t) return ctx.fail(t.code, t.params);
      const me = ctx.player(p), other = ctx.player(t.other);
      [me.at, other.at] = [other.at, me.at];
      ctx.emit('disguise-swap', { player: me.name, other: other.name, at: ctx.name(me.at!), otherAt: ctx.name(other.at!) });
      ctx.rules.arriveOnFloor(ctx, me.at!);
      ctx.rules.arriveOnFloor(ctx, other.at!);
      ctx.tookEffect('abilities', 'rook:advanced');
    },
  },
};
