// The bots' own copies of the rules, held to the engine's: where a burglar can step and peek from (bot/map.ts), the end
// of a turn played out fast (bot/walk.ts), and the deals of what a seat cannot see (bot/determinize.ts), over the states
// of seeded random games of every building.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../../src/core/rng.js';
import { pickAction } from '../../../../src/games/burgle-bros/bot/random.js';
import { determinize, determinizeQuestion } from '../../../../src/games/burgle-bros/bot/determinize.js';
import { peekFrom, peekFromByRules, steps, stepsByRules } from '../../../../src/games/burgle-bros/bot/map.js';
import { endFast } from '../../../../src/games/burgle-bros/bot/walk.js';
import { applyAction, endUntilHidden, legalActions, newGame, type GameState, type Scenario } from '../../../../src/games/burgle-bros/engine/index.js';
import { checkInvariants } from '../../../../src/games/burgle-bros/checks.js';
import { viewOf } from '../../../../src/games/burgle-bros/view.js';

/** Every state of a seeded random game (questions left out), up to `max`. */
function statesOf(scenario: Scenario, seed: number, crew = 3, max = 300): GameState[] {
  const r = newGame({ scenario, seed, crew: ['Ava', 'Bo', 'Cy', 'Di'].slice(0, crew).map((name) => ({ name })), stealth: 6 });
  if (!r.ok) throw new Error(r.rejection.code);
  const rng = new Rng(seedRng(seed));
  const out: GameState[] = [];
  let s = r.state;
  for (let i = 0; i < max && s.outcome === 'playing'; i++) {
    if (!s.awaiting) out.push(s);
    const next = applyAction(s, pickAction(rng, s, legalActions(s)));
    if (!next.ok) throw new Error(next.rejection.code);
    s = next.state;
  }
  return out;
}

/** Every state of seeded random games awaiting an answer, up to `max` steps a game. */
function questionsOf(seeds: number[], max = 400): GameState[] {
  const out: GameState[] = [];
  for (const seed of seeds) {
    const scenario = (['office', 'bank', 'fortknox'] as Scenario[])[seed % 3];
    const r = newGame({ scenario, seed, crew: ['Ava', 'Bo', 'Cy', 'Di'].slice(0, 2 + (seed % 3)).map((name) => ({ name })), stealth: 6 });
    if (!r.ok) throw new Error(r.rejection.code);
    const rng = new Rng(seedRng(seed));
    let s = r.state;
    for (let i = 0; i < max && s.outcome === 'playing'; i++) {
      if (s.awaiting) out.push(s);
      const next = applyAction(s, pickAction(rng, s, legalActions(s)));
      if (!next.ok) throw new Error(next.rejection.code);
      s = next.state;
    }
  }
  return out;
}

const GAMES: [Scenario, number][] = [['office', 1], ['bank', 2], ['fortknox', 3], ['bank', 4], ['office', 5]];
const ALL = GAMES.flatMap(([scenario, seed]) => statesOf(scenario, seed));

describe('the bots\' map of the building', () => {
  it('steps from a tile as the engine\'s moveOptions allows them, and peeks as its peekOptions does', () => {
    for (const s of ALL.filter((_, i) => i % 7 === 0)) {
      for (let loc = 0; loc < s.tiles.length; loc++) {
        if (s.tiles[loc].room === 'empty') continue;
        expect(new Set(steps(s, loc)), `steps from ${loc}`).toEqual(new Set(stepsByRules(s, loc)));
        expect(peekFrom(s, loc).sort((a, b) => a - b), `peeks at ${loc}`).toEqual(peekFromByRules(s, loc));
      }
    }
  });
});

describe('the fast end of a turn', () => {
  it('ends as the engine\'s end does, up to the first thing the table cannot know', () => {
    let compared = 0;
    for (const s of ALL) {
      const known = endUntilHidden(s);
      // A question on the way (two alarms equally near) is the players' to answer: the fast walk picks one.
      if (known.stop === 'question') continue;
      const fast = endFast(s, s.turn.player);
      const sum = (x: GameState) => ({
        outcome: x.outcome,
        stealth: x.players.map((p) => p.stealth),
        guards: x.guards.map((g) => g.at),
        alarms: x.tiles.flatMap((t, loc) => (t.alarm ? [loc] : [])),
        stalls: x.tiles.map((t) => t.stalls + t.smoke),
      });
      expect(sum(fast.state), `turn ${s.turn.number}`).toEqual(sum(known.state));
      expect(fast.walking?.left ?? 0).toBe(known.walking?.left ?? 0);
      compared++;
    }
    expect(compared).toBeGreaterThan(250);
  });

  it('keeps the crow working after the Raven has escaped (ruling C18), as the engine does', () => {
    let compared = 0, stopped = 0;
    for (const s of ALL.filter((_, i) => i % 3 === 0)) {
      const me = s.turn.player;
      const at = s.players[me].at;
      const raven = s.players.findIndex((_, i) => i !== me);
      // One Raven only.
      if (at === null || raven < 0 || s.players.some((p) => p.character === 'raven')) continue;
      const g = s.guards[Math.floor(at / (s.size * s.size))];
      if (!g.placed || g.at === null) continue;
      for (const side of ['basic', 'advanced'] as const) {
        // The Raven on the roof, her crow on the guard's tile: Disrupt keeps him there, Distract takes a step.
        const players = s.players.map((p, i) => (i === raven ? { ...p, character: 'raven' as const, side, escaped: true, at: null } : p));
        const x: GameState = { ...s, players, crow: g.at };
        const known = endUntilHidden(x);
        if (known.stop === 'question') continue;
        const fast = endFast(x, me);
        expect(fast.state.guards.map((q) => q.at), `turn ${s.turn.number}, ${side}`).toEqual(known.state.guards.map((q) => q.at));
        expect(fast.state.players.map((p) => p.stealth)).toEqual(known.state.players.map((p) => p.stealth));
        if (side === 'advanced' && known.state.guards.some((q, f) => q.at !== s.guards[f].at)) continue;
        if (side === 'advanced') stopped++;
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(50);
    expect(stopped).toBeGreaterThan(10);
  });

  it('charges the Acrobat on the tile she slipped into as the engine does: as he sets off, where he stays, not in the Invisible Suit (ruling C1)', () => {
    let seen = 0, spared = 0;
    for (const s of ALL.filter((_, i) => i % 3 === 0)) {
      const me = s.turn.player;
      const at = s.players[me].at;
      if (at === null || s.players.some((p, i) => i !== me && p.character === 'acrobat')) continue;
      const f = Math.floor(at / (s.size * s.size));
      const g = s.guards[f];
      if (!g.placed || g.at === null || s.players[me].stealth < 2) continue;
      for (const twist of ['walks', 'donuts', 'suit'] as const) {
        // She on the guard's tile, slipped into this turn.
        const players = s.players.map((p, i) => (i === me ? { ...p, character: 'acrobat' as const, side: 'basic' as const, at: g.at } : p));
        const guards = s.guards.map((q, i) => (i === f && twist === 'donuts' ? { ...q, skipNext: true } : q));
        const effects = twist === 'suit' ? [...s.effects, { kind: 'invisible-suit', owner: me } as GameState['effects'][number]] : s.effects;
        const turn = { ...s.turn, used: [...s.turn.used, 'acrobat:slipped', `acrobat:slipped-into:${g.at}`] };
        const x: GameState = { ...s, players, guards, effects, turn };
        const known = endUntilHidden(x);
        if (known.stop === 'question') continue;
        const fast = endFast(x, me);
        expect(fast.state.players.map((p) => p.stealth), `turn ${s.turn.number}, ${twist}`).toEqual(known.state.players.map((p) => p.stealth));
        expect(fast.state.guards.map((q) => q.at)).toEqual(known.state.guards.map((q) => q.at));
        if (known.state.players[me].stealth < s.players[me].stealth) seen++;
        else spared++;
      }
    }
    expect(seen).toBeGreaterThan(20);
    expect(spared).toBeGreaterThan(10);
  });
});

describe('a deal of what a seat cannot see', () => {
  it('keeps everything face up, deals face-down tiles and decks from what they can be, and is a sound state', () => {
    const rng = new Rng(seedRng(9));
    for (const s of ALL.filter((_, i) => i % 11 === 0)) {
      const v = viewOf(s);
      const d = determinize(v, rng);
      const n = s.size * s.size;
      d.tiles.forEach((t, loc) => {
        if (s.tiles[loc].revealed || s.tiles[loc].room === 'empty') expect([t.room, t.combo]).toEqual([s.tiles[loc].room, s.tiles[loc].combo]);
        else expect(t.revealed).toBe(false);
      });
      // Each floor keeps a Safe and Stairs of its own; the building's tiles are all there, each once.
      for (let f = 0; f < s.floorCount; f++) {
        const rooms = d.tiles.slice(f * n, (f + 1) * n).map((t) => t.room);
        expect(rooms).toContain('safe');
        expect(rooms).toContain('stairs');
      }
      const deck = (x: GameState) => x.tiles.map((t) => `${t.room}:${t.combo}`).sort();
      expect(deck(d)).toEqual(deck(s));
      expect(d.guards.map((g) => g.deck.length)).toEqual(s.guards.map((g) => g.deck.length));
      expect([d.events.deck.length, d.tools.deck.length, d.loot.deck.length]).toEqual([s.events.deck.length, s.tools.deck.length, s.loot.deck.length]);
      expect(checkInvariants(d)).toEqual([]);
      // The engine plays on from it.
      const legal = legalActions(d);
      expect(legal.length).toBeGreaterThan(0);
      for (const a of legal.slice(0, 4)) expect(applyAction(d, a).ok).toBe(true);
    }
  });

  it('of a question: the action that asked it replayed on a deal of the table before it, up to the same table', () => {
    // Every question but those that show the asker cards the view does not hold (the Spotter's patrol card, the
    // Crystal Ball's events, the Rigger's two tools): those answers move no one, so no deal of them is needed.
    const showsCards = new Set(['clairvoyance-top-or-bottom', 'crystal-ball-order', 'rigger-keep-which']);
    const questions = questionsOf(Array.from({ length: 30 }, (_, i) => i + 1)).filter((s) => !showsCards.has(s.awaiting!.code));
    const asked = new Set(questions.map((s) => `${s.awaiting!.code} in ${s.pending!.action.verb}`));
    // Questions asked in the middle of an action are among them: an alarm tie in a move and in an ability.
    for (const kind of ['alarm-tie in move', 'alarm-tie in end', 'hack-or-alarm in move', 'orders-consent in ability', 'throw-voice-pick in end']) {
      expect([...asked]).toContain(kind);
    }
    const rng = new Rng(seedRng(3));
    const shown = (v: ReturnType<typeof viewOf>) => JSON.stringify({ ...v, asking: undefined });
    for (const s of questions) {
      const v = viewOf(s);
      const deals = Array.from({ length: 3 }, () => determinizeQuestion(v, rng));
      expect(deals.filter((d) => d !== null).length, `${s.awaiting!.code} in ${s.pending!.action.verb}`).toBeGreaterThan(0);
      for (const d of deals) {
        if (!d) continue;
        expect(d.awaiting).toEqual(s.awaiting);
        expect(shown(viewOf(d))).toBe(shown(v));
        expect(checkInvariants(d)).toEqual([]);
        for (const a of legalActions(d)) expect(applyAction(d, a).ok).toBe(true);
      }
    }
    expect(questions.length).toBeGreaterThan(100);
  });

  it('of a question depends on the view alone', async () => {
    const { scrambleState } = await import('../../../../src/games/burgle-bros/view.js');
    const shuffle = new Rng(seedRng(4));
    for (const s of questionsOf([7, 8, 9]).filter((_, i) => i % 3 === 0)) {
      const twin = scrambleState(s, shuffle);
      expect(determinizeQuestion(viewOf(twin), new Rng(seedRng(5)))).toEqual(determinizeQuestion(viewOf(s), new Rng(seedRng(5))));
    }
  });

  it('depends on the view alone: twins that differ in what the seat cannot see get the same deal', async () => {
    const { scrambleState } = await import('../../../../src/games/burgle-bros/view.js');
    const shuffle = new Rng(seedRng(4));
    for (const s of ALL.filter((_, i) => i % 13 === 0)) {
      const twin = scrambleState(s, shuffle);
      expect(determinize(viewOf(twin), new Rng(seedRng(5)))).toEqual(determinize(viewOf(s), new Rng(seedRng(5))));
    }
  });
});
