// Every legal action of whoever must act is on a button or in a menu of their note, within Discord's five rows: the
// chief's hundred-odd options (accuse, search, swap, shifts) once overflowed and the swaps had to be typed.
import { describe, expect, it } from 'vitest';
import { playBotGame } from '../../../src/core/sim.js';
import { noirHeist } from '../../../src/games/noir-heist/index.js';
import type { NoirState } from '../../../src/games/noir-heist/engine/types.js';

describe('Noir: Heist controls', () => {
  for (const players of [5, 7]) {
    it(`offers every legal action within five rows, at ${players} players, in English and Russian`, () => {
      const r = playBotGame(noirHeist, { players, seed: 8, keepStates: true, check: false });
      let chiefTurns = 0;
      for (const s of r.states as NoirState[]) {
        for (const seat of noirHeist.waitingOn(s)) {
          const legal = noirHeist.legal(s, seat);
          if (seat === 0) chiefTurns++;
          for (const lang of ['en', 'ru'] as const) {
            const p = noirHeist.present({ view: noirHeist.view(s, seat), viewer: seat, lang, legal, moment: { kind: 'private', events: [] }, name: (k) => `P${k}` });
            expect((p.rows?.length ?? 0) + (p.menus?.length ?? 0)).toBeLessThanOrEqual(5);
            for (const m of p.menus ?? []) {
              expect(m.options.length).toBeLessThanOrEqual(25);
              expect(m.placeholder.length).toBeGreaterThan(0);
            }
            const offered = new Set([...(p.rows ?? []).flat().map((c) => c.act), ...(p.menus ?? []).flatMap((m) => m.options.map((o) => o.act))]);
            const missing = legal.map((a) => [a.verb, ...a.args].join(' ')).filter((a) => !offered.has(a));
            expect(missing, `seat ${seat} (${lang})`).toEqual([]);
          }
        }
      }
      expect(chiefTurns).toBeGreaterThan(5);
    });
  }
});
