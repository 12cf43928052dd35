// The simulator's invariants (rules that must hold after every step) and the shape check of a loaded snapshot.
// Both read the state only; the rules that keep these true live in the files they name.
import { isObject } from '../../core/position.js';
import { quadrantOf } from './engine/grid.js';
import { MAX_KILLS } from './engine/roles/eliminator.js';
import { ROLE_IDS } from './engine/roles/index.js';
import type { NoirState } from './engine/types.js';

export function invariants(s: NoirState): string[] {
  const out: string[] = [];
  if (s.grid.length !== 49 || new Set(s.grid).size !== 49) out.push('the grid must hold 49 distinct cards');
  const ids = s.thieves.map((t) => t.identity).filter((x): x is string => x !== null);
  if (new Set(ids).size !== ids.length) out.push('two thieves share an identity');
  for (const id of ids) {
    if (s.officers.includes(id)) out.push(`the identity ${id} is a uniformed officer`);
    if (s.dead.includes(id)) out.push(`the identity ${id} is dead`);
    if (id === s.plainclothes) out.push(`the identity ${id} is the plainclothes officer`);
    if (s.evidence.includes(id)) out.push(`the identity ${id} is still in the evidence deck`);
  }
  for (const t of s.thieves) {
    for (const z of t.tokens) if (s.robbed.includes(z)) out.push(`${s.names[t.seat]} has a token in the robbed vault ${z}`);
    if (t.caught !== (t.identity === null)) out.push(`${s.names[t.seat]} is caught exactly when without identity`);
    if (t.identity && !t.suspects.includes(t.identity)) out.push(`the public record of ${s.names[t.seat]} rules out the truth`);
  }
  for (const z of ['NW', 'NE', 'SW', 'SE'] as const) {
    const n = s.thieves.reduce((k, t) => k + t.tokens.filter((x) => x === z).length, 0);
    if (n >= 3) out.push(`the vault ${z} holds ${n} tokens and should have been robbed`);
  }
  if (s.roleDeck.length !== s.roleDeckStart - s.rolesDrawn) out.push('the role deck grew');
  if (s.kills > MAX_KILLS) out.push(`${s.kills} kills, more than ${MAX_KILLS}`);
  if (s.officers.some((o) => s.dead.includes(o))) out.push('a dead card is still an officer');
  void quadrantOf;
  return out;
}

export function validate(x: unknown): string | null {
  if (!isObject(x)) return 'not a Noir: Heist state (not an object)';
  const s = x as Partial<NoirState>;
  if (s.kind !== 'noir-heist') return 'not a Noir: Heist state (kind)';
  if (!Array.isArray(s.names) || s.names.length < 5 || s.names.length > 7 || !s.names.every((n) => typeof n === 'string')) return 'names: 5 to 7 names';
  const seats = s.names.length;
  const seat = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) < seats;
  if (!seat(s.chief)) return 'chief: not a seat';
  if (!seat(s.turn)) return 'turn: not a seat';
  if (!Array.isArray(s.grid) || s.grid.length !== 49 || !s.grid.every((n) => typeof n === 'string')) return 'grid: 49 names';
  for (const k of ['dead', 'discarded', 'officers', 'evidence', 'log', 'rng', 'robbed'] as const) {
    if (!Array.isArray(s[k])) return `${k}: not a list`;
  }
  if (!Array.isArray(s.roleDeck) || !s.roleDeck.every((r) => ROLE_IDS.includes(r))) return 'roleDeck: unknown roles';
  if (typeof s.plainclothes !== 'string' || !s.grid.includes(s.plainclothes)) return 'plainclothes: not a card of the grid';
  if (!Array.isArray(s.thieves) || s.thieves.length !== seats - 1) return 'thieves: one per seat but the chief';
  for (const [i, t] of s.thieves.entries()) {
    if (!isObject(t) || !seat(t.seat) || t.seat === s.chief) return `thieves[${i}].seat: not a thief's seat`;
    if (t.identity === null && !t.caught) return `thieves[${i}]: a thief without identity must be caught`;
    if (t.identity !== null && (typeof t.identity !== 'string' || !s.grid.includes(t.identity))) return `thieves[${i}].identity: not a card`;
    if (t.role !== null && !ROLE_IDS.includes(t.role)) return `thieves[${i}].role: unknown`;
    if (!Array.isArray(t.tokens) || !Array.isArray(t.shown) || !Array.isArray(t.suspects)) return `thieves[${i}]: lists missing`;
  }
  if (s.mimic !== null && (!isObject(s.mimic) || !seat(s.mimic.seat))) return 'mimic: not a seat';
  if (!(s.outcome === null || s.outcome === 'thieves' || s.outcome === 'chief')) return 'outcome: unknown';
  return null;
}
