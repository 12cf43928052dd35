// The text language: `shift row 3 east`, `accuse Jack`, `search B2`, `ability stun C3`, … typed by a seat, and log
// lines `Ava: rob`. Parsing puts actions in canonical form (cells typed for cards become the names there now).
import type { Parsed } from '../../../core/module.js';
import type { Action } from '../../../core/types.js';
import { VERBS } from './apply.js';
import { cellName, parseCell } from './grid.js';
import { ROLES } from './roles/index.js';
import { readShift, shiftArgs } from './shift.js';
import { cardName } from './thief.js';
import type { NoirState } from './types.js';

const reject = (code: string, params: Record<string, string | number> = {}): Parsed => ({ ok: false, rejection: { code, params } });

export function parseText(s: NoirState, seat: number, text: string): Parsed {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return reject('empty');
  const verb = words[0].toLowerCase();
  let args = words.slice(1);
  if (!VERBS.includes(verb)) return reject('unknown-verb', { verb: words[0] });
  if (verb === 'shift') {
    const m = readShift(args);
    if (!m) return reject('shift-form');
    args = shiftArgs(m);
  } else if (verb === 'accuse' || verb === 'swap') {
    args = args.map((a) => cardName(s, a));
  } else if (verb === 'search') {
    const c = args.length === 1 ? parseCell(args[0]) : -1;
    if (c < 0) return reject('search-form');
    args = [cellName(c)];
  } else if (verb === 'show') {
    const typed = args.join(' ').toLowerCase();
    const i = s.names.findIndex((n) => n.toLowerCase() === typed);
    if (i < 0) return reject('show-form');
    args = [s.names[i]];
  } else if (verb === 'choose') {
    const typed = args.join(' ').toLowerCase();
    args = [s.grid.find((n) => n.toLowerCase() === typed) ?? args.join(' ')];
  } else if (verb === 'ability') {
    const t = s.thieves.find((x) => x.seat === seat);
    const a = t?.role ? ROLES[t.role].ability : undefined;
    if (a && args.length > 0) {
      const [word, ...rest] = args;
      args = [word.toLowerCase(), ...rest.map((r) => (a.card ? cardName(s, r) : r.toUpperCase()))];
    } else if (a && args.length === 0 && !a.card && a.word !== 'hack') args = [a.word];
  }
  return { ok: true, action: { player: seat, verb, args } };
}

export function parseLogLine(s: NoirState, line: string): Parsed {
  const i = line.indexOf(':');
  if (i < 0) return reject('line-form');
  const who = line.slice(0, i).trim().toLowerCase();
  const seat = s.names.findIndex((n) => n.toLowerCase() === who);
  if (seat < 0) return reject('no-player', { name: line.slice(0, i).trim() });
  return parseText(s, seat, line.slice(i + 1));
}

export const formatAction = (s: NoirState, a: Action): string => `${s.names[a.player]}: ${[a.verb, ...a.args].join(' ')}`;
