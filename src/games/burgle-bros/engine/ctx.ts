// The working context of one action: a private copy of the state, the PRNG, the events emitted so far,
// and the answers given to questions. Rules mutate ctx.s freely; apply.ts decides whether the result is kept.
// `ctx.rules` is the rule API (rules/index.ts) that cards and rooms call, so they never import a rule module.
import { locName, type Geometry } from './board.js';
import { Rng } from '../../../core/rng.js';
import type { Rules } from './rules/index.js';
import type { Action, GameEvent, GameState, GuardState, Loc, PlayerState, Question, TileState } from './types.js';

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

/** What a look-ahead (preview.ts) is told as the real rules run; absent in a real action. */
export interface Lookahead {
  /** A floor's guard is about to move (before his speed is known, and before he comes back from Lost Visual). */
  guardMoves(floor: number): void;
  /** His speed for this move, once cards have had their say. */
  guardSpeed(floor: number, speed: number): void;
  /** He stepped into `loc`. */
  guardStep(floor: number, loc: Loc): void;
}

/** Thrown when the game ends in the middle of an action (a player caught with no stealth left). */
export class GameOver {}

/** Thrown when an action turns out to be illegal while it is being resolved; nothing it did is kept. */
export class RuleError {
  constructor(readonly code: string, readonly params: Record<string, string | number> = {}) {}
}

export class Ctx {
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

  tile(loc: Loc): TileState {
    return this.s.tiles[loc];
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
    const fixed = this.s.fixedDice.shift();
    return fixed ?? this.rng.die();
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

  /** Marks that information was revealed (a tile flipped, a card seen): undo cannot go back past it. */
  revealed(): void {
    if (this.lookahead) throw new HiddenDraw('reveal');
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
