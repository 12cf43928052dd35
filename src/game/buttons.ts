// Buttons and the answer select: custom ids `h:<gameId>:<version>:<what>[:<arg>]` (≤100 chars), built from the
// engine's legal actions (common actions) and its open question (every option). Decoded by HeistService.button().
import { legalActions, type Action, type GameState } from '../games/burgle-bros/engine/index.js';
import { t, type Locale } from '../i18n/index.js';
import type { Button, SelectMenu } from './types.js';

export interface DecodedId {
  gameId: number;
  version: number;
  /** 'join' | 'leave' | 'begin' | 'undo' | 'status' | 'a' (action text) | 'q' (answer index) | 'end' (confirmed end). */
  what: string;
  arg: string;
}

export function encodeId(gameId: number, version: number, what: string, arg?: string): string {
  return `h:${gameId}:${version}:${what}${arg !== undefined ? `:${arg}` : ''}`;
}

export function decodeId(id: string): DecodedId | null {
  const m = /^h:(\d+):(\d+):([a-z]+)(?::(.*))?$/s.exec(id);
  if (!m) return null;
  return { gameId: Number(m[1]), version: Number(m[2]), what: m[3], arg: m[4] ?? '' };
}

export function lobbyButtons(gameId: number, version: number, lang: Locale): Button[][] {
  return [[
    { id: encodeId(gameId, version, 'join'), label: t(lang, 'button.join'), style: 'success' },
    { id: encodeId(gameId, version, 'leave'), label: t(lang, 'button.leave'), style: 'secondary' },
    { id: encodeId(gameId, version, 'begin'), label: t(lang, 'button.begin'), style: 'primary' },
  ]];
}

const ARROWS: Record<string, string> = { north: '⬆️', east: '➡️', south: '⬇️', west: '⬅️', up: '⏫', down: '⏬' };
const MAIN_VERBS = ['hack', 'add-die', 'crack', 'escape'];

/** A readable label for an answer or an action target (directions and known words translated, cells as is). */
export function optionLabel(lang: Locale, option: string): string {
  for (const prefix of ['target.', 'item.', 'event.', 'character.']) {
    const key = `${prefix}${option}`;
    const s = t(lang, key);
    if (s !== key) return s;
  }
  return option.split(' ').map((w) => {
    const key = `target.${w}`;
    const s = t(lang, key);
    return s === key ? w : s;
  }).join(' ');
}

function actionButton(gameId: number, version: number, lang: Locale, a: Action, style: Button['style']): Button | null {
  const text = [a.verb, ...a.args].join(' ');
  const id = encodeId(gameId, version, 'a', text);
  if (id.length > 100) return null;
  const target = a.args.length ? optionLabel(lang, a.args.join(' ')) : '';
  const label = t(lang, `button.${a.verb}`, { target }).slice(0, 80);
  const b: Button = { id, label, style };
  const arrow = ARROWS[a.args[0] ?? ''];
  if (arrow && (a.verb === 'move' || a.verb === 'peek')) b.emoji = arrow;
  return b;
}

function rows(buttons: Button[], max: number): Button[][] {
  const out: Button[][] = [];
  for (let i = 0; i < buttons.length && out.length < max; i += 5) out.push(buttons.slice(i, i + 5));
  return out;
}

/** Buttons for whoever must act now: every answer to an open question (a select when many), or the common actions. */
export function actionButtons(gameId: number, version: number, s: GameState, lang: Locale): { buttons: Button[][]; select?: SelectMenu } {
  if (s.outcome !== 'playing') return { buttons: [] };
  if (s.awaiting) {
    const opts = s.awaiting.options;
    if (opts.length <= 10) {
      const bs = opts.map((o, i): Button => ({ id: encodeId(gameId, version, 'q', String(i)), label: optionLabel(lang, o).slice(0, 80), style: 'primary' }));
      return { buttons: rows(bs, 2) };
    }
    return {
      buttons: [],
      select: {
        id: encodeId(gameId, version, 'q'),
        placeholder: t(lang, 'select.answer'),
        options: opts.slice(0, 25).map((o, i) => ({ label: optionLabel(lang, o).slice(0, 100), value: String(i) })),
      },
    };
  }
  const legal = legalActions(s);
  const pick = (verb: string, style: Button['style']) =>
    legal.filter((a) => a.verb === verb).map((a) => actionButton(gameId, version, lang, a, style)).filter((b): b is Button => b !== null);
  const out: Button[][] = [];
  out.push(...rows(pick('move', 'primary'), 2));
  out.push(...rows(pick('peek', 'secondary'), 1));
  const main = MAIN_VERBS.flatMap((v) => pick(v, v === 'escape' ? 'success' : 'secondary'));
  const end = pick('end', 'danger');
  const last = [...main, ...end];
  // End turn and undo are always reachable: put them in the last row we may use.
  const room = 5 - out.length;
  if (room <= 0) out.splice(4, out.length - 4);
  const tail = rows(last, Math.max(1, 5 - out.length));
  out.push(...tail);
  if (s.turn.acted && out.length > 0 && out.length <= 5 && out[out.length - 1].length < 5) {
    out[out.length - 1].push({ id: encodeId(gameId, version, 'undo'), label: t(lang, 'button.undo'), style: 'secondary' });
  }
  return { buttons: out.filter((r) => r.length > 0).slice(0, 5) };
}
