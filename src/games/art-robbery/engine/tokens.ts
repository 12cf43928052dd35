// Token faces and card names (NOTES §1–2): reading `3*`, `boss`, values and alibi dots, and checking a token table
// loaded from assets/art-robbery/tokens.json. Scoring from these is in score.ts.
import type { Card, Token } from './types.js';

export const CARDS: readonly Card[] = ['0', '1', '2', '3', '4', '5', 'boss', 'dog', 'greedy'];
/** How many of each card the deck holds (55). */
export const CARD_COUNTS: Record<Card, number> = { 0: 6, 1: 6, 2: 6, 3: 6, 4: 6, 5: 6, boss: 6, dog: 6, greedy: 7 };
export const ART = ['sketches', 'sculptures', 'antiques', 'paintings'] as const;

export const isCard = (c: string): boolean => CARDS.includes(c);
export const isToken = (t: string): boolean => /^(boss|[0-5]\**)$/.test(t);
/** A token's printed value; the Boss token has none. */
export const valueOf = (t: Token): number | null => (t === 'boss' ? null : Number(t[0]));
export const dotsOf = (t: Token): number => (t === 'boss' ? 0 : t.length - 1);
/** A number card's value, else null. */
export const cardNumber = (c: Card): number | null => (/^[0-5]$/.test(c) ? Number(c) : null);

/** The full deck in a fixed order (shuffled at setup). */
export function fullDeck(): Card[] {
  return CARDS.flatMap((c) => Array.from({ length: CARD_COUNTS[c] }, () => c));
}

/** Removes one copy of `item` from `list` (in place); false when there is none. */
export function takeOne<T>(list: T[], item: T): boolean {
  const i = list.indexOf(item);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

/** Sorted copy, for comparing multisets and writing tokens in a steady order. Views sort every hand and pile they
 * show, most already in order: those are copied without sorting (a sort makes its own work arrays). */
export function sorted(xs: readonly string[]): string[] {
  for (let i = 1; i < xs.length; i++) if (tokenOrder(xs[i - 1], xs[i]) > 0) return [...xs].sort(tokenOrder);
  return xs.slice();
}
/** Boss 100, a number token its value × 10 plus its dots, anything else 200 (read from its first character). */
const rank = (t: string): number => {
  if (t === 'boss') return 100;
  const d = t.charCodeAt(0) - 48;
  return d >= 0 && d <= 5 ? d * 10 + t.length - 1 : 200;
};
export function tokenOrder(a: string, b: string): number {
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * Checks a token table (the file's parsed JSON) and returns the four raids' tokens; throws an Error whose message
 * names what is wrong and where.
 */
export function readTokenTable(data: unknown, source: string): Token[][] {
  const fail = (what: string): never => {
    throw new Error(`The Art Robbery token table ${source} is not usable: ${what}.`);
  };
  if (typeof data !== 'object' || data === null || !Array.isArray((data as { raids?: unknown }).raids)) {
    fail('it must be a JSON object with a "raids" list');
  }
  const raids = (data as { raids: unknown[] }).raids;
  if (raids.length !== 4) fail(`"raids" must list 4 raids, it lists ${raids.length}`);
  return raids.map((r, i) => {
    const where = `raids[${i}]`;
    if (typeof r !== 'object' || r === null) fail(`${where} must be an object`);
    const { raid, art, tokens } = r as { raid?: unknown; art?: unknown; tokens?: unknown };
    if (raid !== i + 1) fail(`${where}.raid must be ${i + 1}`);
    if (art !== ART[i]) fail(`${where}.art must be "${ART[i]}"`);
    if (!Array.isArray(tokens) || tokens.length !== 9) fail(`${where}.tokens must list 9 tokens`);
    const list = tokens as unknown[];
    list.forEach((t, k) => {
      if (typeof t !== 'string' || !isToken(t)) fail(`${where}.tokens[${k}] (${JSON.stringify(t)}) is not a token such as "3", "1*" or "boss"`);
    });
    if (list.filter((t) => t === 'boss').length !== 1) fail(`${where}.tokens must hold exactly one "boss"`);
    return list as Token[];
  });
}
