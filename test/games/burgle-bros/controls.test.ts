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
  it('names the face-up room it leads into, as the engine resolves the move (on the floor, up or down, a cell); only the way into a face-down tile; then the guard or the Detector\'s alarm it meets there', () => {
    let named = 0, plain = 0, guarded = 0;
    for (const [scenario, players, seed] of [['bank', 3, 5], ['fortknox', 2, 6], ['office', 4, 7]] as const) {
      const r = playBotGame(burgleBros, { players, seed, keepStates: true, check: false, options: { scenario, level: 'easy' } });
      for (const s of r.states as GameState[]) {
        for (const seat of burgleBros.waitingOn(s)) {
          for (const lang of ['en', 'ru'] as const) {
            for (const { p } of notesOf(burgleBros, s, players, lang).filter((n) => n.seat === seat)) {
              for (const c of (p.rows ?? []).flat().filter((x) => /^move [^:]+$/.test(x.act) && !x.act.includes('laser:'))) {
                const resolved = moveTarget(s, seat, c.act.slice(5));
                if ('code' in resolved) throw new Error(`${c.act} offered but refused: ${resolved.code}`);
                const tile = s.tiles[resolved.to];
                const room = lang === 'en' ? roomName(tile.room) : RU_ENGINE['button.move-into']({ target: '', room: tile.room }).split(' — ')[1];
                // What the board shows the step meets there is said after it: the guard, a Detector for what is carried.
                const me = s.players[seat];
                const hints = [
                  ...(s.guards.some((g) => g.placed && g.at === resolved.to) ? [lang === 'en' ? '(the guard is there)' : '(там охранник)'] : []),
                  ...(tile.revealed && tile.room === 'detector' && !tile.alarm && me.tools.length + me.loot.length > 0 ? [lang === 'en' ? '(its alarm: you carry items)' : '(сработает: у вас есть вещи)'] : []),
                ];
                const tail = hints.length ? ` ${hints.join(' ')}` : '';
                guarded += hints.length ? 1 : 0;
                expect(c.label.endsWith(tail), `${c.act}: ${c.label}`).toBe(true);
                const label = c.label.slice(0, c.label.length - tail.length);
                if (tile.revealed) {
                  expect(label, c.act).toBe(lang === 'en' ? `Move ${label.slice(5).split(' to the ')[0]} to the ${room}` : `${label.split(' — ')[0]} — ${room}`);
                  named++;
                } else {
                  expect(label, c.act).not.toMatch(lang === 'en' ? / to the / : / — /);
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
    expect(guarded, 'moves that meet a guard or a Detector, said so').toBeGreaterThan(0);
  });
});
