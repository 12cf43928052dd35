// The bots' map (src/games/burgle-bros/bot/map.ts) writes the rooms' ways and peeks out for speed: this keeps that copy
// and the rooms' modules (src/games/burgle-bros/engine/rooms/) from drifting apart. Over every state of a few whole bot
// games (and of random games that reach every card: Thermal Bomb holes, Gymnastics), every tile, every burglar: its
// steps are moveOptions' before any card's say (the lasting effects left out: Gymnastics' climb), its peeks
// peekOptions', its distances those of the moves the rules allow at its prices; a room's price is its module's.
import { describe, expect, it } from 'vitest';
import { actionDistances, entryCost, peekFrom, roomCost, steps } from '../../../../../src/games/burgle-bros/bot/map.js';
import { policyOf } from '../../../../../src/games/burgle-bros/sim/cli.js';
import { playGame } from '../../../../../src/games/burgle-bros/sim/play.js';
import { playRandomGame } from '../../../../../src/games/burgle-bros/sim/random-play.js';
import { moveOptions, peekOptions, type GameState, type Scenario } from '../../../../../src/games/burgle-bros/engine/index.js';
import { ROOMS } from '../../../../../src/games/burgle-bros/engine/rooms/index.js';

/** Every state of a whole game of easy bots, the first included. */
function statesOf(scenario: Scenario, crew: number, seed: number): GameState[] {
  const out: GameState[] = [];
  const easy = policyOf('easy');
  const r = playGame({ scenario, crew, seed, policies: Array(crew).fill(easy), onDecision: (d) => { if (!out.length) out.push(d.before); out.push(d.after); } });
  expect(r.violations).toEqual([]);
  return out;
}

/** For every tile, the face-up tiles it can be peeked at from by peekOptions, in board order. */
function peekedFrom(s: GameState): number[][] {
  const out = s.tiles.map((): number[] => []);
  for (let from = 0; from < s.tiles.length; from++) {
    if (!s.tiles[from].revealed || s.tiles[from].room === 'empty') continue;
    for (const o of peekOptions(s, from)) if (!out[o.to].includes(from)) out[o.to].push(from);
  }
  return out;
}

/** Actions from `from` to every tile by moveOptions (cards' lasting effects left out) at entryCost's prices. */
function distancesByRules(s: GameState, from: number): number[] {
  const bare = { ...s, effects: [] };
  const dist = s.tiles.map(() => Infinity);
  dist[from] = 0;
  const todo = new Set([from]);
  while (todo.size) {
    let at = -1;
    for (const t of todo) if (at < 0 || dist[t] < dist[at]) at = t;
    todo.delete(at);
    for (const o of moveOptions(bare, at)) {
      const d = dist[at] + entryCost(s, o.to);
      if (d < dist[o.to]) {
        dist[o.to] = d;
        todo.add(o.to);
      }
    }
  }
  return dist;
}

/** Every state of a random game varied to reach every card (the simulator's fuzzer). */
function randomStatesOf(scenario: Scenario, crew: number, seed: number): GameState[] {
  const out: GameState[] = [];
  const r = playRandomGame({ scenario, crew, seed, check: true, maxTurns: 400, variety: true, onStep: (s) => { out.push(s); } });
  expect(r.violations).toEqual([]);
  return out;
}

/** Whether some state has a way that only the rarer rules make (`via`), or a Thermal Bomb hole. */
const seen = (states: GameState[], via: string) => states.some((s) => s.tiles.some((t, loc) => t.room !== 'empty' && moveOptions(s, loc).some((o) => o.via === via)));

const GAMES: [string, () => GameState[]][] = [
  ['easy bots, the Office Job, a crew of 2', () => statesOf('office', 2, 11)],
  ['easy bots, the Bank Job, a crew of 3', () => statesOf('bank', 3, 12)],
  ['easy bots, Fort Knox, a crew of 4', () => statesOf('fortknox', 4, 13)],
  ['random play reaching every card, every building', () => (['office', 'bank', 'fortknox'] as Scenario[]).flatMap((sc, i) => randomStatesOf(sc, 3, 57 + i))],
];

describe('the bots\' map agrees with the rooms\' rules', () => {
  it('the random games reach the rarer ways', () => {
    const states = GAMES[3][1]();
    for (const via of ['stairs', 'duct', 'walkway', 'secret-door', 'thermal', 'gymnastics']) expect(seen(states, via), via).toBe(true);
  });

  for (const [name, games] of GAMES) {
    it(`${name}: every state, every tile, every burglar`, () => {
      const states = games();
      expect(states.length).toBeGreaterThan(30);
      let compared = 0;
      for (const s of states) {
        const bare = { ...s, effects: [] };
        const peeks = peekedFrom(s);
        for (let loc = 0; loc < s.tiles.length; loc++) {
          if (s.tiles[loc].room === 'empty') continue;
          expect(new Set(steps(s, loc)), `steps from ${loc}, turn ${s.turn.number}`).toEqual(new Set(moveOptions(bare, loc).map((o) => o.to)));
          expect([...peekFrom(s, loc)].sort((a, b) => a - b), `peeks at ${loc}`).toEqual(peeks[loc]);
          // What a burglar may do from here is among the map's steps, but for a card's own way (Gymnastics).
          const mapped = new Set(steps(s, loc));
          for (let p = 0; p < s.players.length; p++) {
            for (const o of moveOptions(s, loc, p)) if (o.via !== 'gymnastics') expect(mapped.has(o.to), `${p} from ${loc} to ${o.to}`).toBe(true);
          }
          compared++;
        }
        for (const p of s.players) {
          if (p.at === null || p.escaped) continue;
          expect(Array.from(actionDistances(s, p.at)), `distances from ${p.at}, turn ${s.turn.number}`).toEqual(distancesByRules(s, p.at));
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }

  it('prices a face-up room at what its module asks (a Deadbolt 3), a crowbarred one at one action', () => {
    const priced = Object.values(ROOMS).filter((r) => r.entryActions !== undefined);
    expect(priced.map((r) => r.room)).toEqual(['deadbolt']);
    for (const r of priced) {
      const t = { room: r.room, revealed: true, disabled: false, open: false } as GameState['tiles'][number];
      expect(roomCost(t), r.room).toBe(r.entryActions);
      expect(roomCost({ ...t, disabled: true }), r.room).toBe(1);
    }
    expect(ROOMS.deadbolt.entryActions).toBe(3);
  });
});
