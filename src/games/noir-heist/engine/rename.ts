// A seat's player renamed mid-game (a substitute took the seat). The public log names players by name (`who`,
// `thief`, `to`, a search's `found`), and the case files match its facts to a thief by name: its entries are named
// anew, so the file goes on reading them as this seat's. The posts already sent keep the old name.
import type { GameEvent } from '../../../core/types.js';
import type { NoirState } from './types.js';

/** The event parameters that name a player (the others name suspects, cells, vaults). */
const PLAYER_PARAMS = ['who', 'thief', 'to', 'found'] as const;

export function renamePlayer(s: NoirState, seat: number, name: string): NoirState {
  const old = s.names[seat];
  if (old === undefined || old === name) return s;
  const swap = (x: unknown): unknown => (x === old ? name : Array.isArray(x) ? x.map(swap) : x);
  const renamed = (e: GameEvent): GameEvent => {
    if (!PLAYER_PARAMS.some((k) => k in e.params)) return e;
    const params = { ...e.params };
    for (const k of PLAYER_PARAMS) if (k in params) params[k] = swap(params[k]) as never;
    return { ...e, params };
  };
  return { ...s, names: s.names.map((n, i) => (i === seat ? name : n)), log: s.log.map(renamed) };
}
