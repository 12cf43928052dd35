// What new players tripped on: one test per point, named after it (rulings N1, N2 in docs/rulings.md).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../../../src/games/burgle-bros/engine/index.js';
import { ACTIONS } from '../../../../../src/games/burgle-bros/engine/actions/index.js';
import { CHARACTERS, EVENTS, LOOT, TOOLS } from '../../../../../src/games/burgle-bros/engine/cards/index.js';

import { translator } from '../../../../../src/core/text.js';
import { BURGLE_TEXTS } from '../../../../../src/games/burgle-bros/text/index.js';
import { RULES_EN } from '../../../../../src/games/burgle-bros/text/rules-en.js';
import { RULES_RU } from '../../../../../src/games/burgle-bros/text/rules-ru.js';
import { bank, farGuard, member, play } from '../cards/characters/helpers.js';
import { floor } from '../../helpers/script.js';
import { describe as say } from '../../../../../src/games/burgle-bros/text/en-engine.js';

/** A Russian sentence as the game says it (its catalogue writes commands as a Russian client shows them). */
const ruSaid = (code: string, params: Record<string, unknown>): string => translator(BURGLE_TEXTS)('ru', code, params);

const ava = [member('Ava', 'peterman', 'basic')];

describe('Thermal Bomb holes and peeking (ruling N1)', () => {
  it('N1 a Thermal Bomb hole works as Stairs for peeking too: peek up from its lower end', () => {
    const r = play({
      crew: ava, floors: bank(), guards: farGuard, players: [{ at: 'F1 B2', tools: ['thermal-bomb'] }],
      actions: ['Ava: use thermal-bomb up', 'Ava: peek up'],
    });
    expect(r.report.rejected).toEqual([]);
    expect(r.report.revealed).toContain('F2 B2');
  });

  it('N1 but not peek down from its upper end (Stairs give no peek down either)', () => {
    const r = play({
      crew: ava, floors: bank(), guards: farGuard, players: [{ at: 'F2 B2', tools: ['thermal-bomb'] }],
      actions: ['Ava: use thermal-bomb down', 'Ava: peek down'],
    });
    expect(r.report.rejected[0].code).toBe('cannot-peek-vertically');
  });
});

describe('a guard placed on the tile a player has just climbed to (ruling N2)', () => {
  const stairs = () => bank({ B2: 'stairs' }, ['B2']);

  it('N2 a guard placed on the tile a player has just climbed to sees them: 1 stealth', () => {
    const r = play({
      crew: ava, floors: stairs(), guards: farGuard, players: [{ at: 'F1 B2', stealth: 3 }],
      patrol: { 2: ['B2', 'D4'] }, actions: ['Ava: move up'],
    });
    expect(r.report.players[0].at).toBe('F2 B2');
    expect(r.text).toContain('Guard on floor 2 arrives at F2 B2');
    expect(r.report.players[0].stealth).toBe(2);
  });

  it('N2 a guard placed elsewhere costs nothing', () => {
    const r = play({
      crew: ava, floors: stairs(), guards: farGuard, players: [{ at: 'F1 B2', stealth: 3 }],
      patrol: { 2: ['D4', 'A1'] }, actions: ['Ava: move up'],
    });
    expect(r.report.players[0].stealth).toBe(3);
  });
});

describe('refusals name the ability', () => {
  it('ability refusals name the ability: "X-Ray can be used once per turn", not its side', () => {
    const r = play({
      crew: [member('Hal', 'hawk', 'basic')], floors: bank({}, [], { walls: ['B1|C1', 'B1/B2'] }), guards: farGuard,
      players: [{ at: 'F1 B1' }], actions: ['Hal: ability east', 'Hal: ability south'],
    });
    expect(r.report.rejected[0].reason).toMatch(/^X-Ray can be used once per turn/);
    expect(r.report.rejected[0].reason).not.toMatch(/Basic/);
    expect(r.report.rejected[0].code).toBe('once-per-turn');
    expect(ruSaid('once-per-turn', { card: 'ability:hawk:basic', name: 'X-Ray' })).toMatch(/^«Рентген»/);
  });
});

describe('texts', () => {
  it('"1 die", not "1 dice", in English and in Russian plural forms', () => {
    expect(say('die-added', { player: 'Ava', at: 'F1 B2', dice: 1 })).toContain('(1 die)');
    expect(say('die-added', { player: 'Ava', at: 'F1 B2', dice: 2 })).toContain('(2 dice)');
    const ru = (n: number) => ruSaid('die-added', { player: 'Ава', at: 'F1 B2', dice: n });
    expect(ru(1)).toContain('1 кубик)');
    expect(ru(3)).toContain('3 кубика)');
    expect(ru(5)).toContain('5 кубиков)');
    expect(ru(11)).toContain('11 кубиков)');
  });

  it('an event drawn is narrated with its effect in one line beside its name', () => {
    const en = say('event', { player: 'Ava', event: 'daydreaming' });
    expect(en).toBe('Event for Ava: Daydreaming — The guard on your floor moves 1 less this turn.');
    expect(ruSaid('event', { player: 'Ава', event: 'daydreaming' })).toBe(
      'Событие (Ава): Замечтался — Охранник на вашем этаже в этот ход делает на шаг меньше.');
    const r = play({
      crew: ava, floors: bank(), guards: farGuard, players: [{ at: 'F1 A1' }], events: ['espresso'],
      actions: ['Ava: end'],
    });
    expect(r.text).toContain('Event for Ava: Espresso — The guard on your floor moves 1 more this turn.');
  });

  it('the Spotter\'s Precognition shows the event\'s effect beside its name too', () => {
    expect(say('precognition-top-or-bottom', { event: 'espresso' })).toBe(
      'The next event is Espresso (The guard on your floor moves 1 more this turn). Put it back on top or at the bottom?');
    expect(ruSaid('precognition-top-or-bottom', { event: 'espresso' })).toContain('на шаг больше');
  });

  it('every event has its one-line effect, the same in the rules help', () => {
    for (const [key, [, text]] of Object.entries(RULES_EN).filter(([k]) => k.startsWith('event.'))) {
      expect(text, key).toMatch(/\w/);
      expect(say('event', { player: 'Ava', event: key.slice(6) })).toContain(text);
      expect(ruSaid('event', { player: 'Ава', event: key.slice(6) })).toContain(RULES_RU[key][1]);
    }
  });

  it('the Acrobat\'s rules help mentions the free move into a guard\'s tile', () => {
    expect(RULES_EN['character.acrobat'][1]).toMatch(/guard's tile is a free action/);
    expect(RULES_RU['character.acrobat'][1]).toMatch(/бесплатно/);
  });
});

describe('the position report (docs/positions.md)', () => {
  it('the position report writes a guard\'s at and destination as the contract does: C3, the floor in floor', () => {
    const r = play({ crew: ava, floors: bank(), guards: [{ floor: 2, at: 'C3', destination: 'D4', die: 3 }], players: [{ at: 'F2 A1' }] });
    expect(r.report.guards).toEqual([{ floor: 2, at: 'C3', destination: 'D4', die: 3, patrolLeft: expect.any(Number) }]);
  });
});

describe('targets as players type them', () => {
  const two = [member('Ava', 'peterman', 'basic'), member('Bo', 'spotter', 'basic')];

  it('a bare cell means your own floor: move C2 = move F2 C2, and the same for peek', () => {
    const r = play({
      crew: ava, floors: bank(), guards: [{ floor: 2, at: 'D4', destination: 'D3', die: 1 }],
      players: [{ at: 'F2 B2' }], actions: ['Ava: peek B3', 'Ava: move C2'],
    });
    expect(r.report.rejected).toEqual([]);
    expect(r.report.revealed).toContain('F2 B3');
    expect(r.report.players[0].at).toBe('F2 C2');
  });

  it('"did you mean west?" for a near miss of a direction', () => {
    const r = play({ crew: ava, floors: bank(), guards: farGuard, players: [{ at: 'F1 B2' }], actions: ['Ava: move wset', 'Ava: peek noth'] });
    expect(r.report.rejected.map((x) => x.code)).toEqual(['bad-target', 'bad-target']);
    expect(r.report.rejected[0].reason).toContain('Did you mean west?');
    expect(r.report.rejected[1].reason).toContain('Did you mean north?');
    expect(ruSaid('bad-target', { target: 'запод', suggest: 'запад' })).toContain('Может быть, запад?');
  });

  it('"did you mean move?" for a near miss of a verb, and none for a word far from every verb', () => {
    const r = play({ crew: ava, floors: bank(), guards: farGuard, players: [{ at: 'F1 B2' }], actions: ['Ava: mvoe east', 'Ava: dance'] });
    expect(r.report.rejected[0]).toMatchObject({ code: 'unknown-verb' });
    expect(r.report.rejected[0].reason).toContain('Did you mean move?');
    expect(r.report.rejected[1].reason).not.toContain('Did you mean');
  });

  it('Russian direction and verb words are accepted: зайти запад, заглянуть на север, конец', () => {
    const r = play({
      crew: ava, floors: bank(), guards: farGuard, players: [{ at: 'F1 B2' }],
      actions: ['Ava: заглянуть на север', 'Ava: зайти запад', 'Ava: идти вниз', 'Ava: конец'],
    });
    expect(r.report.revealed).toContain('F1 B1');
    expect(r.report.players[0].at).toBe('F1 A2');
    expect(r.report.rejected.map((x) => x.code)).toEqual(['no-way-down']);
    expect(r.text).toContain('Ava ended the turn');
  });

  it('give and take with missing parts are refused with a sentence saying what to add', () => {
    const r = play({
      crew: two, floors: bank(), guards: farGuard, players: [{ at: 'F1 B2', tools: ['donuts'] }, { at: 'F1 B2' }],
      actions: ['Ava: give', 'Ava: give donuts', 'Ava: take'],
    });
    expect(r.report.rejected.map((x) => x.code)).toEqual(['give-needs-item-and-player', 'give-needs-player', 'take-needs-item']);
    expect(r.report.rejected[0].reason).toContain('give ITEM PLAYER');
    expect(r.report.rejected[1].reason).toBe('Say whom to give Donuts to: add their name, "give donuts PLAYER" (someone on your tile).');
    expect(r.report.rejected[2].reason).toContain('take ITEM PLAYER');
    expect(ruSaid('give-needs-player', { item: 'donuts' })).toContain('Пончики');
  });

  it('give ITEM with no one else on the tile says so, rather than asking for a name', () => {
    const r = play({
      crew: two, floors: bank(), guards: farGuard, players: [{ at: 'F1 B2', tools: ['donuts'] }, { at: 'F1 C2' }],
      actions: ['Ava: give donuts'],
    });
    expect(r.report.rejected.map((x) => x.code)).toEqual(['give-no-one-here']);
    // Where the crew mates inside stand is named, as the board shows it.
    expect(r.report.rejected[0].reason).toBe('No one else is on your tile to give Donuts to: you trade only with a crew member on your tile; move to theirs first (Bo at F1 C2).');
    expect(ruSaid('give-no-one-here', { item: 'donuts', mates: 'Bo\nCy', cells: 'F1 C2\nF2 A1' })).toMatch(/Пончики.*\(Bo на F1 C2, Cy на F2 A1\)\.$/);
    // Alone inside (Bo not come in yet): said so, with nothing to move to.
    const state = { ...r.state, players: r.state.players.map((p, i) => (i === 1 ? { ...p, at: null } : p)) };
    const alone = applyAction(state, { player: 0, verb: 'give', args: ['donuts'] });
    expect(!alone.ok && alone.rejection).toEqual({ code: 'give-no-one-here', params: { item: 'donuts', alone: 1 } });
    expect(say('give-no-one-here', { item: 'donuts', alone: 1 })).toBe('No one else is in the building to give Donuts to: wait until a crew member comes in and stands on your tile.');
  });

  it('give and take with only a name ask for the item and list what can be traded; an item not held is said so', () => {
    const r = play({
      crew: two, floors: bank(), guards: farGuard, players: [{ at: 'F1 B2', tools: ['donuts'] }, { at: 'F1 B2', tools: ['dynamite'] }],
      actions: ['Ava: give Bo', 'Ava: take bo', 'Ava: give dynamite'],
    });
    // Said to the giver, who asked: in the second person, with what they hold.
    expect(r.report.rejected.map((x) => x.code)).toEqual(['give-needs-item', 'take-needs-item-from', 'you-do-not-hold']);
    expect(r.report.rejected[2].reason).toBe("You don't hold Dynamite: give one of what you hold (donuts).");
    expect(r.report.rejected[0].reason).toBe('Say what to give Bo: "give ITEM Bo", one of donuts.');
    expect(r.report.rejected[1].reason).toBe('Say what to take from Bo: "take ITEM Bo", one of dynamite.');
    for (const code of ['give-needs-item', 'take-needs-item-from']) {
      expect(ruSaid(code, { other: 'Bo', items: 'donuts' })).toContain('Bo');
      expect(ruSaid(code, { other: 'Bo', items: '' })).toContain('Bo');
    }
  });

  it('take with a word that is no tool, loot or crew member says so and what lies on the tile (not "There is no Nowhere")', () => {
    const r = play({
      crew: two, floors: bank(), guards: farGuard, players: [{ at: 'F1 B2' }, { at: 'F1 C2' }],
      actions: ['Ava: take nowhere', 'Ava: take gold-bar'],
    });
    expect(r.report.rejected.map((x) => x.code)).toEqual(['not-an-item', 'nothing-to-pick-up']);
    expect(r.report.rejected[0].reason).toBe('"nowhere" is not a tool or loot: nothing lies on your tile; to take from a crew member on your tile, write "take ITEM PLAYER".');
    expect(r.report.rejected[1].reason).toBe('There is no Gold Bar on your tile: pick up only what lies where you stand.');
    expect(ruSaid('not-an-item', { item: 'nowhere', here: 'gold-bar', script: 1 })).toBe('«nowhere» — не инструмент и не добыча: в вашей комнате лежит: gold-bar; чтобы взять у игрока в вашей комнате, пишите «take ПРЕДМЕТ ИГРОК».');
  });

  it('a sentence that shows how to type an action shows a script\'s line in a report and the slash command to a player', () => {
    // The report (a script): the contract's lines, as the tests above read them.
    const r = play({ crew: two, floors: bank(), guards: farGuard, players: [{ at: 'F1 B2' }, { at: 'F1 C2' }], actions: ['Ava: take'] });
    expect(r.report.rejected[0].reason).toContain('"take ITEM PLAYER"');
    // A player (Discord, the offline table): the same sentences with the slash command, in both languages.
    expect(say('take-needs-item')).toBe('Say what to take: `/take what:ITEM PLAYER` from someone on your tile, or `/take what:ITEM` to pick it up from your tile, for example `/take what:gold-bar`.');
    expect(say('give-needs-item', { other: 'Bo', items: 'donuts' })).toBe('Say what to give Bo: `/give what:ITEM Bo`, one of donuts.');
    expect(say('orders-usage')).toBe('Say who moves and where: `/ability target:PLAYER DIRECTION` (or a cell such as F1 B2).');
    expect(say('orders-usage', { script: 1 })).toBe('Say who moves and where: ability PLAYER DIRECTION (or a cell such as F1 B2).');
    expect(say('not-an-item', { item: 'x', here: '' })).toContain('write `/take what:ITEM PLAYER`.');
    expect(ruSaid('disguise-usage', {})).toBe('Скажите, с кем поменяться местами: `/способность цель:ИГРОК`.');
    expect(ruSaid('disguise-usage', { script: 1 })).toBe('Скажите, с кем поменяться местами: ability ИГРОК.');
    expect(ruSaid('use-needs-tool', {})).toContain('`/применить инструмент:ИНСТРУМЕНТ`');
    expect(say('wall-blocks-peek', { dir: 'east', from: 'F1 A1', name: 'X-Ray', target: 'east', script: 1 })).toBe('A wall blocks the view east from F1 A1, but your X-Ray sees through it: ability east.');
    expect(say('loot-left', { item: 'tiara', at: 'F2 B3', script: 1 })).toContain('(take tiara)');
    expect(say('loot-left', { item: 'tiara', at: 'F2 B3' })).toContain('(/take what:tiara)');
    expect(ruSaid('kitty-loose', { at: 'F2 B3', script: 1 })).toContain('(take persian-kitty)');
    // The roof above the top floor's Stairs, refused in a report: the escape line as a script writes it.
    const top = [2, 1, 0].map((k) => ({ tiles: floor({ D4: 'safe', A4: `stairs:${4 + k}` }), walls: [] as string[], revealed: ['A4', 'D4'] }));
    const roof = play({ crew: two, floors: top, guards: farGuard, players: [{ at: 'F3 A4' }, { at: 'F1 A1' }], actions: ['Ava: move up'] });
    expect(roof.report.rejected[0].reason).toBe('Up from the top floor\'s Stairs is the roof, the way out with "escape" once the crew has opened every safe and holds all the loot; 3 safes are still closed: crack them first.');
    expect(say('roof-by-escape')).toBe('Up from the top floor\'s Stairs is the roof: escape with /escape.');
    expect(ruSaid('roof-by-escape', { script: 1 })).toBe('Выше лестницы последнего этажа только крыша: сбегите командой «escape».');
    // Events a player reads in the story name the slash command (a report's log: loot.test.ts, Persian Kitty).
    expect(say('kitty-escaped', { player: 'Ava', at: 'F1 C2' })).toBe('The Persian Kitty escaped from Ava to F1 C2: pick it up there (/take what:persian-kitty)');
    expect(say('gold-bar-left', { at: 'F2 D4', script: 1 })).toContain('(take gold-bar)');
    expect(ruSaid('gold-bar-left', { at: 'F2 D4' })).toContain('(/взять что:gold-bar)');
  });

  it('words past what a verb reads are refused, not ignored (an end with a word after it did end the turn)', () => {
    const r = play({
      crew: two, floors: bank({ B2: 'laser:1' }, ['B2']), guards: farGuard, players: [{ at: 'F1 A2', tools: ['donuts'] }, { at: 'F1 A2' }],
      actions: ['Ava: end please', 'Ava: peek north east', 'Ava: give donuts to Bo', 'Ava: move east laser:pay now', 'Ava: hack twice', 'Ava: move east laser:pay'],
    });
    expect(r.report.rejected.map((x) => [x.code, x.reason])).toEqual([
      ['extra-words', 'Too many words: "please" is left over. Write "end".'],
      ['extra-words', 'Too many words: "east" is left over. Write "peek DIRECTION" (one direction, or one cell such as B2).'],
      ['extra-words', 'Too many words: "Bo" is left over. Write "give ITEM PLAYER".'],
      ['extra-words', 'Too many words: "now" is left over. Write "move DIRECTION" (one direction, or one cell such as B2; then laser:pay or laser:trigger if you like).'],
      ['extra-words', 'Too many words: "twice" is left over. Write "hack".'],
    ]);
    // Nothing of them was played: still Ava's turn, the last line her first action (two of four with the Laser paid).
    expect(r.report.turn).toBe('Ava');
    expect(r.report.actionsLeft).toBe(2);
    // A tool or an ability: as many words as the card reads (the Rollerskates none, the Hawk's X-Ray a way).
    const cards = play({
      crew: [member('Ava', 'hawk', 'basic'), member('Bo', 'spotter', 'basic')], floors: bank(), guards: farGuard,
      players: [{ at: 'F1 A2', tools: ['rollerskates'] }, { at: 'F1 A2' }],
      actions: ['Ava: use rollerskates now', 'Ava: ability east west', 'Ava: use rollerskates'],
    });
    expect(cards.report.rejected.map((x) => [x.code, x.reason])).toEqual([
      ['extra-words', 'Too many words: "now" is left over. Write the action without it.'],
      ['extra-words', 'Too many words: "west" is left over. Write the action without it.'],
    ]);
    expect(cards.report.actionsLeft).toBe(6);
    // A player reads the slash command; a card's own verbs (use, ability) read their own words.
    expect(say('extra-words', { verb: 'peek', extra: 'east' })).toBe('Too many words: "east" is left over. Write `/peek target:DIRECTION` (one direction, or one cell such as B2).');
    expect(ruSaid('extra-words', { verb: 'end', extra: 'please' })).toBe('Лишние слова: «please». Пишите `/конец-хода`.');
  });

  it('every verb and every tool and ability says how many words it reads (the Virus counts its own cells)', () => {
    const unset = [
      ...Object.values(ACTIONS).filter((a) => a.words === undefined).map((a) => a.verb),
      ...Object.entries(TOOLS).filter(([, c]) => c.use.words === undefined).map(([id]) => id),
      ...Object.entries(CHARACTERS).filter(([, c]) => c.ability && c.ability.words === undefined).map(([id]) => id),
    ];
    expect(unset.sort()).toEqual(['ability', 'use', 'virus']);
  });

  it('give PLAYER ITEM is read as give ITEM PLAYER (and take too), and its log line replays', () => {
    const r = play({
      crew: two, floors: bank(), guards: farGuard, players: [{ at: 'F1 B2', tools: ['donuts'] }, { at: 'F1 B2', tools: ['dynamite'] }],
      actions: ['Ava: give bo donuts', 'Bo: choose yes', 'Ava: take Bo dynamite', 'Bo: choose yes'],
    });
    expect(r.report.rejected).toEqual([]);
    expect(r.report.players[0].tools).toEqual(['dynamite']);
    expect(r.report.players[1].tools).toEqual(['donuts']);
  });
});

describe('docs/cards.md', () => {
  it('docs/cards.md lists every character side, tool, loot and event, with code files that exist', () => {
    const doc = readFileSync('docs/cards.md', 'utf8');
    const ids = [
      ...Object.values(CHARACTERS).map((c) => `cards/characters/${c.character}-${c.side}.ts`),
      ...Object.keys(TOOLS).map((id) => `cards/tools/${id}.ts`),
      ...Object.keys(LOOT).map((id) => `cards/loot/${id}.ts`),
      ...Object.keys(EVENTS).map((id) => `cards/events/${id}.ts`),
    ];
    for (const file of ids) expect(doc, file).toContain(`\`${file}\``);
    for (const m of doc.matchAll(/`((?:cards|rules)\/[\w/-]+\.ts)`/g)) {
      expect(existsSync(`src/games/burgle-bros/engine/${m[1]}`), m[1]).toBe(true);
    }
  });
});
