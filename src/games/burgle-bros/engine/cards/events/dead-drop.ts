// Dead Drop: the player passes every tool and loot card to the player on their right, the previous player in turn
// order (NOTES §7) still in the building (ruling E6). Nobody may hold both Gold Bars: a second one stays put.
import type { EventCard } from '../types.js';
import { noEffect } from './common.js';

export const deadDrop: EventCard = {
  id: 'dead-drop',
  play(ctx, p) {
    const s = ctx.s;
    let to = -1;
    for (let i = 1; i < s.players.length; i++) {
      const q = (p - i + s.players.length) % s.players.length;
      if (!s.players[q].escaped) {
        to = q;
        break;
      }
    }
    const from = ctx.player(p);
    if (to < 0) return noEffect(ctx, 'dead-drop', 'no-receiver');
    const other = ctx.player(to);
    const passed: string[] = [...from.tools];
    other.tools.push(...from.tools);
    from.tools = [];
    const kept: typeof from.loot = [];
    for (const l of from.loot) {
      if (l === 'gold-bar' && other.loot.includes('gold-bar')) kept.push(l);
      else {
        other.loot.push(l);
        passed.push(l);
      }
    }
    from.loot = kept;
    if (passed.length === 0) return noEffect(ctx, 'dead-drop', 'nothing-held', { player: from.name });
    ctx.tookEffect('events', 'dead-drop');
    ctx.emit('dead-drop', { player: from.name, other: other.name, items: passed });
  },
};
