// Every legal action of the burglar who must act is on a button or in a menu of the post (the card menu holds their
// ability, tools and trades), each within Discord's five rows and 25 options a menu: a player who only presses can do
// whatever a player who types can.
import { describe, expect, it } from 'vitest';
import { playBotGame } from '../../../src/core/sim.js';
import { notesOf } from '../../../src/core/note-size.js';
import { burgleBros } from '../../../src/games/burgle-bros/index.js';
import type { GameState } from '../../../src/games/burgle-bros/engine/index.js';
import { applyAction, locName, type GameEvent } from '../../../src/games/burgle-bros/engine/index.js';
import { moveTarget } from '../../../src/games/burgle-bros/engine/rules/targets.js';
import { t } from '../../../src/games/burgle-bros/present.js';
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
              // A phone shows a label's first ~28 characters: two buttons of one message differ there (every state,
              // where test/i18n/phone-labels.test.ts samples every third).
              const heads = new Map<string, string>();
              for (const b of (p.rows ?? []).flat()) {
                const other = heads.get(b.label.slice(0, 28));
                expect(other === undefined || other === b.label, `"${other}" / "${b.label}"`).toBe(true);
                heads.set(b.label.slice(0, 28), b.label);
              }
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
  it('names the face-up room it leads into, as the engine resolves the move (on the floor, up or down, a cell); only the way into a face-down tile; right after the way, what the engine then does on the step: the guard there, the actions it costs, each alarm it sets off (or asks a hack token for), a guard seeing in, the Laser\'s payment', () => {
    let named = 0, plain = 0, warned = 0, keypads = 0;
    const alarmed = new Set<string>();
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
                const did = stepDone(s, seat, c.act.slice(5).split(' ').length > 1 ? [where, laser] : [where]);
                for (const w of did) if (w.startsWith('alarm') || w === 'detector' || w === 'camera' || w === 'isotope' || w.startsWith('motion')) alarmed.add(w);
                if (did.some((k) => k.startsWith('keypad:'))) keypads++;
                const hints = did.map((k) => (k.startsWith('cost:') ? t(lang, 'hint.cost', { n: Number(k.slice(5)) })
                  : k.startsWith('keypad:') ? t(lang, 'hint.keypad', { n: Number(k.slice(7)) }) : t(lang, `hint.${k}`)));
                const wayWord = lang === 'en' ? 'Move' : 'Зайти', dash = lang === 'en' ? ' – ' : ' — ';
                const way = c.label.startsWith(`${wayWord} `) ? c.label.slice(wayWord.length + 1).split(/:| to the | — /)[0] : '';
                expect(way, c.label).not.toBe('');
                // The warnings said, less those of what may come later this turn (leaving a Motion room entered now,
                // ending on a Thermo: move-warnings.test.ts), which this one step cannot show.
                const later = ['motion-in', 'motion-in-hack', 'thermo'].map((k) => t(lang, `hint.${k}`));
                const head = `${wayWord} ${way}: `;
                const said = c.label.startsWith(head)
                  ? c.label.slice(head.length).replace(tile.revealed ? dash + room : /$^/, '').split(t(lang, 'hint.and')).filter((x) => !later.includes(x))
                  : [];
                expect(said, `${c.act} (${c.label})`).toEqual(hints);
                if (hints.length) warned++;
                else if (!c.label.startsWith(head) && tile.revealed) {
                  expect(c.label, c.act).toBe(lang === 'en' ? `Move ${way} to the ${room}` : `Зайти ${way} — ${room}`);
                  named++;
                } else if (!c.label.startsWith(head)) {
                  expect(c.label, c.act).toBe(`${wayWord} ${way}`);
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
    expect(warned, 'moves that meet a guard, an alarm, a cost').toBeGreaterThan(0);
    expect(keypads, 'moves into a locked Keypad').toBeGreaterThan(0);
    console.log(`warned moves: ${warned}; alarms said: ${[...alarmed].sort().join(', ')}`);
  });
});

/**
 * What the engine does on seat `seat`'s move with `args`, as a move's button says it (the `hint.*` keys, in the order
 * present.ts says them): the guard on the tile, the actions it costs beyond one, the alarm of the Motion room left,
 * the alarms set off on entering a tile that was face up and the dice a locked Keypad rolls (each alarm's question answered "let it go off", any other
 * question with its first option), a guard seeing in from beside a Foyer or above or below an Atrium, the Laser paid.
 */
function stepDone(s: GameState, seat: number, args: string[]): string[] {
  const resolved = moveTarget(s, seat, args[0]);
  if ('code' in resolved) throw new Error(resolved.code);
  const from = s.players[seat].at!, to = resolved.to;
  let r = applyAction(s, { player: seat, verb: 'move', args });
  const events: GameEvent[] = [];
  const asked = new Set<string>();
  for (;;) {
    if (!r.ok) throw new Error(r.rejection.code);
    events.push(...r.events);
    const q = r.state.awaiting;
    if (!q) break;
    if (q.code === 'hack-or-alarm') asked.add(`${q.params.source} ${q.params.at}`);
    r = applyAction(r.state, { player: q.player, verb: 'choose', args: [q.options.includes('alarm') ? 'alarm' : q.options[0]] });
  }
  const alarm = (source: string, loc: number) => events.some((e) => e.code === 'alarm' && e.params.source === source && e.params.at === locName(s, loc));
  const out: string[] = [];
  if (s.guards.some((g) => g.placed && g.at === to)) out.push('guard');
  const cost = s.turn.actionsLeft - r.state.turn.actionsLeft - (args[1] === 'laser:pay' ? 1 : 0);
  if (cost > 1) out.push(`cost:${cost}`);
  if (alarm('motion', from)) out.push(asked.has(`motion ${locName(s, from)}`) ? 'motion-out-hack' : 'motion-out');
  if (s.tiles[to].revealed) {
    if (alarm('detector', to)) out.push('detector');
    if (alarm('fingerprint', to)) out.push(asked.has(`fingerprint ${locName(s, to)}`) ? 'alarm-or-hack' : 'alarm');
    // A locked Keypad: the dice rolled for its 6 (opened or not).
    const roll = events.find((e) => (e.code === 'keypad-opened' || e.code === 'keypad-failed') && e.params.at === locName(s, to));
    if (roll) out.push(`keypad:${String(roll.params.rolls).split(' ').length}`);
    if (alarm('camera', to)) out.push('camera');
    // A Laser's own choice (trigger or pay) is said first (a phone shows a label's start).
    if (alarm('laser', to)) out[args[1] === 'laser:trigger' ? 'unshift' : 'push'](asked.has(`laser ${locName(s, to)}`) ? 'alarm-or-hack' : 'alarm');
    if (alarm('isotope', to)) out.push('isotope');
    if (events.some((e) => /^(stealth-lost|stealth-smoke|stealth-stall|caught)$/.test(e.code) && (e.params.reason === 'foyer' || e.params.reason === 'atrium'))) out.push('seen');
  }
  if (args[1] === 'laser:pay') out.unshift('laser:pay');
  return out;
}
