// The simulator's blunder count for Art Robbery (docs/bots.md), judged from outside with the whole state:
// `selfArrest`, taking the last token of the last raid when that arrests the taker and another play would not;
// `wastedPlay`, a play that changed nothing while another card would have taken a token (from the centre or a rival)
// without arresting the player; `repeat3`, the same play three turns running that changed nothing while something
// else could be played.
import type { BlunderCounter } from '../../../core/module.js';
import type { Action } from '../../../core/types.js';
import { applyAction } from '../engine/apply.js';
import type { ArtState } from '../engine/types.js';

const arrests = (s: ArtState, seat: number): boolean => !!s.final && s.pending === null && s.final.arrested.includes(seat);
const board = (s: ArtState): string => JSON.stringify([s.centre, s.faceUp, s.dog]);
const tokens = (s: ArtState): string => JSON.stringify([s.centre, s.faceUp]);
const key = (a: Action): string => [a.verb, ...a.args].join(' ');

/** Whether `a` would move a token for the seat (a play that asks, or a steal the victim answers, moves one surely:
 * every answer takes a token, or hands over the dog instead) and leave the seat free. */
function takes(before: ArtState, seat: number, a: Action): boolean {
  const r = applyAction(before, a);
  if (!r.ok) return false;
  const p = r.state.pending;
  if (p?.kind === 'choose' || p?.kind === 'give') return true;
  return tokens(r.state) !== tokens(before) && !arrests(r.state, seat);
}

export function artBlunders(): BlunderCounter<ArtState> {
  const plays = new Map<number, { key: string; fruitless: boolean }[]>();
  return {
    kinds: ['selfArrest', 'wastedPlay', 'repeat3'],
    step(before, seat, action, legal, after) {
      const out: string[] = [];
      if (before.raid === 4 && arrests(after, seat)) {
        const spared = legal.some((a) => {
          if (key(a) === key(action)) return false;
          const r = applyAction(before, a);
          return r.ok && !arrests(r.state, seat);
        });
        if (spared) out.push('selfArrest');
      }
      if (action.verb === 'play') {
        const mine = plays.get(seat) ?? [];
        const fruitless = after.pending === null && board(after) === board(before) && after.raid === before.raid;
        if (fruitless && legal.some((a) => a.verb === 'play' && a.args[0] !== action.args[0] && takes(before, seat, a))) out.push('wastedPlay');
        mine.push({ key: key(action), fruitless });
        if (mine.length > 3) mine.shift();
        plays.set(seat, mine);
        const other = legal.some((a) => key(a) !== key(action));
        if (mine.length === 3 && other && mine.every((p) => p.fruitless && p.key === mine[2].key)) out.push('repeat3');
      }
      return out;
    },
  };
}
