// The game module: everything the table needs from one game, and nothing about Discord, SQLite or the clock. Its
// members are what the table needs to play (rules and face); `tools` holds what only the simulator and the tests read
// (GameTools), so an author sees what is required to play. One object per game (src/games/<kind>/index.ts), listed once in src/games/index.ts. Learned from boardgame.io's
// `Game` (setup, moves, playerView, ai.enumerate) and Pokémon Showdown's per-side streams; see docs/adding-a-game.md.
import type { Rng } from './rng.js';
import type { Texts } from './text.js';
import type { Action, GameEvent, Locale, Rejection } from './types.js';

export type OptionValue = string | number | boolean;
export type Options = Record<string, OptionValue>;

/** One `/heist start` option of a game, as data: it makes the Discord choice and its validation. */
export interface OptionSpec {
  /** Lower case, ≤ 32 characters. Its description is the game's text `opt.<name>`, a choice's `opt.<name>.<choice>`. */
  name: string;
  type: 'string' | 'integer' | 'boolean';
  /** The values a string option accepts (offered as choices). Without it, any text ≤ 200 characters. */
  choices?: readonly string[];
  min?: number;
  max?: number;
  /** Where the option means something; given elsewhere it is refused with a sentence. */
  only?: 'dm' | 'channel';
  /** The value the game takes when none is given, named in its title as if given (`Burgle Bros. (The Bank Job)`). */
  default?: string;
}

/** Who sits in a seat: the n-th human of the lobby (the host is 0), or the game's bot. */
export type Occupant = { human: number } | { bot: true };

export type Refusal = { ok: false; code: string; params?: Record<string, string | number> };

export interface Seating {
  /** Seats in a game, bots included. */
  min: number;
  max: number;
  /** Whether the game has a bot that can take a seat. */
  bots: boolean;
  /**
   * Who sits where, from the options and how many humans joined (in a DM: one). All randomness from `seed`.
   * Burgle Bros. in a DM: one human in every seat; Art Robbery in a DM: the human and `bots` bots.
   */
  plan(input: { options: Options; humans: number; dm: boolean; seed: number }): { ok: true; seats: Occupant[] } | Refusal;
}

export type SetupResult<S> =
  | {
      ok: true;
      state: S;
      /** What `restart` needs to build this same starting state again (kept with the game for replay). JSON. */
      origin: unknown;
      /** The name of each seat in the game (the engine's player names; unique, no colons). */
      names: string[];
    }
  | Refusal;

export type Applied<S> =
  | {
      ok: true;
      state: S;
      events: GameEvent[];
      /** Whether this step may be taken back: false once it revealed anything (a card drawn, a die rolled ...). */
      undoable: boolean;
      /** Whether it ended a turn: the table posts the turn publicly and may hand over to the next seat's bot. */
      turnEnded: boolean;
      /** The step stopped at a question in the middle of an action: its events belong with the answer's post. */
      continues?: boolean;
    }
  | { ok: false; rejection: Rejection };

export type Parsed = { ok: true; action: Action } | { ok: false; rejection: Rejection };

/** The result of a finished game. */
export interface GameResult {
  /** Seats that won (co-operative games: every seat, or none). */
  winners: number[];
}

/** A button: the action it types for whoever presses it (never who may press it: that is the presser). */
export interface Control {
  /** The action as typed, e.g. 'move east', 'play 4 from Bo', 'choose hack'; with `focus`, the focus key instead. */
  act: string;
  /** Pressing it changes no game: the same message is shown again, in place, presented with `focus: act` (a kind of
   * action chosen first, its targets next), for the one who pressed it. */
  focus?: boolean;
  label: string;
  /** The label as a sentence says what was done (an undo's "Undone: move south to the Motion"), when the label says
   * more: what pressing it would meet now (a move's warnings). */
  said?: string;
  style?: 'primary' | 'secondary' | 'success' | 'danger';
  emoji?: string;
  disabled?: boolean;
}

/** A select menu of actions (or, an option with `focus`, of focus keys: see Control.focus). */
export interface Menu {
  placeholder: string;
  /** `description`: a line under the label saying what the option does (Discord shows up to 100 characters). */
  options: { act: string; label: string; focus?: boolean; description?: string }[];
}

/** What a message says, from one viewer's view: lines of text and the viewer's controls. */
export interface Presented {
  lines: string[];
  /** Rows of ≤ 5 buttons; rows and menus together ≤ 5 (Discord's action rows). Labels ≤ 80 characters. */
  rows?: Control[][];
  /** Select menus (≤ 25 options each, labels ≤ 100), below the buttons. */
  menus?: Menu[];
}

/** Why a message is made. Events are already those the viewer may read. */
export type Moment<V> =
  /** The game begins. `events`: what bots did before anyone else could act (told after the header, before where
   * things stand); `before`: the spectator view before them. */
  | { kind: 'start'; events?: GameEvent[]; before?: V }
  | { kind: 'status' }
  /** The public post of a press that ended no turn: what the person did (and any bot's answer), then whose move it
   * is (`before` is the spectator view before the step). No picture goes with it. */
  | { kind: 'step'; events: GameEvent[]; turnEnded?: boolean; before?: V }
  /** A press that ended one or more turns (a person's, then any bots' after it), or the game: the public post with the
   * picture. `before` is the spectator view before the first step, `by` the seat who acted first. Each event is told
   * once, by the post of the press that made it. */
  | { kind: 'turn'; events: GameEvent[]; before: V; by: number }
  /** A seat's private note: what only they know (hand, identity) and their controls; events for them alone.
   * `reveal`: read by others once the game is over (the web page's reveal): the seat named, not "you". */
  | { kind: 'private'; events: GameEvent[]; reveal?: boolean };

export interface PresentInput<V> {
  view: V;
  /** A seat, or SPECTATOR. */
  viewer: number;
  lang: Locale;
  /** The viewer's legal actions now (none for a spectator, or when their controls don't belong in this message). */
  legal: Action[];
  moment: Moment<V>;
  /** How to write a seat in this message: its name, or a mention of the person who must act now. */
  name(seat: number): string;
  /** How the table plays a seat now, for where the game lists its seats (never in a sentence about a move): '' for
   * none, else a short phrase ("a bot plays since …, until they return"). Said there only, not on every post. */
  seatNote?(seat: number): string;
  /** A private note the reader asked for (My hand, `/heist hand`, a finished game's status): all the seat knows. A note
   * made because something happened is told, not asked: once the game is over, the end's public post has told everyone
   * what the game kept secret, and a game may leave that out of it (a note left with no lines is not sent). */
  asked?: boolean;
  /** What the viewer chose to look at first (a Control or menu option with `focus`), for a private note in place. */
  focus?: string;
  /** The table ended the game before its rules did (called off): no line says whose turn it is or who must answer,
   * for no one will. */
  stopped?: boolean;
  /** For the seat's web page, not a Discord message: a private part has room for the long forms (Noir's case file); a
   * status is where things stand alone (the page lists what happened just below it, so a story need not be retold). */
  page?: boolean;
}

/** A slash command that types one of the game's actions, e.g. `/move target:east` types 'move east'. */
export interface VerbSpec {
  /** The slash command's name. Its description is the game's text `cmd.<name>`, an option's `cmd.<name>.<option>`. */
  name: string;
  /** The action verb it types (default: the name). */
  verb?: string;
  /** String options with autocomplete from legal actions; their values follow the verb in this order, each after
   * its `prefix` word when it has one (`/play card:4 from:Bo` types 'play 4 from Bo'). */
  options: { name: string; required: boolean; prefix?: string }[];
  /** The command also takes the table's `preview:` choice (true: show what would happen first, even for a player who
   * switched previews off; false: act at once). Only for a verb whose actions the module's `preview` describes. */
  preview?: boolean;
}

export interface CompleteInput<V> {
  view: V;
  seat: number;
  lang: Locale;
  legal: Action[];
  verb: VerbSpec;
  /** The option being typed and the values typed so far (the focused one included). */
  focused: string;
  values: Record<string, string>;
}

/** A game as the table hosts it: its rules and its face (required to play), and optionally its tools. */
export interface GameModule<S = unknown, V = unknown> {
  /** The game's id in commands, storage and scripts: 'burgle-bros'. */
  kind: string;
  seating: Seating;
  options: readonly OptionSpec[];

  /** Game-specific checks of `/heist start`'s options (the table checks types, choices and ranges first). */
  checkOptions?(options: Options, dm: boolean): Refusal | null;

  /** A new game: every shuffle and draw of the setup from `seed`. `names` are the seats' display names; `seats` the
   * plan they came from; `lang` the language of the channel's public posts (the host's). */
  setup(input: { options: Options; names: string[]; bots: boolean[]; seed: number; seats?: Occupant[]; lang?: Locale }): SetupResult<S>;
  /** The starting state again, from a setup's `origin`. */
  restart(origin: unknown): S;

  /** The seats the game waits on now (the player to act, or the one asked a question); empty once it is over. */
  waitingOn(state: S): number[];
  /** True while the game waits on an answer to a question rather than on someone's turn (for the refusal's wording). */
  asked?(state: S): boolean;
  /** Identifies the current turn; undo stays inside one turn. */
  turnKey(state: S): string;
  /** Everything `seat` may do now, computed only from what that seat may know. */
  legal(state: S, seat: number): Action[];
  /** Verbs a seat may use while the game is not waiting on it (e.g. showing an identity); not a turn. Such an action
   * changes what others know, never what anyone may do: controls made before it stay live (docs/rulings.md TB13). */
  anytimeVerbs?: readonly string[];
  /** Refusal codes whose sentence tells the player what to do instead, with the verb it names: a typed command
   * refused so ends with an example of that verb (Noir's "shift it into a corner first": a shift, not an ability). */
  advises?: Readonly<Record<string, string>>;
  /** Whether an action of the advised verb mends what refusal `code` named (a thief's shift that takes their suspect
   * into a quadrant): the example prefers one that does. From the seat's view only. */
  mends?(view: V, seat: number, code: string, action: Action): boolean;
  /** Actions a person confirms after a preview (an end of turn): what would happen, as events made only from what the
   * seat may know; null when this action needs no confirming now. The table shows them with a Confirm button. */
  preview?(state: S, action: Action): GameEvent[] | null;
  /** The pure step: the state is never mutated; a refusal leaves everything as it was. */
  apply(state: S, action: Action): Applied<S>;
  /** Null while the game goes on. */
  result(state: S): GameResult | null;

  /** What `viewer` (a seat or SPECTATOR) may know. Everything made for a viewer is made from this alone. */
  view(state: S, viewer: number): V;
  /** True when every seat may know exactly what a spectator knows (a co-operative game with open information): the
   * acting seat's controls may then sit on public posts. */
  openInformation: boolean;
  /** True when the seats play together against the game (Burgle Bros.): every seat wins, or none, and its end is
   * worded so ("the crew lost together", not "nobody won"). Absent: each seat for itself. */
  cooperative?: boolean;

  /** The one text language: `move east` typed by a seat, `Ava: move east` as logged and scripted. */
  parse(state: S, seat: number, text: string): Parsed;
  parseLine(state: S, line: string): Parsed;
  format(state: S, action: Action): string;
  /** The seat's name from now on (a substitute took it: /heist sub): every later message, question and log line
   * names it so, and an open question names it as asked. `name` comes cleaned and unlike the other seats' names; the
   * game may still adjust it (a name its text language would read as something else), and says the name it took.
   * Given the name it took, it takes it as it is (replay). What was said before keeps the old name. */
  rename(state: S, seat: number, name: string): { state: S; name: string };

  /** EN + RU catalogues. The table reads: every refusal code (the sentence the actor sees; its params never hold
   * what the actor may not know), `game.title`, `opt.<name>` (+ `.<choice>`), `cmd.<verb>` (+ `.<option>`); and, for a
   * verb or option another game shares by name, optionally a short form `shared.cmd.<verb>`, `shared.opt.<name>` ...
   * (commands/shared.ts combines the games' texts into one description). */
  texts: Texts;
  present(input: PresentInput<V>): Presented;
  /** Optional: what happened, one line per event as a post's story tells it (without where things stand), as `viewer`
   * may read it (events for other seats are left out): the note of a player who takes their seat back says what
   * happened since their last move with it. Without it each event is its text's `code` with its params. */
  tell?(input: { events: GameEvent[]; viewer: number; lang: Locale }): string[];
  /** The picture of a view (PNG). */
  render(view: V, lang: Locale): Buffer;
  /** Optional: the picture in words, its text alternative (Discord's attachment `description`), made from the very
   * view `render` draws (the picture view of the reader's own view, called off or with seats a bot plays marked as
   * drawn), so it says nothing the picture does not show; in `lang`; at most 1,024 characters (ALT_LIMIT,
   * src/core/alt-text.ts: `fitAlt` keeps whole lines, what a player needs to act first). Default: none. */
  describe?(view: V, lang: Locale): string;
  /** Optional: the view with only what `render` reads (the rest emptied: a log, counts it never draws), so that two
   * views that draw the same picture give the same drawing input: a note whose picture would not change goes without
   * one. `render(pictureView(v))` must draw exactly `render(v)`. Default: the view as it is. */
  pictureView?(view: V): V;
  /** Optional: the picture view of a game called off before its end (`/heist end`), marked so that its picture says
   * so rather than whose turn it was (as PresentInput.stopped does for the text). Default: drawn as it stood. */
  calledOff?(pictureView: V): V;
  /** Optional: a view (or picture view) whose picture marks these seats as played by a bot for their person (the
   * table's hand-overs), where the picture lists its seats, as PresentInput.seatNote does for the text. Default: the
   * picture lists no seats, so it marks none. */
  botPlayed?(view: V, seats: readonly number[]): V;
  /** Whether private notes carry a picture drawn from the seat's own view. */
  privatePicture?: boolean;
  /** Parts of the picture a narrow screen shows one at a time (Burgle Bros.' floors): the web page offers them as
   * tabs. They may depend only on what is fixed for the whole game (the page applies them to all its pictures); the
   * height is the least a picture of the game has (one may be taller below its parts: the page anchors it top left). */
  pictureParts?(view: V, lang: Locale): PictureParts;

  verbs: readonly VerbSpec[];
  /** Autocomplete for a verb's option; default: the legal actions of that verb, their arguments as one value. */
  complete?(input: CompleteInput<V>): { name: string; value: string }[];

  /** The bot: one legal action for `seat`, chosen from its own view only, played as well as `level` asks. */
  bot(input: BotInput<V>): Action;

  /** Rules help: topics matching what was typed (every one for ''), and one topic's text found as a person types it
   * (null: no such topic); `summary` is the one-screen summary (goal, a turn, the end) the game's name also finds. */
  rules: {
    topics(typed: string, lang: Locale): { name: string; value: string }[];
    help(topic: string, lang: Locale): string | null;
    /** The topics' names by kind, for the list `/heist rules` gives without a topic. */
    index?(lang: Locale): { group: string; names: string[] }[];
    /** Every topic's name, kind and text (the web page's rules). */
    all?(lang: Locale): { key: string; name: string; kind: string; text: string }[];
  };

  /** Whether a loaded snapshot is a state of this game: null if so, else what is wrong (the store asks before it
   * trusts a saved game). */
  validate(state: unknown): string | null;

  /** A slash command as a person typed it (`/shift line:A south`, `/ability target:Ulysses`, Russian words for a
   * Russian reader) read into the game's canonical action text (`shift column A south`), or refused naming the
   * option that is wrong. Made from the seat's view and legal actions only. Without it the table joins the values
   * after the verb (VerbSpec.options). Variants are accepted here only: logs and scripts keep the canonical text. */
  command?(input: TypedInput<V>): TypedRead;
  /** How a person would type `action` as `verb`'s option values (the inverse of `command`), in the reader's words:
   * the table's examples ("Try /shift line:A south.") are made from it. Without it, the action's arguments in order.
   * Null for a legal action the game never suggests (the Noir chief's accusation of his own plainclothes officer), and
   * for one not typed with this command: an action is usually typed with its own verb's command, but not always (the
   * Noir Runner's 2-cell shift is his `/ability`). */
  commandValues?(input: { view: V; seat: number; lang: Locale; verb: VerbSpec; action: Action }): Record<string, string> | null;
  /** The accent colour of the game's cards on Discord (0xRRGGBB); absent: Discord's default. */
  color?: number;
  /** What only the simulator and the tests read (never the table): absent, the game plays but is not covered by the
   * shared test suites, which require it of every registered game (test/conformance/games.test.ts). */
  tools?: GameTools<S, V>;
}

/** What only the tools read: the simulator (`npm run sim`, src/cli/sim.ts), the position scripts
 * (`npm run position`, and a game's export) and the shared test suites. None of it is needed to play. */
export interface GameTools<S = unknown, V = unknown> {
  /** Checks the simulator runs after every step: broken rules as sentences (empty: all well). */
  invariants(state: S): string[];
  /** The no-leak test's twin: a state that differs from `state` only in what `seat` may not know, re-dealt at
   * random (others' hands, deck order, identities ...). Viewing, presenting, drawing and listing legal actions for
   * `seat` must give the same result for both. */
  scramble(state: S, seat: number, rng: Rng): S;
  /** The setups the shared test suites try this game with (the conformance suite, the random-press e2e test): a game
   * is covered by being registered. */
  samples: GameSamples;
  /** The position contract (docs/positions.md): a script to a report; `as` names the reader. Throws PositionError
   * (src/core/position.ts) for a malformed script. */
  positions: {
    run(script: Record<string, unknown>, as?: string): unknown;
    /** A game (its origin and its own live log lines: the table's `#…` lines are left out) as a script `run` accepts, for exports; undefined when it cannot be said. */
    script?(origin: unknown, lines: readonly string[]): Record<string, unknown> | undefined;
  };
  /** The game's own simulator for `npm run sim` (its own command-line options), when bot games are not enough. */
  simulate?(args: string[]): Record<string, unknown>;
  /** Extra figures for the simulator's summary from the wins per seat (e.g. how often each side won). */
  simSummary?(winsBySeat: number[], games: number): Record<string, unknown>;
  /** Plain baseline players for the simulator's `--policies` beside the bot's levels and the generic `random`
   * (e.g. `greedy`): each plays from the seat's view and legal actions only, like the bot. */
  policies?: Readonly<Record<string, (input: BotInput<V>) => Action>>;
  /** The simulator's blunder count: a fresh counter per game, told every step from outside (the true states). */
  blunders?(): BlunderCounter<S>;
  /** Figures of one finished (or abandoned) simulated game, e.g. how many turns the chief had; the simulator reports
   * their median, mean, tenth percentile (p10) and least (min). */
  simFigures?(final: S): Record<string, number>;
  /** Seats are not alike: the side a seat plays (Noir: `chief` in seat 0, `thief` elsewhere). The simulator then keeps
   * each `--policies` entry in its seat instead of rotating the policies round the table, and counts by side. */
  sideOf?(seat: number): string;
  /** The work its bot has done so far in this process, counted rather than timed (Burgle Bros.: positions weighed by
   * its search): the bench reports a decision's p99 of it beside the CPU time, a figure that is the same on every
   * machine and in every run, where CPU time moves with the host. */
  botWork?(): number;
  /** The policy of `policies` that plays the people's seats when the bench times a seat handed over to the bot (a
   * player who stopped coming or left): the bot deciding beside plain players, not only beside its own level. */
  handOver?: string;
}

/** A game's tools, or an error saying the game gives none (for the simulator and the tests, which need them). */
export function toolsOf<S, V>(game: GameModule<S, V>): GameTools<S, V> {
  if (!game.tools) throw new Error(`The game "${game.kind}" gives no tools (GameModule.tools): the simulator and the shared tests need them.`);
  return game.tools;
}

/** Counts blunders in a simulated game: every kind it can name, and the kinds one step made. */
export interface BlunderCounter<S> {
  kinds: readonly string[];
  /** `legal` is what the actor could have done instead; `before`/`after` are the whole states. */
  step(before: S, seat: number, action: Action, legal: readonly Action[], after: S): string[];
}

/** Setups of one game for the shared test suites: `options` are `/heist start` options of the game. */
export interface GameSamples {
  /** Bot-only games for the conformance suite (test/conformance/kit.ts): every seat a bot, one game per seed. */
  bots: readonly { label: string; options?: Options; players: number; seeds: readonly number[] }[];
  /** Games people start in a server channel: the host's `/heist start` with these options, `others` people join. */
  channel: readonly { label: string; options?: Options; others: number }[];
  /** Games one person starts alone in a DM with the bot (against the game's bots where it needs opponents). */
  dm: readonly { label: string; options?: Options }[];
  /** Bot games whose notes the phone-size check and `npm run bench` measure (the largest note): long enough to reach
   * the game's largest menus (`maxSteps`: its first steps only). Absent: the first seed of each of `bots`. */
  notes?: readonly { players: number; seed: number; options?: Options; maxSteps?: number }[];
}

/** What `command` reads: the verb's option values as typed (empty ones left out), from the seat's own view. */
export interface TypedInput<V> {
  view: V;
  seat: number;
  lang: Locale;
  /** The seat's legal actions now (for a name alone where only one thing fits, and unique prefixes). */
  legal: Action[];
  verb: VerbSpec;
  values: Record<string, string>;
}

/** The canonical action text, or which option is wrong and why (a text code of the game's catalogue; its params
 * never hold what the seat may not know). */
export type TypedRead =
  | { ok: true; text: string }
  | { ok: false; option: string; code: string; params?: Record<string, string | number> };

/** How well a bot plays: `easy` plausibly but loosely, `normal` a fair opponent, `hard` as well as it can in time. */
export type BotLevel = 'easy' | 'normal' | 'hard';
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];

/** What a bot decides from: its own view (nothing else of the state), its legal actions, the table's generator. */
export interface BotInput<V> {
  view: V;
  seat: number;
  legal: Action[];
  rng: Rng;
  level: BotLevel;
}

/** A game's `level` option (stored with the game's options) as a bot level; `normal` when absent or unknown. */
export function botLevel(options: Options | undefined): BotLevel {
  const v = options?.level;
  return typeof v === 'string' && (BOT_LEVELS as readonly string[]).includes(v) ? (v as BotLevel) : 'normal';
}

/** Any registered game, as the table holds it. */
export type AnyGame = GameModule<any, any>;

/** Rectangles of a picture, in its pixels, each with the name a tab shows. */
export interface PictureParts {
  width: number;
  height: number;
  parts: { name: string; x: number; y: number; w: number; h: number }[];
  /** The part a narrow screen shows first, before the reader picks one: where the game is at this moment (the floor
   * of the player whose turn it is, or where it ended). Default 0. */
  first?: number;
}
