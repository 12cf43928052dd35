// Burgle Bros.' view is a view (issue 33): a type of its own, built from the state, holding only what the crew may
// see. Scrambled twins: two states that differ only in hidden things (face-down tiles, the order of every deck, the
// guards' patrol decks, the seed and the generator) give the same view, the same texts and the same picture input.
import { beforeAll, describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../src/core/rng.js';
import { SPECTATOR } from '../../../src/core/types.js';
import { preloadRenderers } from '../../../src/render/lazy.js';
import { burgleBros } from '../../../src/games/burgle-bros/index.js';
import { pickAction } from '../../../src/games/burgle-bros/bot/index.js';
import { applyAction, legalActions, newGame, type GameState } from '../../../src/games/burgle-bros/engine/index.js';
import { scrambleState, viewOf } from '../../../src/games/burgle-bros/view.js';

/** States along a seeded random game of the Bank Job for three, taken every few steps. */
function statesOf(seed: number, every = 9, max = 400): GameState[] {
  const r = newGame({ scenario: 'bank', seed, crew: [{ name: 'Ava' }, { name: 'Bo' }, { name: 'Cy' }], lostVisual: true, stealth: 9 });
  if (!r.ok) throw new Error(r.rejection.code);
  const rng = new Rng(seedRng(seed + 100));
  const out: GameState[] = [];
  let s = r.state;
  for (let i = 0; i < max && s.outcome === 'playing'; i++) {
    if (i % every === 0) out.push(s);
    const next = applyAction(s, pickAction(rng, viewOf(s), legalActions(s)));
    if (!next.ok) throw new Error(next.rejection.code);
    s = next.state;
  }
  out.push(s);
  return out;
}

/** What a viewer is given: the view, the status post and the private note, each seat's legal actions. */
function told(s: GameState, viewer: number) {
  const view = burgleBros.view(s, viewer);
  const legal = viewer === SPECTATOR ? [] : burgleBros.legal(s, viewer);
  const say = (lang: 'en' | 'ru', moment: Parameters<typeof burgleBros.present>[0]['moment']) =>
    burgleBros.present({ view, viewer, lang, legal, moment, name: (k) => `seat ${k}` });
  return { view, legal, status: [say('en', { kind: 'status' }), say('ru', { kind: 'status' })], note: say('en', { kind: 'private', events: [] }) };
}

describe('the Burgle Bros. view', () => {
  beforeAll(preloadRenderers); // two pictures are drawn (src/render/lazy.ts)

  it('holds no seed, generator, pending state, fixed dice, deck order or face-down tile', () => {
    for (const s of statesOf(2, 25)) {
      const v = viewOf(s);
      for (const key of ['seed', 'rng', 'pending', 'fixedDice', 'info', 'version']) expect(key in v, key).toBe(false);
      const json = JSON.stringify(v);
      expect(json).not.toMatch(/"deck"/);
      v.tiles.forEach((t, loc) => {
        if (s.tiles[loc].revealed || s.tiles[loc].room === 'empty') expect([t.room, t.combo]).toEqual([s.tiles[loc].room, s.tiles[loc].combo]);
        else expect([t.room, t.combo]).toEqual(['hidden', null]);
      });
      v.guards.forEach((g, f) => expect(g.patrolLeft).toBe(s.guards[f].deck.length));
      expect([v.events.left, v.tools.left, v.loot.left]).toEqual([s.events.deck.length, s.tools.deck.length, s.loot.deck.length]);
      // Not a state in disguise: the engine cannot be handed a view.
      expect('deck' in v.guards[0]).toBe(false);
    }
  });

  it('while a question waits, tells the action that asked it and the table as it stood before it: its view, nothing hidden', () => {
    let asked = 0;
    for (const s of statesOf(4, 1)) {
      const v = viewOf(s);
      if (!s.awaiting) {
        expect('asking' in v).toBe(false);
        continue;
      }
      asked++;
      const p = s.pending!;
      expect(v.asking).toEqual({ before: viewOf(p.base), action: p.action, answers: p.answers });
      expect(JSON.stringify(v.asking)).not.toMatch(/"deck"|"rng"|"seed"/);
      v.asking!.before.tiles.forEach((t, loc) => {
        if (!p.base.tiles[loc].revealed && p.base.tiles[loc].room !== 'empty') expect([t.room, t.combo]).toEqual(['hidden', null]);
      });
    }
    expect(asked).toBeGreaterThan(3);
  });

  it('scrambled twins give the same view, texts, legal actions and picture input, for every seat and a spectator', () => {
    const rng = new Rng(seedRng(7));
    let compared = 0, hiddenDiffered = 0;
    for (const s of statesOf(3)) {
      for (const viewer of [SPECTATOR, 0, 1, 2]) {
        const twin = scrambleState(s, rng);
        // The twin really differs, and only in hidden things.
        const faceDown = (x: GameState) => JSON.stringify(x.tiles.filter((t) => !t.revealed).map((t) => [t.room, t.combo]));
        const decks = (x: GameState) => JSON.stringify([x.events.deck, x.tools.deck, x.loot.deck, x.guards.map((g) => g.deck)]);
        if (faceDown(twin) !== faceDown(s) || decks(twin) !== decks(s)) hiddenDiffered++;
        expect(twin.rng).not.toEqual(s.rng);
        expect(twin.seed).not.toBe(s.seed);
        expect(told(twin, viewer)).toEqual(told(s, viewer));
        // The picture is drawn from the view alone: its input is the same object, field for field.
        expect(JSON.stringify(burgleBros.view(twin, viewer))).toBe(JSON.stringify(burgleBros.view(s, viewer)));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(20);
    expect(hiddenDiffered).toBe(compared);
  });

  it('the same two pictures for twins (drawn from their views), a different one when something visible changes', () => {
    const s = statesOf(4, 40, 80).at(-1)!;
    const twin = scrambleState(s, new Rng(seedRng(1)));
    const a = burgleBros.render(burgleBros.view(twin, SPECTATOR), 'en'), b = burgleBros.render(burgleBros.view(s, SPECTATOR), 'en');
    expect(a.equals(b)).toBe(true);
    // The check can fail: an alarm on a tile everyone sees changes the view and the picture.
    const seen = structuredClone(s);
    const loc = seen.tiles.findIndex((t) => t.revealed && !t.alarm && t.room !== 'empty');
    seen.tiles[loc].alarm = true;
    expect(viewOf(seen)).not.toEqual(viewOf(s));
    expect(burgleBros.render(burgleBros.view(seen, SPECTATOR), 'en').equals(b)).toBe(false);
  });

  it('the bot chooses from the view: the same action for twins', () => {
    const rng = new Rng(seedRng(9));
    for (const s of statesOf(5, 20)) {
      if (s.outcome !== 'playing') continue;
      const seat = burgleBros.waitingOn(s)[0];
      const pick = (x: GameState) => burgleBros.bot({ view: burgleBros.view(x, seat), seat, legal: burgleBros.legal(x, seat), rng: new Rng(seedRng(1)), level: 'normal' });
      expect(pick(scrambleState(s, rng))).toEqual(pick(s));
    }
  });
});
