// The simulator's blunder count and figures for Noir: Heist (docs/bots.md), judged from outside with the whole state:
// `clearedAccusation` (the chief accuses a name the public record has cleared for every thief), `missedSureCatch`
// (a thief's record names one suspect the chief may accuse, and the chief catches nobody), `repeat3` (a seat's
// same action three of its turns running, none of them changing anything but where cards lie) and `blindAccusation`
// (the chief accuses a name the public record makes no likelier than chance: see `blindAt`); for the thieves,
// `mateOutOfVault` (a move takes a known mate's card out of the vault it is robbing while another move served as well:
// see `sentMateAway`) and `loneRob` (a token put where it cannot count: see `loneRobAt`). Each is judged with the whole
// state, counting only what the actor could know.
import type { BlunderCounter } from '../../../core/module.js';
import type { Action } from '../../../core/types.js';
import { accusable } from '../engine/chief.js';
import { publicPool } from '../engine/cards.js';
import { applyAction } from '../engine/apply.js';
import { quadrantOf } from '../engine/grid.js';
import { legalActions } from '../engine/legal.js';
import { publicOdds } from './knowledge.js';
import { robbing, sentAway, servesAsWell, worth, type Crew, type Outcome } from './crew.js';
import { fallsWithin, reaches, type Mate } from './team.js';
import type { NoirState, Thief, Vault } from '../engine/types.js';

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

/** Whether thief `me` knows `t`'s identity (its own, or shown to it). */
const knows = (t: Thief, me: number) => t.seat === me || t.shown.includes(me);

/** The crew as thief `me` knows it in `s`: its own card (unless its identity changed since `was`) and the cards of the
 * mates that showed theirs; every thief's tokens (public). */
function crewOf(s: NoirState, me: number, was: string | null): Crew[] {
  return s.thieves.map((t) => {
    const known = knows(t, me) && t.identity !== null && !t.caught && (t.seat !== me || t.identity === was);
    return { seat: t.seat, role: t.role, at: known ? s.grid.indexOf(t.identity!) : -1, tokens: [...t.tokens], caught: t.caught };
  });
}

/** What an action of thief `me` left, as it can tell (a new officer an Eliminator's kill names is not known before). */
function outcomeOf(before: NoirState, me: number, after: NoirState): Outcome {
  const was = before.thieves.find((t) => t.seat === me)!.identity;
  const eyes = after.officers.filter((o) => before.officers.includes(o) && o !== after.stunned).map((o) => after.grid.indexOf(o));
  const chiefNext = after.outcome === null && (after.turn === after.chief || (after.mimic !== null && !before.mimic));
  // A Mimic about to choose has let its identity go as surely as a Front.
  return { crew: crewOf(after, me, after.mimic?.seat === me ? null : was), eyes, robbed: after.robbed, chiefNext };
}

/**
 * Whether thief `me`'s action took a known mate's card out of reach of a vault it is robbing (a standing vault with a
 * token in its zone) while another legal action kept every such mate in reach and served the crew as well: no more
 * chief turns, no less progress toward a fall, no more of the crew next to an officer (crew.ts).
 */
export function sentMateAway(before: NoirState, me: number, action: Action, after: NoirState): boolean {
  const was = before.thieves.find((t) => t.seat === me)!.identity;
  const robbers = robbing(crewOf(before, me, was), me, before.robbed);
  if (robbers.length === 0 || sentAway(robbers, crewOf(after, me, was), after.robbed).length === 0) return false;
  const chosen = worth(outcomeOf(before, me, after), me);
  for (const other of legalActions(before, me)) {
    if (other.verb === 'show' || (other.verb === action.verb && other.args.join(' ') === action.args.join(' '))) continue;
    const r = applyAction(before, other);
    if (!r.ok) continue;
    if (sentAway(robbers, crewOf(r.state, me, was), r.state.robbed).length) continue;
    if (servesAsWell(worth(outcomeOf(before, me, r.state), me), chosen)) return true;
  }
  return false;
}

/** The vault a thief's action put a token into (a rob, a hack, a Master Safecracker's second), or null. */
function tokenInto(before: NoirState, me: number, action: Action, after: NoirState): { vault: Vault; crack: boolean } | null {
  const t = before.thieves.find((x) => x.seat === me)!;
  if (t.identity === null) return null;
  if (action.verb === 'rob') return { vault: quadrantOf(before.grid.indexOf(t.identity))!, crack: false };
  if (action.verb !== 'ability') return null;
  if (action.args[0] === 'hack') return { vault: action.args[1].toUpperCase() as Vault, crack: false };
  const a = after.thieves.find((x) => x.seat === me)!;
  if (action.args[0] === 'crack' && a.tokens.length === 2 && a.tokens[0] === a.tokens[1]) return { vault: a.tokens[0], crack: true };
  return null;
}

/**
 * Whether thief `me`'s action put a token where it cannot count: its vault did not fall, and with every card where it
 * stands it cannot fall before the token comes back (the thieves after `me` in seat order robbing it in turn, team.ts),
 * both in truth and as `me` could tell — a mate whose identity it does not know is taken to follow when any name its
 * public record leaves stands in reach.
 */
export function loneRobAt(before: NoirState, me: number, action: Action, after: NoirState): boolean {
  const into = tokenInto(before, me, action, after);
  if (!into || after.robbed.includes(into.vault)) return false;
  const { vault: z, crack } = into;
  const team = (guess: boolean): Mate[] => before.thieves.map((t, index) => {
    let at: number | null = t.identity === null || t.caught ? null : before.grid.indexOf(t.identity);
    if (guess && !knows(t, me) && !t.caught) {
      const near = t.suspects.map((n) => before.grid.indexOf(n)).find((i) => i >= 0 && reaches(t.role, i, z));
      at = near ?? null;
    }
    return { seat: t.seat, index, role: t.role, at, tokens: [...t.tokens], caught: t.caught };
  });
  const truth = team(false), guessed = team(true);
  const meIn = (ms: Mate[]) => ms.find((m) => m.seat === me)!;
  return fallsWithin(truth, meIn(truth), z, crack) < 0 && fallsWithin(guessed, meIn(guessed), z, crack) < 0;
}

export function noirBlunders(): BlunderCounter<NoirState> {
  const turns = new Map<number, { key: string; fruitless: boolean }[]>();
  return {
    kinds: ['clearedAccusation', 'missedSureCatch', 'repeat3', 'blindAccusation', 'mateOutOfVault', 'loneRob'],
    step(before, seat, action, _legal, after) {
      const out: string[] = [];
      if (seat !== before.chief && action.verb !== 'show') {
        if (loneRobAt(before, seat, action, after)) out.push('loneRob');
        if (sentMateAway(before, seat, action, after)) out.push('mateOutOfVault');
      }
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
