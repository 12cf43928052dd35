// The guards' routes on the picture: the walk a guard just took as a turn ended (a faint trail with numbered
// steps, from state.lastWalks, set by engine/rules/guards.ts) and the way to his destination (engine/guard-path.ts).
// Both pass through each cell at its anchor line; tokens.ts puts the room names back on top of them. Whether they are
// drawn at all (none once the game is over) is decided in marks.ts.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { BurgleView } from '../view.js';
import { font } from '../../../render/fonts.js';
import { cellXY, type Layout } from './layout.js';
import { C } from './theme.js';
import { anchor } from './tile-zones.js';
import { plannedPath, walksToShow } from './marks.js';

export { guardSpeed, plannedPath, walksToShow } from './marks.js';

type G = SKRSContext2D;
type Pt = [number, number];

/** Where a route passes through a cell. */
function routePoint(l: Layout, f: number, cell: number): Pt {
  const [x, y] = cellXY(l, f, cell);
  return [x + l.tile / 2, y + anchor(l.tile)];
}

/** The trail of the guard's last walk, under everything else. Returns the locations it passes through. */
export function drawWalkTrails(g: G, s: BurgleView, l: Layout): Set<number> {
  const passed = new Set<number>(), n = l.size * l.size;
  for (const w of walksToShow(s)) {
    const pts = [w.from, ...w.cells].map((c) => routePoint(l, w.floor, c));
    g.lineJoin = 'round';
    g.lineCap = 'round';
    g.strokeStyle = 'rgba(213,94,0,0.32)';
    g.lineWidth = Math.round(l.tile * 0.16);
    g.beginPath();
    g.moveTo(pts[0][0], pts[0][1]);
    for (const [x, y] of pts.slice(1)) g.lineTo(x, y);
    g.stroke();
    g.lineCap = 'butt';
    for (const c of [w.from, ...w.cells]) passed.add(w.floor * n + c);
  }
  return passed;
}

/** The step numbers of the last walk, on the edge each step crossed (clear of room names and pieces). */
export function drawWalkSteps(g: G, s: BurgleView, l: Layout): void {
  for (const w of walksToShow(s)) {
    const pts = [w.from, ...w.cells].map((c) => routePoint(l, w.floor, c));
    const fy = l.gridY;
    // A guard may cross the same edge twice (back from a destination behind him): later numbers move along it.
    const seen = new Map<string, number>();
    for (let i = 1; i < pts.length; i++) {
      const [ex, ey] = edgePoint(l, fy, pts[i - 1], pts[i]);
      const k = seen.get(`${ex},${ey}`) ?? 0;
      seen.set(`${ex},${ey}`, k + 1);
      const along = Math.ceil(k / 2) * 13 * (k % 2 ? 1 : -1);
      stepBadge(g, pts[i - 1][1] === pts[i][1] ? ex : ex + along, pts[i - 1][1] === pts[i][1] ? ey + along : ey, i);
    }
  }
}

/** Where a step between two neighbouring cells crosses their shared edge, on the route's line. */
function edgePoint(l: Layout, gridY: number, [ax, ay]: Pt, [bx, by]: Pt): Pt {
  if (ay === by) return [(ax + bx) / 2, ay];
  return [ax, gridY + Math.round((Math.max(ay, by) - gridY - anchor(l.tile)) / l.tile) * l.tile];
}

export function stepBadge(g: G, cx: number, cy: number, n: number): void {
  g.beginPath();
  g.arc(cx, cy, 5.5, 0, Math.PI * 2);
  g.fillStyle = '#1b1b1f';
  g.fill();
  g.lineWidth = 1;
  g.strokeStyle = C.guard;
  g.stroke();
  g.fillStyle = '#ffffff';
  g.font = font(n >= 10 ? 7 : 9, true);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(String(n), cx, cy + 0.5);
}

/**
 * The guard's way to his destination (plannedPath): solid for the `steps` he takes at the end of this turn, dashed
 * after, with arrowheads on the edges he crosses. Returns the locations it passes through.
 */
export function drawPlannedPath(g: G, s: BurgleView, l: Layout, f: number, steps: number, active: boolean): number[] {
  const path = plannedPath(s, f);
  if (!path.length) return [];
  const n = l.size * l.size;
  const pts = path.map((c) => routePoint(l, f, c));
  const solid = Math.min(steps, pts.length - 1);
  g.lineJoin = 'round';
  g.lineCap = 'round';
  g.strokeStyle = active ? C.guard : 'rgba(213,94,0,0.55)';
  g.lineWidth = active ? 3 : 2;
  g.setLineDash([6, 6]);
  g.beginPath();
  g.moveTo(pts[solid][0], pts[solid][1]);
  for (let i = solid + 1; i < pts.length; i++) g.lineTo(pts[i][0], pts[i][1]);
  g.stroke();
  g.setLineDash([]);
  if (solid > 0) {
    g.lineWidth = 6;
    g.beginPath();
    g.moveTo(pts[0][0], pts[0][1]);
    for (let i = 1; i <= solid; i++) g.lineTo(pts[i][0], pts[i][1]);
    g.stroke();
  }
  g.fillStyle = g.strokeStyle;
  for (let i = 1; i < pts.length; i++) {
    const [ax, ay] = pts[i - 1], [bx, by] = pts[i];
    const [mx, my] = edgePoint(l, l.gridY, pts[i - 1], pts[i]), a = Math.atan2(by - ay, bx - ax);
    const r = i <= steps ? 9 : 6;
    g.beginPath();
    g.moveTo(mx + Math.cos(a) * r, my + Math.sin(a) * r);
    g.lineTo(mx + Math.cos(a + 2.5) * r, my + Math.sin(a + 2.5) * r);
    g.lineTo(mx + Math.cos(a - 2.5) * r, my + Math.sin(a - 2.5) * r);
    g.closePath();
    g.fill();
  }
  g.lineCap = 'butt';
  return path.map((c) => f * n + c);
}
