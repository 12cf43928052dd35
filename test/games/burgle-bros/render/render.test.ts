// The floor picture: every scenario and every token kind draws without throwing, the PNG is valid and of the size
// the layout promises (the legend's rows counted, as the web page's floor parts count them), and a guard, an alarm
// and a player each change the pixels of the cell they stand on.
import { describe, expect, it } from 'vitest';
import { buildState } from '../../../../src/games/burgle-bros/engine/index.js';
import type { GameState, Scenario } from '../../../../src/games/burgle-bros/engine/types.js';
import { drawBoard, layoutFor, pictureLayout, registerFonts, renderBoard } from '../../../../src/games/burgle-bros/render/index.js';
import { LABELS } from '../../../../src/games/burgle-bros/render/labels.js';
import { floorParts } from '../../../../src/games/burgle-bros/render/parts.js';
import { cellXY } from '../../../../src/games/burgle-bros/render/layout.js';
import { initials } from '../../../../src/games/burgle-bros/render/tokens.js';
import { sampleState } from '../../../../src/games/burgle-bros/render/sample.js';
import { viewOf } from '../../../../src/games/burgle-bros/view.js';
import { written } from '../helpers/canvas-text.js';

const SCENARIOS: Scenario[] = ['bank', 'office', 'fortknox'];
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

/** The size the picture of a state promises: its layout with the legend's rows. The web page's parts, fixed for the
 * game, say its width and its least height (one legend row), the floors at the same place whatever the legend. */
function promised(s: GameState, lang: 'en' | 'ru' = 'en'): [number, number] {
  const { layout } = pictureLayout(viewOf(s), LABELS[lang]);
  const parts = floorParts(s, lang);
  expect(parts.width).toBe(layout.width);
  expect(parts.height).toBe(layoutFor(s).height);
  expect(layout.height).toBeGreaterThanOrEqual(parts.height);
  expect(layout.gridY).toBe(layoutFor(s).gridY);
  return [layout.width, layout.height];
}

function fresh(scenario: Scenario, crew = 2): GameState {
  return buildState({ scenario, seed: 7, crew: ['Ava', 'Bo', 'Cy', 'Di'].slice(0, crew).map((name) => ({ name })) });
}

/** A state with every kind of token on the board, including card ids the renderer has never heard of. */
function everything(scenario: Scenario): GameState {
  const s = fresh(scenario, 4);
  const n = s.size * s.size;
  s.tiles.forEach((t) => {
    if (t.room !== 'empty') t.revealed = true;
  });
  const find = (room: string, floor = 0) => s.tiles.findIndex((t, i) => t.room === room && Math.floor(i / n) === floor);
  const safe = find('safe');
  s.tiles[safe].dice = 4;
  s.tiles[safe].open = true;
  const safe2 = find('safe', 1);
  s.tiles[safe2].dice = 6;
  const rooms = s.tiles.map((t, i) => [t, i] as const).filter(([t]) => t.room !== 'empty' && t.room !== 'safe');
  const [a, b, c, d, e, f, g, h] = rooms.map(([, i]) => i);
  s.tiles[a].alarm = true;
  s.tiles[a].hack = 3;
  s.tiles[b].room = 'lavatory';
  s.tiles[b].stalls = 2;
  s.tiles[b].smoke = 1;
  s.tiles[c].room = 'keypad';
  s.tiles[c].open = true;
  s.tiles[c].cracked = true;
  s.tiles[d].disabled = true;
  s.tiles[d].items = ['gold-bar', 'some-new-card', 'crowbar'];
  s.tiles[e].thermal = e + n;
  s.tiles[e + n].thermal = e;
  s.tiles[f].downstairs = true;
  s.tiles[f].alarm = true;
  s.tiles[f].smoke = 2;
  s.tiles[g].room = 'computer-laser';
  s.tiles[g].hack = 6;
  s.tiles[h].revealed = false;
  s.tiles[h].alarm = true;
  s.crow = g;
  s.kitty = g;
  s.dynamited = [`F1 ${'A1|B1'}`, 'F2 A1/A2'];
  s.guards.forEach((gd, fl) => {
    gd.placed = true;
    gd.at = fl * n + 1;
    gd.dest = fl * n + n - 1;
  });
  s.guards[0].at = a;
  s.players.forEach((p, i) => {
    p.at = i < 2 ? a : b;
    p.tools = ['smoke-bomb', 'a-tool-from-the-future'] as never[];
    p.loot = ['tiara', 'mystery-loot'] as never[];
    p.heldAlarms = i;
    p.laptop = i % 2;
    p.stealth = i;
  });
  s.players[3].escaped = true;
  s.players[2].character = 'someone-new' as never;
  return s;
}

describe('the floor picture', () => {
  registerFonts();
  registerFonts(); // idempotent

  it.each(SCENARIOS)('draws a new %s game as a PNG of the layout size', (scenario) => {
    for (const crew of [1, 4]) {
      const s = fresh(scenario, crew);
      expect(pngSize(renderBoard(viewOf(s)))).toEqual(promised(s));
      // A new game's legend still fits its one line: the picture is as tall as the bare layout.
      expect(promised(s)).toEqual([layoutFor(s).width, layoutFor(s).height]);
    }
  });

  it.each(SCENARIOS)('draws a %s game after random turns, in English and in Russian', (scenario) => {
    const s = sampleState(scenario, 3, 4);
    for (const lang of ['en', 'ru'] as const) {
      const png = renderBoard(viewOf(s), { lang });
      expect(pngSize(png)).toEqual(promised(s, lang));
      expect(png.length).toBeLessThan(300_000);
    }
  });

  it.each(SCENARIOS)('draws every token kind on %s without throwing', (scenario) => {
    const s = everything(scenario);
    for (const lang of ['en', 'ru'] as const) {
      const png = renderBoard(viewOf(s), { lang });
      expect(pngSize(png)).toEqual(promised(s, lang));
    }
    // A won and a lost game, a question open, a guard off the board and a path to an unreachable cell.
    s.outcome = 'won';
    renderBoard(viewOf(s));
    s.outcome = 'lost';
    renderBoard(viewOf(s));
    s.outcome = 'playing';
    s.awaiting = { code: 'choose-entrance', params: {}, player: 1, options: ['A1'] };
    s.guards[0].at = null;
    s.guards[1].dest = s.guards[1].at;
    renderBoard(viewOf(s));
  });

  describe('pixels change where a token stands', () => {
    const n = 16;
    function base(): GameState {
      const s = fresh('bank', 2);
      s.tiles.forEach((t) => (t.revealed = true));
      s.guards[0] = { ...s.guards[0], placed: true, at: 0, dest: 3 };
      s.players[0].at = 0;
      s.players[1].at = 0;
      return s;
    }
    /** Pixels that differ inside one cell between two pictures. */
    function changed(a: GameState, b: GameState, loc: number): number {
      const l = layoutFor(a);
      const [x, y] = cellXY(l, Math.floor(loc / n), loc % n);
      const pa = drawBoard(viewOf(a)).getContext('2d').getImageData(x, y, l.tile, l.tile).data;
      const pb = drawBoard(viewOf(b)).getContext('2d').getImageData(x, y, l.tile, l.tile).data;
      let k = 0;
      for (let i = 0; i < pa.length; i += 4) {
        if (pa[i] !== pb[i] || pa[i + 1] !== pb[i + 1] || pa[i + 2] !== pb[i + 2]) k++;
      }
      return k;
    }

    it('a guard', () => {
      const without = base(), withGuard = base();
      withGuard.guards[1] = { ...withGuard.guards[1], placed: true, at: n + 5, dest: n + 9 };
      without.guards[1] = { ...without.guards[1], placed: true, at: n + 6, dest: n + 9 };
      expect(changed(without, withGuard, n + 5)).toBeGreaterThan(150);
    });

    it('an alarm', () => {
      const without = base(), withAlarm = base();
      withAlarm.tiles[2 * n + 10].alarm = true;
      expect(changed(without, withAlarm, 2 * n + 10)).toBeGreaterThan(150);
      // Face down too.
      without.tiles[2 * n + 11].revealed = false;
      withAlarm.tiles[2 * n + 11].revealed = false;
      withAlarm.tiles[2 * n + 11].alarm = true;
      expect(changed(without, withAlarm, 2 * n + 11)).toBeGreaterThan(150);
    });

    it('a player', () => {
      const without = base(), withPlayer = base();
      withPlayer.players[1].at = 7;
      expect(changed(without, withPlayer, 7)).toBeGreaterThan(150);
    });

    it('the same state draws the same pixels (the cache changes nothing)', () => {
      expect(changed(base(), base(), 0)).toBe(0);
      const moved = base();
      moved.players[0].at = 1;
      expect(changed(base(), moved, 0)).toBeGreaterThan(0);
    });
  });

  it('before the entrance is chosen, the header names who chooses where the crew breaks in (not "Turn 0")', () => {
    // The header is drawn text: what is written on the canvas.
    for (const [lang, expected] of [['en', 'Bo chooses where the crew breaks in'], ['ru', 'Bo выбирает, где команда проникнет в здание']] as const) {
      const s = fresh('office');
      s.awaiting = { code: 'choose-entrance', params: {}, player: 1, options: ['A1'] };
      const text = written(() => drawBoard(viewOf(s), { lang }));
      expect(text).toContain(expected);
      expect(text.join('|')).not.toMatch(/Turn 0|Ход 0/);
    }
  });

  it('lists a lasting effect only while it is in effect: the Invisible Suit in its wearer\'s turn alone (rulings T4)', () => {
    const s = fresh('office', 3);
    s.effects = [{ kind: 'invisible-suit', owner: 1 }, { kind: 'emp', owner: 1 }, { kind: 'video-loop', owner: 2 }];
    const footer = (turn: number, lang: 'en' | 'ru' = 'en') => {
      s.turn.player = turn;
      return written(() => drawBoard(viewOf(s), { lang })).find((x) => x.includes(lang === 'en' ? 'In effect' : 'Действует')) ?? '';
    };
    // Bo's own turn: his suit hides him; the E.M.P. and the Video Loop last until their users' next turns.
    expect(footer(1)).toMatch(/In effect: Invisible Suit \(Bo\), EMP \(Bo\), Video Loop \(Cy\)$/);
    // Ava's turn: the suit hides no one (it is still Bo's, idle until his next turn ends it).
    expect(footer(0)).toMatch(/In effect: EMP \(Bo\), Video Loop \(Cy\)$/);
    // Each by the name the texts give it, in the picture's language (an event's too).
    expect(footer(0, 'ru')).toMatch(/Действует: ЭМИ \(Bo\), Видеопетля \(Cy\)$/);
    s.effects = [{ kind: 'invisible-suit', owner: 1 }];
    expect(footer(0)).toBe('');
  });

  it('names every seat\'s character in the picture\'s language (Russian: «Медвежатник» beside Bot 1, as the texts say)', () => {
    const s = buildState({ scenario: 'fortknox', seed: 5, crew: [{ name: 'alice', character: 'raven' }, { name: 'Bot 1', character: 'peterman' }, { name: 'Cy', character: 'spotter' }] });
    const ru = written(() => drawBoard(viewOf(s), { lang: 'ru' }));
    expect(ru).toEqual(expect.arrayContaining(['Ворон', 'Медвежатник', 'Наводчик']));
    expect(ru).not.toContain('Peterman');
    expect(written(() => drawBoard(viewOf(s), { lang: 'en' }))).toEqual(expect.arrayContaining(['Raven', 'Peterman', 'Spotter']));
  });

  it('names tools and loot in the picture\'s language, as the texts do (Russian: «Лом», «Тиара», «Изотоп»)', () => {
    const s = buildState({ scenario: 'office', seed: 5, crew: [{ name: 'alice', character: 'raven' }, { name: 'Bo', character: 'peterman' }] });
    s.players[0].tools = ['crowbar', 'smoke-bomb'];
    s.players[1].loot = ['tiara', 'isotope'];
    const ru = written(() => drawBoard(viewOf(s), { lang: 'ru' })).join('|');
    expect(ru).toContain('Лом, Дымовая шашка');
    expect(ru).toContain('Тиара, Изотоп');
    expect(ru).not.toMatch(/Crowbar|Smoke|Isotope/);
    const en = written(() => drawBoard(viewOf(s), { lang: 'en' })).join('|');
    expect(en).toContain('Crowbar, Smoke Bomb');
    expect(en).toContain('Tiara, Isotope');
  });

  it('gives players distinct marks', () => {
    expect(initials(['Ava', 'Bo', 'Cy'])).toEqual(['A', 'B', 'C']);
    const marks = initials(['Ann', 'Andy', 'Bo']);
    expect(new Set(marks).size).toBe(3);
    // A bot's number rather than its seat's; a person's two letters; one first letter alone stays one letter.
    expect(initials(['alice', 'bob', 'Bot 1'])).toEqual(['A', 'Bo', 'B1']);
    expect(initials(['Mary Ann', 'Mark', 'Zed'])).toEqual(['MA', 'Ma', 'Z']);
    expect(initials(['🦊fox', 'Bo'])).toEqual(['🦊', 'B']);
    // A one-letter name beside the bots keeps its letter: letter and seat ("B2") would read as Bot 2.
    expect(initials(['b', 'Bot 1', 'Bot 2'])).toEqual(['B', 'B1', 'B2']);
    expect(initials(['a', 'b', 'Bot 1', 'Bot 2'])).toEqual(['A', 'B', 'B1', 'B2']);
    for (const names of [['Bo', 'Bo', 'Bo'], ['B1', 'Bot 1', 'bob'], ['', ' ', 'x']]) expect(new Set(initials(names)).size).toBe(3);
  });
});
