// Shared by every game's position reader (docs/positions.md): a malformed script is a PositionError naming
// the field, which the CLI prints as one line and exits 2.
export class PositionError extends Error {
  constructor(readonly field: string, message: string) {
    super(`${field}: ${message}`);
  }
}

export function need(cond: unknown, field: string, message: string): asserts cond {
  if (!cond) throw new PositionError(field, message);
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Refuses a field the script's reader does not know (a typo such as `gaurds` would otherwise be dropped unseen). */
export function onlyFields(obj: Record<string, unknown>, prefix: string, known: readonly string[], what: string): void {
  for (const k of Object.keys(obj)) {
    need(known.includes(k), `${prefix}${k}`, `is not a field of ${what}: the fields are ${known.join(', ')}`);
  }
}

/** A player's name in a script: never blank, never holding the ":" that ends the name in an action line. */
export function needName(n: unknown, field: string): asserts n is string {
  need(typeof n === 'string' && n.trim() !== '' && !n.includes(':'), field, 'must be a name without ":"');
  // Action lines are read with the name trimmed: " Ava" could never act.
  need(n === n.trim(), field, `"${n}" must not start or end with a space`);
}

/** The seat `--as NAME` reads from, in any case, or the one-line refusal every game gives. */
export function readerSeat(names: readonly string[], as: string): number {
  const seat = names.findIndex((n) => n.toLowerCase() === as.trim().toLowerCase());
  need(seat >= 0, '--as', `"${as}" is not one of the players: name one of ${names.join(', ')}`);
  return seat;
}
