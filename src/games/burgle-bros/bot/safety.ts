// What every level checks after planning, with the rules the table itself shows (the end-of-turn preview, which stops
// before anything hidden is drawn, so a deal of the seat's view gives the same answer as the true state):
// - an end of turn where the guard's known walk reaches the burglar while quiet moves (face-up tiles, no stealth, no
//   alarm) lead out of it with the actions left: the first of those moves instead;
// - an end on a working Thermo with actions left while a quiet move off it is at hand: that move instead;
// - with every line lost on every deal, not a first step that loses the game at once on every deal while another may
//   not, and a first step that pays no stealth token;
// - a move into a face-down tile that may cost a stealth token (on any deal, or were it another room still unseen: the
//   Foyer beside a guard, an Atrium under or over one), or costs one for sure (the guard on it) with an action to
//   spare: a peek at it first; a move that costs a token (or may, by
//   the card a guard it sets on the board is placed by) while a move that costs none leads as near to where the
//   planned line ends: that move instead (freeWayInstead); and, the planner keeping no line between decisions, a token
//   paid checked the same way against the line the next decision, made from where the step leads, walks
//   (tokenNotFollowed);
// - a step that loses the game at once on some deal of what the seat cannot see (a face-down tile walked or ordered
//   into with no stealth left, or an end the guard's known walk catches: sudden-loss.ts) while another step loses on
//   none and has a line the planner did not see lost: the planner's best of those instead; the answers to the game's
//   questions are checked the same way (answer.ts).
// The simulator's blunder detectors (sim/blunders.ts) judge with the same helpers, from the whole state.
import { applyAction, cellName, guardDistances, legalActions, parseLoc, previewEnd, type Action, type EndPreview, type GameEvent, type GameState, type Loc } from '../engine/index.js';
import { ownDistances } from './map.js';
import { answer } from './answer.js';
import { drawingFloors, losesAtOnce, playedWith, withEachNextCard, withEachOtherRoom, withSixes } from './sudden-loss.js';

/** The walk part of an end preview: past an event, what follows if it changes nothing. */
export const walkOf = (p: EndPreview | null) => (p?.ifEventChangesNothing ?? p);

/** Whether the end preview shows `name` seen at a cost (a stealth token or caught; a stall or smoke is free). */
export function seenAtCost(p: EndPreview | null, name: string): boolean {
  const w = walkOf(p);
  if (!w) return false;
  return w.guards.some((g) => g.seen.some((x) => x.player === name && (x.outcome === 'stealth' || x.outcome === 'caught')));
}

/**
 * The burglar's tile that the guard of `floor` is left heading for as the turn ends, where his next walk reaches it:
 * his destination (the die, on the table) not reached by the end's walk and a tile a burglar stands on, within his
 * die's count of steps of where that walk leaves him, and a mate who plays before that burglar's next turn standing on
 * the floor (whose end of turn walks him). Null otherwise (he reaches it and draws a card no one knows, the
 * walk sets an alarm off, or no burglar stands there). An alarm that turns him off such a tile spares that burglar the
 * next end of turn on the floor, a mate's (a Rigger on a Keypad, the guard ending one step short of it: Fort Knox of
 * three, hard, seed 3, game 6, turn 32).
 */
export function headingFor(s: GameState, floor: number): Loc | null {
  const g = s.guards[floor];
  if (!g.placed || g.at === null || g.dest === null) return null;
  // The burglar there, and a mate who plays before their next turn and ends it on this floor (as they stand now).
  const n = s.size * s.size;
  const seats = s.players.length;
  const order = (seat: number) => (seat - s.turn.player + seats) % seats || seats;
  const target = s.players.findIndex((p) => !p.escaped && p.at === g.dest);
  if (target < 0) return null;
  const walker = s.players.some((p, seat) => seat !== target && seat !== s.turn.player && !p.escaped && p.at !== null
    && Math.floor(p.at / n) === floor && order(seat) < order(target));
  if (!walker) return null;
  const walk = walkOf(previewEnd(s))?.guards.find((w) => w.floor === floor + 1);
  if (walk && (walk.offBoard || walk.drawsPatrol || walk.alarmsSetOff.length)) return null;
  const last = walk?.cells.at(-1);
  let from = g.at;
  if (last !== undefined) {
    const cell = Array.from({ length: n }, (_, c) => c).find((c) => cellName(s.size, c) === last);
    if (cell === undefined) return null;
    from = floor * n + cell;
  }
  const d = guardDistances(s, floor, from)[g.dest - floor * n];
  return d >= 0 && d <= g.die ? g.dest : null;
}

/** Whether `line` (up to its end of turn), walked by its burglar on `deal`, leaves them where the guard's known walk
 * reaches them at a cost: an end the checks below would not keep (wayOutOfWalk), so the line is not what will be
 * walked. */
export function lineEndsInWalk(deal: GameState, line: readonly Action[]): boolean {
  const seat = deal.turn.player;
  let x = deal;
  for (const a of line) {
    if (a.verb === 'end') break;
    const next = played(x, a);
    if (!next || next.outcome !== 'playing' || next.turn.player !== seat) return false;
    x = next;
  }
  return !x.awaiting && seenAtCost(previewEnd(x), x.players[seat].name);
}

/** How many burglars the end preview's walk reaches at a cost. */
export function seenCount(p: EndPreview | null): number {
  const w = walkOf(p);
  if (!w) return 0;
  return new Set(w.guards.flatMap((g) => g.seen.filter((x) => x.outcome === 'stealth' || x.outcome === 'caught').map((x) => x.player))).size;
}

export const stealthLostBy = (events: readonly GameEvent[], name: string) =>
  events.some((e) => (e.code === 'stealth-lost' || e.code === 'caught') && e.params.player === name);

/** Moves from `s` for its active player that stay on face-up tiles and cost nothing: no stealth, no alarm, no die. */
export function quietMoves(s: GameState): { action: Action; state: GameState }[] {
  const out: { action: Action; state: GameState }[] = [];
  const name = s.players[s.turn.player].name;
  for (const a of legalActions(s)) {
    if (a.verb !== 'move' || a.args[1] === 'laser:trigger') continue;
    const r = applyAction(s, a);
    if (!r.ok || r.state.awaiting || r.state.outcome !== 'playing') continue;
    if (r.events.some((e) => e.code === 'revealed' || e.code === 'keypad-opened' || e.code === 'keypad-failed' || e.code === 'alarm' || e.code === 'hack-or-alarm')) continue;
    if (stealthLostBy(r.events, name)) continue;
    out.push({ action: a, state: r.state });
  }
  return out;
}

/**
 * Quiet moves out of the known walk: the first move of the shortest way, with the actions left, to a tile where
 * ending reaches the active burglar at no cost and no more of the others than ending here does (and, of those, reaches
 * the fewest others); null if there is none. A way out onto a floor whose guard then walks onto a mate at no stealth
 * is no way out: the Hacker on F2 E1 in the guard's walk, paying a token so that F1's guard, beside the Acrobat at no
 * stealth, would not walk (Fort Knox of three, hard, seed 4, game 6, turn 71).
 */
export function wayOutOfWalk(s: GameState): Action | null {
  const name = s.players[s.turn.player].name;
  const here = previewEnd(s);
  const bound = seenCount(here) - (seenAtCost(here, name) ? 1 : 0);
  const seen = new Set<string>();
  let frontier: { state: GameState; first: Action | null }[] = [{ state: s, first: null }];
  for (let depth = 0; depth < 6 && frontier.length; depth++) {
    const next: typeof frontier = [];
    let best: { first: Action; others: number } | null = null;
    for (const x of frontier) {
      for (const m of quietMoves(x.state)) {
        const at = m.state.players[m.state.turn.player].at;
        const key = `${at},${m.state.turn.actionsLeft}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const first = x.first ?? m.action;
        const p = previewEnd(m.state);
        if (!seenAtCost(p, name)) {
          const others = seenCount(p);
          if (others <= bound && (!best || others < best.others)) best = { first, others };
        } else next.push({ state: m.state, first });
      }
    }
    if (best) return best.first;
    frontier = next;
  }
  return null;
}

/** The answering rules (answer.ts) for the open question of a whole state. */
const respond = (s: GameState) => answer(s, s.awaiting!.player, legalActions(s));

/** The action with every question it raises answered (answer.ts); null if refused or unanswerable. */
const played = (s: GameState, a: Action) => playedWith(s, a, respond);

/** Whether `a` loses the game at once on any of the deals or on what they may all miss (sudden-loss.ts). */
export const losesOnSomeDeal = (deals: GameState[], a: Action): boolean => losesAtOnce(deals, a, respond);

/** Whether `a` loses the game at once on every deal, a loss for sure rather than by chance (an end: where the guard's
 * known walk catches someone, the same on every deal, and no event card is drawn first, which may move him or the
 * burglar: ending was taken for sure, and a step into the guard's tile taken instead). */
function losesOnEveryDeal(deals: GameState[], a: Action): boolean {
  if (a.verb === 'end') return deals.some((s) => !s.awaiting && previewEnd(s)?.caught === true);
  return deals.every((s) => played(s, a)?.outcome === 'lost');
}

/** Whether `line`, played from `s` (questions answered by the rules of thumb), spends every action of the turn: a
 * planned line stops where the turn is best ended, so one that stops with an action left ends the turn with it. */
function spendsEveryAction(s: GameState, line: Action[]): boolean {
  let x = s;
  for (const a of line) {
    if (a.verb === 'end') break;
    const next = played(x, a);
    if (!next || next.outcome !== 'playing' || next.turn.player !== s.turn.player) return true;
    x = next;
  }
  return x.turn.actionsLeft <= 0;
}

/** Where move `a` takes its burglar on the deal if its roll (a Keypad's) succeeds (`into`: where they end; `entered`:
 * the tile moved into, which a Walkway turned over on floor 2 or higher drops them from and a Deadbolt turned over
 * keeps them out of), and whether that costs them
 * a stealth token there (a guard on the tile, or beside a Foyer). */
function moveOutcome(s: GameState, a: Action): { into: Loc; entered: Loc; costly: boolean } | null {
  if (a.verb !== 'move') return null;
  const r = applyAction(withSixes(s), a);
  const into = r.ok ? r.state.players[a.player].at : null;
  if (!r.ok || into === null) return null;
  const name = s.players[a.player].name;
  const moved = r.events.find((e) => e.code === 'moved' && e.params.player === name);
  // A face-down tile the deal makes a Deadbolt stops the move (the burglar stays): it was still the tile stepped into.
  const stopped = r.events.find((e) => e.code === 'deadbolt-stays' && e.params.player === name);
  const entered = (moved && parseLoc(s, String(moved.params.to))) ?? (stopped && parseLoc(s, String(stopped.params.at))) ?? into;
  return { into, entered, costly: stealthLostBy(r.events, name) };
}

/** Whether `a` is a move that costs its burglar a stealth token on deal `s`. */
export const paysToken = (s: GameState, a: Action): boolean => !!moveOutcome(s, a)?.costly;

/** Whether moving into face-down `entered` costs a stealth token were it another room one of the deal's face-down
 * tiles is (withRoomOf): a Foyer beside a guard, an Atrium under or over one, a Camera while he stands on another,
 * each one tile in many, which a few deals can all miss. */
function costlyAsAnotherRoom(s: GameState, a: Action, entered: Loc): boolean {
  for (const swapped of withEachOtherRoom(s, entered)) if (moveOutcome(swapped, a)?.costly) return true;
  return false;
}

/** Whether move `a` sets a guard on the board (a floor first entered) who, on some card he may be placed by, costs its
 * burglar a stealth token at once (on the tile, or beside it if it is a Foyer). */
function costlyOnSomeCard(s: GameState, a: Action): boolean {
  if (a.verb !== 'move') return false;
  const base = withSixes(s);
  const r = applyAction(base, a);
  if (!r.ok) return false;
  const placing = drawingFloors(base, r.state).filter((f) => !base.guards[f].placed);
  return placing.some((f) => withEachNextCard(base, f).some((v) => moveOutcome(v, a)?.costly));
}

/**
 * A move that costs a stealth token, while a move that costs none leads as near to where the turn is heading (the
 * planned line's last tile, in actions by the burglar's own ways): that move, the best ranked of them. The look-ahead
 * may see a Keypad's roll fail and weigh the move into a guard as a free wasted action; and a token spent on a way
 * round is a token for nothing. Null to keep the choice (it stops on that tile to do something there, or no free move
 * is as near).
 */
function freeWayInstead(ranked: Action[], deal: GameState, risk: GameState[], lines: Map<Action, Action[]>, allowed: (a: Action) => boolean): Action | null {
  const choice = ranked[0];
  const seat = deal.turn.player;
  const out = moveOutcome(deal, choice);
  if (!out) return null;
  // Into a face-down tile that may cost a token (on another deal, or were it a room still unseen: the Foyer beside a
  // guard, an Atrium under or over one): it is peeked at first when a peek is at hand. Such a room is one tile in
  // many, but a token is worth more than the action, and the look-ahead, sure of its deal, would walk in and out again.
  const faceDown = !deal.tiles[out.entered].revealed;
  const peekFirst = () => ranked.find((a) => {
    if (a.verb !== 'peek') return false;
    const r = applyAction(deal, a);
    return r.ok && r.state.tiles[out.entered].revealed;
  });
  // A token paid for sure into a face-down tile (the guard stands on it): what it buys is the room, which the deals
  // only guess; a peek first, with an action left to step in after it. (The Rigger stepped onto the guard's face-down
  // tile, the Stairs out on one of two deals; in truth a Foyer, whose guard's walk took a second token there or back:
  // the Office Job of two, normal, seed 1, game 18.)
  if (out.costly && faceDown && deal.turn.actionsLeft >= 2) {
    const peek = peekFirst();
    if (peek && allowed(peek)) return peek;
  }
  if (!out.costly) {
    const unseenRoom = faceDown && (risk.some((r) => moveOutcome(r, choice)?.costly) || costlyAsAnotherRoom(deal, choice, out.entered));
    // Onto a floor whose guard is set on the board by the move: he may be drawn onto the tile or, for a Foyer, beside it.
    if (!unseenRoom && !costlyOnSomeCard(deal, choice)) return null;
    const peek = unseenRoom ? peekFirst() : undefined;
    if (peek) return peek;
  }
  const line = lines.get(choice) ?? [choice];
  let s = deal;
  // The line as the look-ahead played it (its rolls as it saw them): where it expects the turn to end.
  for (let i = 0; i < line.length; i++) {
    const at = s.players[seat].at;
    const after = played(s, line[i]);
    if (!after || after.turn.player !== seat) break;
    // Something done on the tile the token was paid for (beyond passing through): not for nothing.
    if (i > 0 && line[i].verb !== 'move' && at === out.into) return null;
    s = after;
  }
  const end = s.players[seat].at;
  if (end === null || end === out.into) return null;
  const toEnd = (l: Loc) => (l === end ? 0 : ownDistances(deal, seat, l)[end]);
  const costly = toEnd(out.into);
  const free = ranked.find((a) => {
    if (a === choice || a.verb !== 'move' || a.args[1] === 'laser:trigger') return false;
    const o = moveOutcome(deal, a);
    return !!o && !o.costly && o.into !== deal.players[seat].at && toEnd(o.into) <= costly && allowed(a) && !costlyOnSomeCard(deal, a);
  });
  if (!free) return null;
  // A face-down tile only passed through or stepped back from: a peek turns it over as well, at no risk.
  if (faceDown) return peekFirst() ?? free;
  return free;
}

/**
 * A stealth token paid for a first step, checked against the line the burglar will walk from there (`follow`: the
 * step, then the next decision made afresh from where it leads on the deal, then that decision's planned line), not
 * only the line this decision planned: the planner keeps no memory between decisions, and a line planned through the
 * guard's tile was often dropped at the next step, which stepped back (a hard Bank Job of two, seed 1, game 22: an
 * Acrobat slipped into the guard's tile and out again). The line walked is checked for a free way as near to where
 * it ends (freeWayInstead); with none, a line that came back to the tile it left with nothing done before it: the best
 * step that pays no token instead. Null to keep the choice.
 */
function tokenNotFollowed(
  ranked: Action[], choice: Action, deal: GameState, risk: GameState[], lines: Map<Action, Action[]>, allowed: (a: Action) => boolean,
  hopeless: (a: Action) => boolean, follow: (a: Action) => Action[] | null, planned?: (a: Action) => { deal: GameState; line: Action[] }[],
): Action | null {
  const walked = follow(choice);
  if (!walked) return null;
  const seat = deal.turn.player;
  const from = deal.players[seat].at;
  const paidInto = moveOutcome(deal, choice)?.into;
  const back = cameBack(deal, walked, seat, from, paidInto);
  if (back === 'bought') return null;
  // A free way as near to where the walked line ends (the step back and on east: east at once).
  const instead = freeWayInstead(ranked, deal, risk, new Map(lines).set(choice, walked), allowed);
  // Searched together, the line planned on any deal coming back (the room ahead shown an alarm, say) counts too: the
  // token is then paid on a chance of nothing.
  const backSomewhere = back === 'back' || (planned?.(choice) ?? []).some((p) => cameBack(p.deal, p.line, seat, from, paidInto) === 'back');
  if (instead || !backSomewhere) return instead;
  const free = (a: Action) => a !== choice && allowed(a) && !moveOutcome(deal, a)?.costly && !(hopeless(a) && !hopeless(choice));
  // Best, a step whose own planned line pays no token further on either: the value of one that does rests on the
  // token just refused (the Raven spent her Donuts on a line on through the guard's tile, then walked back: the Bank
  // Job of two, hard, seed 2, game 32, turn 18).
  return ranked.find((a) => free(a) && !lineLosesStealth(deal, lines.get(a) ?? [a], seat)) ?? ranked.find(free) ?? null;
}

/** Whether `line`, played by `seat` on `deal` until the turn passes, has a move on the way that costs them a stealth
 * token (as `paysToken` judges it: a Keypad's roll taken as met). */
export function lineLosesStealth(deal: GameState, line: readonly Action[], seat: number): boolean {
  let s = deal;
  for (const a of line) {
    if (a.verb === 'end') break;
    if (paysToken(s, a)) return true;
    const after = played(s, a);
    if (!after || after.turn.player !== seat) break;
    s = after;
  }
  return false;
}

/** How `line` (its first step the paid move into `paidInto`) ends on `deal`: 'bought' when something is done on the
 * paid tile (beyond passing through) or before coming back to `from`, 'back' when it comes back with nothing done,
 * 'on' otherwise. */
function cameBack(deal: GameState, line: Action[], seat: number, from: Loc | null, paidInto: Loc | undefined): 'bought' | 'back' | 'on' {
  let s = deal;
  let back = false;
  for (let i = 0; i < line.length; i++) {
    const at = s.players[seat].at;
    const after = played(s, line[i]);
    if (!after || after.turn.player !== seat) break;
    if (line[i].verb !== 'move' && (at === paidInto || !back)) return 'bought';
    s = after;
    if (s.players[seat].at === from) back = true;
  }
  return back ? 'back' : 'on';
}

/**
 * The planner's choice, checked (see the head of this file): `ranked` is every candidate, best first; `deal` a whole
 * state of the seat's view; `risk` more deals for the step that could lose at once; `hopeless`, the steps whose every
 * line the planner saw lost (`doomed`: all of them).
 */
export function checked(
  ranked: Action[], deal: GameState, risk: GameState[], lines?: Map<Action, Action[]>, doomed = false, hopeless: (a: Action) => boolean = () => false,
  follow?: (a: Action) => Action[] | null, planned?: (a: Action) => { deal: GameState; line: Action[] }[],
): Action {
  const seat = deal.turn.player;
  const me = deal.players[seat];
  // A loss at once is only possible where someone has no stealth left.
  const anyExposed = deal.players.some((p) => p.stealth === 0 && !p.escaped);
  const sure = (a: Action) => anyExposed && losesOnEveryDeal(risk, a);
  if (doomed) {
    // Every line lost (the planner's judgement, on its few deals): not a step that loses at once on every deal, a
    // loss for sure, where another leaves the game to chance (the Tiara's holder, at no stealth on the guard's tile,
    // stepped off it beside him while ending the turn there lost only on some of his next cards).
    if (sure(ranked[0])) {
      const chance = ranked.find((a) => !sure(a));
      if (chance) ranked = [chance, ...ranked.filter((a) => a !== chance)];
    }
    // Then the first step that pays no stealth token, the game's end left to chance.
    if (moveOutcome(deal, ranked[0])?.costly) {
      const free = ranked.find((a) => !moveOutcome(deal, a)?.costly && !sure(a));
      if (free) ranked = [free, ...ranked.filter((a) => a !== free)];
    }
  }
  const allowed = (a: Action) => !anyExposed || !losesOnSomeDeal(risk, a);
  if (anyExposed && losesOnSomeDeal(risk, ranked[0])) {
    // Not one whose every line the planner saw lost: that loses a little later, not less.
    const safe = ranked.find((a) => !hopeless(a) && !losesOnSomeDeal(risk, a));
    // The first step that does not lose at once, itself checked as the planner's step is below (a token paid for
    // nothing; an end where the guard's known walk reaches the burglar: an end taken instead of a step into the
    // Tiara's loss was kept though a quiet way down the Stairs led out of that walk, an Office Job, normal, seed 7,
    // game 27).
    if (safe) ranked = [safe, ...ranked.filter((a) => a !== safe)];
  }
  let choice = ranked[0];
  if (lines) choice = freeWayInstead(ranked, deal, risk, lines, allowed) ?? choice;
  if (lines && follow && choice.verb === 'move' && moveOutcome(deal, choice)?.costly) {
    choice = tokenNotFollowed(ranked, choice, deal, risk, lines, allowed, hopeless, follow, planned) ?? choice;
  }
  // A Laser crossed by setting off its alarm when paying the extra action is at hand: paid, unless every line the
  // planner saw after paying is lost and one after the alarm is not, and that line spends the action the alarm saved
  // (the action paid was the one to go up the Stairs with). Kept wherever the line after the alarm needed every action
  // left, it was often not followed to its end, and the alarm was set off for an action left unused; and a line after
  // the alarm that ends the turn with an action unused was bought with the alarm alone, which the deals' foresight of
  // the guard's next cards does not reliably pay for (the Bank Job of three, hard with a second look, seed 8, game 32).
  if (choice.verb === 'move' && choice.args[1] === 'laser:trigger') {
    const pay = ranked.find((a) => a.verb === 'move' && a.args[0] === choice.args[0] && a.args[1] === 'laser:pay');
    const needed = hopeless(pay ?? choice) && !hopeless(choice) && spendsEveryAction(deal, lines?.get(choice) ?? [choice]);
    if (pay && allowed(pay) && !needed) return pay;
  }
  if (choice.verb !== 'end' || deal.turn.actionsLeft <= 0 || deal.awaiting) return choice;
  const now = previewEnd(deal);
  if (seenAtCost(now, me.name)) {
    const out = wayOutOfWalk(deal);
    if (out && allowed(out)) return out;
  }
  const here = me.at === null ? null : deal.tiles[me.at];
  if (here && here.revealed && !here.disabled && here.room === 'thermo') {
    // Off it, onto a tile where the walk reaches nobody more (and, first, not the burglar).
    const quiet = quietMoves(deal).filter((m) => {
      const t = m.state.tiles[m.state.players[seat].at!];
      return !(t.room === 'thermo' && !t.disabled);
    }).sort((a, b) => Number(seenAtCost(previewEnd(a.state), me.name)) - Number(seenAtCost(previewEnd(b.state), me.name)));
    const n = seenCount(now);
    const off = quiet.find((m) => seenCount(previewEnd(m.state)) <= n);
    if (off && allowed(off.action)) return off.action;
  }
  return choice;
}
