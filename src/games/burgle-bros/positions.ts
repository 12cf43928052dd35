// The text contract of docs/positions.md: a script (a position as JSON plus actions typed as players type
// them) is loaded into a GameState, its actions applied, and a JSON report produced. Pure: the CLI does the I/O.
import { borderWalls, cellName, locName, parseCell, parseLoc, parseWall, setWall } from './engine/board.js';
import { ALL_CHARACTERS, ALL_EVENTS, ALL_LOOT, ALL_TOOLS } from './engine/content/cards.js';
import { ActionCtx } from './engine/ctx.js';
import { applyAction, run } from './engine/apply.js';
import { describe, narrate } from './text/en-engine.js';
import { parseAction } from './engine/parse.js';
import { ROOMS } from './engine/rooms/index.js';
import { buildState, emptyTile, SetupError } from './engine/setup.js';
import { BURGLE_TEXTS } from './text/index.js';
import { translator } from '../../core/text.js';
import { isObject, need, PositionError } from '../../core/position.js';
import { LOST_VISUAL } from './engine/content/scenarios.js';
import { RULES } from './engine/rules/index.js';
import { drawDestination, placeGuard } from './engine/rules/guards.js';
import { combinationTiles } from './engine/rules/safes.js';
import { tileToChange } from './engine/tiles.js';
import { hooksWith } from './engine/rules/hooks.js';
import type { GameSetup } from './engine/index.js';
import type { GameState, RoomType, Scenario } from './engine/types.js';

const ROOM_IDS = new Set(Object.keys(ROOMS));
/** A setup problem as the position contract says it (in English, like its reports). */
const setupText = (code: string, params: Record<string, string | number>): string => translator(BURGLE_TEXTS)('en', code, params);

function strings(v: unknown, field: string): string[] {
  need(Array.isArray(v) && v.every((x) => typeof x === 'string'), field, 'must be a list of strings');
  return v as string[];
}

/** Moves the named cards to the top of a deck, in order, taking them out of wherever else they were. */
/** A pile less the card at `i` (piles are never changed in place: types.ts). */
const without = <T>(xs: readonly T[], i: number): T[] => [...xs.slice(0, i), ...xs.slice(i + 1)];

/** Puts `top` on the deck, first card first; returns how many of them came from the pile beside it. */
function stackTop<T extends string | number>(pile: { deck: readonly T[]; discard: readonly T[] }, top: T[], field: string, written: (i: number) => string = (i) => String(top[i])): number {
  let beside = 0;
  for (const [k, card] of top.entries()) {
    const i = pile.deck.indexOf(card);
    if (i >= 0) pile.deck = without(pile.deck, i);
    else {
      const j = pile.discard.indexOf(card);
      need(j >= 0, field, `"${written(k)}" is not in this deck (or is listed twice, or is held)`);
      pile.discard = without(pile.discard, j);
      beside++;
    }
  }
  pile.deck = [...top, ...pile.deck];
  return beside;
}

function takeOut<T extends string>(pile: { deck: readonly T[]; discard: readonly T[] }, card: T, field: string): void {
  const i = pile.deck.indexOf(card);
  if (i >= 0) return void (pile.deck = without(pile.deck, i));
  const j = pile.discard.indexOf(card);
  need(j >= 0, field, `"${card}" is not available (held twice?)`);
  pile.discard = without(pile.discard, j);
}

export interface Script {
  state: GameState;
  actions: string[];
}

/** Reads a script into a starting state and its action lines. Throws PositionError naming the bad field. */
export function loadScript(json: unknown): Script {
  need(isObject(json), '(root)', 'must be a JSON object');
  const scenario = (json.scenario ?? 'bank') as Scenario;
  need(['bank', 'office', 'fortknox'].includes(scenario), 'scenario', 'must be "bank", "office" or "fortknox"');
  const seed = json.seed ?? 1;
  need(typeof seed === 'number' && Number.isInteger(seed), 'seed', 'must be an integer');
  need(Array.isArray(json.crew) && json.crew.length >= 1 && json.crew.length <= 4, 'crew', 'must list 1 to 4 characters');
  const crew = (json.crew as unknown[]).map((c, i) => {
    need(isObject(c) && typeof c.name === 'string' && c.name.length > 0, `crew[${i}].name`, 'must be a non-empty string');
    if (c.character !== undefined) {
      need(ALL_CHARACTERS.includes(c.character as never), `crew[${i}].character`, `unknown character "${String(c.character)}"`);
    }
    if (c.side !== undefined) need(c.side === 'basic' || c.side === 'advanced', `crew[${i}].side`, 'must be "basic" or "advanced"');
    return { name: c.name, character: c.character as never, side: c.side as never };
  });
  // Said here in the script's own terms (the setup's sentences speak of /heist start's options).
  crew.forEach((c, i) => {
    need(!crew.slice(0, i).some((d) => d.name.toLowerCase() === c.name.toLowerCase()), `crew[${i}].name`, `"${c.name}" is already a crew member's name`);
    need(!c.character || !crew.slice(0, i).some((d) => d.character === c.character), `crew[${i}].character`, `"${String(c.character)}" is already in the crew`);
  });
  if (json.lostVisual !== undefined) need(typeof json.lostVisual === 'boolean', 'lostVisual', 'must be true or false');
  if (json.stealth !== undefined) {
    need(Number.isInteger(json.stealth) && (json.stealth as number) >= 0 && (json.stealth as number) <= 9, 'stealth', 'must be a number 0–9');
  }
  let state: GameState;
  try {
    state = buildState({ scenario, seed, crew, lostVisual: json.lostVisual === true, stealth: json.stealth as number | undefined });
  } catch (e) {
    if (e instanceof SetupError) throw new PositionError('crew', setupText(e.problem.code, e.problem.params));
    throw e;
  }
  const n = state.size * state.size;

  if (json.floors !== undefined) {
    need(Array.isArray(json.floors) && json.floors.length === state.floorCount, 'floors', `must list ${state.floorCount} floors`);
    (json.floors as unknown[]).forEach((fl, f) => {
      const field = `floors[${f}]`;
      need(isObject(fl), field, 'must be an object');
      const tiles = strings(fl.tiles, `${field}.tiles`);
      need(tiles.length === n, `${field}.tiles`, `must have ${n} entries, row by row`);
      let emptyCell: number | null = null;
      tiles.forEach((text, c) => {
        const [room, num] = text.toLowerCase().split(':');
        need(ROOM_IDS.has(room), `${field}.tiles[${c}]`, `unknown room "${text}"`);
        const combo = num === undefined ? null : Number(num);
        need(combo === null || (Number.isInteger(combo) && combo >= 1 && combo <= 6), `${field}.tiles[${c}]`, 'combination must be 1–6');
        if (room === 'empty') emptyCell = c;
        state.tiles[f * n + c] = emptyTile({ room: room as RoomType, combo } as never);
      });
      need(emptyCell === null || state.scenario === 'fortknox', `${field}.tiles`, 'only Fort Knox has an empty cell');
      if (fl.walls !== undefined) {
        const w = borderWalls(state.size, emptyCell);
        for (const text of strings(fl.walls, `${field}.walls`)) {
          const pair = parseWall(state.size, text);
          need(pair, `${field}.walls`, `"${text}" is not a wall between two adjacent cells`);
          setWall(state.size, w, pair[0], pair[1], true);
        }
        state.walls = [...state.walls.slice(0, f * n), ...w, ...state.walls.slice(f * n + n)];
      } else if (emptyCell !== null) {
        // Keep the scenario's walls but box in this floor's empty cell.
        const box = borderWalls(state.size, emptyCell);
        state.walls = state.walls.map((x, k) => (k >= f * n && k < f * n + n ? x | box[k - f * n] : x));
      }
      if (fl.revealed !== undefined) {
        for (const name of strings(fl.revealed, `${field}.revealed`)) {
          const c = parseCell(state.size, name);
          need(c !== null, `${field}.revealed`, `"${name}" is not a cell`);
          tileToChange(state, f * n + c).revealed = true;
        }
      }
      // Cards lying on tiles (the second Gold Bar, a Drill's finds); `persian-kitty` places the loose Kitty token.
      if (fl.items !== undefined) {
        need(isObject(fl.items), `${field}.items`, 'must map cells to lists of cards, e.g. {"D4": ["gold-bar"]}');
        for (const [cell, cards] of Object.entries(fl.items)) {
          const c = parseCell(state.size, cell);
          need(c !== null, `${field}.items`, `"${cell}" is not a cell`);
          for (const card of strings(cards, `${field}.items.${cell}`)) {
            const isLoot = (ALL_LOOT as string[]).includes(card);
            need(isLoot || (ALL_TOOLS as string[]).includes(card), `${field}.items.${cell}`, `unknown tool or loot "${card}"`);
            takeOut((isLoot ? state.loot : state.tools) as { deck: string[]; discard: string[] }, card, `${field}.items.${cell}`);
            if (card === 'persian-kitty') state.kitty = f * n + c;
            else tileToChange(state, f * n + c).items.push(card);
          }
        }
      }
    });
  }

  // Per floor, the patrol cards named from those set aside unseen at setup: as many of the deck's own go aside in
  // their stead once the guards stand where they do, so the deck keeps the size the crew's setup gives it (NOTES §4).
  const owed: number[] = state.guards.map(() => 0);
  const named: number[] = state.guards.map(() => 0);
  const namedCards: (number | string)[][] = state.guards.map(() => []);
  if (json.patrol !== undefined) {
    need(isObject(json.patrol), 'patrol', 'must map floor numbers to lists of cells');
    for (const [key, cells] of Object.entries(json.patrol)) {
      const f = Number(key) - 1;
      need(Number.isInteger(f) && f >= 0 && f < state.floorCount, `patrol.${key}`, 'no such floor');
      const names = strings(cells, `patrol.${key}`);
      const top = names.map((name) => {
        if (name.toLowerCase() === 'lost-visual') {
          need(state.options.lostVisual, `patrol.${key}`, '"lost-visual" needs "lostVisual": true');
          return LOST_VISUAL;
        }
        const c = parseCell(state.size, name);
        need(c !== null, `patrol.${key}`, `"${name}" is not a cell`);
        return c;
      });
      owed[f] = stackTop(state.guards[f], top, `patrol.${key}`, (i) => names[i]);
      named[f] = top.length;
      namedCards[f] = top;
    }
  }

  for (const [field, all] of [['events', ALL_EVENTS], ['tools', ALL_TOOLS], ['loot', ALL_LOOT]] as const) {
    if (json[field] === undefined) continue;
    const top = strings(json[field], field);
    for (const c of top) need((all as readonly string[]).includes(c), field, `unknown card "${c}"`);
    stackTop(state[field] as { deck: string[]; discard: string[] }, top, field);
  }

  if (json.dice !== undefined) {
    need(Array.isArray(json.dice) && json.dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6), 'dice', 'must be a list of numbers 1–6');
    state.fixedDice = [...(json.dice as number[])];
  }

  const ctx = new ActionCtx(state, RULES, { player: 0, verb: 'position', args: [] });
  // What a face-up tile's reveal left (Stairs' Downstairs token, the Lavatory's stalls): its room's own onReveal.
  if (json.floors !== undefined) {
    state.tiles.forEach((t, loc) => {
      if (t.revealed) ROOMS[t.room].onReveal?.(ctx, loc);
    });
  }
  if (json.guards !== undefined) {
    need(Array.isArray(json.guards), 'guards', 'must be a list');
    (json.guards as unknown[]).forEach((g, i) => {
      const field = `guards[${i}]`;
      need(isObject(g), field, 'must be an object');
      const f = Number(g.floor) - 1;
      need(Number.isInteger(f) && f >= 0 && f < state.floorCount, `${field}.floor`, 'no such floor');
      const guard = state.guards[f];
      need(typeof g.at === 'string' && parseCell(state.size, g.at) !== null, `${field}.at`, 'must be a cell such as C3');
      const at = f * n + parseCell(state.size, g.at as string)!;
      guard.placed = true;
      guard.at = at;
      if (g.destination !== undefined) {
        need(typeof g.destination === 'string' && parseCell(state.size, g.destination) !== null, `${field}.destination`, 'must be a cell');
        guard.dest = f * n + parseCell(state.size, g.destination as string)!;
      }
      if (g.die !== undefined) {
        need(Number.isInteger(g.die) && (g.die as number) >= 1 && (g.die as number) <= 6, `${field}.die`, 'must be 1–6');
        guard.die = g.die as number;
      }
      // The cards that put him there are spent. One the setup had set aside unseen was drawn in truth: another of the
      // deck's goes aside in its stead, so the deck keeps the size a game's placement leaves (NOTES §4).
      for (const [which, loc] of [['at', guard.at], ['destination', guard.dest]] as const) {
        if (loc === null) continue;
        const card = loc - f * n;
        // Its card is spent on him: it cannot also wait on top of the deck (it would vanish from the script's order).
        need(!namedCards[f].includes(card), `patrol.${f + 1}`, `"${g[which] as string}" is the guard's ${which === 'at' ? 'tile' : 'destination'} (${field}.${which}), so its card is spent: name another`);
        const k = guard.deck.indexOf(card);
        if (k >= 0) {
          guard.deck = without(guard.deck, k);
          guard.discard = [...guard.discard, card];
        } else owed[f]++;
      }
    });
  } else {
    placeGuard(ctx, 0);
  }
  owed.forEach((k, f) => {
    const g = state.guards[f];
    // Never one of the cards named (a script naming more than the deck holds keeps them all).
    const keep = Math.max(g.deck.length - k, Math.min(named[f], g.deck.length));
    g.discard = [...g.discard, ...g.deck.slice(keep)];
    g.deck = g.deck.slice(0, keep);
  });

  if (json.players !== undefined) {
    need(Array.isArray(json.players) && json.players.length === state.players.length, 'players', 'must list one entry per crew member, in order');
    (json.players as unknown[]).forEach((p, i) => {
      const field = `players[${i}]`;
      need(isObject(p), field, 'must be an object');
      const pl = state.players[i];
      need(typeof p.at === 'string' && parseLoc(state, p.at) !== null, `${field}.at`, 'must be a cell such as "F1 A1"');
      pl.at = parseLoc(state, p.at as string);
      need(state.tiles[pl.at!].room !== 'empty', `${field}.at`, 'is the empty cell');
      tileToChange(state, pl.at!).revealed = true;
      if (p.stealth !== undefined) {
        need(Number.isInteger(p.stealth) && (p.stealth as number) >= 0, `${field}.stealth`, 'must be 0 or more');
        pl.stealth = p.stealth as number;
      }
      if (p.tools !== undefined) {
        state.tools.deck = [...state.tools.deck, ...pl.tools]; // undo character setup (e.g. the Rigger's Dynamite)
        pl.tools = [];
        for (const t of strings(p.tools, `${field}.tools`)) {
          need((ALL_TOOLS as string[]).includes(t), `${field}.tools`, `unknown tool "${t}"`);
          takeOut(state.tools, t as never, `${field}.tools`);
          pl.tools.push(t as never);
        }
      }
      if (p.loot !== undefined) {
        for (const l of strings(p.loot, `${field}.loot`)) {
          need((ALL_LOOT as string[]).includes(l), `${field}.loot`, `unknown loot "${l}"`);
          takeOut(state.loot, l as never, `${field}.loot`);
          pl.loot.push(l as never);
        }
        need(pl.loot.filter((l) => l === 'gold-bar').length <= 1, `${field}.loot`, 'holds both Gold Bars: no player may hold both (NOTES §7)');
      }
      if (p.escaped === true) {
        pl.escaped = true;
        pl.at = null;
      }
    });
    // Guards of floors with players on them are out (unless the script says otherwise).
    if (json.guards === undefined) {
      for (const pl of state.players) {
        if (pl.at !== null && !state.guards[Math.floor(pl.at / n)].placed) placeGuard(ctx, Math.floor(pl.at / n));
      }
    }
    state.entrance = state.players.find((p) => p.at !== null && p.at < n)?.at ?? null;
    state.turn = {
      player: state.players.findIndex((p) => !p.escaped), number: 1, actionsLeft: 4, actionsUsed: 0, motionEntered: [],
      keypadAttempts: {}, used: [], acted: false, guardSpeedBonus: 0, shiftChange: false,
    };
    for (const { hooks, holder } of hooksWith(state, 'actionsPerTurn')) {
      if (holder === state.turn.player && hooks.actionsPerTurn) state.turn.actionsLeft = hooks.actionsPerTurn(ctx, holder, state.turn.actionsLeft);
    }
  }
  // Guards given without a destination draw one now, as the rules would.
  state.guards.forEach((g, f) => {
    if (g.placed && g.at !== null && g.dest === null) drawDestination(ctx, f);
  });
  state.rng = ctx.rng.save();

  if (json.actions !== undefined) strings(json.actions, 'actions');
  const actions = (json.actions as string[] | undefined) ?? [];
  if (json.players === undefined) {
    const begun = run(state, { player: 0, verb: 'begin', args: [] }, [], 0);
    if (!begun.ok) throw new PositionError('(setup)', describe(begun.rejection.code, begun.rejection.params));
    state = begun.state;
  }
  return { state, actions };
}

export interface Report {
  outcome: string;
  turn: string | null;
  actionsLeft: number;
  awaiting: { player: string; question: string; options: string[] } | null;
  players: { name: string; character: string; side: string; at: string | null; stealth: number; tools: string[]; loot: string[]; escaped: boolean }[];
  guards: { floor: number; at: string | null; destination: string | null; die: number; patrolLeft: number }[];
  alarms: string[];
  revealed: string[];
  safes: { at: string; dice: number; cracked: string[]; open: boolean }[];
  /** Cards lying on tiles, by cell (the loose Persian Kitty included). */
  items: Record<string, string[]>;
  log: string[];
  rejected: { action: string; reason: string; code: string }[];
}

/** Runs a script and reports, per the spec. */
export function runScript(json: unknown): { report: Report; state: GameState } {
  const script = loadScript(json);
  let state = script.state;
  const log: string[] = [];
  const rejected: Report['rejected'] = [];
  for (const line of script.actions) {
    const parsed = parseAction(state, line);
    if (!parsed.ok) {
      rejected.push({ action: line, reason: describe(parsed.code, { ...parsed.params, script: 1 }), code: parsed.code });
      continue;
    }
    const result = applyAction(state, parsed.action);
    if (!result.ok) {
      rejected.push({ action: line, reason: describe(result.rejection.code, { ...result.rejection.params, script: 1 }), code: result.rejection.code });
      continue;
    }
    state = result.state;
    log.push(...narrate(result.events, { script: 1 }));
  }
  return { report: report(state, log, rejected), state };
}

export function report(s: GameState, log: string[] = [], rejected: Report['rejected'] = []): Report {
  const name = (loc: number | null) => (loc === null ? null : locName(s, loc));
  const cell = (loc: number | null) => (loc === null ? null : cellName(s.size, loc % (s.size * s.size)));
  const safes: Report['safes'] = [];
  s.tiles.forEach((t, loc) => {
    if (t.room !== 'safe') return;
    safes.push({
      at: locName(s, loc), dice: t.dice, open: t.open,
      cracked: combinationTiles(s, loc).filter((l) => s.tiles[l].cracked).map((l) => locName(s, l)),
    });
  });
  return {
    outcome: s.outcome,
    turn: s.outcome === 'playing' ? s.players[s.turn.player]?.name ?? null : null,
    actionsLeft: s.turn.actionsLeft,
    awaiting: s.awaiting
      ? { player: s.players[s.awaiting.player].name, question: describe(s.awaiting.code, { ...s.awaiting.params, script: 1 }), options: s.awaiting.options }
      : null,
    players: s.players.map((p) => ({
      name: p.name, character: p.character, side: p.side, at: name(p.at), stealth: p.stealth, tools: [...p.tools],
      loot: [...p.loot], escaped: p.escaped,
    })),
    // As the contract writes them: the cell (`C3`), the floor in `floor`.
    guards: s.guards.flatMap((g, f) => (g.placed
      ? [{ floor: f + 1, at: cell(g.at), destination: cell(g.dest), die: g.die, patrolLeft: g.deck.length }]
      : [])),
    alarms: s.tiles.flatMap((t, loc) => (t.alarm ? [locName(s, loc)] : [])),
    revealed: s.tiles.flatMap((t, loc) => (t.revealed && t.room !== 'empty' ? [locName(s, loc)] : [])),
    safes,
    items: tileItems(s),
    log,
    rejected,
  };
}

function tileItems(s: GameState): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  s.tiles.forEach((t, loc) => {
    if (t.items.length) out[locName(s, loc)] = [...t.items];
  });
  if (s.kitty !== null) (out[locName(s, s.kitty)] ??= []).push('persian-kitty');
  return out;
}

/** A stored game as a position script, for exports and bug reports: its setup (the module's origin) and live actions.
 * Undefined for setups a script cannot say. */
export function positionOf(setup: GameSetup, actions: readonly string[]): Record<string, unknown> | undefined {
  if (setup.walls === 'random' || setup.emptyCell !== undefined || setup.randomSides) return undefined;
  const script: Record<string, unknown> = {
    scenario: setup.scenario,
    seed: setup.seed,
    crew: setup.crew.map((c) => ({ name: c.name, ...(c.character ? { character: c.character } : {}), ...(c.side ? { side: c.side } : {}) })),
  };
  if (setup.lostVisual) script.lostVisual = true;
  if (setup.stealth !== undefined) script.stealth = setup.stealth;
  script.actions = actions.filter((a) => !a.startsWith('#') && /^\s*[^:]+:\s*\S/.test(a));
  return script;
}
