// The case file (case-file.ts) in words: short for a phone note (a line per thief and one summary line, each name at
// one place only), in full for the web page beside the board (every card, every search, what happened since).
import { lookup } from '../../core/text.js';
import type { GameEvent, Locale } from '../../core/types.js';
import { COLS, parseCell } from './engine/grid.js';
import type { CaseFile, CardEntry, ChiefCaseFile, ThiefCaseFile } from './case-file.js';
import { caseTexts } from './text/case.js';
import { texts } from './text/index.js';
import { suspectName } from './text/suspects.js';

type Name = (seat: number) => string;
const t = (lang: Locale, key: string, p: Record<string, unknown> = {}) => lookup(caseTexts, lang, key, p) ?? lookup(texts, lang, key, p) ?? key;

/** A phone note lists a thief's names one by one up to this many (fewer when the note would grow too long); more are
 * counted. */
const SHORT_NAMES = 6;
const LISTED_NAMES = [24, 16, 12, 9, SHORT_NAMES];
/** The room the short case file takes in a note (its 2,000 characters hold the rest of the note beside it). */
const SHORT_ROOM = 1400;
/** The short form's searches: the newest few. */
const SHORT_SEARCHES = 3;

/** The 4×4 square a search named by its top-left cell, as `B2–E5`. */
const squareOf = (top: string): string => {
  const i = parseCell(top);
  return `${top}–${COLS[(i % 7) + 3]}${Math.floor(i / 7) + 4}`;
};

/** `of`: the file is read by others (the web page's reveal after the end): its seat, named where the file would say
 * "your" (each such key's `.of` form). */
export function caseLines(file: CaseFile, lang: Locale, name: Name, full: boolean, of?: number): string[] {
  if (file.kind !== 'chief') return thiefLines(file, lang, name, of);
  const w = writer(file, lang, name, of);
  if (full) return w.full();
  // As many names listed as the note has room for: "one of 20 names" tells the chief little.
  for (const most of LISTED_NAMES) {
    const lines = w.short(most);
    if (lines.reduce((n, l) => n + l.length + 1, -1) <= SHORT_ROOM || most === SHORT_NAMES) return lines;
  }
  return w.short(SHORT_NAMES);
}

/** A line that says "you"/"your" to the file's reader, or names its seat (`of`: read by others). */
const yours = (lang: Locale, key: string, p: Record<string, unknown>, name: Name, of?: number) =>
  (of === undefined ? t(lang, key, p) : t(lang, `${key}.of`, { ...p, who: name(of) }));

function thiefLines(f: ThiefCaseFile, lang: Locale, name: Name, of?: number): string[] {
  // Only the others' identities: its own is told by the note's first line already.
  const others = f.known.filter((k) => k.seat !== f.seat);
  if (!others.length) return [];
  return [yours(lang, 'case.thief.head', {}, name, of), ...others.map((k) => t(lang, 'case.thief.other', {
    who: name(k.seat), name: k.identity, at: k.at, quadrant: k.quadrant ?? t(lang, 'case.noquadrant'),
  }))];
}

const roleOf = (lang: Locale, role: string | null) => t(lang, role ? `role.${role}` : 'role.none');
/** The marks of cards that are, or were, some thief's possible identity. */
const LIVE = new Set(['possible', 'confirmed', 'cleared']);

/** If every name lies in one search square's 4×4 cells now, that square (the smallest hint a phone can carry). */
function squareHolding(f: ChiefCaseFile, names: string[]): string | null {
  const cells = names.map((n) => parseCell(f.cards.find((c) => c.name === n)!.at));
  const cols = cells.map((i) => i % 7), rows = cells.map((i) => Math.floor(i / 7));
  const c0 = Math.min(...cols), r0 = Math.min(...rows);
  if (Math.max(...cols) - c0 > 3 || Math.max(...rows) - r0 > 3) return null;
  const top = `${COLS[Math.min(c0, 3)]}${Math.min(r0, 3) + 1}`;
  return squareOf(top);
}

/** The chief's file in words: the short form for any `most` (a thief's names are listed up to this many, more are
 * counted), tried for several in turn, and the full form. What does not depend on `most` is written once. */
function writer(f: ChiefCaseFile, lang: Locale, name: Name, of?: number): { short(most: number): string[]; full(): string[] } {
  const at = new Map(f.cards.map((c) => [c.name, c.at]));
  const head = yours(lang, f.now ? 'case.head' : f.turn > 0 ? 'case.head-after' : 'case.head-start', { turn: f.turn }, name, of);
  const live = f.cards.filter((c) => LIVE.has(c.mark));
  const cleared = live.filter((c) => c.mark === 'cleared');
  // Per thief, each line made when first needed: the few names listed, or counted (and the since part they share).
  const made = f.thieves.map(() => ({} as { since?: string; listed?: string; few?: string; many?: string; who?: string; role?: string }));
  const part = (k: number) => {
    const m = made[k], th = f.thieves[k];
    m.who ??= name(th.seat);
    m.role ??= roleOf(lang, th.role);
    return m as { who: string; role: string; since?: string; listed?: string; few?: string; many?: string };
  };
  const since = (k: number) => {
    const th = f.thieves[k];
    return (made[k].since ??= t(lang, 'case.since', { turn: th.factTurn, moves: th.movesSince, visible: th.visibleSince }));
  };
  // A thief's names in the reader's alphabetical order (the file keeps them in the English one).
  const listed = (k: number) => (made[k].listed ??= byReader(lang, f.thieves[k].names).map((n) => `${suspectName(lang, n)} ${at.get(n)}`).join(', '));
  let summary: string | undefined;
  return {
    short(most) {
      const out = [head];
      // Thieves nothing is known of yet share one line (a game's first turns would read the same line 6 times).
      const unknown = f.thieves.filter((th) => !th.caught && th.factTurn === null && th.names.length > most);
      const unknownCount = Math.max(0, ...unknown.map((th) => th.names.length));
      f.thieves.forEach((th, k) => {
        if (unknown.length > 1 && unknown.includes(th)) {
          if (th === unknown[0]) {
            out.push(t(lang, 'case.thieves-unknown', { list: unknown.map((u) => `${name(u.seat)} (${roleOf(lang, u.role)})`).join(', '), count: unknownCount }));
          }
          return;
        }
        const p = part(k);
        if (th.caught) out.push(t(lang, 'case.thief-caught', { who: p.who }));
        else if (th.names.length === 1) out.push((p.few ??= t(lang, 'case.thief-certain', { who: p.who, role: p.role, name: th.names[0], at: at.get(th.names[0]) }) + since(k)));
        else if (th.names.length <= most) out.push((p.few ??= t(lang, 'case.thief-few', { who: p.who, role: p.role, count: th.names.length, list: listed(k) }) + since(k)));
        else {
          out.push((p.many ??= (() => {
            const square = squareHolding(f, th.names);
            return t(lang, 'case.thief-many', { who: p.who, role: p.role, count: th.names.length, where: square ? t(lang, 'case.in-square', { square }) : '' }) + since(k);
          })()));
        }
      });
      summary ??= t(lang, 'case.summary', {
        cleared: cleared.length, live: live.length,
        searches: f.searches.slice(-SHORT_SEARCHES).map((s) => t(lang, 'case.search', { at: s.at, turn: s.turn, found: s.found })).join('; '),
      });
      out.push(summary);
      return out;
    },
    full() {
      const out = [head];
      // Thieves whose names and facts are the same (every thief at the start: 44 names each) share one line.
      const key = (k: number) => `${listed(k)}|${since(k)}`;
      const alike = (k: number) => f.thieves.flatMap((th, j) => (!th.caught && th.names.length > 1 && key(j) === key(k) ? [j] : []));
      f.thieves.forEach((th, k) => {
        const p = part(k);
        const same = th.caught || th.names.length === 1 ? [k] : alike(k);
        if (th.caught) out.push(t(lang, 'case.thief-caught', { who: p.who }));
        else if (same.length > 1 && same[0] === k) {
          const who = same.map((j) => `${part(j).who} (${part(j).role})`).join(', ');
          out.push(t(lang, 'case.full.thieves-same', { who, count: th.names.length, list: listed(k) }) + since(k));
        } else if (same.length === 1) out.push(t(lang, 'case.full.thief', { who: p.who, role: p.role, count: th.names.length, list: listed(k) }) + since(k));
      });
      out.push(f.searches.length
        ? t(lang, 'case.full.searches', { list: f.searches.map((s) => t(lang, 'case.full.search', { turn: s.turn, square: squareOf(s.at), found: s.found })).join('; ') })
        : t(lang, 'case.full.no-searches'));
      const visible = f.since.filter((e) => !(e.code === 'shifted' && e.params.covert === true) && e.code !== 'saboteur-swapped');
      out.push(yours(lang, 'case.full.since', { list: visible.map((e: GameEvent) => lookup(texts, lang, e.code, e.params) ?? e.code).join('; '), covert: f.covertSince }, name, of));
      out.push(yours(lang, 'case.full.board', {}, name, of));
      for (let r = 0; r < 7; r++) {
        out.push(t(lang, 'case.full.row', { row: r + 1, cards: f.cards.slice(r * 7, r * 7 + 7).map((c) => `${suspectName(lang, c.name)}${sign(c)}`).join(' · ') }));
      }
      const why = cleared.flatMap((c) => (c.why && 'caught' in c.why ? [t(lang, 'case.why.caught', { name: c.name, thief: c.why.caught })]
        : c.why && 'accused' in c.why ? [t(lang, 'case.why.accused', { name: c.name })] : []));
      const byRecord = cleared.filter((c) => c.why && 'record' in c.why).map((c) => suspectName(lang, c.name));
      out.push(t(lang, 'case.full.cleared', { list: [...why, ...byRecord].join(', ') || '—' }));
      return out;
    },
  };
}

/** Suspects' ids in the order of their names for a reader in `lang` (the ids' own for English). */
function byReader(lang: Locale, ids: readonly string[]): readonly string[] {
  if (lang !== 'ru') return ids;
  return [...ids].sort((a, b) => suspectName(lang, a).localeCompare(suspectName(lang, b), 'ru'));
}

const sign = (c: CardEntry): string => {
  switch (c.mark) {
    case 'officer': return c.stunned ? '☆' : '★';
    case 'dead': return '†';
    case 'plainclothes': return ' P';
    case 'confirmed': return '!';
    case 'possible': return '?';
    case 'cleared': return '×';
  }
};
