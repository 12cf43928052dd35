// A nudge toward the heist's goal for the simulator's variety mode. Pure random play almost never opens a safe (about
// once in 2,000 games), so no loot came out and the loot cards were never reached. When asked, this player adds dice to
// and cracks a safe whose combination is face up, heads for its floor's safe (the face-down combination tiles first,
// then the safe), explores when no safe is known, and climbs the Stairs once the floor's safe is open, never by a
// move or peek that costs stealth. It returns null when it has nothing better than random play.
import { applyAction, combinationTiles, type Action, type GameState, type Loc } from '../engine/index.js';

const floorOf = (s: GameState, loc: Loc) => Math.floor(loc / (s.size * s.size));

/** Walking distances on `from`'s floor through open sides (rooms ignored). */
function distances(s: GameState, from: Loc): Map<Loc, number> {
  const n = s.size;
  const out = new Map<Loc, number>([[from, 0]]);
  const queue = [from];
  while (queue.length) {
    const a = queue.shift()!;
    const c = a % (n * n);
    const next: Loc[] = [];
    if (!(s.walls[a] & 1) && c >= n) next.push(a - n);
    if (!(s.walls[a] & 4) && c < n * n - n) next.push(a + n);
    if (!(s.walls[a] & 2) && c % n < n - 1) next.push(a + 1);
    if (!(s.walls[a] & 8) && c % n > 0) next.push(a - 1);
    for (const b of next) {
      if (out.has(b) || s.tiles[b].room === 'empty') continue;
      out.set(b, out.get(a)! + 1);
      queue.push(b);
    }
  }
  return out;
}

/** Where the player at `at` wants to go on their floor. */
function targets(s: GameState, at: Loc): Loc[] {
  const n = s.size * s.size;
  const f = floorOf(s, at);
  const onFloor = (room: string) => s.tiles.findIndex((t, l) => floorOf(s, l) === f && t.room === room && t.revealed);
  const safe = onFloor('safe');
  if (safe >= 0 && !s.tiles[safe].open) {
    const hidden = combinationTiles(s, safe).filter((l) => !s.tiles[l].revealed);
    return hidden.length ? hidden : [safe];
  }
  if (safe >= 0) {
    const stairs = onFloor('stairs');
    if (stairs >= 0) return [stairs];
  }
  const out: Loc[] = [];
  for (let l = f * n; l < (f + 1) * n; l++) if (!s.tiles[l].revealed && s.tiles[l].room !== 'empty') out.push(l);
  return out;
}

export function seekSafe(s: GameState, legal: Action[]): Action | null {
  const p = s.turn.player;
  const me = s.players[p];
  const at = me.at;
  if (s.awaiting || at === null) return null;
  const here = s.tiles[at];
  if (here.room === 'safe' && !here.open && combinationTiles(s, at).every((l) => s.tiles[l].revealed)) {
    const addDie = legal.find((a) => a.verb === 'add-die');
    if (addDie && here.dice < 3) return addDie;
    const crack = legal.find((a) => a.verb === 'crack');
    if (crack) return crack;
  }
  if (here.room === 'stairs' && here.revealed && s.tiles.some((t, l) => floorOf(s, l) === floorOf(s, at) && t.room === 'safe' && t.open)) {
    const up = legal.find((a) => a.verb === 'move' && a.args[0] === 'up');
    if (up) return up;
  }
  const goal = targets(s, at);
  if (goal.length === 0) return null;
  let best: Action | null = null;
  let bestDistance = Infinity;
  for (const a of legal) {
    if (a.verb !== 'move' && a.verb !== 'peek') continue;
    const r = applyAction(s, a);
    if (!r.ok || r.state.awaiting || r.state.outcome !== 'playing') continue;
    const after = r.state.players[p];
    if (after.stealth < me.stealth || after.at === null) continue;
    if (a.verb === 'peek') {
      if (goal.some((l) => r.state.tiles[l].revealed)) return a;
      continue;
    }
    const d = distances(r.state, after.at);
    const distance = Math.min(...goal.map((l) => d.get(l) ?? Infinity));
    if (distance < bestDistance) [best, bestDistance] = [a, distance];
  }
  return best;
}
