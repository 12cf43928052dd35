// Custom ids of the table's buttons and menus: `h:<gameId>:<version>:<what>[:<arg>]` (≤ 100 characters). They name
// what a control does, never who may press it: that is decided from the person who pressed, when it is handled.
// Every `what` the table makes is listed here, with what it means (`controlKind`).
export interface DecodedId {
  gameId: number;
  version: number;
  what: string;
  arg: string;
}

export const ID_LIMIT = 100;

/** The keys the table writes. */
export const KEYS = {
  join: 'join', leave: 'leave', begin: 'begin', undo: 'undo', hand: 'hand',
  /** A button typing an action (arg: the action as typed); the first menu of a message (the picked value is the action). */
  act: 'a',
  /** Confirm after a preview (arg: the action). */
  confirm: 'c',
  /** A focus button (arg: the focus key): the same note again, in place, focused. */
  focus: 'f',
  /** The confirmed end of a game (arg: who asked, informational only). */
  end: 'end',
  /** A menu option's value that is a focus key rather than an action starts with this. */
  focusValue: '~',
  /** The web pages: the presser gets their own private link (a public post has many readers). */
  web: 'w',
  /** Let a bot play a waited-on seat until its player returns (arg: the seat); who may is the presser. */
  away: 'away',
  /** Take one's seat back from the bot (arg: the seat); only its player may. */
  back: 'back',
  /** Leave a game in play for good, confirmed: a bot plays the seat to the end. */
  quit: 'quit',
} as const;

const REPEATS = 'bcdefgh';
const MENUS = 'abcde';

/** The key of the n-th further control (n ≥ 1) that would carry the same `what` and arg in one message: `ab`, `ac` …
 * (`fb` … for focus buttons); undefined when there are no more. */
export function repeatKey(what: string, n: number): string | undefined {
  return n >= 1 && n <= REPEATS.length ? `${what}${REPEATS[n - 1]}` : undefined;
}

/** The k-th menu of a message (from 0): `a`, then `mb` … `me`. */
export function menuKey(k: number): string {
  return k === 0 ? KEYS.act : `m${MENUS[k]}`;
}

/** What a decoded control does: one of the table's own, an action (pressed or picked), a focus, or unknown. */
export type ControlKind = 'join' | 'leave' | 'begin' | 'undo' | 'hand' | 'end' | 'act' | 'confirm' | 'focus' | 'web' | 'away' | 'back' | 'quit' | 'unknown';

export function controlKind(what: string): ControlKind {
  if (what === KEYS.join || what === KEYS.leave || what === KEYS.begin || what === KEYS.undo || what === KEYS.hand || what === KEYS.end) return what;
  if (what === KEYS.confirm) return 'confirm';
  if (what === KEYS.web) return 'web';
  if (what === KEYS.away || what === KEYS.back || what === KEYS.quit) return what;
  if (what === KEYS.act || /^a[b-h]$/.test(what) || /^m[b-e]$/.test(what)) return 'act';
  if (what === KEYS.focus || /^f[b-h]$/.test(what)) return 'focus';
  return 'unknown';
}

export function encodeId(gameId: number, version: number, what: string, arg?: string): string {
  return `h:${gameId}:${version}:${what}${arg !== undefined ? `:${arg}` : ''}`;
}

export function decodeId(id: string): DecodedId | null {
  const m = /^h:(\d{1,15}):(\d{1,15}):([a-z]+)(?::(.*))?$/s.exec(id);
  if (!m) return null;
  return { gameId: Number(m[1]), version: Number(m[2]), what: m[3], arg: m[4] ?? '' };
}

/** A control that works at any version of its game, and after its end (My hand, Web): it never goes stale. */
export function lastingControl(id: string): boolean {
  const kind = controlKind(decodeId(id)?.what ?? '');
  return kind === 'hand' || kind === 'web';
}
