// Juicer, Crybaby: free, as often as he likes, he sets off an alarm in an adjacent tile (not through a wall).
import { floorOf, locName, openNeighbours } from '../../board.js';
import type { Rules } from '../../api.js';
import type { GameState, Loc } from '../../types.js';
import type { CharacterSide } from '../types.js';
import { at, parseTarget, type Check } from './common.js';

/** Adjacent tiles (no wall between) where an alarm would go off now. */
function crybabyTargets(s: GameState, rules: Rules, p: number): Loc[] {
  const from = at(s, p);
  if (from === null) return [];
  return openNeighbours(s, s.walls, from).filter((l) =>
    s.tiles[l].room !== 'empty' && floorOf(s, l) === floorOf(s, from) &&
    rules.alarmWouldTrigger(s, { loc: l, source: 'crybaby', player: p }));
}

function target(s: GameState, rules: Rules, p: number, text: string | undefined): { to: Loc } | NonNullable<Check> {
  const from = at(s, p);
  if (from === null) return { code: 'not-on-board' };
  if (!text) return { code: 'crybaby-needs-target' };
  const to = parseTarget(s, from, text);
  if (to === null) return { code: 'bad-target', params: { target: text } };
  if (!openNeighbours(s, s.walls, from).includes(to) || s.tiles[to].room === 'empty') {
    return { code: 'crybaby-not-adjacent', params: { at: locName(s, to) } };
  }
  if (!crybabyTargets(s, rules, p).includes(to)) {
    const by = rules.cancellingCard(s, { loc: to, source: 'crybaby', player: p });
    const guard = s.guards[floorOf(s, to)];
    // Said as it is: a card in force cancels it, unless an alarm or the guard is there anyway.
    if (by && !s.tiles[to].alarm && !(guard.placed && guard.at === to)) return { code: 'crybaby-cancelled', params: { at: locName(s, to), by } };
    return { code: 'crybaby-no-alarm', params: { at: locName(s, to) } };
  }
  return { to };
}

export const juicerBasic: CharacterSide = {
  character: 'juicer',
  side: 'basic',
  name: 'Crybaby',
  ability: {
    words: 1,
    cost: 0,
    check(s, p, args, rules) {
      const t = target(s, rules, p, args[0]);
      return 'code' in t ? t : null;
    },
    options: (s, p, rules) => crybabyTargets(s, rules, p).map((l) => [locName(s, l)]),
    run(ctx, p, args) {
      const t = target(ctx.s, ctx.rules, p, args[0]);
      if ('code' in t) return ctx.fail(t.code, t.params);
      if (ctx.rules.triggerAlarm(ctx, { loc: t.to, source: 'crybaby', player: p })) ctx.tookEffect('abilities', 'juicer:basic');
    },
  },
};
