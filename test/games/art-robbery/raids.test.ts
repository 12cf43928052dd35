// A raid's end and the game's end (NOTES §4, §6): Boss check, banking, who starts next, alibis, arrests, the
// 2-player discard, scores and tie-breaks; plus the lazy reshuffle of the draw pile.
import { describe, expect, it } from 'vitest';
import { player, run } from './helpers.js';

const H = ['3', 'greedy', 'dog', '1', '2'];

describe('the end of a raid', () => {
  it('ends the moment the last token leaves the centre; the taker still draws', () => {
    const r = run({ hands: { Ava: H }, deck: ['5'], centre: ['3'], actions: ['Ava: play 3'] });
    expect(r.raid).toBe(2);
    expect(r.centre).toHaveLength(9);
    expect(player(r, 'Ava').hand).toContain('5');
    expect(player(r, 'Ava').banked).toEqual(['3']);
    expect(player(r, 'Ava').faceUp).toEqual([]);
  });

  it('the taker of raid 4\'s last token draws too, the game over (rulings AR16)', () => {
    const r = run({ raid: 4, hands: { Ava: H }, deck: ['5'], centre: ['3*'], actions: ['Ava: play 3'] });
    expect(r.outcome).toBe('over');
    expect(player(r, 'Ava').hand).toHaveLength(5);
    expect(player(r, 'Ava').hand).toContain('5');
    expect(r.players.every((p) => p.hand?.length === 5)).toBe(true);
  });

  it('the Boss token is kept beside a face-up 4 or 5 of the raid, the last token included', () => {
    const r = run({ hands: { Ava: ['5', ...H.slice(1)] }, centre: ['5'], faceUp: { Ava: ['boss'] }, actions: ['Ava: play 5'] });
    expect(player(r, 'Ava').banked).toEqual(['5', 'boss']);
    expect(player(r, 'Ava').score).toBe(10);
    expect(r.log).toContain('Ava keeps the Boss token (they hold a 4 or 5 of this raid).');
  });

  it('without a 4 or 5 the Boss token goes back to the box', () => {
    const r = run({ hands: { Ava: H }, centre: ['3'], faceUp: { Bo: ['boss', '2'] }, actions: ['Ava: play 3'] });
    const asBo = run({ hands: { Ava: H }, centre: ['3'], faceUp: { Bo: ['boss', '2'] }, actions: ['Ava: play 3'] }, 'Bo');
    expect(player(asBo, 'Bo').banked).toEqual(['2']);
    expect(r.log).toContain('Bo loses the Boss token back to the box (no 4 or 5 of this raid).');
  });

  it("the dog's holder starts the next raid, even if they took the last token", () => {
    const r = run({ hands: { Ava: H }, centre: ['3'], dog: 'Ava', actions: ['Ava: play 3'] });
    expect(r.turn).toBe('Ava');
    const other = run({ hands: { Ava: H }, centre: ['3'], dog: 'Cy', actions: ['Ava: play 3'] });
    expect(other.turn).toBe('Cy');
  });

  it('with the dog still in the centre, the player after the taker starts', () => {
    const r = run({ hands: { Ava: H }, centre: ['3'], actions: ['Ava: play 3'] });
    expect(r.turn).toBe('Bo');
    expect(r.dog).toBe('centre');
  });

  it('steals never end a raid', () => {
    const r = run({ hands: { Ava: H }, centre: ['boss'], faceUp: { Bo: ['3'] }, actions: ['Ava: play 3'] });
    expect(r.raid).toBe(1);
    expect(player(r, 'Ava').faceUp).toEqual(['3']);
  });

  it('hands are kept and the draw pile is not reshuffled between raids', () => {
    const r = run({ hands: { Ava: H }, deck: ['4', '0'], centre: ['3'], actions: ['Ava: play 3', 'Bo: play dog'] });
    expect(player(r, 'Ava').hand).toEqual(['1', '2', '4', 'dog', 'greedy']);
  });
});

describe('counting', () => {
  it('alibis and score count face-up tokens too; a face-up Boss counts 0', () => {
    const r = run({ raid: 3, hands: { Ava: H }, faceUp: { Ava: ['boss', '2*'] }, banked: { Ava: ['0*', '5', 'boss'] } });
    expect(player(r, 'Ava').alibis).toBe(2);
    expect(player(r, 'Ava').score).toBe(2 + 5 + 5);
  });
});

describe('the end of the game', () => {
  const last = (extra: Record<string, unknown>) =>
    run({ raid: 4, hands: { Ava: H }, centre: ['3*'], actions: ['Ava: play 3'], ...extra });

  it('3–5 players: everyone with the fewest alibis is arrested and cannot win', () => {
    const r = last({ banked: { Ava: ['0*'], Bo: ['0*', '5', '4', '5'], Cy: ['1*', '1*'] } });
    expect(r.outcome).toBe('over');
    expect(r.turn).toBeNull();
    // Ava 2 (0* and the 3*), Bo 1, Cy 2.
    expect(r.result).toEqual({ arrested: ['Bo'], winners: ['Ava'], scores: { Ava: 3, Bo: 14, Cy: 2 } });
  });

  it('all players tied on alibis: nobody is arrested', () => {
    const r = last({ banked: { Ava: [], Bo: ['0*', '5'], Cy: ['1*'] } });
    expect(r.result?.arrested).toEqual([]);
    expect(r.result?.winners).toEqual(['Bo']);
  });

  it('a score tie goes to more alibis', () => {
    // Ava 5 points, 2 alibis (0* and the 3*); Bo 5 points, no alibi (arrested); Cy 5 points, 1 alibi.
    const r = last({ banked: { Ava: ['2', '0*'], Bo: ['4', '1'], Cy: ['4', '1*'] } });
    expect(r.result).toEqual({ arrested: ['Bo'], winners: ['Ava'], scores: { Ava: 5, Bo: 5, Cy: 5 } });
  });

  it('equal score and alibis share the win, listed in seat order', () => {
    const r = last({ banked: { Ava: ['2'], Bo: ['5', '0*'], Cy: ['4', '1*'] } });
    expect(r.result?.scores).toEqual({ Ava: 5, Bo: 5, Cy: 5 });
    expect(r.result?.arrested).toEqual([]);
    expect(r.result?.winners).toEqual(['Ava', 'Bo', 'Cy']);
  });

  it('scores list every player, arrested ones included', () => {
    const r = last({ banked: { Ava: ['0*'], Bo: ['5'], Cy: ['1*'] } });
    expect(Object.keys(r.result!.scores)).toEqual(['Ava', 'Bo', 'Cy']);
  });
});

describe('the 2-player end', () => {
  const two = (banked: Record<string, string[]>, actions: string[] = []) =>
    run({ players: ['Ava', 'Bo'], raid: 4, hands: { Ava: H }, centre: ['3*'], banked, actions: ['Ava: play 3', ...actions] });

  it('fewer alibis holding 10 or more: asked which tokens, the cheapest set first; the game is still playing', () => {
    const r = two({ Ava: ['0**'], Bo: ['5', '5', '3', '1'] });
    expect(r.outcome).toBe('playing');
    expect(r.awaiting?.player).toBe('Bo');
    expect(r.awaiting?.options[0]).toBe('discard 5 5');
  });

  it('the default keeps the most alibis among the smallest totals', () => {
    const r = two({ Ava: ['0**', '0*'], Bo: ['5', '4', '1', '1*', '2'] });
    expect(r.awaiting?.options[0]).toBe('discard 1 4 5');
  });

  it('a set worth less than 10 is refused; any set worth 10 or more is accepted', () => {
    const r = two({ Ava: ['0**'], Bo: ['5', '4', '3', '2', '1'] }, ['Bo: discard 5 4', 'Bo: discard 5 4 3']);
    expect(r.rejected[0].reason).toBe('Those tokens are worth 9; discard tokens worth at least 10 in total.');
    expect(r.outcome).toBe('over');
    expect(r.result?.scores).toEqual({ Ava: 3, Bo: 3 });
    expect(r.result?.winners).toEqual(['Ava']);
  });

  it('public lines give only the count and total discarded', () => {
    const r = two({ Ava: ['0**'], Bo: ['5', '4', '3', '2', '1'] }, ['Bo: discard 5 4 3']);
    expect(r.log).toContain('Bo discarded 3 tokens worth 12.');
    expect(r.log.join(' ')).not.toMatch(/discarded .*5/);
  });

  it('with less than 10 in total, all go at once', () => {
    const r = two({ Ava: ['0**'], Bo: ['5', '4'] });
    expect(r.outcome).toBe('over');
    expect(r.result?.scores.Bo).toBe(0);
  });

  it('equal alibis: nobody discards', () => {
    const r = two({ Ava: [], Bo: ['0*', '5', '4'] });
    expect(r.outcome).toBe('over');
    expect(r.result?.scores).toEqual({ Ava: 3, Bo: 9 });
  });

  it('only banked tokens may be discarded', () => {
    const r = two({ Ava: ['0**'], Bo: ['5', '4', '3', '2', '1'] }, ['Bo: discard 5 5 4']);
    expect(r.rejected[0].reason).toMatch(/not banked all/);
  });

  it('a token banked as an alibi, named without its dot, is refused naming it as it is written, with the whole line', () => {
    const r = two({ Ava: ['0**'], Bo: ['5', '4', '2*', '3', '1'] }, ['Bo: discard 2 4 5', 'Bo: discard 2* 4 5']);
    expect(r.rejected[0].reason).toBe('The 2 you banked is an alibi, written 2*: type `discard 2* 4 5`.');
    expect(r.rejected).toHaveLength(1);
    expect(r.outcome).toBe('over');
    // Where a plain 2 is banked too, or another token named is not banked at all, no alibi is guessed.
    expect(two({ Ava: ['0**'], Bo: ['5', '4', '2', '2*', '1'] }, ['Bo: discard 2 4 5']).rejected).toEqual([]);
    expect(two({ Ava: ['0**'], Bo: ['5', '4', '2*', '3', '1'] }, ['Bo: discard 2 4 5 5']).rejected[0].reason).toMatch(/not banked all/);
  });
});

describe('the draw pile', () => {
  it('an empty draw pile first shuffles the whole discard pile, the card just played included, into a new one', () => {
    const hands = { Ava: ['dog', '0', '0', '0', '0'], Bo: ['0', '1', '1', '1', '1'], Cy: ['1', '1', '2', '2', '2'] };
    const used = ['0', '2', '2', '2', '3', '3', '3', '3', '3', '3', '4', '4', '4', '4', '4', '4', '5', '5', '5', '5', '5', '5',
      'boss', 'boss', 'boss', 'boss', 'boss', 'boss', 'dog', 'dog', 'dog', 'dog', 'dog', 'greedy', 'greedy', 'greedy', 'greedy', 'greedy', 'greedy', 'greedy'];
    const r = run({ hands, discard: used, actions: ['Ava: play dog'] });
    expect(r.log[1]).toBe('The draw pile was empty: the discard pile (41 cards) was shuffled into a new one.');
    expect(r.deck).toBe(40);
    expect(r.discard).toEqual([]);
  });
});
