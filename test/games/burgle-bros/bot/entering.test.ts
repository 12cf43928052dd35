// A line ending on a tile stepped into face down, weighed over whether that tile's room sets off an alarm there
// (plan.ts `blindAlarms`), by the odds the seat sees (determinize.ts roomOdds), not by the deals' few rooms alone:
// beside the guard's way, a Thermo at the end of the turn, a Laser or a Fingerprint pulls him onto the burglar, and
// normal's two deals often both miss it.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../../src/core/rng.js';
import { botAction, LEVELS } from '../../../../src/games/burgle-bros/bot/index.js';
import { determinize, roomOdds } from '../../../../src/games/burgle-bros/bot/determinize.js';
import { planRanked } from '../../../../src/games/burgle-bros/bot/plan.js';
import { formatAction, legalActions, newGame } from '../../../../src/games/burgle-bros/engine/index.js';
import { viewOf } from '../../../../src/games/burgle-bros/view.js';
import { floor, play } from '../helpers/script.js';

const crew = [{ name: 'Ava', character: 'spotter', side: 'basic' }, { name: 'Bo', character: 'hacker', side: 'basic' }];
const ALL = ['A1', 'B1', 'C1', 'D1', 'A2', 'B2', 'C2', 'D2', 'A3', 'B3', 'C3', 'D3', 'A4', 'B4', 'C4', 'D4'];
const HIDDEN = ['B1', 'B3', 'C4', 'D4'];

/** The Office Job: Ava on F1 A1 with one action left, beside face-down B1, a tile of the Safe's (B4) combination.
 * Floor 1's guard on D1 walks D2 D3 at her end, away from both; an alarm on B1 (or a Thermo there at her end) would
 * turn him back along C1 onto B1 in his three steps. The Hacker's Laptop would hack a Laser's or a Fingerprint's
 * alarm away: of the rooms B1 may be, the Thermo is the one to fear. */
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

describe('a line ending on a tile stepped into face down, weighed over whether its room sets off an alarm', () => {
  it('normal does not step blind into the tile beside the guard\'s way with its last action', () => {
    const s = position();
    expect(s.turn.actionsLeft).toBe(1);
    const a = botAction({ view: viewOf(s), seat: 0, legal: legalActions(s), rng: new Rng(seedRng(1)), level: 'normal' });
    expect(formatAction(s, a)).not.toBe('Ava: move east');
  });

  it('weighed on the deals\' rooms alone, the step in looks best (what the weighing changes)', () => {
    const s = position();
    const v = viewOf(s);
    // The deals botAction plans over (seeded by the turn and the seat).
    const rng = new Rng(seedRng(v.turn.number * 7919 + 17));
    const deals = Array.from({ length: LEVELS.normal.deals }, () => determinize(v, rng));
    expect(deals.every((d) => d.tiles[ALL.indexOf('B1')].room !== 'thermo')).toBe(true);
    const blind = planRanked(deals, 0, legalActions(s), { ...LEVELS.normal, blindAlarms: false });
    expect(formatAction(s, blind[0])).toBe('Ava: move east');
    const weighed = planRanked(deals, 0, legalActions(s), LEVELS.normal);
    expect(formatAction(s, weighed[0])).not.toBe('Ava: move east');
  });

  it('the odds of a face-down tile\'s room are those the deals are drawn from, and read nothing the seat cannot see', () => {
    // A Bank Job with some tiles face up: floor 1's Safe and five others, three of floor 2's.
    const started = newGame({ scenario: 'bank', seed: 4, crew: [{ name: 'Ava' }, { name: 'Bo' }, { name: 'Cy' }] });
    if (!started.ok) throw new Error('setup');
    const n = 16;
    const tiles = started.state.tiles.map((t) => ({ ...t }));
    const safe1 = tiles.findIndex((t, loc) => loc < n && t.room === 'safe');
    const up = [safe1, ...[0, 1, 2, 3, 4, 5].filter((c) => c !== safe1).slice(0, 5), n + 3, n + 7, n + 11];
    for (const loc of up) tiles[loc].revealed = true;
    const s = { ...started.state, tiles };
    const v = viewOf(s);
    const odds = roomOdds(s);
    // The true rooms of the face-down tiles play no part: the view's own odds are the same.
    expect(roomOdds({ ...s, tiles: v.tiles.map((t) => ({ ...t, revealed: t.room !== 'hidden' })) } as typeof s)).toEqual(odds);
    for (const o of odds) expect([...o.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    // On 3,000 deals, how often a face-down tile of floor 1 and one of floor 3 hold each room.
    const rng = new Rng(seedRng(9));
    const tileOf = (f: number) => s.tiles.findIndex((t, loc) => Math.floor(loc / n) === f && !t.revealed);
    const at = [tileOf(0), tileOf(2)];
    const counts = at.map(() => new Map<string, number>());
    const deals = 3000;
    for (let i = 0; i < deals; i++) {
      const d = determinize(v, rng);
      at.forEach((loc, k) => counts[k].set(d.tiles[loc].room, (counts[k].get(d.tiles[loc].room) ?? 0) + 1));
    }
    at.forEach((_, k) => {
      const f = k === 0 ? 0 : 2;
      for (const room of ['safe', 'stairs', 'thermo', 'laser', 'fingerprint', 'detector', 'walkway']) {
        const p = odds[f].get(room) ?? 0;
        // Within four standard errors of the deals' share.
        expect(Math.abs((counts[k].get(room) ?? 0) / deals - p)).toBeLessThan(4 * Math.sqrt(p * (1 - p) / deals) + 1e-9);
      }
    });
  });
});
