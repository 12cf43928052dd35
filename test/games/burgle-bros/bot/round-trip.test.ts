// A turn of moves that ends where it began, having paid on the way (an alarm, a hack token, a stealth token) for
// nothing: the simulator's `roundTripNoGain` (sim/blunders.ts), and the planner never weighing such a line
// (bot/plan.ts roundTrip). Positions from a playtester's Office Job of three (seed 7, the player and two normal bots).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../../src/core/rng.js';
import { botAction } from '../../../../src/games/burgle-bros/bot/index.js';
import { applyAction, legalActions, parseAction, type GameEvent, type GameState } from '../../../../src/games/burgle-bros/engine/index.js';
import { blunderCounter, type BlunderKind } from '../../../../src/games/burgle-bros/sim/blunders.js';
import { viewOf } from '../../../../src/games/burgle-bros/view.js';
import { runScript } from '../../../../src/games/burgle-bros/positions.js';
import { judge } from '../helpers/judge.js';

const position = (name: string) => JSON.parse(readFileSync(fileURLToPath(new URL(`./positions/${name}.json`, import.meta.url)), 'utf8')) as GameState;


/** The bot's turn played out from `s` (its answers too) until the turn passes, after the typed `first` steps: the
 * blunders counted, the events. */
function botTurn(s: GameState, level: 'normal' | 'hard', first: string[] = []): { blunders: BlunderKind[]; events: GameEvent[]; end: GameState } {
  const counter = blunderCounter();
  const blunders: BlunderKind[] = [];
  const events: GameEvent[] = [];
  const turn = s.turn.number;
  for (let i = 0; i < 30 && s.outcome === 'playing' && s.turn.number === turn; i++) {
    const seat = s.awaiting ? s.awaiting.player : s.turn.player;
    const legal = legalActions(s);
    const typed = i < first.length ? parseAction(s, first[i]) : null;
    if (typed && !typed.ok) throw new Error(typed.code);
    const a = typed?.ok ? typed.action : botAction({ view: viewOf(s), seat, legal, rng: new Rng(seedRng(1)), level });
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.rejection.code);
    blunders.push(...counter.step(s, seat, a, legal, r.state, r.events));
    if (r.state.turn.number === turn) events.push(...r.events);
    s = r.state;
  }
  return { blunders, events, end: s };
}

const loop = ['Bot 2: move east', 'Bot 2: move south', 'Bot 2: move west', 'Bot 2: move north', 'Bot 2: end'];

describe('roundTripNoGain: a turn of moves back to where it began, paid for and gaining nothing', () => {
  it('is counted for a walk round a square that sets off a Camera\'s alarm', () => {
    // Turn 33: the Hacker, at no stealth on F1 B1 (a Service Duct), walked C1 C2 B2 B1; B2's Camera set its alarm off
    // (the guard on C3's Camera) and brought the guard to B2, beside him.
    expect(judge(position('round-trip-camera'), loop)).toEqual(['roundTripNoGain']);
  });

  it('is not counted for a trip that tried a Keypad, its rolls failed: a try, as stealthNoGain reads it', () => {
    // The Bank Job of three, normal, seed 4, game 31, turn 5: the Hawk on F1 A4 stepped north into A3 (its alarm) to
    // try the Keypad east of it twice, both rolls failed, and stepped back out of the guard's way.
    const s = position('round-trip-keypad-tried');
    expect(judge(s, ['Bot 2: move north', 'Bot 2: move east', 'Bot 2: move east', 'Bot 2: move south', 'Bot 2: end'])).toEqual([]);
    // The turn's trip record ends at the failed roll, as at anything else done on the way (engine/rules/trip.ts).
    let x = s;
    for (const line of ['Bot 2: move north', 'Bot 2: move east']) {
      const p = parseAction(x, line);
      if (!p.ok) throw new Error(p.code);
      const r = applyAction(x, p.action);
      if (!r.ok) throw new Error(r.rejection.code);
      expect(r.events.some((e) => e.code === 'keypad-failed'), line).toBe(line.endsWith('east'));
      x = r.state;
    }
    expect(x.turn.trip).toBeUndefined();
    expect(judge(s, ['Bot 2: move north', 'Bot 2: move south', 'Bot 2: end'])).toEqual(['roundTripNoGain']);
  });

  it('is not counted for ending the turn at once, nor for the same walk with no alarm (it spared the event card)', () => {
    expect(judge(position('round-trip-camera'), ['Bot 2: end'])).toEqual([]);
    // Turn 27: the same square, no guard on a Camera; four actions used, no event drawn.
    expect(judge(position('round-trip-free'), ['Bot 2: move west', 'Bot 2: move south', 'Bot 2: move west', 'Bot 2: move north', 'Bot 2: end'])).toEqual([]);
  });

  it('is counted for two hack tokens into a face-down tile a peek could have turned over, and back', () => {
    // Turn 41: the Rigger on F2 A1 (a Fingerprint) moved into face-down A2 (a Fingerprint: a token) and back (another).
    const s = position('round-trip-fingerprint');
    expect(judge(s, ['Bot 1: move south', 'Bot 1: choose hack', 'Bot 1: move north', 'Bot 1: choose hack', 'Bot 1: end'])).toEqual(['roundTripNoGain']);
    // Peeked at instead: nothing paid.
    expect(judge(s, ['Bot 1: peek south', 'Bot 1: end'])).toEqual([]);
  });

  it('normal and hard do not walk the square through the Camera\'s alarm back to where they stood', () => {
    for (const level of ['normal', 'hard'] as const) {
      const { blunders, events } = botTurn(position('round-trip-camera'), level);
      expect(blunders, level).not.toContain('roundTripNoGain');
      expect(events.some((e) => e.code === 'alarm' && e.params.player === 'Bot 2'), level).toBe(false);
    }
  });

  it('is counted for a step into a Motion room and, planned again from there, the step straight back out', () => {
    // The Bank Job of three, normal, seed 5, game 35, turn 9: the Peterman on F1 D4 (a Walkway) stepped into C4 (a
    // Motion room, face up) and, at his next decision, back: Motion's alarm, for nothing.
    const s = position('round-trip-motion');
    expect(judge(s, ['Bot 3: move west', 'Bot 3: move east', 'Bot 3: end'])).toEqual(['roundTripNoGain']);
    expect(judge(s, ['Bot 3: move west', 'Bot 3: end'])).toEqual([]);
  });

  it('normal and hard, planning again in the Motion room, do not step back out onto the turn\'s first tile', () => {
    // The table shows where the turn began and that it has been moves alone (TurnState.trip): the step back
    // closes a round trip begun at the decision before, which one search from C4 alone could not see.
    for (const level of ['normal', 'hard'] as const) {
      const { blunders, events } = botTurn(position('round-trip-motion'), level, ['Bot 3: move west']);
      expect(blunders, level).not.toContain('roundTripNoGain');
      expect(events.filter((e) => e.code === 'moved').map((e) => e.params.to).slice(0, 2), level).not.toEqual(['F1 C4', 'F1 D4']);
    }
  });

  it('normal and hard spend no tool to buy the step back out of a Motion room onto the turn\'s first tile', () => {
    // The Bank Job of three, normal, seed 5, game 31, turn 44: the Raven from F1 B1 (Stairs) east through C1 (a Keypad,
    // open) into D1 (a Motion room). Barred the step back on moves alone, normal spent the Crowbar on C1 (no gain: it
    // was open), which ended the turn's moves alone, and walked back to B1 through Motion's alarm.
    for (const level of ['normal', 'hard'] as const) {
      const { blunders, events, end } = botTurn(position('round-trip-crowbar'), level, ['Bot 2: move east', 'Bot 2: move east']);
      expect(blunders, level).not.toContain('roundTripNoGain');
      const back = events.some((e) => e.code === 'alarm') && end.players[1].at === position('round-trip-crowbar').players[1].at;
      expect(back, level).toBe(false);
    }
  });

  it('normal and hard, every line as good as lost, end the turn rather than pay an alarm there and back', () => {
    // The Bank Job of three, hard, seed 2, game 26, turn 82: the Juicer at no stealth on F1 A3, the guard on B3 heading
    // for A4, every patrol card left taking him back through A3. Each end weighed past the game's worth (the walks'
    // threats summed, the event's cost on top) ranked below a walk into A4 and back, its alarm for nothing and caught
    // all the same; the end at once draws the event card, which here sends the guard elsewhere.
    const s = position('lost-either-way');
    expect(judge(s, ['Bot 1: move south', 'Bot 1: move north', 'Bot 1: move south', 'Bot 1: move north', 'Bot 1: end'])).toEqual(['roundTripNoGain']);
    for (const level of ['normal', 'hard'] as const) {
      const { blunders, events, end } = botTurn(s, level);
      expect(blunders, level).toEqual([]);
      expect(events.some((e) => e.code === 'alarm'), level).toBe(false);
      expect(end.outcome, level).toBe('playing');
    }
  });

  it('a trip whose alarm turns the guard off a mate, planned again after the alarm, is still followed', () => {
    // The Bank Job of three, normal, seed 1, game 17, turn 22: the Rook on F1 A1 planned a step into A2 (a Fingerprint:
    // its alarm turns the guard on C2 from A4 to A2), an order sending the Spotter from A3 to B3, on the guard's way to
    // A4, and the step back. Planned again in A2, the way back was barred as a paid round trip (its alarm now an old
    // one), the plan given up, and he ended in A2 in the guard's way; the safety checks then walked him back out for
    // nothing: `roundTripNoGain`. The turn's record keeps its alarms, so the excuse is judged the same at each decision.
    const s = position('trip-alarm-turns-guard');
    for (const level of ['normal', 'hard'] as const) {
      const { blunders, end } = botTurn(s, level);
      expect(blunders, level).toEqual([]);
      expect(end.players[0].stealth, level).toBe(3);
    }
    const { events } = botTurn(s, 'normal');
    expect(events.filter((e) => e.code === 'moved').map((e) => `${e.params.player} ${e.params.to}`)).toEqual(['Bot 1 F1 A2', 'Bot 3 F1 B3', 'Bot 1 F1 A1']);
  });

  it('is not counted for an alarm that turns the guard off a burglar\'s tile that a mate\'s end of turn would walk him onto', () => {
    // Fort Knox of three, hard, seed 3, game 6, turn 32: the Rigger (3 tokens) on F2 E2, a Keypad, the guard on D4
    // heading for E2 and ending this turn's walk on E1, a step short; the Spotter, on the same floor, plays next, and
    // her end of turn walks him onto E2. The Rigger steps north into E1's Fingerprint (its alarm turns the guard to E1,
    // where he then draws a new destination) and back.
    const s = position('fortknox-decoy-alarm');
    expect(judge(s, ['Bot 2: move north', 'Bot 2: move south', 'Bot 2: end'])).toEqual([]);
    // With the Spotter off the floor no end of turn walks the guard before the Rigger's own: the trip buys nothing.
    const away = structuredClone(s);
    away.players[2].at = 6;
    expect(judge(away, ['Bot 2: move north', 'Bot 2: move south', 'Bot 2: end'])).toEqual(['roundTripNoGain']);
    // Hard plans the way back as the turn's best line (not a line the safety checks happen to walk).
    const { blunders, events } = botTurn(s, 'hard');
    expect(blunders).toEqual([]);
    expect(events.filter((e) => e.code === 'moved').map((e) => e.params.to)).toEqual(['F2 E1', 'F2 E2']);
  });

  it('hard does not step up into an alarm that the next decision steps straight back out of', () => {
    // Fort Knox of three, hard, seed 4, game 6, turn 59: the Hacker (1 token) on F1 E1, Stairs, planned up into F2 E1
    // (a Detector: its alarm), ending there in the guard's walk; planned again there, the safety checks took the quiet
    // way back down, and the planner up again, twice over: four actions and an alarm for nothing.
    const s = position('fortknox-up-and-down');
    expect(judge(s, ['Bot 2: move up', 'Bot 2: move down', 'Bot 2: end'])).toEqual(['roundTripNoGain']);
    const { blunders, events, end } = botTurn(s, 'hard');
    expect(blunders).toEqual([]);
    expect(events.some((e) => e.code === 'alarm')).toBe(false);
    expect(end.outcome).toBe('playing');
  });

  it('hard does not take a way out of the guard\'s walk that walks another floor\'s guard onto a mate at no stealth', () => {
    // Fort Knox of three, hard, seed 4, game 6, turn 71: the Hacker (1 token) and the Acrobat (none) on F1 E1, F1's guard
    // beside them heading there. Ended on F1, he walks onto her: the game lost. Up the Stairs onto F2 E1 (a Detector's
    // alarm) and ended there, F2's guard finds the Hacker (a token) and F1's does not walk. The checks took the quiet way
    // back down out of F2's walk, the planner up again, and the turn ended on F1: a round trip, and the game lost.
    const s = position('fortknox-way-out-onto-mate');
    const { blunders, events, end } = botTurn(s, 'hard');
    expect(blunders).toEqual([]);
    expect(events.filter((e) => e.code === 'moved').map((e) => e.params.to)).toEqual(['F2 E1']);
    expect(end.outcome).toBe('playing');
    // The counter does not call that end `knownWalkEnd`: the only tile out of the walk loses the game.
    expect(judge(s, ['Bot 2: move up', 'Bot 2: end'])).toEqual([]);
  });

  it('is counted for a walk out through a Motion room\'s alarm, straight back into the room and on to the first tile', () => {
    // The Bank Job of three, normal, seed 2, game 9, turn 38 (the code of 2026-12-04): the Rigger on F1 D1, the Hawk
    // there at no stealth, stepped south into D2 (a Motion room) and on to D3, setting Motion's alarm off (the guard
    // turned from B1 to D2); planned again on D3, he stepped straight back into D2, then (the safety checks: the guard's
    // walk reached D2) out onto D1, where the turn began, and drew the event a short turn draws: the Hawk was caught.
    const s = position('round-trip-one-tile');
    expect(judge(s, ['Bot 2: move south', 'Bot 2: move south', 'Bot 2: move north', 'Bot 2: move north', 'Bot 2: end'])).toEqual(['roundTripNoGain']);
    // Out of Motion and on, as planned: no round trip.
    expect(judge(s, ['Bot 2: move south', 'Bot 2: move south', 'Bot 2: move west', 'Bot 2: move west', 'Bot 2: end'])).toEqual([]);
  });

  it('normal and hard, planning again past the alarm they set off, do not step straight back over it', () => {
    for (const level of ['normal', 'hard'] as const) {
      const { blunders, events, end } = botTurn(position('round-trip-one-tile'), level, ['Bot 2: move south', 'Bot 2: move south']);
      expect(blunders, level).toEqual([]);
      expect(events.filter((e) => e.code === 'moved').map((e) => e.params.to).slice(2, 3), level).not.toEqual(['F1 D2']);
      expect(end.outcome, level).toBe('playing');
    }
  });

  it('normal peeks at the face-down tile beside it where stepping in gains less than half an action', () => {
    // The Office Job of three, normal, seed 1, game 6, turn 14: the Spotter on F2 A4 stepped into face-down A3 (the
    // step 670.2 on the deals, the peek 669.2), an alarm room; the guard turned to it and the safety checks walked her
    // back out onto A4: `roundTripNoGain`. (Hard's first look ranks the peek first too; its second look, which sorts
    // its leaders by value alone, takes the step: docs/bots.md "A step into a face-down tile, or the peek at it".)
    const { blunders, events } = botTurn(position('step-or-peek-near-tie'), 'normal');
    expect(blunders).toEqual([]);
    expect(events.some((e) => e.code === 'peeked')).toBe(true);
    expect(events.some((e) => e.code === 'alarm')).toBe(false);
  });

  it('normal and hard peek at the face-down tile rather than step into it where they weigh both the same', () => {
    // Turn 41: the step into A2 and the peek at it were weighed the same (the step's line gained nothing over the
    // peek's on the deals); the step, first in the legal order, was taken, and paid a hack token into A2 and one back.
    for (const level of ['normal', 'hard'] as const) {
      const s = position('round-trip-fingerprint');
      const a = botAction({ view: viewOf(s), seat: s.turn.player, legal: legalActions(s), rng: new Rng(seedRng(1)), level });
      expect(`${a.verb} ${a.args.join(' ')}`, level).not.toBe('move south');
    }
  });

  it('hard sets off no alarm for a line that pays a token further on, which the checks then refuse', () => {
    // The Bank Job of two, hard, seed 2, game 32, turn 18: the Raven on F2 D1 (a Lavatory), the guard on D3 (a Keypad).
    // South into D2 (a Fingerprint's alarm) on a line on through the Keypad onto the guard's tile (a token); planned
    // again on D2, that step's token was refused by the checks, and she walked straight back to D1 (spending her
    // Donuts on the way, for the same refused line): a round trip that paid an alarm for nothing.
    const s = position('raven-alarm-then-guard-tile');
    expect(judge(s, ['Bot 2: move south', 'Bot 2: move north', 'Bot 2: end'])).toEqual(['roundTripNoGain']);
    const { blunders, events } = botTurn(s, 'hard');
    expect(blunders).toEqual([]);
    expect(events.filter((e) => e.code === 'alarm' || e.code === 'tool-used')).toEqual([]);
  });

  it('normal steps onto no tile it walks straight back off at its next decision (two actions for nothing, the event drawn all the same)', () => {
    // A Bank Job of three beside two people (a tester's game, seed 5, turn 9): the Rook (Bot 1) on F1 B2 stepped west
    // onto the Safe and, planned again there, straight back east: the Move undone (rulings 16), then ordered a mate
    // and peeked, and drew the event for a turn of two actions counted.
    const { state } = runScript({
      scenario: 'bank', seed: 6, crew: [{ name: 'a' }, { name: 'b' }, { name: 'Bot 1' }],
      actions: ['a: choose B2', 'a: end', 'b: end', 'Bot 1: ability b F1 B1', 'b: choose yes', 'Bot 1: move west', 'Bot 1: peek north',
        'Bot 1: move east', 'Bot 1: end', 'a: end', 'b: end', 'Bot 1: move west', 'Bot 1: add-die', 'Bot 1: move east', 'Bot 1: end', 'a: end', 'b: end'],
    });
    let s = state;
    const turn = s.turn.number;
    const played: string[] = [];
    for (let i = 0; i < 30 && s.outcome === 'playing' && s.turn.number === turn; i++) {
      const seat = s.awaiting ? s.awaiting.player : s.turn.player;
      const a = botAction({ view: viewOf(s), seat, legal: legalActions(s), rng: new Rng(seedRng(1)), level: 'normal' });
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(r.rejection.code);
      played.push(`${a.verb} ${a.args.join(' ')}`);
      expect(r.state.turn.number !== turn || (r.state.turn.backAndForth ?? 0) === (s.turn.backAndForth ?? 0), played.join(', ')).toBe(true);
      s = r.state;
    }
    expect(played.at(-1)).toBe('end ');
  });
});
