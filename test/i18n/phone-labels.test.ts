// Labels a phone shows whole: Discord on a phone shows only the first ~28 characters of a button's label or a menu
// option's, so over bot games of every game, in English and Russian, the options of one menu (and the buttons of one
// message) differ within their first 28 characters, and a Burgle Bros. move that meets a guard, a Detector's alarm or a
// Laser's choice says so within them (the direction first, then the warning, then the room), as does any other warning
// a move's button gives first (a Fingerprint's alarm, a Deadbolt's actions, …).
import { describe, expect, it } from 'vitest';
import { noteRuns, notesOf } from '../../src/core/note-size.js';
import { playBotGame } from '../../src/core/sim.js';
import type { Locale } from '../../src/core/types.js';
import { GAMES } from '../../src/games/index.js';
import type { GameState } from '../../src/games/burgle-bros/engine/index.js';
import { moveTarget } from '../../src/games/burgle-bros/engine/rules/targets.js';
import { optionLabel, t as burgleText } from '../../src/games/burgle-bros/present.js';
import { RU_TOOLS } from '../../src/games/burgle-bros/text/ru-engine.js';
import { lookup } from '../../src/core/text.js';
import { texts as NOIR_TEXTS } from '../../src/games/noir-heist/text/index.js';

/** What a phone shows of a label. */
const SHOWN = 28;
const LANGS: Locale[] = ['en', 'ru'];

/** Labels of one group whose shown parts are the same (each pair once). */
function clashes(labels: string[]): string[] {
  const seen = new Map<string, string>();
  const out: string[] = [];
  for (const l of labels) {
    const head = l.slice(0, SHOWN);
    const other = seen.get(head);
    if (other !== undefined && other !== l) out.push(`"${other}" / "${l}"`);
    else seen.set(head, l);
  }
  return out;
}

describe('labels a phone shows whole', () => {
  for (const game of GAMES.all()) {
    it(`${game.kind}: a menu's options, and a message's buttons, differ within their first ${SHOWN} characters`, () => {
      const found = new Set<string>();
      let groups = 0;
      for (const run of noteRuns(game)) {
        const r = playBotGame(game, { ...run, maxSteps: Math.min(run.maxSteps ?? 400, 400), keepStates: true, check: false });
        r.states!.forEach((state, step) => {
          if (step % 3) return;
          for (const lang of LANGS) {
            for (const { p, focus } of notesOf(game, state, run.players, lang)) {
              for (const m of p.menus ?? []) {
                groups++;
                for (const c of clashes(m.options.map((o) => o.label))) found.add(`${lang} menu${focus ? ` (${focus})` : ''}: ${c}`);
              }
              const buttons = (p.rows ?? []).flat().map((b) => b.label);
              if (buttons.length > 1) groups++;
              for (const c of clashes(buttons)) found.add(`${lang} buttons${focus ? ` (${focus})` : ''}: ${c}`);
            }
          }
        });
      }
      expect([...found].slice(0, 30), `${found.size} clashes`).toEqual([]);
      // The walk met menus or buttons: a check that found none would prove nothing.
      expect(groups).toBeGreaterThan(0);
    });
  }

  it('Burgle Bros.: a move that meets a guard, a Detector\'s alarm or a Laser\'s choice says it within the shown part, and any warning the first word of the first', () => {
    const burgle = GAMES.require('burgle-bros');
    const WARN: Record<Locale, { guard: string; detector: string; pay: string; trigger: string }> = {
      en: { guard: 'guard', detector: 'alarm', pay: 'no alarm', trigger: 'alarm' },
      ru: { guard: 'охранник', detector: 'тревога', pay: 'без тревоги', trigger: 'тревог' },
    };
    const seen = { guard: 0, detector: 0, laser: 0, warned: 0 };
    for (const [scenario, players, seed] of [['fortknox', 2, 6], ['bank', 2, 8]] as const) {
      const r = playBotGame(burgle, { players, seed, keepStates: true, check: false, options: { scenario, level: 'easy' } });
      for (const s of (r.states as GameState[]).filter((_, k) => k % 2 === 0)) {
        for (const seat of burgle.waitingOn(s)) {
          for (const lang of LANGS) {
            for (const { p } of notesOf(burgle, s, players, lang).filter((n) => n.seat === seat)) {
              for (const c of (p.rows ?? []).flat().filter((x) => x.act.startsWith('move '))) {
                const [where, laser] = c.act.slice(5).split(/ (?=laser:)/);
                const resolved = moveTarget(s, seat, where);
                if ('code' in resolved) throw new Error(`${c.act} offered but refused: ${resolved.code}`);
                const tile = s.tiles[resolved.to], me = s.players[seat];
                const shown = c.label.slice(0, SHOWN);
                const w = WARN[lang];
                const guard = s.guards.some((g) => g.placed && g.at === resolved.to);
                if (guard) {
                  seen.guard++;
                  expect(shown, c.label).toContain(w.guard);
                }
                // No alarm goes off where the guard stands, nor in a crowbarred Detector, nor one reached down from a
                // Walkway, nor under an E.M.P.
                const detector = tile.revealed && tile.room === 'detector' && !tile.disabled && resolved.via !== 'walkway' && !s.effects.some((e) => e.kind === 'emp');
                if (!guard && detector && !tile.alarm && me.tools.length + me.loot.length > 0) {
                  seen.detector++;
                  expect(shown, c.label).toContain(w.detector);
                }
                if (laser) {
                  seen.laser++;
                  expect(shown, c.label).toContain(laser === 'laser:pay' ? w.pay : w.trigger);
                }
                expect(c.label.length).toBeLessThanOrEqual(80);
                // Any warning: said after the way's colon, its first word within the shown part.
                const colon = c.label.indexOf(': ');
                if (colon >= 0) {
                  seen.warned++;
                  const first = c.label.slice(colon + 2).split(' ')[0];
                  expect(shown, c.label).toContain(`: ${first}`);
                }
              }
            }
          }
        }
      }
    }
    expect(seen.guard, 'moves that meet a guard').toBeGreaterThan(0);
    expect(seen.detector, 'moves into a Detector').toBeGreaterThan(0);
    expect(seen.laser, 'moves into a Laser').toBeGreaterThan(0);
    console.log(`warned moves: ${JSON.stringify(seen)}`);
  });

  it('the options a sample game may not reach: a tool aimed each way, the Insider\'s swaps, a trade', () => {
    for (const lang of LANGS) {
      // Burgle Bros.' card menu: a tool with a target (Dynamite at each wall) said by its name first.
      for (const tool of Object.keys(RU_TOOLS)) {
        const ways = ['north', 'east', 'south', 'west', 'up', 'down', 'F1 B2', 'F1 B3'];
        const labels = ways.map((w) => burgleText(lang, 'button.use', { target: [tool, w].map((x) => optionLabel(lang, x)).join(' ') }));
        expect(clashes(labels), `${lang} ${tool}`).toEqual([]);
      }
      // A trade names the item before the player (the items of one player differ at once).
      const gives = ['crowbar', 'dynamite', 'persian-kitty', 'smoke-bomb'].map((item) => burgleText(lang, 'button.give-to', { item: optionLabel(lang, item), player: 'Александра' }));
      expect(clashes(gives), lang).toEqual([]);
      // Noir: Heist's Insider swaps places with any uniformed officer: the officer first, or a short common part.
      const swaps = ['Marcel (A6)', 'Vera (B2)', 'Hugo (B1)', 'Iris (E2)'].map((target) => lookup(NOIR_TEXTS, lang, 'label.ability.swap', { target }) ?? '');
      expect(clashes(swaps), lang).toEqual([]);
    }
  });
});
