// A count and its noun, by each language's rule: one place for what every catalogue (the games', the table's) needs.

/** The English noun for `n`: singular for one ("1 token"), plural otherwise ("0 tokens", "3 tokens"). */
export function enNoun(n: unknown, one: string, many: string): string {
  return Number(n) === 1 ? one : many;
}

/** `n` and its English noun: "1 die", "2 dice". */
export function enCount(n: unknown, one: string, many: string): string {
  return `${String(n ?? '')} ${enNoun(n, one, many)}`;
}

/** The Russian noun's form for `n`: `one` after 1, 21, 31… (карта), `few` after 2–4, 22–24… (карты), `many` after 0,
 * 5–20, 11–14, 25… (карт). */
export function ruNoun(n: unknown, one: string, few: string, many: string): string {
  const k = Math.abs(Number(n)) % 100, d = k % 10;
  if (k >= 11 && k <= 14) return many;
  return d === 1 ? one : d >= 2 && d <= 4 ? few : many;
}

/** `n` and its Russian noun: "1 карта", "3 карты", "12 карт". */
export function ruCount(n: unknown, one: string, few: string, many: string): string {
  return `${String(n ?? '')} ${ruNoun(n, one, few, many)}`;
}
