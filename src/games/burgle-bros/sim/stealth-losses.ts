// How the crew's stealth tokens were lost, for the simulator's report: a kind for each token, read from the step that
// took it with the whole state before it (the simulator sees everything). What it tells apart is what a seat could
// have known: at an end of turn, whether the burglar stood on the guard's way to his destination as the turn ended (the
// walk the table showed) or was met past it, after a patrol card no seat had seen; and whose end it was.
import { floorWalls, guardPath, type Action, type GameEvent, type GameState } from '../engine/index.js';

/**
 * The kind of one `stealth-lost` event of a step: `<when>:<reason>`, `when` being `own` (the burglar's own action),
 * `end` (an end of turn) or `answer` (an answer to the game's question), and for a guard met at an end of turn
 * `:self` or `:mate` (the burglar whose turn ended, or another) and `:shown` or `:past` (on the guard's way to his
 * destination within his speed as the turn ended, or not). Null for an event that is not a lost token (a Tinker's
 * token taken back and spent again is not lost to the guards).
 */
export function stealthLossKind(before: GameState, seat: number, action: Action, event: GameEvent): string | null {
  if (event.code !== 'stealth-lost' || event.params.reason === 'tinker') return null;
  const when = stepKind(action);
  const reason = String(event.params.reason);
  if (when !== 'end' || reason !== 'guard') return `${when}:${reason}`;
  const victim = before.players.findIndex((p) => p.name === event.params.player);
  const who = victim === seat ? 'self' : 'mate';
  const at = before.players[victim]?.at ?? null;
  if (at === null) return `end:guard:${who}:past`;
  return `end:guard:${who}:${onShownWay(before, at) ? 'shown' : 'past'}`;
}

/** Whose step an action is, as the report names it: an end of turn, an answer to the game's question, or the burglar's
 * own action. */
export function stepKind(action: Action): 'end' | 'answer' | 'own' {
  return action.verb === 'end' ? 'end' : action.verb === 'choose' ? 'answer' : 'own';
}

/** Whether `at` is on the way of its floor's guard to his destination, within the steps his speed (alarms counted)
 * takes him. */
function onShownWay(s: GameState, at: number): boolean {
  const n = s.size * s.size;
  const f = Math.floor(at / n);
  const g = s.guards[f];
  if (!g || g.at === null || g.dest === null) return false;
  let alarms = 0;
  for (let loc = f * n; loc < (f + 1) * n; loc++) if (s.tiles[loc].alarm) alarms++;
  const path = guardPath(s.size, floorWalls(s, f), g.at % n, g.dest % n);
  return path.slice(1, g.die + alarms + 1).some((c) => f * n + c === at);
}

/** The kind of one `alarm` event: `<verb>:<source>` (the action that set it off, and what did: a room, a tool, an
 * ability, an event). */
export function alarmKind(action: Action, event: GameEvent): string | null {
  return event.code === 'alarm' ? `${action.verb}:${String(event.params.source)}` : null;
}
