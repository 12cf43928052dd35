// Who sits at an Art Robbery table: 2–5 seats; option `bots` adds bots to the people in a channel (0–4) or sets the
// number of bot opponents in a DM (1–4, default 2); `level` how well they play. Seat names are checked in index.ts.
import { LEVEL_OPTION } from '../../core/levels.js';
import type { GameSamples, OptionSpec, Occupant, Seating } from '../../core/module.js';

export const OPTIONS: readonly OptionSpec[] = [
  { name: 'bots', type: 'integer', min: 0, max: 4 },
  // How well the bots play (docs/bots.md); read by core/module.ts botLevel.
  LEVEL_OPTION,
];

export const seating: Seating = {
  min: 2,
  max: 5,
  bots: true,
  plan({ options, humans, dm }) {
    const given = options.bots;
    const bots = typeof given === 'number' ? given : dm ? 2 : 0;
    const people = dm ? 1 : humans;
    const total = people + bots;
    if (!Number.isInteger(bots) || bots < (dm ? 1 : 0) || bots > 4 || total < 2 || total > 5) {
      return { ok: false, code: 'seats-out-of-range', params: { total, people, bots, dm: dm ? 1 : 0 } };
    }
    const seats: Occupant[] = [...Array.from({ length: people }, (_, human) => ({ human })), ...Array.from({ length: bots }, () => ({ bot: true as const }))];
    return { ok: true, seats };
  },
};

/** What the shared test suites play (GameModule.samples). */
export const SAMPLES: GameSamples = {
  bots: [
    { label: '2 players', players: 2, seeds: [1, 7] },
    { label: '3 players', players: 3, seeds: [2, 11] },
    { label: '5 players', players: 5, seeds: [3, 42] },
  ],
  channel: [{ label: 'three people and a bot', options: { bots: 1 }, others: 2 }],
  dm: [{ label: 'alone against two bots' }],
  notes: [{ players: 2, seed: 2 }, { players: 5, seed: 1 }],
};
