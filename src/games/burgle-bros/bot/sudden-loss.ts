// Whether a step loses the game at once on some deal of what the seat cannot see: the check every level makes on the
// planner's step (safety.ts) and on its answers to the game's questions (answer.ts). Its own module so that both can
// use it: the answers to questions the step raises come from whoever calls it.
import { applyAction, parseLoc, previewEnd, type Action, type GameState, type Loc } from '../engine/index.js';
import { knownTop } from '../engine/patrol-known.js';
import { patrolSeen } from '../view.js';

/** Answers the open question of a state (the caller's rules for it). */
export type Respond = (s: GameState) => Action;

/** The action with every question it raises answered by `respond`; null if refused or unanswerable. */
export function playedWith(s: GameState, a: Action, respond: Respond): GameState | null {
  let r = applyAction(s, a);
  for (let i = 0; r.ok && r.state.awaiting && i < 12; i++) r = applyAction(r.state, respond(r.state));
  return r.ok ? r.state : null;
}

/** The deal with the next dice all sixes: a Keypad opens, whatever roll the look-ahead happened to see. */
export const withSixes = (s: GameState): GameState => varied(s, (x) => ({ ...x, fixedDice: [6, 6, 6, 6, 6, 6] }));

/** A deal changed by `change`, and so is the state its open question's action plays on from (an answer replays that
 * action from there: engine/apply.ts). */
function varied(s: GameState, change: (x: GameState) => GameState): GameState {
  const out = change(s);
  return s.pending ? { ...out, pending: { ...s.pending, base: varied(s.pending.base, change) } } : out;
}

/** The cells a guard's next patrol card may show, as the table knows it: any of his floor's not seen since the deck
 * was last shuffled (in the deck, or set aside unseen). */
function unseenCards(s: GameState, f: number): number[] {
  const g = s.guards[f];
  const seen = new Set(patrolSeen(g, s.players.length));
  const out = new Set<number>();
  for (const c of [...g.deck, ...g.discard]) if (c >= 0 && !seen.has(c)) out.add(c);
  return [...out];
}

const fixedRoom = (room: string) => room === 'safe' || room === 'stairs';

/**
 * The deal with face-down `loc` holding the room face-down `other` holds, the rest kept to what the seat may see:
 * each floor keeps its own Safe and Stairs, so where `loc` holds one and `other` is on another floor, it goes to
 * another face-down tile of `loc`'s floor, whose room goes to `other` (the deal's Stairs on the tile stepped into
 * hid that it may as well be the Foyer of the floor above). Null where no deal has that room there (another floor's
 * Safe or Stairs).
 */
export function withRoomOf(s: GameState, loc: Loc, other: Loc): GameState | null {
  const n = s.size * s.size;
  const floorOf = (l: Loc) => Math.floor(l / n);
  let third = -1;
  if (floorOf(loc) !== floorOf(other) && (fixedRoom(s.tiles[loc].room) || fixedRoom(s.tiles[other].room))) {
    if (fixedRoom(s.tiles[other].room)) return null;
    third = s.tiles.findIndex((t, l) => l !== loc && floorOf(l) === floorOf(loc) && !t.revealed && t.room !== 'empty' && !fixedRoom(t.room));
    if (third < 0) return null;
  }
  return varied(s, (x) => {
    const tiles = x.tiles.slice();
    const here = x.tiles[loc], there = x.tiles[other];
    tiles[loc] = { ...here, room: there.room, combo: there.combo };
    if (third < 0) tiles[other] = { ...there, room: here.room, combo: here.combo };
    else {
      const spare = x.tiles[third];
      tiles[third] = { ...spare, room: here.room, combo: here.combo };
      tiles[other] = { ...there, room: spare.room, combo: spare.combo };
    }
    return { ...x, tiles };
  });
}

/** The deal once with face-down `loc` holding each other room a face-down tile holds (withRoomOf), one deal a room:
 * what a few deals can all miss, a room that is one tile in many. */
export function* withEachOtherRoom(s: GameState, loc: Loc): Generator<GameState> {
  const tried = new Set<string>([s.tiles[loc].room]);
  for (let other = 0; other < s.tiles.length; other++) {
    const t = s.tiles[other];
    if (other === loc || t.revealed || t.room === 'empty' || tried.has(t.room)) continue;
    const swapped = withRoomOf(s, loc, other);
    if (!swapped) continue;
    tried.add(t.room);
    yield swapped;
  }
}

/** The floors whose guard drew a patrol card between `before` and `after` (set on the board, or a card drawn). */
export function drawingFloors(before: GameState, after: GameState): number[] {
  const out: number[] = [];
  before.guards.forEach((g, f) => {
    const h = after.guards[f];
    if (!g.placed ? h.placed : h.deck.length !== g.deck.length || h.discard.length !== g.discard.length) out.push(f);
  });
  return out;
}

/** The cards the guard of floor `f` may draw next, as the table knows it: the one the crew has seen on top (the
 * Spotter's), else any he has not shown since his last shuffle, or, not out yet, any cell of his floor. */
export function nextCards(s: GameState, f: number): number[] {
  const n = s.size * s.size;
  const g = s.guards[f];
  const top = knownTop(g)[0];
  if (g.placed && top !== undefined && top >= 0) return [top];
  return g.placed ? unseenCards(s, f) : Array.from({ length: n }, (_, c) => c).filter((c) => s.tiles[f * n + c].room !== 'empty');
}

/** `s` with `top` (cells, in order) on top of the patrol deck of floor `f`. */
export function withDeckTop(s: GameState, f: number, top: number[]): GameState {
  return varied(s, (x) => ({ ...x, guards: x.guards.map((h, i) => (i === f ? { ...h, deck: [...top, ...h.deck.filter((y) => !top.includes(y))] } : h)) }));
}

/** `s` with each card the guard of floor `f` may draw next (nextCards) on top of his deck. */
export function withEachNextCard(s: GameState, f: number): GameState[] {
  return nextCards(s, f).map((c) => withDeckTop(s, f, [c]));
}

/**
 * Whether `a` loses the game at once on any of the deals, or on the first deal with what they may all miss:
 * - a guard who draws a patrol card during the step (set on the board as a floor is first entered, or walking on past
 *   his destination at an end of turn an answer completes) drawing any card he may hold: a deal's deck is one guess;
 * - a burglar the step takes into a face-down tile (their own move, the Rook's orders, an event; a Walkway the deal
 *   has there drops them below, but that tile was entered all the same), that tile turning out to be any room it may
 *   be (every face-down room of the deal swapped in, withRoomOf): a Foyer beside a guard is one room in many, which
 *   a few deals can all miss.
 * A Keypad's roll is taken as opening it, whatever the deal's dice. An end of turn loses at once only where the
 * guard's known walk (the end preview, the same on every deal) catches someone: what his unknown cards do is the
 * planner's to weigh. (Counted as safe, an end was taken instead of a step upstairs that one deal in many could lose
 * by drawing the guard there, while the end was sure to lose.)
 */
export function losesAtOnce(deals: GameState[], a: Action, respond: Respond): boolean {
  if (a.verb === 'end') return deals.some((s) => !s.awaiting && (previewEnd(s)?.ifEventChangesNothing ?? previewEnd(s))?.caught === true);
  for (const group of cases(deals, a)) for (const s of group) if (playedWith(s, a, respond)?.outcome === 'lost') return true;
  return false;
}

/** How likely `a` is to lose at once, roughly: on each deal, over the same cases as losesAtOnce (a drawing guard's
 * cards; an entered face-down tile's rooms; what follows them as that deal has it), the share of each kind that
 * loses, taken together as chances of losing from sources apart (1 - the product of 1 - each: at most 1); averaged
 * over the deals. For a step that is not an end. (Added up, a deal's own loss and its cards' share made an answer
 * that may lose on some deals and some cards count worse than one that loses for sure: Throw Voice sending the guard
 * along the known way onto a burglar at no stealth, Fort Knox, hard, seed 2, game 5, turn 81.) */
export function lossShare(deals: GameState[], a: Action, respond: Respond): number {
  let share = 0;
  for (const deal of deals) {
    let spared = 1;
    for (const group of cases([deal], a)) {
      if (group.length) spared *= 1 - group.filter((s) => playedWith(s, a, respond)?.outcome === 'lost').length / group.length;
    }
    share += 1 - spared;
  }
  return share / deals.length;
}

/** The ways a step may turn out that a few deals can all miss (losesAtOnce), in kinds: the deals themselves; then, on
 * the first deal with its dice all sixes, each card a guard drawing during the step may draw; each room a face-down
 * tile the step takes a burglar into may be. */
function* cases(deals: GameState[], a: Action): Generator<GameState[]> {
  yield deals;
  const s = withSixes(deals[0]);
  const r = applyAction(s, a);
  if (!r.ok) return;
  const drawing = drawingFloors(s, r.state);
  for (const f of drawing) yield withEachNextCard(s, f);
  const into = new Set<Loc>();
  s.players.forEach((p, i) => {
    const to = r.state.players[i].at;
    if (to !== null && to !== p.at && !s.tiles[to].revealed) into.add(to);
  });
  // A tile turned over by moving into it, though the burglar ends elsewhere: a Walkway on floor 2 or higher drops
  // them to the floor below, and were it the Foyer they would have stayed.
  for (const e of r.events) {
    if (e.code !== 'revealed' || e.params.by !== 'move') continue;
    const at = parseLoc(s, String(e.params.at));
    if (at !== null) into.add(at);
  }
  for (const to of into) {
    const rooms: GameState[] = [];
    // A room the step goes on into where the deal's stops it (the deal's Deadbolt with too few actions left), onto a
    // floor whose guard that sets on the board: each card he may be placed by, too.
    const drawnThere: GameState[] = [];
    const placedFor = new Set<string>();
    for (let other = 0; other < s.tiles.length; other++) {
      const t = s.tiles[other];
      if (other === to || t.revealed || t.room === 'empty' || t.room === s.tiles[to].room) continue;
      const swapped = withRoomOf(s, to, other);
      if (!swapped) continue;
      rooms.push(swapped);
      if (placedFor.has(t.room)) continue;
      placedFor.add(t.room);
      const rs = applyAction(swapped, a);
      if (!rs.ok) continue;
      // A Foyer is seen from next door, an Atrium from the floors above and below: with a guard set on the board as
      // the step goes on, each card he may be placed by counts with that room, not only with the deal's room there
      // (up the Stairs into a face-down Foyer, the guard of that floor placed beside it: a Bank Job, normal, seed 2,
      // game 19, turn 46).
      const seenFromBeside = t.room === 'foyer' || t.room === 'atrium';
      for (const f of drawingFloors(swapped, rs.state)) if (!drawing.includes(f) || seenFromBeside) drawnThere.push(...withEachNextCard(swapped, f));
    }
    yield rooms;
    if (drawnThere.length) yield drawnThere;
  }
}

/** Whether an answer may lose the game at once: someone at no stealth, or at one token, whom a guard's walk may see
 * twice (a Buddy System's pick left a burglar at one token on a walk that went through her tile, on to his new card and
 * back: an Office Job of three, hard, seed 2, game 25, with the measure's crowding cost). */
export function answerMayLose(players: readonly { stealth: number; escaped: boolean }[]): boolean {
  return players.some((p) => p.stealth <= 1 && !p.escaped);
}

/** A question's answers that lose on no deal, when some other answer would; where every answer may lose, those least
 * likely to (lossShare: Throw Voice's three places lost on 2, 1 and 5 of the guard's 11 unseen cards, and the rules of
 * thumb, which see him where he stands, sent him to the first). Null if every answer is as good (the choice is then
 * left to the rules of thumb). Only asked where a loss at once is possible (`answerMayLose`). */
export function answersThatKeepPlaying(deals: GameState[], legal: Action[], respond: Respond): Action[] | null {
  const s = deals[0];
  if (!answerMayLose(s.players)) return null;
  const safe = legal.filter((a) => !losesAtOnce(deals, a, respond));
  if (safe.length === legal.length) return null;
  if (safe.length > 0) return safe;
  const shares = legal.map((a) => lossShare(deals, a, respond));
  const least = Math.min(...shares);
  const best = legal.filter((_, i) => shares[i] <= least + 1e-9);
  return best.length === legal.length ? null : best;
}
