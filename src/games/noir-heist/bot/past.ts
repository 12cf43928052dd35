// The board as it stood when each public event was told, rebuilt from the view alone: the log is undone from the
// newest event back (shifts and swaps reversed, officers and the stun restored). Bots read what past accusations
// and shifts revealed: a thief where the plainclothes officer may stand, a chief where a thief shifted.
import type { GameEvent } from '../../../core/types.js';
import { COLS, OPPOSITE, shiftOnce } from '../engine/grid.js';
import type { LastShift } from '../engine/types.js';
import type { NoirView } from '../view.js';

export interface Then {
  grid: string[];
  officers: string[];
  stunned: string | null;
}

function swap(grid: string[], a: unknown, b: unknown): boolean {
  const i = grid.indexOf(String(a)), j = grid.indexOf(String(b));
  if (i < 0 || j < 0) return false;
  grid[i] = String(b);
  grid[j] = String(a);
  return true;
}

/** The most public events a bot reads back: a decision's cost must not grow with the game's length (a long game's
 * old events say little about where cards lie now anyway). */
export const HISTORY = 300;

/**
 * Calls `visit(event, index, before)` for the newest `depth` events (at most HISTORY), newest first, with the board
 * just before each. Stops early (returning false) at an event it cannot undo (an old log without the Insider's card).
 */
export function walkBack(v: NoirView, depth: number, visit: (e: GameEvent, i: number, before: Then) => void): boolean {
  const now: Then = { grid: [...v.grid], officers: [...v.officers], stunned: v.stunned };
  const from = Math.max(0, v.log.length - Math.min(depth, HISTORY));
  // The stun before each stun event is not told; a stun lasts until the next one, so remember them in order: those
  // read, and the last one before them (looked for no further back than another HISTORY events).
  const stuns: string[] = [];
  for (let i = from - 1; i >= Math.max(0, from - HISTORY); i--) {
    if (v.log[i].code === 'stunned') {
      stuns.push(String(v.log[i].params.name));
      break;
    }
  }
  for (let i = from; i < v.log.length; i++) if (v.log[i].code === 'stunned') stuns.push(String(v.log[i].params.name));
  let stunIndex = stuns.length - 1;
  for (let i = v.log.length - 1; i >= from; i--) {
    const e = v.log[i], p = e.params;
    switch (e.code) {
      case 'shifted': {
        const line = p.line as 'row' | 'column';
        const index = line === 'row' ? Number(p.at) - 1 : COLS.indexOf(String(p.at));
        const dir = OPPOSITE[p.dir as LastShift['dir']];
        for (let k = 0; k < Number(p.dist ?? 1); k++) now.grid = shiftOnce(now.grid, line, index, dir);
        break;
      }
      case 'chief-swapped':
        if (!swap(now.grid, p.officer, p.name)) return false;
        break;
      case 'saboteur-swapped':
        if (!swap(now.grid, p.a, p.b)) return false;
        break;
      case 'insider-swapped':
        if (p.card === undefined || !swap(now.grid, p.name, p.card)) return false;
        break;
      case 'new-officer':
        now.officers = now.officers.filter((o) => o !== p.name);
        break;
      case 'killed':
        now.officers = [...now.officers, String(p.name)];
        if (stuns[stunIndex] === p.name && stunIndex >= 0) now.stunned = String(p.name);
        break;
      case 'stunned':
        stunIndex--;
        now.stunned = stunIndex >= 0 ? stuns[stunIndex] : null;
        // A stunned officer killed since is no officer to stun any more: it was stunned before only if still alive.
        if (now.stunned !== null && !now.officers.includes(now.stunned)) now.stunned = null;
        break;
      default:
        break;
    }
    visit(e, i, now);
  }
  return true;
}
