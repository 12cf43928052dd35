// Peekhole: the player may peek at one face-down tile next to them, through walls too, or directly above or below;
// or decline ("none").
import { DIRECTIONS, step, vertical } from '../../board.js';
import type { Loc } from '../../types.js';
import type { EventCard } from '../types.js';
import { noEffect } from './common.js';

export const peekhole: EventCard = {
  id: 'peekhole',
  play(ctx, p) {
    const s = ctx.s;
    const at = ctx.player(p).at!;
    const near: (Loc | null)[] = [...DIRECTIONS.map((d) => step(s, at, d)), vertical(s, at, 1), vertical(s, at, -1)];
    const targets = near.filter((l): l is Loc => l !== null && s.tiles[l].room !== 'empty' && !s.tiles[l].revealed);
    if (targets.length === 0) return noEffect(ctx, 'peekhole', 'no-face-down', { player: ctx.player(p).name });
    const names = targets.map((l) => ctx.name(l));
    const pick = ctx.ask(p, 'peekhole-pick', { from: ctx.name(at) }, [...names, 'none']);
    if (pick === 'none') return noEffect(ctx, 'peekhole', 'declined', { player: ctx.player(p).name });
    const to = targets[names.indexOf(pick)];
    ctx.tookEffect('events', 'peekhole');
    ctx.emit('peeked', { player: ctx.player(p).name, at: ctx.name(to) });
    ctx.rules.reveal(ctx, to, 'peek');
  },
};
