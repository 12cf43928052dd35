// The Spotter: Clairvoyance (basic) and Precognition (advanced).
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../../../../src/core/rng.js';
import { checkInvariants } from '../../../../../../src/games/burgle-bros/checks.js';
import { scrambleState, viewOf } from '../../../../../../src/games/burgle-bros/view.js';
import type { GameState } from '../../../../../../src/games/burgle-bros/engine/types.js';
import { describe as say } from '../../../../../../src/games/burgle-bros/text/en-engine.js';
import { RU_ENGINE } from '../../../../../../src/games/burgle-bros/text/ru-engine.js';
import { bank, farGuard, member, more, play } from './helpers.js';

describe('Spotter: Clairvoyance (basic)', () => {
  const start = () => play({
    crew: [member('Sam', 'spotter', 'basic')], floors: bank(), guards: farGuard, patrol: { 1: ['C3', 'B2'] },
    players: [{ at: 'F1 A1' }], actions: ['Sam: ability'],
  });
  it('1 action: she sees the top patrol card of her floor and chooses top or bottom', () => {
    const r = start();
    expect(r.report.awaiting).toMatchObject({ player: 'Sam', options: ['top', 'bottom'] });
    expect(r.report.awaiting?.question).toContain('C3');
    const bottom = more(r.state, ['Sam: choose bottom']);
    const deck = bottom.state.guards[0].deck;
    expect(deck[0]).toBe(5);
    expect(deck[deck.length - 1]).toBe(10);
    expect(bottom.state.turn.actionsLeft).toBe(3);
    const top = more(r.state, ['Sam: choose top']);
    expect(top.state.guards[0].deck[0]).toBe(10);
  });
  it('once per turn', () => {
    const r = more(start().state, ['Sam: choose top', 'Sam: ability']);
    expect(r.rejected).toEqual(['once-per-turn']);
  });

  it('put back on top, the card is known to the crew until the guard draws it (docs/rulings.md)', () => {
    const top = more(start().state, ['Sam: choose top']).state;
    expect(top.guards[0].known).toBe(1);
    expect(viewOf(top).guards[0].patrolNext).toEqual([10]);
    // Re-dealing what the crew cannot see keeps the card they saw on top.
    for (let k = 0; k < 5; k++) expect(scrambleState(top, new Rng(seedRng(k))).guards[0].deck[0]).toBe(10);
    // Two moves and the end: the guard steps onto D3, his destination, and draws the card: C3, known no more.
    const drawn = more(top, ['Sam: move east', 'Sam: move east', 'Sam: end']);
    expect(drawn.rejected).toEqual([]);
    expect(drawn.state.guards[0].dest).toBe(10);
    expect(drawn.state.guards[0].known).toBeUndefined();
    expect(viewOf(drawn.state).guards[0].patrolNext).toBeUndefined();
    expect(checkInvariants(top)).toEqual([]);
    // A stored state claiming more seen cards than the deck holds is refused.
    expect(checkInvariants({ ...top, guards: [{ ...top.guards[0], known: top.guards[0].deck.length + 1 }, ...top.guards.slice(1)] })).toContain(`guard 1 known cards ${top.guards[0].deck.length + 1}`);
  });

  it('the Spotter\'s look is the crew\'s too: the public post names the card', () => {
    expect(more(start().state, ['Sam: choose top']).text).toContain("looked at floor 1's next patrol card, C3, and put it on top");
  });

  it('put at the bottom, nothing is known: the view shows no next card', () => {
    const bottom = more(start().state, ['Sam: choose bottom']).state;
    expect(bottom.guards[0].known).toBeUndefined();
    expect(viewOf(bottom).guards[0].patrolNext).toBeUndefined();
    expect(JSON.stringify(viewOf(bottom))).not.toContain('patrolNext');
  });

  it('ruling C13a: the last card of her floor\'s deck put at the bottom is still on top: the crew still knows it', () => {
    const before = play({ crew: [member('Sam', 'spotter', 'basic')], floors: bank(), guards: farGuard, players: [{ at: 'F1 A1' }], actions: [] }).state;
    const g = before.guards[0];
    const one: GameState = { ...before, guards: [{ ...g, deck: [g.deck[0]], discard: [...g.discard, ...g.deck.slice(1)] }, ...before.guards.slice(1)] };
    expect(checkInvariants(one)).toEqual([]);
    const asked = more(one, ['Sam: ability']).state;
    expect(asked.awaiting?.options).toEqual(['top', 'bottom']);
    // Still asked (the engine never answers for the player), but the question says the answer changes nothing.
    expect(say(asked.awaiting!.code, asked.awaiting!.params)).toContain('It is the last card of the deck: it stays next either way.');
    expect(RU_ENGINE['clairvoyance-top-or-bottom'](asked.awaiting!.params)).toContain('последняя карта колоды');
    for (const where of ['top', 'bottom']) {
      const after = more(asked, [`Sam: choose ${where}`]).state;
      expect(after.guards[0].deck).toEqual([g.deck[0]]);
      expect(after.guards[0].known).toBe(1);
      expect(viewOf(after).guards[0].patrolNext).toEqual([g.deck[0]]);
    }
  });
});

describe('Spotter: Precognition (advanced)', () => {
  it('1 action, once per turn: she sees the top event and chooses top or bottom', () => {
    const r = play({
      crew: [member('Sam', 'spotter', 'advanced')], floors: bank(), guards: farGuard, events: ['crash', 'squeak'],
      players: [{ at: 'F1 A1' }], actions: ['Sam: ability', 'Sam: choose bottom', 'Sam: ability'],
    });
    const deck = r.state.events.deck;
    expect(deck[0]).toBe('squeak');
    expect(deck[deck.length - 1]).toBe('crash');
    expect(r.report.log.join('\n')).toContain('looked at the next event, Crash!, and put it at the bottom');
    expect(r.report.actionsLeft).toBe(3);
    expect(r.report.rejected[0].code).toBe('once-per-turn');
  });

  it('the last event card: still asked, and the question says top and bottom are the same', () => {
    const many = play({ crew: [member('Sam', 'spotter', 'advanced')], floors: bank(), guards: farGuard, events: ['crash', 'squeak'], players: [{ at: 'F1 A1' }], actions: ['Sam: ability'] }).state;
    expect(say(many.awaiting!.code, many.awaiting!.params)).not.toContain('last card');
    const full = play({ crew: [member('Sam', 'spotter', 'advanced')], floors: bank(), guards: farGuard, events: ['crash'], players: [{ at: 'F1 A1' }] }).state;
    const s: GameState = { ...full, events: { ...full.events, deck: ['crash'], discard: [...full.events.discard, ...full.events.deck.slice(1)] } };
    expect(checkInvariants(s)).toEqual([]);
    const asked = more(s, ['Sam: ability']).state;
    expect(asked.awaiting?.options).toEqual(['top', 'bottom']);
    expect(say(asked.awaiting!.code, asked.awaiting!.params)).toContain('It is the last card of the deck: it stays next either way.');
    expect(more(asked, ['Sam: choose bottom']).state.events.deck).toEqual(['crash']);
  });
});

describe('The Spotter with an empty deck (ruling C13)', () => {
  it('ruling C13: looking is no draw: with her floor\'s patrol deck empty Clairvoyance is refused, nothing reshuffled, the guard no faster', () => {
    const s = play({ crew: [member('Sam', 'spotter', 'basic')], floors: bank(), guards: farGuard, players: [{ at: 'F1 A1' }] }).state;
    s.guards[0].discard = [...s.guards[0].discard, ...s.guards[0].deck];
    s.guards[0].deck = [];
    const r = more(s, ['Sam: ability']);
    expect(r.rejected).toEqual(['patrol-deck-empty']);
    expect(r.state.guards[0]).toMatchObject({ deck: [], die: 1 });
    expect(r.state.guards[0].discard).toHaveLength(16);
    expect(r.state.turn.actionsLeft).toBe(4);
  });
  it('ruling C13: with the event deck empty Precognition is refused; the discard is not shuffled in to look', () => {
    const s = play({ crew: [member('Sam', 'spotter', 'advanced')], floors: bank(), guards: farGuard, players: [{ at: 'F1 A1' }] }).state;
    s.events.discard = [...s.events.discard, ...s.events.deck];
    s.events.deck = [];
    const r = more(s, ['Sam: ability']);
    expect(r.rejected).toEqual(['event-deck-empty']);
    expect(r.state.events.deck).toEqual([]);
    expect(r.state.turn.actionsLeft).toBe(4);
  });
});
