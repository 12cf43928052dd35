// A seat's case file, made from its own view alone (never the state): what a person would keep on paper.
// The chief's: every card on the board where it stands now and what the public record says of it (cleared, possible
// for which thieves, certain), each thief's names left, the squares searched and when, and what happened since his
// last turn. A thief's: the identities it knows (its own and those shown to it), each where it stands now.
// present.ts writes it (short in the note, in full on the web page); bot/case-file-chief.ts plays from it alone.
import type { GameEvent } from '../../core/types.js';
import { cellName, quadrantOf } from './engine/grid.js';
import type { RoleId, Vault } from './engine/types.js';
import type { CaseMark, NoirView } from './view.js';

export type Mark = 'officer' | 'dead' | 'plainclothes' | 'confirmed' | 'possible' | 'cleared';

/** One card on the board. */
export interface CardEntry {
  name: string;
  /** Where it stands now (A1–G7). */
  at: string;
  mark: Mark;
  /** A stunned uniformed officer. */
  stunned?: boolean;
  /** Seats of the thieves whose identity it may be (possible) or is (confirmed). */
  thieves: number[];
  /** The chance it is some thief's identity (each thief's chance spread evenly over its names). */
  chance: number;
  /** Why a cleared card is cleared: the identity of a thief caught (that thief's name), a failed accusation, or
   * the record (searches, robs). */
  why?: { caught: string } | { accused: true } | { record: true };
  /** Chief's turns whose search held this card (indexes into `searches`). */
  searched: number[];
}

export interface ThiefEntry {
  seat: number;
  name: string;
  role: RoleId | null;
  caught: boolean;
  tokens: Vault[];
  /** Names its identity may be (alphabetical; all equally likely). One name: certain. None: caught. */
  names: string[];
  /** The chief's turn of the newest public fact about this identity: a search's own turn, a thief's act the turn it
   * led up to (made after turn N: N + 1); null: none yet. */
  factTurn: number | null;
  /** Its actions since that fact (or since it drew this identity): how far its card may have moved; how many of
   * them were visible. */
  movesSince: number;
  visibleSince: number;
}

export interface SearchEntry {
  /** The chief's turn it was made on (1 = his first). */
  turn: number;
  /** Top-left cell of the 4×4 square. */
  at: string;
  /** Thieves (player names) announced inside. */
  found: string[];
}

export interface ChiefCaseFile {
  kind: 'chief';
  /** The chief's turn now (his turns so far, plus this one when he is to act). */
  turn: number;
  /** He is to act now. */
  now: boolean;
  plainclothes: { name: string; at: string } | null;
  /** The 49 cards in board order (A1, B1 … G7). */
  cards: CardEntry[];
  thieves: ThiefEntry[];
  searches: SearchEntry[];
  /** Public events since the chief's last action (oldest first), and how many of the thieves' actions were covert. */
  since: GameEvent[];
  covertSince: number;
  /** The chief's own last six actions, oldest first (`accuse Jack`, `search B2`, `swap Simon Jack`, `shift row 3 east`). */
  mine: string[];
}

export interface KnownIdentity {
  seat: number;
  name: string;
  identity: string;
  at: string;
  quadrant: Vault | null;
}

export interface ThiefCaseFile {
  kind: 'thief';
  seat: number;
  /** The reader's own identity first, then those shown to it, each once, where it stands now. */
  known: KnownIdentity[];
}

export type CaseFile = ChiefCaseFile | ThiefCaseFile;

/** The case file of the view's reader; null for a spectator or a seat with nothing to keep. */
export function caseFile(v: NoirView): CaseFile | null {
  if (v.viewer === v.chief && v.plainclothes !== null) return chiefFile(v);
  if (v.thieves.some((t) => t.seat === v.viewer)) return thiefFile(v);
  return null;
}

export function thiefFile(v: NoirView): ThiefCaseFile {
  const known: KnownIdentity[] = [];
  const mine = v.thieves.filter((t) => t.seat === v.viewer);
  for (const t of [...mine, ...v.thieves.filter((t) => t.seat !== v.viewer)]) {
    if (t.identity === null || t.caught) continue;
    const i = v.grid.indexOf(t.identity);
    if (i < 0) continue;
    known.push({ seat: t.seat, name: t.name, identity: t.identity, at: cellName(i), quadrant: quadrantOf(i) });
  }
  return { kind: 'thief', seat: v.viewer, known };
}

const CHIEF_EVENTS = new Set(['chief-swapped', 'caught', 'accused-wrong', 'searched']);
const isChiefAct = (e: GameEvent) => CHIEF_EVENTS.has(e.code) || (e.code === 'shifted' && e.params.chief === true);
/** Events that give a thief a new identity: what was known of the old one no longer holds. */
const FRESH = new Set(['redrew', 'vanished', 'mimicked']);
/** A thief's own acts that tell the public something of its identity (the engine narrows its public record on each:
 * a rob or a hack to a quadrant, a stun or a kill to the officer's neighbours, a swap to the card it took). */
const FACTS = new Set(['robbed', 'hacked', 'cracked', 'stunned', 'killed', 'insider-swapped', 'saboteur-swapped']);
const THIEF_ACTS = new Set(['shifted', 'robbed', 'hacked', 'cracked', 'crack-nothing', 'stunned', 'vanished', 'insider-swapped',
  'saboteur-swapped', 'killed', 'mimicking', 'redrew']);

/** The chief's action an event tells, as he would type it. */
function actOf(e: GameEvent): string {
  const p = e.params;
  if (e.code === 'searched') return `search ${p.at}`;
  if (e.code === 'chief-swapped') return `swap ${p.officer} ${p.name}`;
  if (e.code === 'caught' || e.code === 'accused-wrong') return `accuse ${p.name}`;
  return ['shift', p.line, p.at, p.dir, ...(Number(p.dist) > 1 ? [String(p.dist)] : [])].join(' ');
}

/**
 * Each thief's names left: the engine's public record (`suspects`: robs, searches, failed accusations), less the
 * cards that cannot be identities now (officers, the dead, the chief's own plainclothes), less a name another thief
 * alone may hold (one name left pins it), repeated until nothing changes.
 */
function namesLeft(v: NoirView): Map<number, string[]> {
  const out = new Map<number, string[]>();
  const gone = new Set<string>([...v.officers, ...v.dead, ...(v.plainclothes ? [v.plainclothes] : [])]);
  for (const t of v.thieves) {
    if (t.caught) continue;
    out.set(t.seat, t.identity !== null ? [t.identity] : t.suspects.filter((n) => !gone.has(n) && v.grid.includes(n)));
  }
  for (let changed = true; changed;) {
    changed = false;
    const taken = new Map<string, number>();
    for (const [seat, names] of out) if (names.length === 1) taken.set(names[0], seat);
    for (const [seat, names] of out) {
      if (names.length <= 1) continue;
      const left = names.filter((n) => !taken.has(n));
      if (left.length < names.length && left.length > 0) {
        out.set(seat, left);
        changed = true;
      }
    }
  }
  return out;
}

/** Chief's files already made, by view: one step reads the same view for its note, its picture's marks and the
 * chief's bot (a view is data, never changed once made). */
const made = new WeakMap<NoirView, ChiefCaseFile>();

/** The chief's case file of his view (made once per view: read it, never change it). */
export function chiefFile(v: NoirView): ChiefCaseFile {
  let file = made.get(v);
  if (!file) made.set(v, (file = chiefFileOf(v)));
  return file;
}

function chiefFileOf(v: NoirView): ChiefCaseFile {
  // The chief's turns, counted through the log; each search with the turn it was made on.
  const searches: SearchEntry[] = [];
  const turnAt = new Int32Array(v.log.length);
  const searchNames: string[][] = [];
  let turns = 0, lastChief = -1;
  for (let i = 0; i < v.log.length; i++) {
    const e = v.log[i];
    if (isChiefAct(e)) {
      turns++;
      lastChief = i;
    }
    turnAt[i] = turns;
    if (e.code === 'searched') {
      searches.push({ turn: turns, at: String(e.params.at), found: Array.isArray(e.params.found) ? e.params.found.map(String) : [] });
      searchNames.push(Array.isArray(e.params.names) ? e.params.names.map(String) : []);
    }
  }
  // His last six, newest found first.
  const last: GameEvent[] = [];
  for (let i = lastChief; i >= 0 && last.length < 6; i--) if (isChiefAct(v.log[i])) last.push(v.log[i]);
  const mine = last.reverse().map(actOf);
  const since = v.log.slice(lastChief + 1).filter((e) => e.code !== 'showed');
  const covertSince = since.filter((e) => e.code === 'shifted' ? e.params.covert === true : e.code === 'saboteur-swapped').length;

  const left = namesLeft(v);
  const thieves: ThiefEntry[] = v.thieves.map((t) => {
    // Newest first: the newest fact bearing on this identity, and its actions since.
    let factTurn: number | null = null, movesSince = 0, visibleSince = 0;
    for (let i = v.log.length - 1; i >= 0; i--) {
      const e = v.log[i], p = e.params;
      const own = p.who === t.name;
      if (own && FRESH.has(e.code)) break;
      if (e.code === 'caught' && p.thief === t.name) break;
      // A failed accusation clears one name for everyone: too small a fact to date an identity by.
      // A search is dated by the chief's turn it was made on; a thief's own act by the chief's turn it led up to (made
      // after his turn N, before his turn N + 1), as the file's heading counts them: never a "turn 0".
      if (e.code === 'searched' || (own && FACTS.has(e.code))) {
        factTurn = e.code === 'searched' ? turnAt[i] : turnAt[i] + 1;
        break;
      }
      if (own && THIEF_ACTS.has(e.code)) {
        movesSince++;
        if (!(e.code === 'shifted' && p.covert === true) && e.code !== 'saboteur-swapped') visibleSince++;
      }
    }
    return {
      seat: t.seat, name: t.name, role: t.role, caught: t.caught, tokens: [...t.tokens],
      names: t.caught ? [] : [...(left.get(t.seat) ?? [])], factTurn, movesSince, visibleSince,
    };
  });

  // By place on the board (a name off it is no card): each card's chance and the thieves it may be, summed in the
  // thieves' order.
  const place = new Map<string, number>();
  v.grid.forEach((n, i) => place.set(n, i));
  const chance = new Float64Array(v.grid.length);
  const holders: (number[] | undefined)[] = new Array(v.grid.length);
  for (const th of thieves) {
    for (const n of th.names) {
      const i = place.get(n);
      if (i === undefined) continue;
      chance[i] += 1 / th.names.length;
      const seats = holders[i];
      if (seats) seats.push(th.seat);
      else holders[i] = [th.seat];
    }
  }
  const caughtAs = new Map<string, string>(), accused = new Set<string>();
  for (const e of v.log) {
    if (e.code === 'caught') caughtAs.set(String(e.params.name), String(e.params.thief));
    if (e.code === 'accused-wrong') accused.add(String(e.params.name));
  }
  // Each card's searches, in the order they were made (a card's own array).
  const searched: (number[] | undefined)[] = new Array(v.grid.length);
  searchNames.forEach((ns, k) => {
    for (const n of ns) {
      const i = place.get(n);
      if (i === undefined) continue;
      const ks = searched[i];
      if (!ks) searched[i] = [k];
      else if (ks[ks.length - 1] !== k) ks.push(k);
    }
  });
  const certain = new Set(thieves.filter((th) => th.names.length === 1).map((th) => th.seat));
  const cards: CardEntry[] = new Array(v.grid.length);
  for (let i = 0; i < v.grid.length; i++) {
    const name = v.grid[i], held = holders[i] ?? [];
    const mark: Mark = v.officers.includes(name) ? 'officer' : v.dead.includes(name) ? 'dead' : name === v.plainclothes ? 'plainclothes'
      : held.some((s) => certain.has(s)) ? 'confirmed' : held.length ? 'possible' : 'cleared';
    const c: CardEntry = { name, at: cellName(i), thieves: held, chance: Math.min(1, chance[i]), searched: searched[i] ?? [], mark };
    if (mark === 'officer' && v.stunned === name) c.stunned = true;
    if (mark === 'cleared') c.why = caughtAs.has(name) ? { caught: caughtAs.get(name)! } : accused.has(name) ? { accused: true } : { record: true };
    cards[i] = c;
  }

  const plainAt = v.plainclothes ? v.grid.indexOf(v.plainclothes) : -1;
  const now = v.turn === v.chief && !v.outcome && v.mimic === null;
  return {
    kind: 'chief',
    turn: turns + (now ? 1 : 0),
    now,
    plainclothes: v.plainclothes && plainAt >= 0 ? { name: v.plainclothes, at: cellName(plainAt) } : null,
    cards, thieves, searches, since, covertSince, mine,
  };
}

/** The chief's case file as marks on his picture's cards, in board order: those a picture's view keeps (`caseMarks`),
 * else read from his view; none for anyone else, nor once the game is over. */
export function caseMarks(v: NoirView): CaseMark[] | undefined {
  if (v.caseMarks) return v.caseMarks;
  if (v.outcome || v.viewer !== v.chief || v.plainclothes === null) return undefined;
  return chiefFile(v).cards.map((c) => (c.mark === 'cleared' || c.mark === 'possible' || c.mark === 'confirmed' ? { mark: c.mark, thieves: [...c.thieves] } : null));
}
