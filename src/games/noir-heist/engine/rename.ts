// A seat's player renamed mid-game (a substitute took the seat). The public log names players by name (`who`,
// `thief`, `to`, a search's `found`), and the case files match its facts to a thief by name: its entries are named
// anew, so the file goes on reading them as this seat's. The posts already sent keep the old name, and what retells
// them (the status' last round) names who made them then: `asTold`.
import type { GameEvent } from '../../../core/types.js';
import type { NoirState, Rename } from './types.js';

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
  const renames = [...(s.renames ?? []), { seat, from: old, to: name, before: s.log.length }];
  return { ...s, names: s.names.map((n, i) => (i === seat ? name : n)), log: s.log.map(renamed), renames };
}

/** The events `log[from…]` as they were told: a seat's events from before a substitute took it name its player then. */
export function asTold(log: readonly GameEvent[], renames: readonly Rename[] | undefined, from = 0): GameEvent[] {
  const events = log.slice(from);
  if (!renames?.length) return events;
  return events.map((e, k) => {
    const at = from + k;
    let out = e;
    // Latest first: a seat that changed hands twice goes back to its first player for its earliest events.
    for (let r = renames.length - 1; r >= 0; r--) {
      const { from: old, to, before } = renames[r];
      if (at >= before || !PLAYER_PARAMS.some((p) => p in out.params)) continue;
      const swap = (x: unknown): unknown => (x === to ? old : Array.isArray(x) ? x.map(swap) : x);
      const params = { ...out.params };
      for (const p of PLAYER_PARAMS) if (p in params) params[p] = swap(params[p]) as never;
      out = { ...out, params };
    }
    return out;
  });
}
