// The Spotter: Clairvoyance (basic) and Precognition (advanced).
import { describe, expect, it } from 'vitest';
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
    expect(r.report.actionsLeft).toBe(3);
    expect(r.report.rejected[0].code).toBe('once-per-turn');
  });
});
