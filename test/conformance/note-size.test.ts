// Phone-sized notes: over bot games of every game, no note with controls (a private note, Burgle Bros.' public post
// with the acting seat's controls, and every note their focus buttons lead to) holds more than 25 options in one menu
// or more than 5 rows, in English and Russian; the largest note per game is printed (the same figures as
// `npm run bench`'s `<kind>.note.*` lines).
import { describe, expect, it } from 'vitest';
import { focusesOf, largestNote, noteRuns, notesOf, sizeOf } from '../../src/core/note-size.js';
import { playBotGame } from '../../src/core/sim.js';
import { GAMES } from '../../src/games/index.js';

describe('phone-sized notes', () => {
  for (const game of GAMES.all()) {
    it(`${game.kind}: no note offers more than 25 options in a menu or 5 rows`, () => {
      const runs = noteRuns(game);
      const en = largestNote(game, runs);
      console.log(`largest note, ${game.kind}: ${en.options} options in one menu, ${en.choices} choices at once, ${en.rows} rows (${en.where})`);
      expect(en.options).toBeLessThanOrEqual(25);
      expect(en.rows).toBeLessThanOrEqual(5);
      // The walk met the game's controls (buttons or menus): a check that found no note would prove nothing.
      expect(en.choices).toBeGreaterThan(0);
      // Russian labels are longer, never more numerous: one run is enough.
      const ru = largestNote(game, runs.slice(0, 1), 'ru');
      expect(ru.options).toBeLessThanOrEqual(25);
      expect(ru.rows).toBeLessThanOrEqual(5);
    });
  }

  it('the walk reaches the notes behind focus buttons (the Noir chief\'s swap targets, Blueprints by floor)', () => {
    const noir = GAMES.require('noir-heist');
    const r = playBotGame(noir, { players: 5, seed: 2, keepStates: true, check: false, maxSteps: 40 });
    const chiefTurn = r.states!.find((s) => noir.waitingOn(s)[0] === 0)!;
    const notes = notesOf(noir, chiefTurn, 5).filter((n) => n.seat === 0);
    expect(notes.map((n) => n.focus)).toEqual(expect.arrayContaining(['', 'accuse', 'search', 'swap', 'shift-row', 'shift-column']));
    expect(notes.some((n) => /^swap:/.test(n.focus) && n.p.menus?.[0].options.every((o) => o.act.startsWith('swap ')))).toBe(true);
    // Before the table offers focus, every note is still actionable: the first note shows a kind's targets.
    expect(sizeOf(notes[0].p).options).toBeGreaterThan(0);
    expect(focusesOf(notes[0].p)).toContain('swap');

    const burgle = GAMES.require('burgle-bros');
    // A Blueprints question over more than 25 face-down tiles (too many for one menu): where the bots' play first asks
    // one, seed after seed from one that did (which game does depends on how the bots play).
    type Asked = { awaiting: { code: string; options: string[] } };
    let asked: Asked | undefined;
    for (let seed = 17; seed < 80 && !asked; seed++) {
      const b = playBotGame(burgle, { players: 2, seed, options: { scenario: 'bank' }, keepStates: true, check: false, maxSteps: 120 });
      asked = (b.states as Partial<Asked>[]).find((s) => s.awaiting?.code === 'blueprints-where' && s.awaiting.options.length > 25) as Asked | undefined;
    }
    expect(asked, 'a game of seeds 17-79 asks where to look with Blueprints over more than 25 tiles').toBeDefined();
    const all = asked!.awaiting.options;
    expect(all.length).toBeGreaterThan(25);
    const floors = notesOf(burgle, asked, 2);
    const offered = new Set(floors.flatMap((n) => (n.p.menus ?? []).flatMap((m) => m.options.map((o) => o.act))));
    expect([...offered].sort()).toEqual(all.map((o) => `choose ${o}`).sort());
  });
});
