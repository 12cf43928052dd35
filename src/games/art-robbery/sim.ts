// Bot-only Art Robbery games for the report (and `npx tsx src/games/art-robbery/sim.ts`): how many finish, rules
// broken, and each seat's share of wins (a shared win split evenly), over seeds 11*100003+g.
import { playBotGame } from '../../core/sim.js';
import { artRobbery } from './index.js';

export interface SimFigures {
  players: number;
  games: number;
  finished: number;
  violations: string[];
  /** Per seat, the share of games won (0–1). */
  winRates: number[];
}

export function simulate(players: number, games = 300, seed = 11): SimFigures {
  const wins = Array<number>(players).fill(0);
  const violations: string[] = [];
  let finished = 0;
  for (let g = 0; g < games; g++) {
    const r = playBotGame(artRobbery, { players, seed: seed * 100003 + g });
    violations.push(...r.violations.map((v) => `game ${g}: ${v}`));
    if (!r.result) continue;
    finished++;
    for (const w of r.result.winners) wins[w] += 1 / r.result.winners.length;
  }
  return { players, games, finished, violations, winRates: wins.map((w) => w / games) };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  for (const k of [2, 3, 5]) {
    const f = simulate(k);
    console.log(`${k} players: ${f.finished}/${f.games} finished, ${f.violations.length} violations, wins per seat ${f.winRates.map((w) => `${(w * 100).toFixed(1)}%`).join(' ')}`);
  }
}
