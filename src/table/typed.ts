// A game's slash command as a person typed it: read into the game's action text through the module's `command`
// hook, or refused in the reader's language naming the option that is wrong, with one example that would work now
// ("Try /shift line:A south."), made from the seat's own legal actions. Pure: the table calls these; no store here.
import type { AnyGame, VerbSpec } from '../core/module.js';
import { writtenWith } from '../core/client-names.js';
import { lookup, quotedStart, translator } from '../core/text.js';
import type { Action, Locale } from '../core/types.js';

/** The table's "no target needed" autocomplete value (reading.ts NO_TARGET): an option given as this types nothing. */
const NO_TARGET = '-';

export const TYPED_TEXTS = {
  en: {
    'typed.try': 'Try {example}.',
    'typed.try-other': '{command} has nothing to do for you now: try {example} instead.',
    'typed.unknown-command': '/{command} is not a command of this game. Use /heist status to see what you can do.',
  },
  ru: writtenWith({
    'typed.try': 'Например: {example}.',
    'typed.try-other': 'Сейчас {command} вам ничего не даст: попробуйте лучше {example}.',
    'typed.unknown-command': 'В этой игре нет команды /{command}. Посмотрите в /heist status, что можно сделать.',
  }),
};
const t = translator(TYPED_TEXTS);

export interface TypedCommand {
  game: AnyGame;
  /** The game's state now (only the seat's view and legal actions are read from it). */
  state: unknown;
  /** The seat that typed it (the one the game waits on, or any of the person's seats for an anytime verb). */
  seat: number;
  /** The slash command's name (VerbSpec.name), e.g. 'shift', 'end-turn'. */
  command: string;
  /** The option values as typed. */
  values: Record<string, string>;
  /** The reader's language. */
  lang: Locale;
  /** A mention typed into a value (`<@123>`) as the seat's name; unknown ones stay as typed. */
  mention?: (userId: string) => string | undefined;
}

export type TypedOutcome =
  /** The action text to apply for the seat, e.g. 'shift column A south'. */
  | { ok: true; text: string }
  /** A refusal: `text` is the whole sentence for the reader, ending with an example when one exists. */
  | { ok: false; code: string; option: string; text: string };

/**
 * Reads a typed slash command into the action text to apply (`Table.command` then applies it as today), or refuses it
 * in the reader's language: what was wrong, in the command's own option names, then one example that would work now.
 * Games without a `command` hook get today's reading: the values joined after the verb, each after its prefix.
 */
export function readTyped(input: TypedCommand): TypedOutcome {
  const { game, state, seat, lang } = input;
  const verb = verbSpec(game, input.command);
  if (!verb) return { ok: false, code: 'unknown-command', option: '', text: t(lang, 'typed.unknown-command', { command: input.command }) };
  const values = cleanValues(input.values, input.mention);
  if (!game.command) return { ok: true, text: joined(verb, values) };
  const r = game.command({ view: game.view(state, seat), seat, lang, legal: game.legal(state, seat), verb, values });
  if (r.ok) return r;
  // What was typed is quoted by its start (a 6,000-character value would crowd out the sentence).
  const quoted = Object.fromEntries(Object.entries(r.params ?? {}).map(([k, v]) => [k, typeof v === 'string' ? quotedStart(v) : v]));
  const said = lookup(game.texts, lang, r.code, { ...quoted, option: nameFor(input, r.option) }) ?? r.code;
  return { ok: false, code: r.code, option: r.option, text: withExample({ ...input, values }, said, r.code) };
}

/**
 * A refusal's sentence (from `apply` of a typed action, or any other) with one example of the same command that would
 * work now appended ("… Try /accuse suspect:Walter."); when this one has no legal use now, said so before another
 * command's example (a peek into a wall with nothing left to peek at: "/peek has nothing to do for you now: try /move
 * target:south instead."); the sentence alone when the seat can do nothing now (not their turn).
 */
export function withExample(input: Omit<TypedCommand, 'values'> & { values?: Record<string, string> }, message: string, code?: string): string {
  const example = exampleCommand(input, code === undefined ? undefined : input.game.advises?.[code], code);
  const said = message.trim();
  const wanted = verbSpec(input.game, input.command);
  const typed = wanted ? `/${nameFor(input, wanted.name)}` : '';
  // None, or the sentence gives one of this command already (`…: \`/play card:Watchdog\`.`): one example.
  if (!example || said.includes(example) || (typed && said.includes(`\`${typed} `))) return message;
  const other = typed && !example.startsWith(`${typed} `) && example !== typed;
  // "Nothing to do for you now" only where the command has nothing: an advised other command may stand beside it.
  const idle = other && !exampleCommand(input)?.startsWith(`${typed}`);
  const tail = idle ? t(input.lang, 'typed.try-other', { command: typed, example }) : t(input.lang, 'typed.try', { example });
  return `${said}${/[.!?…:]$/.test(said) ? '' : '.'} ${idle ? tail.charAt(0).toUpperCase() + tail.slice(1) : tail}`;
}

/**
 * One command the seat could type now, as it is typed (`/shift line:A south`): a legal action of the same command
 * nearest to what was typed (words in common, the first typed ones counting most; then the fewest words not typed), else the first the seat's own note
 * offers as a button (what the game puts first for this seat's position: a thief's shift of their own line), else the
 * seat's first legal action that has a command; null when the seat has none. When the refusal advised another verb
 * (`advised`, the game's `advises`), the other command is that one where the seat may use it (one that mends what the
 * refusal named first, the game's `mends`). Written from the seat's
 * own legal actions and view: it never names what they may not know, nor what the game never suggests (`commandValues`
 * null).
 */
export function exampleCommand(input: Omit<TypedCommand, 'values'> & { values?: Record<string, string> }, advised?: string, code?: string): string | null {
  const { game, state, seat, lang } = input;
  const legal = game.legal(state, seat);
  if (legal.length === 0) return null;
  const wanted = verbSpec(game, input.command);
  const verbOf = (v: VerbSpec) => v.verb ?? v.name;
  const view = game.view(state, seat);
  // How each is typed; an action the game never suggests (null) is no example.
  const typedAs = (v: VerbSpec, a: Action) => (game.commandValues ? game.commandValues({ view, seat, lang, verb: v, action: a }) : splitArgs(v, a.args));
  // The actions typed with this command: its verb's, or whichever the game types with it (Noir's Runner's /ability).
  const same = wanted ? legal.filter((a) => (game.commandValues || a.verb === verbOf(wanted)) && typedAs(wanted, a)) : [];
  // A refusal that says to do something else (the game's `advises`: X-Ray where no wall is, "peek there the usual
  // way") is followed by an example of that, where the seat may do it, not by another of the command it refused.
  const advisedSpec = advised ? game.verbs.find((v) => verbOf(v) === advised) : undefined;
  // In the order the seat's note offers them (what the game puts first for this seat), for a tie.
  const advisedOnes = advisedSpec && advisedSpec !== wanted && legal.some((a) => a.verb === advised)
    ? offeredFirst(game, view, seat, lang, legal).filter((a) => a.verb === advised && typedAs(advisedSpec, a)) : [];
  const mends = (a: Action) => code !== undefined && !!game.mends?.(view, seat, code, a);
  let action: Action | undefined;
  let verb: VerbSpec | undefined = wanted;
  const pool = advisedOnes.length ? advisedOnes : same;
  // What was typed, read as the advised command ("peek there the usual way": the peek at the tile typed), where that
  // is one of its actions now: the one that leaves the seat's view as it would (`peek F1 A3` is `peek south`).
  if (advisedOnes.length && advisedSpec && input.values && Object.keys(input.values).length) {
    const as = game.command ? game.command({ view, seat, lang, legal, verb: advisedSpec, values: cleanValues(input.values) })
      : { ok: true as const, text: joined(advisedSpec, cleanValues(input.values)) };
    const parsed = as.ok ? game.parse(state, seat, as.text) : null;
    const seen = (a: Action): string | null => {
      const r = game.apply(state, a);
      return r.ok ? JSON.stringify(game.view(r.state, seat)) : null;
    };
    const after = parsed?.ok ? seen(parsed.action) : null;
    if (after !== null) {
      action = advisedOnes.find((a) => seen(a) === after);
      if (action) verb = advisedSpec;
    }
  }
  if (!action && pool.length) {
    if (advisedOnes.length) verb = advisedSpec;
    // Nearest: the typed words it shares, the first typed words counting most (`A east` is nearer `column A south`);
    // of the advised verb's, one that mends what the refusal named before any.
    const typed = words(Object.values(input.values ?? {}).join(' '));
    let best = -Infinity;
    for (const a of pool) {
      // Its words as the game reads them and as a person types them (`dog` is typed `Watchdog`).
      const its = words([...a.args, ...Object.values(typedAs(verb!, a) ?? {})].join(' '));
      // A word the action has and the person did not type counts a little against it (`4` is nearer `play 4` than
      // `play greedy 4`), too little to outweigh a typed word.
      const score = (advisedOnes.length && mends(a) ? 100 : 0)
        + typed.reduce((n, w, k) => n + (its.includes(w) ? 1 / (k + 1) : 0), 0) - 0.001 * its.filter((w) => !typed.includes(w)).length;
      if (score > best) [best, action] = [score, a];
    }
  } else if (!action) {
    const offered = offeredFirst(game, view, seat, lang, legal);
    // Of the advised verb's, one that mends what the refusal named comes first (a shift into a quadrant for a rob).
    const advisedOnes = offered.filter((a) => a.verb === advised);
    const asAdvised = [...advisedOnes.filter(mends), ...advisedOnes.filter((a) => !mends(a))];
    for (const a of asAdvised.length ? [...asAdvised, ...offered] : offered) {
      verb = game.verbs.find((v) => verbOf(v) === a.verb);
      if (verb && typedAs(verb, a)) {
        action = a;
        break;
      }
    }
  }
  if (!action || !verb) return null;
  const values = typedAs(verb, action)!;
  const opts = verb.options.filter((o) => values[o.name]).map((o) => `${nameFor(input, o.name)}:${values[o.name]}`);
  return `/${[nameFor(input, verb.name), ...opts].join(' ')}`;
}

/** The legal actions, those the seat's own note offers as buttons first (in the note's order). */
function offeredFirst(game: AnyGame, view: unknown, seat: number, lang: Locale, legal: Action[]): Action[] {
  const note = game.present({ view, viewer: seat, lang, legal, moment: { kind: 'private', events: [] }, name: (k) => String(k) });
  const offered = (note.rows ?? []).flat().filter((c) => !c.focus && !c.disabled).map((c) => c.act);
  const rank = (a: Action) => {
    const k = offered.indexOf([a.verb, ...a.args].join(' '));
    return k < 0 ? offered.length : k;
  };
  return legal.map((a, i) => ({ a, i, r: rank(a) })).sort((x, y) => x.r - y.r || x.i - y.i).map((x) => x.a);
}

/** A command's name as the reader's Discord client shows it, from any game that has it (games sharing it agree). */
export function shownCommand(games: readonly AnyGame[], command: string, lang: Locale): string {
  const game = games.find((g) => g.verbs.some((v) => v.name === command));
  return game ? nameFor({ game, lang }, command) : command;
}

/** A command's or option's name as the reader's Discord client shows it: the game's Russian `name.*` text for a
 * Russian reader (games sharing a command give it the same names, commands/verbs.ts). */
function nameFor(input: Pick<TypedCommand, 'game' | 'lang'>, key: string): string {
  if (input.lang === 'en' || !key) return key;
  return lookup(input.game.texts, input.lang, `name.${key}`) ?? key;
}

/** The command's spec by its name (or the verb it types). */
export function verbSpec(game: AnyGame, command: string): VerbSpec | undefined {
  return game.verbs.find((v) => v.name === command) ?? game.verbs.find((v) => (v.verb ?? v.name) === command);
}

/** Values trimmed, empty and "no target needed" ones left out, mentions as seat names. */
function cleanValues(values: Record<string, string>, mention?: (userId: string) => string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, raw] of Object.entries(values)) {
    const v = (raw ?? '').replace(/<@!?(\d+)>/g, (m, id: string) => mention?.(id) ?? m).replace(/\s+/g, ' ').trim();
    if (v && v !== NO_TARGET) out[k] = v;
  }
  return out;
}

/** Today's reading: the verb, then each value after its prefix word. */
function joined(verb: VerbSpec, values: Record<string, string>): string {
  const out = [verb.verb ?? verb.name];
  for (const o of verb.options) if (values[o.name]) out.push(...(o.prefix ? [o.prefix, values[o.name]] : [values[o.name]]));
  return out.join(' ');
}

/** The inverse of `joined` for a game without `commandValues`: a prefixed option takes the words after its prefix,
 * the others one word each in order, the last of them the rest. */
function splitArgs(verb: VerbSpec, args: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const prefixes = new Set(verb.options.flatMap((o) => (o.prefix ? [o.prefix] : [])));
  const plain = verb.options.filter((o) => !o.prefix);
  let i = 0;
  plain.forEach((o, k) => {
    const stop = k === plain.length - 1 ? args.findIndex((w, j) => j >= i && prefixes.has(w)) : i + 1;
    const end = stop < 0 ? args.length : Math.min(stop, args.length);
    if (i < end && !prefixes.has(args[i])) out[o.name] = args.slice(i, end).join(' ');
    i = end;
  });
  for (const o of verb.options.filter((x) => x.prefix)) {
    const at = args.indexOf(o.prefix!);
    if (at < 0) continue;
    const next = args.findIndex((w, j) => j > at && prefixes.has(w));
    out[o.name] = args.slice(at + 1, next < 0 ? args.length : next).join(' ');
  }
  return out;
}

const words = (s: string) => s.toLowerCase().split(/\s+/).filter(Boolean);
