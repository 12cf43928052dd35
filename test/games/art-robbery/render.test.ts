// The picture (render/index.ts): a PNG of the view in both languages, taller at the end for the results table,
// and drawn from the view alone (the same view gives the same bytes); texts whose length hangs on a name are measured
// to fit their room (the header, the results table, a player's row).
import { beforeAll, describe, expect, it } from 'vitest';
import { artRobbery } from '../../../src/games/art-robbery/index.js';
import {
  CENTRE_R, CENTRE_STEP, CENTRE_X, DOG_R, DOG_X, FACE_UP_STEP, FACE_UP_X, fitted, header, heightOf, MARGIN, NAME_WIDTH, NAME_X, RESULT_COLUMNS,
  RESULT_NAME_WIDTH, resultTable, STATUS_WIDTH, TOKEN_R, WIDTH, type Label,
} from '../../../src/games/art-robbery/render/index.js';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { font } from '../../../src/render/fonts.js';
import { stateOf } from '../../../src/games/art-robbery/positions.js';
import { parseLogLine } from '../../../src/games/art-robbery/engine/parse.js';
import { applyAction } from '../../../src/games/art-robbery/engine/apply.js';
import type { ArtView } from '../../../src/games/art-robbery/view.js';
import { RAIDS } from './helpers.js';
import { playBotGame } from '../../../src/core/sim.js';
import { SPECTATOR } from '../../../src/core/types.js';
import { preloadRenderers } from '../../../src/render/lazy.js';
import type { ArtState } from '../../../src/games/art-robbery/engine/types.js';

const png = (b: Buffer) => ({ sig: b.subarray(1, 4).toString(), width: b.readUInt32BE(16), height: b.readUInt32BE(20) });

beforeAll(preloadRenderers); // drawn through the module: its renderer loads first (src/render/lazy.ts)

describe('the picture', () => {
  const game = playBotGame(artRobbery, { players: 4, seed: 3, keepStates: true });
  const midView = artRobbery.view(game.states![40] as ArtState, SPECTATOR);
  const endView = artRobbery.view(game.final as ArtState, SPECTATOR);

  it('is a PNG of the fixed width in English and Russian, and differs between them', () => {
    const en = artRobbery.render(midView, 'en'), ru = artRobbery.render(midView, 'ru');
    expect(png(en)).toEqual({ sig: 'PNG', width: WIDTH, height: heightOf(midView) });
    expect(png(ru).width).toBe(WIDTH);
    expect(en.equals(ru)).toBe(false);
  });

  it('the same view gives the same picture', () => {
    expect(artRobbery.render(midView, 'en').equals(artRobbery.render(JSON.parse(JSON.stringify(midView)), 'en'))).toBe(true);
  });

  it('at the end the picture grows by the results table', () => {
    expect(png(artRobbery.render(endView, 'en')).height).toBeGreaterThan(png(artRobbery.render(midView, 'en')).height);
  });
});

describe('words across the tokens', () => {
  it('DOG, BOSS and their Russian words are drawn inside their tokens, and the Russian picture writes them in Russian', async () => {
    const { createCanvas } = await import('@napi-rs/canvas');
    const { registerFonts } = await import('../../../src/render/fonts.js');
    const { wordIn } = await import('../../../src/games/art-robbery/render/index.js');
    const { lookup } = await import('../../../src/core/text.js');
    const { texts } = await import('../../../src/games/art-robbery/text/index.js');
    registerFonts();
    const g = createCanvas(100, 100).getContext('2d');
    for (const [key, r, size] of [['ui.token.dog', 13, 12], ['ui.token.boss', 20, 11], ['ui.token.boss', 25, 14]] as const) {
      for (const lang of ['en', 'ru'] as const) {
        const word = lookup(texts, lang, key)!;
        wordIn(g, word, 50, 50, r, size);
        expect(g.measureText(word).width, `${word} in ${r}`).toBeLessThanOrEqual(r * 1.7);
      }
    }
    expect([lookup(texts, 'ru', 'ui.token.dog'), lookup(texts, 'ru', 'ui.token.boss')]).toEqual(['ПЁС', 'БОСС']);
  });
});

describe('texts fitted to their room (a long name ran into the title, the tokens and the score column)', () => {
  // The tester's positions (the position contract), drawn in Russian: one waits on a 14-letter name's answer, the
  // other ends the game with a 24-letter name (the longest a name may be, src/table/names.ts).
  const waiting = (name: string) => ({
    game: 'art-robbery', seed: 3, players: ['Ava', name, 'Cy'], raid: 2, first: 'Ava', hands: { Ava: ['5'] }, faceUp: { [name]: ['5'] }, dog: name, actions: ['Ava: play 5'],
  });
  const WAITING = waiting('Дмитрий Петров');
  const LONG = 'Жозефина Шварценеггерова';
  const ENDING = {
    game: 'art-robbery', seed: 42, players: ['Ava', 'Bo', 'Cy', LONG, 'Eve'], raid: 4, first: 'Ava', hands: { Ava: ['3', 'boss', 'dog', 'greedy', '0'] }, centre: ['4'],
    faceUp: { Cy: ['5', '2', '0**', '1**', '1*', '2*'], Bo: ['3*', 'boss'] },
    banked: { Ava: ['3', '0*', '5'], Bo: ['0*', '1*', '2*', '4'], Cy: ['boss', '5', '4'], Eve: ['0**', '1*', '1', '1', '2', '2', '3', 'boss', 'boss', '5', '4'] },
    dog: 'Cy', actions: ['Ava: play greedy 4'],
  };
  /** The view a script leads to, as the position contract builds it (positions.ts) and plays its actions. */
  const viewAt = (script: Record<string, unknown>): ArtView => {
    const built = stateOf(RAIDS, script);
    let s = built.state;
    for (const line of built.actions) {
      const p = parseLogLine(s, line);
      const r = p.ok ? applyAction(s, p.action) : p;
      if (!r.ok) throw new Error(`${line} was refused`);
      s = r.state;
    }
    return artRobbery.view(s, SPECTATOR);
  };
  let g: SKRSContext2D;
  beforeAll(async () => {
    const { createCanvas } = await import('@napi-rs/canvas');
    const { registerFonts } = await import('../../../src/render/fonts.js');
    registerFonts();
    g = createCanvas(10, 10).getContext('2d');
  });
  /** A label's box as drawn (the baseline is the middle of the line). */
  const box = (l: Label) => {
    g.font = font(l.size, l.bold);
    const w = g.measureText(l.text).width;
    return { left: l.align === 'left' ? l.x : l.x - w, right: l.align === 'left' ? l.x + w : l.x, top: l.y - l.size / 2, bottom: l.y + l.size / 2 };
  };
  const apart = (a: ReturnType<typeof box>, b: ReturnType<typeof box>) => a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;

  it('the header\'s texts never overlap and stay inside the picture, the name whole where it can be', () => {
    const cases: [ArtView, 'en' | 'ru'][] = [[viewAt(WAITING), 'ru'], [viewAt(WAITING), 'en'], [viewAt(ENDING), 'ru'], [{ ...viewAt(WAITING), calledOff: true }, 'ru']];
    for (const name of [LONG, 'Ш'.repeat(24), 'W'.repeat(24), 'Бот Вермеер']) for (const lang of ['en', 'ru'] as const) cases.push([viewAt(waiting(name)), lang]);
    for (const [v, lang] of cases) {
      const labels = header(g, v, lang);
      expect(labels.map((l) => l.text)[0]).toBe(lang === 'ru' ? 'Ограбление музея (Art Robbery)' : 'Art Robbery');
      labels.forEach((a, i) => {
        expect(box(a).left, a.text).toBeGreaterThanOrEqual(MARGIN);
        expect(box(a).right, a.text).toBeLessThanOrEqual(WIDTH - MARGIN);
        labels.slice(i + 1).forEach((b) => expect(apart(box(a), box(b)), `"${a.text}" and "${b.text}"`).toBe(true));
      });
      const status = labels[1];
      expect(status.size).toBeGreaterThanOrEqual(15);
      if (v.awaiting && !v.calledOff && !/^[ШW]+$/.test(v.names[v.awaiting.player])) expect(status.text).toContain(v.names[v.awaiting.player]);
    }
    const ru = header(g, viewAt(WAITING), 'ru');
    expect(ru[1]).toMatchObject({ text: 'Ждём ответа от игрока Дмитрий Петров.', size: 20 });
    // The widest name that can be typed still fits the status's row, cut with "…" only if it must.
    const widest = header(g, viewAt(waiting('Ж'.repeat(24))), 'ru')[1];
    expect(box(widest).right - box(widest).left).toBeLessThanOrEqual(STATUS_WIDTH);
  });

  it('the piles say which number is the top card: "top: 5", not a second count "(5)"', () => {
    const v = viewAt(WAITING);
    expect(header(g, v, 'en')[3].text).toBe('Draw pile: 40 · discard: 1 (top: 5)');
    expect(header(g, v, 'ru')[3].text).toBe('Колода: 40 · сброс: 1 (сверху: 5)');
    expect(header(g, viewAt(ENDING), 'ru')[3].text).toBe('Колода: 29 · сброс: 1 (сверху: Жадный вор)');
  });

  it('the results table fits each name to its column, before the score', () => {
    for (const lang of ['en', 'ru'] as const) {
      const labels = resultTable(g, viewAt(ENDING), lang);
      const names = labels.filter((l) => l.x === RESULT_COLUMNS[0]).slice(1);
      expect(names.length).toBe(5);
      for (const l of names) expect(box(l).right, l.text).toBeLessThanOrEqual(RESULT_COLUMNS[0] + RESULT_NAME_WIDTH);
      expect(RESULT_COLUMNS[0] + RESULT_NAME_WIDTH).toBeLessThan(RESULT_COLUMNS[1]);
      // Every label of a row apart from the others.
      labels.forEach((a, i) => labels.slice(i + 1).forEach((b) => expect(apart(box(a), box(b)), `"${a.text}" and "${b.text}"`).toBe(true)));
      const long = names[3];
      expect(long.text === LONG || long.text.endsWith('…')).toBe(true);
      expect(long.size).toBeGreaterThanOrEqual(15);
    }
    // A name wider than the column at the smallest size is cut with "…".
    const cut = fitted(g, 'Ш'.repeat(24), RESULT_NAME_WIDTH, [17, 16, 15], false);
    expect(cut).toMatchObject({ size: 15 });
    expect(cut.text).toMatch(/^Ш+…$/);
  });

  it('a name in a player\'s row ends before the first face-up token', () => {
    expect(NAME_X + NAME_WIDTH).toBeLessThan(FACE_UP_X - TOKEN_R);
    for (const name of [LONG, 'Ш'.repeat(24), 'W'.repeat(24), 'Дмитрий Петров', 'Ava']) {
      const l = fitted(g, name, NAME_WIDTH, [20, 19, 18, 17, 16], true);
      expect(box({ ...l, x: NAME_X, y: 0, bold: true, align: 'left', colour: '' }).right, l.text).toBeLessThanOrEqual(NAME_X + NAME_WIDTH);
      if (name.length <= 14) expect(l).toEqual({ text: name, size: 20 });
    }
  });

  it('is narrow enough for Discord to show whole (550 wide at most), a raid\'s nine tokens in a row ending before the dog', () => {
    // Discord shows a picture at most some 550 pixels wide: a wider one is scaled down on a computer, and twice as much
    // on a phone (Art Robbery's 760 came out some 360 wide there, its counts 7 pixels high).
    expect(WIDTH).toBeLessThanOrEqual(560);
    const dogLeft = DOG_X - DOG_R;
    // The centre: the label, then nine tokens apart, the last before the dog.
    g.font = font(17, true);
    for (const label of ['Centre', 'Центр']) expect(18 + g.measureText(label).width).toBeLessThan(CENTRE_X - CENTRE_R);
    expect(CENTRE_STEP).toBeGreaterThan(2 * CENTRE_R);
    expect(CENTRE_X + 8 * CENTRE_STEP + CENTRE_R).toBeLessThan(dogLeft);
    // A player's row: nine face-up tokens apart, the last before the dog, and the dog inside the picture.
    expect(FACE_UP_STEP).toBeGreaterThan(2 * TOKEN_R);
    expect(FACE_UP_X + 8 * FACE_UP_STEP + TOKEN_R).toBeLessThan(dogLeft);
    expect(DOG_X + DOG_R).toBeLessThanOrEqual(WIDTH - MARGIN);
    // Each raid of the token table has nine tokens, and a player holds no more face up than a raid has.
    for (const raid of RAIDS) expect(raid).toHaveLength(9);
    const played = playBotGame(artRobbery, { players: 5, seed: 4, keepStates: true });
    for (const s of played.states as ArtState[]) for (const up of s.faceUp) expect(up.length).toBeLessThanOrEqual(9);
  });

  it('the results table\'s columns hold their words: each verdict ends inside the picture', () => {
    const end = artRobbery.view(playBotGame(artRobbery, { players: 5, seed: 4 }).final as ArtState, SPECTATOR);
    for (const lang of ['en', 'ru'] as const) {
      const labels = resultTable(g, { ...end, final: { ...end.final!, winners: [0], arrested: [1] } }, lang);
      for (const l of labels) expect(box(l).right, `${lang} ${l.text}`).toBeLessThanOrEqual(WIDTH - MARGIN);
      for (const [k, x] of RESULT_COLUMNS.entries()) if (k > 0) expect(x).toBeGreaterThan(RESULT_COLUMNS[k - 1] + 60);
    }
  });
});
