// The pure step: one handler per verb (no big switch), the checks every action shares (game over, whose turn,
// the Mimic's pending choice), then the turn passing (turns.ts). The input state is never changed.
import type { Applied } from '../../../core/module.js';
import type { Action } from '../../../core/types.js';
import { accuse, search, swap } from './chief.js';
import { Ctx, refuse, Refused } from './ctx.js';
import { doShift } from './shift.js';
import { ability, choose, draw, rob, show, startOfTurn } from './thief.js';
import { afterChief, afterThief, waitingOn } from './turns.js';
import type { NoirState, Thief } from './types.js';

type ThiefVerb = (ctx: Ctx, t: Thief, args: string[]) => void;
type ChiefVerb = (ctx: Ctx, args: string[]) => void;

const THIEF: Record<string, ThiefVerb> = {
  shift: (ctx, t, args) => {
    startOfTurn(t, false);
    doShift(ctx, t.seat, args);
  },
  rob: (ctx, t, args) => (args.length ? refuse('rob-form') : rob(ctx, t)),
  ability,
  draw: (ctx, t, args) => (args.length ? refuse('draw-form') : draw(ctx, t)),
  choose,
};

const CHIEF: Record<string, ChiefVerb> = {
  shift: (ctx, args) => doShift(ctx, ctx.s.chief, args),
  swap,
  accuse,
  search,
};

export const VERBS = ['shift', 'rob', 'ability', 'draw', 'show', 'choose', 'swap', 'accuse', 'search'];

function step(ctx: Ctx, a: Action): void {
  const s = ctx.s;
  if (a.player < 0 || a.player >= s.names.length) refuse('no-seat');
  if (s.outcome) refuse('over');
  const verb = a.verb.toLowerCase();
  if (!VERBS.includes(verb)) refuse('unknown-verb', { verb: a.verb });
  const t = ctx.thiefAt(a.player);
  if (verb === 'show') {
    if (!t) refuse('show-chief-self');
    return show(ctx, t!, a.args);
  }
  // Only a thief who is not caught may still show an identity meanwhile: the chief has none, a caught thief none yet.
  if (!waitingOn(s).includes(a.player)) refuse(t && !t.caught ? 'not-your-turn' : 'not-your-turn-wait', { name: ctx.name(waitingOn(s)[0]) });
  if (s.mimic && verb !== 'choose') refuse('choose-first');
  if (!t) {
    const h = CHIEF[verb];
    if (!h) refuse('thieves-only', { verb });
    h(ctx, a.args);
    s.lastShift = verb === 'shift' ? s.lastShift : null;
    afterChief(ctx);
    return;
  }
  const h = THIEF[verb];
  if (!h) refuse('chief-only', { verb });
  if (t.caught && verb !== 'draw') refuse('caught-draw');
  if (verb === 'choose' && !s.mimic) refuse('choose-nothing');
  h(ctx, t, a.args);
  if (verb !== 'shift') s.lastShift = null;
  if (ctx.turnEnds && !s.outcome) afterThief(ctx, s.thieves.indexOf(t));
}

export function applyAction(state: NoirState, a: Action): Applied<NoirState> {
  const ctx = new Ctx(state);
  try {
    step(ctx, a);
  } catch (e) {
    if (e instanceof Refused) return { ok: false, rejection: { code: e.code, params: e.params } };
    throw e;
  }
  const isShow = a.verb.toLowerCase() === 'show';
  return {
    ok: true,
    state: ctx.save(),
    events: ctx.events,
    undoable: !ctx.revealed && !isShow,
    turnEnded: !isShow && (ctx.turnEnds || !!ctx.s.outcome),
  };
}
