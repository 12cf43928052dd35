// The legend: one entry for each kind of mark the picture shows for this view (marks.ts legendEntries), each its mark
// drawn small (legend-draw.ts) and its words, flowed after the patrol line of the footer onto as many rows as they
// need. Planned without a canvas (text-width.ts), so the web page's floor parts (parts.ts) know the picture's height.
import type { BurgleView } from '../view.js';
import type { Labels } from './labels.js';
import { layoutFor, legendWidth, type Layout } from './layout.js';
import { legendEntries, type LegendEntry } from './marks.js';
import { textWidth } from './text-width.js';

/** The legend's words and the patrol line. */
export const LEGEND_PX = 12;
/** A chip in the legend: its row's height and its label's size. */
export const SAMPLE_CHIP_H = 13;
export const SAMPLE_CHIP_PX = 10;
export const SAMPLE_GAP = 4;
const ENTRY_GAP = 14;
/** Between the patrol line and the first entry (a dot sits in the middle). */
export const AFTER_PATROL = 24;

export interface PlacedEntry extends LegendEntry {
  /** From the footer line's left, and which row (0: the patrol line's). */
  x: number;
  row: number;
  /** Width of the drawn mark, then of the whole entry (mark, gap, words). */
  sample: number;
  w: number;
  words: string;
}

export interface LegendPlan {
  patrol: string;
  patrolW: number;
  entries: PlacedEntry[];
  rows: number;
}

/** A chip's width in the legend, as chips.ts draws it. */
export function sampleChipWidth(chip: NonNullable<LegendEntry['chip']>): number {
  if (chip.shape === 'die') return SAMPLE_CHIP_H + 2;
  if (chip.shape === 'triangle') return SAMPLE_CHIP_H + 6;
  return Math.ceil(textWidth(chip.text, SAMPLE_CHIP_PX, true)) + 6;
}

/** How wide an entry's mark is drawn (legend-draw.ts draws it in exactly this width). */
export function sampleWidth(e: LegendEntry, labels: Labels): number {
  switch (e.mark) {
    case 'guard': case 'combo': case 'cracked': return 14;
    case 'crow': case 'kitty': return 16;
    case 'path': return 28;
    case 'destination': return 14 + 3 + SAMPLE_CHIP_H + 2;
    case 'walk': return 24;
    case 'dynamite': return 22;
    case 'crowbarred': return 13 + 3 + sampleChipWidth(e.chip ?? { kind: 'off', text: labels.chip.off, bg: '', fg: '' });
    default: return e.chip ? sampleChipWidth(e.chip) : 14;
  }
}

/** The footer's patrol line: each floor's patrol cards left. */
export function patrolLine(s: BurgleView, labels: Labels): string {
  return `${labels.patrolPerFloor}: ${s.guards.map((gd, f) => `${labels.floor(f + 1)}: ${gd.patrolLeft}`).join(', ')}`;
}

/** Where each entry goes in rows `width` wide, the first row after the patrol line. */
export function legendPlan(s: BurgleView, labels: Labels, width: number): LegendPlan {
  const patrol = patrolLine(s, labels);
  const patrolW = Math.ceil(textWidth(patrol, LEGEND_PX));
  const entries: PlacedEntry[] = [];
  let x = patrolW + AFTER_PATROL, row = 0;
  for (const e of legendEntries(s, labels)) {
    const words = labels.marks[e.mark], sample = sampleWidth(e, labels);
    const w = Math.min(width, sample + SAMPLE_GAP + Math.ceil(textWidth(words, LEGEND_PX)));
    if (x + w > width && x > 0) {
      row++;
      x = 0;
    }
    entries.push({ ...e, x, row, sample, w, words });
    x += w + ENTRY_GAP;
  }
  return { patrol, patrolW, entries, rows: row + 1 };
}

/** The picture's layout for a view, its legend's rows included, and the legend's plan. */
export function pictureLayout(s: BurgleView, labels: Labels): { layout: Layout; legend: LegendPlan } {
  const legend = legendPlan(s, labels, legendWidth(layoutFor(s)));
  return { layout: layoutFor(s, legend.rows), legend };
}
