// Bot games of Noir: Heist in bulk (run: `npx tsx src/games/noir-heist/sim.ts [games] [seed]`): how many finish,
// invariant violations, and how often each side wins, at 5, 6 and 7 players. Seeds are seed, seed+1, …
import { playBotGame } from '../../core/sim.js';
import { noirHeist } from './index.js';

export interface SimFigures {
  players: number;
  games: number;
  finished: number;
  violations: number;
  thieves: number;
  chief: number;
}

export function simulate(players: number, games: number, seed: number): SimFigures {
  const f: SimFigures = { players, games, finished: 0, violations: 0, thieves: 0, chief: 0 };
  for (let g = 0; g < games; g++) {
    const r = playBotGame(noirHeist, { players, seed: seed + g });
    if (r.result) f.finished++;
    f.violations += r.violations.length;
    const outcome = (r.final as { outcome: string | null }).outcome;
    if (outcome === 'thieves') f.thieves++;
    if (outcome === 'chief') f.chief++;
  }
  return f;
}

if (process.argv[1]?.endsWith('noir-heist/sim.ts')) {
  const games = Number(process.argv[2] ?? 300), seed = Number(process.argv[3] ?? 11);
  for (const players of [5, 6, 7]) {
    const f = simulate(players, games, seed);
    const pct = (n: number) => `${((100 * n) / f.games).toFixed(1)}%`;
    console.log(`${players} players: ${f.finished}/${f.games} finished, ${f.violations} violations, thieves ${f.thieves} (${pct(f.thieves)}), chief ${f.chief} (${pct(f.chief)})`);
  }
}
