// Who sits at a Burgle Bros. table: 1–4 burglars. In a server, the people who join and `bots` bot burglars; in a DM,
// the person runs `crew` characters (1 by default, all of them when there are no bots) beside `bots` bot burglars,
// each bot playing its own character at `level`. The /heist start options of the game, and their checks (characters,
// sides, walls, Fort Knox's empty space, Lost Visual).
import { LEVEL_OPTION } from '../../core/levels.js';
import type { GameSamples, Occupant, OptionSpec, Options, Refusal, Seating } from '../../core/module.js';
import { parseCell } from './engine/board.js';
import type { CharacterId } from './engine/index.js';
import { nearest } from './engine/words.js';
import { RU_CHARACTERS } from './text/ru-engine.js';

/** The building a game without `scenario:` is played in. */
export const DEFAULT_SCENARIO = 'bank';

export const CHARACTER_IDS: CharacterId[] = ['acrobat', 'hacker', 'hawk', 'juicer', 'peterman', 'raven', 'rigger', 'rook', 'spotter'];

const refuse = (code: string, params?: Record<string, string | number>): Refusal => ({ ok: false, code, ...(params ? { params } : {}) });

/** A typed name folded for matching: any case, ё as е. */
const fold = (word: string): string => word.toLowerCase().replace(/ё/g, 'е');

/** Every name a character may be typed by, folded: its id and its Russian name as the game shows it (`Медвежатник`). */
const CHARACTER_WORDS: ReadonlyMap<string, CharacterId> = new Map([
  ...CHARACTER_IDS.map((id) => [id, id] as const),
  ...CHARACTER_IDS.map((id) => [fold(RU_CHARACTERS[id] ?? id), id] as const),
]);

/** The character a typed name is (`Хакер`, `hacker`, `ХАКЕР`), or undefined (a Map: `constructor` is no character). */
export const characterOf = (word: string): CharacterId | undefined => CHARACTER_WORDS.get(fold(word.trim()));

/** The `characters` option: names separated by commas or spaces, each as its id (`Хакер` is `hacker`); a name that is
 * no character stays as typed, for the refusal to quote. */
export function characters(o: Options): string[] {
  const v = o.characters;
  return typeof v === 'string' ? v.split(/[,\s]+/).map((c) => c.trim()).filter(Boolean).map((c) => characterOf(c) ?? c) : [];
}

/** A refusal of a name that is no character, with the character a near miss of it means (`хакр` is `hacker`). */
function badCharacter(typed: string): Refusal {
  const near = nearest(fold(typed), [...CHARACTER_WORDS.keys()]);
  const suggest = near ? CHARACTER_WORDS.get(near) : undefined;
  return refuse('bad-character', { character: typed, ...(suggest ? { suggest } : {}) });
}

export const OPTIONS: readonly OptionSpec[] = [
  { name: 'scenario', type: 'string', choices: ['bank', 'office', 'fortknox'], default: DEFAULT_SCENARIO },
  { name: 'crew', type: 'integer', min: 1, max: 4, only: 'dm' },
  { name: 'bots', type: 'integer', min: 0, max: 3 },
  // How well the bots play (docs/bots.md); read by core/module.ts botLevel, also for a seat handed to the bot.
  LEVEL_OPTION,
  { name: 'characters', type: 'string' },
  { name: 'advanced', type: 'string', choices: ['no', 'yes', 'random'] },
  { name: 'walls', type: 'string', choices: ['default', 'random'] },
  // Fort Knox's empty space: the rulebook lets the players choose it (C3 when they do not).
  { name: 'empty-cell', type: 'string' },
  { name: 'lost-visual', type: 'boolean' },
];

/** The `empty-cell` option as the engine reads it (`B4`), or undefined when it is not given. */
export function emptyCellOf(o: Options): string | undefined {
  return typeof o['empty-cell'] === 'string' ? o['empty-cell'].trim().toUpperCase() : undefined;
}

const botsOf = (o: Options): number => (o.bots === undefined ? 0 : Number(o.bots));

/** How many characters the person runs in a DM: `crew`, else one beside bots, else one. */
const dmCrewOf = (o: Options): number => Number(o.crew ?? 1);

export function checkOptions(o: Options, dm: boolean): Refusal | null {
  if (o.crew !== undefined && !(Number.isInteger(o.crew) && Number(o.crew) >= 1 && Number(o.crew) <= 4)) return refuse('bad-crew');
  if (o.crew !== undefined && !dm) return refuse('crew-only-solo');
  const bots = botsOf(o);
  if (!Number.isInteger(bots) || bots < 0 || bots > 3) return refuse('bad-bots');
  if (dm && dmCrewOf(o) + bots > 4) return refuse('crew-and-bots', { crew: dmCrewOf(o), bots });
  // In a DM no seat is ever handed to the bot: a level with no bot burglar would say nothing (in a server it is the
  // level a seat handed over plays at).
  if (dm && bots === 0 && o.level !== undefined) {
    const most = 4 - dmCrewOf(o);
    return refuse(most > 0 ? 'level-without-bots' : 'level-full-crew', { level: String(o.level), most });
  }
  const empty = emptyCellOf(o);
  if (empty !== undefined && (o.scenario ?? DEFAULT_SCENARIO) !== 'fortknox') return refuse('empty-cell-not-fortknox');
  if (empty !== undefined && parseCell(5, empty) === null) return refuse('bad-empty-cell', { cell: String(o['empty-cell']) });
  const chars = characters(o);
  for (const c of chars) if (!CHARACTER_IDS.includes(c as CharacterId)) return badCharacter(c);
  if (new Set(chars).size !== chars.length) return refuse('same-character');
  // More characters than seats: the ones past the crew would be dropped without a word.
  if (chars.length > 4) return refuse('too-many-characters-max', { named: chars.length });
  if (dm && chars.length > dmCrewOf(o) + bots) return refuse('too-many-characters', { named: chars.length, seats: dmCrewOf(o) + bots });
  if (dm && dmCrewOf(o) + bots === 1 && chars[0] === 'rook') return refuse('rook-alone');
  return null;
}

export const SEATING: Seating = {
  min: 1, max: 4, bots: true,
  plan({ options, humans, dm }) {
    const problem = checkOptions(options, dm);
    if (problem) return problem;
    const bots = botsOf(options);
    // In a DM one person runs `crew` characters (the whole crew when there are no bots); bots take the other seats.
    const people: Occupant[] = dm ? Array.from({ length: dmCrewOf(options) }, () => ({ human: 0 })) : Array.from({ length: humans }, (_, i) => ({ human: i }));
    const seats: Occupant[] = [...people, ...Array.from({ length: bots }, () => ({ bot: true as const }))];
    if (seats.length < 1 || seats.length > 4) return refuse('crew-full', { people: people.length, bots });
    // A lobby's crew is known at Begin: fewer burglars than characters named would drop some without a word.
    const named = characters(options).length;
    if (!dm && named > seats.length) return refuse('too-many-characters-lobby', { named, seats: seats.length, people: people.length, bots });
    return { ok: true, seats };
  },
};

/** What the shared test suites play (GameModule.samples): each building, a channel crew, a crew of two in a DM. */
export const SAMPLES: GameSamples = {
  bots: [
    { label: 'The Office Job, 2 players', options: { scenario: 'office' }, players: 2, seeds: [1, 2] },
    { label: 'The Bank Job, 3 players', options: { scenario: 'bank' }, players: 3, seeds: [3] },
    { label: 'Fort Knox, solo', options: { scenario: 'fortknox' }, players: 1, seeds: [4] },
  ],
  channel: [
    { label: 'The Bank Job, a crew of three', options: { scenario: 'bank' }, others: 2 },
    { label: 'The Office Job, two people and a bot', options: { scenario: 'office', bots: 1 }, others: 1 },
  ],
  dm: [
    { label: 'The Office Job, a crew of two', options: { scenario: 'office', crew: 2 } },
    { label: 'The Office Job, one burglar and two bots', options: { scenario: 'office', bots: 2 } },
  ],
  // A Bank Job whose Blueprints ask about 43 face-down tiles at once (its 24th step; its bots play it for 380).
  notes: [{ players: 2, seed: 9, options: { scenario: 'bank' }, maxSteps: 120 }, { players: 1, seed: 6, options: { scenario: 'office' } }],
};
