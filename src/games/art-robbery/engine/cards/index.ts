// The card families by card name: number cards, Watchdog, Greedy Thief, Boss. Each gives a play's possible results.
import type { CardRule } from '../board.js';
import { playBoss } from './boss.js';
import { playGreedy } from './greedy.js';
import { playNumber } from './number.js';
import { playWatchdog } from './watchdog.js';

export function ruleOf(card: string): CardRule {
  if (card === 'boss') return playBoss;
  if (card === 'dog') return playWatchdog;
  if (card === 'greedy') return playGreedy;
  return playNumber;
}
