// Burgle Bros. on the shared generator (issue 33): a solo crew's characters are drawn by the engine from the seeded
// generator kept in the state, as for any crew, not by a shuffle of the module's own. So a DM crew and a channel crew of
// the same size and seed get the same characters and the same building, and the game deals again from its origin.
import { describe, expect, it } from 'vitest';
import { burgleBros } from '../../../src/games/burgle-bros/index.js';
import type { GameState } from '../../../src/games/burgle-bros/engine/index.js';
import { CHARACTER_IDS } from '../../../src/games/burgle-bros/seating.js';

const seats = (n: number) => Array.from({ length: n }, () => ({ human: 0 }));

describe('the solo crew is drawn from the state\'s generator', () => {
  for (const [crew, seed] of [[1, 1], [2, 7], [3, 12], [4, 99]] as const) {
    it(`a DM crew of ${crew} (seed ${seed}) is the channel crew's draw, named by character; its origin deals it again`, () => {
      const names = Array.from({ length: crew }, (_, i) => `P${i + 1}`);
      const dm = burgleBros.setup({ options: { scenario: 'office' }, names, bots: names.map(() => false), seed, seats: seats(crew), lang: 'en' });
      const channel = burgleBros.setup({ options: { scenario: 'office' }, names, bots: names.map(() => false), seed, seats: names.map((_, i) => ({ human: i })) });
      if (!dm.ok || !channel.ok) throw new Error('refused');
      const a = dm.state as GameState, b = channel.state as GameState;
      if (crew > 1) expect(a.players.map((p) => p.character)).toEqual(b.players.map((p) => p.character));
      for (const p of a.players) expect(CHARACTER_IDS).toContain(p.character);
      if (crew === 1) expect(a.players[0].character).not.toBe('rook');
      // Each seat is named by its character, in the table's language.
      expect(dm.names).toEqual(a.players.map((p) => burgleBros.texts.en[`character.${p.character}`]));
      // The same building and the same generator: only the names differ.
      const renamed = a.players.reduce((json, p, i) => json.split(JSON.stringify(p.name)).join(JSON.stringify(names[i])), JSON.stringify(a));
      if (crew > 1) expect(JSON.parse(renamed)).toEqual(b);
      // Dealt again from the origin, the very same state; and the position script says the same crew.
      expect(burgleBros.restart(dm.origin)).toEqual(a);
      const script = burgleBros.tools!.positions.script!(dm.origin, [])!;
      const report = burgleBros.tools!.positions.run(script) as { players: { name: string; character: string }[] };
      expect(report.players.map((p) => [p.name, p.character])).toEqual(a.players.map((p) => [p.name, p.character]));
    });
  }

  it('a character asked for is kept, the rest drawn; different seeds draw different crews', () => {
    const crews = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const r = burgleBros.setup({ options: { scenario: 'bank', characters: 'hawk' }, names: ['A', 'B', 'C'], bots: [false, false, false], seed, seats: seats(3), lang: 'ru' });
      if (!r.ok) throw new Error('refused');
      const chars = (r.state as GameState).players.map((p) => p.character);
      expect(chars[0]).toBe('hawk');
      expect(new Set(chars).size).toBe(3);
      expect(r.names[0]).toBe(burgleBros.texts.ru['character.hawk']);
      crews.add(chars.join());
    }
    expect(crews.size).toBeGreaterThan(6);
  });
});
