// The Burgle Bros. bots (docs/bots.md): every level plans its own burglar's turn from the seat's view alone
// (plan.ts over deals of what it cannot see, determinize.ts), answers the game's questions by rules of thumb
// (answer.ts) and weighs positions for the whole crew (evaluate.ts). The levels differ in how far and how wide they
// look; the random player stays as a baseline.
import type { BotInput, BotLevel } from '../../../core/module.js';
import { Rng, seedRng } from '../../../core/rng.js';
import { legalActions, type Action, type GameState } from '../engine/index.js';
import { viewOf, type BurgleView } from '../view.js';
import { answer } from './answer.js';
import { determinize, determinizeQuestion } from './determinize.js';
import { asGoodAsLost, WEIGHTS } from './evaluate.js';
import { closesRoundTrip, NORMAL, paysAlarmOrHack, planRanked as planRankedDealByDeal, stepWithAnswers, type PlanConfig } from './plan.js';
import { planRankedInfoSets } from './infoset.js';
import { lastStepInstead } from './last-step.js';
import { checked, lineEndsInWalk, lineLosesStealth, losesOnSomeDeal, paysToken } from './safety.js';
import { answerMayLose } from './sudden-loss.js';
import { keycardHandOver } from './trades.js';

export { pickAction } from './random.js';

/**
 * easy: one deal, a narrow look at its own turn, and no thought for the patrol cards still to come (only the part of
 * the guards' walks the table shows) nor for the event card a short turn draws; normal: four deals searched one by
 * one (two in a crew of two: levelConfig) and a wider look, a turn ended with so few actions used that an event card
 * is drawn counting that unknown card as a cost, and burglars sharing a floor weighed as a cost (evaluate.ts
 * crowdedPairs); hard: its deals searched together rather than one by one (infoset.ts), wider, and its leading first
 * steps searched again on four fresh deals, ranked by both looks (docs/bots.md "Hard's second look").
 */
export const LEVELS: Record<BotLevel, PlanConfig> = {
  easy: { ...NORMAL, deals: 1, beam: 3, budget: 12, weights: { ...WEIGHTS, unknownStep: 0 }, widenWhenLost: 1 },
  normal: { ...NORMAL, deals: 4, eventCost: 15, weights: { ...WEIGHTS, crowd: 10 } },
  hard: { ...NORMAL, deals: 4, beam: 12, budget: 80, eventCost: 15, eventDanger: true, weights: { ...WEIGHTS, crowd: 10 }, infoSets: true,
    secondLook: { leaders: 3, within: 10, deals: 4, budget: 20 } },
};

/** A level's planner for a crew of `crew`: normal plans on two deals in a crew of two, where on four it won as often as
 * hard (the Office Job of two, 153 and 151 of 200; docs/bots.md "Normal on four deals"): hard's lead there is the
 * deals' number, not how they are searched. */
export function levelConfig(level: BotLevel, crew: number): PlanConfig {
  const cfg = LEVELS[level] ?? LEVELS.normal;
  return level === 'normal' && crew < 3 ? { ...cfg, deals: 2 } : cfg;
}

/** Deals besides the planner's on which a step is checked for losing the game at once. */
const RISK_DEALS = 6;
/** Deals to check a question's answers on where one may lose at once: answers are few and a question rare, and where
 * every answer may lose, the least likely is told apart only over many deals (a Buddy System's two picks lost on 62%
 * and 82% of seven deals, on 67% and 66% of twenty-four, and on the true deck the second did not lose: the Bank Job
 * of three, hard, seed 2, game 29, with the measure's crowding cost). */
const ANSWER_DEALS = 24;

/** One legal action for `seat`, from its view only, played as well as `level` asks. */
export function botAction({ view, seat, legal, level }: BotInput<BurgleView>): Action {
  const { action, lines } = decide(view, seat, legal, level, true);
  return keycardHandOver(view, seat, legal, action, lines.get(action) ?? [action]) ?? action;
}

/** The decision and the line it plans after each first step; `lookOn`: a stealth token paid for the first step is
 * checked against the next decision, made the same way from where the step leads (safety.ts tokenNotFollowed). */
function decide(view: BurgleView, seat: number, legal: Action[], level: BotLevel, lookOn: boolean): { action: Action; lines: Map<Action, Action[]> } {
  const lines = new Map<Action, Action[]>();
  if (legal.length === 1) return { action: legal[0], lines };
  // The deals come from the turn, not the table's generator: every step of one turn plans over the same unknowns,
  // so a plan is carried on rather than redrawn (a plan redrawn at each step wavered: a step there, a step back).
  const deal = new Rng(seedRng(view.turn.number * 7919 + seat * 104729 + 17));
  if (view.awaiting) {
    // Deals only where an answer could lose the game at once (sudden-loss.ts answerMayLose): it is checked on them.
    const exposed = answerMayLose(view.players);
    const deals = exposed ? Array.from({ length: ANSWER_DEALS }, () => determinizeQuestion(view, deal)).filter((s) => s !== null) : [];
    return { action: answer(view, seat, legal, deals.length ? deals : undefined), lines };
  }
  const cfg = levelConfig(level, view.players.length);
  const planRanked = cfg.infoSets ? planRankedInfoSets : planRankedDealByDeal;
  const deals = Array.from({ length: cfg.deals }, () => determinize(view, deal));
  // More deals only to check a step that could lose the game at once (safety.ts).
  const risk = [...deals, ...Array.from({ length: RISK_DEALS }, () => determinize(view, deal))];
  const values = new Map<Action, number>();
  // Searched together, the line each first step begins on each deal: a token paid is checked against every one.
  const dealLines = cfg.infoSets ? new Map<Action, Action[][]>() : undefined;
  let searched = deals;
  let ranked = planRanked(deals, seat, legal, cfg, lines, values, dealLines);
  if (dealLines && paysToken(deals[0], ranked[0])) {
    // A stealth token for the first step: weighed again over the risk deals too (such a step is rare), so that what a
    // few deals happen to agree on does not buy it alone (a hard Bank Job of two, seed 4, game 33: three deals of four
    // held the Safe beyond a Foyer beside the guard; up through it, north into what was a Detector, and back the same
    // way, a token each time).
    searched = risk;
    lines.clear();
    values.clear();
    dealLines.clear();
    ranked = planRanked(risk, seat, legal, cfg, lines, values, dealLines);
  }
  // Every line loses on every deal: nothing is gained by paying a stealth token.
  const hopeless = (a: Action) => asGoodAsLost(values.get(a) ?? 0, cfg.weights);
  if (cfg.widenWhenLost > 1 && ranked.every(hopeless)) {
    // Looked at again, wider (PlanConfig.widenWhenLost: a way out found at the turn's first step and dropped at its
    // second, after a token paid toward it through a Foyer, an Office Job, normal, seed 8, game 9), a round trip
    // weighed too: its price is less than the game.
    lines.clear();
    values.clear();
    dealLines?.clear();
    const wide = { ...cfg, beam: cfg.beam * cfg.widenWhenLost, budget: cfg.budget * cfg.widenWhenLost, roundTrips: true };
    ranked = planRanked(searched, seat, legal, wide, lines, values, dealLines);
  }
  // The leading first steps weighed again on fresh deals (hard): the best of some fifteen steps on four deals is partly
  // the luckiest.
  if (cfg.secondLook && ranked.length > 1 && !ranked.every(hopeless)) ranked = weighedAgain(view, deal, seat, ranked, cfg, values, planRanked);
  // A step the planner never takes (a round trip paid for nothing, a refused step) is not the checks' free way either:
  // the Raven stepped into a Fingerprint's alarm on a line through the guard's tile, and planned again, that step's
  // token refused, the free way nearest its end went straight back, the alarm paid for nothing (the Bank Job of two,
  // hard, seed 2, game 32, turn 18).
  if (ranked.some((a) => values.get(a) !== -Infinity)) ranked = ranked.filter((a) => values.get(a) !== -Infinity);
  // The next decision from where a step leads on the first deal (a whole state of this view), as this seat would make
  // it: that state's public view, the same turn's deals.
  const follow = (a: Action): Action[] | null => {
    const after = stepWithAnswers(deals[0], a);
    if (!after || after.outcome !== 'playing' || after.turn.player !== seat) return null;
    const next = decide(viewOf(after), seat, legalActions(after), level, false);
    return [a, next.action, ...(next.lines.get(next.action) ?? [next.action]).slice(1)];
  };
  const planned = dealLines && ((a: Action) => (dealLines.get(a) ?? []).map((line, d) => ({ deal: searched[d], line })));
  let choice = checked(ranked, deals[0], risk, lines, ranked.every(hopeless), hopeless, lookOn ? follow : undefined, planned);
  // An alarm set off (or a hack token spent) by the first step, checked as a token is (safety.ts tokenNotFollowed)
  // against the line the burglar will walk from there: where the next decision walks straight back, the price bought
  // nothing, and the best step that pays none is checked instead. The Hacker went up into a Detector's alarm on a line
  // that ended there in the guard's walk; the checks then took him back down, and up and down again (Fort Knox of
  // three, hard, seed 4, game 6, turn 59).
  // Only where the planned line ends in the guard's known walk, which the checks would not keep (a decision's cost).
  // Or where it pays a stealth token further on, which the checks may refuse when they reach it (the Raven stepped into
  // a Fingerprint's alarm on a line through a Keypad onto the guard's tile, then walked back: the Bank Job of two, hard,
  // seed 2, game 32, turn 18).
  const line = lines.get(choice) ?? [choice];
  if (lookOn && paysAlarmOrHack(deals[0], choice) && (lineEndsInWalk(deals[0], line) || lineLosesStealth(deals[0], line, seat))
    && closesRoundTrip(deals[0], seat, follow(choice))) {
    const rest = ranked.filter((a) => a !== choice && !paysAlarmOrHack(deals[0], a) && !paysToken(deals[0], a) && !(hopeless(a) && !hopeless(choice)));
    if (rest.length) choice = checked(rest, deals[0], risk, lines, rest.every(hopeless), hopeless, follow, planned);
  }
  // A move the next decision would walk straight back over, nothing done between (an undone Move, rulings 16: it
  // counts for no event either): two actions bought nothing, so the best other step is taken instead. Only a move that
  // pays nothing: an alarm set off on the way may be the trip's purpose (a decoy for the guard), weighed above. Not
  // hard's: its deals searched together carry its plan on (and the next decision would cost it a second search). The Rook
  // stepped onto a Safe and, planned again there, straight back, then drew the event all the same (the Bank Job of
  // three beside two people, normal, seed 5, turn 9: docs/bots.md "A step there and straight back").
  if (lookOn && !cfg.infoSets && movesOntoFaceUp(deals[0], choice) && !paysAlarmOrHack(deals[0], choice) && !paysToken(deals[0], choice)
    && undoneNext(deals[0], seat, follow(choice))) {
    const rest = ranked.filter((a) => a !== choice && !(hopeless(a) && !hopeless(choice)));
    if (rest.length) choice = checked(rest, deals[0], risk, lines, rest.every(hopeless), hopeless, follow, planned);
  }
  // The turn's last action into a face-down tile, someone at no stealth: weighed with the end it forces (last-step.ts).
  const respond = (s: GameState) => answer(s, s.awaiting!.player, legalActions(s));
  const allowed = (a: Action) => !losesOnSomeDeal(risk, a);
  return { action: lastStepInstead(choice, ranked, risk, respond, allowed, hopeless), lines };
}

/** A Move onto a tile already face up: only such a Move can be undone by the next (one that turns a tile over stays
 * counted, rulings 16), so only its next decision is looked at (a decision's cost). */
function movesOntoFaceUp(s: GameState, a: Action): boolean {
  if (a.verb !== 'move') return false;
  const after = stepWithAnswers(s, a);
  const at = after?.players[a.player].at;
  return at !== null && at !== undefined && at !== s.players[a.player].at && s.tiles[at].revealed;
}

/** Whether `walked` (a Move, then the next decision's line) goes straight back over that Move at once: the engine
 * counts it undone (rulings 16), so the two bought nothing. */
function undoneNext(s: GameState, me: number, walked: readonly Action[] | null): boolean {
  if (!walked || walked.length < 2 || walked[1].verb !== 'move') return false;
  const first = stepWithAnswers(s, walked[0]);
  if (!first || first.outcome !== 'playing' || first.turn.player !== me) return false;
  const back = stepWithAnswers(first, walked[1]);
  return !!back && back.turn.player === me && back.turn.number === first.turn.number && (back.turn.backAndForth ?? 0) > (first.turn.backAndForth ?? 0);
}

/** The leaders of `ranked` (the first steps within `within` of the best) searched again on fresh deals of the same view
 * (PlanConfig.secondLook), ranked by the mean of both searches' values, which `values` then holds; the other steps keep
 * their places. One leader alone is not searched again. */
export function weighedAgain(
  view: BurgleView, deal: Rng, seat: number, ranked: Action[], cfg: PlanConfig, values: Map<Action, number>,
  planRanked: typeof planRankedInfoSets,
): Action[] {
  const look = cfg.secondLook!;
  const best = values.get(ranked[0]) ?? 0;
  const leaders = ranked.slice(0, look.leaders).filter((a) => best - (values.get(a) ?? 0) <= look.within);
  if (leaders.length < 2) return ranked;
  const fresh = Array.from({ length: look.deals }, () => determinize(view, deal));
  const again = new Map<Action, number>();
  planRanked(fresh, seat, leaders, { ...cfg, budget: look.budget }, undefined, again);
  for (const a of leaders) values.set(a, ((values.get(a) ?? 0) + (again.get(a) ?? values.get(a) ?? 0)) / 2);
  const order = [...leaders].sort((a, b) => (values.get(b) ?? 0) - (values.get(a) ?? 0));
  return [...order, ...ranked.slice(leaders.length)];
}
