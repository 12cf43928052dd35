// The text form of actions, shared by scripts (positions.md) and the bot: `Ava: move east`, `Bo: move F2 C3`,
// `Ava: move north laser:pay`, `Ava: use virus F1 B2 F1 B2 F2 C3`, `Bo: choose hack`. Cells become `F2 C3`.
import { ACTIONS } from './actions/index.js';
import { LOOT, TOOLS } from './cards/index.js';
import type { Action, GameState } from './types.js';
import { direction, nearestVerb, russianVerb } from './words.js';

export const VERBS: ReadonlySet<string> = new Set([...Object.keys(ACTIONS), 'choose']);

/**
 * Splits arguments, joining `F2` `C3` (or `F2C3`) into one cell argument and lower-casing the rest; Russian
 * directions (`запад`, `на запад`) become the engine's (`west`).
 */
export function normaliseArgs(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    const joined = /^[Ff](\d)([A-Ea-e]\d)$/.exec(w);
    if (joined) {
      out.push(`F${joined[1]} ${joined[2].toUpperCase()}`);
    } else if (/^[Ff]\d$/.test(w) && i + 1 < words.length && /^[A-Ea-e]\d$/.test(words[i + 1])) {
      out.push(`F${w[1]} ${words[i + 1].toUpperCase()}`);
      i++;
    } else if (/^[A-Ea-e]\d$/.test(w)) {
      out.push(w.toUpperCase());
    } else if (w.toLowerCase() === 'на' && i + 1 < words.length && direction(words[i + 1])) {
      out.push(direction(words[i + 1])!);
      i++;
    } else if (direction(w)) {
      out.push(direction(w)!);
    } else {
      out.push(w.toLowerCase());
    }
  }
  return out;
}

export type Parsed = { ok: true; action: Action } | { ok: false; code: string; params: Record<string, string> };

/** Parses `NAME: VERB ARGS`. */
export function parseAction(state: GameState, text: string): Parsed {
  const m = /^\s*([^:]+?)\s*:\s*(\S+)\s*(.*)$/.exec(text);
  if (!m) return { ok: false, code: 'bad-action', params: { text } };
  const player = state.players.findIndex((p) => p.name.toLowerCase() === m[1].toLowerCase());
  if (player < 0) return { ok: false, code: 'unknown-player', params: { name: m[1] } };
  const p = parseCommand(player, `${m[2]} ${m[3]}`);
  return p.ok ? { ok: true, action: withNames(state, p.action) } : p;
}

/** Words the engine reads for itself: a player who shares a name with one doesn't take it over. */
const ENGINE_WORDS = new Set(['north', 'east', 'south', 'west', 'up', 'down', ...Object.keys(TOOLS), ...Object.keys(LOOT)]);

/**
 * Player names as the crew spelled them: a name typed in any letters (`bo` for `Bo`), or in words when it has spaces
 * (`ann smith`), becomes the name itself, so a written action reads back as the very action (the log replays exactly).
 */
export function withNames(s: GameState, a: Action): Action {
  const names = s.players.map((p) => p.name);
  const args: string[] = [];
  for (let i = 0; i < a.args.length; i++) {
    const hit = names.find((n) => {
      const words = n.split(' ');
      if (words.length === 1 && ENGINE_WORDS.has(a.args[i].toLowerCase())) return false;
      return words.every((w, k) => a.args[i + k]?.toLowerCase() === w.toLowerCase());
    });
    if (hit) {
      args.push(hit);
      i += hit.split(' ').length - 1;
    } else args.push(a.args[i]);
  }
  return { ...a, args };
}

/** Parses `VERB ARGS` for a known player (the bot knows who typed it). */
export function parseCommand(player: number, text: string): Parsed {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { ok: false, code: 'bad-action', params: { text } };
  let verb = words[0].toLowerCase();
  verb = russianVerb(verb) ?? verb;
  if (!VERBS.has(verb)) {
    const suggest = nearestVerb(verb, VERBS);
    return { ok: false, code: 'unknown-verb', params: suggest ? { verb, suggest } : { verb } };
  }
  return { ok: true, action: { player, verb, args: normaliseArgs(words.slice(1)) } };
}

export function formatAction(state: GameState, a: Action): string {
  return `${state.players[a.player]?.name ?? `#${a.player}`}: ${[a.verb, ...a.args].join(' ')}`;
}
