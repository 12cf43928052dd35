// Random legal play (not the bot): whatever legal actions are picked, every rule invariant holds after every step,
// every game ends, and replaying its log lines rebuilds the same state.
import { describe, expect, it } from 'vitest';
import { artRobbery as g } from '../../../src/games/art-robbery/index.js';
import { Rng, seedRng } from '../../../src/core/rng.js';
import type { ArtState } from '../../../src/games/art-robbery/engine/types.js';

function randomGame(players: number, seed: number) {
  const names = ['Ava', 'Bo', 'Cy', 'Dee', 'Eve'].slice(0, players);
  const st = g.setup({ options: {}, names, bots: names.map(() => false), seed });
  if (!st.ok) throw new Error('setup refused');
  const rng = new Rng(seedRng(seed * 7 + 1));
  let s: ArtState = st.state;
  const lines: string[] = [], broken: string[] = [];
  for (let step = 0; step < 2000 && g.waitingOn(s).length; step++) {
    const seat = g.waitingOn(s)[0];
    const legal = g.legal(s, seat);
    const a = legal[rng.int(legal.length)];
    lines.push(g.format(s, a));
    const r = g.apply(s, a);
    if (!r.ok) throw new Error(`${g.format(s, a)} refused: ${r.rejection.code}`);
    s = r.state;
    broken.push(...g.tools!.invariants(s));
  }
  return { origin: st.origin, final: s, lines, broken };
}

describe('random legal play', () => {
  for (const players of [2, 3, 4, 5]) {
    it(`${players} players: 25 games end with every invariant kept, and their logs replay`, () => {
      for (let seed = 0; seed < 25; seed++) {
        const game = randomGame(players, seed);
        expect(game.broken).toEqual([]);
        expect(g.result(game.final)).not.toBeNull();
        let s = g.restart(game.origin);
        for (const line of game.lines) {
          const p = g.parseLine(s, line);
          if (!p.ok) throw new Error(`${line}: ${p.rejection.code}`);
          const r = g.apply(s, p.action);
          if (!r.ok) throw new Error(`${line}: ${r.rejection.code}`);
          s = r.state;
        }
        expect(s).toEqual(game.final);
      }
    });
  }
});
