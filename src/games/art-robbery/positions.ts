// The position contract (docs/positions.md, "Art Robbery scripts"): a script becomes a state (any raid, hands, deck,
// centre, face-up and banked tokens, the dog), its actions are applied, and the report is printed; `as` hides what
// that player may not know. A malformed script throws PositionError naming the field.
import { isObject, need, needName, onlyFields, readerSeat } from '../../core/position.js';
import { Rng, seedRng } from '../../core/rng.js';
import { lookup } from '../../core/text.js';
import type { GameEvent } from '../../core/types.js';
import { applyAction, askedSeat, isOver } from './engine/apply.js';
import { asksWhom } from './engine/choices.js';
import { parseLogLine } from './engine/parse.js';
import { alibis, score, seal } from './engine/score.js';
import { CARD_COUNTS, fullDeck, isCard, isToken, sorted, takeOne } from './engine/tokens.js';
import type { ArtState, Tagged, Token } from './engine/types.js';
import { texts } from './text/index.js';
import { legalActions } from './engine/legal.js';

/** English as a position report writes it (`script`: tokens as `1*`, commands as script lines, players by name). */
const en = (code: string, params: Record<string, unknown> = {}) => lookup(texts, 'en', code, { ...params, script: true }) ?? code;

function strings(v: unknown, field: string, check: (x: string) => boolean, what: string): string[] {
  need(Array.isArray(v), field, 'must be a list');
  (v as unknown[]).forEach((x, i) => need(typeof x === 'string' && check(x.toLowerCase()), `${field}[${i}]`, `must be ${what}`));
  return (v as string[]).map((x) => x.toLowerCase());
}
const cards = (v: unknown, field: string) => strings(v, field, isCard, 'a card (0–5, boss, dog, greedy)');
const tokens = (v: unknown, field: string) => strings(v, field, isToken, 'a token such as "3", "1*" or "boss"');

/** A player named in a script, in any case as in action lines (names differ ignoring case), or -1. */
const seatOf = (names: string[], name: unknown): number => (typeof name === 'string' ? names.findIndex((n) => n.toLowerCase() === name.trim().toLowerCase()) : -1);

/** A field keyed by player name, keyed again by the name as the players list spells it. */
function perPlayer(v: unknown, field: string, names: string[]): Record<string, unknown> {
  if (v === undefined) return {};
  need(isObject(v), field, 'must be an object keyed by player name');
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    const seat = seatOf(names, k);
    need(seat >= 0, `${field}.${k}`, `"${k}" is not one of the players`);
    need(!(names[seat] in out), `${field}.${k}`, `"${names[seat]}" is named twice`);
    out[names[seat]] = x;
  }
  return out;
}

/** The fields of an Art Robbery script (positions-art-robbery.md). */
const FIELDS = ['game', 'seed', 'players', 'raid', 'first', 'hands', 'deck', 'discard', 'centre', 'faceUp', 'banked', 'dog', 'actions'];

/** The state a script describes, and its action lines. */
export function stateOf(raids: Token[][], script: Record<string, unknown>): { state: ArtState; actions: string[] } {
  need(isObject(script), 'script', 'must be a JSON object');
  need(script.game === 'art-robbery', 'game', 'must be "art-robbery"');
  onlyFields(script, '', FIELDS, 'an Art Robbery script');
  const seed = script.seed ?? 1;
  need(Number.isInteger(seed), 'seed', 'must be an integer');
  const names = script.players as string[];
  need(Array.isArray(names) && names.length >= 2 && names.length <= 5, 'players', 'must list 2 to 5 player names');
  names.forEach((n, i) => needName(n, `players[${i}]`));
  need(new Set(names.map((n) => n.toLowerCase())).size === names.length, 'players', 'names must be unique');
  const raid = script.raid ?? 1;
  need(Number.isInteger(raid) && (raid as number) >= 1 && (raid as number) <= 4, 'raid', 'must be 1 to 4');
  const r = raid as number;
  const rng = new Rng(seedRng(seed as number));

  // Cards: script-given hands, deck top and discard; the rest shuffled under the deck and dealt to other hands (and
  // to fill a hand named with fewer than five).
  const handsIn = perPlayer(script.hands, 'hands', names);
  const pool = fullDeck();
  const remove = (list: string[], field: string) => list.forEach((c) => need(takeOne(pool, c), field, `holds more "${c}" cards than the ${CARD_COUNTS[c]} in the game`));
  const hands: (string[] | null)[] = names.map((n) => {
    if (!(n in handsIn)) return null;
    const h = cards(handsIn[n], `hands.${n}`);
    need(h.length <= 5, `hands.${n}`, 'holds at most 5 cards');
    remove(h, `hands.${n}`);
    return h;
  });
  const deckTop = script.deck === undefined ? [] : cards(script.deck, 'deck');
  remove(deckTop, 'deck');
  const discard = script.discard === undefined ? [] : cards(script.discard, 'discard');
  remove(discard, 'discard');
  // A hand always holds five cards in play: one named short is filled from the deck like the hands not named.
  need(hands.reduce((n, h) => n + 5 - (h?.length ?? 0), 0) <= pool.length, 'deck', 'leaves too few cards to deal the other hands');
  rng.shuffle(pool);
  const dealt = hands.map((h) => [...(h ?? []), ...pool.splice(0, 5 - (h?.length ?? 0))]);

  // Tokens of this raid: centre and face up, the rest out of play.
  const left = [...raids[r - 1]];
  const faceIn = perPlayer(script.faceUp, 'faceUp', names);
  const faceUp = names.map((n) => {
    const t = n in faceIn ? tokens(faceIn[n], `faceUp.${n}`) : [];
    t.forEach((x) => need(takeOne(left, x), `faceUp.${n}`, `"${x}" is not one of raid ${r}'s tokens still free`));
    return t;
  });
  let centre: string[];
  const box: Tagged[] = [];
  if (script.centre === undefined) centre = [...left];
  else {
    centre = tokens(script.centre, 'centre');
    centre.forEach((x) => need(takeOne(left, x), 'centre', `"${x}" is not one of raid ${r}'s tokens still free`));
    box.push(...left.map((token) => ({ raid: r, token })));
  }
  need(centre.length > 0, 'centre', 'must hold at least one token (a raid ends when the centre empties)');

  // Banked tokens come from earlier raids (the earliest that still has the face); the rest of those raids is boxed.
  const earlier = raids.slice(0, r - 1).map((x) => [...x]);
  const bankedIn = perPlayer(script.banked, 'banked', names);
  const banked: Tagged[][] = names.map((n) => {
    if (!(n in bankedIn)) return [];
    return tokens(bankedIn[n], `banked.${n}`).map((token) => {
      const from = earlier.findIndex((x) => x.includes(token));
      need(from >= 0, `banked.${n}`, `"${token}" is not among the earlier raids' tokens still free`);
      takeOne(earlier[from], token);
      return { raid: from + 1, token };
    });
  });
  earlier.forEach((x, i) => box.push(...x.map((token) => ({ raid: i + 1, token }))));

  let dog: ArtState['dog'] = 'centre';
  if (script.dog !== undefined) {
    need(script.dog === null || script.dog === 'centre' || seatOf(names, script.dog) >= 0, 'dog', 'must be "centre", a player or null');
    dog = script.dog === null || script.dog === 'centre' ? script.dog : seatOf(names, script.dog);
  }
  let turn: number;
  if (script.first !== undefined) {
    need(seatOf(names, script.first) >= 0, 'first', 'must be one of the players');
    turn = seatOf(names, script.first);
  } else turn = r > 1 && typeof dog === 'number' ? dog : rng.int(names.length);

  const actions = script.actions === undefined ? [] : script.actions;
  need(Array.isArray(actions), 'actions', 'must be a list of lines such as "Ava: play 4"');
  (actions as unknown[]).forEach((a, i) => need(typeof a === 'string', `actions[${i}]`, 'must be a line such as "Ava: play 4"'));

  const state: ArtState = {
    game: 'art-robbery', version: 1, names: [...names], raids: raids.map((x) => [...x]), raid: r, turn, turnNo: 0,
    centre, faceUp, banked, sealed: banked.map(seal), box, dog, hands: dealt, deck: [...deckTop, ...pool], discard,
    pending: null, rng: rng.save(), final: null,
  };
  return { state, actions: actions as string[] };
}

function question(s: ArtState): string {
  const p = s.pending!;
  if (p.kind === 'choose') return en(asksWhom(p.options.map((o) => o.args)) ? 'question.choose-whom' : 'question.choose', { player: s.names[p.player], card: p.card });
  if (p.kind === 'give') return en('question.give', { victim: s.names[p.victim], player: s.names[p.thief], token: p.token });
  return en('question.discard', { player: s.names[p.player] });
}

/** The report of a state, as the spec writes it; `as` is the reading seat or undefined for everything. */
export function report(s: ArtState, log: string[], rejected: { action: string; reason: string }[], as?: number): Record<string, unknown> {
  const over = isOver(s);
  const asked = askedSeat(s);
  const sees = (i: number) => as === undefined || as === i;
  let awaiting = null;
  if (s.pending && asked !== null) {
    const secret = s.pending.kind === 'discard' && !sees(asked);
    awaiting = {
      player: s.names[asked], question: question(s),
      options: secret ? [] : legalActions(s, asked).map((a) => [a.verb, ...a.args].join(' ')),
    };
  }
  return {
    game: 'art-robbery',
    outcome: over ? 'over' : 'playing',
    raid: s.raid,
    turn: over ? null : s.names[s.turn],
    awaiting,
    centre: sorted(s.centre),
    dog: typeof s.dog === 'number' ? s.names[s.dog] : s.dog,
    deck: s.deck.length,
    discard: [...s.discard],
    players: s.names.map((name, i) => {
      const p: Record<string, unknown> = { name };
      if (sees(i)) p.hand = sorted(s.hands[i]);
      else p.handSize = s.hands[i].length;
      p.faceUp = sorted(s.faceUp[i]);
      if (sees(i)) p.banked = sorted(s.banked[i].map((b) => b.token));
      else p.bankedCount = s.banked[i].length;
      if (sees(i) || over) {
        p.alibis = alibis(s, i);
        p.score = score(s, i);
      }
      return p;
    }),
    result: over && s.final
      ? {
          arrested: s.final.arrested.map((i) => s.names[i]),
          winners: s.final.winners.map((i) => s.names[i]),
          scores: Object.fromEntries(s.names.map((n, i) => [n, s.final!.scores[i]])),
        }
      : null,
    log,
    // A reader sees only their own refusals: another's would tell them what that player does not hold.
    rejected: as === undefined ? rejected : rejected.filter((r) => actorOf(s, r.action) === as),
  };
}

/** The seat a script line is typed by (`Ava: play 4`), or -1. */
function actorOf(s: ArtState, line: string): number {
  const colon = line.indexOf(':');
  const name = colon < 0 ? '' : line.slice(0, colon).trim().toLowerCase();
  return s.names.findIndex((n) => n.toLowerCase() === name);
}

export function runPositions(raids: Token[][], script: Record<string, unknown>, as?: string): Record<string, unknown> {
  const built = stateOf(raids, script);
  let s = built.state;
  let seat: number | undefined;
  if (as !== undefined) seat = readerSeat(s.names, as);
  const log: string[] = [];
  const rejected: { action: string; reason: string }[] = [];
  for (const line of built.actions) {
    const parsed = parseLogLine(s, line);
    const r = parsed.ok ? applyAction(s, parsed.action) : parsed;
    if (!r.ok) {
      rejected.push({ action: line, reason: en(r.rejection.code, r.rejection.params) });
      continue;
    }
    s = r.state;
    log.push(...publicLines(r.events));
  }
  return report(s, log, rejected, seat);
}

/** Public events as English lines (private ones, such as a drawn card, never reach the log). */
const publicLines = (events: GameEvent[]): string[] => events.filter((e) => !e.to).map((e) => en(e.code, e.params));
