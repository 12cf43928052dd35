// What must hold after every step (the simulator checks it): 55 cards and 36 tokens conserved, hands of at most 5,
// banked tokens never moving, the dog in one place, a raid ending exactly when the centre empties, scores recounted.
import { isOver } from './engine/apply.js';
import { alibis, score, seal } from './engine/score.js';
import { fullDeck, sorted } from './engine/tokens.js';
import type { ArtState } from './engine/types.js';

const same = (a: readonly string[], b: readonly string[]) => sorted(a).join(' ') === sorted(b).join(' ');

export function invariants(s: ArtState): string[] {
  const out: string[] = [];
  const cards = [...s.hands.flat(), ...s.deck, ...s.discard];
  if (!same(cards, fullDeck())) out.push(`the cards are not the 55 of the game: ${cards.length} found in hands, draw pile and discard`);
  for (let r = 1; r <= 4; r++) {
    const found = [...s.banked.flat(), ...s.box].filter((t) => t.raid === r).map((t) => t.token);
    if (r === s.raid) found.push(...s.centre, ...s.faceUp.flat());
    const expected = r <= s.raid ? s.raids[r - 1] : [];
    if (!same(found, expected)) out.push(`raid ${r}'s tokens are [${sorted(found).join(' ')}], expected [${sorted(expected).join(' ')}]`);
  }
  const p = s.pending;
  const short = p?.kind === 'choose' ? p.player : p?.kind === 'give' ? p.thief : -1;
  s.hands.forEach((h, i) => {
    const want = i === short ? 4 : 5;
    if (h.length !== want) out.push(`${s.names[i]} holds ${h.length} cards, expected ${want}`);
  });
  s.banked.forEach((b, i) => {
    if (seal(b) !== s.sealed[i]) out.push(`${s.names[i]}'s banked tokens moved: [${seal(b)}], sealed as [${s.sealed[i]}]`);
  });
  if (!(s.dog === null || s.dog === 'centre' || (Number.isInteger(s.dog) && s.dog >= 0 && s.dog < s.names.length))) out.push(`the dog is nowhere valid (${String(s.dog)})`);
  const ended = isOver(s) || p?.kind === 'discard';
  if (!ended && s.centre.length === 0) out.push(`raid ${s.raid} goes on with an empty centre`);
  if (ended && (s.raid !== 4 || s.centre.length > 0 || s.faceUp.some((f) => f.length))) out.push('the game ended with tokens still in play');
  if (p?.kind === 'give' && s.dog !== p.victim) out.push(`${s.names[p.victim]} is asked about the dog without holding it`);
  if (isOver(s) && s.final) {
    s.names.forEach((n, i) => {
      if (s.final!.scores[i] !== score(s, i)) out.push(`${n}'s score ${s.final!.scores[i]} does not match the recount ${score(s, i)}`);
      if (s.final!.alibis[i] !== alibis(s, i)) out.push(`${n}'s alibis ${s.final!.alibis[i]} do not match the recount ${alibis(s, i)}`);
    });
  }
  return out;
}
