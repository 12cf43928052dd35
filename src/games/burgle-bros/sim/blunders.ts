// Blunders, judged from outside with the whole state (the simulator's `blunders`; docs/bots.md defines each):
// - ownCatch: the crew lost by the actor's own step (not the end of a turn) while another legal step would not have
//   lost at once (followed through the questions it raises: one that only asks one more before the same loss spares
//   nothing) and, from it, some way of playing the rest of the turn ended it with the game on (one after which every
//   way lost before the turn passed spared nothing either), unless the loss came from a patrol card drawn during the
//   step and no step that would have spared the game was less likely to lose over the cards the table had not shown;
// - knownWalkEnd: a turn ended where the guard's known walk (the end-of-turn preview, as the table shows it) reaches
//   the actor, while with the actions left a move through face-up tiles, at no stealth and setting off no alarm, led
//   to a tile that walk does not reach;
// - alarmNoGain: an alarm set off that a choice at hand would have avoided, for nothing: `alarm` answered while a
//   hack token (or the Laptop) was offered, a Laser crossed with `laser:trigger` in a turn that then ended with an
//   action unused, or a turn ended on a working Thermo while a move to a quiet face-up tile was at hand, each unless
//   the alarm kept the guard's known end-of-turn walk from someone it would otherwise have reached (or, past it,
//   lost the game on fewer of the patrol cards he may draw next than the walk without it);
// - stealthNoGain: a move that cost the actor a stealth token while another legal move at that moment cost none (no
//   token, no alarm: a face-down Laser walked into sets its alarm off) and led as near to where the paid move led: the
//   tile where the actor next did something other than moving (a hack, a peek or a face-down Keypad turned over by a
//   move whose roll failed, a roll failed at a face-up Keypad, the Kitty picked up, a safe cracked; on
//   the paid tile itself, a use no other move had, a Laboratory's tool found on entering too), else the tile where they
//   ended that turn (in actions from each tile on, by the ways open to the actor in the building as that turn ended, a
//   face-down tile at the seat's guess, a peek and a step, or at its room's price where that is dearer: a face-down
//   Deadbolt is no way as near as a guess; and, where that tile could be reached on the building as the paid move was
//   made, as near there too: a way turned over later in the turn was no choice the actor had); a token lost to a guard
//   drawn onto the tile (or beside it, a Foyer) as the move sets him on the board (a floor first entered) is chance;
// - roundTripNoGain: a turn of moves only (and the answers they asked) that ended on the tile where it began, having
//   set off an alarm, spent a hack token or lost the actor a stealth token on the way, and gained nothing: no tile
//   turned over but those a peek from the start could have shown, no tool, loot or stealth found, no one else's
//   tile left or reached (the guard's known end-of-turn walk kept off someone by the alarm excuses it, as for a Laser,
//   and so does the guard turned off a burglar's tile his next walk would reach: bot/safety.ts headingFor).
import { applyAction, legalActions, parseLoc, peekOptions, previewEnd, type Action, type GameEvent, type GameState, type Loc, type TripAlarm } from '../engine/index.js';
import { entryCost, ownDistances, roomCost } from '../bot/map.js';
import { keyOf } from '../bot/plan.js';
import { headingFor, quietMoves, seenAtCost, seenCount, stealthLostBy } from '../bot/safety.js';
import { drawingFloors, nextCards, withDeckTop } from '../bot/sudden-loss.js';

export const BLUNDER_KINDS = ['ownCatch', 'knownWalkEnd', 'alarmNoGain', 'stealthNoGain', 'roundTripNoGain'] as const;
export type BlunderKind = (typeof BLUNDER_KINDS)[number];

const alarmSet = (events: readonly GameEvent[]) => events.some((e) => e.code === 'alarm');

/** A step's price in actions as judged from outside: a face-down tile at the seat's guess (a peek and a step) or at
 * its room's price where that is dearer (a Deadbolt's three actions: a free way through a face-down Deadbolt was no
 * way as near, the Office Job of three, normal, seed 5, game 6, turn 4). Never cheaper than the guess: the seat could
 * not count on a face-down room being a plain one. */
const judgedCost = (s: GameState, to: Loc) => (s.tiles[to].revealed ? entryCost(s, to) : Math.max(entryCost(s, to), roomCost(s.tiles[to])));

/** Whether `a` keeps the game going once the questions it raises are answered, answered as well as they can be: a step
 * that only asks one more question before the same loss (which alarm the guard heads for) spares nothing. */
function spares(s: GameState, a: Action, depth = 0): boolean {
  const r = applyAction(s, a);
  if (!r.ok || r.state.outcome === 'lost') return false;
  const q = r.state.awaiting;
  if (!q || depth >= 12) return true;
  return q.options.some((o) => spares(r.state, { player: q.player, verb: 'choose', args: [o] }, depth + 1));
}

/** Positions one look at the rest of a turn may go through (keepsTheTurn); past them the turn is taken as kept. */
const TURN_LOOK = 20_000;

/** Whether, after `a`, some way of playing the rest of `a`'s turn (with the whole state: the decks, tiles and dice as
 * they are; every question answered every way) ends it with the game still on. An Office Job of two, normal, seed
 * 3, game 5: the Raven, at no stealth beside the guard with four actions left, went up the Stairs onto the tile the
 * upper guard was set on; every other step lost before the turn passed, however the turn went on. */
function keepsTheTurn(s: GameState, a: Action): boolean {
  const seat = s.turn.player;
  const turn = s.turn.number;
  const seen = new Set<string>();
  let looked = 0;
  const on = (x: GameState, b: Action): boolean => {
    const r = applyAction(x, b);
    if (!r.ok || r.state.outcome === 'lost') return false;
    const y = r.state;
    if (y.outcome !== 'playing' || y.turn.number !== turn || y.turn.player !== seat) return true;
    // Past what tells a plan's positions apart (keyOf): what was drawn and rolled on the way (the dice still to
    // roll, the decks, what each burglar holds), so that two ways are one position only where the rest of the turn is
    // the same game.
    const key = `${y.rng.join(',')}|${y.info}|${y.guards.map((g) => `${g.deck.length}/${g.die}`).join(',')}|`
      + `${y.players.map((p) => `${p.tools.join('+')}/${p.loot.join('+')}`).join(',')}|`
      + `${y.awaiting ? `${y.awaiting.player}:${y.awaiting.options.join('/')}` : ''}|${keyOf(y)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    if (++looked > TURN_LOOK) return true;
    const q = y.awaiting;
    if (q) return q.options.some((o) => on(y, { player: q.player, verb: 'choose', args: [o] }));
    return legalActions(y).some((c) => on(y, c));
  };
  return on(s, a);
}

/**
 * Whether a loss was the draw's rather than the choice's: a guard drew a patrol card during the step, and over the
 * cards the table had not shown him (each two of them on top in turn, in either order: arriving early, he draws
 * again) the step lost no more often than every step that would have spared the game. (Where he went was nobody's to
 * know: both places Throw Voice offered lost on 3 of his 8 unseen cards, and the one taken met one of them.)
 */
function lostToTheDraw(before: GameState, action: Action, after: GameState, sparing: Action[]): boolean {
  const floors = drawingFloors(before, after);
  if (floors.length === 0) return false;
  const variants = floors.map((f) => {
    const cards = nextCards(before, f);
    if (cards.length < 2) return cards.map((c) => withDeckTop(before, f, [c]));
    return cards.flatMap((c) => cards.filter((d) => d !== c).map((d) => withDeckTop(before, f, [c, d])));
  });
  const share = (a: Action) => Math.max(...variants.map((vs) => vs.filter((v) => !spares(v, a)).length / vs.length));
  const taken = share(action);
  return sparing.every((a) => share(a) >= taken);
}

/** Whether alarms set off this turn kept the guard's known end-of-turn walk from someone it would otherwise have
 * reached: the end previewed as it stands, and with those alarms off and their guards heading where they were. (A
 * Laser crossed with its alarm pulled the guard off a burglar at no stealth, whom his walk to his destination caught:
 * the Office Job, normal, seed 8, game 23.) */
function alarmsKeptWalkOff(s: GameState, alarms: TripAlarm[]): boolean {
  const n = s.size * s.size;
  const tiles = s.tiles.slice();
  const guards = s.guards.slice();
  for (const a of alarms) {
    tiles[a.at] = { ...tiles[a.at], alarm: false };
    const f = Math.floor(a.at / n);
    if (guards[f].dest === a.at) guards[f] = { ...guards[f], dest: a.dest };
  }
  const now = previewEnd(s);
  const calmState = { ...s, tiles, guards };
  const calm = previewEnd(calmState);
  if (s.players.some((p) => seenAtCost(calm, p.name) && !seenAtCost(now, p.name))) return true;
  // The guard turned off a burglar's tile that his next walk (the next end of turn on that floor) would reach.
  if ([...new Set(alarms.map((a) => Math.floor(a.at / n)))].some((f) => { const t = headingFor(calmState, f); return t !== null && headingFor(s, f) !== t; })) return true;
  // Past what the table shows: the guard, calm, reaching his destination and drawing his next patrol card, lost the
  // game on more of the cards he may draw than the end as it stands (a Laser's alarm turned him from two burglars at
  // no stealth whom every card he could draw from his destination led onto: the Office Job, hard, seed 5, game 35).
  const end: Action = { player: s.turn.player, verb: 'end', args: [] };
  const floors = [...new Set(alarms.map((a) => Math.floor(a.at / n)))];
  return floors.some((f) => {
    const cards = nextCards(s, f);
    const lost = (x: GameState) => cards.filter((c) => !spares(withDeckTop(x, f, [c]), end)).length;
    return lost(calmState) > lost(s);
  });
}

/** Whether, with the actions left, quiet moves lead somewhere the end preview's walk does not reach the actor, nor
 * more of the others than ending where the actor stands (a way out that walks another floor's guard onto a mate is
 * none). */
function safeTileInReach(s: GameState): boolean {
  const name = s.players[s.turn.player].name;
  const here = previewEnd(s);
  const bound = seenCount(here) - (seenAtCost(here, name) ? 1 : 0);
  const seen = new Set<string>();
  let frontier = [s];
  for (let depth = 0; depth < 6 && frontier.length; depth++) {
    const next: GameState[] = [];
    for (const x of frontier) {
      for (const m of quietMoves(x)) {
        const at = m.state.players[m.state.turn.player].at;
        const key = `${at},${m.state.turn.actionsLeft}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const p = previewEnd(m.state);
        if (!seenAtCost(p, name) && seenCount(p) <= bound) return true;
        next.push(m.state);
      }
    }
    frontier = next;
  }
  return false;
}

/** A fresh counter for one game: told every decision, it returns the blunders that step made. */
export function blunderCounter() {
  // The turn in progress: its stealth-costing moves (from where, into where, the moves possible then) and whether a
  // Laser was crossed with the alarm.
  let turnKey = '';
  // `goal`: the tile where the actor next did something other than moving, once they have.
  let costlyMoves: { from: Loc; into: Loc; alternatives: { into: Loc }[]; state: GameState; goal: Loc | null }[] = [];
  // Alarms set off this turn by crossing a Laser: the tile, and where its floor's guard was heading before.
  let laserAlarms: TripAlarm[] = [];
  // roundTripNoGain: the turn's first state, and what its actions did so far (null: something else than moves).
  let trip: { start: GameState; alarms: TripAlarm[]; paid: boolean; gained: boolean } | null = null;

  return {
    kinds: BLUNDER_KINDS,
    step(before: GameState, seat: number, action: Action, legal: readonly Action[], after: GameState, events: readonly GameEvent[]): BlunderKind[] {
      const out: BlunderKind[] = [];
      const key = `${before.turn.number}:${before.turn.player}`;
      if (key !== turnKey) {
        turnKey = key;
        costlyMoves = [];
        laserAlarms = [];
        trip = before.awaiting === null && seat === before.turn.player ? { start: before, alarms: [], paid: false, gained: false } : null;
      }
      if (trip) noteTrip(trip, before, seat, action, after, events);
      const actor = before.players[seat];
      // ownCatch
      if (after.outcome === 'lost' && action.verb !== 'end') {
        const sparing = legal.filter((a) => a !== action && spares(before, a) && keepsTheTurn(before, a));
        if (sparing.length && !lostToTheDraw(before, action, after, sparing)) out.push('ownCatch');
      }
      if (before.awaiting === null && seat === before.turn.player) {
        // stealthNoGain: remember the move, judge it when the turn ends.
        // A guard set on the board onto the actor's new tile, or beside it where it is a Foyer (a floor first entered):
        // a hidden draw, not the move's price.
        const placed = after.guards.some((g, f) => g.placed && !before.guards[f].placed);
        const drawnOnto = placed && events.some((e) => e.code === 'stealth-lost' && e.params.player === actor.name && (e.params.reason === 'guard' || e.params.reason === 'foyer'));
        if (action.verb === 'move' && stealthLostBy(events, actor.name) && actor.at !== null && !drawnOnto) {
          const alternatives: { into: Loc }[] = [];
          for (const a of legal) {
            if (a.verb !== 'move') continue;
            const r = applyAction(before, a);
            // Setting an alarm off is no free move (a face-down Laser walked into: the Office Job of three, hard, seed 4,
            // game 26, turn 31).
            if (!r.ok || r.state.awaiting || stealthLostBy(r.events, actor.name) || alarmSet(r.events)) continue;
            const into = r.state.players[seat].at;
            if (into !== null && into !== actor.at) alternatives.push({ into });
          }
          const into = after.players[seat].at;
          // A move that gained something on the paid tile itself (a Laboratory's tool found on entering) is judged by
          // the way to that tile: no other move found it.
          const gained = events.some((e) => e.code === 'tool-found' && e.params.player === actor.name);
          if (into !== null) costlyMoves.push({ from: actor.at, into, alternatives, state: before, goal: gained ? into : null });
        }
        // Something done after the paid move (a hack, a peek, the Kitty picked up, a safe cracked; a move into a
        // face-down tile that turned it over and left the actor where they stood, a Keypad's roll failed, is a peek
        // too, and a roll failed at a face-up Keypad a try, its chance to get through): the move is judged by the way
        // to where that was done, on the paid tile itself a use no other move had.
        const triedFrom = action.verb === 'move' && after.players[seat].at === actor.at
          && events.some((e) => e.code === 'revealed' || (e.code === 'keypad-failed' && e.params.player === actor.name));
        if (((action.verb !== 'move' && action.verb !== 'end') || triedFrom) && actor.at !== null) {
          for (const m of costlyMoves) m.goal ??= actor.at;
        }
        // A move into a face-down Walkway that dropped the actor a floor: where it led is the tile moved into, not
        // the one fallen onto, which the actor did not choose (the Bank Job of three, hard, seed 7, game 39, turn 48:
        // a token to the Tiara going up, then a fall back down to a tile a free move reached).
        if (action.verb === 'move' && events.some((e) => e.code === 'fell' && e.params.player === actor.name)) {
          const moved = events.find((e) => e.code === 'moved' && e.params.player === actor.name);
          const entered = moved ? parseLoc(before, String(moved.params.to)) : null;
          if (entered !== null) for (const m of costlyMoves) m.goal ??= entered;
        }
        if (action.verb === 'move' && action.args[1] === 'laser:trigger') {
          for (const e of events) {
            const at = e.code === 'alarm' ? parseLoc(before, String(e.params.at)) : null;
            if (at !== null) laserAlarms.push({ at, dest: before.guards[Math.floor(at / (before.size * before.size))].dest });
          }
        }
        if (action.verb === 'end') {
          const preview = previewEnd(before);
          // knownWalkEnd
          if (before.turn.actionsLeft > 0 && seenAtCost(preview, actor.name) && safeTileInReach(before)) out.push('knownWalkEnd');
          // alarmNoGain: a Laser crossed with the alarm while an action was left over at the end.
          if (laserAlarms.length && before.turn.actionsLeft > 0 && !alarmsKeptWalkOff(before, laserAlarms)) out.push('alarmNoGain');
          // alarmNoGain: the end on a working Thermo.
          const here = actor.at === null ? null : before.tiles[actor.at];
          if (here && here.revealed && !here.disabled && here.room === 'thermo' && before.turn.actionsLeft > 0 && alarmSet(events)) {
            const quiet = quietMoves(before).filter((m) => {
              const t = m.state.tiles[m.state.players[seat].at!];
              return !(t.room === 'thermo' && !t.disabled);
            });
            if (quiet.some((m) => seenCount(previewEnd(m.state)) <= seenCount(preview))) out.push('alarmNoGain');
          }
          // roundTripNoGain
          if (trip && !trip.gained && trip.paid && actor.at === trip.start.players[seat].at && !(trip.alarms.length && alarmsKeptWalkOff(before, trip.alarms))) {
            out.push('roundTripNoGain');
          }
          // stealthNoGain: judged now that the turn's last tile is known.
          if (actor.at !== null) {
            for (const m of costlyMoves) {
              // Where the move led: the tile where something was next done, else where the turn ended.
              const end = m.goal ?? actor.at;
              // Actions from a tile on to that tile, walked forward from it: some ways go one way only (down a
              // Walkway, down from the tile above the Stairs), so the end's distance back to a tile says nothing.
              // The actor's own ways: a card they hold may close some (the Painting bars Secret Doors and Service Ducts).
              // Measured on the building as the turn ends: a way found after the move (Stairs turned over on the way)
              // is a way for every tile alike; on the map from before it, every tile could be as far (no way at all).
              const d = (l: Loc) => (l === end ? 0 : ownDistances(before, seat, l, judgedCost)[end]);
              const costly = d(m.into);
              // And on the building as the paid move was chosen, where the end could be reached then: a way turned
              // over after it (a Service Duct found on the way) was none the actor could take into account.
              const then = (l: Loc) => (l === end ? 0 : ownDistances(m.state, seat, l, judgedCost)[end]);
              const costlyThen = then(m.into);
              const asNearThen = (l: Loc) => !Number.isFinite(costlyThen) || then(l) <= costlyThen;
              if (Number.isFinite(costly) && m.alternatives.some((x) => d(x.into) <= costly && asNearThen(x.into))) {
                out.push('stealthNoGain');
                break;
              }
            }
          }
        }
      }
      // alarmNoGain: `alarm` answered while a hack token or the Laptop was offered.
      const q = before.awaiting;
      if (q && q.code === 'hack-or-alarm' && action.args[0] === 'alarm' && (q.options.includes('hack') || q.options.includes('laptop'))) {
        const other = legal.find((a) => a.args[0] === 'hack' || a.args[0] === 'laptop');
        const r = other ? applyAction(before, other) : null;
        const alt = r?.ok ? r.state : null;
        const gain = alt && !alt.awaiting && !after.awaiting && after.turn.player === alt.turn.player
          ? seenCount(previewEnd(after)) < seenCount(previewEnd(alt))
          : false;
        if (!gain) out.push('alarmNoGain');
      }
      return out;
    },
  };
}

/** What a move (or an answer it asked) cost and gained the actor, from outside (roundTripNoGain): a cost is an alarm
 * set off, a hack token spent or a stealth token lost; a gain anything else that changed the heist, and a roll failed
 * at a Keypad, a try with its chance to get through (as stealthNoGain reads it). */
const TRIP_GAINS = new Set([
  'tool-found', 'loot-found', 'picked-up', 'keypad-opened', 'keypad-failed', 'stealth-gained', 'alarm-picked-up', 'entered-building', 'escaped', 'fell',
  'cracked', 'crack-missed', 'safe-opened', 'dead-drop', 'kitty-rolled', 'took', 'gave',
]);

function noteTrip(trip: { start: GameState; alarms: TripAlarm[]; paid: boolean; gained: boolean }, before: GameState, seat: number,
  action: Action, after: GameState, events: readonly GameEvent[]): void {
  const me = trip.start.turn.player;
  const name = before.players[me].name;
  if (action.verb === 'end') return;
  if (action.verb !== 'choose' && (seat !== me || action.verb !== 'move')) {
    trip.gained = true;
    return;
  }
  const start = trip.start.players[me].at;
  const peekable = start === null ? [] : peekOptions(trip.start, start).map((o) => o.to);
  for (const e of events) {
    if (TRIP_GAINS.has(e.code)) trip.gained = true;
    else if (e.code === 'revealed') {
      const at = parseLoc(before, String(e.params.at));
      if (at === null || !peekable.includes(at)) trip.gained = true;
    } else if (e.code === 'alarm-hacked' || (e.code === 'stealth-lost' && e.params.player === name)) trip.paid = true;
    else if (e.code === 'alarm') {
      const at = parseLoc(before, String(e.params.at));
      trip.paid = true;
      if (at !== null) trip.alarms.push({ at, dest: before.guards[Math.floor(at / (before.size * before.size))].dest });
    }
  }
}

export type BlunderCounter = ReturnType<typeof blunderCounter>;
