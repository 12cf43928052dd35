// The outside tester's findings on the floor picture: the legend explains every kind of mark drawn (and only those),
// fitting the picture in both languages; the header drops the action count once the turn is ending, says what is
// being chosen and fits a long name; no guard's way is drawn once the game is over.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { buildState } from '../../../../src/games/burgle-bros/engine/index.js';
import type { GameState, Scenario } from '../../../../src/games/burgle-bros/engine/types.js';
import { runScript } from '../../../../src/games/burgle-bros/positions.js';
import { drawBoard, layoutFor, pictureLayout, registerFonts } from '../../../../src/games/burgle-bros/render/index.js';
import { LABELS, type Lang, type Mark } from '../../../../src/games/burgle-bros/render/labels.js';
import { legendWidth } from '../../../../src/games/burgle-bros/render/layout.js';
import { LEGEND_PX, legendPlan, SAMPLE_GAP } from '../../../../src/games/burgle-bros/render/legend.js';
import { activeFloor, legendEntries, MARK_ORDER, plannedPath, tileChips } from '../../../../src/games/burgle-bros/render/marks.js';
import { sampleState } from '../../../../src/games/burgle-bros/render/sample.js';
import { KNOWN_CHARS, textWidth } from '../../../../src/games/burgle-bros/render/text-width.js';
import { fitHeader, HEADER_MIN_PX, headerStatus } from '../../../../src/games/burgle-bros/render/tokens.js';
import { viewOf, type BurgleView } from '../../../../src/games/burgle-bros/view.js';
import { font } from '../../../../src/render/fonts.js';
import { written } from '../helpers/canvas-text.js';

registerFonts();
const scratch = createCanvas(1, 1).getContext('2d');
const measure = (text: string, px: number, bold = false) => {
  scratch.font = font(px, bold);
  return scratch.measureText(text).width;
};
const SCENARIOS: Scenario[] = ['bank', 'office', 'fortknox'];
const LANGS: Lang[] = ['en', 'ru'];

const marksOf = (v: BurgleView, lang: Lang = 'en') => legendEntries(v, LABELS[lang]).map((e) => e.mark);

/** Every text written while drawing, with the font and the widest it may be (fillText's maxWidth). */
function writing(draw: () => void): { text: string; font: string; max?: number }[] {
  const proto = Object.getPrototypeOf(drawBoard(viewOf(buildState({ scenario: 'office', seed: 7, crew: [{ name: 'Ava' }] }))).getContext('2d')) as {
    fillText: (this: { font: string }, t: string, x: number, y: number, max?: number) => void;
  };
  const fillText = proto.fillText;
  const out: { text: string; font: string; max?: number }[] = [];
  proto.fillText = function (this: { font: string }, text: string, x: number, y: number, max?: number) {
    out.push({ text, font: this.font, ...(max === undefined ? {} : { max }) });
    fillText.call(this, text, x, y, max);
  };
  try {
    draw();
  } finally {
    proto.fillText = fillText;
  }
  return out;
}

/** A new game of four with the board turned face up and nothing else changed. */
function plain(scenario: Scenario): GameState {
  const s = buildState({ scenario, seed: 7, crew: ['Ava', 'Bo', 'Cy', 'Di'].map((name) => ({ name })) });
  s.tiles.forEach((t) => {
    if (t.room !== 'empty') t.revealed = true;
  });
  return s;
}

/** Every kind of mark at once: the guard walking with a way to go, an alarm, a cracked number, hack tokens, the
 * Lavatory's stalls, smoke, a hole, the way down, the entrance, a crowbarred room, a blown-up wall, the crow, the kitty. */
function allMarks(scenario: Scenario): GameState {
  const s = plain(scenario);
  const n = s.size * s.size;
  const rooms = s.tiles.map((t, i) => [t, i] as const)
    .filter(([t, i]) => i < n && t.room !== 'empty' && t.room !== 'safe' && t.room !== 'stairs').map(([, i]) => i);
  const [a, b, c, d, e, f, g] = rooms;
  s.tiles[a].alarm = true;
  s.tiles[b].room = 'lavatory';
  s.tiles[b].stalls = 2;
  s.tiles[b].smoke = 1;
  s.tiles[c].hack = 2;
  s.tiles[c].cracked = true;
  s.tiles[d].disabled = true;
  s.tiles[e].thermal = e + n;
  s.tiles[e + n].thermal = e;
  s.tiles[f].downstairs = true;
  s.entrance = g;
  s.tiles[g].downstairs = true;
  s.dynamited = ['F1 A1|B1'];
  s.crow = a;
  s.kitty = b;
  s.guards[0] = { ...s.guards[0], placed: true, at: rooms[7], dest: rooms[rooms.length - 1] };
  s.lastWalks = [{ floor: 0, from: rooms[8], cells: [rooms[7]] }];
  s.turn.acted = false;
  s.players.forEach((p, i) => (p.at = rooms[i]));
  return s;
}

describe('finding 1: the legend explains every kind of mark the picture shows, and only those', () => {
  it('the repro (Bank Job, seed 5, 30 turns, crew of 4): the crow on F2 A1 is explained, in both languages', () => {
    const s = sampleState('bank', 5, 30, 4);
    expect(s.crow).toBe(16);
    expect(marksOf(viewOf(s))).toContain('crow');
    expect(written(() => drawBoard(viewOf(s)))).toContain('Raven\'s crow');
    expect(written(() => drawBoard(viewOf(s), { lang: 'ru' }))).toContain('ворона (Ворон)');
  });

  const alone: [Mark, (s: GameState) => void, string, string][] = [
    ['crow', (s) => (s.crow = 5), 'Raven\'s crow', 'ворона (Ворон)'],
    ['kitty', (s) => (s.kitty = 5), 'Persian Kitty', 'Персидский котёнок'],
    ['hack', (s) => (s.tiles[5].hack = 2), 'hack tokens', 'жетоны взлома'],
    ['stalls', (s) => Object.assign(s.tiles[5], { room: 'lavatory', stalls: 3 }), 'Lavatory stealth', 'скрытность в уборной'],
    ['smoke', (s) => (s.tiles[5].smoke = 3), 'Smoke Bomb stealth', 'скрытность в дыму'],
    ['hole', (s) => Object.assign(s.tiles[5], { thermal: 5 + s.size * s.size }), 'hole (Thermal Bomb)', 'дыра (термобомба)'],
    ['crowbarred', (s) => (s.tiles[5].disabled = true), 'crowbarred', 'отключено ломом'],
    ['dynamite', (s) => (s.dynamited = ['F1 A1|B1']), 'wall blown up', 'взорванная стена'],
  ];
  it.each(alone)('one mark more, one entry more: %s', (mark, add, en, ru) => {
    const s = plain('office');
    const before = marksOf(viewOf(s));
    expect(before).not.toContain(mark);
    expect(written(() => drawBoard(viewOf(s)))).not.toContain(en);
    add(s);
    expect(marksOf(viewOf(s))).toEqual(MARK_ORDER.filter((m) => m === mark || before.includes(m)));
    expect(written(() => drawBoard(viewOf(s)))).toContain(en);
    expect(written(() => drawBoard(viewOf(s), { lang: 'ru' }))).toContain(ru);
  });

  it('a chip in the legend is the chip on the board: H2 in English, В2 in Russian', () => {
    const s = plain('bank');
    s.tiles[5].hack = 2;
    expect(legendEntries(viewOf(s), LABELS.en).find((e) => e.mark === 'hack')?.chip?.text).toBe('H2');
    expect(legendEntries(viewOf(s), LABELS.ru).find((e) => e.mark === 'hack')?.chip?.text).toBe('В2');
    // The Hacker's laptop in the crew panel is written with the same letter: explained too.
    const laptop = plain('bank');
    laptop.players[0].laptop = 1;
    expect(marksOf(viewOf(laptop))).toContain('hack');
  });

  it('a new game explains what it shows, nothing of what is not there', () => {
    const s = buildState({ scenario: 'office', seed: 7, crew: [{ name: 'Ava' }, { name: 'Bo' }] });
    const marks = marksOf(viewOf(s));
    for (const m of ['crow', 'kitty', 'hack', 'stalls', 'smoke', 'hole', 'crowbarred', 'dynamite', 'walk', 'alarm'] as const) expect(marks).not.toContain(m);
  });

  it.each(SCENARIOS)('%s: every chip drawn that needs a word has its entry (all marks at once: every entry)', (scenario) => {
    const v = viewOf(allMarks(scenario));
    const marks = marksOf(v);
    expect(marks).toEqual([...MARK_ORDER]);
    const explained: Record<string, Mark> = { die: 'destination', alarm: 'alarm', entrance: 'entrance', downstairs: 'downstairs', hack: 'hack', stalls: 'stalls', smoke: 'smoke', hole: 'hole', off: 'crowbarred' };
    for (let loc = 0; loc < v.tiles.length; loc++) {
      for (const chip of tileChips(v, LABELS.en, loc, activeFloor(v))) if (explained[chip.kind]) expect(marks).toContain(explained[chip.kind]);
    }
  });

  const cases = SCENARIOS.flatMap((sc) => LANGS.map((lang) => [sc, lang] as const));
  it.each(cases)('%s in %s, all marks at once: the legend fits the picture, every word at full size', (scenario, lang) => {
    const v = viewOf(allMarks(scenario));
    const { layout, legend } = pictureLayout(v, LABELS[lang]);
    const width = legendWidth(layout);
    expect(legend.entries.map((e) => e.mark)).toEqual([...MARK_ORDER]);
    // A few rows at most, the picture taller by them (no more).
    expect(legend.rows).toBeLessThanOrEqual(4);
    expect(layout.height - layoutFor(v).height).toBe((legend.rows - 1) * 18);
    for (const [i, e] of legend.entries.entries()) {
      expect(e.x + e.w, e.mark).toBeLessThanOrEqual(width);
      const next = legend.entries[i + 1];
      if (next && next.row === e.row) expect(next.x, `${e.mark} and ${next.mark}`).toBeGreaterThanOrEqual(e.x + e.w + 8);
      if (e.row === 0) expect(e.x).toBeGreaterThanOrEqual(legend.patrolW + 8);
    }
    // As drawn: each entry's words in their place, never squeezed (the canvas measures them within the room planned).
    const drawn = writing(() => drawBoard(v, { lang }));
    for (const e of legend.entries) {
      const w = drawn.find((d) => d.text === e.words);
      expect(w, e.words).toBeDefined();
      expect(w!.font).toBe(font(LEGEND_PX));
      expect(measure(e.words, LEGEND_PX), e.words).toBeLessThanOrEqual(w!.max! + 0.01);
      expect(e.w - e.sample - SAMPLE_GAP).toBeGreaterThanOrEqual(Math.ceil(measure(e.words, LEGEND_PX)) - 1);
    }
  });

  it('the width table is the canvas\'s own (so the web page\'s parts and the picture agree on its height)', () => {
    for (const c of KNOWN_CHARS) {
      for (const bold of [false, true]) expect(Math.abs(textWidth(c, 100, bold) - measure(c, 100, bold)), `${c} ${bold}`).toBeLessThan(0.01);
    }
    // Every character the legend writes is in the table.
    for (const lang of LANGS) {
      const l = LABELS[lang];
      const texts = [...Object.values(l.marks), l.patrolPerFloor, l.floor(3), l.chip.entrance, l.chip.off, l.chip.hack, l.chip.stalls(3), l.chip.smoke(3), '◎↑2▼'];
      for (const t of texts) for (const c of t) expect(KNOWN_CHARS, `${c} in ${t}`).toContain(c);
    }
  });

  it('a narrow legend wraps onto more rows, never past its width', () => {
    const v = viewOf(allMarks('office'));
    const plan = legendPlan(v, LABELS.ru, 300);
    expect(plan.rows).toBeGreaterThan(4);
    for (const e of plan.entries) expect(e.x + e.w).toBeLessThanOrEqual(300);
  });
});

/** Alice ended her turn after one action: Throw Voice is drawn, and asks her where the guard heads instead. */
function turnEnding(): BurgleView {
  const { state } = runScript({
    scenario: 'office', seed: 7,
    crew: [{ name: 'alice', character: 'hawk', side: 'basic' }, { name: 'bob', character: 'rook', side: 'basic' }],
    guards: [{ floor: 1, at: 'C1', destination: 'C3', die: 2 }],
    players: [{ at: 'F1 B2', stealth: 3 }, { at: 'F1 B2', stealth: 3 }],
    events: ['throw-voice'],
    actions: ['alice: peek north', 'alice: end'],
  });
  expect(state.awaiting?.code).toBe('throw-voice-pick');
  return viewOf(state);
}

const LONG = 'Alexandra Konstantinopolskaya'.slice(0, 24);

/** A player with a 24-character name moves into a face-up Laser: pay a second action or set off the alarm? */
function laserQuestion(): BurgleView {
  const fill = (over: Record<number, string>) => Array.from({ length: 16 }, (_, i) => over[i] ?? `computer-fingerprint:${(i % 4) + 1}`);
  const { state } = runScript({
    scenario: 'office', seed: 7,
    crew: [{ name: LONG, character: 'hawk', side: 'basic' }, { name: 'bob', character: 'rook', side: 'basic' }],
    floors: [{ tiles: fill({ 1: 'laser:2', 7: 'safe', 12: 'stairs:1' }), walls: [], revealed: ['B1'] }, { tiles: fill({ 7: 'safe', 12: 'stairs:1' }) }],
    guards: [{ floor: 1, at: 'D4', destination: 'D3', die: 2 }],
    players: [{ at: 'F1 A1', stealth: 3 }, { at: 'F1 A1', stealth: 3 }],
    actions: [`${LONG}: move east`],
  });
  expect(state.awaiting?.code).toBe('laser-pay-or-trigger');
  return viewOf(state);
}

/** The header's status as drawn: its text, its size, and whether it fits its room unsqueezed. */
function header(v: BurgleView, lang: Lang): { text: string; px: number; fits: boolean } {
  const start = lang === 'en' ? 'Turn ' : 'Ход ';
  const w = writing(() => drawBoard(v, { lang })).find((d) => d.text.startsWith(start));
  expect(w, 'the header').toBeDefined();
  const px = Number(/^(\d+)px/.exec(w!.font)![1]);
  scratch.font = w!.font;
  return { text: w!.text, px, fits: scratch.measureText(w!.text).width <= w!.max! + 0.01 };
}

describe('finding 2: once the turn is ending, the header counts no actions', () => {
  it('after End turn, an event\'s question open: "turn ending" and what is chosen, no "2 actions left"', () => {
    const v = turnEnding();
    expect(v.asking?.action.verb).toBe('end');
    const en = header(v, 'en').text, ru = header(v, 'ru').text;
    expect(en).not.toMatch(/actions? left/);
    expect(en).toBe('Turn 1: alice · turn ending · choosing: Throw Voice, the guard\'s new destination');
    expect(ru).not.toMatch(/осталось действий/);
    expect(ru).toBe('Ход 1: alice · конец хода · выбор: подать голос, новая цель охранника');
  });

  it('a question in the middle of the turn keeps the count', () => {
    expect(headerStatus(laserQuestion(), LABELS.en)).toContain('4 actions left');
    expect(headerStatus(laserQuestion(), LABELS.ru)).toContain('осталось действий: 4');
  });

  it('a question for another player names them', () => {
    const v = laserQuestion();
    v.awaiting = { ...v.awaiting!, code: 'accept-gift', player: 1 };
    expect(headerStatus(v, LABELS.en)).toMatch(/ · bob chooses: accept a gift\?$/);
    expect(headerStatus(v, LABELS.ru)).toMatch(/ · bob выбирает: принять подарок\?$/);
  });
});

describe('finding 3: a long name and a question fit the header, which says what is chosen', () => {
  it.each(LANGS)('the Laser question of a 24-character name (%s): readable, unsqueezed, naming the Laser', (lang) => {
    const v = laserQuestion();
    const h = header(v, lang);
    expect(h.fits, h.text).toBe(true);
    expect(h.px).toBeGreaterThanOrEqual(HEADER_MIN_PX);
    expect(h.text).toContain(lang === 'en' ? 'choosing: Laser, a 2nd action or the alarm' : 'выбор: лазер, 2-е действие или тревога');
    // The name whole, or its start cut with "…".
    const name = /^(?:Turn|Ход) 1: (.+?) · /.exec(h.text)![1];
    expect(name === LONG || (name.endsWith('…') && LONG.startsWith(name.slice(0, -1)) && name.length >= 4), name).toBe(true);
  });

  it('a short name keeps the header\'s full size', () => {
    expect(header(turnEnding(), 'en').px).toBe(16);
  });

  it('the fit shrinks the text first, then cuts the names', () => {
    const v = laserQuestion();
    const full = headerStatus(v, LABELS.en);
    const wide = fitHeader(measure, v, LABELS.en, 2000);
    expect(wide).toEqual({ text: full, px: 16 });
    const smaller = fitHeader(measure, v, LABELS.en, measure(full, 13) + 1);
    expect(smaller).toEqual({ text: full, px: 13 });
    const cut = fitHeader(measure, v, LABELS.en, measure(full, 12) - 30);
    expect(cut.px).toBe(12);
    expect(cut.text).toMatch(/^Turn 1: Alexandra Kon.*… · 4 actions left · choosing: Laser/);
    expect(measure(cut.text, 12)).toBeLessThanOrEqual(measure(full, 12) - 30);
  });
});

describe('finding 4: no guard\'s way once the game is over', () => {
  /** The Office Job: Bo at F1 A2 with no stealth left, the guard at C3 heading for A1 past him, fast enough to reach him. */
  function caught(): GameState {
    const { state } = runScript({
      scenario: 'office', seed: 3,
      crew: [{ name: 'Bo', character: 'peterman', side: 'basic' }, { name: 'Ava', character: 'hacker', side: 'basic' }],
      guards: [{ floor: 1, at: 'C3', destination: 'A1', die: 4 }],
      players: [{ at: 'F1 A2', stealth: 0 }, { at: 'F1 D4', stealth: 3 }],
      events: ['espresso'],
      actions: ['Bo: peek north', 'Bo: end'],
    });
    return state;
  }

  it('the heist lost with the guard short of his destination: no way drawn, none in the legend', () => {
    const s = caught();
    expect(s.outcome).toBe('lost');
    expect(s.guards[0].at).not.toBe(s.guards[0].dest);
    expect(plannedPath(viewOf(s), 0)).toEqual([]);
    expect(marksOf(viewOf(s))).not.toContain('path');
    // Nor his destination and speed: he walks no more.
    expect(marksOf(viewOf(s))).not.toContain('destination');
    const dest = s.guards[0].dest!;
    expect(tileChips(viewOf(s), LABELS.en, dest, 0).map((c) => c.kind)).not.toContain('die');
    // The same board still in play would draw it: the test means something.
    const playing = viewOf(s);
    playing.outcome = 'playing';
    expect(plannedPath(playing, 0).length).toBeGreaterThan(1);
    expect(marksOf(playing)).toContain('path');
    expect(marksOf(playing)).toContain('destination');
    expect(tileChips(playing, LABELS.en, dest, 0).map((c) => c.kind)).toContain('die');
  });

  it('nor once the heist is won or called off', () => {
    const won = viewOf(caught());
    won.outcome = 'won';
    expect(plannedPath(won, 0)).toEqual([]);
    const off = viewOf(caught());
    off.outcome = 'playing';
    off.calledOff = true;
    expect(plannedPath(off, 0)).toEqual([]);
  });

  it('the picture of the lost heist has no arrow on the way from A2 to A1', () => {
    const s = caught();
    const lost = viewOf(s), playing = viewOf(s);
    playing.outcome = 'playing';
    const l = layoutFor(s);
    // A strip down the middle of A1, below its name, where the way comes in from A2 (clear of chips, pieces and the
    // destination's dashed frame).
    const orange = (v: BurgleView) => {
      const d = drawBoard(v).getContext('2d').getImageData(l.gridX[0] + l.tile / 2 - 3, l.gridY + 58, 6, 24).data;
      let k = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i] === 0xd5 && d[i + 1] === 0x5e && d[i + 2] === 0x00) k++;
      return k;
    };
    expect(orange(playing)).toBeGreaterThan(20);
    expect(orange(lost)).toBe(0);
  });
});
