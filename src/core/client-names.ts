// Slash commands as a reader's Discord client shows them. A Russian client shows `/heist start` as `/ограбление
// начать` (the names registered as `name_localizations`), so a Russian sentence that tells someone what to type writes
// the names they will see; and an option's value that is one of its choices, as the client lists that choice
// (`уровень:Сильные` for `level:hard`: a client offers a choice by its name, not its value). Other values stay as
// written.
import type { Catalogue } from './text.js';
import type { Locale } from './types.js';

/** The Russian names of /heist, the command every game shares: its subcommands and their options (lower case, no
 * spaces, as Discord requires). The registration reads them (src/discord/define.ts), and so do the sentences. */
export const HEIST_RU_NAMES: Readonly<Record<string, string>> = {
  'heist': 'ограбление',
  'hand': 'карты',
  'join': 'присоединиться',
  'leave': 'выйти',
  'game': 'игра',
  'start': 'начать',
  'status': 'статус',
  'end': 'закончить',
  'undo': 'отменить',
  'rules': 'правила',
  'settings': 'настройки',
  'web': 'веб',
  'revoke': 'отозвать',
  'reminder-hours': 'напоминать-через',
  'topic': 'тема',
  'reminders': 'напоминания',
  'interval': 'интервал',
  'preview': 'предпросмотр',
  'sub': 'замена',
  'seat': 'место',
  'player': 'игрок',
  'away-after': 'бот-через',
  'dm': 'лс',
};

/** The subcommands of /heist (a word after `/heist` is one of them, never an option's value). */
export const HEIST_SUBCOMMANDS: ReadonlySet<string> = new Set(['start', 'status', 'hand', 'join', 'leave', 'end', 'undo', 'rules', 'settings', 'sub', 'web']);

const SLASH = /(?<![\w/.-])\/([a-z][a-z-]*)(?![\w-])/g;
/** An option named on its own (`` `crew:` ``, `dm:true`), not after a command; in a sentence already said (its values
 * in it: a player called `player`), only one in backticks (`LONE_TICKED`). */
const LONE_OPTION = /(?<![\w/.:-])([a-z][a-z-]*):(?![/\w-]*\/)([a-z0-9-]*)/g;
const LONE_TICKED = /(?<=`)([a-z][a-z-]*):(?![/\w-]*\/)([a-z0-9-]*)/g;
const SUBCOMMAND = /^ ([a-z][a-z-]*)(?![\w:-])/;
const OPTION = /^(\s+)([a-z][a-z-]*):([^\s`»]*)/;

/** A writer of the commands in `commands` with the names in `names` (commands, their subcommands and options alike);
 * a name with no entry stays as it is. An option named on its own is written too (`` `crew:` `` is `` `команда:` ``):
 * anywhere in a template (`said: false`), only in backticks in a sentence said with its values (`said: true`), where a
 * value followed by a colon ("player: 20 points") is no option. */
export type SlashWriter = (text: string, said?: boolean) => string;
/** The choices of options as the client lists them: option → value → the choice's name there. */
export type ShownChoices = Readonly<Record<string, Readonly<Record<string, string>>>>;
export function slashWriter(names: Readonly<Record<string, string>>, commands: ReadonlySet<string>, subcommands: ReadonlySet<string> = new Set(), choices: ShownChoices = {}): SlashWriter {
  const named = (word: string): string => (Object.hasOwn(names, word) ? names[word] : word);
  const options = new Set(Object.keys(names).filter((n) => !commands.has(n) && !subcommands.has(n)));
  // A value as the client lists it: the choice's name for a choice's value (what follows the value stays).
  const valued = (option: string, value: string): string => {
    const word = /^[a-z0-9-]+/.exec(value)?.[0];
    const shown = word && Object.hasOwn(choices, option) && Object.hasOwn(choices[option], word) ? choices[option][word] : null;
    return shown === null ? value : shown + value.slice(word!.length);
  };
  return (text, said = false) => {
    const lone = (part: string): string => (part.includes(':')
      ? part.replace(said ? LONE_TICKED : LONE_OPTION, (whole, name: string, value: string) => (options.has(name) ? `${names[name]}:${valued(name, value)}` : whole)) : part);
    if (!text.includes('/')) return lone(text);
    let out = '';
    let at = 0;
    for (const m of text.matchAll(SLASH)) {
      if (m.index < at || !commands.has(m[1])) continue;
      out += `${lone(text.slice(at, m.index))}/${named(m[1])}`;
      at = m.index + m[0].length;
      const sub = SUBCOMMAND.exec(text.slice(at));
      if (sub && subcommands.has(sub[1])) {
        out += ` ${named(sub[1])}`;
        at += sub[0].length;
      }
      for (let o = OPTION.exec(text.slice(at)); o; o = OPTION.exec(text.slice(at))) {
        out += `${o[1]}${named(o[2])}:${valued(o[2], o[3])}`;
        at += o[0].length;
      }
    }
    return out + lone(text.slice(at));
  };
}

/** A writer of /heist and a game's own `commands` as a Russian client shows them (`names`: the game's Russian names of
 * its commands and their options). */
export const ruSlashWriter = (names: Readonly<Record<string, string>> = {}, commands: readonly string[] = [], choices: ShownChoices = {}): SlashWriter =>
  slashWriter({ ...HEIST_RU_NAMES, ...names }, new Set(['heist', ...commands]), HEIST_SUBCOMMANDS, choices);

/** The choices a game's catalogue names (`opt.<option>.<value>`, and `game.title` for `game:<kind>`), each as short as
 * a reader types it for the client to find it: up to a colon, a bracket or a dash (`Сильные`, `Ограбление банка`). */
export function shownChoices(catalogue: Catalogue, kind: string): ShownChoices {
  const out: Record<string, Record<string, string>> = {};
  const short = (label: string) => label.split(/: | \(| — /)[0].trim();
  for (const [key, entry] of Object.entries(catalogue)) {
    const m = /^opt\.([a-z][a-z-]*)\.([a-z0-9-]+)$/.exec(key);
    if (m && typeof entry === 'string') (out[m[1]] ??= {})[m[2]] = short(entry);
  }
  const title = catalogue['game.title'];
  if (typeof title === 'string') out.game = { [kind]: short(title) };
  return out;
}

/** `/heist …` as a Russian client shows it: `/heist settings dm:true` is `/ограбление настройки лс:true`. */
export const ruHeist = ruSlashWriter();

/** A piece of a sentence made on the fly (an example) as a reader in `lang` sees /heist. */
export const written = (lang: Locale, text: string): string => (lang === 'ru' ? ruHeist(text, true) : text);

/** A Russian catalogue whose sentences name /heist as the Russian client shows it (every entry passed through `write`:
 * a template as it is, a function's sentence when it is said). */
export function writtenWith(catalogue: Catalogue, write: SlashWriter = ruHeist): Catalogue {
  return Object.fromEntries(Object.entries(catalogue).map(([key, entry]) => [key,
    typeof entry === 'string' ? write(entry) : (p: Parameters<typeof entry>[0]) => write(entry(p), true)]));
}
