// How the table's answers become messages (View, types.ts): a game's Presented lines and controls become text,
// buttons and menus within Discord's limits (5 rows, 5 buttons a row, 25 options a menu, 100-character custom ids),
// and the lobby's message. Custom ids carry the game, its version and the action typed (ids.ts), never who may act.
import type { AnyGame, Control, Menu, Options, Presented } from '../core/module.js';
import { lookup } from '../core/text.js';
import type { Locale } from '../core/types.js';
import { encodeId, ID_LIMIT } from './ids.js';
import type { GameRecord } from './persist.js';
import { tableText as t } from './text/index.js';
import type { Button, SelectMenu, View } from './types.js';

/** Suffixes of the custom ids of buttons that type the same action as an earlier one in the message. */
const DUPLICATES = 'bcdefgh';

/** A message of this game at its version, with nothing in it yet. */
export function emptyView(rec: GameRecord): View {
  return { gameId: rec.id, version: rec.version, text: [], buttons: [] };
}

/** The lobby: who is in, the bounds of the crew, and Join / Leave / Begin. */
export function lobbyView(rec: GameRecord, game: AnyGame, lang: Locale): View {
  const d = rec.data;
  const names = d.seats.map((s) => s.name).join(', ');
  return {
    ...emptyView(rec),
    text: [
      t(lang, 'lobby-title', { host: hostName(rec), game: gameTitle(game, lang, d.options) }),
      t(lang, 'lobby-crew', { count: d.seats.length, max: game.seating.max, names }),
      t(lang, game.seating.bots ? 'lobby-help-bots' : 'lobby-help'),
    ],
    buttons: [[
      { id: encodeId(rec.id, rec.version, 'join'), label: t(lang, 'button.join'), style: 'success' },
      { id: encodeId(rec.id, rec.version, 'leave'), label: t(lang, 'button.leave'), style: 'secondary' },
      { id: encodeId(rec.id, rec.version, 'begin'), label: t(lang, 'button.begin'), style: 'primary' },
    ]],
  };
}

/** Presented → View: controls become buttons and menus with custom ids carrying the action text. */
export function toView(rec: GameRecord, p: Presented): View {
  const view: View = { ...emptyView(rec), text: [...p.lines] };
  const menus = (p.menus ?? []).filter((m) => m.options.length > 0);
  const maxRows = 5 - Math.min(menus.length, 5);
  const used = new Set<string>();
  view.buttons = (p.rows ?? []).slice(0, maxRows)
    .map((row) => row.slice(0, 5).map((c) => controlButton(rec, c, used)).filter((b): b is Button => b !== null))
    .filter((r) => r.length > 0);
  const selects = menus.slice(0, 5 - view.buttons.length).map((m, k) => menuSelect(rec, m, k));
  if (selects.length) {
    view.select = selects[0];
    if (selects.length > 1) view.selects = selects.slice(1);
  }
  return view;
}

/** Adds a button in the last row with room, or a new row while the message has fewer than 5. */
export function addButton(view: View, b: Button): void {
  const rows = view.buttons.length + (view.select ? 1 : 0) + (view.selects?.length ?? 0);
  const last = view.buttons[view.buttons.length - 1];
  if (last && last.length < 5) last.push(b);
  else if (rows < 5) view.buttons.push([b]);
}

/** The game's name with its chosen options (`Burgle Bros. (The Bank Job)`). */
export function gameTitle(game: AnyGame, lang: Locale, options: Options): string {
  const title = lookup(game.texts, lang, 'game.title') ?? game.kind;
  const detail = game.options.filter((o) => o.choices && typeof options[o.name] === 'string')
    .map((o) => lookup(game.texts, lang, `${o.name}.${options[o.name]}`)).filter((x): x is string => !!x);
  return detail.length ? `${title} (${detail.join(', ')})` : title;
}

/** The host's seat name (empty when the host has left the lobby). */
export function hostName(rec: GameRecord): string {
  return rec.data.seats.find((s) => s.userId === rec.data.hostId)?.name ?? '';
}

/** A control's button. Two buttons of one message may type the same action (two cards alike in a hand) but may not
 * share a custom id: the later ones are `ab`, `ac` … (all: an action). */
function controlButton(rec: GameRecord, c: Control, used: Set<string>): Button | null {
  let id = encodeId(rec.id, rec.version, 'a', c.act);
  for (let n = 0; used.has(id) && n < DUPLICATES.length; n++) id = encodeId(rec.id, rec.version, `a${DUPLICATES[n]}`, c.act);
  if (id.length > ID_LIMIT || used.has(id)) return null;
  used.add(id);
  const b: Button = { id, label: c.label.slice(0, 80) || c.act.slice(0, 80), style: c.style ?? 'secondary' };
  if (c.emoji) b.emoji = c.emoji;
  if (c.disabled) b.disabled = true;
  return b;
}

/** Menus of one message need different custom ids: the first is `a`, the others `mb` … `me` (all: an action). */
function menuSelect(rec: GameRecord, m: Menu, k: number): SelectMenu {
  const id = encodeId(rec.id, rec.version, k === 0 ? 'a' : `m${'abcde'[k]}`);
  const seen = new Set<string>();
  const options = m.options.filter((o) => o.act.length <= ID_LIMIT && !seen.has(o.act) && seen.add(o.act)).slice(0, 25)
    .map((o) => ({ label: (o.label || o.act).slice(0, 100), value: o.act }));
  return { id, placeholder: m.placeholder.slice(0, 150), options };
}
