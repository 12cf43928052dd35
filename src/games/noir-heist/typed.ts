// Slash commands as a person types them, into the text language of engine/parse.ts: `/shift line:A south` (also
// `column A south`, `3 east`, `row 3 east 2`, `ряд 3 восток`), `/ability target:Ulysses` (the role's one ability
// implied; a cell, a name or its first letters in either language, `Улисс`, `Ул`; Russian ability words), vaults as `NE` or `СВ`, cells with Cyrillic
// look-alike letters. Refusals name the option. The inverse (`commandValues`) writes the table's examples. View only.
import { wordTable } from '../../core/text.js';
import type { TypedInput, TypedRead, VerbSpec } from '../../core/module.js';
import type { Action, Locale } from '../../core/types.js';
import { COLS, quadrantOf, shiftOnce } from './engine/grid.js';
import { readShift as readShiftArgs } from './engine/shift.js';
import { ROLES } from './engine/roles/index.js';
import type { LastShift, RoleId, Vault } from './engine/types.js';
import type { NoirView } from './view.js';
import { spellings, suspectName, typedForm } from './text/suspects.js';

type Line = LastShift['line'];
type Dir = LastShift['dir'];

/** Cyrillic letters that look like the Latin column letters (a Russian keyboard types them). */
const LOOKALIKE = wordTable<string>({ А: 'A', В: 'B', С: 'C', Е: 'E', а: 'a', в: 'b', с: 'c', е: 'e' });
const latin = (w: string) => (w.length <= 3 ? [...w].map((ch) => LOOKALIKE[ch] ?? ch).join('') : w);

const LINE_WORDS = wordTable<Line>({
  row: 'row', rows: 'row', r: 'row', ряд: 'row', ряда: 'row', ряду: 'row', строка: 'row', строку: 'row', горизонталь: 'row',
  column: 'column', col: 'column', columns: 'column', столбец: 'column', столбца: 'column', колонка: 'column', колонку: 'column',
  вертикаль: 'column',
});
const DIR_WORDS = wordTable<Dir>({
  east: 'east', right: 'east', восток: 'east', востоку: 'east', вправо: 'east', направо: 'east', '→': 'east',
  west: 'west', w: 'west', left: 'west', запад: 'west', западу: 'west', влево: 'west', налево: 'west', '←': 'west',
  north: 'north', n: 'north', up: 'north', север: 'north', северу: 'north', вверх: 'north', наверх: 'north', '↑': 'north',
  south: 'south', s: 'south', down: 'south', юг: 'south', югу: 'south', вниз: 'south', '↓': 'south',
});
/** Words that only join the others: `by 2`, `на восток`, `x2`. */
const FILLER = new Set(['by', 'to', 'the', 'на', 'к', 'x', '×', 'cells', 'cell', 'клетки', 'клетку', 'клеток', 'шаг', 'шага']);

const VAULT_WORDS = wordTable<Vault>({
  nw: 'NW', ne: 'NE', sw: 'SW', se: 'SE', сз: 'NW', св: 'NE', юз: 'SW', юв: 'SE',
  northwest: 'NW', northeast: 'NE', southwest: 'SW', southeast: 'SE',
  'северо-запад': 'NW', 'северо-восток': 'NE', 'юго-запад': 'SW', 'юго-восток': 'SE',
});

/** The words of each ability, in both languages (`взломать` is both the Hacker's and the Master Safecracker's). */
const ABILITY_WORDS = wordTable<string[]>({
  stun: ['stun', 'оглушить', 'оглуши', 'оглушение'],
  kill: ['kill', 'убить', 'убей', 'утихомирить', 'устранить'],
  swap: ['swap', 'поменяться', 'поменять', 'обмен', 'подменить', 'украсть', 'данные'],
  hack: ['hack', 'взломать', 'взлом', 'хак'],
  vanish: ['vanish', 'исчезнуть', 'исчезни'],
  mimic: ['mimic', 'законспирироваться', 'подражать'],
  crack: ['crack', 'взломать', 'взлом', 'вскрыть'],
});
const abilityOf = (word: string): string[] => Object.keys(ABILITY_WORDS).filter((k) => ABILITY_WORDS[k].includes(word));

const split = (s: string) => s.trim().split(/[\s,]+/).filter(Boolean);

export interface ShiftRead {
  line?: Line;
  index?: number;
  dir?: Dir;
  dist?: number;
  /** A word that fits nothing. */
  stray?: string;
  /** Two words, as typed, that each say one part of the shift (`column C row 1`, `C row`, `east west`): the first is
   * kept (autocomplete narrows on it), and a command is refused naming both, never played as a shift nobody typed. */
  clash?: { part: 'line' | 'dir' | 'dist'; first: string; second: string };
}

/** Reads what a person wrote of a shift, in any order: `A south`, `column A south`, `row 3 east 2`, `3e`, `ряд 3 на
 * восток`; parts left out stay undefined (autocomplete narrows on what was typed so far). Each part is said once:
 * `row 3` and `3 row` name one line, but a second line, way or distance is a clash. */
export function readShiftWords(text: string): ShiftRead {
  const out: ShiftRead = {};
  // The words that said each part, to name them beside a word that says it again.
  const by: { lineWord?: string; index?: string; dir?: string; dist?: string } = {};
  const clash = (part: 'line' | 'dir' | 'dist', first: string, second: string) => { out.clash ??= { part, first, second }; };
  const setDir = (dir: Dir, word: string) => { if (out.dir === undefined) [out.dir, by.dir] = [dir, word]; else clash('dir', by.dir!, word); };
  const setDist = (dist: number, word: string) => { if (out.dist === undefined) [out.dist, by.dist] = [dist, word]; else clash('dist', by.dist!, word); };
  // Words as typed (a refusal quotes them so), `row3` and `3e` split in two.
  const words = split(text).flatMap((w) => {
    const low = latin(w.toLowerCase());
    const m = /^(row|r|col|column|ряд|столбец)(\d|[a-g])$/u.exec(low) ?? /^(\d|[a-g])([ewns])$/.exec(low);
    return m ? [w.slice(0, m[1].length), w.slice(m[1].length)] : [w];
  });
  for (const word of words) {
    const raw = word.toLowerCase();
    const w = latin(raw);
    const x = /^[x×](\d)$|^(\d)[x×]$/.exec(w);
    const line = LINE_WORDS[raw] ?? LINE_WORDS[w];
    if (line) {
      // A second line word (`column C row`), or one that is not the line a number or letter named (`C row`).
      if (by.lineWord !== undefined) clash('line', by.lineWord, word);
      else if (out.line !== undefined && out.line !== line) clash('line', by.index!, word);
      else [out.line, by.lineWord] = [line, word];
    } else if (DIR_WORDS[raw]) setDir(DIR_WORDS[raw], word);
    else if (x) setDist(Number(x[1] ?? x[2]), word);
    else if (FILLER.has(raw)) continue;
    else if (/^[1-7]$/.test(w) && out.index === undefined && out.line !== 'column') [out.line, out.index, by.index] = ['row', Number(w) - 1, word];
    // A second number after a line, before its way, that no shift goes as far as (3 to 7: a distance is 1 or 2) names
    // another line (`row 3 4 east`), never a distance.
    else if (/^[3-7]$/.test(w) && out.index !== undefined && out.dir === undefined) clash('line', by.index ?? by.lineWord!, word);
    else if (/^\d$/.test(w)) setDist(Number(w), word);
    // `e` after a line is east (`row 3 e`); before one it is column E (`E south`).
    else if (w === 'e' && out.index !== undefined) setDir('east', word);
    // A column letter after a line is a second line (`3 C`, `C D`), or one the word row does not name (`row C`).
    else if (/^[a-g]$/.test(w) && out.index !== undefined) clash('line', by.index!, word);
    else if (/^[a-g]$/.test(w) && out.line === 'row') clash('line', by.lineWord!, word);
    else if (/^[a-g]$/.test(w)) [out.line, out.index, by.index] = ['column', COLS.indexOf(w.toUpperCase()), word];
    else out.stray ??= word;
  }
  return out;
}

const readsDir = (line: Line, dir: Dir) => (line === 'row' ? dir === 'east' || dir === 'west' : dir === 'north' || dir === 'south');
const label = (line: Line, index: number) => (line === 'row' ? String(index + 1) : COLS[index]);

/** A cell as typed (`c3`, `С3` with a Cyrillic letter) to its index in the grid, or -1. */
export function cellIndex(typed: string): number {
  const m = /^([a-g])([1-7])$/i.exec(latin(typed.trim()));
  return m ? (Number(m[2]) - 1) * 7 + COLS.indexOf(m[1].toUpperCase()) : -1;
}
const cellOf = (i: number) => COLS[i % 7] + String(Math.floor(i / 7) + 1);

/** The cards `typed` may be: a name, a cell, or the first letters of names among `among` (else of any card in the
 * grid); a suspect's name in English or in Russian, either script (`Kira`, `Кира`, `Ки`). One is the card; several
 * are the names those letters begin; none, no card. */
function cardsFor(v: NoirView, typed: string, among: readonly string[]): string[] {
  const q = typedForm(typed);
  if (!q) return [];
  const c = cellIndex(q);
  if (c >= 0) return v.grid[c] ? [v.grid[c]] : [];
  const exact = v.grid.find((n) => spellings(n).includes(q));
  if (exact) return [exact];
  for (const pool of [among, v.grid]) {
    const hits = [...new Set(pool.filter((n) => spellings(n).some((w) => w.startsWith(q))))];
    if (hits.length > 0) return hits;
  }
  return [];
}

/** Whether `typed` is a cell or the first letters of one of a card's names (autocomplete's narrowing). */
export function cardBegins(v: NoirView, n: string, typed: string): boolean {
  const q = typedForm(typed);
  if (!q) return true;
  const c = cellIndex(q);
  return (c >= 0 && v.grid[c] === n) || spellings(n).some((w) => w.startsWith(q));
}

/** Cards' names for a reader, joined: `Лена, Омар`. */
const namesFor = (lang: Locale, ids: readonly string[]) => ids.map((n) => suspectName(lang, n)).join(', ');

/** A card typed as a name, a cell or the first letters of one name among `among` (then of any card in the grid). */
export function cardFrom(v: NoirView, typed: string, among: readonly string[]): string | null {
  const hits = cardsFor(v, typed, among);
  return hits.length === 1 ? hits[0] : null;
}

/** Why `typed` names no one card: letters that begin several names (which, to type more of one), or no card at all. */
function noCard(v: NoirView, lang: Locale, option: string, typed: string, among: readonly string[]): TypedRead {
  const hits = cardsFor(v, typed, among);
  return hits.length > 1 ? bad(option, 'typed.card-several', { value: typed, names: namesFor(lang, hits.slice(0, 8)) }) : bad(option, 'typed.card', { value: typed });
}

/** A player typed as a name or its first letters, among `among` seats. */
/** The seats of `among` that `typed` names: a name in full, else those it begins (several: it says too little). */
function playersFrom(v: NoirView, typed: string, among: readonly number[]): number[] {
  const q = typed.trim().toLowerCase();
  const exact = v.names.findIndex((n) => n.toLowerCase() === q);
  if (exact >= 0) return [exact];
  return q ? among.filter((k) => v.names[k].toLowerCase().startsWith(q)) : [];
}

const bad = (option: string, code: string, params: Record<string, string | number> = {}): TypedRead => ({ ok: false, option, code, params });
const ok = (...words: string[]): TypedRead => ({ ok: true, text: words.join(' ') });

function readShift(text: string, option: string, runner: boolean): TypedRead {
  const r = readShiftWords(text);
  if (r.stray !== undefined) return bad(option, 'typed.shift-word', { word: r.stray });
  if (r.clash) return bad(option, 'typed.shift-clash', { ...r.clash });
  if (r.index === undefined || r.line === undefined) return bad(option, 'typed.shift-line');
  if (r.dir === undefined) return bad(option, 'typed.shift-dir', { line: r.line, at: label(r.line, r.index) });
  if (!readsDir(r.line, r.dir)) return bad(option, 'typed.shift-mismatch', { line: r.line, at: label(r.line, r.index), dir: r.dir });
  const dist = r.dist ?? (runner && option === 'target' ? 2 : 1);
  return ok('shift', r.line, label(r.line, r.index), r.dir, ...(dist !== 1 ? [String(dist)] : []));
}

function readAbility(v: NoirView, lang: Locale, seat: number, legal: Action[], text: string): TypedRead {
  const me = v.thieves.find((th) => th.seat === seat);
  if (!me) return bad('target', 'typed.ability-chief');
  const role = me.role ? ROLES[me.role as RoleId] : null;
  if (me.role === 'runner') return text ? readShift(text, 'target', true) : bad('target', 'typed.runner');
  const a = role?.ability;
  if (!a) return ok('ability', ...split(text));
  const mine = legal.filter((x) => x.verb === 'ability');
  let words = split(text);
  const said = words.length ? abilityOf(words[0].toLowerCase()) : [];
  if (said.length) {
    if (!said.includes(a.word)) return bad('target', 'typed.ability-word', { role: me.role!, word: words[0], form: a.word });
    // `поменяться местами Simon`: the ability's Russian words as the texts write them.
    words = words.slice(words[1]?.toLowerCase() === 'местами' ? 2 : 1);
  }
  const rest = words.join(' ');
  // No target typed: never one filled in for the player, even the only legal one (an ability can't be taken back);
  // they are told what to name, and the choices they have now.
  if (a.word === 'hack') {
    if (!rest) return bad('target', 'typed.hack', { choices: mine.map((x) => x.args[1]).join(', ') });
    const vault = VAULT_WORDS[latin(rest.toLowerCase())] ?? VAULT_WORDS[rest.toLowerCase().replace(/\s+/g, '-')];
    return vault ? ok('ability', 'hack', vault) : bad('target', 'typed.hack', { value: rest });
  }
  if (!a.card) return rest ? bad('target', 'typed.no-target', { role: me.role!, form: a.word }) : ok('ability', a.word);
  if (!rest) {
    const cell = (n: string) => (v.grid.indexOf(n) >= 0 ? `${suspectName(lang, n)} (${cellOf(v.grid.indexOf(n))})` : suspectName(lang, n));
    return bad('target', 'typed.ability-target', { role: me.role!, form: a.word, choices: mine.map((x) => cell(x.args[1])).join(', ') });
  }
  const targets = mine.map((x) => x.args[1]);
  const card = cardFrom(v, rest, targets);
  return card ? ok('ability', a.word, card) : noCard(v, lang, 'target', rest, targets);
}

/** The module's `command` hook (see TypedInput). */
export function command({ view: v, seat, lang, legal, verb, values }: TypedInput<NoirView>): TypedRead {
  const name = verb.verb ?? verb.name;
  const of = (vb: string) => legal.filter((a) => a.verb === vb);
  switch (name) {
    case 'shift': {
      const me = v.thieves.find((th) => th.seat === seat);
      return readShift(values.line ?? '', 'line', me?.role === 'runner');
    }
    case 'ability':
      return readAbility(v, lang, seat, legal, values.target ?? '');
    case 'show': {
      const typed = values.thief ?? '';
      if (seat === v.chief) return ok('show', typed);
      const hits = playersFrom(v, typed, of('show').map((a) => v.names.findIndex((n) => n === a.args[0])));
      if (hits.length > 1) return bad('thief', 'typed.card-several', { value: typed, names: hits.map((k) => v.names[k]).join(', ') });
      return hits.length === 0 ? bad('thief', 'typed.player', { value: typed, names: of('show').map((a) => a.args[0]).join(', ') }) : ok('show', v.names[hits[0]]);
    }
    case 'choose': {
      const typed = values.answer ?? '';
      const offered = v.mimic?.options ?? [];
      if (!offered.length) return ok('choose', typed);
      const pick = cardFrom(v, typed, offered);
      return pick && offered.includes(pick) ? ok('choose', pick) : bad('answer', 'typed.choose', { value: typed, names: namesFor(lang, offered) });
    }
    case 'swap': {
      let [officer, other] = [values.officer ?? '', values.suspect ?? ''];
      if (!other && split(officer).length === 2) [officer, other] = split(officer);
      const swaps = of('swap');
      const o = cardFrom(v, officer, v.officers);
      if (!o || !v.officers.includes(o)) return bad('officer', 'typed.officer', { value: officer, officers: namesFor(lang, v.officers) });
      if (!other) return bad('suspect', 'typed.swap-suspect', { officer: o });
      const near = swaps.filter((a) => a.args[0] === o).map((a) => a.args[1]);
      const n = cardFrom(v, other, near);
      return n ? ok('swap', o, n) : noCard(v, lang, 'suspect', other, near);
    }
    case 'accuse': {
      const typed = values.suspect ?? '';
      const named = of('accuse').map((a) => a.args[0]);
      const n = cardFrom(v, typed, named);
      return n ? ok('accuse', n) : noCard(v, lang, 'suspect', typed, named);
    }
    case 'search': {
      const typed = values.square ?? '';
      const [first = '', ...rest] = split(typed.replace(/[-–—:]/g, ' '));
      const c = cellIndex(first);
      // The square's far corner may follow, as its choices write it (`B2–E5`); any other word is refused, never
      // dropped (`D4 please`, `A1 B2`).
      const whole = rest.length === 0 || (rest.length === 1 && c % 7 <= 3 && cellIndex(rest[0]) === c + 24);
      if (c < 0 || !whole) return bad('square', 'typed.square', { value: typed });
      if (c % 7 > 3 || Math.floor(c / 7) > 3) return bad('square', 'typed.square-far', { cell: cellOf(c) });
      return ok('search', cellOf(c));
    }
    default:
      return ok(name, ...Object.values(values).flatMap(split));
  }
}

/** The words a person would type for an action, in the reader's language (the table's examples). */
export function commandValues({ view, lang, verb, action }: { view: NoirView; seat: number; lang: Locale; verb: VerbSpec; action: Action }): Record<string, string> | null {
  const a = action.args;
  // Never suggested: the chief's own plainclothes officer (docs/rulings.md N15).
  if (action.verb === 'accuse' && a[0] === view.plainclothes) return null;
  const ru = lang === 'ru';
  // Typed with another command only: a 2-cell shift, the Runner's `/ability` (readAbility reads it so).
  const runnerShift = verb.name === 'ability' && action.verb === 'shift' && a[3] === '2';
  if ((verb.verb ?? verb.name) !== action.verb && !runnerShift) return null;
  switch (action.verb) {
    case 'shift': {
      const words = ru ? [a[0] === 'row' ? 'ряд' : 'столбец', a[1], RU_DIR[a[2]], ...a.slice(3)] : a;
      return verb.name === 'ability' ? { target: words.join(' ') } : { line: words.join(' ') };
    }
    // The role's one ability is implied (readAbility): its target alone, as the note's hint writes it (/ability target:NE).
    // A suspect by the reader's name for it (cardsFor reads either).
    case 'ability': return a.length > 1 ? { target: a.slice(1).map((w) => (ru ? RU_VAULT[w] ?? suspectName(lang, w) : w)).join(' ') } : {};
    case 'swap': return { officer: suspectName(lang, a[0]), suspect: suspectName(lang, a[1]) };
    case 'accuse': return { suspect: suspectName(lang, a[0]) };
    case 'search': return { square: a[0] };
    case 'show': return { thief: a.join(' ') };
    case 'choose': return { answer: a.map((n) => suspectName(lang, n)).join(' ') };
    default: return {};
  }
}

const RU_DIR = wordTable<string>({ east: 'восток', west: 'запад', north: 'север', south: 'юг' });
/** A vault as a Russian reader types it (VAULT_WORDS reads it back). */
const RU_VAULT = wordTable<string>({ NW: 'СЗ', NE: 'СВ', SW: 'ЮЗ', SE: 'ЮВ' });

/**
 * Whether a shift mends why the seat's rob was refused (the example after the refusal prefers one that does): it takes
 * their suspect into a quadrant (`rob-outside`), one whose vault still stands (`rob-robbed`), or one without their
 * token (`rob-token-there`). From the seat's view: their own identity and the public grid.
 */
export function mendsRob(view: NoirView, seat: number, code: string, action: Action): boolean {
  const me = view.thieves.find((t) => t.seat === seat);
  const m = action.verb === 'shift' ? readShiftArgs(action.args) : null;
  if (!me?.identity || !m) return false;
  let grid = view.grid;
  for (let k = 0; k < m.dist; k++) grid = shiftOnce(grid, m.line, m.index, m.dir);
  const q = quadrantOf(grid.indexOf(me.identity));
  if (!q) return false;
  if (code === 'rob-outside') return true;
  if (code === 'rob-robbed') return !view.robbed.includes(q);
  if (code === 'rob-token-there') return !view.robbed.includes(q) && !me.tokens.includes(q);
  return false;
}
