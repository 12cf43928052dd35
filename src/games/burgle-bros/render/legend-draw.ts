// Draws the legend legend.ts planned: each entry's mark small, as the board draws it (the same pieces, chips, discs
// and lines), then its words.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { font } from '../../../render/fonts.js';
import { drawChip } from './chips.js';
import { stepBadge } from './guard-walk.js';
import type { Labels } from './labels.js';
import { AFTER_PATROL, LEGEND_PX, SAMPLE_CHIP_H, SAMPLE_CHIP_PX, SAMPLE_GAP, sampleChipWidth, type LegendPlan, type PlacedEntry } from './legend.js';
import { LEGEND_ROW_H } from './layout.js';
import type { Chip } from './marks.js';
import { crow, diamond, kitty } from './pieces.js';
import { burst, comboDisc } from './static-layer.js';
import { C, roomColour } from './theme.js';

type G = SKRSContext2D;

/** The patrol line and the legend, the first row centred on `top`, from `left`. */
export function drawLegend(g: G, plan: LegendPlan, labels: Labels, left: number, top: number): void {
  g.textAlign = 'left';
  g.textBaseline = 'middle';
  g.fillStyle = C.dim;
  g.font = font(LEGEND_PX);
  g.fillText(plan.patrol, left, top);
  if (plan.entries.length && plan.entries[0].row === 0) g.fillText('·', left + plan.patrolW + AFTER_PATROL / 2 - 2, top);
  for (const e of plan.entries) {
    const x = left + e.x, y = top + e.row * LEGEND_ROW_H;
    g.save();
    sample(g, e, labels, x, y);
    g.restore();
    g.textAlign = 'left';
    g.textBaseline = 'middle';
    g.fillStyle = C.dim;
    g.font = font(LEGEND_PX);
    g.fillText(e.words, x + e.sample + SAMPLE_GAP, y, e.w - e.sample - SAMPLE_GAP);
  }
}

function chipAt(g: G, chip: Chip, x: number, cy: number): void {
  const h = SAMPLE_CHIP_H;
  // A die stands 2 pixels taller than its row, as on a tile.
  drawChip(g, chip, x, chip.shape === 'die' ? cy - (h + 2) / 2 : cy - h / 2, sampleChipWidth(chip), h, SAMPLE_CHIP_PX);
}

/** An entry's mark, `e.sample` wide from x, centred on y. */
function sample(g: G, e: PlacedEntry, labels: Labels, x: number, y: number): void {
  g.textBaseline = 'middle';
  switch (e.mark) {
    case 'guard':
      diamond(g, x + 7, y, 7, C.guard, 'G');
      return;
    case 'crow':
      crow(g, x + 8, y, 8);
      return;
    case 'kitty':
      kitty(g, x + 8, y, 8);
      return;
    case 'combo':
    case 'cracked':
      comboDisc(g, x + 7, y, 7, 4, e.mark === 'cracked', SAMPLE_CHIP_PX);
      return;
    case 'path': {
      // Solid for this turn's steps, an arrowhead on the edge crossed, dashed after.
      g.strokeStyle = C.guard;
      g.fillStyle = C.guard;
      g.lineCap = 'round';
      g.lineWidth = 4;
      g.beginPath();
      g.moveTo(x + 2, y);
      g.lineTo(x + 11, y);
      g.stroke();
      g.beginPath();
      g.moveTo(x + 17, y);
      g.lineTo(x + 10, y - 5);
      g.lineTo(x + 10, y + 5);
      g.closePath();
      g.fill();
      g.lineWidth = 2;
      g.setLineDash([3, 3]);
      g.beginPath();
      g.moveTo(x + 19, y);
      g.lineTo(x + 27, y);
      g.stroke();
      return;
    }
    case 'destination':
      g.strokeStyle = C.guard;
      g.lineWidth = 2;
      g.setLineDash([4, 2]);
      g.strokeRect(x + 1, y - 6, 12, 12);
      g.setLineDash([]);
      chipAt(g, e.chip ?? { kind: 'die', text: '2', bg: C.guard, fg: '#ffffff', shape: 'die' }, x + 17, y);
      return;
    case 'walk':
      g.strokeStyle = 'rgba(213,94,0,0.32)';
      g.lineCap = 'round';
      g.lineWidth = 7;
      g.beginPath();
      g.moveTo(x + 4, y);
      g.lineTo(x + 20, y);
      g.stroke();
      stepBadge(g, x + 12, y, 1);
      return;
    case 'dynamite':
      g.fillStyle = C.gap;
      g.fillRect(x, y - 6, 22, 12);
      g.strokeStyle = C.wall;
      g.lineWidth = 2;
      g.setLineDash([5, 4]);
      g.beginPath();
      g.moveTo(x, y);
      g.lineTo(x + 22, y);
      g.stroke();
      g.setLineDash([]);
      burst(g, x + 11, y, 6);
      return;
    case 'crowbarred': {
      // The cross on a room, then the OFF chip.
      g.fillStyle = roomColour('deadbolt');
      g.fillRect(x, y - 6.5, 13, 13);
      g.strokeStyle = 'rgba(0,0,0,0.55)';
      g.lineWidth = 2;
      g.beginPath();
      g.moveTo(x + 2, y - 4.5);
      g.lineTo(x + 11, y + 4.5);
      g.moveTo(x + 11, y - 4.5);
      g.lineTo(x + 2, y + 4.5);
      g.stroke();
      chipAt(g, e.chip ?? { kind: 'off', text: labels.chip.off, bg: '#1b1b1f', fg: '#ffffff' }, x + 16, y);
      return;
    }
    default:
      if (e.chip) chipAt(g, e.chip, x, y);
  }
}
