// Setup (NOTES §2): the grid and evidence deck shuffled, the role deck (level 1 over level 2) dealt, identities
// drawn, and the chief's 7 cards (uniformed officers and the plainclothes officer chosen at random from the seed,
// docs/rulings.md N1). A position script may fix any of these; the rest is drawn as usual (positions.ts).
import { Rng, seedRng } from '../../../core/rng.js';
import { SUSPECTS } from '../data/suspects.js';
import { giveIdentity } from './cards.js';
import { LEVEL_1, LEVEL_2 } from './roles/index.js';
import type { NoirState, RoleId, Thief } from './types.js';

export interface SetupSpec {
  names: string[];
  chief: number;
  seed: number;
  officerCount: number;
  grid?: string[];
  /** By thief index. */
  identities?: (string | undefined)[];
  roles?: (RoleId | undefined)[];
  roleDeck?: RoleId[];
  officers?: string[];
  plainclothes?: string;
  evidence?: string[];
}

const without = (deck: string[], names: (string | undefined)[]) => deck.filter((n) => !names.includes(n));

export function buildState(spec: SetupSpec): NoirState {
  const rng = new Rng(seedRng(spec.seed));
  const grid = spec.grid ? [...spec.grid] : rng.shuffle([...SUSPECTS]);
  const seats = spec.names.map((_, i) => i).filter((i) => i !== spec.chief);

  const given = (spec.roles ?? []).filter((r): r is RoleId => !!r);
  const reserved = [...given, ...(spec.roleDeck ?? [])];
  let roleDeck = [...rng.shuffle([...LEVEL_1]), ...rng.shuffle([...LEVEL_2])].filter((r) => !reserved.includes(r));
  const roles = seats.map((_, k) => spec.roles?.[k] ?? roleDeck.shift()!);
  if (spec.roleDeck) roleDeck = [...spec.roleDeck];

  // Names a script gives are out of the pool before anything is drawn.
  const fixed = [...(spec.identities ?? []), ...(spec.officers ?? []), spec.plainclothes, ...(spec.evidence ?? [])];
  let evidence = without(rng.shuffle([...grid]), fixed);
  const identities = seats.map((_, k) => spec.identities?.[k] ?? evidence.shift()!);

  // The chief draws 7: some uniformed, one plainclothes, the rest shuffled back.
  const hand = evidence.splice(0, 7);
  const officers = spec.officers ? [...spec.officers] : hand.splice(0, spec.officerCount);
  const plainclothes = spec.plainclothes ?? hand.shift()!;
  evidence = rng.shuffle([...evidence, ...without(hand, [...officers, plainclothes])]);
  if (spec.evidence) evidence = [...spec.evidence, ...evidence];

  const state: NoirState = {
    kind: 'noir-heist',
    names: [...spec.names],
    chief: spec.chief,
    thieves: [],
    grid,
    dead: [],
    discarded: [],
    officers,
    stunned: null,
    plainclothes,
    evidence,
    roleDeck,
    rolesDrawn: 0,
    roleDeckStart: roleDeck.length,
    robbed: [],
    kills: 0,
    turn: seats[0],
    turnNo: 0,
    covert: 0,
    lastThief: -1,
    lastShift: null,
    mimic: null,
    outcome: null,
    log: [],
    rng: rng.save(),
  };
  state.thieves = seats.map((seat, k): Thief => {
    const t: Thief = { seat, role: roles[k], identity: null, tokens: [], caught: false, shown: [], suspects: [], pinned: false };
    giveIdentity(state, t, identities[k]);
    return t;
  });
  return state;
}
