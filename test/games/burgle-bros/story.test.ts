// How a step's events read in a post (present.ts storyLines): a guard put on the board is told once, where he appears
// and where he heads, although the engine draws his destination before it reports him placed; one who reappears
// after Lost Visual is told reappearing before heading; a guard's walk is told step by step with what he saw and drew
// on the way, while the engine's log keeps it one line.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/core/types.js';
import { burgleBros } from '../../../src/games/burgle-bros/index.js';
import { applyAction, parseAction } from '../../../src/games/burgle-bros/engine/index.js';
import type { GameState } from '../../../src/games/burgle-bros/engine/types.js';
import { narrate } from '../../../src/games/burgle-bros/text/en-engine.js';
import { SIDES_EN } from '../../../src/games/burgle-bros/text/rules-en.js';
import { SIDES_RU } from '../../../src/games/burgle-bros/text/rules-ru.js';
import { bank, farGuard, member, play } from './engine/cards/characters/helpers.js';
import { floor } from './helpers/script.js';

const CREW = [member('Ava', 'rook', 'basic'), member('Bo', 'hawk', 'basic')];
const { state } = play({ crew: CREW, floors: bank(), guards: farGuard, players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], actions: [] });
const story = (events: GameEvent[], lang: 'en' | 'ru' = 'en') => burgleBros.present({
  view: burgleBros.view(state, -1), viewer: -1, lang, legal: [], moment: { kind: 'step', events }, name: (k) => ['Ava', 'Bo'][k],
}).lines;

describe('a guard coming onto the board', () => {
  it('placed: one line says where he appears and where he heads', () => {
    const events: GameEvent[] = [
      { code: 'guard-destination', params: { floor: 2, at: 'F2 A2', why: 'patrol' } },
      { code: 'guard-placed', params: { floor: 2, at: 'F2 C4', destination: 'F2 A2' } },
    ];
    expect(story(events).filter((l) => /floor 2/.test(l))).toEqual(['Guard on floor 2 arrives at F2 C4, heading for F2 A2']);
    expect(story(events, 'ru').filter((l) => /этажа 2/.test(l))).toEqual(['Охранник этажа 2 появляется в F2 C4 и направляется в F2 A2']);
  });

  it('back after Lost Visual: where he reappears, then where he heads', () => {
    const events: GameEvent[] = [
      { code: 'guard-destination', params: { floor: 1, at: 'F1 D4', why: 'patrol' } },
      { code: 'guard-returns', params: { floor: 1, at: 'F1 B2' } },
    ];
    expect(story(events).filter((l) => /floor 1/.test(l))).toEqual(['The guard on floor 1 reappears at F1 B2', 'Guard on floor 1 now heads for F1 D4']);
  });

  it('another floor\'s destination, or a different one, is told as it is', () => {
    const events: GameEvent[] = [
      { code: 'guard-destination', params: { floor: 1, at: 'F1 D4', why: 'patrol' } },
      { code: 'guard-placed', params: { floor: 2, at: 'F2 C4', destination: 'F2 A2' } },
    ];
    expect(story(events).filter((l) => /floor \d/.test(l))).toEqual(['Guard on floor 1 now heads for F1 D4', 'Guard on floor 2 arrives at F2 C4, heading for F2 A2']);
  });
});

describe('a guard\'s walk with something on the way', () => {
  // The guard on floor 1 walks D2 (where Bo stands: seen), D3 (his destination: a new card, A4), then one more step (D4).
  const floors = () => [
    { tiles: floor({ D4: 'safe', A4: 'stairs:6' }), walls: [] as string[], revealed: ['A1', 'A2', 'D1', 'D2', 'D3'] },
    { tiles: floor({ D4: 'safe', A4: 'stairs:5' }), walls: [] as string[] },
    { tiles: floor({ D4: 'safe', A4: 'stairs:4' }), walls: [] as string[] },
  ];
  const before = play({
    crew: [member('Ava', 'juicer', 'basic'), member('Bo', 'hawk', 'basic')], floors: floors(),
    guards: [{ floor: 1, at: 'D1', destination: 'D3', die: 3 }], patrol: { 1: ['A4'] },
    players: [{ at: 'F1 A1' }, { at: 'F1 D2' }], actions: ['Ava: move south', 'Ava: move south', 'Ava: move south'],
  }).state;
  const parsed = parseAction(before, 'Ava: end');
  if (!parsed.ok) throw new Error(parsed.code);
  const ended = applyAction(before, parsed.action);
  if (!ended.ok) throw new Error(ended.rejection.code);
  const told = (lang: 'en' | 'ru') => burgleBros.present({
    view: burgleBros.view(ended.state, -1), viewer: -1, lang, legal: [], moment: { kind: 'step', events: ended.events }, name: (k) => ['Ava', 'Bo'][k],
  }).lines.filter((l) => /floor 1|этажа 1|Bo /.test(l));

  it('is told step by step: where he was when he saw someone, and when he drew his next destination', () => {
    expect(told('en')).toEqual([
      'Guard on floor 1 moved D2',
      expect.stringMatching(/^Bo lost 1 stealth/),
      'Guard on floor 1 moved D3',
      'Guard on floor 1 now heads for F1 A4',
      'Guard on floor 1 moved D4',
    ]);
    expect(told('ru')[0]).toBe('Охранник этажа 1 идёт: D2');
  });

  it('the log (the positions contract\'s) keeps the walk as one line, before what he saw on it', () => {
    const log = narrate(ended.events).filter((l) => /floor 1|^Bo /.test(l));
    expect(log[0]).toBe('Guard on floor 1 moved D2 D3 D4');
    expect(log.slice(1)).toEqual([expect.stringMatching(/^Bo lost 1 stealth/), 'Guard on floor 1 now heads for F1 A4']);
  });

  it('counts what it leaves out (a silent event on the way) when it splits the walk', () => {
    const events: GameEvent[] = [
      { code: 'guard-moved', params: { floor: 1, cells: ['B1', 'B2', 'B3'], speed: 3, stops: '1 1 2' } },
      { code: 'took-effect', params: { kind: 'tools', id: 'smoke-bomb' } },
      { code: 'stealth-lost', params: { player: 'Bo', reason: 'guard', stealth: 2 } },
      { code: 'guard-destination', params: { floor: 1, at: 'F1 D4', why: 'patrol' } },
      { code: 'alarm', params: { at: 'F1 A1', room: 'motion' } },
    ];
    expect(story(events).slice(0, 5)).toEqual([
      'Guard on floor 1 moved B1',
      'Bo lost 1 stealth (the guard on their tile), 2 left',
      'Guard on floor 1 moved B2',
      'Guard on floor 1 now heads for F1 D4',
      'Guard on floor 1 moved B3',
    ]);
  });
});

/** The lines typed from `from`, each accepted: the state after them and every event they made, in order. */
function typed(from: GameState, lines: string[]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let s = from;
  for (const line of lines) {
    const parsed = parseAction(s, line);
    if (!parsed.ok) throw new Error(`${line}: ${parsed.code}`);
    const r = applyAction(s, parsed.action);
    if (!r.ok) throw new Error(`${line}: ${r.rejection.code}`);
    events.push(...r.events);
    s = r.state;
  }
  return { state: s, events };
}

describe('a turn post that tells the turns played after it', () => {
  // Ava ends her turn; Bo (a bot, say) plays his whole turn; the post ends on Cy's turn, which its prompt tells.
  const crew = [member('Ava', 'juicer', 'basic'), member('Bo', 'hawk', 'basic'), member('Cy', 'raven', 'basic')];
  const { state } = play({
    crew, floors: bank({}, ['A1', 'A2', 'B1', 'B2']), guards: farGuard, players: [{ at: 'F1 A1' }, { at: 'F1 A1' }, { at: 'F1 A1' }],
    actions: ['Ava: move south', 'Ava: move east', 'Ava: move north'],
  });
  const { state: s, events } = typed(state, ['Ava: end', 'Bo: move south', 'Bo: move east', 'Bo: move north', 'Bo: end']);
  const told = (lang: 'en' | 'ru') => burgleBros.present({
    view: burgleBros.view(s, -1), viewer: -1, lang, legal: [], moment: { kind: 'turn', events, before: burgleBros.view(state, -1), by: 0 }, name: (k) => ['Ava', 'Bo', 'Cy'][k],
  }).lines;

  it('gives each turn played within it a heading, and none to the turn it ends on', () => {
    const lines = told('en');
    expect(lines[0]).toBe('End of turn 1 (Ava):');
    const heading = lines.indexOf('Turn 2 (Bo):');
    expect(heading).toBeGreaterThan(0);
    expect(lines.slice(heading + 1).some((l) => /^Bo moved/.test(l))).toBe(true);
    expect(lines.slice(0, heading).some((l) => /^Bo /.test(l))).toBe(false);
    expect(lines.some((l) => /Turn 3|Cy's turn/.test(l))).toBe(false);
    expect(lines.at(-1)).toMatch(/^Cy, your move/);
    expect(told('ru')).toContain('Ход 2 (Bo):');
  });

  it('counts a skipped turn (Jump the Gun) as the engine does', () => {
    const skipped: GameEvent[] = [
      { code: 'turn-ended', params: { player: 'Ava' } },
      { code: 'turn-skipped', params: { player: 'Bo' } },
      { code: 'turn-started', params: { player: 'Cy', actions: 4 } },
      { code: 'peeked', params: { player: 'Cy', at: 'F1 B2' } },
      { code: 'turn-ended', params: { player: 'Cy' } },
      { code: 'turn-started', params: { player: 'Ava', actions: 4 } },
    ];
    const lines = burgleBros.present({
      view: burgleBros.view(s, -1), viewer: -1, lang: 'en', legal: [], moment: { kind: 'turn', events: skipped, before: burgleBros.view(state, -1), by: 0 }, name: (k) => ['Ava', 'Bo', 'Cy'][k],
    }).lines;
    expect(lines).toContain('Turn 3 (Cy):');
    expect(lines.indexOf('Turn 3 (Cy):')).toBeGreaterThan(lines.findIndex((l) => /Bo's turn is skipped/.test(l)));
  });
});

describe('a move told before what it set off', () => {
  const tell = (events: GameEvent[]) => burgleBros.tell!({ events, viewer: -1, lang: 'en' });
  it('the tile it flipped and the Motion room it left come after the move (the engine says them first)', () => {
    const lines = tell([
      { code: 'alarm', params: { at: 'F1 B2', source: 'motion', player: 'Bo' } },
      { code: 'revealed', params: { at: 'F1 A2', room: 'laser', combo: 2, by: 'move' } },
      { code: 'moved', params: { player: 'Bo', to: 'F1 A2', room: 'laser' } },
    ]);
    expect(lines[0]).toMatch(/^Bo moved to F1 A2/);
    expect(lines.slice(1).join('\n')).toMatch(/Alarm at F1 B2/);
    expect(lines.slice(1).join('\n')).toMatch(/F1 A2 revealed/);
    // A peek's flip before a move is its own action: told where it happened.
    const peeked = tell([
      { code: 'revealed', params: { at: 'F1 A2', room: 'laser', combo: 2, by: 'peek' } },
      { code: 'moved', params: { player: 'Bo', to: 'F1 A2', room: 'laser' } },
    ]);
    expect(peeked[0]).toMatch(/F1 A2 revealed/);
  });
  it('a Motion room left that sends the guard to its alarm: the move first, then the flip, the alarm and where he heads', () => {
    // The engine's own order for the move (offline, seed 11, bank: the third move).
    const lines = tell([
      { code: 'revealed', params: { at: 'F1 A2', room: 'safe', by: 'move' } },
      { code: 'alarm', params: { at: 'F1 B2', source: 'motion', player: 'Bo' } },
      { code: 'guard-destination', params: { floor: 1, at: 'F1 B2', why: 'alarm' } },
      { code: 'moved', params: { player: 'Bo', to: 'F1 A2', room: 'safe' } },
    ]);
    expect(lines[0]).toMatch(/^Bo moved to F1 A2/);
    expect(lines.slice(1).join('\n')).toMatch(/F1 A2 revealed[^]*Alarm at F1 B2[^]*now heads for F1 B2/);
    // Where he heads after an alarm of an action before (a Laser entered) stays where it was told.
    const after = tell([
      { code: 'alarm', params: { at: 'F1 A2', source: 'laser', player: 'Bo' } },
      { code: 'guard-destination', params: { floor: 1, at: 'F1 A2', why: 'alarm' } },
      { code: 'moved', params: { player: 'Bo', to: 'F1 A3', room: 'laser' } },
    ]);
    expect(after.at(-1)).toMatch(/^Bo moved to F1 A3/);
  });
  it("a catch-up note tells a turn's start before its player enters the building", () => {
    const lines = tell([
      { code: 'entered-building', params: { player: 'Bot 1', at: 'F1 A1' } },
      { code: 'turn-started', params: { player: 'Bot 1', actions: 4 } },
    ]);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/enters the building/);
  });
});

describe('the post that ends a turn', () => {
  it("is headed as the turn when it tells the turn's own moves first (a bot playing a seat handed over)", () => {
    const crew = [member('Ava', 'juicer', 'basic'), member('Bo', 'hawk', 'basic')];
    const { state: start } = play({ crew, floors: bank({}, ['A1', 'A2', 'B1', 'B2']), guards: farGuard, players: [{ at: 'F1 A1' }, { at: 'F1 A1' }] });
    const { state: s, events } = typed(start, ['Ava: move south', 'Ava: move east', 'Ava: end']);
    const lines = (lang: 'en' | 'ru') => burgleBros.present({
      view: burgleBros.view(s, -1), viewer: -1, lang, legal: [], moment: { kind: 'turn', events, before: burgleBros.view(start, -1), by: 0 }, name: (k) => ['Ava', 'Bo'][k],
    }).lines;
    expect(lines('en')[0]).toBe(`Turn ${start.turn.number} (Ava):`);
    expect(lines('en')[1]).toMatch(/^Ava moved/);
    expect(lines('ru')[0]).toBe(`Ход ${start.turn.number} (Ava):`);
  });

  it('names the turn\'s player, not who pressed: a person answering a bot\'s question in its turn ends the bot\'s turn', () => {
    const now = burgleBros.view(state, -1);
    const before = { ...now, turn: { ...now.turn, player: 1 } };
    const post = (lang: 'en' | 'ru') => burgleBros.present({
      view: now, viewer: -1, lang, legal: [], moment: { kind: 'turn', events: [], before, by: 0 }, name: (k) => ['Ava', 'Bo'][k],
    }).lines[0];
    expect(post('en')).toBe(`End of turn ${before.turn.number} (Bo):`);
    expect(post('ru')).toBe(`Конец хода ${before.turn.number} (Bo):`);
  });
});

describe('told once, in plain words', () => {
  /** The story without the prompt that ends a step's post. */
  const told = (events: GameEvent[], lang: 'en' | 'ru' = 'en') => story(events, lang).slice(0, -1);

  it('the Rigger\'s draw of two tools is one line: which two, which kept, which discarded', () => {
    const events: GameEvent[] = [
      { code: 'tool-found', params: { player: 'Ava', tool: 'invisible-suit' } },
      { code: 'tool-discarded', params: { player: 'Ava', tool: 'crystal-ball' } },
    ];
    expect(told(events)).toEqual(['Ava drew two tools (the Rigger\'s rule), kept Invisible Suit and discarded Crystal Ball']);
    expect(told(events, 'ru')).toEqual(['Ava тянет два инструмента (правило Механика), оставляет «Костюм-невидимка» и сбрасывает «Хрустальный шар»']);
  });

  it('a tool whose own line names its user and itself is not told "used" first', () => {
    const events: GameEvent[] = [
      { code: 'tool-used', params: { player: 'Ava', tool: 'invisible-suit' } },
      { code: 'invisible-suit-on', params: { player: 'Ava', actions: 5 } },
    ];
    expect(told(events)).toEqual(['Ava put on the Invisible Suit: unseen by guards and cameras this turn, 5 actions left']);
    expect(told(events, 'ru')).toHaveLength(1);
    // A tool whose line does not say who used it keeps its "used" line.
    expect(told([{ code: 'tool-used', params: { player: 'Ava', tool: 'virus' } }, { code: 'virus-hacked', params: { cells: ['F1 A1'] } }])).toHaveLength(2);
  });

  it('the Spotter put a card back "on top" or "at the bottom" (of the deck, in Russian)', () => {
    const placed = (where: string, lang: 'en' | 'ru' = 'en') => story([{ code: 'patrol-card-placed', params: { player: 'Bo', floor: 1, card: 'A3', where } }], lang)[0];
    expect(placed('top')).toBe('Bo looked at floor 1\'s next patrol card, A3, and put it on top');
    expect(placed('bottom')).toBe('Bo looked at floor 1\'s next patrol card, A3, and put it at the bottom');
    expect(placed('top', 'ru')).toMatch(/кладёт её наверх колоды$/);
    expect(story([{ code: 'event-card-placed', params: { player: 'Bo', event: 'crash', where: 'bottom' } }])[0]).toMatch(/and put it at the bottom$/);
  });

  it('the Raven\'s crow goes up to 2 rooms away, in both languages (the ability menu\'s words)', () => {
    expect(SIDES_EN.raven.basic[1]).toMatch(/up to 2 tiles away/);
    expect(SIDES_RU.raven.basic).toMatch(/не дальше чем на 2 комнаты/);
  });
});
