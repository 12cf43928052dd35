// The case file (src/games/noir-heist/case-file.ts): made from the seat's view alone (scrambled twins give the same
// file), its content in a hand-built position (a search clears and confirms, a catch names the thief, a shifted card
// shows its new square only), its words in English and Russian, and its size in a phone note.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../src/core/rng.js';
import { playBotGame } from '../../../src/core/sim.js';
import { SPECTATOR, type GameEvent, type Locale } from '../../../src/core/types.js';
import { caseFileChiefMove } from '../../../src/games/noir-heist/bot/case-file-chief.js';
import { chiefMove } from '../../../src/games/noir-heist/bot/chief.js';
import { caseFile, chiefFile, thiefFile, type ChiefCaseFile } from '../../../src/games/noir-heist/case-file.js';
import { caseLines } from '../../../src/games/noir-heist/case-text.js';
import { SUSPECTS } from '../../../src/games/noir-heist/data/suspects.js';
import { applyAction } from '../../../src/games/noir-heist/engine/apply.js';
import { parseLogLine } from '../../../src/games/noir-heist/engine/parse.js';
import { buildState } from '../../../src/games/noir-heist/engine/setup.js';
import type { NoirState } from '../../../src/games/noir-heist/engine/types.js';
import { noirHeist } from '../../../src/games/noir-heist/index.js';
import { viewOf } from '../../../src/games/noir-heist/view.js';
import { preloadRenderers } from '../../../src/render/lazy.js';
import { privatePart, type Reading } from '../../../src/web/model.js';

const NAMES = ['Zed', 'Ava', 'Bo', 'Cy', 'Di'];
const name = (k: number) => NAMES[k];

/** The helpers' table (grid in suspect order, A1 Ulysses … G7 Hazel): Ava Viktor B3, Bo Rita F5, Cy Iris D4, Di Zelda
 * G6; officers Simon B1, Tess C3, Quinn E5, Celia C7; Walter D6 in plain clothes. The chief acts first. */
function table(): NoirState {
  const s = buildState({
    names: NAMES, chief: 0, seed: 3, officerCount: 4, grid: [...SUSPECTS],
    identities: ['Viktor', 'Rita', 'Iris', 'Zelda'], roles: ['front', 'runner', 'cleaner', 'insider'],
    officers: ['Simon', 'Tess', 'Quinn', 'Celia'], plainclothes: 'Walter',
  });
  s.turn = 0;
  s.lastThief = -1;
  return s;
}

function play(s: NoirState, lines: string[]): NoirState {
  for (const line of lines) {
    const p = parseLogLine(s, line);
    if (!p.ok) throw new Error(`${line}: ${p.rejection.code}`);
    const r = applyAction(s, p.action);
    if (!r.ok) throw new Error(`${line}: ${r.rejection.code}`);
    s = r.state;
  }
  return s;
}

const card = (f: ChiefCaseFile, n: string) => f.cards.find((c) => c.name === n)!;
const thief = (f: ChiefCaseFile, who: string) => f.thieves.find((t) => t.name === who)!;

// Ava shows Cy her identity; the chief searches A1–D4 (Ava and Cy inside); Ava's visible shift of row 3 (Tess's row)
// moves Viktor B3 → C3; the chief searches D4–G7 (Bo, Cy, Di inside); Bo's fast shift of row 2 by 2 moves Omar A2 → C2;
// the chief accuses Iris, next to Tess (now D3): Cy is caught.
const SEARCHED = ['Ava: show Cy', 'Zed: search A1', 'Ava: shift row 3 east', 'Zed: search D4'];
const CAUGHT = [...SEARCHED, 'Bo: shift row 2 east 2', 'Zed: accuse Iris'];

describe('Noir case file: what it holds', () => {
  it('a search places thieves in its square and clears the names no thief may hold', () => {
    const f = chiefFile(viewOf(play(table(), SEARCHED), 0));
    expect(f.searches).toEqual([{ turn: 1, at: 'A1', found: ['Ava', 'Cy'] }, { turn: 2, at: 'D4', found: ['Bo', 'Cy', 'Di'] }]);
    // Cy was inside both squares: only D4 is in both (and it is no officer): certain.
    expect(thief(f, 'Cy').names).toEqual(['Iris']);
    expect(card(f, 'Iris')).toMatchObject({ at: 'D4', mark: 'confirmed', thieves: [3], chance: 1, searched: [0, 1] });
    // Ava: inside A1–D4 and not D4–G7. Omar (A2) may be hers alone.
    expect(thief(f, 'Ava').names).toContain('Omar');
    expect(thief(f, 'Ava').names).not.toContain('Iris');
    expect(card(f, 'Omar')).toMatchObject({ at: 'A2', mark: 'possible', thieves: [1], searched: [0] });
    // Jack (F1) lies in neither square: no thief may be him.
    expect(card(f, 'Jack')).toMatchObject({ at: 'F1', mark: 'cleared', thieves: [], chance: 0, why: { record: true }, searched: [] });
    expect(card(f, 'Tess')).toMatchObject({ mark: 'officer', at: 'D3' });
    expect(card(f, 'Walter')).toMatchObject({ mark: 'plainclothes', at: 'D6' });
    expect(f.plainclothes).toEqual({ name: 'Walter', at: 'D6' });
    expect(thief(f, 'Ava')).toMatchObject({ factTurn: 2, movesSince: 0 });
    // Between his turns: Ava's visible shift.
    expect(f.mine).toEqual(['search A1', 'search D4']);
  });

  it('dates a thief\'s act by the chief\'s turn it led up to, as the heading counts: no "turn 0"', () => {
    // Ava robs (NW: Viktor B3) after the chief's first turn: a fact of his turn 2, the turn it gives him at once.
    const after = chiefFile(viewOf(play(table(), ['Zed: search D4', 'Ava: rob']), 0));
    expect(after.turn).toBe(2);
    expect(thief(after, 'Ava').factTurn).toBe(2);
    expect(caseLines(after, 'en', name, false).find((l) => l.startsWith('Ava '))).toMatch(/Last fact: turn 2; no move since\.$/);
    // Before his first turn: his turn 1.
    const first = table();
    first.turn = 1;
    expect(thief(chiefFile(viewOf(play(first, ['Ava: rob']), 0)), 'Ava').factTurn).toBe(1);
  });

  it('a catch clears the caught identity and names the thief it was; a shifted card shows its new square only', () => {
    const s = play(table(), CAUGHT);
    const f = chiefFile(viewOf(s, 0));
    expect(card(f, 'Iris')).toMatchObject({ mark: 'cleared', why: { caught: 'Cy' } });
    expect(thief(f, 'Cy')).toMatchObject({ caught: true, names: [] });
    expect(card(f, 'Viktor').at).toBe('C3');
    expect(card(f, 'Omar').at).toBe('C2');
    expect(thief(f, 'Bo')).toMatchObject({ factTurn: 2, movesSince: 1, visibleSince: 1 });
    // His note lists Bo's 13 names where they stand (there is room), not "one of 13 names".
    const bo = (lang: 'en' | 'ru') => caseLines(f, lang, name, false).find((l) => l.startsWith('Bo '))!;
    expect(bo('en')).toMatch(/^Bo \(Runner\): one of 13: (\S+ [A-G][1-7], ){12}\S+ [A-G][1-7]\. Last fact: turn 2; 1 move since \(1 visible\)\.$/);
    expect(bo('ru')).toMatch(/^Bo \(Бегун\): одно из 13: (\S+ [A-G][1-7], ){12}\S+ [A-G][1-7]\. Последний факт: ход 2; с тех пор 1 действие \(явных: 1\)\.$/);
    expect(bo('en')).toContain('Percy D5');
    expect(caseLines(f, 'en', name, false)).toContain('Cy: caught, no identity until they draw.');
    expect(f.since).toEqual([]);
    const full = caseLines(f, 'en', name, true).join('\n');
    expect(full).toContain('Iris (was Cy, caught)');
    expect(full).toContain('Omar C2');
    expect(full).not.toMatch(/Omar A2|Viktor B3/);
    expect(full).toContain('Searches: turn 1: A1–D4 → Ava, Cy; turn 2: D4–G7 → Bo, Cy, Di.');
    expect(full).toContain('Row 2: Greta× · Marcel× · Omar? · Lena? · Ivy? · Hugo? · Felix×');
  });

  it('the thief\'s file: the identities it was shown, each where it stands now, told once in its note', () => {
    const before = play(table(), ['Ava: show Cy']);
    const s = play(before, ['Zed: search A1', 'Ava: shift row 3 east']);
    expect(thiefFile(viewOf(s, 3)).known).toEqual([
      { seat: 3, name: 'Cy', identity: 'Iris', at: 'D4', quadrant: null },
      { seat: 1, name: 'Ava', identity: 'Viktor', at: 'C3', quadrant: 'NW' },
    ]);
    // The note that tells of the showing (told before the shift) names Viktor's square once: where it is now.
    const told: GameEvent = { code: 'shown', params: { who: 'Ava', name: 'Viktor', at: 'B3' }, to: [3] };
    for (const lang of ['en', 'ru'] as Locale[]) {
      const note = noirHeist.present({ view: viewOf(s, 3), viewer: 3, lang, legal: [], moment: { kind: 'private', events: [told] }, name }).lines.join('\n');
      // Told once, as its news line (not listed again under the identities known), with its square and quadrant now.
      expect(note).toContain(lang === 'en' ? 'Ava showed you their identity: Viktor (now at C3, NW).' : 'Ava показывает вам свою личность: Виктор (сейчас на C3, СЗ).');
      expect(note).not.toContain('Ava: Viktor');
      expect(note).not.toContain('B3');
    }
    // A thief shown nothing keeps no list; the chief gets no thief's file.
    expect(caseLines(thiefFile(viewOf(s, 2)), 'en', name, false)).toEqual([]);
    expect(caseFile(viewOf(s, 0))?.kind).toBe('chief');
  });

  it('writes the chief\'s file in English and Russian, short for the note and in full for the web page', () => {
    const v = viewOf(play(table(), SEARCHED), 0);
    const en = noirHeist.present({ view: v, viewer: 0, lang: 'en', legal: [], moment: { kind: 'private', events: [] }, name }).lines;
    expect(en).toContain('Case file (after your turn 2):');
    expect(en).toContain('Cy (Cleaner): certainly Iris (D4). Last fact: turn 2; no move since.');
    expect(en.find((l) => l.startsWith('Cleared:'))).toMatch(/^Cleared: \d+ of 44 suspects\. Searches: A1 \(turn 1: Ava, Cy\); D4 \(turn 2: Bo, Cy, Di\)\.$/);
    const ru = noirHeist.present({ view: v, viewer: 0, lang: 'ru', legal: [], moment: { kind: 'private', events: [] }, name }).lines;
    expect(ru).toContain('Дело (после вашего хода 2):');
    // On his turn, the turn he is playing.
    const turn = viewOf(play(table(), [...SEARCHED, 'Bo: shift row 2 east 2']), 0);
    expect(caseLines(chiefFile(turn), 'en', name, false)[0]).toBe('Case file (your turn 3):');
    expect(caseLines(chiefFile(turn), 'ru', name, false)[0]).toBe('Дело (ваш ход 3):');
    // At the start nothing is known: one line for all the thieves.
    expect(caseLines(chiefFile(viewOf(table(), 0)), 'en', name, false)).toEqual([
      'Case file (your turn 1):', 'Ava (Front), Bo (Runner), Cy (Cleaner), Di (Insider): no fact yet (up to 44 names each).', 'Cleared: 0 of 44 suspects.',
    ]);
    expect(caseLines(chiefFile(viewOf(table(), 0)), 'ru', name, false)[1]).toBe('Ava (Подставное лицо), Bo (Бегун), Cy (Чистильщик), Di (Инсайдер): фактов пока нет (до 44 имён у каждого).');
    // The web page's full form too: the same 44 names written once, not once per thief.
    const fullStart = caseLines(chiefFile(viewOf(table(), 0)), 'en', name, true);
    expect(fullStart[1]).toMatch(/^Ava \(Front\), Bo \(Runner\), Cy \(Cleaner\), Di \(Insider\): each one of the same 44: (\S+ [A-G][1-7], ){43}\S+ [A-G][1-7]\. No fact yet\.$/);
    expect(fullStart.filter((l) => /one of/.test(l))).toHaveLength(1);
    expect(caseLines(chiefFile(viewOf(table(), 0)), 'ru', name, true)[1]).toMatch(/^Ava \(Подставное лицо\), Bo \(Бегун\), Cy \(Чистильщик\), Di \(Инсайдер\): у каждого одно из тех же 44: /);
    expect(ru).toContain('Cy (Чистильщик): точно Ирис (D4). Последний факт: ход 2; с тех пор без действий.');
    expect(ru.some((l) => /^Вне подозрений: \d+ из 44\. Досмотры: A1 \(ход 1: Ava, Cy\)/.test(l))).toBe(true);
    // The web page asks for the long form: the board row by row.
    const page = noirHeist.present({ view: v, viewer: 0, lang: 'en', legal: [], moment: { kind: 'private', events: [] }, name, page: true }).lines;
    expect(page.filter((l) => /^Row [1-7]: /.test(l))).toHaveLength(7);
    expect(en.some((l) => /^Row /.test(l))).toBe(false);
    const pageRu = noirHeist.present({ view: v, viewer: 0, lang: 'ru', legal: [], moment: { kind: 'private', events: [] }, name, page: true }).lines;
    expect(pageRu.filter((l) => /^Ряд [1-7]: /.test(l))).toHaveLength(7);
  });

  it('the web page shows the seat\'s private part with the case file in full (through the game module)', () => {
    const s = play(table(), CAUGHT);
    const r = { game: noirHeist, lang: 'en', seat: 0, stored: { seats: NAMES.map((n) => ({ name: n, userId: '' })) } } as unknown as Reading;
    const mine = privatePart(r, s, 0);
    expect(mine[0]).toBe('Your plainclothes officer: Walter (D6).');
    expect(mine.filter((l) => /^Row [1-7]: /.test(l))).toHaveLength(7);
    expect(mine).toContain('Cleared: Iris (was Cy, caught), Deirdre, Jack, Nora, Greta, Marcel, Felix, Elsa, Clara, Dmitri, Mabel, Nikolai, Olga, Tilda, Ursula, Vera, Agnes, Boris.');
    // A thief's page: its own identity, and the identities shown to it where they stand now.
    expect(privatePart({ ...r, seat: 1 } as Reading, play(table(), ['Cy: show Ava', 'Zed: search A1']), 1)).toContain('Cy: Iris (D4, no quadrant).');
  });

  it('the case-file chief takes a sure catch from the file alone', () => {
    const s = play(table(), [...SEARCHED, 'Bo: shift row 2 east 2']);
    const f = chiefFile(viewOf(s, 0));
    const legal = noirHeist.legal(s, 0);
    expect(caseFileChiefMove(f, 0, legal, new Rng(seedRng(1)))).toMatchObject({ verb: 'accuse', args: ['Iris'] });
  });
});

describe('Noir case-file chief: decides as the normal chief', () => {
  // From the file alone he must choose what the normal chief chooses from the whole view (the same draw of chance):
  // a sure catch, no accusation of a name no likelier than chance, no shift or swap a third time in six turns.
  for (const players of [5, 6, 7]) {
    it(`the same action at every chief turn of bot games, at ${players} players`, () => {
      let turns = 0;
      for (const seed of [1, 2]) {
        const r = playBotGame(noirHeist, { players, seed, keepStates: true, check: false });
        for (const s of r.states! as NoirState[]) {
          if (s.outcome || noirHeist.waitingOn(s)[0] !== s.chief) continue;
          const legal = noirHeist.legal(s, s.chief);
          const v = viewOf(s, s.chief);
          const normal = chiefMove(v, s.chief, legal, new Rng(seedRng(5)), 'normal');
          expect(caseFileChiefMove(chiefFile(v), s.chief, legal, new Rng(seedRng(5))), `seed ${seed}, chief turn ${turns}`).toEqual(normal);
          turns++;
        }
      }
      expect(turns).toBeGreaterThan(20);
    });
  }
});

describe('Noir case file: from the seat\'s view only', () => {
  // Bot games, sampled states: for every seat, a twin re-dealt in all that seat may not know gives the same file, the
  // same words (short and long), and the same choice of the case-file chief.
  for (const players of [5, 7]) {
    it(`scrambled twins give the same case file, at ${players} players`, () => {
      const r = playBotGame(noirHeist, { players, seed: players, keepStates: true, check: false });
      const states = r.states! as NoirState[];
      const rng = new Rng(seedRng(11));
      let differed = 0, compared = 0;
      for (let k = 0; k < states.length; k += Math.max(1, Math.floor(states.length / 12))) {
        const s = states[k];
        for (let seat = 0; seat < players; seat++) {
          const twin = noirHeist.tools!.scramble(s, seat, rng);
          if (JSON.stringify(twin) !== JSON.stringify(s)) differed++;
          const a = caseFile(viewOf(s, seat)), b = caseFile(viewOf(twin, seat));
          expect(b, `state ${k}, seat ${seat}`).toEqual(a);
          for (const lang of ['en', 'ru'] as Locale[]) {
            for (const full of [false, true]) expect(caseLines(b!, lang, name, full)).toEqual(caseLines(a!, lang, name, full));
          }
          if (seat === 0 && noirHeist.waitingOn(s)[0] === 0) {
            const pick = (x: NoirState) => caseFileChiefMove(chiefFile(viewOf(x, 0)), 0, noirHeist.legal(x, 0), new Rng(seedRng(5)));
            expect(pick(twin)).toEqual(pick(s));
          }
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(players * 6);
      expect(differed, 'the scramble re-dealt something').toBeGreaterThan(0);
    });
  }
});

describe('Noir case file: one place per name in a note', () => {
  it('no note names a card at two squares, even when it tells what was shown several moves ago', () => {
    const steps: { state: NoirState; events: GameEvent[] }[] = [];
    playBotGame(noirHeist, { players: 6, seed: 4, check: false, onStep: (state, _a, events) => steps.push({ state: state as NoirState, events }) });
    let checked = 0, shown = 0;
    steps.forEach(({ state }, i) => {
      for (let seat = 0; seat < 6; seat++) {
        // What a note sent now may tell: the seat's own events of the last few steps (a chain of bot moves).
        const events = steps.slice(Math.max(0, i - 6), i + 1).flatMap((x) => x.events.filter((e) => e.to?.includes(seat)));
        shown += events.filter((e) => e.code === 'shown').length;
        for (const page of [false, true]) {
          const lines = noirHeist.present({ view: viewOf(state, seat), viewer: seat, lang: 'en', legal: [], moment: { kind: 'private', events }, name, page }).lines;
          const places = new Map<string, Set<string>>();
          for (const m of lines.join('\n').matchAll(/\b([A-Z][a-z]+),? \(?(?:now at )?([A-G][1-7])\b/g)) {
            if (!places.has(m[1])) places.set(m[1], new Set());
            places.get(m[1])!.add(m[2]);
          }
          for (const [card, at] of places) expect([...at], `${card} in a note of seat ${seat} at step ${i}`).toHaveLength(1);
          checked++;
        }
      }
    });
    expect(checked).toBeGreaterThan(100);
    expect(shown, 'the bots showed identities').toBeGreaterThan(0);
  });
});

describe('Noir case file: fits a phone note', () => {
  it('every seat\'s private note stays within Discord\'s 2,000 characters and its case file within 8 lines, at 7 players', () => {
    let longest = 0, most = 0;
    for (const seed of [1, 2]) {
      const r = playBotGame(noirHeist, { players: 7, seed, keepStates: true, check: false });
      for (const s of r.states! as NoirState[]) {
        for (let seat = 0; seat < 7; seat++) {
          const v = viewOf(s, seat);
          for (const lang of ['en', 'ru'] as Locale[]) {
            const note = noirHeist.present({ view: v, viewer: seat, lang, legal: noirHeist.legal(s, seat), moment: { kind: 'private', events: [] }, name: (k) => `Player ${k + 1}` });
            longest = Math.max(longest, note.lines.join('\n').length);
            const f = caseFile(v);
            if (f) most = Math.max(most, caseLines(f, lang, (k) => `Player ${k + 1}`, false).length);
          }
        }
      }
    }
    console.log(`Noir notes with the case file: longest ${longest} characters, case file at most ${most} lines`);
    expect(longest).toBeLessThanOrEqual(2000);
    expect(most).toBeLessThanOrEqual(8);
    expect(most).toBeGreaterThan(2);
  });
});

describe('the chief\'s picture', () => {
  it('marks his case file on the cards (cleared, possible, certain with the thief), kept in the picture\'s view; nobody else\'s has marks', async () => {
    await preloadRenderers();
    const s = play(table(), CAUGHT);
    const v = viewOf(s, 0);
    const f = chiefFile(v);
    const pv = noirHeist.pictureView!(v);
    expect(pv.log).toEqual([]);
    expect(pv.caseMarks).toHaveLength(49);
    pv.caseMarks!.forEach((m, i) => {
      const c = f.cards[i];
      if (c.mark === 'cleared' || c.mark === 'possible' || c.mark === 'confirmed') expect(m).toEqual({ mark: c.mark, thieves: c.thieves });
      else expect(m).toBeNull();
    });
    expect(pv.caseMarks!.some((m) => m?.mark === 'cleared')).toBe(true);
    expect(pv.caseMarks!.some((m) => m?.mark === 'possible')).toBe(true);
    // Drawn: the picture differs from the same one without marks, and its view draws exactly what the full view does.
    const drawn = noirHeist.render(pv, 'en');
    expect(drawn.equals(noirHeist.render({ ...pv, caseMarks: pv.caseMarks!.map(() => null) }, 'en'))).toBe(false);
    expect(drawn.equals(noirHeist.render(v, 'en'))).toBe(true);
    for (const seat of [1, SPECTATOR]) expect(noirHeist.pictureView!(viewOf(s, seat)).caseMarks).toBeUndefined();
  });
});
