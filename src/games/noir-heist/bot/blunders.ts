// The simulator's blunder count and figures for Noir: Heist (docs/bots.md), judged from outside with the whole state:
// `clearedAccusation` (the chief accuses a name the public record has cleared for every thief), `missedSureCatch`
// (a thief's record names one suspect the chief may accuse, and the chief catches nobody), `repeat3` (a seat's
// same action three of its turns running, none of them changing anything but where cards lie) and `blindAccusation`
// (the chief accuses a name the public record makes no likelier than chance: see `blindAt`).
import type { BlunderCounter } from '../../../core/module.js';
import type { Action } from '../../../core/types.js';
import { accusable } from '../engine/chief.js';
import { publicPool } from '../engine/cards.js';
import { publicOdds } from './knowledge.js';
import type { NoirState } from '../engine/types.js';

/** How much likelier than chance a name must be for an accusation of it to rest on evidence. */
const EVIDENCE = 1.25;

/** Whether accusing `name` is blind: the public record makes it no likelier than EVIDENCE times chance. */
export function blindAt(s: NoirState, name: string): boolean {
  const pool = new Set(publicPool(s));
  const records = s.thieves.filter((t) => t.identity !== null && !t.caught).map((t) => t.suspects.filter((n) => pool.has(n)));
  const { mass, chance } = publicOdds(records.filter((r) => r.length > 0), pool.size);
  return (mass.get(name) ?? 0) <= EVIDENCE * chance + 1e-9;
}

const key = (a: Action): string => [a.verb, ...a.args].join(' ');

/** Everything public but where the cards lie: a step that changes none of it gained nothing. */
const situation = (s: NoirState): string =>
  JSON.stringify([s.robbed, s.thieves.map((t) => [t.tokens, t.caught, t.role, t.suspects.length]), s.officers, s.stunned, s.dead, s.outcome]);

/** Names a thief's public record pins down to one accusable suspect now. */
function sureCatches(s: NoirState): string[] {
  const eyes = new Set(accusable(s));
  return s.thieves.filter((t) => t.identity !== null && t.suspects.length === 1 && eyes.has(t.suspects[0])).map((t) => t.suspects[0]);
}

export function noirBlunders(): BlunderCounter<NoirState> {
  const turns = new Map<number, { key: string; fruitless: boolean }[]>();
  return {
    kinds: ['clearedAccusation', 'missedSureCatch', 'repeat3', 'blindAccusation'],
    step(before, seat, action, _legal, after) {
      const out: string[] = [];
      if (seat === before.chief) {
        const sure = sureCatches(before);
        // Another catch (a name pinned by putting records side by side) takes a sure catch just as well.
        const caught = action.verb === 'accuse' && after.thieves.some((t) => t.caught && !before.thieves.find((b) => b.seat === t.seat)!.caught);
        if (sure.length && !(action.verb === 'accuse' && (sure.includes(action.args[0]) || caught))) out.push('missedSureCatch');
        if (action.verb === 'accuse' && !before.thieves.some((t) => t.identity !== null && t.suspects.includes(action.args[0]))) {
          out.push('clearedAccusation');
        } else if (action.verb === 'accuse' && blindAt(before, action.args[0])) out.push('blindAccusation');
      }
      // Showing is no turn, and a Mimic's choice finishes the turn its ability began.
      if (action.verb === 'show' || action.verb === 'choose') return out;
      const mine = turns.get(seat) ?? [];
      mine.push({ key: key(action), fruitless: situation(after) === situation(before) });
      if (mine.length > 3) mine.shift();
      turns.set(seat, mine);
      if (mine.length === 3 && mine.every((t) => t.fruitless && t.key === mine[2].key)) out.push('repeat3');
      return out;
    },
  };
}

/** How many turns the chief had in a game (his actions in the public log), and how it went. */
export function noirFigures(s: NoirState): Record<string, number> {
  const chiefCodes = new Set(['chief-swapped', 'caught', 'accused-wrong', 'searched']);
  const chiefTurns = s.log.filter((e) => chiefCodes.has(e.code) || (e.code === 'shifted' && e.params.chief)).length;
  return {
    chiefTurns,
    catches: s.log.filter((e) => e.code === 'caught').length,
    vaultsRobbed: s.robbed.length,
    robs: s.log.filter((e) => ['robbed', 'hacked', 'cracked'].includes(e.code)).length,
  };
}
