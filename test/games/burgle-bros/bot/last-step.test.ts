// The turn's last action into a face-down tile with someone at no stealth (bot/last-step.ts): the end it forces is
// weighed over every room that tile may be. The position is from a lost game (the Bank Job of three, normal, seed 11,
// game 11, turn 37): the Acrobat, at no stealth and holding the Keycard, one action left, stepped north into a
// face-down tile that was a Detector; its alarm turned the guard's walk onto her at the end of the turn.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../../src/core/rng.js';
import { answer } from '../../../../src/games/burgle-bros/bot/answer.js';
import { botAction } from '../../../../src/games/burgle-bros/bot/index.js';
import { lastStepCaught } from '../../../../src/games/burgle-bros/bot/last-step.js';
import { formatAction, legalActions, type Action, type GameState } from '../../../../src/games/burgle-bros/engine/index.js';
import { viewOf } from '../../../../src/games/burgle-bros/view.js';

const load = () => JSON.parse(readFileSync(fileURLToPath(new URL('./positions/last-step-into-an-alarm.json', import.meta.url)), 'utf8')) as GameState;
const respond = (s: GameState) => answer(s, s.awaiting!.player, legalActions(s));
const moveNorth = (s: GameState): Action => legalActions(s).find((a) => formatAction(s, a) === 'Bot 1: move north')!;

/** The same position as a deal whose tile north of her (F3 D2) is the face-down Laboratory (F3 B2), and the
 * Detector there: the step in is quiet on that deal. */
function withQuietNorth(s: GameState): GameState {
  const tiles = s.tiles.slice();
  const north = 39, lab = 37;
  expect([s.tiles[north].room, s.tiles[lab].room]).toEqual(['detector', 'laboratory']);
  tiles[north] = { ...s.tiles[north], room: s.tiles[lab].room, combo: s.tiles[lab].combo };
  tiles[lab] = { ...s.tiles[lab], room: s.tiles[north].room, combo: s.tiles[north].combo };
  return { ...s, tiles };
}

describe('the last action into a face-down tile, someone at no stealth', () => {
  it('is weighed with the end it forces, over every room the tile may be', () => {
    const s = load();
    expect(s.players[0].stealth).toBe(0);
    expect(s.turn.actionsLeft).toBe(1);
    // Even on a deal whose room there is quiet: a Detector is one of the rooms it may be.
    expect(lastStepCaught([withQuietNorth(s)], moveNorth(s), respond)).toBe(true);
  });

  it('not with an action left after it, nor with everyone holding stealth', () => {
    const s = load();
    expect(lastStepCaught([{ ...s, turn: { ...s.turn, actionsLeft: 2 } }], moveNorth(s), respond)).toBe(false);
    const players = s.players.map((p) => ({ ...p, stealth: Math.max(1, p.stealth) }));
    expect(lastStepCaught([{ ...s, players }], moveNorth(s), respond)).toBe(false);
  });

  it('every level turns the tile over from where it stands instead of stepping in', () => {
    const s = load();
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const a = botAction({ view: viewOf(s), seat: 0, legal: legalActions(s), rng: new Rng(seedRng(1)), level });
      expect(formatAction(s, a), level).toBe('Bot 1: peek north');
    }
  });
});
