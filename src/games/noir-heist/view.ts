// What a viewer may know (NOTES §5): the public board and log for all; a thief's own identity and those shown to
// them; the chief's plainclothes officer; a Mimic's drawn names for the Mimic alone. Deck orders and the rng: nobody.
// `scrambleState` below is the no-leak twin: the same table re-dealt in everything a seat may not know.
import { copyData } from '../../core/copy.js';
import { seedRng, type Rng } from '../../core/rng.js';
import { SPECTATOR, type GameEvent } from '../../core/types.js';
import { ROLES } from './engine/roles/index.js';
import { cellName, quadrantOf, where } from './engine/grid.js';
import { waitingOn } from './engine/turns.js';
import type { LastShift, NoirState, RoleId, Vault } from './engine/types.js';

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
  /** Only in the picture of a game the table called off (GameModule.calledOff): no turn is drawn. */
  calledOff?: true;
  log: GameEvent[];
  /** At the end, everything: every identity and the plainclothes officer. */
  reveal: { identities: (string | null)[]; plainclothes: string } | null;
  /** Only in a picture's view (pictureView), for the chief while the game goes on: what his case file says of each card,
   * in board order (the log it is read from is not kept there). */
  caseMarks?: CaseMark[];
}

/** A card as the chief's picture marks it: cleared, possible (for which thieves) or certain; null: nothing to mark. */
export type CaseMark = { mark: 'cleared' | 'possible' | 'confirmed'; thieves: number[] } | null;

export function viewOf(s: NoirState, viewer: number): NoirView {
  const knows = (t: NoirState['thieves'][number]) => viewer === t.seat || t.shown.includes(viewer);
  return {
    viewer,
    names: [...s.names],
    chief: s.chief,
    // A state's lists are never changed once its step returned (the next step changes its own copy, engine/ctx.ts):
    // the view shares the longest (the board, each thief's suspects, the log), as read only (frozen under the tests).
    grid: s.grid,
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
        suspects: t.suspects,
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
    // Events are never changed once said: shared too (copying the log cost every view the game's whole history).
    log: s.log,
    reveal: s.outcome ? { identities: s.thieves.map((t) => t.identity ?? caughtAs(s, t.seat)), plainclothes: s.plainclothes } : null,
  };
}

/** The view as the picture reads it (render/index.ts): the board, the known identities and tokens, whose turn, the
 * last shift and the reveal; the log, the decks' sizes, the kill count, the waiting list and each thief's role, place,
 * suspects and who was shown them are emptied (they are told in text, never drawn). */
/** `marks`: the chief's case file as marks on his cards (case-file.ts `caseMarks`), kept where the log is not. */
export function pictureView(v: NoirView, marks?: CaseMark[]): NoirView {
  return {
    ...v,
    ...(marks ? { caseMarks: marks } : {}),
    log: [], roleDeck: 0, evidence: 0, kills: 0, waiting: [],
    thieves: v.thieves.map((t) => ({ ...t, role: null, at: null, quadrant: null, caught: false, shown: [], suspects: [] })),
    mimic: v.mimic ? { seat: v.mimic.seat, options: null } : null,
  };
}

/** The identity a thief was last caught as (public: the accusation said it), for a thief caught at the end. */
function caughtAs(s: NoirState, seat: number): string | null {
  const hit = s.log.findLast((e) => e.code === 'caught' && e.params.thief === s.names[seat]);
  return hit ? String(hit.params.name) : null;
}

// The no-leak twin: a state that differs only in what `viewer` may not know — deck orders, the rng, the role deck
// order within its levels, identities no public fact pinned down (kept within what the public record allows), and
// for everyone but the chief the plainclothes officer. Every public fact stays.

export function scrambleState(state: NoirState, viewer: number, rng: Rng): NoirState {
  const s = copyData(state);
  s.rng = seedRng(rng.int(1 << 30));
  if (s.outcome) return s;
  const chief = viewer === s.chief;
  // Hidden cards: the evidence deck, identities the viewer doesn't know, the plainclothes unless the viewer is chief.
  const free = s.thieves.filter((t) => t.identity !== null && t.seat !== viewer && !t.shown.includes(viewer) && !t.pinned);
  const base = [...s.evidence, ...free.map((t) => t.identity!), ...(chief ? [] : [s.plainclothes])];
  // A random deal that keeps every identity within what the public record allows; a few tries, else keep as is.
  let dealt = false;
  for (let attempt = 0; attempt < 20 && !dealt; attempt++) {
    const pool = rng.shuffle([...base]);
    const picks: string[] = [];
    for (const t of free) {
      const k = pool.findIndex((n) => t.suspects.includes(n));
      if (k < 0) break;
      picks.push(pool.splice(k, 1)[0]);
    }
    if (picks.length < free.length) continue;
    free.forEach((t, i) => (t.identity = picks[i]));
    if (!chief) s.plainclothes = pool.splice(rng.int(pool.length), 1)[0];
    s.evidence = pool;
    dealt = true;
  }
  if (!dealt) rng.shuffle(s.evidence);
  // The role deck: level 1 over level 2, order unknown within each.
  const l1 = s.roleDeck.filter((r) => ROLES[r].level === 1), l2 = s.roleDeck.filter((r) => ROLES[r].level === 2);
  s.roleDeck = [...rng.shuffle(l1), ...rng.shuffle(l2)];
  return s;
}
