// Burgle Bros. as a game module: the table's whole view of the game. Rules live in engine/ (docs/engine.md); seats
// and options in seating.ts, slash verbs in verbs.ts, what a player may know in view.ts, checks in checks.ts, the bot
// in bot/, positions in positions.ts, messages in present.ts, the picture in render/, texts in text/.
import type { GameModule, Options, Refusal } from '../../core/module.js';
import { translator } from '../../core/text.js';
import {
  actingPlayer, applyAction, buildState, SetupError, formatAction, legalActions, newGame, parseAction, parseCommand, previewEnd, previewLines, renamePlayer, withNames,
  type CharacterId, type GameSetup, type GameState,
} from './engine/index.js';
import { botAction } from './bot/index.js';
import { searchWork } from './bot/plan.js';
import { scriptedAction } from './bot/scripted.js';
import { checkInvariants, validateState } from './checks.js';
import { positionOf, runScript } from './positions.js';
import { PositionError } from '../../core/position.js';
import { movesToward, present, tell } from './present.js';
import { lazyRenderer } from '../../render/lazy.js';
import { describeBoard } from './render/describe.js';
import { floorParts } from './render/parts.js';
import { RULES_BOOK } from './rules.js';
import { characters, checkOptions, DEFAULT_SCENARIO, emptyCellOf, OPTIONS, SAMPLES, SEATING } from './seating.js';
import { simulate } from './sim/cli.js';
import { BURGLE_TEXTS } from './text/index.js';
import { complete, VERBS } from './verbs.js';
import { command, commandValues } from './typed.js';
import { scrambleState, viewOf, type BurgleView } from './view.js';
import { describe } from './text/en-engine.js';

// The drawing code loads when first needed (src/render/lazy.ts).
const drawing = lazyRenderer(() => import('./render/index.js'), import.meta.url, './render/index.js');

export const KIND = 'burgle-bros';
const t = translator(BURGLE_TEXTS);
const refuse = (code: string, params?: Record<string, string | number>): Refusal => ({ ok: false, code, ...(params ? { params } : {}) });

function side(o: Options): { side?: 'advanced' | 'basic' } {
  return o.advanced === 'yes' || o.advanced === true ? { side: 'advanced' } : o.advanced === 'no' || o.advanced === false ? { side: 'basic' } : {};
}


export const burgleBros: GameModule<GameState, BurgleView> = {
  kind: KIND,
  options: OPTIONS,
  checkOptions,
  seating: SEATING,

  setup({ options, names, seed, seats, lang }) {
    const problem = checkOptions(options, false);
    if (problem && problem.code !== 'crew-only-solo') return problem;
    // A person who runs several characters (a DM crew, with or without bots) goes by each character's name; bots and
    // people with one seat keep theirs.
    const held = (i: number) => { const o = seats?.[i]; return o && 'human' in o ? seats!.filter((x) => 'human' in x && x.human === o.human).length : 1; };
    const byCharacter = names.map((_, i) => names.length === 1 || held(i) > 1);
    const chars = characters(options) as CharacterId[];
    const crew: GameSetup['crew'] = [];
    const settings = {
      scenario: (options.scenario as GameSetup['scenario']) ?? DEFAULT_SCENARIO,
      walls: options.walls === 'random' ? 'random' as const : 'default' as const, lostVisual: options['lost-visual'] === true,
      randomSides: options.advanced === 'random',
      ...(emptyCellOf(options) ? { emptyCell: emptyCellOf(options) } : {}),
    };
    if (byCharacter.some(Boolean)) {
      // The engine draws the characters from the state's generator. The names play no part in the draw, so a first
      // deal with stand-in names tells the characters, and the crew kept in `origin` (named, the drawn ones still left
      // to the draw) deals exactly the same game again.
      const draft: GameSetup['crew'] = names.map((_, i) => ({ name: `#${i + 1}`, ...(chars[i] ? { character: chars[i] } : {}), ...side(options) }));
      let drawn: CharacterId[];
      try {
        drawn = buildState({ ...settings, seed, crew: draft }).players.map((p) => p.character);
      } catch (e) {
        if (e instanceof SetupError) return refuse(e.problem.code, e.problem.params);
        throw e;
      }
      draft.forEach((c, i) => crew.push({ ...c, name: byCharacter[i] ? t(lang ?? 'en', `character.${drawn[i]}`) : names[i] }));
    } else {
      names.forEach((name, i) => crew.push({ name, ...(chars[i] ? { character: chars[i] } : {}), ...side(options) }));
    }
    const setup: GameSetup = { ...settings, seed, crew };
    let started;
    try {
      started = newGame(setup);
    } catch (e) {
      if (e instanceof SetupError) return refuse(e.problem.code, e.problem.params);
      throw e;
    }
    if (!started.ok) return refuse(started.rejection.code, started.rejection.params);
    return { ok: true, state: started.state, origin: setup, names: crew.map((c) => c.name) };
  },

  restart(origin) {
    const r = newGame(origin as GameSetup);
    if (!r.ok) throw new Error(`This Burgle Bros. setup cannot start again: ${describe(r.rejection.code, r.rejection.params)}`);
    return r.state;
  },

  waitingOn: (s) => (s.outcome === 'playing' ? [actingPlayer(s)] : []),
  asked: (s) => s.awaiting !== null,
  turnKey: (s) => `${s.turn.number}:${s.turn.player}`,
  legal: (s, seat) => (s.outcome === 'playing' && actingPlayer(s) === seat ? legalActions(s) : []),
  // Refusals whose sentence says what to do instead: a typed command refused so suggests that (typed.ts).
  advises: {
    'safe-dice-full': 'crack', 'safe-no-dice': 'add-die', 'bust-no-tools': 'give',
    'not-in-safe': 'move', 'safe-already-open': 'move', 'not-in-computer-room': 'move', 'not-on-top-stairs': 'move',
    'give-no-one-here': 'move', 'not-same-tile': 'move', 'crowbar-nothing-next': 'move', 'dynamite-no-wall': 'move',
    'climb-not-by-window': 'move', 'xray-not-through-wall': 'peek',
  },
  // A move toward the room the refusal names (this floor's Safe, a Computer Room, the top floor's Stairs).
  mends: movesToward,
  apply(s, action) {
    const r = applyAction(s, action);
    if (!r.ok) return { ok: false, rejection: { code: r.rejection.code, params: r.rejection.params } };
    const after = r.state;
    return {
      ok: true, state: after, events: r.events,
      undoable: after.info === s.info,
      turnEnded: after.turn.number !== s.turn.number || after.outcome !== 'playing',
      continues: after.pending !== null,
    };
  },
  preview(s, action) {
    if (action.verb !== 'end') return null;
    const p = previewEnd(s);
    return p ? previewLines(p) : null;
  },
  result: (s) => (s.outcome === 'playing' ? null : { winners: s.outcome === 'won' ? s.players.map((_, i) => i) : [] }),

  view: (s) => viewOf(s),
  openInformation: true,
  cooperative: true,

  parse(s, seat, text) {
    const p = parseCommand(seat, text);
    return p.ok ? { ok: true, action: withNames(s, p.action) } : { ok: false, rejection: { code: p.code, params: p.params } };
  },
  parseLine(s, line) {
    const p = parseAction(s, line);
    return p.ok ? { ok: true, action: p.action } : { ok: false, rejection: { code: p.code, params: p.params } };
  },
  format: (s, a) => formatAction(s, a),
  rename: (s, seat, name) => ({ state: renamePlayer(s, seat, name), name }),

  texts: BURGLE_TEXTS,
  present,
  tell,
  render: (view, lang) => drawing.get().renderBoard(view, { lang }),
  describe: (view, lang) => describeBoard(view, lang),
  calledOff: (view) => ({ ...view, calledOff: true }),
  botPlayed: (view, seats) => ({ ...view, botPlayed: [...seats] }),
  pictureParts: (view, lang) => floorParts(view, lang === 'ru' ? 'ru' : 'en'),

  verbs: VERBS,
  complete,


  bot: botAction,

  rules: {
    topics: (typed, lang) => RULES_BOOK.topics(typed, lang),
    help: (topic, lang) => RULES_BOOK.help(topic, lang),
    index: (lang) => RULES_BOOK.index(lang),
    all: (lang) => RULES_BOOK.all(lang),
  },

  validate: validateState,
  command,
  commandValues,
  // The accent of its cards on Discord.
  color: 0x3b82c4,

  tools: {
    invariants: (s) => checkInvariants(s),
    scramble: (s, _seat, rng) => scrambleState(s, rng),
    samples: SAMPLES,
    positions: {
      // Everyone sees the whole board, so --as changes nothing; a name that is no one's is still refused.
      run: (script, as) => {
        const { report, state } = runScript(script);
        const names = state.players.map((p) => p.name);
        if (as !== undefined && !names.some((n) => n.toLowerCase() === as.toLowerCase())) {
          throw new PositionError('--as', `"${as}" is not one of the players: name one of ${names.join(', ')} (everyone sees the whole board, so the report is the same for each)`);
        }
        return report;
      },
      script: (origin, lines) => positionOf(origin as GameSetup, lines),
    },
    simulate,
    botWork: () => searchWork.positions,
    // The plain scripted burglar (the simulator's `scripted`) stands for the people beside a seat handed to the bot.
    policies: { scripted: (i) => scriptedAction(i.view, i.seat, i.legal) },
    handOver: 'scripted',
  },
};
