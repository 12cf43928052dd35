// Every legal action of the burglar who must act is on a button or in a menu of the post (the card menu holds their
// ability, tools and trades), each within Discord's five rows and 25 options a menu: a player who only presses can do
// whatever a player who types can.
import { describe, expect, it } from 'vitest';
import { playBotGame } from '../../../src/core/sim.js';
import { notesOf } from '../../../src/core/note-size.js';
import { burgleBros } from '../../../src/games/burgle-bros/index.js';
import type { GameState } from '../../../src/games/burgle-bros/engine/index.js';
import { moveTarget } from '../../../src/games/burgle-bros/engine/rules/targets.js';
import { roomName } from '../../../src/games/burgle-bros/text/en-words.js';
import { RU_ENGINE } from '../../../src/games/burgle-bros/text/ru-engine.js';

const CARD_VERBS = new Set(['ability', 'use', 'give', 'take']);

describe('Burgle Bros. controls', () => {
  it('offer every legal action within five rows, on every building, in English and Russian', () => {
    let cardActions = 0;
    for (const [scenario, players, seed] of [['bank', 3, 1], ['office', 2, 2], ['fortknox', 3, 3], ['bank', 4, 4]] as const) {
      const r = playBotGame(burgleBros, { players, seed, keepStates: true, check: false, options: { scenario, level: 'easy', advanced: seed % 2 ? 'yes' : 'no' } });
      for (const s of r.states as GameState[]) {
        for (const seat of burgleBros.waitingOn(s)) {
          const legal = burgleBros.legal(s, seat);
          cardActions += legal.filter((a) => CARD_VERBS.has(a.verb)).length;
          for (const lang of ['en', 'ru'] as const) {
            const offered = new Set<string>();
            for (const { p } of notesOf(burgleBros, s, players, lang).filter((n) => n.seat === seat)) {
              expect((p.rows?.length ?? 0) + (p.menus?.length ?? 0)).toBeLessThanOrEqual(5);
              for (const row of p.rows ?? []) expect(row.length).toBeLessThanOrEqual(5);
              for (const m of p.menus ?? []) {
                expect(m.options.length).toBeLessThanOrEqual(25);
                expect(m.placeholder.length).toBeGreaterThan(0);
                for (const o of m.options) expect(o.label.length).toBeLessThanOrEqual(100);
              }
              for (const a of [...(p.rows ?? []).flat().filter((c) => !c.focus).map((c) => c.act), ...(p.menus ?? []).flatMap((m) => m.options.map((o) => o.act))]) offered.add(a);
            }
            const missing = legal.map((a) => [a.verb, ...a.args].join(' ')).filter((a) => !offered.has(a));
            expect(missing, `${scenario}, seat ${seat} (${lang})`).toEqual([]);
          }
        }
      }
    }
    // The games used abilities, tools or trades: the check saw the card menu at work.
    expect(cardActions).toBeGreaterThan(50);
  });
});

describe('a move\'s button', () => {
  it('names the face-up room it leads into, as the engine resolves the move (on the floor, up or down, a cell); only the way into a face-down tile; the guard, the Detector\'s alarm or the Laser\'s choice it meets there right after the way', () => {
    let named = 0, plain = 0, guarded = 0;
    const HINTS = {
      en: { guard: 'guard there', detector: 'alarm (you carry items)', 'laser:pay': 'no alarm (+1 action)', 'laser:trigger': 'alarm', way: 'Move', dash: ' – ' },
      ru: { guard: 'охранник', detector: 'тревога (у вас есть вещи)', 'laser:pay': 'без тревоги (+1 действие)', 'laser:trigger': 'тревога', way: 'Зайти', dash: ' — ' },
    } as const;
    for (const [scenario, players, seed] of [['bank', 3, 5], ['fortknox', 2, 6], ['office', 4, 7]] as const) {
      const r = playBotGame(burgleBros, { players, seed, keepStates: true, check: false, options: { scenario, level: 'easy' } });
      for (const s of r.states as GameState[]) {
        for (const seat of burgleBros.waitingOn(s)) {
          for (const lang of ['en', 'ru'] as const) {
            for (const { p } of notesOf(burgleBros, s, players, lang).filter((n) => n.seat === seat)) {
              for (const c of (p.rows ?? []).flat().filter((x) => x.act.startsWith('move '))) {
                const [where, laser] = c.act.slice(5).split(/ (?=laser:)/);
                const resolved = moveTarget(s, seat, where);
                if ('code' in resolved) throw new Error(`${c.act} offered but refused: ${resolved.code}`);
                const tile = s.tiles[resolved.to];
                const room = lang === 'en' ? roomName(tile.room) : RU_ENGINE['button.move-into']({ target: '', room: tile.room }).split(' — ')[1];
                // What the board shows the step meets there is said right after the way: the guard, a Detector for
                // what is carried, the Laser's choice; then the room.
                const me = s.players[seat];
                const h = HINTS[lang];
                // No alarm goes off where the guard stands: a Detector under him is not said.
                const guard = s.guards.some((g) => g.placed && g.at === resolved.to);
                const hints = [
                  ...(guard ? [h.guard] : []),
                  ...(!guard && tile.revealed && tile.room === 'detector' && !tile.alarm && me.tools.length + me.loot.length > 0 ? [h.detector] : []),
                  ...(laser === 'laser:pay' || laser === 'laser:trigger' ? [h[laser]] : []),
                ];
                const way = c.label.startsWith(`${h.way} `) ? c.label.slice(h.way.length + 1).split(/:| to the | — /)[0] : '';
                expect(way, c.label).not.toBe('');
                if (hints.length) {
                  guarded++;
                  const head = `${h.way} ${way}: ${hints.join('; ')}`;
                  expect(c.label, c.act).toBe(tile.revealed ? `${head}${h.dash}${room}` : head);
                } else if (tile.revealed) {
                  expect(c.label, c.act).toBe(lang === 'en' ? `Move ${way} to the ${room}` : `Зайти ${way} — ${room}`);
                  named++;
                } else {
                  expect(c.label, c.act).toBe(`${h.way} ${way}`);
                  plain++;
                }
              }
            }
          }
        }
      }
    }
    expect(named).toBeGreaterThan(20);
    expect(plain).toBeGreaterThan(20);
    expect(guarded, 'moves that meet a guard, a Detector or a Laser, said so').toBeGreaterThan(0);
  });
});
