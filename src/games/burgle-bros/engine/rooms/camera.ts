// Camera: while cameras are on, a guard on a working Camera watches every other one, on any floor: a player entering a
// Camera while a guard stands on another triggers an alarm there (`onEnter`), and so does a player on a Camera when a
// guard steps onto another (`guardEnters`).
import type { Rules } from '../api.js';
import type { GameState, Loc } from '../types.js';
import type { RoomRules } from './types.js';

/** A face-up Camera that is not crowbarred. */
const workingCamera = (s: GameState, loc: Loc) => {
  const t = s.tiles[loc];
  return t.room === 'camera' && t.revealed && !t.disabled;
};

/** A guard stands on a working Camera other than `loc` (on any floor), and cameras are on. */
function guardWatchesCameraOtherThan(s: GameState, loc: Loc, rules: Rules): boolean {
  if (rules.camerasOff(s)) return false;
  return s.guards.some((g) => g.placed && g.at !== null && g.at !== loc && workingCamera(s, g.at));
}

export const camera: RoomRules = {
  room: 'camera',
  onEnter(ctx, e) {
    if (guardWatchesCameraOtherThan(ctx.s, e.to, ctx.rules) && !ctx.rules.hidden(ctx.s, e.mover)) ctx.rules.triggerAlarm(ctx, { loc: e.to, source: 'camera', player: e.mover });
  },
  guardEnters(ctx, loc) {
    const s = ctx.s;
    if (ctx.rules.camerasOff(s)) return;
    for (let p = 0; p < s.players.length; p++) {
      const pl = s.players[p];
      if (pl.escaped || pl.at === null || pl.at === loc || !workingCamera(s, pl.at) || ctx.rules.hidden(s, p)) continue;
      ctx.rules.triggerAlarm(ctx, { loc: pl.at, source: 'camera', player: p });
    }
  },
};
