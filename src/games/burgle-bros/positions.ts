// The text contract of docs/positions.md: a script (a position as JSON plus actions typed as players type
// them) is loaded into a GameState, its actions applied, and a JSON report produced. Pure: the CLI does the I/O.
import { borderWalls, cellName, floorOf, locName, openNeighbours, parseCell, parseLoc, parseLocOn, parseWall, setWall } from './engine/board.js';
import { ALL_CHARACTERS, ALL_EVENTS, ALL_LOOT, ALL_TOOLS } from './engine/content/cards.js';
import { ActionCtx } from './engine/ctx.js';
import { applyAction, run } from './engine/apply.js';
import { describe, narrate } from './text/en-engine.js';
import { parseAction } from './engine/parse.js';
import { ROOMS } from './engine/rooms/index.js';
import { buildState, emptyTile, SetupError } from './engine/setup.js';
import { BURGLE_TEXTS } from './text/index.js';
import { translator } from '../../core/text.js';
import { isObject, need, needName, onlyFields, PositionError } from '../../core/position.js';
import { LOST_VISUAL, SCENARIOS } from './engine/content/scenarios.js';
import { floorWallsFor } from './engine/walls.js';
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

/** Card names as written in any case, like room names and actions (`Tiara` is `tiara`). */
const cardNames = (v: unknown, field: string): string[] => strings(v, field).map((x) => x.trim().toLowerCase());

/** The fields each part of a script may have (docs/positions.md). */
const FIELDS = {
  script: ['game', 'scenario', 'seed', 'crew', 'floors', 'guards', 'players', 'safes', 'patrol', 'events', 'tools', 'loot', 'dice', 'lostVisual', 'stealth', 'actions'],
  crew: ['name', 'character', 'side'],
  floor: ['tiles', 'walls', 'revealed', 'items'],
  guard: ['floor', 'at', 'destination', 'die'],
  player: ['at', 'stealth', 'tools', 'loot', 'escaped'],
  safe: ['at', 'dice', 'cracked', 'open'],
} as const;

/** How many Safes and Stairs a floor holds: one each, Fort Knox's third of each dealt among its rooms (NOTES §3). */
const mostPerFloor = (scenario: Scenario): number => (scenario === 'fortknox' ? 2 : 1);
/** The box holds three Safes and three Stairs (NOTES §2). */
const IN_THE_BOX = 3;

/** A cell walls cut off, from the smaller part of the floor, and a cell of the rest; null when every cell is reachable. */
function cutOff(size: number, walls: readonly number[], emptyCell: number | null): [number, number] | null {
  const g = { size, floorCount: 1 };
  const start = emptyCell === 0 ? 1 : 0;
  const seen = new Set([start]);
  const todo = [start];
  while (todo.length) {
    for (const n of openNeighbours(g, walls, todo.pop()!)) {
      if (n !== emptyCell && !seen.has(n)) seen.add(n), todo.push(n);
    }
  }
  const cells = size * size - (emptyCell === null ? 0 : 1);
  if (seen.size === cells) return null;
  const other = [...Array(size * size).keys()].find((c) => c !== emptyCell && !seen.has(c))!;
  return seen.size * 2 <= cells ? [start, other] : [other, start];
}

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
  onlyFields(json, '', FIELDS.script, 'a Burgle Bros. script');
  const scenario = (json.scenario ?? 'bank') as Scenario;
  need(['bank', 'office', 'fortknox'].includes(scenario), 'scenario', 'must be "bank", "office" or "fortknox"');
  const seed = json.seed ?? 1;
  need(typeof seed === 'number' && Number.isInteger(seed), 'seed', 'must be an integer');
  need(Array.isArray(json.crew) && json.crew.length >= 1 && json.crew.length <= 4, 'crew', 'must list 1 to 4 characters');
  const crew = (json.crew as unknown[]).map((c, i) => {
    need(isObject(c), `crew[${i}]`, 'must be an object such as {"name": "Ava", "character": "hawk"}');
    onlyFields(c, `crew[${i}].`, FIELDS.crew, 'a crew member');
    // A name with ":" or of spaces alone could never start an action line.
    needName(c.name, `crew[${i}].name`);
    const character = typeof c.character === 'string' ? c.character.trim().toLowerCase() : c.character;
    if (character !== undefined) {
      need(ALL_CHARACTERS.includes(character as never), `crew[${i}].character`, `unknown character "${String(c.character)}"`);
    }
    if (c.side !== undefined) need(c.side === 'basic' || c.side === 'advanced', `crew[${i}].side`, 'must be "basic" or "advanced"');
    return { name: c.name, character: character as never, side: c.side as never };
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
    const sc = SCENARIOS[scenario];
    const most = mostPerFloor(scenario);
    const inAll = { safe: 0, stairs: 0 };
    let firstEmpty: number | null = null;
    (json.floors as unknown[]).forEach((fl, f) => {
      const field = `floors[${f}]`;
      need(isObject(fl), field, 'must be an object');
      onlyFields(fl, `${field}.`, FIELDS.floor, 'a floor');
      const tiles = strings(fl.tiles, `${field}.tiles`);
      need(tiles.length === n, `${field}.tiles`, `must have ${n} entries, row by row`);
      let emptyCell: number | null = null;
      const count = { safe: 0, stairs: 0 };
      tiles.forEach((text, c) => {
        const m = /^([a-z-]+)(?::(.*))?$/.exec(text.trim().toLowerCase());
        const room = m?.[1] ?? '';
        need(ROOM_IDS.has(room), `${field}.tiles[${c}]`, `unknown room "${text}"`);
        const num = m?.[2];
        // The Safe (and the hole) carry no number: a `:N` there would make a tile the box does not hold.
        need(num === undefined || (room !== 'safe' && room !== 'empty'), `${field}.tiles[${c}]`, `"${text}": ${room === 'safe' ? 'a Safe' : 'the empty cell'} has no number`);
        need(num === undefined || /^[1-6]$/.test(num), `${field}.tiles[${c}]`, 'combination must be 1–6');
        const combo = num === undefined ? null : Number(num);
        if (room === 'empty') {
          need(emptyCell === null, `${field}.tiles[${c}]`, `a second empty cell (the first is ${cellName(state.size, emptyCell!)}): a floor has one`);
          emptyCell = c;
        }
        if (room === 'safe' || room === 'stairs') count[room]++;
        state.tiles[f * n + c] = emptyTile({ room: room as RoomType, combo } as never);
      });
      need(emptyCell === null || state.scenario === 'fortknox', `${field}.tiles`, 'only Fort Knox has an empty cell');
      // Fort Knox: 24 tiles and one empty space, "the same on both floors" (the rulebook's setup).
      need(emptyCell !== null || state.scenario !== 'fortknox', `${field}.tiles`, 'a Fort Knox floor has one "empty" cell (C3 by default)');
      if (f === 0) firstEmpty = emptyCell;
      need(emptyCell === firstEmpty, `${field}.tiles`, `the empty cell must be the same on both floors: ${cellName(state.size, firstEmpty!)} on floor 1`);
      for (const room of ['safe', 'stairs'] as const) {
        const tile = room === 'safe' ? 'Safe' : 'Stairs';
        need(count[room] <= most, `${field}.tiles`, `${count[room]} ${tile} tiles: a floor holds ${most === 1 ? 'one' : 'at most two (Fort Knox deals its third among the rooms)'}`);
        inAll[room] += count[room];
        need(inAll[room] <= IN_THE_BOX, `${field}.tiles`, `${inAll[room]} ${tile} tiles in the building: the box holds ${IN_THE_BOX}`);
      }
      // Walls written, or the scenario's own; either way the border and a box around the empty cell where it is now.
      let w: number[];
      if (fl.walls !== undefined) {
        w = borderWalls(state.size, emptyCell);
        for (const text of strings(fl.walls, `${field}.walls`)) {
          const pair = parseWall(state.size, text);
          need(pair, `${field}.walls`, `"${text}" is not a wall between two adjacent cells`);
          setWall(state.size, w, pair[0], pair[1], true);
        }
      } else w = floorWallsFor(state.size, emptyCell, sc.walls[f]);
      // A cell nobody can reach would leave a guard path with no way through (NOTES §3: every cell reachable).
      const cut = cutOff(state.size, w, emptyCell);
      if (cut) {
        const why = fl.walls === undefined ? ` with the scenario's walls and the empty cell at ${cellName(state.size, emptyCell!)} (write this floor's walls)` : '';
        throw new PositionError(`${field}.walls`, `${cellName(state.size, cut[0])} cannot be reached from ${cellName(state.size, cut[1])}${why}: every cell must be reachable from every other (NOTES §3)`);
      }
      state.walls = [...state.walls.slice(0, f * n), ...w, ...state.walls.slice(f * n + n)];
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
          need(c !== emptyCell, `${field}.items.${cell}`, 'is the empty cell: nothing can lie there');
          for (const card of cardNames(cards, `${field}.items.${cell}`)) {
            const isLoot = (ALL_LOOT as string[]).includes(card);
            need(isLoot || (ALL_TOOLS as string[]).includes(card), `${field}.items.${cell}`, `unknown tool or loot "${card}"`);
            takeOut((isLoot ? state.loot : state.tools) as { deck: string[]; discard: string[] }, card, `${field}.items.${cell}`);
            if (card === 'persian-kitty') state.kitty = f * n + c;
            else tileToChange(state, f * n + c).items.push(card);
          }
        }
      }
    });
    // Fort Knox's hole moved: its patrol card was never in the decks, the default cell's was (NOTES §4: one per cell).
    const dealtEmpty = sc.emptyCell === null ? null : parseCell(state.size, sc.emptyCell);
    if (firstEmpty !== null && dealtEmpty !== null && firstEmpty !== dealtEmpty) {
      const swap = (pile: readonly number[]) => pile.map((card) => (card === firstEmpty ? dealtEmpty : card));
      for (const g of state.guards) {
        g.deck = swap(g.deck);
        g.discard = swap(g.discard);
      }
      state.options = { ...state.options, emptyCell: cellName(state.size, firstEmpty) };
    }
  }

  // Safes part cracked or open (the report's `safes`, read back): their dice, Cracked tokens and open doors.
  if (json.safes !== undefined) {
    need(Array.isArray(json.safes), 'safes', 'must be a list such as [{"at": "F1 D4", "open": true}]');
    const listed: number[] = [];
    (json.safes as unknown[]).forEach((x, i) => {
      const field = `safes[${i}]`;
      need(isObject(x), field, 'must be an object');
      onlyFields(x, `${field}.`, FIELDS.safe, 'a safe');
      const at = typeof x.at === 'string' ? parseLoc(state, x.at) : null;
      need(at !== null, `${field}.at`, 'must be a cell such as "F1 D4"');
      need(state.tiles[at].room === 'safe', `${field}.at`, `${locName(state, at)} is not a Safe`);
      need(!listed.includes(at), `${field}.at`, `${locName(state, at)} is listed twice`);
      listed.push(at);
      need(x.open === undefined || typeof x.open === 'boolean', `${field}.open`, 'must be true or false');
      need(x.dice === undefined || (Number.isInteger(x.dice) && (x.dice as number) >= 0 && (x.dice as number) <= 6), `${field}.dice`, 'must be 0–6 (a Safe holds at most 6 dice)');
      need(!(x.open === true && (x.dice as number) > 0), `${field}.dice`, 'an open safe holds no dice');
      const combination = combinationTiles(state, at);
      const cracked = x.cracked === undefined ? [] : strings(x.cracked, `${field}.cracked`).map((text) => {
        const loc = parseLocOn(state, text, floorOf(state, at));
        need(loc !== null, `${field}.cracked`, `"${text}" is not a cell`);
        need(combination.includes(loc), `${field}.cracked`, `${locName(state, loc)} is not a numbered tile in this safe's row or column`);
        return loc;
      });
      // Cracked tokens lie only on face-up tiles (NOTES §6), and one stood on the Safe to crack it.
      const open = x.open === true;
      for (const loc of open ? combination : cracked) Object.assign(tileToChange(state, loc), { revealed: true, cracked: true });
      const tile = tileToChange(state, at);
      tile.revealed = true;
      tile.dice = (x.dice as number | undefined) ?? 0;
      tile.open = open;
      need(open || !combination.every((l) => state.tiles[l].cracked), `${field}.cracked`, 'covers the whole combination, so the safe would be open: write "open": true');
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
    const top = cardNames(json[field], field);
    for (const c of top) need((all as readonly string[]).includes(c), field, `unknown card "${c}"`);
    stackTop(state[field] as { deck: string[]; discard: string[] }, top, field);
  }

  if (json.dice !== undefined) {
    need(Array.isArray(json.dice) && json.dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6), 'dice', 'must be a list of numbers 1–6');
    state.fixedDice = [...(json.dice as number[])];
  }

  const ctx = new ActionCtx(state, RULES, { player: 0, verb: 'position', args: [] });
  // What a face-up tile's reveal left (Stairs' Downstairs token, the Lavatory's stalls): its room's own onReveal.
  if (json.floors !== undefined || json.safes !== undefined) {
    state.tiles.forEach((t, loc) => {
      if (t.revealed) ROOMS[t.room].onReveal?.(ctx, loc);
    });
  }
  if (json.guards !== undefined) {
    need(Array.isArray(json.guards), 'guards', 'must be a list');
    const floorOf: number[] = [];
    (json.guards as unknown[]).forEach((g, i) => {
      const field = `guards[${i}]`;
      need(isObject(g), field, 'must be an object');
      onlyFields(g, `${field}.`, FIELDS.guard, 'a guard');
      const f = Number(g.floor) - 1;
      need(typeof g.floor === 'number' && Number.isInteger(f) && f >= 0 && f < state.floorCount, `${field}.floor`, `must be a floor 1–${state.floorCount}`);
      // One guard a floor: a second entry would spend its patrol cards on a guard who is not there.
      const before = floorOf.indexOf(f);
      need(before < 0, `${field}.floor`, `floor ${f + 1} already has its guard (guards[${before}]): a floor has one`);
      floorOf[i] = f;
      const guard = state.guards[f];
      // His tile and destination: cells he can walk to (the empty cell is no tile, and no patrol card names it).
      const cellOn = (which: 'at' | 'destination'): number => {
        const text = g[which];
        const c = typeof text === 'string' ? parseCell(state.size, text) : null;
        need(c !== null, `${field}.${which}`, 'must be a cell such as C3');
        need(state.tiles[f * n + c].room !== 'empty', `${field}.${which}`, 'is the empty cell');
        return f * n + c;
      };
      guard.placed = true;
      guard.at = cellOn('at');
      if (g.destination !== undefined) guard.dest = cellOn('destination');
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
      onlyFields(p, `${field}.`, FIELDS.player, 'a player');
      const pl = state.players[i];
      need(p.escaped === undefined || typeof p.escaped === 'boolean', `${field}.escaped`, 'must be true or false');
      // One who escaped is on the roof: a cell may still be written (where they left from), but none is needed.
      if (p.escaped !== true || (p.at !== undefined && p.at !== null)) {
        need(typeof p.at === 'string' && parseLoc(state, p.at) !== null, `${field}.at`, 'must be a cell such as "F1 A1"');
        pl.at = parseLoc(state, p.at as string);
        need(state.tiles[pl.at!].room !== 'empty', `${field}.at`, 'is the empty cell');
        tileToChange(state, pl.at!).revealed = true;
      }
      if (p.stealth !== undefined) {
        need(Number.isInteger(p.stealth) && (p.stealth as number) >= 0 && (p.stealth as number) <= 9, `${field}.stealth`, 'must be a number 0–9');
        pl.stealth = p.stealth as number;
      }
      if (p.tools !== undefined) {
        state.tools.deck = [...state.tools.deck, ...pl.tools]; // undo character setup (e.g. the Rigger's Dynamite)
        pl.tools = [];
        for (const t of cardNames(p.tools, `${field}.tools`)) {
          need((ALL_TOOLS as string[]).includes(t), `${field}.tools`, `unknown tool "${t}"`);
          takeOut(state.tools, t as never, `${field}.tools`);
          pl.tools.push(t as never);
        }
      }
      if (p.loot !== undefined) {
        for (const l of cardNames(p.loot, `${field}.loot`)) {
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
    // The last one out ends the game (won or lost): a crew all on the roof has no turn left to play.
    need(state.players.some((pl) => !pl.escaped), 'players', 'every crew member has escaped, so the game is over: leave someone in the building');
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
      // In the spec's order.
      at: locName(s, loc), dice: t.dice,
      cracked: combinationTiles(s, loc).filter((l) => s.tiles[l].cracked).map((l) => locName(s, l)),
      open: t.open,
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
