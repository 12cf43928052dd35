// On the way to the roof, a floor's guard walks only when someone ends a turn on his floor: with nobody up there he
// stands where he is, and crossing his floor costs as much later as now. The measure counts that crossing for a burglar
// still below (bot/evaluate.ts crossingsAhead), so that waiting below is weighed as what it is. Before, the last
// burglar in the building dodged the first floor's guard turn after turn, the second floor's guard standing on the only
// way to the roof, until caught (the Office Job of three, hard, seed 1, game 36: from turn 45 to 81).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../../src/core/rng.js';
import { botAction } from '../../../../src/games/burgle-bros/bot/index.js';
import { crossingsAhead, WEIGHTS } from '../../../../src/games/burgle-bros/bot/evaluate.js';
import { cellsPerFloor, floorOfLoc } from '../../../../src/games/burgle-bros/bot/map.js';
import { applyAction, legalActions, type GameState } from '../../../../src/games/burgle-bros/engine/index.js';
import { viewOf } from '../../../../src/games/burgle-bros/view.js';

/** Turn 47 of that game: the Hacker (two stealth tokens) alone in the building on floor 1 beside its Stairs (B2); the
 * way to the roof up them into a Deadbolt (F2 B2) and on to floor 2's Stairs (B1), the guard of floor 2 on B3 with
 * B2, B1 and A1 to walk. */
const position = (): GameState => JSON.parse(readFileSync(fileURLToPath(new URL('./positions/last-burglar-below-a-standing-guard.json', import.meta.url)), 'utf8')) as GameState;

describe('a floor to cross on the way to the roof', () => {
  it('is counted for a burglar below while its guard stands, and not where someone on it makes him walk', () => {
    const s = position();
    const me = s.turn.player;
    expect(s.players.filter((p) => !p.escaped)).toHaveLength(1);
    expect(floorOfLoc(s, s.players[me].at!)).toBe(0);
    // Both ends of a turn up there within reach are on his known walk; past it he may come back (a second token).
    const cost = crossingsAhead(s, me, WEIGHTS, false);
    const token = WEIGHTS.stealth[2] - WEIGHTS.stealth[1];
    expect(cost).toBeGreaterThan(token);
    expect(cost).toBeLessThan(token + WEIGHTS.stealth[1] - WEIGHTS.stealth[0]);
    // At no stealth the crossing may lose the game.
    const exposed = structuredClone(s);
    exposed.players[me].stealth = 0;
    expect(crossingsAhead(exposed, me, WEIGHTS, false)).toBe(WEIGHTS.lost);
    // A crew mate on floor 2: its guard walks at their ends of turn, so waiting may open the way.
    const mate = structuredClone(s);
    const other = mate.players.findIndex((p, i) => i !== me);
    mate.players[other] = { ...mate.players[other], escaped: false, at: cellsPerFloor(s) + 15 };
    expect(crossingsAhead(mate, me, WEIGHTS, false)).toBe(0);
    // On floor 2 there is nothing above to cross.
    const up = structuredClone(s);
    up.players[me].at = cellsPerFloor(s) + 5;
    expect(crossingsAhead(up, me, WEIGHTS, false)).toBe(0);
  });

  it('costs a token where its guard stands on the tile the Stairs lead to, though the roof is in reach from there', () => {
    // The Office Job of three, hard, seed 2, game 14, turn 52: the Rigger (one token) alone on floor 1; floor 2's
    // guard, nobody on his floor, on F2 B4 above the Stairs, the roof's Stairs (C4) beside him. Counted as free
    // before (the roof three actions from the Stairs below), so waiting below cost nothing.
    const s = JSON.parse(readFileSync(fileURLToPath(new URL('./positions/guard-on-the-landing.json', import.meta.url)), 'utf8')) as GameState;
    const me = s.turn.player;
    const stairs = s.tiles.findIndex((t) => t.room === 'stairs' && t.revealed);
    expect(s.guards[1].at).toBe(stairs + cellsPerFloor(s));
    expect(s.players[me].stealth).toBe(1);
    expect(crossingsAhead(s, me, WEIGHTS, false)).toBe(WEIGHTS.stealth[1] - WEIGHTS.stealth[0]);
  });

  it('normal and hard go up and take the guard\'s walk rather than wait below for ever', () => {
    for (const level of ['normal', 'hard'] as const) {
      let s = position();
      const me = s.turn.player, turn = s.turn.number;
      for (let i = 0; i < 12 && s.outcome === 'playing' && s.turn.number === turn; i++) {
        const a = botAction({ view: viewOf(s), seat: me, legal: legalActions(s), rng: new Rng(seedRng(1)), level });
        const r = applyAction(s, a);
        if (!r.ok) throw new Error(`${level}: ${a.verb} refused: ${r.rejection.code}`);
        s = r.state;
      }
      expect(s.turn.number, level).toBeGreaterThan(turn);
      const at = s.players[me].at;
      expect(at !== null && floorOfLoc(s, at) === 1, level).toBe(true);
    }
  });
});
