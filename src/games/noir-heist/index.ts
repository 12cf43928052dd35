// Noir: Heist as a game module (src/core/module.ts): one security chief (seat 0) against 4–6 thieves with secret
// identities on a 7×7 grid of suspects. Rules engine: engine/; bots: bot/; texts: text/; picture: render/;
// seats and options: seating.ts; messages: present.ts; positions: positions.ts.
import type { GameModule, Options } from '../../core/module.js';
import { botMove } from './bot/index.js';
import { caseFileMove } from './bot/case-file-chief.js';
import { noirBlunders, noirFigures } from './bot/blunders.js';
import { greedyMove, passiveMove } from './bot/greedy.js';
import { applyAction } from './engine/apply.js';
import { invariants, validate } from './checks.js';
import { legalActions } from './engine/legal.js';
import { formatAction, parseLogLine, parseText } from './engine/parse.js';
import { buildState } from './engine/setup.js';
import { renamePlayer } from './engine/rename.js';
import { waitingOn } from './engine/turns.js';
import type { NoirState } from './engine/types.js';
import { caseMarks } from './case-file.js';
import { describeGrid } from './render/describe.js';
import { pictureView, scrambleState, viewOf, type NoirView } from './view.js';
import { runPosition } from './positions.js';
import { present, tell } from './present.js';
import { lazyRenderer } from '../../render/lazy.js';
import { RULES } from './rules.js';
import { OPTIONS, SAMPLES, SEATING } from './seating.js';
import { texts } from './text/index.js';
import { complete, VERBS } from './verbs.js';
import { command, commandValues, mendsRob } from './typed.js';

// The drawing code loads when first needed (src/render/lazy.ts).
const drawing = lazyRenderer(() => import('./render/index.js'), import.meta.url, './render/index.js');

interface Origin {
  names: string[];
  officers: number;
  seed: number;
}

const start = (o: Origin): NoirState => buildState({ names: o.names, chief: 0, seed: o.seed, officerCount: o.officers });

export const noirHeist: GameModule<NoirState, NoirView> = {
  kind: 'noir-heist',
  seating: SEATING,
  options: OPTIONS,

  setup({ options, names, seed }: { options: Options; names: string[]; bots: boolean[]; seed: number }) {
    if (names.length < 5 || names.length > 7) return { ok: false, code: 'players', params: { count: names.length } };
    if (names.some((n) => !n || n.includes(':')) || new Set(names.map((n) => n.toLowerCase())).size !== names.length) {
      return { ok: false, code: 'names' };
    }
    const officers = options.officers === undefined ? 4 : Number(options.officers);
    if (!Number.isInteger(officers) || officers < 3 || officers > 5) return { ok: false, code: 'officers-range' };
    const origin: Origin = { names: [...names], officers, seed };
    return { ok: true, state: start(origin), origin, names: [...names] };
  },
  restart: (origin) => start(origin as Origin),

  waitingOn,
  turnKey: (s) => `turn ${s.turnNo}`,
  legal: legalActions,
  anytimeVerbs: ['show'],
  // A rob refused for where the suspect stands says to move it: the example is a shift.
  advises: { 'rob-outside': 'shift', 'rob-robbed': 'shift', 'rob-token-there': 'shift' },
  mends: mendsRob,
  apply: applyAction,
  result(s) {
    if (s.outcome === 'thieves') return { winners: s.thieves.map((t) => t.seat) };
    if (s.outcome === 'chief') return { winners: [s.chief] };
    return null;
  },

  view: viewOf,
  openInformation: false,

  parse: parseText,
  parseLine: parseLogLine,
  format: formatAction,
  rename: (s, seat, name) => ({ state: renamePlayer(s, seat, name), name }),

  texts,
  present,
  tell,
  render: (view, lang) => drawing.get().renderView(view, lang),
  describe: (view, lang) => describeGrid(view, lang),
  // The chief's case file is drawn on his cards (case-file.ts): its marks stay in the picture's view.
  pictureView: (v) => pictureView(v, caseMarks(v)),
  calledOff: (v) => ({ ...v, calledOff: true }),
  privatePicture: true,

  verbs: VERBS,
  complete,
  bot: botMove,
  rules: RULES,
  validate,
  command,
  commandValues,
  // The accent of its cards on Discord.
  color: 0x7d4ea8,

  tools: {
    invariants,
    scramble: scrambleState,
    samples: SAMPLES,
    positions: { run: runPosition },
    // `npm run sim`: how often each side won (the chief sits in seat 0; a thieves' win counts for every thief).
    simSummary: (wins, games) => ({ chiefWinRate: wins[0] / games, thievesWinRate: (wins[1] ?? 0) / games }),
    policies: { greedy: greedyMove, passive: passiveMove, casefile: caseFileMove },
    blunders: noirBlunders,
    simFigures: noirFigures,
    sideOf: (seat) => (seat === 0 ? 'chief' : 'thief'),
  },
};
