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
