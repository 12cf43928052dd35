// Juicer, Reroute: once per turn, free: pick up the alarm on his tile (holding at most one) and the guard gets a new
// destination; or, on a later turn, drop the held alarm to set it off on his tile. `ability [pick-up|trigger]`;
// without a word, the engine asks which (when both are possible).
import { floorOf } from '../../board.js';
import type { Rules } from '../../api.js';
import type { GameState } from '../../types.js';
import type { CharacterSide } from '../types.js';
import { at } from './common.js';
import { tileToChange } from '../../tiles.js';

const REROUTE_WAYS = ['pick-up', 'trigger'] as const;

/** The ways Reroute can be used now. */
function rerouteWays(s: GameState, rules: Rules, p: number): string[] {
  const here = at(s, p);
  if (here === null) return [];
  const me = s.players[p];
  const out: string[] = [];
  if (s.tiles[here].alarm && me.heldAlarms === 0) out.push('pick-up');
  if (me.heldAlarms > 0 && rules.alarmWouldTrigger(s, { loc: here, source: 'reroute', player: p })) out.push('trigger');
  return out;
}

export const juicerAdvanced: CharacterSide = {
  character: 'juicer',
  side: 'advanced',
  name: 'Reroute',
  ability: {
    words: 1,
    cost: 0,
    oncePerTurn: true,
    check(s, p, args, rules) {
      if (at(s, p) === null) return { code: 'not-on-board' };
      const way = args[0]?.toLowerCase();
      if (way !== undefined && !(REROUTE_WAYS as readonly string[]).includes(way)) return { code: 'reroute-bad-way', params: { arg: way } };
      const ways = rerouteWays(s, rules, p);
      if (way === 'pick-up' && !ways.includes(way)) {
        return { code: s.players[p].heldAlarms > 0 ? 'reroute-holding' : 'reroute-no-alarm-here' };
      }
      if (way === 'trigger' && !ways.includes(way)) {
        return { code: s.players[p].heldAlarms > 0 ? 'reroute-cannot-trigger' : 'reroute-nothing-held' };
      }
      if (ways.length === 0) return { code: 'reroute-nothing-to-do' };
      return null;
    },
    options: (s, p, rules) => (rerouteWays(s, rules, p).length ? [[]] : []),
    run(ctx, p, args) {
      const s = ctx.s;
      const here = ctx.player(p).at!;
      const who = ctx.player(p).name;
      const way = args[0]?.toLowerCase() ?? ctx.ask(p, 'reroute-which', {}, rerouteWays(s, ctx.rules, p));
      if (way === 'pick-up') {
        tileToChange(s, here).alarm = false;
        ctx.player(p).heldAlarms = 1;
        ctx.emit('alarm-picked-up', { player: who, at: ctx.name(here) });
        // The guard needs a new destination: another alarm on the floor wins, else a patrol card (ruling C5).
        const floor = floorOf(s, here);
        const g = ctx.guard(floor);
        if (g.placed && g.at !== null && ctx.rules.alarmsOnFloor(s, floor).length === 0) ctx.rules.drawDestination(ctx, floor);
        else if (g.placed && g.at !== null) ctx.rules.headForNearestAlarm(ctx, floor);
      } else {
        ctx.player(p).heldAlarms = 0;
        ctx.emit('alarm-dropped', { player: who, at: ctx.name(here) });
        ctx.rules.triggerAlarm(ctx, { loc: here, source: 'reroute', player: p });
      }
      ctx.tookEffect('abilities', 'juicer:advanced');
    },
  },
};
