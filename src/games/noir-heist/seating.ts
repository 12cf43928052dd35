// Seats and options (docs/rulings.md, Noir: Heist): the security chief always sits in seat 0, the thieves after him
// (people in the order they joined, then bots). Channel: people plus `bots`; DM: the one person and `bots` bots.
import { LEVEL_OPTION } from '../../core/levels.js';
import type { GameSamples, OptionSpec, Occupant, Options, Refusal, Seating } from '../../core/module.js';
import { Rng, seedRng } from '../../core/rng.js';

export const OPTIONS: readonly OptionSpec[] = [
  { name: 'officers', type: 'integer', min: 3, max: 5 },
  { name: 'bots', type: 'integer', min: 0, max: 6 },
  { name: 'chief', type: 'string', choices: ['host', 'random', 'bot'], only: 'channel' },
  { name: 'side', type: 'string', choices: ['thief', 'chief'], only: 'dm' },
  // How well the bots play (docs/bots.md); read by core/module.ts botLevel.
  LEVEL_OPTION,
];

const BOT: Occupant = { bot: true };

function plan({ options, humans, dm, seed }: { options: Options; humans: number; dm: boolean; seed: number }): { ok: true; seats: Occupant[] } | Refusal {
  if (dm) {
    const bots = options.bots === undefined ? 4 : Number(options.bots);
    if (!Number.isInteger(bots) || bots < 4 || bots > 6) return { ok: false, code: 'bots-dm' };
    const others = Array.from({ length: bots - 1 }, () => BOT);
    return { ok: true, seats: options.side === 'chief' ? [{ human: 0 }, BOT, ...others] : [BOT, { human: 0 }, ...others] };
  }
  const bots = options.bots === undefined ? 0 : Number(options.bots);
  const total = humans + bots;
  if (!Number.isInteger(bots) || bots < 0 || total < 5 || total > 7) return { ok: false, code: 'players', params: { count: total, people: humans, bots } };
  const people: Occupant[] = Array.from({ length: humans }, (_, i) => ({ human: i }));
  const botSeats = Array.from({ length: bots }, () => BOT);
  const how = options.chief ?? 'random';
  if (how === 'bot') {
    if (bots === 0) return { ok: false, code: 'chief-bot-none' };
    return { ok: true, seats: [BOT, ...people, ...botSeats.slice(1)] };
  }
  if (humans === 0) return { ok: true, seats: botSeats };
  const chief = how === 'host' ? 0 : new Rng(seedRng(seed)).int(humans);
  return { ok: true, seats: [people[chief], ...people.filter((_, i) => i !== chief), ...botSeats] };
}

export const SEATING: Seating = { min: 5, max: 7, bots: true, plan };

/** What the shared test suites play (GameModule.samples). */
export const SAMPLES: GameSamples = {
  bots: [
    { label: '5 players', players: 5, seeds: [1, 2] },
    { label: '6 players, 3 officers', players: 6, seeds: [3], options: { officers: 3 } },
    { label: '7 players, 5 officers', players: 7, seeds: [4, 5], options: { officers: 5 } },
  ],
  channel: [{ label: 'five people and two bots, the host the chief', options: { bots: 2, chief: 'host' }, others: 4 }],
  dm: [
    { label: 'a thief among five bots', options: { side: 'thief', bots: 5 } },
    { label: 'the chief against six bots', options: { side: 'chief', bots: 6 } },
  ],
  notes: [{ players: 5, seed: 2 }, { players: 7, seed: 1 }],
};
