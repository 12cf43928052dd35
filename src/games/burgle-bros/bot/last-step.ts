// A step that spends the turn's last action on a face-down tile, with someone at no stealth: the end of the turn
// follows at once, so the step and that end are one choice. The room turned over may set off an alarm there (a Thermo
// at the end, a Detector, a Laser or Fingerprint with no hack at hand, a Motion) and turn the guard's known walk onto
// the burglar, or be a Foyer beside his way: a loss the burglar had no action left to step out of. The planner weighs
// the step on the rooms its few deals put there, mostly quiet ones; this check weighs every room the tile may be.
// (Lost games of normal crews on the Bank Job, caught at their own end by a walk the table showed: one in three
// after such a step.)
import { applyAction, parseLoc, previewEnd, type Action, type GameState, type Loc } from '../engine/index.js';
import { playedWith, withEachOtherRoom, withSixes, type Respond } from './sudden-loss.js';

/** Whether the end preview of `s` (past an event that changes nothing) catches someone. */
const endCatches = (s: GameState) => {
  const p = previewEnd(s);
  return (p?.ifEventChangesNothing ?? p)?.caught === true;
};

/** The face-down tiles `a` turns over by moving onto them on deal `s` (one, or a Walkway's and the one below it). */
function enteredFaceDown(s: GameState, a: Action): Loc[] {
  const r = applyAction(s, a);
  if (!r.ok) return [];
  const out: Loc[] = [];
  for (const e of r.events) {
    if (e.code !== 'revealed' || e.params.by !== 'move') continue;
    const at = parseLoc(s, String(e.params.at));
    if (at !== null && !s.tiles[at].revealed) out.push(at);
  }
  return out;
}

/**
 * Whether move `a` takes the turn's last action into a face-down tile and the end that must follow is caught by the
 * guard's known walk, on some deal or with that tile any room it may be (each face-down room of the first deal swapped
 * in, withRoomOf). Only where someone has no stealth left: only then does a sighting lose the game.
 */
export function lastStepCaught(deals: GameState[], a: Action, respond: Respond): boolean {
  if (a.verb !== 'move' || deals.length === 0) return false;
  const s0 = deals[0];
  if (!s0.players.some((p) => p.stealth === 0 && !p.escaped)) return false;
  const seat = s0.turn.player;
  const first = withSixes(s0);
  const entered = enteredFaceDown(first, a);
  if (entered.length === 0) return false;
  const endsHere = (s: GameState): boolean => {
    const after = playedWith(s, a, respond);
    if (!after || after.outcome !== 'playing' || after.turn.player !== seat || after.awaiting) return false;
    return after.turn.actionsLeft === 0 && endCatches(after);
  };
  if (deals.some((d) => endsHere(withSixes(d)))) return true;
  for (const swapped of withEachOtherRoom(first, entered[0])) if (endsHere(swapped)) return true;
  return false;
}

/**
 * The checked choice, unless it is such a last step (lastStepCaught): then the best ranked step that is not, loses at
 * once on no deal (`allowed`) and is not hopeless where the choice was not. Kept where there is none.
 */
export function lastStepInstead(
  choice: Action, ranked: Action[], deals: GameState[], respond: Respond, allowed: (a: Action) => boolean, hopeless: (a: Action) => boolean,
): Action {
  if (!lastStepCaught(deals, choice, respond)) return choice;
  const other = ranked.find((a) => a !== choice && allowed(a) && !(hopeless(a) && !hopeless(choice)) && !lastStepCaught(deals, a, respond));
  return other ?? choice;
}
