// Custom ids of the table's buttons and menus: `h:<gameId>:<version>:<what>[:<arg>]` (≤ 100 characters). They name
// what a button does, never who may press it: that is decided from the person who pressed, when it is handled.
export interface DecodedId {
  gameId: number;
  version: number;
  /** 'join' | 'leave' | 'begin' | 'undo' | 'status' | 'hand' | 'a' (arg: the action as typed) | 'end' (confirmed end). */
  what: string;
  arg: string;
}

export const ID_LIMIT = 100;

export function encodeId(gameId: number, version: number, what: string, arg?: string): string {
  return `h:${gameId}:${version}:${what}${arg !== undefined ? `:${arg}` : ''}`;
}

export function decodeId(id: string): DecodedId | null {
  const m = /^h:(\d+):(\d+):([a-z]+)(?::(.*))?$/s.exec(id);
  if (!m) return null;
  return { gameId: Number(m[1]), version: Number(m[2]), what: m[3], arg: m[4] ?? '' };
}
