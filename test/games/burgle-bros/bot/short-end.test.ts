// The event card a short end of turn draws (two actions or fewer), where it may lose the game at once by moving a
// guard or a burglar (bot/walk.ts shiftChangeLoses, buddySystemLoses; bot/plan.ts eventLossOdds): saved positions of
// the simulator's games where it did.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../../src/core/rng.js';
import { botAction } from '../../../../src/games/burgle-bros/bot/index.js';
import { buddySystemLoses, endFast, shiftChangeLoses } from '../../../../src/games/burgle-bros/bot/walk.js';
import { actionsForEvent, applyAction, clonePlayer, legalActions, restate, type GameState } from '../../../../src/games/burgle-bros/engine/index.js';
import { viewOf } from '../../../../src/games/burgle-bros/view.js';

const position = (name: string) => JSON.parse(readFileSync(fileURLToPath(new URL(`./positions/${name}.json`, import.meta.url)), 'utf8')) as GameState;

/** `s` with the burglars' stealth tokens set. */
const withStealth = (s: GameState, stealth: number[]) => restate(s, { players: s.players.map((p, i) => Object.assign(clonePlayer(p), { stealth: stealth[i] })) });

describe('the event a short end of turn draws', () => {
  it('Shift Change: hard does not end a turn with no action used where the other floors\' guards would walk onto a burglar at no stealth', () => {
    // The Bank Job of three (hard, the simulator's seed 1, game 4, turn 83): the Rigger, at no stealth on F3, begins
    // his turn; the Hawk, at no stealth too, stands on F2 D2, where F2's guard, on B2, is heading. He ended at once,
    // drew Shift Change (on top of the true deck), and F2's guard walked onto the Hawk whichever guard went first.
    const s = position('shift-change-short-end');
    const me = s.turn.player;
    expect(actionsForEvent(s.turn)).toBe(0);
    expect(s.events.deck[0]).toBe('shift-change');
    const ended = applyAction(s, { player: me, verb: 'end', args: [] });
    expect(ended.ok && ended.state.awaiting?.code).toBe('guard-order');
    if (!ended.ok) return;
    for (const order of ended.state.awaiting!.options) {
      const r = applyAction(ended.state, { player: me, verb: 'choose', args: [order] });
      expect(r.ok && r.state.outcome, order).toBe('lost');
    }
    expect(shiftChangeLoses(s, me)).toBe(true);
    // With the Hawk at one stealth token the walk costs a token, not the game.
    expect(shiftChangeLoses(withStealth(s, s.players.map((p, i) => (p.stealth === 0 && i !== me ? 1 : p.stealth))), me)).toBe(false);
    const a = botAction({ view: viewOf(s), seat: me, legal: legalActions(s), rng: new Rng(seedRng(1)), level: 'hard' });
    expect(a.verb).not.toBe('end');
  });

  it('Buddy System loses only where every burglar who may be brought onto the ender\'s tile is caught there, and the end alone would not lose', () => {
    // The Bank Job of three (hard, the simulator's seed 2, game 9, turn 60): the Peterman on F2 A4, where F2's guard,
    // on A3, is heading; the Hawk (two tokens) and the Rigger (none) elsewhere. At no stealth himself he is caught
    // with or without the event.
    const s = position('buddy-system-on-the-walk');
    const me = s.turn.player;
    expect(s.guards[1].dest).toBe(s.players[me].at);
    const plain = (x: GameState) => endFast(x, me).state;
    expect(plain(s).outcome).toBe('lost');
    expect(buddySystemLoses(s, me, plain(s))).toBe(false);
    // With two tokens he is not: the Rigger brought there would be caught, the Hawk would not.
    const twoTokens = withStealth(s, [2, 0, 2]);
    expect(plain(twoTokens).outcome).not.toBe('lost');
    expect(buddySystemLoses(twoTokens, me, plain(twoTokens))).toBe(false);
    // Both at no stealth: whoever comes is caught.
    const bothBare = withStealth(s, [0, 0, 2]);
    expect(buddySystemLoses(bothBare, me, plain(bothBare))).toBe(true);
  });
});
