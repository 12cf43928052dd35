import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../src/core/rng.js';
import { noirHeist } from '../../../src/games/noir-heist/index.js';
import { candidates } from '../../../src/games/noir-heist/bot/knowledge.js';
import { applyAction } from '../../../src/games/noir-heist/engine/apply.js';
import { buildState } from '../../../src/games/noir-heist/engine/setup.js';
import { playBotGame } from '../../../src/core/sim.js';
import { GRID } from './helpers.js';
import { quadrantOf as quadrant } from '../../../src/games/noir-heist/engine/grid.js';

const names = ['Zed', 'Ava', 'Bo', 'Cy', 'Di'];
// Ava stands on A3 (NW, no officer near), Cy on D4 (in no quadrant).
const fixed = () =>
  buildState({ names, chief: 0, seed: 2, officerCount: 4, grid: GRID, identities: ['Rosa', 'Rita', 'Iris', 'Zelda'], roles: ['front', 'runner', 'safecracker', 'insider'], officers: ['Simon', 'Tess', 'Quinn', 'Celia'], plainclothes: 'Walter' });
const move = (s: ReturnType<typeof fixed>, seat: number) =>
  noirHeist.bot({ view: noirHeist.view(s, seat), seat, legal: noirHeist.legal(s, seat), rng: new Rng(seedRng(1)), level: 'normal' });

describe('Noir: Heist bots', () => {
  it('a thief bot robs when its identity stands in a quadrant whose vault it can rob', () => {
    expect(move(fixed(), 1).verb).toBe('rob');
  });

  it('a thief bot outside every quadrant moves its identity toward one with a covert shift', () => {
    const s = { ...fixed(), turn: 3 };
    const a = move(s, 3);
    expect(a.verb).toBe('shift');
    expect(['column D north', 'column D south', 'row 4 east', 'row 4 west']).toContain(a.args.join(' '));
  });

  it('the chief bot narrows a thief\'s identity from a public rob to the quadrant\'s names', () => {
    const r = applyAction(fixed(), { player: 1, verb: 'rob', args: [] });
    if (!r.ok) throw new Error('refused');
    const names = candidates(noirHeist.view(r.state, 0)).get(1)!;
    expect(names).toContain('Rosa');
    expect(names.length).toBeLessThanOrEqual(9);
  });

  it('an Insider bot whose identity the record has all but found swaps into a vault\'s quadrant, away from officers', () => {
    // Cy is the Insider, on D4 (in no quadrant); the public record leaves only Iris and one other name.
    const base = buildState({ names, chief: 0, seed: 2, officerCount: 4, grid: GRID, identities: ['Rosa', 'Rita', 'Iris', 'Zelda'], roles: ['front', 'runner', 'insider', 'safecracker'], officers: ['Simon', 'Tess', 'Quinn', 'Celia'], plainclothes: 'Walter' });
    const s = { ...base, turn: 3, thieves: base.thieves.map((t) => (t.seat === 3 ? { ...t, suspects: ['Iris', 'Hazel'], pinned: true } : t)) };
    const a = move(s, 3);
    expect(a.verb).toBe('ability');
    expect(a.args[0]).toBe('swap');
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.rejection.code);
    const view = noirHeist.view(r.state, 3);
    expect(quadrant(view.grid.indexOf('Iris'))).not.toBeNull();
    // With many names still possible, it keeps its identity hidden and shifts instead.
    expect(move({ ...base, turn: 3 }, 3).verb).toBe('shift');
  });

  it('bot games at 5, 6 and 7 players all finish with no rule broken', () => {
    for (const players of [5, 6, 7]) {
      for (let g = 0; g < 8; g++) {
        const r = playBotGame(noirHeist, { players, seed: 11 + g });
        expect(r.result, `${players} players, game ${g}`).not.toBeNull();
        expect(r.violations).toEqual([]);
      }
    }
  });
});
