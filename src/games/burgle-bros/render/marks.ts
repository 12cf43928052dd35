// What the picture shows, decided from the view alone and drawn by the other files: the guards' speeds and routes
// (guard-walk.ts), the chips on each tile (chips.ts), and so which kinds of marks the legend must explain (legend.ts).
// No canvas here: the web page's floor parts (parts.ts) size the picture from these decisions without drawing.
import { parseWall } from '../engine/board.js';
import { guardPath } from '../engine/guard-path.js';
import type { BurgleView } from '../view.js';
import { cardName, type Labels, type Mark } from './labels.js';
import { C } from './theme.js';

function alarmsOn(s: BurgleView, f: number): number {
  const n = s.size * s.size;
  let k = 0;
  for (let i = f * n; i < f * n + n; i++) if (s.tiles[i].alarm) k++;
  return k;
}

/** A guard's speed: his die plus the alarms on his floor, plus this turn's events for the floor that moves next. */
export function guardSpeed(s: BurgleView, f: number, active: boolean): { die: number; alarms: number; total: number } {
  const die = s.guards[f].die, alarms = alarmsOn(s, f);
  return { die, alarms, total: Math.max(0, die + alarms + (active ? s.turn.guardSpeedBonus : 0)) };
}

/**
 * The walks to draw: those of the turn that just ended, until the next player acts (after that the picture is
 * about the new turn).
 */
export function walksToShow(s: BurgleView): NonNullable<BurgleView['lastWalks']> {
  if (!s.lastWalks || s.turn.acted || s.awaiting) return [];
  return s.lastWalks.filter((w) => w.floor >= 0 && w.floor < s.floorCount && w.cells.length > 0);
}

/** Whether the guards walk again: not once the heist is won, lost or called off (no path, destination or speed then). */
export const guardsWalkOn = (s: BurgleView): boolean => s.outcome === 'playing' && !s.calledOff;

/**
 * The way floor `f`'s guard will walk to his destination, as cells of his floor from where he stands (none when he is
 * there, off the board, or when no guard walks again: the heist won, lost or called off).
 */
export function plannedPath(s: BurgleView, f: number): number[] {
  const guard = s.guards[f];
  if (!guardsWalkOn(s)) return [];
  if (!guard || !guard.placed || guard.at === null || guard.dest === null) return [];
  const n = s.size * s.size;
  let path: number[];
  try {
    path = guardPath(s.size, s.walls.slice(f * n, f * n + n), guard.at - f * n, guard.dest - f * n);
  } catch {
    return [];
  }
  return path.length < 2 ? [] : path;
}

/** What a chip stands for (legend.ts explains the kinds that need it). */
export type ChipKind = 'die' | 'alarm' | 'entrance' | 'downstairs' | 'hack' | 'dice' | 'open' | 'stalls' | 'smoke' | 'hole' | 'off' | 'item';

export interface Chip {
  kind: ChipKind;
  text: string;
  bg: string;
  fg: string;
  /** A die (a square) or a warning triangle instead of a label box. */
  shape?: 'die' | 'triangle';
}

/** The chips of a tile, in their order: the guard's die, the alarm, then the tokens and cards lying there. */
export function tileChips(s: BurgleView, labels: Labels, loc: number, active: number): Chip[] {
  const t = s.tiles[loc];
  if (t.room === 'empty') return [];
  const f = Math.floor(loc / (s.size * s.size));
  const chips: Chip[] = [];
  const guard = s.guards[f];
  if (guard && guard.placed && guard.dest === loc && guardsWalkOn(s)) {
    chips.push({ kind: 'die', text: String(guardSpeed(s, f, f === active).total), bg: C.guard, fg: '#ffffff', shape: 'die' });
  }
  // The alarm's warning triangle (with its frame, drawTileChips): never colour alone.
  if (t.alarm) chips.push({ kind: 'alarm', text: '!', bg: C.alarm, fg: '#ffffff', shape: 'triangle' });
  // The entrance carries the Downstairs token (setup-begin.ts) but leads outside, not down: marked as the entrance.
  if (t.downstairs) chips.push({ kind: loc === s.entrance ? 'entrance' : 'downstairs', text: loc === s.entrance ? labels.chip.entrance : '▼', bg: '#1b1b1f', fg: '#ffffff' });
  if (t.hack > 0) chips.push({ kind: 'hack', text: `${labels.chip.hack}${t.hack}`, bg: C.hack, fg: '#ffffff' });
  if (t.dice > 0) chips.push({ kind: 'dice', text: labels.chip.dice(t.dice), bg: C.dice, fg: '#ffffff' });
  if (t.open) chips.push({ kind: 'open', text: labels.chip.open, bg: C.open, fg: '#ffffff' });
  if (t.room === 'lavatory' && t.revealed && t.stalls > 0) chips.push({ kind: 'stalls', text: labels.chip.stalls(t.stalls), bg: '#ffffff', fg: '#1b1b1f' });
  if (t.smoke > 0) chips.push({ kind: 'smoke', text: labels.chip.smoke(t.smoke), bg: C.smoke, fg: '#ffffff' });
  if (t.thermal !== null) {
    const other = Math.floor(t.thermal / (s.size * s.size)) + 1;
    chips.push({ kind: 'hole', text: `◎${other > f + 1 ? '↑' : '↓'}${other}`, bg: C.hole, fg: '#ffffff' });
  }
  if (t.disabled) chips.push({ kind: 'off', text: labels.chip.off, bg: '#1b1b1f', fg: '#ffffff' });
  for (const item of t.items) chips.push({ kind: 'item', text: cardName(labels, item), bg: C.item, fg: '#1b1b1f' });
  return chips;
}

/** A kind of mark the picture shows, with what it looks like there when it is a chip (the first one drawn). */
export interface LegendEntry {
  mark: Mark;
  chip?: Chip;
}

/** The legend's order: the guard and his ways first, then alarms, numbers, tokens, ways through, and the pets. */
export const MARK_ORDER: readonly Mark[] = [
  'guard', 'path', 'destination', 'walk', 'alarm', 'combo', 'cracked', 'hack', 'stalls', 'smoke', 'hole', 'downstairs',
  'entrance', 'crowbarred', 'dynamite', 'crow', 'kitty',
];

const CHIP_MARK: Partial<Record<ChipKind, Mark>> = {
  die: 'destination', alarm: 'alarm', entrance: 'entrance', downstairs: 'downstairs', hack: 'hack', stalls: 'stalls',
  smoke: 'smoke', hole: 'hole', off: 'crowbarred',
};

/** The floor whose guard moves when the current turn ends: the active player's floor (floor 1 before entering); none
 * once the table called the game off. */
export function activeFloor(s: BurgleView): number {
  if (s.calledOff) return -1;
  const p = s.players[s.turn.player];
  return p && p.at !== null ? Math.floor(p.at / (s.size * s.size)) : 0;
}

/** Whether the turn's player has ended their actions and the end of the turn waits for an answer (an event's, Shift
 * Change's, an alarm's...): the question was asked by the End turn, so no action is left to take. */
export function turnEnding(s: BurgleView): boolean {
  return s.awaiting !== null && s.asking?.action.verb === 'end';
}

/**
 * Every kind of mark the picture of this view draws that needs explaining, in the legend's order: only those present
 * (the chips' words that explain themselves, a card's name, dice, OPEN, are not explained again).
 */
export function legendEntries(s: BurgleView, labels: Labels): LegendEntry[] {
  const found = new Map<Mark, Chip | undefined>();
  const see = (m: Mark, chip?: Chip) => {
    if (!found.has(m) || (chip && !found.get(m))) found.set(m, chip);
  };
  const active = activeFloor(s);
  s.guards.forEach((g, f) => {
    if (f >= s.floorCount || !g.placed) return;
    if (g.at !== null) see('guard');
    if (g.dest !== null && guardsWalkOn(s)) see('destination');
    if (plannedPath(s, f).length) see('path');
  });
  if (walksToShow(s).length) see('walk');
  s.tiles.forEach((t, loc) => {
    for (const chip of tileChips(s, labels, loc, active)) {
      const m = CHIP_MARK[chip.kind];
      if (m) see(m, chip);
    }
    if (t.revealed && t.combo !== null && t.combo > 0) see(t.cracked ? 'cracked' : 'combo');
  });
  // The crew panel: the Juicer's alarms held (▲!) and the Hacker's laptop (a hack token).
  for (const p of s.players) {
    if (p.heldAlarms > 0) see('alarm', { kind: 'alarm', text: '!', bg: C.alarm, fg: '#ffffff', shape: 'triangle' });
    if (p.laptop > 0) see('hack', { kind: 'hack', text: `${labels.chip.hack}${p.laptop}`, bg: C.hack, fg: '#ffffff' });
  }
  for (const d of s.dynamited) {
    const m = /^F(\d)\s+(.+)$/.exec(d);
    if (m && Number(m[1]) >= 1 && Number(m[1]) <= s.floorCount && parseWall(s.size, m[2])) see('dynamite');
  }
  if (s.crow !== null && s.crow >= 0 && s.crow < s.tiles.length) see('crow');
  if (s.kitty !== null && s.kitty >= 0 && s.kitty < s.tiles.length) see('kitty');
  return MARK_ORDER.filter((m) => found.has(m)).map((m) => (found.get(m) ? { mark: m, chip: found.get(m) } : { mark: m }));
}
