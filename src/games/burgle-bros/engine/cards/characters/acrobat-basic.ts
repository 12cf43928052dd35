// Acrobat, Flexibility: on her own turn she moves into a guard's tile as a free action and loses no stealth for it,
// unless she is still on that tile, the guard there, when he starts to move, or as her turn ends where he does not
// move (Shift Change, Donuts): ruling C1.
import { floorOf } from '../../board.js';
import type { Ctx } from '../../ctx.js';
import type { GameState, Loc } from '../../types.js';
import type { CharacterSide } from '../types.js';

/** This turn she slipped into a guard's tile unseen and has not moved on since. */
const SLIPPED = 'acrobat:slipped';
/** The tile she slipped into: being put or falling elsewhere is leaving it (ruling E1). */
const INTO = 'acrobat:slipped-into:';

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
      const at = ctx.player(holder).at!;
      forget(ctx.s);
      ctx.s.turn.used.push(SLIPPED, `${INTO}${at}`);
      ctx.emit('acrobat-slips-in', { player: ctx.player(holder).name, at: ctx.name(at) });
      ctx.tookEffect('abilities', 'acrobat:basic');
      return 0;
    },
    // A move into another tile leaves the one she slipped into: unseen there, as the card promises.
    afterEnter(ctx, holder, mover, loc) {
      if (mover === holder && slippedInto(ctx.s) !== loc) forget(ctx.s);
    },
    // Called as a guard starts to move: if she is still on his tile, he sees her now; either way it is settled.
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

/** The tile the Acrobat slipped into this turn and has not left, if any (the bots' fast walk reads it too). */
export function slippedInto(s: GameState): Loc | null {
  const mark = s.turn.used.find((x) => x.startsWith(INTO));
  return mark === undefined ? null : Number(mark.slice(INTO.length));
}

function forget(s: GameState): void {
  s.turn.used = s.turn.used.filter((x) => x !== SLIPPED && !x.startsWith(INTO));
}

/**
 * Once, as her floor's guard sets off (or her turn ends without him): still on the tile she slipped into, the guard
 * there, she is seen (1 stealth). Not if she left it, even to be put back on a guard (E1), nor if a guard walking onto
 * her since has already seen her (Squeak), nor in the Invisible Suit (T4).
 */
function seenIfStillThere(ctx: Ctx, holder: number, floor: number): void {
  const at = slippedInto(ctx.s);
  if (ctx.s.turn.player !== holder || at === null || floorOf(ctx.s, at) !== floor) return;
  forget(ctx.s);
  const pl = ctx.player(holder);
  if (pl.escaped || pl.at !== at || ctx.guard(floor).at !== at || ctx.rules.hidden(ctx.s, holder)) return;
  ctx.rules.loseStealth(ctx, holder, 'guard');
}
