// A phone shows a button's or a menu option's first ~28 characters: over random games (which crowd three or four
// burglars on one tile, stack warnings on one move, and reach the rarer cards far more often than the bots' games of
// test/i18n/phone-labels.test.ts), no two controls of one message read the same there, in English or Russian. Found so:
// a Laser's two buttons after a Motion room's alarm, and the Russian "give the Crystal Ball to Ava / to Di".
import { describe, expect, it } from 'vitest';
import { notesOf } from '../../../src/core/note-size.js';
import { burgleBros } from '../../../src/games/burgle-bros/index.js';
import { playRandomGame } from '../../../src/games/burgle-bros/sim/random-play.js';
import type { GameState, Scenario } from '../../../src/games/burgle-bros/engine/index.js';

const SHOWN = 28;

/** Pairs of labels of one group that read the same in their first SHOWN characters. */
function clashes(labels: string[]): string[] {
  const heads = new Map<string, string>();
  const out: string[] = [];
  for (const l of labels) {
    const other = heads.get(l.slice(0, SHOWN));
    if (other !== undefined && other !== l) out.push(`"${other}" / "${l}"`);
    heads.set(l.slice(0, SHOWN), l);
  }
  return out;
}

describe('Burgle Bros. labels on a phone, over random games', () => {
  it('no two buttons of a message, nor two options of a menu, read the same in their first 28 characters', () => {
    const found = new Set<string>();
    let tradesToSeveral = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const scenario: Scenario = (['bank', 'office', 'fortknox'] as const)[seed % 3];
      const crew = 2 + (seed % 3);
      const states: GameState[] = [];
      playRandomGame({ scenario, crew, seed, check: false, maxTurns: 200, variety: true, onStep: (s) => { states.push(s); } });
      for (const s of states) {
        for (const lang of ['en', 'ru'] as const) {
          for (const { p } of notesOf(burgleBros, s, crew, lang)) {
            for (const c of clashes((p.rows ?? []).flat().map((b) => b.label))) found.add(`${lang} buttons: ${c}`);
            for (const m of p.menus ?? []) {
              for (const c of clashes(m.options.map((o) => o.label))) found.add(`${lang} menu: ${c}`);
              const gives = m.options.filter((o) => o.act.startsWith('give '));
              if (new Set(gives.map((o) => o.act.split(' ')[1])).size < gives.length) tradesToSeveral++;
            }
          }
        }
      }
    }
    expect([...found].slice(0, 20)).toEqual([]);
    // The walk met menus giving one item to several mates: the case a label must tell apart by its reader.
    expect(tradesToSeveral).toBeGreaterThan(0);
  });
});
