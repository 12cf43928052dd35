// Lockbox's bot, from its own view only: it dials the card nearest an even share of what it still needs (easy: any
// card), and peeks at the fullest hand.
import type { BotInput } from '../../../src/core/module.js';
import type { Action } from '../../../src/core/types.js';
import { valueOf } from '../engine/index.js';
import type { LockboxView } from '../view.js';

export function botMove({ view, seat, legal, rng, level }: BotInput<LockboxView>): Action {
  if (level === 'easy') return legal[rng.int(legal.length)];
  const peeks = legal.filter((a) => a.verb === 'choose');
  if (peeks.length) {
    const size = (a: Action) => view.handSizes[view.names.indexOf(a.args[0])];
    return peeks.reduce((best, a) => (size(a) > size(best) ? a : best));
  }
  const dialled = view.played.filter((p) => p.seat === seat).length;
  const want = (view.combination - view.totals[seat]) / Math.max(1, view.plays - dialled);
  const miss = (a: Action) => Math.abs(valueOf(a.args[0]) - want);
  return legal.reduce((best, a) => (miss(a) < miss(best) ? a : best));
}
