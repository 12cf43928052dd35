// Typed commands are read whole (docs/texts.md rule 6): a shift whose words clash (a line named twice, two ways, a
// column letter with the word row) is refused naming them, never merged into a shift nobody typed; a search square
// followed by other words is refused, not searched. A shift written once, in any accepted way, reads as before.
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/core/types.js';
import { buildState } from '../../../src/games/noir-heist/engine/setup.js';
import type { NoirState } from '../../../src/games/noir-heist/engine/types.js';
import { noirHeist } from '../../../src/games/noir-heist/index.js';
import { readTyped } from '../../../src/table/typed.js';
import { problems } from '../../i18n/style.js';
import { GRID } from './helpers.js';

/** Zed the chief; Ava the Front as Viktor (B3), Bo the Runner as Rita (F5), Cy the Cleaner, Di the Insider. */
const table = (turn: number): NoirState => ({
  ...buildState({
    names: ['Zed', 'Ava', 'Bo', 'Cy', 'Di'], chief: 0, seed: 3, officerCount: 4, grid: GRID,
    identities: ['Viktor', 'Rita', 'Iris', 'Zelda'], roles: ['front', 'runner', 'cleaner', 'insider'],
    officers: ['Simon', 'Tess', 'Quinn', 'Celia'], plainclothes: 'Walter',
  }),
  turn,
});

/** A command typed by `seat` on its turn, as the table reads it: the action text, or the whole refusal. */
const typed = (seat: number, command: string, values: Record<string, string>, lang: Locale = 'en') =>
  readTyped({ game: noirHeist, state: table(seat), seat, command, values, lang });

describe('a typed shift whose words clash', () => {
  // What was typed, and the two words that clash.
  const CLASHES: [string, string, string][] = [
    ['column C row 1 east', 'column', 'row'],
    ['C row east', 'C', 'row'],
    ['row 1 east west', 'east', 'west'],
    ['row C east', 'row', 'C'],
    ['3 C east', '3', 'C'],
    ['C D south', 'C', 'D'],
    ['column row 3 east', 'column', 'row'],
    ['row 3 east 2 by 3', '2', '3'],
    // A second number after a line that no shift goes as far as names another line, not a distance.
    ['row 3 4 east', '3', '4'],
    ['C 5 south', 'C', '5'],
  ];

  it('is refused naming both words, never played as another shift (the chief\'s /shift, the Runner\'s /ability)', () => {
    for (const [line, first, second] of CLASHES) {
      for (const [seat, command, option] of [[0, 'shift', 'line'], [2, 'ability', 'target']] as const) {
        for (const lang of ['en', 'ru'] as const) {
          const r = typed(seat, command, { [option]: line }, lang);
          expect(r.ok, `${command} ${line}: ${r.ok && r.text}`).toBe(false);
          if (r.ok) continue;
          expect(r.code).toBe('typed.shift-clash');
          expect(r.option).toBe(option);
          expect(r.text).toContain(lang === 'en' ? `“${first}” and “${second}”` : `«${first}» и «${second}»`);
          expect(problems(r.text, lang), r.text).toEqual([]);
        }
      }
    }
  });

  it('says what went wrong, what to type instead, and an example that works now', () => {
    const en = typed(0, 'shift', { line: 'column C row 1 east' });
    expect(!en.ok && en.text).toMatch(/^`line:` “column” and “row” both name the line to shift: name one row 1–7 or one column A–G and the way it moves, e\.g\. `A south` or `row 3 east`\. Try \/shift line:(column C (north|south)|row 1 (east|west))\.$/);
    const dir = typed(0, 'shift', { line: 'row 1 east west' });
    expect(!dir.ok && dir.text).toMatch(/^`line:` “east” and “west” both say which way the line moves: write one way, e\.g\. `row 3 east` or `A south`\. Try \/shift line:row 1 (east|west)\.$/);
    const ru = typed(0, 'shift', { line: 'С ряд восток' }, 'ru');
    expect(!ru.ok && ru.text).toMatch(/^`линия:` «С» и «ряд» оба называют линию для сдвига: назовите один ряд 1–7 или один столбец A–G и направление, например `A юг` или `ряд 3 восток`\. Например: \/сдвинуть линия:/);
    const runner = typed(2, 'ability', { target: 'row 1 east west' }, 'ru');
    expect(!runner.ok && runner.text).toMatch(/^`цель:` «east» и «west» оба задают направление: укажите одно, например `ряд 3 восток` или `A юг`\. Например: \/способность цель:ряд 1 (восток|запад) 2\.$/);
  });

  it('a shift written once reads as before, in any of the accepted ways', () => {
    const CHIEF: [string, string][] = [
      ['A south', 'shift column A south'], ['column A south', 'shift column A south'], ['C column south', 'shift column C south'],
      ['3 east', 'shift row 3 east'], ['3 row east', 'shift row 3 east'], ['row 3 w', 'shift row 3 west'], ['r3 e', 'shift row 3 east'],
      ['3e', 'shift row 3 east'], ['row 3 e', 'shift row 3 east'], ['E south', 'shift column E south'], ['south E', 'shift column E south'],
      ['ряд 3 на восток', 'shift row 3 east'], ['С на юг', 'shift column C south'], ['ряд3 восток', 'shift row 3 east'],
      ['row 3 east by 2', 'shift row 3 east 2'], ['x2 row 3 east', 'shift row 3 east 2'], ['column a 2 south', 'shift column A south 2'],
      ['row 3 east 1', 'shift row 3 east'],
    ];
    for (const [line, text] of CHIEF) expect(typed(0, 'shift', { line }), line).toEqual({ ok: true, text });
    // The Runner's ability is the fast shift: 2 cells unless he writes 1.
    expect(typed(2, 'ability', { target: 'row 3 east' })).toEqual({ ok: true, text: 'shift row 3 east 2' });
    expect(typed(2, 'ability', { target: 'C 1 north' })).toEqual({ ok: true, text: 'shift column C north' });
  });
});

describe('a typed name whose first letters begin several', () => {
  it('is refused naming them, to type more of one (not "no card")', () => {
    for (const lang of ['en', 'ru'] as const) {
      const r = typed(0, 'accuse', { suspect: 'Ma' }, lang);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.code).toBe('typed.card-several');
      expect(r.text).toMatch(lang === 'en' ? /Marcel, Mabel|Mabel, Marcel/ : /Марсель, Мейбл|Мейбл, Марсель/);
      expect(problems(r.text, lang), r.text).toEqual([]);
    }
    expect(typed(0, 'accuse', { suspect: 'Mab' })).toMatchObject({ ok: true });
  });
});

describe('a typed search', () => {
  it('with words past its square is refused, as /accuse is, never searched', () => {
    for (const square of ['D4 please', 'A1 B2', 'B2 C3 D4', 'A1-B2']) {
      for (const lang of ['en', 'ru'] as const) {
        const r = typed(0, 'search', { square }, lang);
        expect(r.ok, `${square}: ${r.ok && r.text}`).toBe(false);
        if (r.ok) continue;
        expect(r.code).toBe('typed.square');
        expect(r.text).toContain(lang === 'en' ? `“${square}” is not a cell` : `«${square}» — не клетка`);
        expect(problems(r.text, lang), r.text).toEqual([]);
      }
    }
    expect(typed(0, 'accuse', { suspect: 'Ivy please' }).ok).toBe(false);
  });

  it('reads its top-left cell, or the square\'s corners as its choices write them (B2–E5)', () => {
    for (const [square, text] of [['D4', 'search D4'], ['b2', 'search B2'], ['B2–E5', 'search B2'], ['A1:D4', 'search A1'], ['a1 - d4', 'search A1']]) {
      expect(typed(0, 'search', { square }), square).toEqual({ ok: true, text });
    }
  });
});

describe('a typed thief to show your identity to, whose first letters begin several names', () => {
  const bots = (): NoirState => ({
    ...buildState({
      names: ['Zed', 'Ava', 'Bob', 'Bot 1', 'Bot 2'], chief: 0, seed: 3, officerCount: 4, grid: GRID,
      identities: ['Viktor', 'Rita', 'Iris', 'Zelda'], roles: ['front', 'runner', 'cleaner', 'insider'],
      officers: ['Simon', 'Tess', 'Quinn', 'Celia'], plainclothes: 'Walter',
    }),
    turn: 1,
  });
  const show = (thief: string, lang: Locale = 'en') => readTyped({ game: noirHeist, state: bots(), seat: 1, command: 'show', values: { thief }, lang });
  it('is refused naming those it begins (not "not a thief you can show to"); more letters, or a whole name, pick one', () => {
    for (const lang of ['en', 'ru'] as const) {
      const r = show('b', lang);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.code).toBe('typed.card-several');
      expect(r.text).toContain('Bob, Bot 1, Bot 2');
      expect(problems(r.text, lang), r.text).toEqual([]);
    }
    expect(show('bot')).toMatchObject({ ok: false, code: 'typed.card-several' });
    expect(show('bot 2')).toEqual({ ok: true, text: 'show Bot 2' });
    expect(show('bob')).toEqual({ ok: true, text: 'show Bob' });
    expect(show('x')).toMatchObject({ ok: false, code: 'typed.player' });
  });
});
