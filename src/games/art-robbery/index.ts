// Art Robbery as a game module (src/core/module.ts): the engine (engine/), what a seat may know and its twin (view.ts),
// checks (checks.ts), seating, the bot, texts, presentation, slash verbs, the picture, rules help and
// positions. The token table is read here, once, never in the engine.
import type { GameModule, SetupResult } from '../../core/module.js';
import type { Locale } from '../../core/types.js';
import { mergeTexts } from '../../core/text.js';
import { botMove } from './bot/index.js';
import { artBlunders } from './bot/blunders.js';
import { greedyMove } from './bot/greedy.js';
import { applyAction, askedSeat, isOver } from './engine/apply.js';
import { legalActions } from './engine/legal.js';
import { formatAction, parseLogLine, parseText } from './engine/parse.js';
import { newGame } from './engine/setup.js';
import { isCard, isToken } from './engine/tokens.js';
import type { ArtState, Token } from './engine/types.js';
import { invariants, validate } from './checks.js';
import { runPositions } from './positions.js';
import { present, tell } from './present.js';
import { describeTable } from './render/describe.js';
import { lazyRenderer } from '../../render/lazy.js';
import { rulesFor } from './rules.js';
import { OPTIONS, SAMPLES, seating } from './seating.js';
import { texts } from './text/index.js';
import { loadTokenFile } from './tokens-file.js';
import { complete, VERBS } from './verbs.js';
import { command, commandValues } from './typed.js';
import { scramble, viewOf, type ArtView } from './view.js';

// The drawing code loads when first needed (src/render/lazy.ts).
const drawing = lazyRenderer(() => import('./render/index.js'), import.meta.url, './render/index.js');

interface Origin {
  names: string[];
  seed: number;
  raids: Token[][];
}

const ARTISTS = ['Monet', 'Degas', 'Renoir', 'Vermeer', 'Klimt', 'Goya', 'Turner', 'Cassatt'];
/** The same painters as a Russian table names them (AR9). */
const ARTISTS_RU = ['Моне', 'Дега', 'Ренуар', 'Вермеер', 'Климт', 'Гойя', 'Тёрнер', 'Кэссетт'];

/** Bots get painters' names; every name must be unique, without ':' and not readable as a card, token or `from`. */
/**
 * Seat names the text language can read (AR8): a person's name that would read as a card, a token or `from` gets
 * `Player ` before it (`Player Boss`, `Player 3`), a colon becomes a space, and a name already taken (in any letters)
 * gets a number. Bots take painters' names (AR9) that no person uses.
 */
function seatNames(names: string[], bots: boolean[], lang: Locale = 'en'): string[] {
  const [bot, artists] = lang === 'ru' ? ['Бот', ARTISTS_RU] : ['Bot', ARTISTS];
  const taken = new Set<string>();
  const out = names.map(() => '');
  names.forEach((raw, i) => {
    if (bots[i]) return;
    out[i] = uniqueIn(taken, personName(raw, i));
  });
  let k = 0;
  names.forEach((raw, i) => {
    if (!bots[i]) return;
    while (k < artists.length && taken.has(`${bot} ${artists[k]}`.toLowerCase())) k++;
    out[i] = uniqueIn(taken, k < artists.length ? `${bot} ${artists[k++]}` : raw.trim() || `${bot} ${i + 1}`);
  });
  return out;
}

/** A person's name as the text language reads it: no colon, and `Player ` before one that reads as a word. */
function personName(raw: string, seat: number): string {
  const n = raw.replace(/:/g, ' ').replace(/\s+/g, ' ').trim();
  const lower = n.toLowerCase();
  const first = lower.split(' ')[0];
  const readsAsWord = isToken(first) || isCard(lower) || first === 'from';
  return !n ? `Player ${seat + 1}` : readsAsWord ? `Player ${n}` : n;
}

/** `base`, or with a number after it when taken (in any letters); taken from now on. */
function uniqueIn(taken: Set<string>, base: string): string {
  let name = base;
  for (let k = 2; taken.has(name.toLowerCase()); k++) name = `${base} ${k}`;
  taken.add(name.toLowerCase());
  return name;
}

/** A substitute's name for a seat (AR8 as at setup, unlike the other seats'), and an open question's words in it. */
function renameSeat(s: ArtState, seat: number, raw: string): { state: ArtState; name: string } {
  const old = s.names[seat];
  const name = uniqueIn(new Set(s.names.filter((_, i) => i !== seat).map((n) => n.toLowerCase())), personName(raw, seat));
  if (old === undefined || name === old) return { state: s, name };
  const state: ArtState = { ...s, names: s.names.map((n, i) => (i === seat ? name : n)) };
  if (s.pending?.kind === 'choose') {
    state.pending = { ...s.pending, options: s.pending.options.map((c) => ({ ...c, args: c.args.map((a) => (a === old ? name : a)) })) };
  }
  return { state, name };
}

/** Makes the module with a token table (the default file, or the one HEIST_ART_ROBBERY_TOKENS names). */
export function makeArtRobbery(raids: Token[][] = loadTokenFile()): GameModule<ArtState, ArtView> {
  return {
    kind: 'art-robbery',
    seating,
    options: OPTIONS,
    setup({ names, bots, seed, lang }): SetupResult<ArtState> {
      if (names.length < 2 || names.length > 5) return { ok: false, code: 'seats-out-of-range', params: { total: names.length } };
      const seats = seatNames(names, bots, lang);
      const origin: Origin = { names: seats, seed, raids: raids.map((r) => [...r]) };
      return { ok: true, state: newGame(seats, seed, raids), origin, names: seats };
    },
    restart(origin) {
      const o = origin as Origin;
      return newGame(o.names, o.seed, o.raids);
    },
    waitingOn: (s) => {
      const seat = askedSeat(s);
      return seat === null ? [] : [seat];
    },
    // A steal from the dog's holder waits on the victim's answer while it is still the thief's turn.
    asked: (s) => s.pending !== null && !isOver(s),
    turnKey: (s) => `raid ${s.raid} turn ${s.turnNo}`,
    legal: legalActions,
    apply: applyAction,
    result: (s) => (isOver(s) && s.final ? { winners: [...s.final.winners] } : null),
    view: viewOf,
    openInformation: false,
    parse: parseText,
    parseLine: parseLogLine,
    format: formatAction,
    rename: renameSeat,
    texts: mergeTexts(texts),
    present,
    tell,
    render: (view, lang) => drawing.get().renderView(view, lang),
    describe: (view, lang) => describeTable(view, lang),
    calledOff: (view) => ({ ...view, calledOff: true }),
    botPlayed: (view, seats) => ({ ...view, botPlayed: [...seats] }),
    privatePicture: false,
    verbs: VERBS,
    complete,
    bot: botMove,
    rules: rulesFor(raids),
    validate,
    command,
    commandValues,
    // The accent of its cards on Discord.
    color: 0xc9a227,
    tools: {
      invariants,
      scramble,
      samples: SAMPLES,
      positions: { run: (script, as) => runPositions(raids, script, as) },
      policies: { greedy: greedyMove },
      blunders: artBlunders,
    },
  };
}

export const artRobbery = makeArtRobbery();
