// The four card families (NOTES §3, §6): number cards, Watchdog, Greedy Thief, Boss; questions and refusals.
import { describe, expect, it } from 'vitest';
import { player, run } from './helpers.js';

const AVA = ['0', '1', '4', 'greedy', 'boss'];

describe('number cards', () => {
  it('a number card takes a token of its value from the centre', () => {
    const r = run({ hands: { Ava: AVA }, deck: ['5'], actions: ['Ava: play 4'] });
    expect(player(r, 'Ava').faceUp).toEqual(['4']);
    expect(r.centre).not.toContain('4');
    expect(r.log).toEqual(['Ava played a 4 and took the 4 from the centre.']);
    expect(player(r, 'Ava').hand).toEqual(['0', '1', '5', 'boss', 'greedy']);
    expect(r.turn).toBe('Bo');
  });

  it('identical tokens never cause a question', () => {
    const r = run({ hands: { Ava: AVA }, actions: ['Ava: play 1'] });
    expect(r.awaiting).toBeNull();
    expect(player(r, 'Ava').faceUp).toEqual(['1']);
  });

  it('different faces of the value ask the player, who draws only after the answer', () => {
    const r = run({ raid: 2, hands: { Ava: AVA }, deck: ['5'], actions: ['Ava: play 1'] });
    expect(r.awaiting).toMatchObject({ player: 'Ava', options: ['choose 1', 'choose 1*'] });
    expect(r.turn).toBe('Ava');
    expect(player(r, 'Ava').hand).toHaveLength(4);
    expect(r.discard).toEqual(['1']);
    const after = run({ raid: 2, hands: { Ava: AVA }, deck: ['5'], actions: ['Ava: play 1', 'Ava: choose 1*'] });
    expect(player(after, 'Ava').faceUp).toEqual(['1*']);
    expect(player(after, 'Ava').hand).toContain('5');
    expect(after.turn).toBe('Bo');
  });

  it('while a question is open any other action is refused', () => {
    const r = run({ raid: 2, hands: { Ava: AVA }, actions: ['Ava: play 1', 'Ava: play 4', 'Bo: play 4'] });
    expect(r.rejected.map((x) => x.action)).toEqual(['Ava: play 4', 'Bo: play 4']);
    expect(r.awaiting?.player).toBe('Ava');
  });

  it('a token named with the play picks it without a question', () => {
    const r = run({ raid: 2, hands: { Ava: AVA }, actions: ['Ava: play 1 1*'] });
    expect(r.awaiting).toBeNull();
    expect(player(r, 'Ava').faceUp).toEqual(['1*']);
  });

  it('only when the centre has none of the value, a face-up one is stolen from the single holder at once', () => {
    const r = run({ hands: { Ava: AVA }, centre: ['boss', '1', '2'], faceUp: { Bo: ['4'] }, actions: ['Ava: play 4'] });
    expect(r.awaiting).toBeNull();
    expect(player(r, 'Ava').faceUp).toEqual(['4']);
    expect(player(r, 'Bo').faceUp).toEqual([]);
    expect(r.log).toEqual(['Ava played a 4 and stole the 4 from Bo.']);
  });

  it('two possible victims ask whom to steal from', () => {
    const r = run({ raid: 2, hands: { Ava: AVA }, centre: ['boss', '2'], faceUp: { Bo: ['1'], Cy: ['1*'] }, actions: ['Ava: play 1'] });
    expect(r.awaiting?.options).toEqual(['choose 1 from Bo', 'choose 1* from Cy']);
    const done = run({ raid: 2, hands: { Ava: AVA }, centre: ['boss', '2'], faceUp: { Bo: ['1'], Cy: ['1*'] }, actions: ['Ava: play 1', 'Ava: choose from Cy'] });
    expect(player(done, 'Ava').faceUp).toEqual(['1*']);
  });

  it('the same face with two victims is asked as `from NAME`', () => {
    const r = run({ hands: { Ava: AVA }, centre: ['boss', '2'], faceUp: { Bo: ['1'], Cy: ['1'] }, actions: ['Ava: play 1'] });
    expect(r.awaiting?.options).toEqual(['choose from Bo', 'choose from Cy']);
  });

  it('`from` while the centre holds that value is refused and changes nothing', () => {
    const r = run({ hands: { Ava: AVA }, faceUp: { Bo: ['1'] }, centre: ['boss', '0*', '1'], actions: ['Ava: play 1 from Bo'] });
    expect(r.rejected).toHaveLength(1);
    expect(r.rejected[0].reason).toMatch(/centre/);
    expect(player(r, 'Ava').hand).toHaveLength(5);
    expect(r.turn).toBe('Ava');
  });

  it('`from` a player without such a face-up token is refused', () => {
    const r = run({ hands: { Ava: AVA }, centre: ['boss'], faceUp: { Bo: ['4'] }, actions: ['Ava: play 4 from Cy'] });
    expect(r.rejected[0].reason).toBe('Cy has no face-up token your 4 could take: pick another player or leave out `from`.');
  });

  it('a plain number with that value nowhere is played and does nothing', () => {
    const r = run({ hands: { Ava: AVA }, centre: ['boss', '3'], deck: ['2'], actions: ['Ava: play 4'] });
    expect(r.rejected).toEqual([]);
    expect(r.discard).toEqual(['4']);
    expect(player(r, 'Ava').hand).toContain('2');
    expect(r.log).toEqual(['Ava played a 4; nothing to take.']);
  });

  it('number cards never take the Boss token', () => {
    const r = run({ hands: { Ava: ['5', '5', '5', '5', '5'] }, centre: ['boss'], actions: ['Ava: play 5'] });
    expect(r.centre).toEqual(['boss']);
    expect(player(r, 'Ava').faceUp).toEqual([]);
  });

  it('banked tokens can never be taken', () => {
    const r = run({ raid: 2, hands: { Ava: AVA }, centre: ['boss'], banked: { Bo: ['4'] }, actions: ['Ava: play 4'] });
    expect(player(r, 'Ava').faceUp).toEqual([]);
    expect(player(r, 'Bo').banked).toEqual(['4']);
  });

  it('a card not in hand is refused with a sentence', () => {
    const r = run({ hands: { Ava: AVA }, actions: ['Ava: play 3'] });
    expect(r.rejected).toEqual([{ action: 'Ava: play 3', reason: 'Ava has no 3 in hand: play a card from your hand.' }]);
  });

  it('playing out of turn is refused', () => {
    const r = run({ hands: { Ava: AVA }, actions: ['Bo: play 4'] });
    expect(r.rejected[0].reason).toBe("It is Ava's turn: wait for them to play.");
  });
});

describe('Watchdog', () => {
  const DOGS = ['dog', 'dog', '1', '2', '3'];
  it('takes the dog from the centre', () => {
    const r = run({ hands: { Ava: DOGS }, actions: ['Ava: play dog'] });
    expect(r.dog).toBe('Ava');
    expect(r.log).toEqual(['Ava played a Watchdog and took the dog from the centre.']);
  });
  it('takes the dog from whoever holds it', () => {
    const r = run({ hands: { Ava: DOGS }, dog: 'Cy', actions: ['Ava: play dog'] });
    expect(r.dog).toBe('Ava');
  });
  it('AR15: the Watchdog card names no victim: any from is refused, even one naming the dog\'s holder', () => {
    for (const from of ['from Cy', 'from Bo', 'Cy', '1 from Cy']) {
      const r = run({ hands: { Ava: DOGS }, dog: 'Cy', actions: [`Ava: play dog ${from}`] });
      expect(r.rejected.map((x) => x.action), from).toEqual([`Ava: play dog ${from}`]);
      expect(r.dog).toBe('Cy');
    }
  });
  it('a Watchdog you already hold is played and does nothing', () => {
    const r = run({ hands: { Ava: DOGS }, dog: 'Ava', actions: ['Ava: play dog'] });
    expect(r.dog).toBe('Ava');
    expect(r.log).toEqual(['Ava played a Watchdog; nothing to take.']);
    expect(r.turn).toBe('Bo');
  });
});

describe('Greedy Thief', () => {
  const G = ['greedy', '1', '2', '3', '4'];
  it('takes any token from the centre, the Boss token included', () => {
    const r = run({ hands: { Ava: G }, actions: ['Ava: play greedy boss'] });
    expect(player(r, 'Ava').faceUp).toEqual(['boss']);
  });
  it('asks which token when the centre holds different ones', () => {
    const r = run({ hands: { Ava: G }, centre: ['3', '5'], actions: ['Ava: play greedy'] });
    expect(r.awaiting?.options).toEqual(['choose 3', 'choose 5']);
  });
  it('takes at once when the centre holds only identical tokens', () => {
    const r = run({ hands: { Ava: G }, centre: ['2', '2'], actions: ['Ava: play greedy'] });
    expect(player(r, 'Ava').faceUp).toEqual(['2']);
  });
  it('never takes from a player: `from` is refused', () => {
    const r = run({ hands: { Ava: G }, faceUp: { Bo: ['5'] }, actions: ['Ava: play greedy 5 from Bo'] });
    expect(r.rejected[0].reason).toMatch(/only from the centre/);
  });
  it('a token not in the centre is refused', () => {
    const r = run({ hands: { Ava: G }, centre: ['3'], actions: ['Ava: play greedy 5'] });
    expect(r.rejected[0].reason).toMatch(/no 5 in the centre/);
  });
});

describe('Boss', () => {
  const B = ['boss', '1', '2', '3', '4'];
  it("takes this raid's Boss token from the centre", () => {
    const r = run({ hands: { Ava: B }, actions: ['Ava: play boss'] });
    expect(player(r, 'Ava').faceUp).toEqual(['boss']);
  });
  it('takes the Boss token from the player who holds it', () => {
    const r = run({ hands: { Ava: B }, centre: ['1'], faceUp: { Cy: ['boss'] }, actions: ['Ava: play boss'] });
    expect(player(r, 'Ava').faceUp).toEqual(['boss']);
    expect(player(r, 'Cy').faceUp).toEqual([]);
  });
  it('a Boss token you already hold: played, nothing happens', () => {
    const r = run({ hands: { Ava: B }, centre: ['1'], faceUp: { Ava: ['boss'] }, actions: ['Ava: play boss'] });
    expect(player(r, 'Ava').faceUp).toEqual(['boss']);
    expect(r.log).toEqual(['Ava played a Boss; nothing to take.']);
  });
});

describe("stealing from the dog's holder", () => {
  const base = { hands: { Ava: ['4', '1', '2', '3', '5'] }, deck: ['greedy'], centre: ['1'], faceUp: { Bo: ['4'] }, dog: 'Bo' };
  it('the victim is asked: give dog or give token; the thief has not drawn yet', () => {
    const r = run({ ...base, actions: ['Ava: play 4'] });
    expect(r.awaiting).toMatchObject({ player: 'Bo', options: ['give dog', 'give token'] });
    expect(r.turn).toBe('Ava');
    expect(player(r, 'Ava').hand).toHaveLength(4);
  });
  it('handing over the dog keeps the token; then the thief draws', () => {
    const r = run({ ...base, actions: ['Ava: play 4', 'Bo: give dog'] });
    expect(r.dog).toBe('Ava');
    expect(player(r, 'Bo').faceUp).toEqual(['4']);
    expect(player(r, 'Ava').hand).toContain('greedy');
    expect(r.log).toContain('Bo gave the dog instead and kept the 4.');
    expect(r.turn).toBe('Bo');
  });
  it('handing over the token keeps the dog', () => {
    const r = run({ ...base, actions: ['Ava: play 4', 'Bo: give token'] });
    expect(r.dog).toBe('Bo');
    expect(player(r, 'Ava').faceUp).toEqual(['4']);
  });
  it('any other action meanwhile is refused', () => {
    const r = run({ ...base, actions: ['Ava: play 4', 'Cy: play 1', 'Ava: play 1', 'Bo: choose 4'] });
    expect(r.rejected).toHaveLength(3);
    expect(r.awaiting?.player).toBe('Bo');
  });
});
