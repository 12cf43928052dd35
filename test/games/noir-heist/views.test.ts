import { describe, expect, it } from 'vitest';
import { PositionError } from '../../../src/core/position.js';
import { SPECTATOR, type GameEvent } from '../../../src/core/types.js';
import { noirHeist } from '../../../src/games/noir-heist/index.js';
import { runPosition } from '../../../src/games/noir-heist/positions.js';
import { base, run } from './helpers.js';

describe('Noir: Heist views and secrets (NOTES §5, positions --as)', () => {
  it('the chief\'s view shows no identity and his plainclothes officer', () => {
    const r = run({}, 'Zed');
    expect(r.thieves.map((t) => [t.identity, t.at])).toEqual([[null, null], [null, null], [null, null], [null, null]]);
    expect(r.plainclothes).toBe('Walter');
  });

  it('a thief sees their own identity and where it stands, not others\', nor the plainclothes officer', () => {
    const r = run({}, 'Ava');
    expect(r.thieves[0]).toMatchObject({ identity: 'Viktor', at: 'B3' });
    expect(r.thieves.slice(1).every((t) => t.identity === null && t.at === null)).toBe(true);
    expect(r.plainclothes).toBeNull();
  });

  it('show is not a turn, and only the thief shown learns the identity', () => {
    const script = { turn: 'Bo', actions: ['Ava: show Cy'] };
    expect(run(script).turn).toBe('Bo');
    expect(run(script, 'Cy').thieves[0]).toMatchObject({ identity: 'Viktor', at: 'B3' });
    expect(run(script, 'Bo').thieves[0].identity).toBeNull();
    expect(run(script, 'Zed').thieves[0].identity).toBeNull();
    expect(run(script).log).toEqual(['Ava showed their identity to Cy']);
  });

  it('a new identity after Front is secret again', () => {
    const r = run({ evidence: ['Omar'], actions: ['Ava: show Bo', 'Ava: ability vanish'] }, 'Bo');
    expect(r.thieves[0].identity).toBeNull();
  });

  it('the chief\'s view hides identities also after a catch (the log says it)', () => {
    const r = run({ turn: 'Zed', actions: ['Zed: accuse Viktor', 'Ava: draw'] }, 'Zed');
    expect(r.log[0]).toBe('Zed accused Viktor: Ava is caught');
    expect(r.thieves[0].identity).toBeNull();
  });

  it('a reader sees only their own refused actions', () => {
    const script = { actions: ['Bo: rob', 'Ava: accuse Basil'] };
    expect(run(script, 'Ava').rejected.map((x) => x.action)).toEqual(['Ava: accuse Basil']);
    expect(run(script, 'Zed').rejected).toEqual([]);
  });

  it('the chief\'s refused accusation never hints at identities', () => {
    const r = run({ officers: ['Ulysses', 'Nora', 'Agnes', 'Hazel'], turn: 'Zed', actions: ['Zed: accuse Viktor'] }, 'Zed');
    expect(r.rejected[0].reason).not.toMatch(/Ava|thief|identity/i);
  });

  it('a malformed script is a PositionError naming the field', () => {
    const bad = (extra: Record<string, unknown>, field: string) => {
      let err: unknown;
      try {
        runPosition(base(extra));
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(PositionError);
      expect((err as PositionError).field).toBe(field);
    };
    bad({ thieves: ['Ava', 'Bo', 'Cy'] }, 'thieves');
    bad({ officers: ['Simon', 'Tess'] }, 'officers');
    bad({ officers: ['Viktor', 'Tess', 'Quinn'] }, 'officers');
    bad({ identities: { Ava: 'Jack', Bo: 'Jack' } }, 'identities');
    bad({ grid: ['Jack'] }, 'grid');
    bad({ roles: { Ava: 'wizard' } }, 'roles.Ava');
    bad({ turn: 'Nobody' }, 'turn');
    bad({ plainclothes: 'Viktor' }, 'plainclothes');
    bad({ identities: { Ava: 'Nobody' } }, 'identities.Ava');
  });

  it('the spectator view knows neither identities nor the plainclothes officer, nor deck orders', () => {
    const s = noirHeist.setup({ options: {}, names: ['Zed', 'Ava', 'Bo', 'Cy', 'Di'], bots: [false, false, false, false, false], seed: 9 });
    if (!s.ok) throw new Error('setup');
    const v = noirHeist.view(s.state, SPECTATOR);
    expect(v.plainclothes).toBeNull();
    expect(v.thieves.every((t) => t.identity === null)).toBe(true);
    const text = JSON.stringify(v);
    expect(text).not.toContain('"rng"');
    expect(typeof v.evidence).toBe('number');
    expect(typeof v.roleDeck).toBe('number');
  });
});

describe('Noir: Heist show (an anytime verb)', () => {
  it('show makes a private event for the thief shown, naming the identity and where it stands', () => {
    const s = noirHeist.setup({ options: {}, names: ['Zed', 'Ava', 'Bo', 'Cy', 'Di'], bots: [false, false, false, false, false], seed: 4 });
    if (!s.ok) throw new Error('setup');
    expect(noirHeist.anytimeVerbs).toEqual(['show']);
    const r = noirHeist.apply(s.state, { player: 3, verb: 'show', args: ['Bo'] });
    if (!r.ok) throw new Error(r.rejection.code);
    const secret = r.events.find((e) => e.code === 'shown')!;
    expect(secret.to).toEqual([2]);
    expect(secret.params.name).toBe(s.state.thieves[2].identity);
    expect(r.events.filter((e) => !e.to).map((e) => e.code)).toEqual(['showed']);
    expect(r.turnEnded).toBe(false);
    expect(r.undoable).toBe(false);
  });
});

describe('Noir: Heist shows told later (a seat taken back: tell)', () => {
  it('a bot showing its identity to every thief is one line, the reader\'s own "showed you" after it', () => {
    const events: GameEvent[] = [
      { code: 'showed', params: { who: 'Bot 1', to: 'bob' } },
      { code: 'shown', params: { who: 'Bot 1', name: 'Viktor', at: 'B2' }, to: [1] },
      { code: 'showed', params: { who: 'Bot 1', to: 'cat' } },
      { code: 'showed', params: { who: 'Bot 1', to: 'Bot 2' } },
    ];
    expect(noirHeist.tell!({ events, viewer: 1, lang: 'en' })).toEqual([
      'Bot 1 showed their identity to bob, cat and Bot 2',
      'Bot 1 showed you their identity: Viktor.',
    ]);
  });
});
