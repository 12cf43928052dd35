// The working context of one action (ActionCtx, built by apply.ts, preview.ts and position.ts with RULES) and
// the exceptions that stop an action. What it offers is the interface Ctx in api.ts (re-exported here), so this
// file imports no rule module and cards, rooms and rules can all name the type.
import { locName, type Geometry } from './board.js';
import { Rng } from '../../../core/rng.js';
import type { Ctx, Lookahead, Rules } from './api.js';
import { tileToChange } from './tiles.js';
import type { Action, GameEvent, GameState, GuardState, Loc, PlayerState, Question, TileState } from './types.js';

export type { Ctx, Lookahead } from './api.js';

/** Thrown when an action needs an answer the player hasn't given yet. */
export class NeedsAnswer {
  constructor(readonly question: Question) {}
}

/**
 * Thrown in a look-ahead (previewEnd) just before something hidden would be drawn or rolled: an event card, a
 * patrol card, a die, a face-down tile or card. `floor` (0-based) for a patrol card.
 */
export class HiddenDraw {
  constructor(readonly kind: 'event' | 'patrol' | 'die' | 'reveal', readonly floor: number | null = null) {}
}

/** Thrown when the game ends in the middle of an action (a player caught with no stealth left). */
export class GameOver {}

/** Thrown when an action turns out to be illegal while it is being resolved; nothing it did is kept. */
export class RuleError {
  constructor(readonly code: string, readonly params: Record<string, string | number> = {}) {}
}

/** The one implementation of Ctx (api.ts). */
export class ActionCtx implements Ctx {
  readonly s: GameState;
  readonly rng: Rng;
  readonly events: GameEvent[] = [];
  private answerIndex = 0;
  /**
   * For each answer given so far in this run, how many events had been emitted when it was used: each is where an
   * earlier run of this action stopped to ask (see moveGuard, which splits its log line there).
   */
  readonly answerMarks: number[] = [];
  /** Set only by previewEnd: the run must stop (HiddenDraw) before anything hidden is drawn or rolled. */
  lookahead: Lookahead | null = null;

  constructor(
    state: GameState,
    readonly rules: Rules,
    readonly action: Action,
    private readonly answers: readonly string[] = [],
  ) {
    this.s = state;
    this.rng = new Rng(state.rng);
  }

  get g(): Geometry {
    return this.s;
  }

  /** The tile, the action's own to change (tiles.ts tileToChange). */
  tile(loc: Loc): TileState {
    return tileToChange(this.s, loc);
  }
  player(p: number): PlayerState {
    return this.s.players[p];
  }
  guard(floor: number): GuardState {
    return this.s.guards[floor];
  }
  name(loc: Loc): string {
    return locName(this.s, loc);
  }
  get active(): number {
    return this.s.turn.player;
  }

  emit(code: string, params: GameEvent['params'] = {}): void {
    this.events.push({ code, params });
  }

  /**
   * Asks `player` to pick one of `options`; returns the answer. With a single option there is nothing to ask.
   * The first time, this stops the action (NeedsAnswer); the action is then replayed with the answer supplied.
   */
  ask(player: number, code: string, params: Record<string, string | number>, options: string[]): string {
    if (options.length === 1) return options[0];
    if (options.length === 0) throw new Error(`question ${code} has no options`);
    if (this.answerIndex < this.answers.length) {
      const answer = this.answers[this.answerIndex++];
      if (!options.includes(answer)) throw new RuleError('not-an-option', { answer, options: options.join(', ') });
      this.answerMarks.push(this.events.length);
      return answer;
    }
    throw new NeedsAnswer({ code, params, player, options });
  }

  /** Rolls one die: dice fixed by a position first, then the PRNG. Rolling reveals information. */
  die(): number {
    if (this.lookahead) throw new HiddenDraw('die');
    this.s.info++;
    if (this.s.fixedDice.length === 0) return this.rng.die();
    const fixed = this.s.fixedDice[0];
    this.s.fixedDice = this.s.fixedDice.slice(1);
    return fixed;
  }

  dice(n: number): number[] {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push(this.die());
    return out;
  }

  /**
   * Records that a card or ability actually took effect (not merely was drawn): the simulator's coverage counts
   * these. `kind` is events | tools | loot | abilities; abilities are named `hacker:basic`.
   */
  tookEffect(kind: 'events' | 'tools' | 'loot' | 'abilities', id: string): void {
    this.events.push({ code: 'took-effect', params: { kind, id } });
  }

  /** Marks that information was revealed (a tile flipped, a card seen): undo cannot go back past it. `known`: the
   * card drawn was seen by the crew before (the Spotter's, on top of a patrol deck): a look-ahead goes on past it. */
  revealed(known = false): void {
    if (this.lookahead && !known) throw new HiddenDraw('reveal');
    this.s.info++;
  }

  /** About to draw a hidden card (an event, a patrol card): a look-ahead stops here. */
  hiddenDraw(kind: 'event' | 'patrol', floor: number | null = null): void {
    if (this.lookahead) throw new HiddenDraw(kind, floor);
  }

  fail(code: string, params: Record<string, string | number> = {}): never {
    throw new RuleError(code, params);
  }
}
