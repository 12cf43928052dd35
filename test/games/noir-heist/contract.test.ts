import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../src/core/rng.js';
import { SPECTATOR } from '../../../src/core/types.js';
import { noirHeist } from '../../../src/games/noir-heist/index.js';
import { buildState } from '../../../src/games/noir-heist/engine/setup.js';
import type { NoirState } from '../../../src/games/noir-heist/engine/types.js';
import { GRID } from './helpers.js';

const names = ['Zed', 'Ava', 'Bo', 'Cy', 'Di'];
const fixed = (roles: ('front' | 'mimic' | 'runner' | 'cleaner' | 'insider')[] = ['front', 'runner', 'cleaner', 'insider']): NoirState =>
  buildState({ names, chief: 0, seed: 2, officerCount: 4, grid: GRID, identities: ['Viktor', 'Rita', 'Iris', 'Zelda'], roles, officers: ['Simon', 'Tess', 'Quinn', 'Celia'], plainclothes: 'Walter' });
const step = (s: NoirState, player: number, text: string) => {
  const p = noirHeist.parse(s, player, text);
  if (!p.ok) throw new Error(p.rejection.code);
  const r = noirHeist.apply(s, p.action);
  if (!r.ok) throw new Error(r.rejection.code);
  return r;
};

describe('Noir: Heist steps: undo and turn ends', () => {
  it('a covert shift may be taken back and ends the turn', () => {
    const r = step(fixed(), 1, 'shift column A north');
    expect(r.undoable).toBe(true);
    expect(r.turnEnded).toBe(true);
  });

  it('a rob, a draw or an accusation reveals something and cannot be taken back', () => {
    expect(step(fixed(), 1, 'rob').undoable).toBe(false);
    expect(step(fixed(), 1, 'ability vanish').undoable).toBe(false);
    expect(step({ ...fixed(), turn: 0 }, 0, 'accuse Basil').undoable).toBe(false);
    expect(step({ ...fixed(), turn: 0 }, 0, 'search A1').undoable).toBe(false);
  });

  it('the Mimic\'s draw does not end the turn; the choice does', () => {
    const a = step(fixed(['mimic', 'runner', 'cleaner', 'insider']), 1, 'ability mimic');
    expect(a.turnEnded).toBe(false);
    expect(noirHeist.waitingOn(a.state)).toEqual([1]);
    expect(noirHeist.turnKey(a.state)).toBe(noirHeist.turnKey(fixed()));
    const b = step(a.state, 1, `choose ${a.state.mimic!.options[1]}`);
    expect(b.turnEnded).toBe(true);
    expect(noirHeist.turnKey(b.state)).not.toBe(noirHeist.turnKey(a.state));
  });

  it('apply never changes its input', () => {
    const s = fixed();
    const before = JSON.stringify(s);
    step(s, 1, 'rob');
    step(s, 1, 'ability vanish');
    expect(JSON.stringify(s)).toBe(before);
  });

  it('the result names the winners: every thief, or the chief', () => {
    expect(noirHeist.result({ ...fixed(), outcome: 'thieves' })).toEqual({ winners: [1, 2, 3, 4] });
    expect(noirHeist.result({ ...fixed(), outcome: 'chief' })).toEqual({ winners: [0] });
    expect(noirHeist.result(fixed())).toBeNull();
  });
});

describe('Noir: Heist snapshot check and invariants', () => {
  it('validate refuses what is not a state of this game', () => {
    expect(noirHeist.validate(JSON.parse(JSON.stringify(fixed())))).toBeNull();
    expect(noirHeist.validate({})).not.toBeNull();
    expect(noirHeist.validate(null)).not.toBeNull();
    expect(noirHeist.validate({ ...fixed(), turn: 9 })).toMatch(/turn/);
    expect(noirHeist.validate({ ...fixed(), chief: -2 })).toMatch(/chief/);
    const emptied = fixed();
    emptied.thieves[0].identity = null;
    expect(noirHeist.validate(emptied)).toMatch(/must be caught/);
  });

  it('invariants catch a broken state', () => {
    expect(noirHeist.tools!.invariants(fixed())).toEqual([]);
    const two = fixed();
    two.thieves[1].identity = 'Viktor';
    expect(noirHeist.tools!.invariants(two).join(' ')).toMatch(/share an identity/);
    const officer = fixed();
    officer.thieves[0].identity = 'Tess';
    expect(noirHeist.tools!.invariants(officer).join(' ')).toMatch(/uniformed officer/);
    const kills = { ...fixed(), kills: 4 };
    expect(noirHeist.tools!.invariants(kills).join(' ')).toMatch(/kills/);
    const token = fixed();
    token.robbed = ['NW'];
    token.thieves[0].tokens = ['NW'];
    expect(noirHeist.tools!.invariants(token).join(' ')).toMatch(/robbed vault/);
    const grown = { ...fixed(), rolesDrawn: -1 };
    expect(noirHeist.tools!.invariants(grown).join(' ')).toMatch(/role deck/);
  });
});

describe('Noir: Heist scramble (the no-leak twin)', () => {
  const rng = () => new Rng(seedRng(5));

  it('for the spectator, unpinned identities and the plainclothes officer are re-dealt; the public stays', () => {
    const s = fixed();
    const twin = noirHeist.tools!.scramble(s, SPECTATOR, rng());
    expect(twin.grid).toEqual(s.grid);
    expect(twin.officers).toEqual(s.officers);
    expect(twin.evidence.length).toBe(s.evidence.length);
    expect(JSON.stringify([twin.thieves.map((t) => t.identity), twin.plainclothes])).not.toBe(JSON.stringify([s.thieves.map((t) => t.identity), s.plainclothes]));
    expect(noirHeist.tools!.invariants(twin)).toEqual([]);
  });

  it('an identity the public record pinned (a rob) stays within what the record allows', () => {
    const robbed = step(fixed(), 1, 'rob').state;
    for (let k = 0; k < 5; k++) {
      const twin = noirHeist.tools!.scramble(robbed, SPECTATOR, new Rng(seedRng(k)));
      expect(twin.thieves[0].identity).toBe('Viktor');
    }
  });

  it('the chief keeps his plainclothes officer; a thief keeps their own identity and those shown to them', () => {
    const s = step(fixed(), 2, 'show Ava').state;
    expect(noirHeist.tools!.scramble(s, 0, rng()).plainclothes).toBe('Walter');
    const twin = noirHeist.tools!.scramble(s, 1, rng());
    expect(twin.thieves[0].identity).toBe('Viktor');
    expect(twin.thieves[1].identity).toBe('Rita');
  });
});
