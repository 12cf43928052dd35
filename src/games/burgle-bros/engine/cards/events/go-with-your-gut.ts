// Go With Your Gut: with a face-down tile next to the player, they must move into it (their choice among several),
// as a move worth one action: a Keypad rolls 1 die, a Deadbolt keeps them out, a Laser goes off.
import type { EventCard } from '../types.js';
import { noEffect } from './common.js';

export const goWithYourGut: EventCard = {
  id: 'go-with-your-gut',
  play(ctx, p) {
    const at = ctx.player(p).at!;
    const options = ctx.rules.moveOptions(ctx.s, at, p).filter((o) => !ctx.tile(o.to).revealed);
    if (options.length === 0) return noEffect(ctx, 'go-with-your-gut', 'no-face-down', { player: ctx.player(p).name });
    const names = options.map((o) => ctx.name(o.to));
    const pick = options[names.indexOf(ctx.ask(p, 'go-with-your-gut-pick', { from: ctx.name(at) }, names))];
    ctx.tookEffect('events', 'go-with-your-gut');
    ctx.rules.moveInto(ctx, p, pick.to, { via: pick.via, oneAction: true });
  },
};
