// Lockbox's position scripts, a tiny format of its own: { game: 'lockbox', players: [names], seed, length?, moves:
// ['Ann: dial g3', …], as?: a player } → where the game stands after the moves (the hand of `as` only), and the moves
// refused with why. A malformed script is a PositionError naming the field.
import { isObject, need, PositionError } from '../../src/core/position.js';
import { lookup } from '../../src/core/text.js';
import { SPECTATOR } from '../../src/core/types.js';
import { apply, LENGTHS, newGame, parseLine, type Length, type LockboxState } from './engine/index.js';
import { texts } from './text/index.js';
import { viewOf } from './view.js';

export function runPositions(script: Record<string, unknown>, as?: string): Record<string, unknown> {
  need(isObject(script), 'script', 'must be an object');
  need(script.game === undefined || script.game === 'lockbox', 'game', 'must be "lockbox"');
  const players = script.players;
  need(Array.isArray(players) && players.length >= 2 && players.length <= 4 && players.every((p) => typeof p === 'string' && p && !p.includes(':')), 'players', '2 to 4 names without colons');
  need(new Set(players.map((p) => (p as string).toLowerCase())).size === players.length, 'players', 'names must differ');
  need(Number.isInteger(script.seed), 'seed', 'must be a whole number');
  const length = (script.length ?? 'short') as string;
  need(length in LENGTHS, 'length', 'must be "short" or "long"');
  const moves = script.moves ?? [];
  need(Array.isArray(moves) && moves.every((m) => typeof m === 'string'), 'moves', 'must be a list of lines');
  const reader = as ?? (script.as as string | undefined);
  const seat = reader === undefined ? SPECTATOR : (players as string[]).indexOf(reader);
  if (reader !== undefined && seat < 0) throw new PositionError('as', `"${reader}" is not a player`);
  let s: LockboxState = newGame(players as string[], script.seed as number, length as Length);
  const rejected: { move: string; reason: string }[] = [];
  for (const line of moves as string[]) {
    const parsed = parseLine(s, line);
    const r = parsed.ok ? apply(s, parsed.action) : parsed;
    if (r.ok) s = r.state;
    else rejected.push({ move: line, reason: lookup(texts, 'en', r.rejection.code, r.rejection.params) ?? r.rejection.code });
  }
  const v = viewOf(s, seat);
  return {
    players: v.names.map((name, k) => ({ name, total: v.totals[k], cards: v.handSizes[k] })),
    turn: v.names[v.turn], asking: v.asking, deck: v.deck,
    winners: v.winners?.map((k) => v.names[k]) ?? null,
    ...(v.hand ? { hand: v.hand } : {}),
    rejected,
  };
}

/** A game as a script `runPositions` accepts (exports). */
export function scriptOf(origin: unknown, lines: readonly string[]): Record<string, unknown> {
  const o = origin as { names: string[]; seed: number; length: Length };
  return { game: 'lockbox', players: o.names, seed: o.seed, length: o.length, moves: [...lines] };
}
