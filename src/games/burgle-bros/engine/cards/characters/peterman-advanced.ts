// Peterman, Drill: add dice to (2 actions) and crack (1 action) the safe directly above or below him.
// `ability add-die up|down`, `ability crack up|down`. A safe he opens this way leaves its tool and loot on its tile
// (rules/safes.ts); the guards speed up from his own floor down (ruling 11).
import { locName, vertical } from '../../board.js';
import type { Rules } from '../../api.js';
import type { GameState, Loc } from '../../types.js';
import type { CharacterSide } from '../types.js';
import { at, type Check } from './common.js';

const VERBS = ['add-die', 'crack'];

function target(s: GameState, rules: Rules, p: number, args: string[]): { safe: Loc; verb: string } | NonNullable<Check> {
  const from = at(s, p);
  if (from === null) return { code: 'not-on-board' };
  const verb = args[0]?.toLowerCase(), dir = args[1]?.toLowerCase();
  if (!verb || !VERBS.includes(verb) || (dir !== 'up' && dir !== 'down')) return { code: 'drill-usage' };
  const safe = vertical(s, from, dir === 'up' ? 1 : -1);
  if (safe === null) return { code: dir === 'up' ? 'drill-no-floor-above' : 'drill-no-floor-below' };
  const t = s.tiles[safe];
  if (t.room !== 'safe' || !t.revealed) return { code: 'drill-no-safe', params: { at: locName(s, safe) } };
  if (t.open) return { code: 'safe-already-open' };
  if (verb === 'add-die') {
    if (t.dice >= 6) return { code: 'safe-dice-full' };
    return { safe, verb };
  }
  if (t.dice === 0 && !rules.combinationCracked(s, safe)) return { code: 'safe-no-dice' };
  for (const { hooks, holder } of rules.hooksWith(s, 'crackBlocked')) {
    const code = hooks.crackBlocked?.(s, holder, p, safe);
    if (code) return { code };
  }
  return { safe, verb };
}

export const petermanAdvanced: CharacterSide = {
  character: 'peterman',
  side: 'advanced',
  name: 'Drill',
  ability: {
    words: 2,
    cost: (_s, _p, args) => (args[0]?.toLowerCase() === 'add-die' ? 2 : 1),
    check(s, p, args, rules) {
      const t = target(s, rules, p, args);
      return 'code' in t ? t : null;
    },
    options: () => [['add-die', 'up'], ['add-die', 'down'], ['crack', 'up'], ['crack', 'down']],
    run(ctx, p, args) {
      const t = target(ctx.s, ctx.rules, p, args);
      if ('code' in t) return ctx.fail(t.code, t.params);
      const tile = ctx.tile(t.safe);
      if (t.verb === 'add-die') {
        tile.dice++;
        ctx.emit('die-added', { player: ctx.player(p).name, at: ctx.name(t.safe), dice: tile.dice });
      } else if (ctx.rules.combinationCracked(ctx.s, t.safe)) ctx.rules.openSafe(ctx, p, t.safe);
      else ctx.rules.crackRoll(ctx, p, t.safe);
      ctx.tookEffect('abilities', 'peterman:advanced');
    },
  },
};
