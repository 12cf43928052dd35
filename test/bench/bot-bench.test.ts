// The bench's bot decisions (src/core/bot-bench.ts) on the tests' own game: beside the bot-only games, where the game
// names a policy standing for people (GameTools.handOver), games where one seat alone is the bot's, a different one
// from game to game, and only its decisions are timed.
import { describe, expect, it } from 'vitest';
import { botBench } from '../../src/core/bot-bench.js';
import type { BotInput } from '../../src/core/module.js';
import type { Action } from '../../src/core/types.js';
import { lockbox } from '../fixture-game/index.js';
import type { LockboxView } from '../fixture-game/view.js';

type Calls = { seat: number; by: 'bot' | 'plain' }[];

function spied(handOver: string | undefined, policy = 'plain') {
  const calls: Calls = [];
  const game = {
    ...lockbox,
    bot: (i: BotInput<LockboxView>): Action => {
      calls.push({ seat: i.seat, by: 'bot' });
      return lockbox.bot(i);
    },
    tools: {
      ...lockbox.tools!,
      policies: {
        [policy]: (i: BotInput<LockboxView>): Action => {
          calls.push({ seat: i.seat, by: 'plain' });
          return i.legal[0];
        },
      },
      ...(handOver ? { handOver } : {}),
    },
  };
  return { game, calls };
}

describe('the bench of bot decisions', () => {
  it('times a seat handed over beside plain players: only that seat is the bot, a different seat from game to game', async () => {
    // The bot-only games alone, as a game without a policy for people has them (the games are seeded: the same calls).
    const alone = spied(undefined);
    await botBench(alone.game, 2)();
    const botOnly = alone.calls.length;
    const { game, calls } = spied('plain');
    const lines = await botBench(game, 2)();
    const names = lines.map((l) => l.name);
    expect(names).toContain('bot.lockbox.normal.decide_p99_cpu_ms');
    expect(names).toContain('bot.lockbox.normal.handover_decide_p99_cpu_ms');
    // The bot-only games come first, the same: every seat the bot's.
    expect(calls.slice(0, botOnly)).toEqual(alone.calls);
    // Then the handed-over games: one seat the bot's and the others plain; the bot's seat moves from game to game.
    const handed = calls.slice(botOnly);
    const botSeats = new Set(handed.filter((c) => c.by === 'bot').map((c) => c.seat));
    expect(botSeats.size).toBeGreaterThan(1);
    expect(handed.some((c) => c.by === 'plain')).toBe(true);
    const decisions = lines.find((l) => l.name === 'bot.lockbox.normal.handover_decisions')!.value;
    expect(decisions).toBe(handed.filter((c) => c.by === 'bot').length);
    expect(decisions).toBeGreaterThan(0);
  });

  it('without a policy for people, times the bot-only games alone', async () => {
    const { game, calls } = spied(undefined);
    const names = (await botBench(game, 1)()).map((l) => l.name);
    expect(names).toContain('bot.lockbox.normal.decide_p99_cpu_ms');
    expect(names.some((n) => n.includes('handover'))).toBe(false);
    expect(calls.every((c) => c.by === 'bot')).toBe(true);
  });

  it('refuses a hand-over policy the game does not have', async () => {
    const { game } = spied('nobody');
    await expect(botBench(game, 1)()).rejects.toThrow(/nobody/);
  });
});
