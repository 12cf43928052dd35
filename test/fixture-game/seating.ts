// Who sits at a Lockbox table: 2–4 seats. In a channel the people and `bots` bots (0–3); in a DM the one person and
// `bots` bots (1–3, default 1). The `/heist start` options (bots, length) and the setups the shared suites play.
import type { GameSamples, Occupant, OptionSpec, Seating } from '../../src/core/module.js';

export const OPTIONS: readonly OptionSpec[] = [
  { name: 'bots', type: 'integer', min: 0, max: 3 },
  { name: 'length', type: 'string', choices: ['short', 'long'] },
];

export const SEATING: Seating = {
  min: 2, max: 4, bots: true,
  plan({ options, humans, dm }) {
    const bots = typeof options.bots === 'number' ? options.bots : dm ? 1 : 0;
    if (dm && (bots < 1 || bots > 3)) return { ok: false, code: 'lb-bots-dm' };
    const people = dm ? 1 : humans;
    const total = people + bots;
    if (!Number.isInteger(bots) || bots < 0 || total < 2 || total > 4) return { ok: false, code: 'lb-seats', params: { total } };
    const seats: Occupant[] = [...Array.from({ length: people }, (_, human) => ({ human })), ...Array.from({ length: bots }, () => ({ bot: true as const }))];
    return { ok: true, seats };
  },
};

export const SAMPLES: GameSamples = {
  bots: [
    { label: '2 players, short', options: { length: 'short' }, players: 2, seeds: [1, 2] },
    { label: '4 players, long', options: { length: 'long' }, players: 4, seeds: [3, 4] },
  ],
  channel: [{ label: 'two people and a bot', options: { bots: 1 }, others: 1 }],
  dm: [{ label: 'alone against two bots', options: { bots: 2, length: 'long' } }],
};
