// What a viewer may know (NOTES §5): the public board and log for all; a thief's own identity and those shown to
// them; the chief's plainclothes officer; a Mimic's drawn names for the Mimic alone. Deck orders and the rng: nobody.
import { SPECTATOR, type GameEvent } from '../../../core/types.js';
import { cellName, quadrantOf, where } from './grid.js';
import { waitingOn } from './turns.js';
import type { LastShift, NoirState, RoleId, Vault } from './types.js';

export interface ThiefView {
  seat: number;
  name: string;
  role: RoleId | null;
  /** Known to this viewer only: their own, or shown to them. */
  identity: string | null;
  at: string | null;
  quadrant: Vault | null;
  tokens: Vault[];
  caught: boolean;
  shown: number[];
  suspects: string[];
}

export interface NoirView {
  viewer: number;
  names: string[];
  chief: number;
  grid: string[];
  dead: string[];
  officers: string[];
  stunned: string | null;
  plainclothes: string | null;
  thieves: ThiefView[];
  robbed: Vault[];
  roleDeck: number;
  evidence: number;
  kills: number;
  turn: number;
  waiting: number[];
  covert: number;
  lastShift: LastShift | null;
  /** The Mimic's seat while a choice is pending; the names only for the Mimic. */
  mimic: { seat: number; options: string[] | null } | null;
  outcome: 'thieves' | 'chief' | null;
  log: GameEvent[];
  /** At the end, everything: every identity and the plainclothes officer. */
  reveal: { identities: (string | null)[]; plainclothes: string } | null;
}

export function viewOf(s: NoirState, viewer: number): NoirView {
  const knows = (t: NoirState['thieves'][number]) => viewer === t.seat || t.shown.includes(viewer);
  return {
    viewer,
    names: [...s.names],
    chief: s.chief,
    grid: [...s.grid],
    dead: [...s.dead],
    officers: [...s.officers],
    stunned: s.stunned,
    plainclothes: viewer === s.chief && viewer !== SPECTATOR ? s.plainclothes : null,
    thieves: s.thieves.map((t) => {
      const id = knows(t) ? t.identity : null;
      const at = id === null ? -1 : where(s, id);
      return {
        seat: t.seat, name: s.names[t.seat], role: t.role, identity: id, at: at < 0 ? null : cellName(at),
        quadrant: at < 0 ? null : quadrantOf(at), tokens: [...t.tokens], caught: t.caught, shown: [...t.shown],
        suspects: [...t.suspects],
      };
    }),
    robbed: [...s.robbed],
    roleDeck: s.roleDeck.length,
    evidence: s.evidence.length,
    kills: s.kills,
    turn: s.turn,
    waiting: waitingOn(s),
    covert: s.covert,
    lastShift: s.lastShift,
    mimic: s.mimic ? { seat: s.mimic.seat, options: viewer === s.mimic.seat ? [...s.mimic.options] : null } : null,
    outcome: s.outcome,
    log: s.log.map((e) => structuredClone(e)),
    reveal: s.outcome ? { identities: s.thieves.map((t) => t.identity), plainclothes: s.plainclothes } : null,
  };
}
