// Every legal action of whoever must act is on a button or in a menu of their note or of a note its focus buttons lead
// to (the kind of action first, then its target), each within Discord's five rows and 25 options a menu: the chief's
// hundred-odd options (accuse, search, swap, shifts) once overflowed into four full menus. Only his own plainclothes
// officer is never offered as an accusation (docs/rulings.md N15).
import { describe, expect, it } from 'vitest';
import { playBotGame } from '../../../src/core/sim.js';
import { notesOf } from '../../../src/core/note-size.js';
import { noirHeist } from '../../../src/games/noir-heist/index.js';
import type { NoirState } from '../../../src/games/noir-heist/engine/types.js';
import { chiefFile } from '../../../src/games/noir-heist/case-file.js';
import type { NoirView } from '../../../src/games/noir-heist/view.js';
import { buildState } from '../../../src/games/noir-heist/engine/setup.js';
import { ROLES } from '../../../src/games/noir-heist/engine/roles/index.js';
import type { RoleId } from '../../../src/games/noir-heist/engine/types.js';
import { GRID } from './helpers.js';

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
            const notes = notesOf(noirHeist, s, s.names.length, lang).filter((n) => n.seat === seat);
            const offered = new Set<string>();
            for (const { p } of notes) {
              expect((p.rows?.length ?? 0) + (p.menus?.length ?? 0)).toBeLessThanOrEqual(5);
              for (const m of p.menus ?? []) {
                expect(m.options.length).toBeLessThanOrEqual(25);
                expect(m.placeholder.length).toBeGreaterThan(0);
              }
              for (const a of [...(p.rows ?? []).flat().filter((c) => !c.focus).map((c) => c.act), ...(p.menus ?? []).flatMap((m) => m.options.map((o) => o.act))]) offered.add(a);
            }
            const hidden = seat === s.chief ? `accuse ${s.plainclothes}` : '';
            expect(offered.has(hidden)).toBe(false);
            const missing = legal.map((a) => [a.verb, ...a.args].join(' ')).filter((a) => !offered.has(a) && a !== hidden);
            expect(missing, `seat ${seat} (${lang})`).toEqual([]);
          }
        }
      }
      expect(chiefTurns).toBeGreaterThan(5);
    });
  }
});

describe('a thief\'s shift controls', () => {
  it('say when the shift will be seen (a uniformed officer in the line; Runner and Snitch as their roles say), and only then', () => {
    const r = playBotGame(noirHeist, { players: 6, seed: 5, keepStates: true, check: false });
    let seen = 0, covert = 0;
    for (const s of r.states as NoirState[]) {
      for (const seat of noirHeist.waitingOn(s).filter((k) => k !== s.chief)) {
        for (const lang of ['en', 'ru'] as const) {
          for (const { p } of notesOf(noirHeist, s, s.names.length, lang).filter((n) => n.seat === seat)) {
            const controls = [...(p.rows ?? []).flat().filter((c) => !c.focus).map((c) => ({ act: c.act, label: c.label })),
              ...(p.menus ?? []).flatMap((m) => m.options.map((o) => ({ act: o.act, label: o.label })))];
            for (const c of controls.filter((x) => x.act.startsWith('shift '))) {
              const applied = noirHeist.apply(s, { player: seat, verb: 'shift', args: c.act.split(' ').slice(1) });
              if (!applied.ok) continue;
              const visible = applied.events.some((e) => e.code === 'shifted' && e.params.covert === false);
              expect(c.label.includes(lang === 'en' ? '(visible' : '(заметно'), `${c.label} for ${c.act}`).toBe(visible);
              if (visible) seen++;
              else covert++;
            }
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
    expect(covert).toBeGreaterThan(0);
  });
});

describe('the chief\'s accusations', () => {
  it('come likeliest first as his case file weighs them, the cleared last, each saying why (English and Russian)', () => {
    const r = playBotGame(noirHeist, { players: 6, seed: 8, keepStates: true, check: false });
    let cleared = 0, narrowed = 0;
    for (const s of r.states as NoirState[]) {
      if (!noirHeist.waitingOn(s).includes(s.chief)) continue;
      const file = chiefFile(noirHeist.view(s, s.chief) as NoirView);
      const card = new Map(file.cards.map((c) => [c.name, c]));
      for (const lang of ['en', 'ru'] as const) {
        for (const { p } of notesOf(noirHeist, s, s.names.length, lang).filter((n) => n.seat === s.chief)) {
          for (const m of p.menus ?? []) {
            const accused = m.options.filter((o) => o.act.startsWith('accuse '));
            if (!accused.length) continue;
            const weight = accused.map((o) => { const c = card.get(o.act.slice(7))!; return c.mark === 'cleared' ? -1 : c.chance; });
            expect(weight, 'likeliest first').toEqual([...weight].sort((a, b) => b - a));
            for (const o of accused) {
              const c = card.get(o.act.slice(7))!;
              expect(o.description, o.act).toBeTruthy();
              expect(o.description!.length).toBeLessThanOrEqual(100);
              if (c.mark === 'cleared') {
                expect(o.description).toMatch(lang === 'en' ? /^Cleared/ : /^Снят/);
                cleared++;
              } else if (c.thieves.some((k) => (file.thieves.find((th) => th.seat === k)?.names.length ?? 99) < 20)) narrowed++;
            }
          }
        }
      }
    }
    expect(cleared).toBeGreaterThan(0);
    expect(narrowed).toBeGreaterThan(0);
  });

  it('each search says how many of each thief\'s possible names its square holds, as his case file has them', () => {
    const r = playBotGame(noirHeist, { players: 5, seed: 8, keepStates: true, check: false });
    let told = 0;
    for (const s of r.states as NoirState[]) {
      if (!noirHeist.waitingOn(s).includes(s.chief)) continue;
      const file = chiefFile(noirHeist.view(s, s.chief) as NoirView);
      for (const { p } of notesOf(noirHeist, s, s.names.length, 'en').filter((n) => n.seat === s.chief)) {
        for (const o of (p.menus ?? []).flatMap((m) => m.options).filter((x) => x.act.startsWith('search '))) {
          const top = o.act.slice(7);
          const cols = 'ABCDEFG'.indexOf(top[0]), row = Number(top[1]);
          const inside = new Set(file.cards.filter((c) => {
            const ci = 'ABCDEFG'.indexOf(c.at[0]), ri = Number(c.at[1]);
            return ci >= cols && ci < cols + 4 && ri >= row && ri < row + 4;
          }).map((c) => c.name));
          const held = file.thieves.filter((th) => !th.caught).map((th) => ({ th, k: th.names.filter((n) => inside.has(n)).length })).filter((x) => x.k > 0);
          expect(o.description!.length).toBeLessThanOrEqual(100);
          if (!held.length) expect(o.description).toBe('Inside: no thief\'s possible identity');
          else {
            const narrowest = held.sort((a, b) => a.th.names.length - b.th.names.length || a.th.seat - b.th.seat)[0];
            expect(o.description).toMatch(new RegExp(`^Inside: ${narrowest.k} of ${s.names[narrowest.th.seat]}'s ${narrowest.th.names.length}\\b`));
            told++;
          }
        }
      }
    }
    expect(told).toBeGreaterThan(0);
  });
});

describe('Noir: Heist controls say what is seen', () => {
  const seatOne = (role: RoleId, identity: string) => buildState({
    names: ['Zed', 'Ava', 'Bo', 'Cy', 'Di'], chief: 0, seed: 1, officerCount: 4, grid: GRID,
    identities: [identity, 'Rita', 'Iris', 'Zelda'], roles: [role, 'runner', 'cleaner', 'safecracker'],
    officers: ['Simon', 'Tess', 'Quinn', 'Celia'], plainclothes: 'Walter',
  });

  it("every role's ability is marked covert exactly when the engine lets it pass unseen", () => {
    let checked = 0;
    for (const role of Object.keys(ROLES) as RoleId[]) {
      if (!ROLES[role].ability) continue;
      // Next to an officer (Tess C3), in a quadrant, so every ability has a use.
      for (const identity of ['Viktor', 'Olga', 'Stefan']) {
        const s = seatOne(role, identity);
        for (const a of noirHeist.legal(s, 1).filter((x) => x.verb === 'ability')) {
          const r = noirHeist.apply(s, a);
          if (!r.ok) throw new Error(`${role}: ${a.args.join(' ')} refused`);
          const after = r.state as NoirState;
          // From a count of 0: seen starts it again (the chief acts next, or after the Mimic's choice), unseen adds one.
          expect((s as NoirState).covert).toBe(0);
          const seen = after.covert === 0;
          expect(seen, `${role} ${a.args.join(' ')}`).toBe(!ROLES[role].ability!.covert);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('an ability and a rob say they are seen; the Saboteur\'s swap says it is covert', () => {
    const note = (s: NoirState, lang: 'en' | 'ru' = 'en') => noirHeist.present({ view: noirHeist.view(s, 1) as NoirView, viewer: 1, lang, legal: noirHeist.legal(s, 1), moment: { kind: 'private', events: [] }, name: (k) => s.names[k] });
    const labels = (s: NoirState) => (note(s).rows ?? []).flat().map((c) => c.label);
    // Viktor B3 is in the NW quadrant: the rob is offered, and the Front's vanish is a button.
    const front = seatOne('front', 'Viktor');
    expect(labels(front)).toEqual(expect.arrayContaining(['Rob (visible)', 'Vanish (visible)']));
    const ru = (note(front, 'ru').rows ?? []).flat().filter((c) => c.act === 'rob' || c.act === 'ability vanish');
    expect(ru).toHaveLength(2);
    expect(ru.every((c) => c.label.endsWith(' (заметно)'))).toBe(true);
    const insider = note(seatOne('insider', 'Viktor'));
    const swap = insider.menus?.find((m) => m.options.some((o) => o.act.startsWith('ability swap')));
    expect(swap?.options.every((o) => o.description === 'Visible: the chief acts at once.')).toBe(true);
    const saboteur = note(seatOne('saboteur', 'Viktor'));
    const covert = saboteur.menus?.find((m) => m.options.some((o) => o.act.startsWith('ability swap')));
    expect(covert?.options.every((o) => o.description === 'Covert, as a shift with no officer in its line.')).toBe(true);
  });
});
