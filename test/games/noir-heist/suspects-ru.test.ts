// The suspects by their Russian names for a Russian reader (text/suspects.ts): the name table itself; the story, the
// notes, the case file, the buttons and menus, autocomplete and the picture name a suspect in Cyrillic; typed commands
// read a suspect by either name, in either script, and by the first letters of either; a player's name is never
// translated (a player called Lena stays Lena); an English reader sees exactly what they saw before.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../src/core/types.js';
import { fill } from '../../../src/core/text.js';
import { font, registerFonts } from '../../../src/render/fonts.js';
import { readTyped } from '../../../src/table/typed.js';
import { SUSPECTS } from '../../../src/games/noir-heist/data/suspects.js';
import { applyAction } from '../../../src/games/noir-heist/engine/apply.js';
import { buildState } from '../../../src/games/noir-heist/engine/setup.js';
import type { NoirState } from '../../../src/games/noir-heist/engine/types.js';
import { noirHeist } from '../../../src/games/noir-heist/index.js';
import { CELL, renderView } from '../../../src/games/noir-heist/render/index.js';
import { SUSPECT_RU, suspectName } from '../../../src/games/noir-heist/text/suspects.js';
import { VERBS } from '../../../src/games/noir-heist/verbs.js';
import { pictureView, viewOf } from '../../../src/games/noir-heist/view.js';
import { caseMarks } from '../../../src/games/noir-heist/case-file.js';
import { GRID } from './helpers.js';

// Lena is a player here, and a suspect too (B2): the player keeps her name.
const NAMES = ['Zed', 'Lena', 'Bo', 'Cy', 'Di'];
const name = (k: number) => NAMES[k];

/** Zed the chief; Lena the Front as Viktor (B3), Bo the Runner as Rita (F5), Cy the Cleaner as Iris (D4), Di the
 * Insider as Zelda (G6); officers Simon B1, Tess C3, Quinn E5, Celia C7; Walter (D6) in plain clothes. */
function table(turn = 0): NoirState {
  return {
    ...buildState({
      names: NAMES, chief: 0, seed: 3, officerCount: 4, grid: GRID,
      identities: ['Viktor', 'Rita', 'Iris', 'Zelda'], roles: ['front', 'runner', 'cleaner', 'insider'],
      officers: ['Simon', 'Tess', 'Quinn', 'Celia'], plainclothes: 'Walter',
    }),
    turn,
  };
}

function act(s: NoirState, player: number, verb: string, ...args: string[]) {
  const r = applyAction(s, { player, verb, args });
  if (!r.ok) throw new Error(`${verb} ${args.join(' ')}: ${r.rejection.code}`);
  return r;
}

const typed = (s: NoirState, seat: number, command: string, values: Record<string, string>, lang: Locale = 'ru') =>
  readTyped({ game: noirHeist, state: s, seat, command, values, lang });

const complete = (s: NoirState, seat: number, verb: string, focused: string, values: Record<string, string>, lang: Locale) =>
  noirHeist.complete!({ view: noirHeist.view(s, seat), seat, lang, legal: noirHeist.legal(s, seat), verb: VERBS.find((v) => v.name === verb)!, focused, values });

/** Any suspect's English name as a word of its own (but Lena, a player's name here too). */
const ENGLISH = new RegExp(`\\b(${SUSPECTS.filter((n) => n !== 'Lena').join('|')})\\b`);

describe('the Russian name table', () => {
  it('names every suspect, each once, in Cyrillic, distinct by its first two letters', () => {
    expect(Object.keys(SUSPECT_RU).sort()).toEqual([...SUSPECTS].sort());
    const ru = SUSPECTS.map((n) => SUSPECT_RU[n]);
    for (const n of ru) expect(n).toMatch(/^[А-ЯЁ][а-яё]+$/);
    expect(new Set(ru.map((n) => n.toLowerCase())).size).toBe(49);
    expect(new Set(ru.map((n) => n.slice(0, 2).toLowerCase())).size).toBe(49);
    // No Russian name begins as another suspect's English one or the other way round (a prefix reads one card).
    for (const n of ru) expect(SUSPECTS.some((e) => e.toLowerCase().startsWith(n.slice(0, 2).toLowerCase()))).toBe(false);
  });

  it('spells the suspects the Russian rules name as the rules do', () => {
    expect([SUSPECT_RU.Ulysses, SUSPECT_RU.Simon, SUSPECT_RU.Suzanne, SUSPECT_RU.Kasim, SUSPECT_RU.Deirdre, SUSPECT_RU.Jack])
      .toEqual(['Улисс', 'Саймон', 'Сюзанна', 'Касим', 'Дейдра', 'Джек']);
    expect([SUSPECT_RU.Ivy, SUSPECT_RU.Hugo, SUSPECT_RU.Dmitri, SUSPECT_RU.Nikolai, SUSPECT_RU.Yuri]).toEqual(['Айви', 'Хьюго', 'Дмитрий', 'Николай', 'Юрий']);
  });

  it('fits a card of the picture as the English names do: inside the cell, at about the size the English names are drawn at', () => {
    registerFonts();
    const g = createCanvas(10, 10).getContext('2d');
    // As render/index.ts sizes a card's name: from 25 px down to 14 while it is wider than the cell.
    const size = (n: string) => {
      let px = 25;
      g.font = font(px, true);
      while (px > 14 && g.measureText(n).width > CELL - 10) g.font = font(--px, true);
      return { px, width: g.measureText(n).width };
    };
    // The longest English names are drawn at 20 px; the longest Russian one (Сюзанна, the rules' spelling) at 19.
    const smallest = Math.min(...SUSPECTS.map((n) => size(n).px));
    for (const n of SUSPECTS) {
      const ru = size(SUSPECT_RU[n]);
      expect(ru.width, SUSPECT_RU[n]).toBeLessThanOrEqual(CELL - 10);
      expect(ru.px, SUSPECT_RU[n]).toBeGreaterThanOrEqual(smallest - 1);
    }
  });

  it('is only for a Russian reader, and only for a suspect', () => {
    expect(suspectName('ru', 'Kira')).toBe('Кира');
    expect(suspectName('en', 'Kira')).toBe('Kira');
    expect(suspectName('ru', 'Zed')).toBe('Zed');
  });
});

describe('what a Russian reader is told names the suspects in Russian', () => {
  it('the story: an accusation names the suspect in Russian and the player Lena as she is', () => {
    const r = act(table(0), 0, 'accuse', 'Viktor');
    const lines = (lang: Locale) => noirHeist.present({ view: noirHeist.view(r.state, 2), viewer: 2, lang, legal: [], moment: { kind: 'turn', events: r.events, before: noirHeist.view(table(0), 2), by: 0 }, name }).lines;
    expect(lines('ru')).toContain('Zed обвиняет подозреваемого Виктор: это личность игрока Lena, вор пойман');
    expect(lines('en')).toContain('Zed accused Viktor: Lena is caught');
    const wrong = act(table(0), 0, 'accuse', 'Kira');
    expect(noirHeist.tell!({ events: wrong.events, viewer: 1, lang: 'ru' })).toEqual(['Zed обвиняет подозреваемого Кира: это не вор']);
    expect(noirHeist.tell!({ events: wrong.events, viewer: 1, lang: 'en' })).toEqual(['Zed accused Kira: no thief']);
  });

  it('a player called Lena stays Lena wherever a player is named, and only the suspect is translated', () => {
    const s = table(1);
    const ru = noirHeist.texts.ru;
    expect(fill(ru['not-your-turn'], { name: 'Lena' })).toMatch(/^Сейчас ходит Lena, а не вы/);
    expect(fill(ru['show-already'], { name: 'Lena' })).toMatch(/^Lena уже знает/);
    expect(fill(ru['caught'], { who: 'Zed', name: 'Lena', thief: 'Lena' })).toBe('Zed обвиняет подозреваемого Лена: это личность игрока Lena, вор пойман');
    const status = noirHeist.present({ view: noirHeist.view(s, 2), viewer: 2, lang: 'ru', legal: [], moment: { kind: 'status' }, name }).lines.join('\n');
    expect(status).toContain('Ходит Lena (вор;');
    expect(status).toContain('Офицеры в форме: Саймон, Тесс, Квинн, Селия');
  });

  it('the notes: a thief\'s identity, an identity shown, the chief\'s plainclothes officer and case file', () => {
    const shown = act(table(1), 2, 'show', 'Lena');
    const thief = noirHeist.present({ view: noirHeist.view(shown.state, 1), viewer: 1, lang: 'ru', legal: noirHeist.legal(shown.state, 1), name,
      moment: { kind: 'private', events: shown.events.filter((e) => e.to?.includes(1)) } }).lines;
    expect(thief[0]).toBe('Вы — Подставное лицо. Ваша тайная личность: Виктор, сейчас на B3 (СЗ).');
    expect(thief).toContain('Bo показывает вам свою личность: Рита (сейчас на F5, ЮВ).');
    const chief = noirHeist.present({ view: noirHeist.view(table(0), 0), viewer: 0, lang: 'ru', legal: noirHeist.legal(table(0), 0), name, moment: { kind: 'private', events: [] } });
    expect(chief.lines[0]).toBe('Ваш офицер в штатском: Уолтер (D6).');
    for (const line of [...thief, ...chief.lines]) expect(line).not.toMatch(ENGLISH);
    // The web page's full case file: every card of the board by its Russian name.
    const page = noirHeist.present({ view: noirHeist.view(table(0), 0), viewer: 0, lang: 'ru', legal: [], name, page: true, moment: { kind: 'private', events: [] } }).lines;
    expect(page).toContain('Ряд 1: Улисс? · Саймон★ · Сюзанна? · Касим? · Дейдра? · Джек? · Нора?');
    for (const line of page) expect(line).not.toMatch(ENGLISH);
    // The same notes in English are as before.
    const en = noirHeist.present({ view: noirHeist.view(table(0), 0), viewer: 0, lang: 'en', legal: [], name, page: true, moment: { kind: 'private', events: [] } }).lines;
    expect(en[0]).toBe('Your plainclothes officer: Walter (D6).');
    expect(en).toContain('Row 1: Ulysses? · Simon★ · Suzanne? · Kasim? · Deirdre? · Jack? · Nora?');
  });

  it('the end: every identity and the plainclothes officer revealed in Russian', () => {
    const end = { ...table(0), outcome: 'chief' as const };
    const lines = noirHeist.present({ view: noirHeist.view(end, -1), viewer: -1, lang: 'ru', legal: [], moment: { kind: 'status' }, name }).lines;
    expect(lines).toContain('Lena: тайная личность — Виктор.');
    expect(lines).toContain('Офицер в штатском — Уолтер.');
  });

  it('buttons and menus: the chief\'s accusations and swaps, a thief\'s ability, within Discord\'s lengths', () => {
    for (const [s, seat] of [[table(0), 0], [table(3), 3]] as const) {
      for (const lang of ['ru', 'en'] as const) {
        let p = noirHeist.present({ view: noirHeist.view(s, seat), viewer: seat, lang, legal: noirHeist.legal(s, seat), name, moment: { kind: 'status' } });
        const seen: string[] = [];
        const focus = (p.rows ?? []).flat().filter((c) => c.focus).map((c) => c.act);
        for (const f of [undefined, ...focus, 'swap:Tess']) {
          p = noirHeist.present({ view: noirHeist.view(s, seat), viewer: seat, lang, legal: noirHeist.legal(s, seat), name, moment: { kind: 'status' }, focus: f });
          for (const c of (p.rows ?? []).flat()) {
            expect(c.label.length).toBeLessThanOrEqual(80);
            seen.push(c.label);
          }
          for (const m of p.menus ?? []) {
            expect(m.placeholder.length).toBeLessThanOrEqual(100);
            seen.push(m.placeholder);
            for (const o of m.options) {
              expect(o.label.length).toBeLessThanOrEqual(100);
              seen.push(o.label, o.description ?? '');
            }
          }
        }
        const all = seen.join('\n');
        if (seat === 0) expect(all).toContain(lang === 'ru' ? 'Кира (F4)' : 'Kira (F4)');
        if (seat === 0) expect(all).toContain(lang === 'ru' ? 'Поменять офицера Тесс местами с…' : 'Swap Tess with…');
        if (seat === 3) expect(all).toContain(lang === 'ru' ? 'Оглушить офицера Квинн (E5)' : 'Stun Quinn (E5)');
        if (lang === 'ru') expect(all).not.toMatch(ENGLISH);
      }
    }
  });

  it('autocomplete lists suspects by their Russian names, narrowed by letters of either, the value the card', () => {
    const s = table(0);
    expect(complete(s, 0, 'accuse', 'suspect', { suspect: 'Ки' }, 'ru')).toEqual([{ name: 'Кира (F4)', value: 'Kira' }]);
    expect(complete(s, 0, 'accuse', 'suspect', { suspect: 'Ki' }, 'ru')).toEqual([{ name: 'Кира (F4)', value: 'Kira' }]);
    expect(complete(s, 0, 'accuse', 'suspect', { suspect: 'Ki' }, 'en')).toEqual([{ name: 'Kira (F4)', value: 'Kira' }]);
    expect(complete(s, 0, 'accuse', 'suspect', { suspect: 'Ки' }, 'en')).toEqual([{ name: 'Kira (F4)', value: 'Kira' }]);
    expect(complete(s, 0, 'swap', 'officer', { officer: 'Те' }, 'ru')).toEqual([{ name: 'Тесс (C3)', value: 'Tess' }]);
    for (const c of complete(s, 0, 'accuse', 'suspect', { suspect: '' }, 'ru')) expect(c.name).not.toMatch(ENGLISH);
    expect(complete(table(3), 3, 'ability', 'target', { target: 'Кв' }, 'ru')).toEqual([{ name: 'Оглушить офицера Квинн (E5)', value: 'stun Quinn' }]);
  });

  it('the picture drawn for a Russian reader names the cards in Russian; an English one as before', () => {
    const proto = Object.getPrototypeOf(createCanvas(1, 1).getContext('2d')) as { fillText: (...a: unknown[]) => void };
    const spy = vi.spyOn(proto, 'fillText');
    try {
      const v = viewOf(table(0), 0);
      const drawn = (lang: Locale) => {
        spy.mockClear();
        renderView(pictureView(v, caseMarks(v)), lang);
        return spy.mock.calls.map((c) => String(c[0]));
      };
      const ru = drawn('ru'), en = drawn('en');
      for (const n of SUSPECTS) {
        expect(ru).toContain(SUSPECT_RU[n]);
        expect(ru).not.toContain(n);
        expect(en).toContain(n);
      }
      // The public picture of a Russian table (a spectator's): the same names.
      const pub = viewOf(table(0), -1);
      spy.mockClear();
      renderView(pictureView(pub), 'ru');
      expect(spy.mock.calls.map((c) => String(c[0]))).toContain('Кира');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('a typed suspect in either language and script', () => {
  it('/accuse, /swap and /ability read a Russian name, its first letters, and the English ones', () => {
    const s = table(0);
    for (const lang of ['ru', 'en'] as const) {
      for (const q of ['Кира', 'кира', 'Ки', 'Kira', 'ki']) expect(typed(s, 0, 'accuse', { suspect: q }, lang), q).toEqual({ ok: true, text: 'accuse Kira' });
      expect(typed(s, 0, 'swap', { officer: 'Тесс', suspect: 'Бэзил' }, lang)).toEqual({ ok: true, text: 'swap Tess Basil' });
      expect(typed(s, 0, 'swap', { officer: 'Те Бэ' }, lang)).toEqual({ ok: true, text: 'swap Tess Basil' });
      expect(typed(table(3), 3, 'ability', { target: 'Квинн' }, lang)).toEqual({ ok: true, text: 'ability stun Quinn' });
      expect(typed(table(3), 3, 'ability', { target: 'оглушить Кв' }, lang)).toEqual({ ok: true, text: 'ability stun Quinn' });
      // A cell still reads as a cell, a Cyrillic look-alike letter too.
      expect(typed(s, 0, 'accuse', { suspect: 'F4' }, lang)).toEqual({ ok: true, text: 'accuse Kira' });
    }
  });

  it('a refusal names the suspects in the reader\'s language; an example is typed with the Russian name', () => {
    const s = table(0);
    const ru = typed(s, 0, 'accuse', { suspect: 'М' });
    expect(ru.ok).toBe(false);
    if (!ru.ok) {
      expect(ru.code).toBe('typed.card-several');
      expect(ru.text).toMatch(/начинаются несколько имён: .*Марсель/);
      expect(ru.text).not.toMatch(ENGLISH);
    }
    const en = typed(s, 0, 'accuse', { suspect: 'M' }, 'en');
    expect(!en.ok && en.text).toMatch(/begins several names: .*Marcel/);
    const officer = typed(s, 0, 'swap', { officer: 'Кира', suspect: 'Бэзил' });
    expect(!officer.ok && officer.text).toMatch(/«Кира» — не офицер в форме: меняйте одного из них: Саймон, Тесс, Квинн, Селия\./);
    // The engine's own refusal of a card, through the catalogue: the suspect in Russian.
    const far = applyAction(s, { player: 0, verb: 'accuse', args: ['Hazel'] });
    expect(!far.ok && fill(noirHeist.texts.ru[far.rejection.code], far.rejection.params)).toMatch(/^Хейзел не рядом с офицером/);
    expect(!far.ok && fill(noirHeist.texts.en[far.rejection.code], far.rejection.params)).toMatch(/^Hazel is not next to an officer/);
  });

  it('the Mimic chooses a name offered by its Russian name or letters', () => {
    const m = buildState({ names: NAMES, chief: 0, seed: 1, officerCount: 4, grid: GRID, roles: ['mimic'] });
    const r = act(m, 1, 'ability', 'mimic');
    const pick = r.state.mimic!.options[0];
    expect(typed(r.state, 1, 'choose', { answer: SUSPECT_RU[pick] })).toEqual({ ok: true, text: `choose ${pick}` });
    const note = noirHeist.present({ view: noirHeist.view(r.state, 1), viewer: 1, lang: 'ru', legal: noirHeist.legal(r.state, 1), name, moment: { kind: 'status' } });
    const labels = (note.rows ?? []).flat().map((c) => c.label);
    expect(labels).toContain(`Стать ${SUSPECT_RU[pick]}`);
    expect(note.lines.join('\n')).toContain(r.state.mimic!.options.map((n) => SUSPECT_RU[n]).join(', '));
  });
});
