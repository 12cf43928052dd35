// Test helpers for the events: a position script, optionally adjusted before its actions (alarms, open Keypads,
// hack tokens), run like `npm run position`, with the raw events kept (took-effect included).
import { applyAction, parseAction } from '../../../../../../src/games/burgle-bros/engine/index.js';
import { loadScript, report, type Report } from '../../../../../../src/games/burgle-bros/positions.js';
import { floor } from '../../../helpers/script.js';
import type { GameEvent, GameState } from '../../../../../../src/games/burgle-bros/engine/types.js';
import { describe as englishOf, narrate } from '../../../../../../src/games/burgle-bros/text/en-engine.js';

export interface Ran {
  report: Report;
  state: GameState;
  text: string;
  events: GameEvent[];
  /** Ids of the events that took effect. */
  took: string[];
}

export function playWith(script: Record<string, unknown>, adjust?: (s: GameState) => void): Ran {
  const loaded = loadScript(script);
  let state = loaded.state;
  adjust?.(state);
  const log: string[] = [];
  const events: GameEvent[] = [];
  const rejected: Report['rejected'] = [];
  for (const line of loaded.actions) {
    const parsed = parseAction(state, line);
    if (!parsed.ok) throw new Error(`cannot parse ${line}`);
    const result = applyAction(state, parsed.action);
    if (!result.ok) {
      rejected.push({ action: line, reason: englishOf(result.rejection.code, { ...result.rejection.params, script: 1 }), code: result.rejection.code });
      continue;
    }
    state = result.state;
    events.push(...result.events);
    log.push(...narrate(result.events, { script: 1 }));
  }
  const took = events.filter((e) => e.code === 'took-effect' && e.params.kind === 'events').map((e) => String(e.params.id));
  return { report: report(state, log, rejected), state, text: log.join('\n'), events, took };
}

/** Characters without hooks that would change what these tests look at. */
export const crew2 = [
  { name: 'Ava', character: 'hawk', side: 'basic' },
  { name: 'Bo', character: 'rook', side: 'basic' },
];
export const crew3 = [...crew2, { name: 'Cy', character: 'raven', side: 'basic' }];

/** Bank floors without walls, filled with Fingerprint Computer Rooms; overrides and revealed cells per floor. */
export function bank(f1: Record<string, string> = {}, r1: string[] = [], f2: Record<string, string> = {}, r2: string[] = [],
  f3: Record<string, string> = {}, r3: string[] = []) {
  return [
    { tiles: floor(f1), walls: [] as string[], revealed: r1 },
    { tiles: floor(f2), walls: [] as string[], revealed: r2 },
    { tiles: floor(f3), walls: [] as string[], revealed: r3 },
  ];
}

/** Index of a cell such as `F1 B2` (4×4 floors). */
export function loc(name: string): number {
  const [f, c] = name.split(' ');
  return (Number(f.slice(1)) - 1) * 16 + (Number(c.slice(1)) - 1) * 4 + 'ABCD'.indexOf(c[0]);
}
