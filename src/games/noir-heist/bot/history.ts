// A seat's own past turns, read back from the public log in the view (every action leaves a public line): the bots'
// rule against repeating a move that gained nothing needs them. Keys are the actions as the engine's verbs write them.
import type { GameEvent } from '../../../core/types.js';
import type { NoirView } from '../view.js';
import { HISTORY } from './past.js';

/** The action a public event tells, as `verb args…` (a Saboteur's swap: both cards, either may be typed). */
function keyOf(e: GameEvent): string | null {
  const p = e.params;
  switch (e.code) {
    case 'shifted': return ['shift', p.line, p.at, p.dir, ...(Number(p.dist) > 1 ? [String(p.dist)] : [])].join(' ');
    case 'robbed': return 'rob';
    case 'hacked': return `ability hack ${p.vault}`;
    case 'cracked': case 'crack-nothing': return 'ability crack';
    case 'stunned': return `ability stun ${p.name}`;
    case 'killed': return `ability kill ${p.name}`;
    case 'vanished': return 'ability vanish';
    case 'mimicking': return 'ability mimic';
    case 'insider-swapped': return `ability swap ${p.name}`;
    case 'saboteur-swapped': return `ability swap ${p.a}|${p.b}`;
    case 'redrew': return 'draw';
    case 'searched': return `search ${p.at}`;
    case 'chief-swapped': return `swap ${p.officer} ${p.name}`;
    case 'caught': case 'accused-wrong': return `accuse ${p.name}`;
    default: return null;
  }
}

/** This seat's turn actions, oldest first (the last `k`). */
export function pastTurns(v: NoirView, seat: number, k: number): string[] {
  const name = v.names[seat];
  const out: string[] = [];
  for (let i = v.log.length - 1; i >= Math.max(0, v.log.length - HISTORY) && out.length < k; i--) {
    const e = v.log[i];
    if (e.params.who !== name) continue;
    const key = keyOf(e);
    if (key) out.unshift(key);
  }
  return out;
}

/** Whether an action would be the seat's third identical turn in a row. */
export function thirdInRow(past: string[], verb: string, args: string[]): boolean {
  if (past.length < 2) return false;
  const key = [verb, ...args].join(' ');
  const [a, b] = past.slice(-2);
  const same = (k: string) => k === key || (k.startsWith('ability swap ') && k.includes('|') && verb === 'ability' && k.split(' ')[2].split('|').includes(args[1]));
  return same(a) && same(b);
}

/** Whether an action repeats the seat's previous turn exactly. */
export function repeatsLast(past: string[], verb: string, args: string[]): boolean {
  return past.length > 0 && past[past.length - 1] === [verb, ...args].join(' ');
}

const CHIEF_TURNS = new Set(['chief-swapped', 'caught', 'accused-wrong', 'searched']);

/** Whether the chief's last `k` turns (all of them, and at least `k`) went by without an accusation: a chief who
 * does not accuse is no threat to a thief standing next to an officer. */
export function chiefQuiet(v: NoirView, k: number): boolean {
  let seen = 0;
  for (let i = v.log.length - 1; i >= Math.max(0, v.log.length - HISTORY) && seen < k; i--) {
    const e = v.log[i];
    if (e.code === 'caught' || e.code === 'accused-wrong') return false;
    if (CHIEF_TURNS.has(e.code) || (e.code === 'shifted' && e.params.chief)) seen++;
  }
  return seen >= k;
}
