// The no-leak twin: re-deals what `seat` may not know (other hands, the draw pile's order, the generator, other
// players' banked faces within each raid while the game goes on) and keeps every count and everything public.
import { Rng, seedRng } from '../../core/rng.js';
import { isOver } from './engine/apply.js';
import { seal } from './engine/score.js';
import type { ArtState } from './engine/types.js';

export function scramble(s0: ArtState, seat: number, rng: Rng): ArtState {
  const s: ArtState = JSON.parse(JSON.stringify(s0));
  const others = s.names.map((_, i) => i).filter((i) => i !== seat);
  const pool = rng.shuffle([...s.deck, ...others.flatMap((i) => s.hands[i])]);
  for (const i of others) s.hands[i] = pool.splice(0, s.hands[i].length);
  s.deck = pool;
  s.rng = seedRng(rng.int(0x7fffffff));
  if (!isOver(s)) {
    for (let r = 1; r <= 4; r++) {
      const faces = rng.shuffle(others.flatMap((i) => s.banked[i].filter((b) => b.raid === r).map((b) => b.token)));
      for (const i of others) for (const b of s.banked[i]) if (b.raid === r) b.token = faces.shift()!;
    }
    s.sealed = s.banked.map(seal);
  }
  return s;
}
