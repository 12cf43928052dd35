// A raid's end (NOTES §4, §6): when the last token leaves the centre, the Boss check (kept only beside a face-up 4 or
// 5 of this raid), everyone banks face down, then the next raid starts with the dog's holder (or after the taker).
import type { GameEvent } from '../../../core/types.js';
import { endGame } from './game-end.js';
import { seal } from './score.js';
import { valueOf } from './tokens.js';
import type { ArtState } from './types.js';

export function endRaid(s: ArtState, taker: number, events: GameEvent[]): void {
  events.push({ code: 'raid.end', params: { raid: s.raid } });
  const holder = s.faceUp.findIndex((f) => f.includes('boss'));
  if (holder >= 0) {
    const keeps = s.faceUp[holder].some((t) => valueOf(t) === 4 || valueOf(t) === 5);
    if (!keeps) {
      s.faceUp[holder].splice(s.faceUp[holder].indexOf('boss'), 1);
      s.box.push({ raid: s.raid, token: 'boss' });
    }
    events.push({ code: keeps ? 'boss.kept' : 'boss.boxed', params: { player: s.names[holder] } });
  }
  s.faceUp.forEach((tokens, p) => {
    s.banked[p].push(...tokens.map((token) => ({ raid: s.raid, token })));
    s.sealed[p] = seal(s.banked[p]);
    events.push({ code: 'banked', params: { player: s.names[p], count: tokens.length } });
  });
  s.faceUp = s.faceUp.map(() => []);
  s.turnNo++;
  if (s.raid === 4) {
    endGame(s, events);
    return;
  }
  s.raid++;
  s.centre = [...s.raids[s.raid - 1]];
  s.turn = typeof s.dog === 'number' ? s.dog : (taker + 1) % s.names.length;
  events.push({ code: 'raid.start', params: { raid: s.raid, player: s.names[s.turn] } });
}
