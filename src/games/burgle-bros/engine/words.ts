// The words players type: English and Russian directions and verbs (север = north, заглянуть = peek, ...), and the
// nearest known word for a near miss ("wst" -> west) so a refusal can ask "did you mean west?". Used by parse.ts
// (verbs, and directions in arguments) and rules/targets.ts (targets).
import { own } from '../../../core/text.js';

/** Directions as the engine writes them, and every word accepted for each. */
const DIRECTION_WORDS: Record<string, string> = {
  north: 'north', east: 'east', south: 'south', west: 'west', up: 'up', down: 'down',
  север: 'north', восток: 'east', юг: 'south', запад: 'west', вверх: 'up', наверх: 'up', вниз: 'down',
  'на-север': 'north', 'на-восток': 'east', 'на-юг': 'south', 'на-запад': 'west',
};

/** Russian words for each verb (the Russian rulebook's: зайти, заглянуть, взломать, ...). */
const VERB_WORDS: Record<string, string> = {
  идти: 'move', иди: 'move', пойти: 'move', зайти: 'move', перейти: 'move', двигаться: 'move',
  заглянуть: 'peek', загляни: 'peek', посмотреть: 'peek',
  взломать: 'hack', взлом: 'hack',
  кубик: 'add-die', 'положить-кубик': 'add-die',
  вскрыть: 'crack', вскрой: 'crack',
  сбежать: 'escape', побег: 'escape',
  использовать: 'use', применить: 'use',
  способность: 'ability', навык: 'ability',
  отдать: 'give', дать: 'give', передать: 'give',
  взять: 'take', забрать: 'take', подобрать: 'take',
  конец: 'end', закончить: 'end', завершить: 'end',
  выбрать: 'choose', выбор: 'choose',
};

/** The engine's direction for a typed word (`запад` -> west), or null. */
export function direction(word: string): string | null {
  return own(DIRECTION_WORDS, word.toLowerCase()) ?? null;
}

/** The engine's verb for a Russian verb word, or null (English verbs are the engine's own). */
export function russianVerb(word: string): string | null {
  return own(VERB_WORDS, word.toLowerCase()) ?? null;
}

/** Edit distance (insertions, deletions, substitutions, and swapping two neighbours), cut off above 2. */
function distance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The known word nearest to `word` (one slip for short words, two for longer ones), or null. */
export function nearest(word: string, known: Iterable<string>): string | null {
  const w = word.toLowerCase();
  let best: string | null = null;
  let bestD = w.length <= 4 ? 1 : 2;
  for (const k of known) {
    const dist = distance(w, k);
    if (dist <= bestD && (best === null || dist < bestD)) [best, bestD] = [k, dist];
  }
  return best === w ? null : best;
}

/** A near miss of a direction (English or Russian), as typed-language word: `wst` -> west, `запод` -> запад. */
export function nearestDirection(word: string): string | null {
  return nearest(word, Object.keys(DIRECTION_WORDS));
}

/** A near miss of a verb: `mvoe` -> move; Russian verb words too. */
export function nearestVerb(word: string, verbs: Iterable<string>): string | null {
  return nearest(word, [...verbs, ...Object.keys(VERB_WORDS)]);
}
