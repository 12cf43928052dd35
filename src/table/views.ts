// A game's controls as Discord can hold them: a game's Presented rows and menus become buttons and select menus within
// Discord's limits (5 rows, 5 buttons a row, 25 options a menu, 100-character custom ids), plus the game's title and
// the lobby's lines. Custom ids carry the game, its version and the action typed (ids.ts), never who may act.
import type { AnyGame, Control, Menu, Options, Presented } from '../core/module.js';
import { lookup } from '../core/text.js';
import type { Locale } from '../core/types.js';
import { encodeId, ID_LIMIT, KEYS, menuKey, repeatKey } from './ids.js';
import type { GameRecord } from './persist.js';
import { uniqueNames } from './names.js';
import { tableText as t } from './text/index.js';
import type { Button, SelectMenu } from './types.js';

export interface Controls {
  buttons: Button[][];
  selects: SelectMenu[];
}

export const NO_CONTROLS: Controls = { buttons: [], selects: [] };

/** Presented controls → buttons and menus with custom ids carrying the action text (or the focus key). */
export function controlsOf(gameId: number, version: number, p: Pick<Presented, 'rows' | 'menus'>): Controls {
  const menus = (p.menus ?? []).filter((m) => m.options.length > 0);
  const maxRows = 5 - Math.min(menus.length, 5);
  const used = new Set<string>();
  const buttons = (p.rows ?? []).slice(0, maxRows)
    .map((row) => row.slice(0, 5).map((c) => controlButton(gameId, version, c, used)).filter((b): b is Button => b !== null))
    .filter((r) => r.length > 0);
  const selects = menus.slice(0, 5 - buttons.length).map((m, k) => menuSelect(gameId, version, m, k));
  return { buttons, selects };
}

/** Adds a button in the last row with room, or a new row while the message has fewer than 5. */
export function withButton(c: Controls, b: Button): Controls {
  const rows = c.buttons.length + c.selects.length;
  const buttons = c.buttons.map((r) => [...r]);
  const last = buttons[buttons.length - 1];
  if (last && last.length < 5) last.push(b);
  else if (rows < 5) buttons.push([b]);
  return { buttons, selects: c.selects };
}

/** The game's name with its chosen options (`Burgle Bros. (The Bank Job)`). */
export function gameTitle(game: AnyGame, lang: Locale, options: Options): string {
  const title = lookup(game.texts, lang, 'game.title') ?? game.kind;
  // Each option the game words in a title: a choice by its own name (`scenario.bank`), else `title.<option>.<value>`
  // ("random walls") or `title.<option>` with the value ("empty space B4"); the rest (bots, level, …) are said elsewhere.
  const detail = game.options.flatMap((o) => {
    const v = options[o.name] ?? o.default;
    if (v === undefined || v === null || v === false) return [];
    const said = (o.choices && typeof v === 'string' ? lookup(game.texts, lang, `${o.name}.${v}`) : null)
      ?? lookup(game.texts, lang, `title.${o.name}.${String(v)}`) ?? lookup(game.texts, lang, `title.${o.name}`, { value: String(v) });
    return said ? [said] : [];
  });
  if (!detail.length) return title;
  // A title that ends in brackets itself (its original name beside a translated one) takes its details after a dash.
  return title.endsWith(')') ? `${title} — ${detail.join(', ')}` : `${title} (${detail.join(', ')})`;
}

/** The host's seat name (empty when the host has left the lobby). */
export function hostName(rec: GameRecord): string {
  // A host whose seat went to a substitute is still the host: named as they were at the table.
  return rec.data.seats.find((s) => s.userId === rec.data.hostId)?.name
    ?? rec.data.replaced?.findLast((r) => r.userId === rec.data.hostId)?.name ?? '';
}

/** The lobby: who is in, the bounds of the crew, and Join / Leave / Begin. */
export function lobbyLines(rec: GameRecord, game: AnyGame, lang: Locale): string[] {
  const d = rec.data;
  const bots = lobbyBots(game, d.options, d.seats.length);
  // As the game will name them: told apart from each other and from its bots ("a", "a 2"; a person called "Bot 1").
  const botNames = Array.from({ length: bots }, (_, i) => t(lang, 'bot-name', { n: i + 1 }));
  const unique = uniqueNames([...d.seats.map((s) => s.name), ...botNames], [...d.seats.map(() => false), ...botNames.map(() => true)]);
  const names = unique.slice(0, d.seats.length).join(', ') + (bots ? t(lang, 'lobby-bots', { count: bots }) : '');
  return [
    t(lang, 'lobby-title', { host: hostName(rec), game: gameTitle(game, lang, d.options) }),
    t(lang, 'lobby-crew', { count: d.seats.length + bots, max: game.seating.max, names }),
    t(lang, game.seating.bots ? 'lobby-help-bots' : 'lobby-help'),
  ];
}

/** The crew sizes (people) from `people` up to the game's largest that its seating takes with these options: a lobby's
 * bots leave room for fewer people than the game's maximum (Noir: Heist with `bots:6` takes one person). */
export function seatableFrom(game: AnyGame, options: Options, people: number): boolean {
  for (let humans = people; humans <= game.seating.max; humans++) if (game.seating.plan({ options, humans, dm: false, seed: 0 }).ok) return true;
  return false;
}

/** The seats bots will take at Begin, as the game's options ask (its seating with these people, or with the fewest
 * more people it would begin with): shown in the lobby from the start, not only once the game begins. */
export function lobbyBots(game: AnyGame, options: Options, people: number): number {
  if (!game.seating.bots) return 0;
  for (let humans = people; humans <= game.seating.max; humans++) {
    const plan = game.seating.plan({ options, humans, dm: false, seed: 0 });
    if (plan.ok) return plan.seats.filter((o) => !('human' in o)).length;
  }
  return 0;
}

export function lobbyControls(rec: GameRecord, lang: Locale): Controls {
  return {
    buttons: [[
      { id: encodeId(rec.id, rec.version, KEYS.join), label: t(lang, 'button.join'), style: 'success' },
      { id: encodeId(rec.id, rec.version, KEYS.leave), label: t(lang, 'button.leave'), style: 'secondary' },
      { id: encodeId(rec.id, rec.version, KEYS.begin), label: t(lang, 'button.begin'), style: 'primary' },
    ]],
    selects: [],
  };
}

/** A control's button. Two buttons of one message may type the same action (two cards alike in a hand) but may not
 * share a custom id: the later ones get a repeat key (ids.ts). */
function controlButton(gameId: number, version: number, c: Control, used: Set<string>): Button | null {
  const what = c.focus ? KEYS.focus : KEYS.act;
  let id = encodeId(gameId, version, what, c.act);
  for (let n = 1; used.has(id) && repeatKey(what, n); n++) id = encodeId(gameId, version, repeatKey(what, n)!, c.act);
  if (id.length > ID_LIMIT || used.has(id)) return null;
  used.add(id);
  const b: Button = { id, label: c.label.slice(0, 80) || c.act.slice(0, 80), style: c.style ?? 'secondary' };
  if (c.emoji) b.emoji = c.emoji;
  if (c.disabled) b.disabled = true;
  return b;
}

/** Menus of one message need different custom ids (ids.ts); a focus option's value carries its own mark. */
function menuSelect(gameId: number, version: number, m: Menu, k: number): SelectMenu {
  const id = encodeId(gameId, version, menuKey(k));
  const seen = new Set<string>();
  const options = m.options.map((o) => ({ label: o.label, value: o.focus ? `${KEYS.focusValue}${o.act}` : o.act, description: o.description }))
    .filter((o) => o.value.length <= ID_LIMIT && !seen.has(o.value) && seen.add(o.value)).slice(0, 25)
    .map((o) => ({ label: (o.label || o.value).slice(0, 100), value: o.value, ...(o.description ? { description: o.description.slice(0, 100) } : {}) }));
  return { id, placeholder: m.placeholder.slice(0, 150), options };
}
