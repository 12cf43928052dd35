// A move into a face-down tile, weighed over every room the tile may be (plan.ts `roomsOfEntered`), not over the
// deals' few rooms alone: beside a guard, the room may be one that pulls him onto the burglar (a Thermo at the end of
// the turn, a Laser or Fingerprint's alarm), which normal's two deals often both miss.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../../src/core/rng.js';
import { botAction, LEVELS } from '../../../../src/games/burgle-bros/bot/index.js';
import { determinize } from '../../../../src/games/burgle-bros/bot/determinize.js';
import { planRanked } from '../../../../src/games/burgle-bros/bot/plan.js';
import { formatAction, legalActions } from '../../../../src/games/burgle-bros/engine/index.js';
import { viewOf } from '../../../../src/games/burgle-bros/view.js';
import { floor, play } from '../helpers/script.js';

const crew = [{ name: 'Ava', character: 'spotter', side: 'basic' }, { name: 'Bo', character: 'hacker', side: 'basic' }];
const ALL = ['A1', 'B1', 'C1', 'D1', 'A2', 'B2', 'C2', 'D2', 'A3', 'B3', 'C3', 'D3', 'A4', 'B4', 'C4', 'D4'];
const HIDDEN = ['B1', 'B3', 'C4', 'D4'];

/** The Office Job: Ava on F1 A1 with one action left, beside face-down B1, a tile of the Safe's (B4) combination.
 * Floor 1's guard on D1 walks D2 D3 at her end, away from both; an alarm on B1 (or a Thermo there at her end) would
 * turn him back along C1 onto B1 in his three steps. */
const position = () => play({
  scenario: 'office', crew,
  floors: [
    { tiles: floor({ A3: 'stairs', B4: 'safe' }), walls: [], revealed: ALL.filter((c) => !HIDDEN.includes(c)) },
    { tiles: floor({ A3: 'stairs', D4: 'safe' }), walls: [], revealed: ALL },
  ],
  guards: [{ floor: 1, at: 'D1', destination: 'D4', die: 2 }, { floor: 2, at: 'D4', destination: 'D1', die: 2 }],
  players: [{ at: 'F1 A1', stealth: 3 }, { at: 'F2 A4', stealth: 3 }],
  actions: ['Ava: hack', 'Ava: hack', 'Ava: hack'],
}).state;

describe('a move into a face-down tile, weighed over the rooms it may be', () => {
  it('normal does not step blind into the tile beside the guard\'s way with its last action', () => {
    const s = position();
    expect(s.turn.actionsLeft).toBe(1);
    const a = botAction({ view: viewOf(s), seat: 0, legal: legalActions(s), rng: new Rng(seedRng(1)), level: 'normal' });
    expect(formatAction(s, a)).not.toBe('Ava: move east');
  });

  it('weighed over the deals\' rooms alone, the step in looks best (what the check above guards against)', () => {
    const s = position();
    const v = viewOf(s);
    // The deals botAction plans over (seeded by the turn and the seat).
    const rng = new Rng(seedRng(v.turn.number * 7919 + 17));
    const deals = Array.from({ length: LEVELS.normal.deals }, () => determinize(v, rng));
    const blind = planRanked(deals, 0, legalActions(s), { ...LEVELS.normal, roomsOfEntered: 0 });
    expect(formatAction(s, blind[0])).toBe('Ava: move east');
    const weighed = planRanked(deals, 0, legalActions(s), LEVELS.normal);
    expect(formatAction(s, weighed[0])).not.toBe('Ava: move east');
  });
});
