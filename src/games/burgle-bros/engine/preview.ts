// "If I end now": runs the real end of turn (actions/end.ts -> rules/turn.ts) on a copy with a look-ahead set on
// the Ctx, which stops it just before anything hidden is drawn or rolled (ctx.ts HiddenDraw). So the preview shows
// only what the players could work out from the table, and its rules are the real ones. Sentences: previewLines().
import { ACTIONS } from './actions/index.js';
import { cloneState, whyNot } from './apply.js';
import { cellName } from './board.js';
import { ActionCtx, GameOver, HiddenDraw, NeedsAnswer, RuleError } from './ctx.js';
import { RULES } from './rules/index.js';
import type { Action, GameEvent, GameState } from './types.js';

/** What happens to a player the guard sees (on his tile, from a Foyer or an Atrium). */
export interface PreviewSighting {
  player: string;
  /** guard | foyer | atrium (or a card's reason, e.g. the Acrobat still on his tile). */
  reason: string;
  /** stealth: loses 1 (`stealth` left); stall / smoke: a Lavatory stall or Smoke Bomb token takes it; caught. */
  outcome: 'stealth' | 'stall' | 'smoke' | 'caught';
  /** Stealth left after it (for `stealth`). */
  stealth: number | null;
}

export interface GuardPreview {
  /** 1-based floor. */
  floor: number;
  /** He is off the board (Lost Visual): he comes back on a patrol card not yet drawn, so nothing more is known. */
  offBoard: boolean;
  /** His speed for this move; null when it is not known (off the board, or someone caught as he starts). */
  speed: number | null;
  /** Cells he steps into, in order (`B2`, on his floor), up to the first hidden draw. */
  cells: string[];
  /** Alarm cells he heads for during the walk, in order (his current destination first if it is an alarm). */
  alarms: string[];
  /** Players he passes or reaches, and the stealth each loses. */
  seen: PreviewSighting[];
  /** Alarms he sets off on the way (players seen on another Camera), as `F1 B2`. */
  alarmsSetOff: string[];
  /** He reaches his destination with no alarm left on his floor: he draws a new patrol card (which, unknown). */
  drawsPatrol: boolean;
  /** Destinations he draws on the way from patrol cards the crew knows are on top (the Spotter's), as `F1 A3`. */
  knownPatrol?: string[];
}

export interface EndPreview {
  /** The player whose turn would end. */
  player: string;
  /** An event card will be drawn (too few actions used); which one is not known. The preview stops there. */
  event: boolean;
  /** Actions spent this turn on moves straight back and forth, which count none for the event (ruling 16). */
  backAndForth: number;
  /** Each guard that starts to move, in order. */
  guards: GuardPreview[];
  /** Alarms that would go off before any guard moves (the Thermo the player stands on), as `F1 B2`. */
  alarmsTriggered: string[];
  /** Guards who would not move this time, and why: `donuts`, or `crow` (the Raven's Disrupt). */
  stays: { floor: number; why: 'donuts' | 'crow' }[];
  /** Someone would be caught with no stealth left: the game is lost. */
  caught: boolean;
  /**
   * Where the preview had to stop: before an event card or a patrol card is drawn, before a die is rolled or a
   * face-down card or tile seen (`hidden`), at a question the players must answer, or null (the whole end is known).
   */
  stop: null | 'event' | 'patrol' | 'hidden' | 'question';
  /** The question's code when `stop` is `question` (e.g. `alarm-tie`). */
  question: string | null;
  /**
   * When an event card is drawn first (`stop` is `event`): what would follow if the event changed nothing, run the
   * same way with the draw left out. Null otherwise.
   */
  ifEventChangesNothing: EndPreview | null;
}

const SIGHTINGS: Record<string, PreviewSighting['outcome']> = {
  'stealth-lost': 'stealth', 'stealth-stall': 'stall', 'stealth-smoke': 'smoke', caught: 'caught',
};

/**
 * What ending the active player's actions now would do, as far as the table shows it; null when `end` is not
 * possible now (game over, a question open).
 */
export function previewEnd(state: GameState): EndPreview | null {
  const action: Action = { player: state.turn.player, verb: 'end', args: [] };
  if (whyNot(state, action)) return null;
  const out = look(state, action, false);
  if (out.stop === 'event') out.ifEventChangesNothing = look(state, action, true);
  return out;
}

/** One run of the real end on a copy, stopped at the first hidden draw (an event's draw left out if `assumeNoEvent`). */
function look(state: GameState, action: Action, assumeNoEvent: boolean): EndPreview {
  const ctx = new ActionCtx(cloneState(state), RULES, action);
  const s = ctx.s;
  const guards: GuardPreview[] = [];
  /** Where each guard's part of ctx.events starts. */
  const marks: number[] = [];
  ctx.lookahead = {
    assumeNoEvent,
    drawsKnownPatrol: true,
    guardMoves(floor) {
      const g = s.guards[floor];
      const alarms = g.dest !== null && g.at !== null && s.tiles[g.dest].alarm ? [cellName(s.size, g.dest % (s.size * s.size))] : [];
      guards.push({ floor: floor + 1, offBoard: g.at === null, speed: null, cells: [], alarms, seen: [], alarmsSetOff: [], drawsPatrol: false });
      marks.push(ctx.events.length);
    },
    guardSpeed(_floor, speed) {
      guards[guards.length - 1].speed = speed;
    },
    guardStep(floor, loc) {
      guards[guards.length - 1].cells.push(cellName(s.size, loc - floor * s.size * s.size));
    },
  };
  const out: EndPreview = {
    player: s.players[action.player].name, event: false, backAndForth: s.turn.backAndForth ?? 0, guards, stays: [], alarmsTriggered: [], caught: false, stop: null,
    question: null, ifEventChangesNothing: null,
  };
  try {
    ACTIONS.end.run(ctx, action);
  } catch (e) {
    if (e instanceof HiddenDraw) {
      out.stop = e.kind === 'event' || e.kind === 'patrol' ? e.kind : 'hidden';
      if (e.kind === 'event') out.event = true;
      const walking = guards[guards.length - 1];
      // Reaching his destination (not coming back from Lost Visual, which is told by offBoard).
      if (e.kind === 'patrol' && walking && e.floor === walking.floor - 1 && walking.speed !== null) walking.drawsPatrol = true;
    } else if (e instanceof NeedsAnswer) {
      out.stop = 'question';
      out.question = e.question.code;
    } else if (e instanceof GameOver) {
      out.caught = true;
    } else if (!(e instanceof RuleError)) throw e;
  }
  readEvents(ctx.events, marks, out);
  return out;
}

/** What `endUntilHidden` gives a planner: the state where the real end of turn stopped, and why. */
export interface EndKnown {
  /** The state as far as the end got: guards walked, stealth lost, alarms set and cleared up to the stop. */
  state: GameState;
  /** Null: the whole end (and the next turn's start) is known; else what it stopped before (as EndPreview.stop). */
  stop: null | 'event' | 'patrol' | 'hidden' | 'question';
  /** The floor (0-based) of the guard walking when it stopped, and the steps he had left; null when none was. */
  walking: { floor: number; left: number } | null;
  /** Someone was caught on the way. */
  caught: boolean;
}

/**
 * The real end of the active player's turn run on a copy, as far as the table can know it: it stops before any
 * hidden draw (a patrol card, a die, a face-down card) and, with `skipEvent`, goes on as if no event were drawn (the
 * preview's second look). For bots that weigh where to end a turn: the same rules as `previewEnd`, with the state.
 */
export function endUntilHidden(state: GameState, skipEvent = true): EndKnown {
  const action: Action = { player: state.turn.player, verb: 'end', args: [] };
  const ctx = new ActionCtx(cloneState(state), RULES, action);
  let walking: { floor: number; speed: number; steps: number } | null = null;
  ctx.lookahead = {
    assumeNoEvent: skipEvent,
    guardMoves(floor) {
      walking = { floor, speed: 0, steps: 0 };
    },
    guardSpeed(_floor, speed) {
      if (walking) walking.speed = speed;
    },
    guardStep() {
      if (walking) walking.steps++;
    },
  };
  let stop: EndKnown['stop'] = null;
  let caught = false;
  try {
    ACTIONS.end.run(ctx, action);
    walking = null;
  } catch (e) {
    if (e instanceof HiddenDraw) stop = e.kind === 'event' || e.kind === 'patrol' ? e.kind : 'hidden';
    else if (e instanceof NeedsAnswer) stop = 'question';
    else if (e instanceof GameOver) caught = true;
    else if (!(e instanceof RuleError)) throw e;
  }
  const w = walking as { floor: number; speed: number; steps: number } | null;
  return { state: ctx.s, stop, walking: w && stop ? { floor: w.floor, left: Math.max(0, w.speed - w.steps) } : null, caught };
}

/** Sightings and alarms from the events the real rules emitted, given to the guard walking at the time. */
function readEvents(events: readonly GameEvent[], marks: number[], out: EndPreview): void {
  let g = -1;
  events.forEach((e, i) => {
    while (g + 1 < marks.length && marks[g + 1] <= i) g++;
    const guard = g >= 0 ? out.guards[g] : null;
    const outcome = SIGHTINGS[e.code];
    if (outcome && guard) {
      const stealth = outcome === 'stealth' ? Number(e.params.stealth) : null;
      guard.seen.push({ player: String(e.params.player), reason: String(e.params.reason), outcome, stealth });
    }
    if (e.code === 'caught') out.caught = true;
    if (e.code === 'guard-eats-donuts' || e.code === 'crow-disrupts') {
      out.stays.push({ floor: Number(e.params.floor), why: e.code === 'guard-eats-donuts' ? 'donuts' : 'crow' });
    }
    if (e.code === 'alarm') (guard ? guard.alarmsSetOff : out.alarmsTriggered).push(String(e.params.at));
    // Every patrol card a preview draws is one the crew knows (a hidden draw stops it).
    // A new destination is the walking guard's only when it is his floor's (a Camera's alarm turns another floor's).
    const his = guard !== null && (e.params.floor === undefined || Number(e.params.floor) === guard.floor);
    if (e.code === 'guard-destination' && e.params.why === 'patrol' && guard && his) (guard.knownPatrol ??= []).push(String(e.params.at));
    if (e.code === 'guard-destination' && e.params.why === 'alarm' && guard && his) {
      const cell = String(e.params.at).split(' ').pop()!;
      if (guard.alarms[guard.alarms.length - 1] !== cell) guard.alarms.push(cell);
    }
  });
}

/** The preview as engine messages (codes with parameters; English in text/en-engine.ts, Russian in text/ru-engine.ts). */
export function previewLines(p: EndPreview): GameEvent[] {
  const out: GameEvent[] = [];
  for (const at of p.alarmsTriggered) out.push({ code: 'preview-alarm', params: { at } });
  if (p.event) out.push({ code: 'preview-event', params: { player: p.player, ...(p.backAndForth ? { backAndForth: p.backAndForth } : {}) } });
  if (p.ifEventChangesNothing) {
    // Its alarms before the event were told already.
    out.push({ code: 'preview-if-event-changes-nothing', params: {} });
    out.push(...previewLines({ ...p.ifEventChangesNothing, alarmsTriggered: [] }));
    return out;
  }
  for (const x of p.stays) out.push({ code: 'preview-guard-stays', params: { floor: x.floor, why: x.why } });
  for (const g of p.guards) {
    if (g.offBoard) out.push({ code: 'preview-guard-returns', params: { floor: g.floor } });
    if (g.speed !== null) {
      out.push({ code: 'preview-guard-walk', params: { floor: g.floor, speed: g.speed, cells: g.cells, steps: g.cells.length } });
    }
    for (const a of g.alarms) out.push({ code: 'preview-guard-alarm', params: { floor: g.floor, at: a } });
    for (const x of g.seen) {
      out.push({
        code: `preview-${x.outcome}`,
        params: { player: x.player, reason: x.reason, floor: g.floor, stealth: x.stealth ?? 0 },
      });
    }
    for (const at of g.alarmsSetOff) out.push({ code: 'preview-alarm', params: { at } });
    for (const at of g.knownPatrol ?? []) out.push({ code: 'preview-known-patrol', params: { floor: g.floor, at } });
    if (g.drawsPatrol) out.push({ code: 'preview-new-patrol', params: { floor: g.floor } });
  }
  if (p.stop === 'question') out.push({ code: 'preview-question', params: { question: p.question ?? '' } });
  if (p.stop === 'hidden') out.push({ code: 'preview-hidden', params: {} });
  if (!p.caught && p.stop === null && p.guards.every((g) => g.seen.length === 0)) out.push({ code: 'preview-unseen', params: {} });
  return out;
}

