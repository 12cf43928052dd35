// Rook, Orders: once per turn, 1 action: move another player one tile, if they agree (NOTES §7; they are asked).
// They pay no extra movement costs (Deadbolt, Laser, a single Keypad die); every other rule of moving applies.
// `ability PLAYER TARGET` (a direction, up/down, or a cell). Declined: the action and the once-per-turn use are
// given back, and that order (that player, that tile) cannot be given again this turn (docs/rulings.md 15: asked
// again it would be declined again, and a crew of bots would ask for ever).
import { locName } from '../../board.js';
import type { Rules } from '../../api.js';
import type { GameState, Loc } from '../../types.js';
import type { MoveVia } from '../types.js';
import type { CharacterSide } from '../types.js';
import { findPlayer, othersInBuilding, type Check } from './common.js';

const USED = 'ability:rook:basic';
/** An order declined this turn, kept with the turn's once-per-turn uses. */
const declined = (other: number, to: Loc) => `orders-declined:${other}:${to}`;

function target(s: GameState, rules: Rules, p: number, args: string[]): { other: number; to: Loc; via: MoveVia } | NonNullable<Check> {
  if (s.players[p].at === null || s.players[p].escaped) return { code: 'not-on-board' };
  const [name, where] = args;
  if (!name || !where) return { code: 'orders-usage' };
  const other = findPlayer(s, name);
  if (other < 0) return { code: 'unknown-player', params: { name } };
  if (other === p) return { code: 'orders-not-yourself' };
  if (!othersInBuilding(s, p).includes(other)) return { code: 'orders-not-in-building', params: { player: s.players[other].name } };
  const t = rules.moveTarget(s, other, where);
  if ('code' in t) return { code: t.code, params: t.params };
  if (s.turn.used.includes(declined(other, t.to))) return { code: 'orders-declined-this-turn', params: { player: s.players[other].name, to: locName(s, t.to) } };
  return { other, to: t.to, via: t.via };
}

export const rookBasic: CharacterSide = {
  character: 'rook',
  side: 'basic',
  name: 'Orders',
  ability: {
    words: 2,
    cost: 1,
    oncePerTurn: true,
    check(s, p, args, rules) {
      const t = target(s, rules, p, args);
      return 'code' in t ? t : null;
    },
    options(s, p, rules) {
      const out: string[][] = [];
      for (const o of othersInBuilding(s, p)) {
        for (const m of rules.moveOptions(s, s.players[o].at!, o)) {
          if (!s.turn.used.includes(declined(o, m.to))) out.push([s.players[o].name, locName(s, m.to)]);
        }
      }
      return out;
    },
    run(ctx, p, args) {
      const t = target(ctx.s, ctx.rules, p, args);
      if ('code' in t) return ctx.fail(t.code, t.params);
      // Whoever is asked is told what they would step into: a room they can see, or a tile still face down.
      const tile = ctx.s.tiles[t.to];
      const params = { player: ctx.player(p).name, other: ctx.player(t.other).name, to: ctx.name(t.to), ...(tile.revealed ? { room: tile.room } : { hidden: 1 }) };
      if (ctx.ask(t.other, 'orders-consent', params, ['yes', 'no']) !== 'yes') {
        const turn = ctx.s.turn;
        turn.actionsLeft += 1;
        turn.actionsUsed -= 1;
        turn.used = [...turn.used.filter((u) => u !== USED), declined(t.other, t.to)];
        ctx.emit('orders-declined', params);
        return;
      }
      ctx.emit('orders-given', params);
      ctx.rules.moveInto(ctx, t.other, t.to, { via: t.via, noExtraCosts: true });
      ctx.tookEffect('abilities', 'rook:basic');
    },
  },
};
