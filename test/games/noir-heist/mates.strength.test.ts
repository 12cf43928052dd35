// Whole bot games of Noir: Heist (slow: kept out of the fast unit run by the `.strength.test.ts` name): the thieves
// play with the mates they know — no move sends a known mate's card out of the vault it robs while another served as
// well, and few tokens go where they cannot count — and hard thieves beat the normal chief more often than normal
// thieves do. docs/bots.md has the same figures over 500 games per cell from `npm run sim`.
import { beforeAll, describe, expect, it } from 'vitest';
import { playBotGame } from '../../../src/core/sim.js';
import type { BotInput, BotLevel } from '../../../src/core/module.js';
import { noirHeist } from '../../../src/games/noir-heist/index.js';
import { noirBlunders } from '../../../src/games/noir-heist/bot/blunders.js';
import type { NoirState } from '../../../src/games/noir-heist/engine/types.js';
import type { NoirView } from '../../../src/games/noir-heist/view.js';

/** `games` games at each table size, the chief at normal and every thief at `thieves`: the thieves' blunders, their
 * tokens put in, and the chief's wins. */
function play(thieves: BotLevel, games: number, seed: number) {
  let robs = 0, chiefWins = 0;
  const blunders: Record<string, number> = {};
  for (const players of [5, 6, 7]) {
    for (let g = 0; g < games; g++) {
      const counter = noirBlunders();
      const r = playBotGame(noirHeist, {
        players, seed: seed * 100003 + players * 1000 + g, check: false,
        seatBots: Array.from({ length: players }, (_, seat) => (input) => noirHeist.bot({ ...(input as BotInput<NoirView>), level: seat === 0 ? 'normal' : thieves })),
        onDecision: (d) => {
          const before = d.before as NoirState;
          if (d.seat === before.chief) return;
          for (const b of counter.step(before, d.seat, d.action, d.legal, d.after as NoirState)) blunders[b] = (blunders[b] ?? 0) + 1;
          if (d.action.verb === 'rob' || (d.action.verb === 'ability' && ['hack', 'crack'].includes(d.action.args[0]))) robs++;
        },
      });
      expect(r.result, `${thieves} thieves, ${players} players, game ${g}`).not.toBeNull();
      if (r.result!.winners.includes(0)) chiefWins++;
    }
  }
  return { robs, chiefWins, blunders };
}

describe('Noir: Heist thieves with their mates, over whole games', () => {
  let normal: ReturnType<typeof play>, hard: ReturnType<typeof play>;
  beforeAll(() => {
    normal = play('normal', 20, 40);
    hard = play('hard', 20, 40);
  });

  it('normal and hard thieves never send a known mate out of the vault it robs, and put few tokens where they cannot count', () => {
    for (const { robs, blunders } of [normal, hard]) {
      expect(robs).toBeGreaterThan(100);
      expect(blunders.mateOutOfVault ?? 0).toBe(0);
      expect((blunders.loneRob ?? 0) / robs).toBeLessThanOrEqual(0.03);
    }
  });

  it('hard thieves beat the normal chief more often than normal thieves do, on the same deals', () => {
    expect(hard.chiefWins).toBeLessThan(normal.chiefWins);
  });
});
