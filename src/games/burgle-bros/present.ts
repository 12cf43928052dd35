// Burgle Bros. in messages: the crew and building lines, whose move it is, what happened this turn, and the acting
// player's buttons (from the engine's legal actions) — all from the view, in the reader's language. The table adds
// mentions, its own buttons (undo) and the picture. Texts: text/en.ts, text/ru.ts, text/en-engine.ts, text/ru-engine.ts.
import type { Control, Menu, PresentInput, Presented } from '../../core/module.js';
import { translator } from '../../core/text.js';
import type { Action, GameEvent, Locale } from '../../core/types.js';
import { CHARACTERS } from './engine/cards/index.js';
import { floorOf, openNeighbours, parseLoc, step, vertical } from './engine/board.js';
import { distancesFrom, guardPath } from './engine/guard-path.js';
import { goalsOf } from './engine/rules/goals.js';
import { RULES } from './engine/rules/index.js';
import { cardMoveCost } from './engine/rules/movement.js';
import { ROOMS, activeRoom, entryRoom } from './engine/rooms/index.js';
import { keypadDice } from './engine/rooms/keypad.js';
import { ActionCtx } from './engine/ctx.js';
import { seedRng } from '../../core/rng.js';
import type { GameState, RoomType } from './engine/types.js';
import { safeCount } from './engine/content/scenarios.js';
import { SILENT_EVENTS } from './text/en-engine.js';
import { RU_ABILITIES } from './text/ru-engine.js';
import { RULES_EN, SIDES_EN } from './text/rules-en.js';
import { RULES_RU, SIDES_RU } from './text/rules-ru.js';
import type { BurgleView } from './view.js';
import { BURGLE_TEXTS } from './text/index.js';

export const t = translator(BURGLE_TEXTS);

/** Events the end-of-turn post says in its own words (its title, the next player's prompt, the result). */
const NOT_IN_POST = new Set(['turn-ended', 'turn-started', 'won']);
const ARROWS: Record<string, string> = { north: '⬆️', east: '➡️', south: '⬇️', west: '⬅️', up: '⏫', down: '⏬' };
const MAIN_VERBS = ['hack', 'add-die', 'crack', 'escape'];
/** The actions of the cards a burglar has (their character's ability, tools held) and of trades: in one menu under
 * the buttons, so that a player who only presses has them too (typed, they are /ability, /use, /give and /take). */
const CARD_VERBS = ['ability', 'use', 'give', 'take'];
/** Options of a menu (Discord's limit). */
const MENU_OPTIONS = 25;

/** Lines that tell what an event card did: after one of them, the card's own text would say it twice. */
const EVENT_EFFECTS = new Set([
  'event-no-effect', 'effect-started', 'alarm-off-event', 'placed-by-event', 'guard-jumped', 'guard-speed-event', 'dead-drop',
  'keypads-locked', 'stealth-gained', 'rebooted', 'shift-change', 'guard-destination',
]);

/** A story's lines: an event card told once, by its effect's line when one follows (else by the card's text); a
 * guard put on the board told where he appears before where he heads (the engine draws his destination first). */
function storyLines(lang: Locale, events: GameEvent[]): string[] {
  const told = toldOnce(guardsAppearing(movesFirst(events)));
  return told.map((e, k) => (e.code === 'event' && told[k + 1] && EVENT_EFFECTS.has(told[k + 1].code)
    ? eventLine(lang, { ...e, params: { ...e.params, brief: true } })
    : eventLine(lang, e)));
}

/** A move told before what it set off, which the engine says first: the tile it flipped face up, and the alarm of the
 * Motion room it left with the guard it sent there ("moved to F1 D4 (Laser)", then "F1 D4 revealed: Laser 2"). */
function movesFirst(events: GameEvent[]): GameEvent[] {
  const motion = (x: GameEvent | undefined) => !!x && x.code.startsWith('alarm') && x.params.source === 'motion';
  const setOff = (x: GameEvent, move: GameEvent, before: GameEvent | undefined) => (x.code === 'revealed' && x.params.by === 'move' && x.params.at === move.params.to)
    || motion(x) || (x.code === 'guard-destination' && x.params.why === 'alarm' && motion(before));
  const out = [...events];
  for (let k = 0; k < out.length; k++) {
    if (out[k].code !== 'moved') continue;
    let at = k;
    while (at > 0 && setOff(out[at - 1], out[k], out[at - 2])) at--;
    if (at < k) out.splice(at, 0, ...out.splice(k, 1));
  }
  return out;
}

/** The events a story tells: a guard's walk split where things happened on it (before any is left out: its `stops`
 * count them all), without the silent ones and, where the post says them in its own words, those. `turnBefore`: the
 * post tells the turns that follow turn `turnBefore` (the bots' after a person's end of turn): each turn played within
 * it gets a heading ("Turn 2 (Bot 1):"), the one it ends waiting on none (its prompt says it). */
function toTell(events: GameEvent[], notInPost = false, turnBefore?: number): GameEvent[] {
  const kept = walksSplit(events).filter((e) => !SILENT_EVENTS.has(e.code));
  const out: GameEvent[] = [];
  let turn = turnBefore ?? 0;
  kept.forEach((e, k) => {
    // A turn skipped (Jump the Gun) is a turn of the count too.
    if (turnBefore !== undefined && e.code === 'turn-skipped') turn++;
    if (turnBefore !== undefined && e.code === 'turn-started') {
      turn++;
      if (!kept.slice(k + 1).some((x) => !NOT_IN_POST.has(x.code))) return;
      // Entering the building begins the turn (the engine tells it first): the heading goes before it.
      let at = out.length;
      while (at > 0 && out[at - 1].code === 'entered-building' && out[at - 1].params.player === e.params.player) at--;
      out.splice(at, 0, { code: 'turn-heading', params: { player: e.params.player, turn } });
      return;
    }
    if (notInPost && NOT_IN_POST.has(e.code)) return;
    // A turn's start told as a line (a catch-up note) comes before its player's entering the building, as a heading does.
    if (e.code === 'turn-started') {
      let at = out.length;
      while (at > 0 && out[at - 1].code === 'entered-building' && out[at - 1].params.player === e.params.player) at--;
      out.splice(at, 0, e);
      return;
    }
    out.push(e);
  });
  return out;
}

/** A guard's walk told step by step with what happened on the way: a `guard-moved` line with `stops` (the cells
 * walked when each of the events after it happened, engine/rules/guards.ts) becomes a line for the cells up to each
 * of them, so "moved A3 A2 A3 A2 / turned off the alarm / lost stealth / heads for A3 …" reads "moved A3 A2 / turned
 * off the alarm / … / heads for A3 / moved A3 / …", as it happened. */
function walksSplit(events: GameEvent[]): GameEvent[] {
  const out: GameEvent[] = [];
  for (let k = 0; k < events.length; k++) {
    const e = events[k];
    const stops = e.code === 'guard-moved' && typeof e.params.stops === 'string' ? e.params.stops.split(' ').map(Number) : null;
    const cells = Array.isArray(e.params.cells) ? e.params.cells : [];
    if (!stops || k + stops.length >= events.length) {
      out.push(e);
      continue;
    }
    const part = (from: number, to: number): GameEvent => ({ ...e, params: { floor: e.params.floor, cells: cells.slice(from, to), speed: e.params.speed } });
    let walkedTo = 0;
    for (let j = 0; j < stops.length; j++) {
      if (stops[j] > walkedTo) {
        out.push(part(walkedTo, stops[j]));
        walkedTo = stops[j];
      }
      out.push(events[k + 1 + j]);
    }
    if (walkedTo < cells.length) out.push(part(walkedTo, cells.length));
    k += stops.length;
  }
  return out;
}

/** A tool's own line that names its user and the tool: "used" before it would say it twice. */
const TOOL_LINES = new Set(['invisible-suit-on', 'donuts-given', 'smoke-bomb', 'emp-used', 'crowbar-disabled', 'actions-gained', 'makeup-stealth']);

/** Things the engine tells in two events, told once: a tool used whose own line follows ("put on the Invisible Suit:
 * …", not "used Invisible Suit" first), and the Rigger's draw of two tools ("drew two tools, kept X and discarded Y",
 * not "found a tool: X" then "discarded the other tool drawn: Y"). */
function toldOnce(events: GameEvent[]): GameEvent[] {
  const out: GameEvent[] = [];
  for (let k = 0; k < events.length; k++) {
    const e = events[k], next = events[k + 1];
    const same = next && next.params.player === e.params.player;
    if (e.code === 'tool-used' && same && TOOL_LINES.has(next.code)) continue;
    if (e.code === 'tool-found' && same && next.code === 'tool-discarded') {
      out.push({ code: 'rigger-drew-two', params: { player: e.params.player, kept: e.params.tool, other: next.params.tool } });
      k++;
      continue;
    }
    out.push(e);
  }
  return out;
}

/** A guard placed on his floor ("arrives at C4, heading for A2") says his destination: the destination line drawn
 * just before it is not told again; one who reappears (after Lost Visual) is told reappearing, then heading. */
function guardsAppearing(events: GameEvent[]): GameEvent[] {
  const out: GameEvent[] = [];
  for (let k = 0; k < events.length; k++) {
    const e = events[k], next = events[k + 1];
    if (e.code === 'guard-destination' && next && next.params.floor === e.params.floor) {
      if (next.code === 'guard-placed' && next.params.destination === e.params.at) continue;
      if (next.code === 'guard-returns') {
        out.push(next, e);
        k++;
        continue;
      }
    }
    out.push(e);
  }
  return out;
}

function eventLine(lang: Locale, e: GameEvent): string {
  if (e.code === 'guard-moved') {
    const cells = Array.isArray(e.params.cells) ? e.params.cells : [];
    if (cells.length === 0) return t(lang, 'guard-stayed', { floor: e.params.floor as number });
  }
  return t(lang, e.code, e.params);
}

function cellName(s: BurgleView, loc: number): string {
  const n = s.size * s.size;
  const f = Math.floor(loc / n), c = loc % n;
  return `F${f + 1} ${String.fromCharCode(65 + (c % s.size))}${Math.floor(c / s.size) + 1}`;
}

/** Each crew member's line; `note`: how the table plays the seat now (a bot for an away player), if anyhow. */
function crewLines(s: BurgleView, lang: Locale, note: (seat: number) => string = () => ''): string[] {
  return s.players.map((p, i) => t(lang, 'crew-line', {
    // A seat named after its character (a solo crew's) is not named twice: "Hawk (basic)", not "Hawk: Hawk (basic)".
    name: p.name.toLowerCase() === t(lang, `character.${p.character}`).toLowerCase() ? '' : `${p.name}: `,
    character: t(lang, `character.${p.character}`),
    side: t(lang, `side.${p.side}`),
    stealth: p.stealth,
    where: p.escaped ? t(lang, 'on-roof') : p.at === null ? t(lang, 'outside') : t(lang, 'at-cell', { cell: cellName(s, p.at) }),
    items: [...p.tools, ...p.loot].map((x) => t(lang, `item.${x}`)).join(', ') || '—',
    turn: s.outcome === 'playing' && s.turn.player === i ? ' ◀' : '',
  }) + (note(i) ? ` · ${note(i)}` : ''));
}

/** Safes open and alarms on, for text-only play (the picture shows the rest). Of all the safes (Fort Knox: 3 on 2 floors). */
function buildingLine(s: BurgleView, lang: Locale): string {
  const open = s.tiles.filter((x) => x.room === 'safe' && x.open).length;
  const alarms = s.tiles.map((x, loc) => (x.alarm ? cellName(s, loc) : null)).filter((x): x is string => x !== null);
  return t(lang, 'status-building', { open, total: safeCount(s), alarms: alarms.join(', ') || '—' });
}

/** Whose move it is now, and the open question; once the heist is over, how it ended. */
function promptLines(s: BurgleView, lang: Locale, name: (seat: number) => string, stopped = false): string[] {
  if (s.outcome !== 'playing') return [t(lang, s.outcome === 'won' ? 'game-won' : 'game-lost')];
  if (stopped) return [];
  if (s.awaiting) {
    const lines = [t(lang, 'question', { who: name(s.awaiting.player), question: t(lang, s.awaiting.code, s.awaiting.params) })];
    if (s.awaiting.code === 'throw-voice-pick') lines.push(...throwVoiceWalks(s, lang));
    if (s.awaiting.options.length > 25) lines.push(t(lang, byFloor(s.awaiting.options) ? 'more-answers-floors' : 'more-answers', { count: s.awaiting.options.length }));
    return lines;
  }
  return [t(lang, 'your-turn', { who: name(s.turn.player), actions: s.turn.actionsLeft })];
}

/** Throw Voice: the way the guard would walk from where he stands to each tile he may be sent to (the board shows
 * both ends), so the crew chooses knowing whom he would pass. Nothing where he is not on the board. */
function throwVoiceWalks(s: BurgleView, lang: Locale): string[] {
  const floor = Number(s.awaiting!.params.floor) - 1;
  const guard = s.guards[floor];
  if (!guard?.placed || guard.at === null || guard.at === undefined) return [];
  const n = s.size * s.size, base = floor * n;
  const walls = s.walls.slice(base, base + n);
  return s.awaiting!.options.flatMap((o) => {
    const to = parseLoc(s, o);
    if (to === null || floorOf(s, to) !== floor) return [];
    try {
      const way = guardPath(s.size, walls, guard.at! - base, to - base).slice(1).map((c) => cellName(s, base + c).slice(3));
      return way.length ? [t(lang, 'throw-voice-walk', { cell: o, way: way.join(' → ') })] : [];
    } catch {
      return [];
    }
  });
}

/** An open question's answer as its button says it: what pressing it does when the answer is no plain target (the
 * Laser's "Spend a second action"), else its label. */
export function answerLabel(lang: Locale, option: string): string {
  const key = `answer.${option}`;
  const s = t(lang, key);
  return s !== key ? s : optionLabel(lang, option);
}

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

function actionControl(lang: Locale, a: Action, style: Control['style'], s?: BurgleView): Control {
  const target = a.args.length ? optionLabel(lang, a.args.join(' ')) : '';
  const move = a.verb === 'move' && a.args.length >= 1 && !!s;
  // A move into a face-up tile names its room (what the picture shows there), so the button reads alone.
  const room = move ? roomAhead(s, a) : null;
  // What the step costs, as the board shows it (moveWarnings): said right after the way, before the room, for a phone
  // shows only a label's first ~28 characters (`Move east: guard there – Keypad`).
  const warnings = move ? moveWarnings(s, a) : [];
  const warned = (withRoom: boolean, tokens: boolean) => t(lang, 'button.move-warned', {
    target: optionLabel(lang, a.args[0]),
    warning: warnings.map((w) => t(lang, `hint.${tokens ? w.key : WITHOUT_TOKEN[w.key] ?? w.key}`, w.params)).join(t(lang, 'hint.and')),
    room: withRoom ? room ?? '' : '',
  });
  // Warnings that leave no room for the room's name go without it (the picture shows it); if still too long, without
  // naming the hack token (its question comes when the alarm would go off).
  const plain = room && a.args.length === 1 ? t(lang, 'button.move-into', { target, room }) : t(lang, `button.${a.verb}`, { target });
  const label = warnings.length
    ? [warned(true, true), warned(false, true), warned(false, false)].find((l) => l.length <= 80) ?? warned(false, false)
    : plain;
  const c: Control = { act: [a.verb, ...a.args].join(' '), label: label.slice(0, 80), style };
  // Said in a sentence (an undo), the move is what it was, not what it would meet now.
  if (warnings.length) c.said = plain;
  const arrow = ARROWS[a.args[0] ?? ''];
  if (arrow && (a.verb === 'move' || a.verb === 'peek')) c.emoji = arrow;
  return c;
}

/** The tile a move from `from` leads into (a way on the floor, up or down, or a cell), or null. */
function moveEnd(s: BurgleView, from: number, where: string): number | null {
  return where === 'up' || where === 'down' ? vertical(s, from, where === 'up' ? 1 : -1)
    : where === 'north' || where === 'east' || where === 'south' || where === 'west' ? step(s, from, where) : parseLoc(s, where);
}

/** Each warning that names the hack token, said without it. */
const WITHOUT_TOKEN: Record<string, string> = { 'alarm-or-hack': 'alarm', 'motion-out-hack': 'motion-out', 'motion-in-hack': 'motion-in' };

/** A move button's warning: a `hint.*` text and its parameters. */
interface MoveWarning {
  key: string;
  params?: Record<string, number>;
}

/** The engine's rules read on the view: they read only what it holds (face-up tiles, the guards, the crew's hands,
 * the lasting effects, this turn), never a face-down tile's room (`hidden` in the view) nor a deck. */
const asState = (v: BurgleView) => v as unknown as GameState;

/** The hack-token type that cancels each alarm source (the rooms' `hackType`, as rules/alarms.ts reads them). */
const HACK_TYPE: ReadonlyMap<string, string> = new Map(Object.values(ROOMS).flatMap((r) => (r.hackType ? [[r.room, r.hackType] as const] : [])));

/** What an alarm of `source` at `loc`, set off by seat `p`, does as rules/alarms.ts triggerAlarm decides it: nothing
 * (an alarm there already, the guard there, a card cancelling it: the E.M.P., the Jammer, the Mirror), the alarm, or a
 * question first whether to spend a hack token (a face-up Computer Room of its type holding one, or a Laptop's). */
function alarmOutcome(v: BurgleView, loc: number, source: string, p: number): 'none' | 'alarm' | 'alarm-or-hack' {
  const st = asState(v);
  if (v.tiles[loc].alarm || RULES.guardOn(st, loc) || RULES.cancellingCard(st, { loc, source, player: p }) !== null) return 'none';
  const type = HACK_TYPE.get(source);
  if (type === undefined) return 'alarm';
  const tokens = v.tiles.some((x) => x.revealed && x.room !== 'hidden' && ROOMS[x.room].hackTokens === type && x.hack > 0) || v.players.some((x) => x.laptop > 0);
  return tokens ? 'alarm-or-hack' : 'alarm';
}

/** What a move costs that the board shows, in the order the engine meets it (actions/move.ts, rules/movement.ts
 * moveInto, the rooms' rules): its guard; the actions it costs beyond one (a Deadbolt no one stands on, a Gemstone);
 * leaving a Motion room entered this turn; on entering a face-up room that works (not crowbarred, not reached down
 * from a Walkway): the alarm of a Detector for what is carried, of a Fingerprint, of a Camera while a guard stands on
 * another, of a Laser entered without paying, of a Thermo for the Isotope, and a guard seeing into a Foyer or an
 * Atrium; the Laser's choice; then what the tile would cost later this turn: leaving a Motion room entered with actions
 * to spare, ending the turn on a Thermo reached with the last action. No alarm goes off where the guard stands
 * (rules/alarms.ts), nor where one is on already. Nothing of a face-down tile: its room is not known. */
function moveWarnings(v: BurgleView, a: Action): MoveWarning[] {
  const p = a.player, me = v.players[p];
  if (!me || me.at === null) return [];
  const st = asState(v);
  const resolved = RULES.moveTarget(st, p, a.args[0]);
  if ('code' in resolved) return [];
  const from = me.at, to = resolved.to, tile = v.tiles[to];
  const out: MoveWarning[] = [];
  const alarm = (source: string, key?: string) => {
    const o = alarmOutcome(v, to, source, p);
    if (o !== 'none') out.push({ key: o === 'alarm' && key ? key : o });
  };
  if (RULES.guardOn(st, to)) out.push({ key: 'guard' });
  // The move's price before any Laser payment, as actions/move.ts prices it (`hint.laser:pay` says the payment).
  const room = tile.room === 'hidden' ? null : entryRoom({ ...tile, room: tile.room }, resolved.via);
  const cost = cardMoveCost(st, p, to, 1 + (room?.extraEntryCost?.(st, p, to, RULES) ?? 0));
  if (cost > 1) out.push({ key: 'cost', params: { n: cost } });
  // Leaving a Motion room entered this turn (rooms/motion.ts `onLeave`, which keeps entries as player * 10000 + loc).
  if (workingRoom(v, from) === 'motion' && v.turn.motionEntered.includes(p * 10000 + from)) {
    const o = alarmOutcome(v, from, 'motion', p);
    if (o !== 'none') out.push({ key: o === 'alarm' ? 'motion-out' : 'motion-out-hack' });
  }
  const laser = a.args[1];
  if (room) {
    const seen = !RULES.hidden(st, p);
    if (room.room === 'detector' && me.tools.length + me.loot.length > 0) alarm('detector', 'detector');
    if (room.room === 'fingerprint') alarm('fingerprint');
    // A locked Keypad: the move is a roll for a 6, the action spent if none shows (rooms/keypad.ts).
    if (room.room === 'keypad' && !tile.open) {
      const ctx = new ActionCtx({ ...st, rng: seedRng(0) }, RULES, a);
      out.push({ key: 'keypad', params: { n: keypadDice(ctx, { mover: p, to, noExtraCosts: false, oneAction: false }) } });
    }
    if (room.room === 'camera' && seen && !RULES.camerasOff(st) && v.guards.some((g) => g.placed && g.at !== null && g.at !== to && workingRoom(v, g.at) === 'camera')) alarm('camera', 'camera');
    // A Laser whose choice the button does not make: too few actions to pay, so the alarm (rooms/laser.ts).
    if (room.room === 'laser' && laser === undefined && room.payInstead?.(st, p, to, RULES)) alarm('laser');
    if (room.room === 'laser' && laser === 'laser:trigger') {
      const before = out.length;
      alarm('laser');
      // The choice the button makes is said first: a phone shows a label's first ~28 characters, and the two Laser
      // buttons of one way differ only there (after a Motion room's alarm, say).
      if (out.length > before) out.unshift(out.pop()!);
    }
    // The Isotope's alarm on entering a Thermo (cards/loot/isotope.ts): the turn's end there then sets off none.
    if (room.room === 'thermo' && me.loot.includes('isotope')) alarm('isotope', 'isotope');
    const floorGuard = v.guards[floorOf(v, to)];
    const foyer = room.room === 'foyer' && floorGuard.placed && floorGuard.at !== null && openNeighbours(v, v.walls, to).includes(floorGuard.at);
    const atrium = room.room === 'atrium' && ([1, -1] as const).some((d) => {
      const there = vertical(v, to, d);
      return there !== null && RULES.guardOn(st, there);
    });
    if (seen && (foyer || atrium)) out.push({ key: 'seen' });
  }
  if (laser === 'laser:pay') out.unshift({ key: 'laser:pay' });
  const left = v.turn.actionsLeft - cost - (laser === 'laser:pay' ? 1 : 0);
  // Entering a Motion room with actions to spend: leaving it again this turn sets its alarm off.
  if (room?.room === 'motion' && left > 0) {
    const o = alarmOutcome(v, to, 'motion', p);
    if (o !== 'none') out.push({ key: o === 'alarm' ? 'motion-in' : 'motion-in-hack' });
  }
  // A Thermo reached with the turn's last action: ending the turn there sets its alarm off (rooms/thermo.ts).
  if (room?.room === 'thermo' && left === 0 && !out.some((w) => w.key === 'isotope') && alarmOutcome(v, to, 'thermo', p) !== 'none') out.push({ key: 'thermo' });
  return out;
}

/** The room whose rules apply on a tile (face up, not crowbarred: rooms/index.ts activeRoom), or null. */
function workingRoom(v: BurgleView, loc: number): RoomType | null {
  const x = v.tiles[loc];
  return x.room === 'hidden' ? null : activeRoom({ ...x, room: x.room })?.room ?? null;
}

/** The room of the face-up tile a move leads into, or null. */
function roomAhead(s: BurgleView, a: Action): string | null {
  const from = s.players[a.player]?.at;
  if (from === null || from === undefined) return null;
  const to = moveEnd(s, from, a.args[0]);
  const tile = to === null ? undefined : s.tiles[to];
  return tile && tile.room !== 'hidden' ? tile.room : null;
}

/** Whether a move takes the seat nearer the room refusal `code` asked for, where the crew has seen it (rules/goals.ts):
 * the typed example after "this floor's Safe is at F1 C3" is a step toward it (by the floor's walls), or up or down
 * toward the floor it is on. */
export function movesToward(s: BurgleView, seat: number, code: string, a: Action): boolean {
  const from = s.players[seat]?.at;
  const goals = goalsOf(s, seat, code);
  if (a.verb !== 'move' || a.args.length !== 1 || from === null || from === undefined || !goals?.length) return false;
  const to = moveEnd(s, from, a.args[0]);
  if (to === null) return false;
  const floor = floorOf(s, from), n = s.size * s.size;
  const walls = s.walls.slice(floor * n, floor * n + n);
  return goals.some((g) => {
    const there = floorOf(s, g);
    if (there !== floor) return floorOf(s, to) !== floor && Math.sign(floorOf(s, to) - floor) === Math.sign(there - floor);
    if (floorOf(s, to) !== floor) return false;
    const d = distancesFrom(s.size, walls, g - floor * n);
    return d[to - floor * n] >= 0 && d[to - floor * n] < d[from - floor * n];
  });
}

function rows(items: Control[], max: number): Control[][] {
  const out: Control[][] = [];
  for (let i = 0; i < items.length && out.length < max; i += 5) out.push(items.slice(i, i + 5));
  return out;
}

/** Answers that don't fit one menu (Blueprints: any face-down tile of the building), by floor: a focus button per floor,
 * then that floor's cells. Null when they fit, or are not cells. */
function byFloor(opts: string[]): Map<string, string[]> | null {
  if (opts.length <= 25 || !opts.every((o) => /^F\d [A-E]\d$/.test(o))) return null;
  const floors = new Map<string, string[]>();
  for (const o of opts) floors.set(o.slice(0, 2), [...(floors.get(o.slice(0, 2)) ?? []), o]);
  return floors;
}

/** Buttons for whoever must act now: every answer to an open question (a menu when many; by floor first when more than
 * a menu holds, `focus` naming the floor), or the common actions. */
export function controls(s: BurgleView, legal: Action[], lang: Locale, focus?: string): { rows: Control[][]; menus?: Menu[] } {
  if (s.outcome !== 'playing' || legal.length === 0) return { rows: [] };
  if (s.awaiting) {
    const opts = s.awaiting.options;
    if (opts.length <= 10) {
      return { rows: rows(opts.map((o) => ({ act: `choose ${o}`, label: answerLabel(lang, o).slice(0, 80), style: 'primary' })), 2) };
    }
    const floors = byFloor(opts);
    const floor = floors ? (floors.has(focus ?? '') ? focus! : [...floors.keys()][0]) : '';
    const shown = floors ? floors.get(floor)! : opts;
    return {
      rows: floors ? rows([...floors.keys()].map((f) => ({
        act: f, focus: true, label: t(lang, 'target.floor-' + f.slice(1)).replace(/^./, (c) => c.toUpperCase()), style: f === floor ? 'primary' : 'secondary',
      })), 1) : [],
      menus: [{
        placeholder: t(lang, 'select.answer'),
        options: shown.slice(0, 25).map((o) => ({ act: `choose ${o}`, label: answerLabel(lang, o).slice(0, 100) })),
      }],
    };
  }
  const pick = (verb: string, style: Control['style']) => legal.filter((a) => a.verb === verb).map((a) => actionControl(lang, a, style, s));
  const out: Control[][] = [];
  out.push(...rows(pick('move', 'primary'), 2));
  out.push(...rows(pick('peek', 'secondary'), 1));
  const last = [...MAIN_VERBS.flatMap((v) => pick(v, v === 'escape' ? 'success' : 'secondary')), ...pick('end', 'danger')];
  // End turn is always reachable: it goes in the last row we may use.
  if (out.length >= 5) out.splice(4);
  out.push(...rows(last, Math.max(1, 5 - out.length)));
  const buttons = out.filter((r) => r.length > 0).slice(0, 5);
  const cards = cardMenu(s, legal, lang);
  // The menu takes a row of its own, never one of the buttons' (End turn is in the last), and leaves one for the
  // table's own (Undo, Web, Take my seat back): the buttons take three rows at most in play, so it is always there.
  return cards && buttons.length < 4 ? { rows: buttons, menus: [cards] } : { rows: buttons };
}

/** The card menu: each legal card action and trade, every card getting its turn when they are more than a menu holds
 * (a tool that may aim at any tile of the building does not crowd out the others). Null when there is none. */
function cardMenu(s: BurgleView, legal: Action[], lang: Locale): Menu | null {
  const groups = new Map<string, Action[]>();
  for (const a of legal) {
    if (!CARD_VERBS.includes(a.verb)) continue;
    const key = a.verb === 'ability' ? a.verb : `${a.verb} ${a.args[0] ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  if (groups.size === 0) return null;
  const picked: Action[] = [];
  for (let round = 0; picked.length < MENU_OPTIONS; round++) {
    const before = picked.length;
    for (const g of groups.values()) if (g[round] && picked.length < MENU_OPTIONS) picked.push(g[round]);
    if (picked.length === before) break;
  }
  // In the order the engine lists them (each card's actions together).
  picked.sort((a, b) => legal.indexOf(a) - legal.indexOf(b));
  return {
    placeholder: t(lang, 'select.cards'),
    options: picked.map((a) => {
      const does = cardText(s, lang, a);
      return { act: [a.verb, ...a.args].join(' '), label: cardLabel(s, lang, a).slice(0, 100), ...(does && does.length <= 100 ? { description: does } : {}) };
    }),
  };
}

/** What a tool or an ability does, as the rules help says it (`/heist rules topic:Dynamite`, `topic:Hawk`). */
function cardText(s: BurgleView, lang: Locale, a: Action): string | undefined {
  if (a.verb === 'use') return (lang === 'ru' ? RULES_RU : RULES_EN)[`tool.${a.args[0]}`]?.[1];
  if (a.verb !== 'ability') return undefined;
  const pl = s.players[a.player];
  if (!pl || (pl.side !== 'basic' && pl.side !== 'advanced')) return undefined;
  const text = lang === 'ru' ? SIDES_RU[pl.character]?.[pl.side] : SIDES_EN[pl.character]?.[pl.side][1];
  return text && text.charAt(0).toUpperCase() + text.slice(1);
}

/** A card action or trade as its menu option says it: `X-Ray F1 B2` (the ability by its name), `Use Dynamite north`,
 * `Give Crowbar to Bob`. */
function cardLabel(s: BurgleView, lang: Locale, a: Action): string {
  const words = a.args.map((x) => optionLabel(lang, x));
  const [first, ...rest] = words;
  if (a.verb === 'ability') {
    const pl = s.players[a.player];
    const id = `${pl?.character}:${pl?.side}`;
    const name = lang === 'ru' ? RU_ABILITIES[id] : CHARACTERS[id]?.name;
    if (name) return [name, ...words].join(' ');
  }
  if ((a.verb === 'give' || a.verb === 'take') && rest.length) {
    return t(lang, a.verb === 'give' ? 'button.give-to' : 'button.take-from', { item: first, player: rest.join(' ') });
  }
  return t(lang, `button.${a.verb}`, { target: words.join(' ') }).trim();
}

/** What happened, one line per event (the story of a post without where things stand). */
export function tell(input: { events: GameEvent[]; lang: Locale }): string[] {
  return storyLines(input.lang, toTell(input.events));
}

export function present(input: PresentInput<BurgleView>): Presented {
  const { view: s, lang, moment, name, legal } = input;
  const own = controls(s, legal, lang, input.focus);
  switch (moment.kind) {
    case 'start': {
      const told = storyLines(lang, toTell(moment.events ?? [], true));
      return { lines: [t(lang, 'heist-begins', { scenario: t(lang, `scenario.${s.scenario}`) }), ...told, ...crewLines(s, lang, input.seatNote), ...promptLines(s, lang, name)], ...own };
    }
    case 'status':
    case 'private':
      return {
        lines: [t(lang, s.entrance === null ? 'status-title-entrance' : 'status-title', { scenario: t(lang, `scenario.${s.scenario}`), turn: s.turn.number }), ...crewLines(s, lang, input.seatNote), buildingLine(s, lang), ...promptLines(s, lang, name, input.stopped)],
        ...own,
      };
    case 'step': {
      if (moment.turnEnded && moment.before) return { lines: [turnReply(moment.before, s, lang)] };
      const lines = storyLines(lang, toTell(moment.events));
      if (lines.length === 0 && !s.awaiting) lines.push(t(lang, 'done'));
      return { lines: [...lines, ...promptLines(s, lang, name)], ...own };
    }
    case 'turn': {
      const before = moment.before;
      const starting = before.turn.number === 0;
      const told = toTell(moment.events, true, starting ? undefined : before.turn.number);
      // A post that tells the turn's own moves before its end (a bot playing a seat handed over, or the rest of a bot's
      // turn after a person answered its question) is headed as the turn, not as its end.
      const ended = moment.events.findIndex((e) => e.code === 'actions-ended');
      const moves = ended > 0 && toTell(moment.events.slice(0, ended), true).length > 0;
      const lines = starting
        ? breakIn(lang, told)
        // The turn's player, not who pressed (`by`): answering a bot's question in its turn ends the bot's turn.
        : [t(lang, moves ? 'turn-heading' : 'turn-post-title', { player: before.players[before.turn.player].name, turn: before.turn.number }), ...storyLines(lang, told)];
      return { lines: [...lines, ...promptLines(s, lang, name)], ...own };
    }
  }
}

/** The break-in in one line (where, and the room found there), then anything else that happened with it; not the
 * tile's flip, the entrance and each player's entering told one by one. */
function breakIn(lang: Locale, events: GameEvent[]): string[] {
  const entrance = events.find((e) => e.code === 'entrance');
  if (!entrance) return [t(lang, 'heist-on'), ...events.map((e) => eventLine(lang, e))];
  const at = entrance.params.at;
  const flip = events.find((e) => e.code === 'revealed' && e.params.at === at);
  const room = flip ? eventLine(lang, flip).split(': ').slice(1).join(': ') : '';
  const rest = events.filter((e) => e !== entrance && e !== flip && !(e.code === 'entered-building' && e.params.at === at));
  return [t(lang, room ? 'break-in' : 'break-in.plain', { at: at as string, room }), ...storyLines(lang, rest)];
}

/** The short reply to whoever ended a turn (the public post says the rest). */
function turnReply(before: BurgleView, after: BurgleView, lang: Locale): string {
  if (before.turn.number === 0) return t(lang, 'entrance-chosen');
  if (after.outcome === 'won') return t(lang, 'game-won');
  if (after.outcome === 'lost') return t(lang, 'game-lost');
  return t(lang, 'turn-done', { player: before.players[before.turn.player].name });
}
