// Trades between crew members on one tile (bot/trades.ts): the planner weighs those its measure tells apart. The Bust's
// holder cannot use tools, so one who holds both passes the tool (or the Bust) to a crew mate beside them. The Keycard
// goes by a rule of thumb: its holder stepping off a closed safe leaves it with the crew mate who stays there.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../../src/core/rng.js';
import { botAction } from '../../../../src/games/burgle-bros/bot/index.js';
import { tradeWeighed } from '../../../../src/games/burgle-bros/bot/trades.js';
import { applyAction, legalActions, type Action, type GameState } from '../../../../src/games/burgle-bros/engine/index.js';
import { viewOf } from '../../../../src/games/burgle-bros/view.js';
import { floor, play } from '../helpers/script.js';

/** The Bank Job: Ava holds the Bust and `tools`, Bo beside her on F1 A1 holds `boTools`; the guard far off. */
function bustAndTools(tools: string[], boTools: string[] = [], loot: string[] = ['bust']): GameState {
  return play({
    scenario: 'bank',
    crew: [{ name: 'Ava', character: 'hawk', side: 'basic' }, { name: 'Bo', character: 'spotter', side: 'basic' }, { name: 'Cy', character: 'juicer', side: 'basic' }],
    floors: [{ tiles: floor({ D4: 'safe', A4: 'stairs' }), walls: [], revealed: ['A1', 'B1', 'A2'] }, { tiles: floor() }, { tiles: floor() }],
    guards: [{ floor: 1, at: 'D4', destination: 'D3', die: 2 }],
    players: [{ at: 'F1 A1', stealth: 3, tools, loot }, { at: 'F1 A1', stealth: 3, tools: boTools }, { at: 'F1 B1', stealth: 3 }],
  }).state;
}

const trades = (s: GameState) => legalActions(s).filter((a) => (a.verb === 'give' || a.verb === 'take') && a.args.length > 1);
const said = (a: Action) => `${a.verb} ${a.args.join(' ')}`;

describe('trades the planner weighs', () => {
  it('a tool taken, or given away by the Bust\'s holder, the Bust to fewer tools; no other (not the Keycard)', () => {
    const s = bustAndTools(['donuts'], ['virus'], ['bust', 'tiara']);
    expect(trades(s).filter((a) => tradeWeighed(s, a)).map(said).sort()).toEqual(['give donuts Bo']);
    const plain = bustAndTools(['donuts'], ['virus'], ['keycard', 'tiara']);
    expect(trades(plain).filter((a) => tradeWeighed(plain, a)).map(said).sort()).toEqual(['take virus Bo']);
    const bust = bustAndTools(['donuts', 'emp'], ['virus']);
    expect(trades(bust).filter((a) => tradeWeighed(bust, a)).map(said).sort()).toEqual(['give bust Bo', 'give donuts Bo', 'give emp Bo']);
  });

  it('normal and hard holding the Bust and a tool pass one of them to a crew mate in their turn', () => {
    const s = bustAndTools(['donuts']);
    // Normal at once, to Bo beside her.
    const first = botAction({ view: viewOf(s), seat: 0, legal: legalActions(s), rng: new Rng(seedRng(1)), level: 'normal' });
    expect(['give donuts Bo', 'give bust Bo']).toContain(said(first));
    // Hard, whose deals searched together weigh the pass now and the pass later much alike, in the turn (the hacks
    // east first, then the Donuts to Cy there).
    for (const level of ['normal', 'hard'] as const) {
      const played: string[] = [];
      let t = s;
      while (t.turn.player === 0 && t.outcome === 'playing' && played.length < 12) {
        const a = botAction({ view: viewOf(t), seat: t.awaiting?.player ?? 0, legal: legalActions(t), rng: new Rng(seedRng(1)), level });
        played.push(said(a));
        const r = applyAction(t, a);
        expect(r.ok, `${level}: ${said(a)}`).toBe(true);
        if (r.ok) t = r.state;
      }
      expect(played.some((x) => /^give (donuts|bust) (Bo|Cy)$/.test(x)), `${level}: ${played.join(', ')}`).toBe(true);
    }
  });

  it('the Keycard\'s holder stepping off a closed safe leaves it with the crew mate who stays on it', () => {
    // The Office Job: floor 1's safe on C1, its combination face up but for C3, C4 and A1; Ava holds the Keycard on the
    // safe, her turn; Bo beside her, or not.
    const onSafe = (boAt: string) => play({
      scenario: 'office',
      crew: [{ name: 'Ava', character: 'hawk', side: 'basic' }, { name: 'Bo', character: 'spotter', side: 'basic' }],
      floors: [{ tiles: floor({ C1: 'safe', A4: 'stairs' }), walls: [], revealed: ['B1', 'C1', 'D1', 'C2', 'A2', 'B2', 'D2', 'A3', 'B3', 'D3', 'A4', 'B4', 'D4'] }, { tiles: floor() }],
      guards: [{ floor: 1, at: 'D4', destination: 'D3', die: 2 }],
      players: [{ at: 'F1 C1', stealth: 3, loot: ['keycard'] }, { at: boAt, stealth: 3 }],
    }).state;
    for (const level of ['normal', 'hard'] as const) {
      const pick = (s: GameState) => said(botAction({ view: viewOf(s), seat: 0, legal: legalActions(s), rng: new Rng(seedRng(1)), level }));
      const alone = pick(onSafe('F1 A4'));
      expect(alone, level).toMatch(/^move /);
      expect(pick(onSafe('F1 C1')), level).toBe('give keycard Bo');
    }
  });
});
