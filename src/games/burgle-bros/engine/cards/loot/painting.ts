// Painting: its holder can't use a Secret Door through a wall or travel between Service Ducts (they may still walk
// in and out of those tiles normally).
import type { Ctx } from '../../ctx.js';
import type { LootCard } from '../types.js';

const BLOCKED = new Set(['secret-door', 'duct']);

/** Counted when the holder stands where a Secret Door or a Service Duct would otherwise take them. */
function bites(ctx: Ctx, holder: number): void {
  const at = ctx.player(holder).at;
  if (at !== null && ctx.rules.moveOptions(ctx.s, at).some((o) => BLOCKED.has(o.via))) ctx.tookEffect('loot', 'painting');
}

export const painting: LootCard = {
  id: 'painting',
  hooks: {
    moveBlocked: (_s, holder, mover, _from, _to, via) => (mover === holder && BLOCKED.has(via) ? 'painting-blocks' : null),
    afterEnter(ctx, holder, mover) {
      if (mover === holder) bites(ctx, holder);
    },
    turnStart: bites,
  },
};
