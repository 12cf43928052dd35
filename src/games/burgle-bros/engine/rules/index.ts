// The rule API handed to cards and rooms: `ctx.rules` inside an action, the `rules` argument in a card's
// check/options/cost. Content tables (cards/, rooms/) import no rule module, so the import graph has no cycle;
// each function's rule lives in the module named beside it. The type Rules (api.ts) lists every signature.
import type { Rules } from '../api.js';
import { hookSources, hooksWith } from './hooks.js';
import { actionsForEvent } from './back-and-forth.js';
import { alarmCount, alarmsOnFloor, alarmWouldTrigger, cancellingCard, headForNearestAlarm, triggerAlarm } from './alarms.js';
import { floorWalls, guardDistances } from '../guard-path.js';
import { drawDestination, nextDestination, placeGuard } from './guards.js';
import { crewHoldsAllLoot, drawFrom, drawTool, giveTool } from './items.js';
import { arriveOnFloor, fallTo, leave, moveBlockedBy, moveInto, moveOptions, reveal } from './movement.js';
import { combinationCracked, combinationTiles, crackRoll, openSafe } from './safes.js';
import { camerasOff, guardOn, guardStepped, hidden, occupied } from './sight.js';
import { loseStealth } from './stealth.js';
import { moveTarget, peekOptions } from './targets.js';

export const RULES: Rules = {
  // hooks.ts: the cards in force.
  hookSources, hooksWith,
  // back-and-forth.ts
  actionsForEvent,
  // alarms.ts
  alarmCount, alarmsOnFloor, alarmWouldTrigger, cancellingCard, headForNearestAlarm, triggerAlarm,
  // guards.ts (floorWalls and guardDistances: guard-path.ts)
  drawDestination, floorWalls, guardDistances, nextDestination, placeGuard,
  // items.ts
  crewHoldsAllLoot, drawFrom, drawTool, giveTool,
  // movement.ts
  arriveOnFloor, fallTo, leave, moveBlockedBy, moveInto, moveOptions, reveal,
  // safes.ts
  combinationCracked, combinationTiles, crackRoll, openSafe,
  // sight.ts
  camerasOff, guardOn, guardStepped, hidden, occupied,
  // stealth.ts
  loseStealth,
  // targets.ts
  moveTarget, peekOptions,
};
