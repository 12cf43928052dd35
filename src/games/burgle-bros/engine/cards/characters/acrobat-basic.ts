// Acrobat, Flexibility: on her own turn she moves into a guard's tile as a free action and loses no stealth for it,
// unless she is still on the guard's tile when he starts to move, or as her turn ends where he does not move (Shift
// Change, Donuts): ruling C1.
import { floorOf } from '../../board.js';
import type { Ctx } from '../../ctx.js';
import type { CharacterSide } from '../types.js';

/** Marks, for this turn, that she slipped into a guard's tile without being seen. */
const SLIPPED = 'acrobat:slipped';

export const acrobatBasic: CharacterSide = {
  character: 'acrobat',
  side: 'basic',
  name: 'Flexibility',
  hooks: {
    moveCost(s, holder, mover, to, cost) {
      // Into a guard's tile (a state-only hook: the guard's place is read directly).
      const g = s.guards[floorOf(s, to)];
      return mover === holder && s.turn.player === holder && g.placed && g.at === to ? 0 : cost;
    },
    guardTileCost(ctx, holder, mover, cost) {
      if (mover !== holder || ctx.s.turn.player !== holder) return cost;
      if (!ctx.s.turn.used.includes(SLIPPED)) ctx.s.turn.used.push(SLIPPED);
      ctx.emit('acrobat-slips-in', { player: ctx.player(holder).name, at: ctx.name(ctx.player(holder).at!) });
      ctx.tookEffect('abilities', 'acrobat:basic');
      return 0;
    },
    // Called as the guard starts to move: if she is still on his tile, he sees her now.
    guardSpeed(ctx, holder, floor, speed) {
      seenIfStillThere(ctx, holder, floor);
      return speed;
    },
    // Her floor's guard did not set off (Shift Change, Donuts): her turn is over all the same, and she on his tile.
    guardsMoved(ctx, holder, floor) {
      seenIfStillThere(ctx, holder, floor);
    },
  },
};

/** Once a turn: she slipped into the guard's tile this turn and is on it still; seen (1 stealth). */
function seenIfStillThere(ctx: Ctx, holder: number, floor: number): void {
  const pl = ctx.player(holder), g = ctx.guard(floor);
  if (ctx.s.turn.player !== holder || !ctx.s.turn.used.includes(SLIPPED)) return;
  if (pl.at === null || pl.escaped || g.at !== pl.at) return;
  ctx.s.turn.used = ctx.s.turn.used.filter((x) => x !== SLIPPED);
  ctx.rules.loseStealth(ctx, holder, 'guard');
}
