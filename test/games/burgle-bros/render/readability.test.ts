// The floor picture stays readable (the new players' issue): routes, guards and alarms never cover a room name;
// crowded tiles fan their pieces out so none hides another; the turn picture shows the walk the guard just took.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { buildState } from '../../../../src/games/burgle-bros/engine/index.js';
import type { GameState, Scenario } from '../../../../src/games/burgle-bros/engine/types.js';
import { drawBoard, layoutFor, registerFonts } from '../../../../src/games/burgle-bros/render/index.js';
import { LABELS, type Lang } from '../../../../src/games/burgle-bros/render/labels.js';
import { cellXY } from '../../../../src/games/burgle-bros/render/layout.js';
import { pieceBox, piecesAt } from '../../../../src/games/burgle-bros/render/pieces.js';
import { staticLayer } from '../../../../src/games/burgle-bros/render/static-layer.js';
import { placeChips, tileChips } from '../../../../src/games/burgle-bros/render/chips.js';
import { C, PLAYER_COLOURS } from '../../../../src/games/burgle-bros/render/theme.js';
import { fanOut, pieceSlot, type Rect } from '../../../../src/games/burgle-bros/render/tile-zones.js';
import { viewOf, type BurgleView } from '../../../../src/games/burgle-bros/view.js';

registerFonts();
const scratch = createCanvas(1, 1).getContext('2d');

type Pixels = { data: Uint8ClampedArray; width: number };

function pixels(s: BurgleView, lang: Lang = 'en'): Pixels {
  const l = layoutFor(s);
  const img = drawBoard(s, { lang }).getContext('2d').getImageData(0, 0, l.width, l.height);
  return { data: img.data, width: l.width };
}

/** How many pixels differ between two pictures inside a rectangle. */
function differing(a: Pixels, b: Pixels, r: Rect): number {
  let k = 0;
  for (let y = Math.floor(r.y); y < Math.ceil(r.y + r.h); y++) {
    for (let x = Math.floor(r.x); x < Math.ceil(r.x + r.w); x++) {
      const i = (y * a.width + x) * 4;
      if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2]) k++;
    }
  }
  return k;
}

/** Pixels of exactly one colour inside a rectangle. */
function ofColour(p: Pixels, r: Rect, hex: string): number {
  const [cr, cg, cb] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let k = 0;
  for (let y = r.y; y < r.y + r.h; y++) {
    for (let x = r.x; x < r.x + r.w; x++) {
      const i = (y * p.width + x) * 4;
      if (p.data[i] === cr && p.data[i + 1] === cg && p.data[i + 2] === cb) k++;
    }
  }
  return k;
}

function names(s: GameState, lang: Lang): (Rect | null)[] {
  return staticLayer(viewOf(s), layoutFor(s), LABELS[lang], lang).names;
}

function cellRect(s: GameState, loc: number): Rect {
  const l = layoutFor(s), n = s.size * s.size;
  const [x, y] = cellXY(l, Math.floor(loc / n), loc % n);
  return { x, y, w: l.tile, h: l.tile };
}

function revealedGame(scenario: Scenario, crew: string[]): GameState {
  const s = buildState({ scenario, seed: 7, crew: crew.map((name) => ({ name })) });
  s.tiles.forEach((t) => {
    if (t.room !== 'empty') t.revealed = true;
  });
  return s;
}

/** A neighbouring chain of non-empty cells on floor 1 that snakes across the whole floor, row by row. */
function snake(s: GameState): number[] {
  const out: number[] = [];
  for (let r = 0; r < s.size; r++) {
    for (let c = 0; c < s.size; c++) out.push(r * s.size + (r % 2 ? s.size - 1 - c : c));
  }
  return out.filter((cell) => s.tiles[cell].room !== 'empty');
}

/** The same board with nothing on it: no guards, alarms, players, pets, walks. */
function bare(s: GameState): BurgleView {
  const b = viewOf(s);
  b.guards.forEach((g) => Object.assign(g, { placed: false, at: null, dest: null }));
  b.tiles.forEach((t) => (t.alarm = false));
  b.players.forEach((p) => (p.at = null));
  b.crow = b.kitty = null;
  delete b.lastWalks;
  return b;
}

describe('issue 1: the guard path, the guard token and alarm markers don\'t cover room names', () => {
  const cases: [Scenario, Lang][] = [['bank', 'en'], ['bank', 'ru'], ['fortknox', 'ru'], ['office', 'en']];
  it.each(cases)('%s in %s: every room name is drawn exactly as on the empty board', (scenario, lang) => {
    const s = revealedGame(scenario, ['Ava', 'Bo', 'Cy']);
    const n = s.size * s.size, chain = snake(s);
    // The guard walks a long way across the floor, with a long way still to go, and alarms ring on named rooms.
    s.guards[0] = { ...s.guards[0], placed: true, at: chain[Math.floor(chain.length / 2)], dest: chain[chain.length - 1] };
    s.lastWalks = [{ floor: 0, from: chain[0], cells: chain.slice(1, Math.floor(chain.length / 2) + 1) }];
    s.guards[1] = { ...s.guards[1], placed: true, at: n + chain[chain.length - 1], dest: n + chain[0] };
    for (const cell of [chain[1], chain[4], chain[6], chain[chain.length - 1]]) s.tiles[cell].alarm = true;
    s.tiles[n + chain[2]].alarm = true;
    s.players[0].at = chain[3];
    s.players[1].at = chain[Math.floor(chain.length / 2)];
    s.players[2].at = n + chain[chain.length - 1];
    s.turn.acted = false;
    const full = pixels(viewOf(s), lang), empty = pixels(bare(s), lang);
    const rects = names(s, lang);
    let named = 0, touched = 0;
    rects.forEach((r, loc) => {
      if (!r) return;
      named++;
      expect(differing(full, empty, r), `the name on ${loc} is covered`).toBe(0);
      if (differing(full, empty, cellRect(s, loc)) > 0) touched++;
    });
    // The test means something only if the routes and tokens really cross named tiles.
    expect(named).toBeGreaterThan(2 * n - 4);
    expect(touched).toBeGreaterThanOrEqual(Math.ceil(0.75 * n));
  });
});

describe('a crowbarred tile', () => {
  it('keeps its cross off its room name', () => {
    const s = revealedGame('bank', ['Ava']);
    const crossed = viewOf(s);
    crossed.tiles.forEach((t) => (t.disabled = t.room !== 'empty'));
    const plain = pixels(viewOf(s)), withCross = pixels(crossed);
    let checked = 0;
    names(s, 'en').forEach((r, loc) => {
      // One-line names: a two-line name's box also holds the space beside its shorter line, where the cross may pass.
      if (!r || r.h > 20) return;
      checked++;
      expect(differing(plain, withCross, r), `the name on ${loc}`).toBe(0);
      expect(differing(plain, withCross, cellRect(s, loc)), `the cross on ${loc}`).toBeGreaterThan(50);
    });
    expect(checked).toBeGreaterThan(20);
  });
});

describe('issue 2: crowded tiles fan tokens out so none hides another', () => {
  function crowded(lang: Lang, crew: string[]) {
    const s = revealedGame('fortknox', crew);
    const n = s.size * s.size;
    // A tile with a two-line name in Russian (Laser: «Лазерный периметр») and chips: the way down and smoke. No
    // alarm: the guard standing there has turned it off.
    const loc = s.tiles.findIndex((t, i) => i < n && t.room !== 'empty' && t.room !== 'safe' && t.room !== 'stairs' && t.combo !== null);
    s.tiles[loc].room = 'laser';
    s.tiles[loc].downstairs = true;
    s.tiles[loc].smoke = 1;
    s.players.forEach((p) => (p.at = loc));
    s.guards[0] = { ...s.guards[0], placed: true, at: loc, dest: loc === 0 ? 1 : 0 };
    s.crow = loc;
    s.kitty = loc;
    return { s, loc, lang };
  }

  const crews: [Lang, string[]][] = [['ru', ['Анна', 'Борис', 'Вера', 'Глеб']], ['en', ['Ava', 'Bo', 'Cy', 'Di']]];
  it.each(crews)('Fort Knox, four players, the guard, the crow and the kitty on one tile (%s)', (lang, crew) => {
    const { s, loc } = crowded(lang, crew);
    const l = layoutFor(s);
    const name = names(s, lang)[loc]!;
    const here = piecesAt(viewOf(s), loc);
    expect(here.map((p) => p.kind)).toEqual(['guard', 'player', 'player', 'player', 'player', 'crow', 'kitty']);
    // The chips (the alarm, the way down, smoke) take the bottom rows, as the picture places them.
    const cell = cellRect(s, loc);
    const chips = placeChips(scratch, tileChips(viewOf(s), LABELS[lang], loc, 0), cell.x, cell.y, l.tile);
    expect(chips.placed.length).toBe(2);
    const { box, obstacles } = pieceBox(l, loc, name, chips.placed, true);
    const fan = fanOut(box, here.length, pieceSlot(l.tile), obstacles);
    // Seven pieces in the space left: smaller, but an initial is still legible.
    expect(fan.r).toBeGreaterThanOrEqual(7.5);
    for (let i = 0; i < fan.centres.length; i++) {
      const [x, y] = fan.centres[i];
      expect(x - fan.r).toBeGreaterThanOrEqual(box.x - 0.01);
      expect(x + fan.r).toBeLessThanOrEqual(box.x + box.w + 0.01);
      expect(y - fan.r).toBeGreaterThanOrEqual(name.y + name.h);
      for (const c of chips.placed) {
        const nx = Math.max(c.x, Math.min(x, c.x + c.w)), ny = Math.max(c.y, Math.min(y, c.y + c.h));
        expect(Math.hypot(x - nx, y - ny), `piece ${i} on the chip ${c.chip.text}`).toBeGreaterThanOrEqual(fan.r);
      }
      for (let j = i + 1; j < fan.centres.length; j++) {
        const [u, v] = fan.centres[j];
        expect(Math.hypot(x - u, y - v), `pieces ${i} and ${j} overlap`).toBeGreaterThanOrEqual(2 * fan.r);
      }
    }
    // In the picture, every player's colour and the kitty's still show in that tile.
    const p = pixels(viewOf(s), lang);
    PLAYER_COLOURS.forEach((colour, i) => expect(ofColour(p, cell, colour), `player ${i}`).toBeGreaterThan(20));
    expect(ofColour(p, cell, C.kitty)).toBeGreaterThan(20);
  });

  it('four players and the guard on the entrance keep a good size', () => {
    const { s, loc } = crowded('ru', ['Анна', 'Борис', 'Вера', 'Глеб']);
    s.tiles[loc].smoke = 0;
    s.crow = s.kitty = null;
    const l = layoutFor(s), cell = cellRect(s, loc);
    const chips = placeChips(scratch, tileChips(viewOf(s), LABELS.ru, loc, 0), cell.x, cell.y, l.tile);
    const room = pieceBox(l, loc, names(s, 'ru')[loc], chips.placed, true);
    const fan = fanOut(room.box, 5, pieceSlot(l.tile), room.obstacles);
    expect(fan.r).toBeGreaterThanOrEqual(8.5);
  });

  it('two pieces on a roomy tile keep their full size, side by side', () => {
    const fan = fanOut({ x: 0, y: 0, w: 80, h: 40 }, 2, 14);
    expect(fan.r).toBe(14);
    expect(fan.centres[0][1]).toBe(fan.centres[1][1]);
  });

  it('pieces never come up into a room name, whatever the crowd', () => {
    for (const lang of ['en', 'ru'] as const) {
      const { s, loc } = crowded(lang, ['Ava', 'Bo', 'Cy', 'Di']);
      const name = names(s, lang)[loc]!;
      const { box } = pieceBox(layoutFor(s), loc, name, [], true);
      expect(box.y).toBeGreaterThanOrEqual(name.y + name.h);
    }
  });
});

describe('issue 3: the turn picture draws the guard\'s walk', () => {
  function walked(): GameState {
    const s = revealedGame('bank', ['Ava', 'Bo']);
    s.guards[0] = { ...s.guards[0], placed: true, at: 2, dest: 14 };
    s.players[0].at = 15;
    s.players[1].at = 15;
    s.turn.acted = false;
    return s;
  }
  const withWalk = (s: GameState) => {
    const w = viewOf(s);
    w.lastWalks = [{ floor: 0, from: 4, cells: [0, 1, 2] }];
    return w;
  };

  it('a faint trail with step numbers shows the cells the guard walked this end of turn', () => {
    const before = pixels(viewOf(walked())), after = pixels(withWalk(walked()));
    const s = walked();
    // Every cell of the walk changes (outside its name), and a cell off the walk does not.
    for (const loc of [4, 0, 1]) expect(differing(before, after, cellRect(s, loc)), `cell ${loc}`).toBeGreaterThan(60);
    expect(differing(before, after, cellRect(s, 10))).toBe(0);
    // A step number sits on each edge crossed: between A2 and A1 (step 1) and between A1 and B1 (step 2).
    const l = layoutFor(s);
    const [ax, ay] = cellXY(l, 0, 4), [bx, by] = cellXY(l, 0, 1);
    expect(differing(before, after, { x: ax + l.tile / 2 - 3, y: ay - 3, w: 6, h: 6 })).toBeGreaterThan(10);
    expect(differing(before, after, { x: bx - 3, y: by + Math.round(l.tile * 0.57) - 3, w: 6, h: 6 })).toBeGreaterThan(10);
  });

  it('a walk back over the same edge shows both step numbers', () => {
    const s = walked();
    const there = viewOf(s), back = viewOf(s);
    there.lastWalks = [{ floor: 0, from: 0, cells: [1] }];
    back.lastWalks = [{ floor: 0, from: 0, cells: [1, 0] }];
    const l = layoutFor(s);
    const [bx, by] = cellXY(l, 0, 1), ay = by + Math.round(l.tile * 0.57);
    // Step 2 crosses the A1|B1 edge again: its number sits a little further down that edge, outside the trail.
    expect(differing(pixels(there), pixels(back), { x: bx - 3, y: ay + 13 - 3, w: 6, h: 6 })).toBeGreaterThan(10);
    expect(differing(pixels(there), pixels(back), { x: bx - 3, y: ay - 13 - 3, w: 6, h: 6 })).toBe(0);
  });

  it('the trail is gone once the next player acts', () => {
    const acted = walked();
    acted.turn.acted = true;
    const w = withWalk(acted);
    expect(differing(pixels(viewOf(acted)), pixels(w), cellRect(acted, 0))).toBe(0);
  });
});
