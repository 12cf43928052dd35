// The module around the engine: seating and options, setup and names, the token table file, the text language,
// autocomplete, undo/turn flags, snapshot checks, invariants, texts and rules help.
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lookup } from '../../../src/core/text.js';
import { describe, expect, it } from 'vitest';
import { artRobbery, makeArtRobbery } from '../../../src/games/art-robbery/index.js';
import { stateOf } from '../../../src/games/art-robbery/positions.js';
import { readTokenTable } from '../../../src/games/art-robbery/engine/tokens.js';
import { loadTokenFile } from '../../../src/games/art-robbery/tokens-file.js';
import { en } from '../../../src/games/art-robbery/text/en.js';
import { ru } from '../../../src/games/art-robbery/text/ru.js';
import type { ArtState } from '../../../src/games/art-robbery/engine/types.js';
import { RAIDS } from './helpers.js';
import { Rng, seedRng } from '../../../src/core/rng.js';
import { readdirSync, readFileSync, statSync } from 'node:fs';

const at = (script: Record<string, unknown>): ArtState =>
  stateOf(RAIDS, { game: 'art-robbery', seed: 1, players: ['Ava', 'Bo', 'Cy'], first: 'Ava', ...script }).state;

describe('seating and the bots option', () => {
  const plan = (options: Record<string, number>, humans: number, dm: boolean) => artRobbery.seating.plan({ options, humans, dm, seed: 1 });
  it('in a channel, bots join the people (default none)', () => {
    const p = plan({ bots: 2 }, 3, false);
    expect(p.ok && p.seats).toEqual([{ human: 0 }, { human: 1 }, { human: 2 }, { bot: true }, { bot: true }]);
    expect(plan({}, 2, false).ok).toBe(true);
  });
  it('a channel total outside 2–5 is refused with the total, and the refusal says what to do', () => {
    const few = plan({}, 1, false);
    expect(few).toEqual({ ok: false, code: 'seats-out-of-range', params: { total: 1, people: 1, bots: 0, dm: 0 } });
    const many = plan({ bots: 2 }, 4, false);
    expect(many).toEqual({ ok: false, code: 'seats-out-of-range', params: { total: 6, people: 4, bots: 2, dm: 0 } });
    const say = (r: typeof few, lang: 'en' | 'ru') => (r.ok ? '' : lookup(artRobbery.texts, lang, r.code, r.params));
    expect(say(few, 'en')).toBe('Art Robbery needs 2 to 5 players; with 1 person and 0 bots there would be 1: have 1 more join with the Join button, or end this lobby (`/heist end`) and start again with `bots:1`.');
    expect(say(many, 'en')).toMatch(/start again with `bots:1` at most\.$/);
    expect(say(plan({ bots: 0 }, 1, true), 'en')).toMatch(/in a DM you play against 1 to 4 bots, so start again with `bots:1` to `bots:4`/);
    expect(say(few, 'ru')).toMatch(/пусть присоединится ещё 1 .*\(`\/ограбление закончить`\).*`боты:1`/);
  });
  it('in a DM, the person and 2 bot opponents by default, 1–4 allowed', () => {
    const p = plan({}, 1, true);
    expect(p.ok && p.seats.length).toBe(3);
    expect(plan({ bots: 0 }, 1, true).ok).toBe(false);
    expect(plan({ bots: 4 }, 1, true).ok).toBe(true);
  });
});

describe('setup', () => {
  const setup = (names: string[], bots: boolean[], seed = 1) => artRobbery.setup({ options: {}, names, bots, seed });
  it('deals 5 cards each, lays out raid 1 and the dog in the centre', () => {
    const r = setup(['Ava', 'Bo', 'Cy'], [false, false, false]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.hands.map((h) => h.length)).toEqual([5, 5, 5]);
    expect(r.state.deck).toHaveLength(40);
    expect(r.state.centre).toEqual(RAIDS[0]);
    expect(r.state.dog).toBe('centre');
  });
  it("raid 1's first player is drawn from the seed", () => {
    const firsts = new Set(Array.from({ length: 20 }, (_, seed) => (setup(['A', 'B', 'C'], [false, false, false], seed) as { state: ArtState }).state.turn));
    expect(firsts.size).toBe(3);
    const a = setup(['A', 'B', 'C'], [false, false, false], 5), b = setup(['A', 'B', 'C'], [false, false, false], 5);
    expect(a.ok && b.ok && a.state.turn === b.state.turn).toBe(true);
  });
  it("bots get painters' names, unique beside the people", () => {
    const r = setup(['Ava', 'Bot 1', 'Bot 2'], [false, true, true]);
    expect(r.ok && r.names).toEqual(['Ava', 'Bot Monet', 'Bot Degas']);
    // At a Russian table, in its letters (as the other games' «Бот 1»), and read back when typed so.
    const ru = artRobbery.setup({ options: {}, names: ['Ava', 'Бот 1', 'Бот 2'], bots: [false, true, true], seed: 1, lang: 'ru' });
    expect(ru.ok && ru.names).toEqual(['Ava', 'Бот Моне', 'Бот Дега']);
    if (!ru.ok) return;
    const asked = artRobbery.parse(ru.state, ru.state.turn, 'play 1 from бот дега');
    expect(asked.ok && asked.action.args).toEqual(['1', 'from', 'Бот Дега']);
  });
  it('AR8: a name with ":", taken already, or read as a card, a token or "from" is made readable, never refused', () => {
    const names = (people: string[]) => {
      const r = setup(people, people.map(() => false));
      if (!r.ok) throw new Error(`refused ${people.join(', ')}`);
      return r.names;
    };
    expect(names(['A:1', 'Bo'])).toEqual(['A 1', 'Bo']);
    expect(names(['Bo', 'bo'])).toEqual(['Bo', 'bo 2']);
    expect(names(['boss', 'Bo', '3', 'From', '1*'])).toEqual(['Player boss', 'Bo', 'Player 3', 'Player From', 'Player 1*']);
    expect(names(['Player 3', '3'])).toEqual(['Player 3', 'Player 3 2']);
  });

  it('AR8: renamed players are named in plays and every written action reads back, a whole game long', () => {
    const r = setup(['Boss', '3', 'From'], [false, false, false], 7);
    if (!r.ok) throw new Error('refused');
    const rng = new Rng(seedRng(7));
    let s = r.state;
    let named = 0;
    for (let step = 0; step < 2000 && artRobbery.result(s) === null; step++) {
      const seat = artRobbery.waitingOn(s)[0];
      const legal = artRobbery.legal(s, seat);
      for (const a of legal) {
        const line = artRobbery.format(s, a);
        if (r.names.some((n) => a.args.includes(n))) named++;
        const back = artRobbery.parseLine(s, line);
        expect(back.ok ? back.action : back, line).toEqual(a);
      }
      const next = artRobbery.apply(s, artRobbery.bot({ view: artRobbery.view(s, seat), seat, legal, rng, level: 'normal' }));
      if (!next.ok) throw new Error(next.rejection.code);
      s = next.state;
    }
    expect(artRobbery.result(s)).not.toBeNull();
    expect(named).toBeGreaterThan(0);
  });
  it('AR8 for a substitute: the seat takes the name as setup would; an open choice from the renamed victim is asked and answered in the new name', () => {
    const s = at({ raid: 2, hands: { Ava: ['0', '1', '4', 'greedy', 'boss'] }, centre: ['boss', '2'], faceUp: { Bo: ['1'], Cy: ['1*'] } });
    const asked = artRobbery.apply(s, { player: 0, verb: 'play', args: ['1'] });
    if (!asked.ok) throw new Error(asked.rejection.code);
    expect(artRobbery.legal(asked.state, 0).map((a) => a.args.join(' '))).toContain('1 from Bo');
    const r = artRobbery.rename(asked.state, 1, 'Dee');
    expect(r.name).toBe('Dee');
    const offered = artRobbery.legal(r.state, 0).map((a) => artRobbery.format(r.state, a));
    expect(offered).toContain('Ava: choose 1 from Dee');
    expect(offered.join(' ')).not.toMatch(/\bBo\b/);
    const line = artRobbery.parseLine(r.state, 'Ava: choose 1 from Dee');
    if (!line.ok) throw new Error(line.rejection.code);
    const done = artRobbery.apply(r.state, line.action);
    expect(done.ok && done.events.map((e) => JSON.stringify(e.params)).join(' ')).toMatch(/"victim":"Dee"/);
    // As at setup: a name read as a card or token, or taken, is made readable; the name it took is kept as it is.
    expect(artRobbery.rename(s, 1, 'boss').name).toBe('Player boss');
    expect(artRobbery.rename(s, 1, 'cy').name).toBe('cy 2');
    expect(artRobbery.rename(s, 1, 'Player boss').name).toBe('Player boss');
  });

  it("setup copies the raids' tokens into the state, so a game replays the same if the table changes", () => {
    const custom = RAIDS.map((r) => [...r]);
    custom[0] = ['boss', '0*', '1', '1', '2', '2', '3', '4', '5*'];
    const g = makeArtRobbery(custom);
    const r = g.setup({ options: {}, names: ['A', 'B'], bots: [false, false], seed: 3 });
    if (!r.ok) throw new Error('setup refused');
    custom[0][8] = '5';
    expect(r.state.raids[0][8]).toBe('5*');
    expect(g.restart(JSON.parse(JSON.stringify(r.origin))).raids[0][8]).toBe('5*');
  });
});

describe('the token table file', () => {
  it('the bundled file is NOTES §2', () => {
    expect(RAIDS[3]).toEqual(['boss', '0**', '1**', '1*', '2*', '2', '3*', '4', '5']);
    expect(RAIDS.map((r) => r.reduce((n, t) => n + (t === 'boss' ? 0 : t.length - 1), 0))).toEqual([1, 2, 4, 7]);
  });
  it('a bad table is refused with a sentence naming what is wrong', () => {
    const good = JSON.parse(readFileSync(new URL('../../../assets/art-robbery/tokens.json', import.meta.url), 'utf8'));
    const broken = JSON.parse(JSON.stringify(good));
    broken.raids[2].tokens[4] = '7';
    expect(() => readTokenTable(broken, 'x.json')).toThrow('raids[2].tokens[4] ("7") is not a token');
    broken.raids[2].tokens[4] = 'boss';
    expect(() => readTokenTable(broken, 'x.json')).toThrow('raids[2].tokens must hold exactly one "boss"');
    expect(() => readTokenTable({ raids: [] }, 'x.json')).toThrow('"raids" must list 4 raids');
    expect(() => readTokenTable(null, 'x.json')).toThrow('JSON object');
  });
  it('a host may point at a replacement file; an unreadable one is named', () => {
    const dir = mkdtempSync(join(tmpdir(), 'art-'));
    const file = join(dir, 'tokens.json');
    try {
      writeFileSync(file, '{ not json');
      expect(() => loadTokenFile(file)).toThrow(`${file} is not valid JSON`);
      expect(() => loadTokenFile(join(dir, 'none.json'))).toThrow('could not be read');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('the rules help lists the faces the game plays with: a replacement file changes the game and the help alike', () => {
    // Loot tokens and Alibis had the bundled faces written into their texts: with a replacement file the game
    // played 0••• while the help still listed 0•.
    const table = JSON.parse(readFileSync(new URL('../../../assets/art-robbery/tokens.json', import.meta.url), 'utf8'));
    table.raids[0].tokens[table.raids[0].tokens.indexOf('0*')] = '0***';
    const dir = mkdtempSync(join(tmpdir(), 'art-'));
    const file = join(dir, 'tokens.json');
    const was = process.env.HEIST_ART_ROBBERY_TOKENS;
    try {
      writeFileSync(file, JSON.stringify(table));
      process.env.HEIST_ART_ROBBERY_TOKENS = file;
      const game = makeArtRobbery();
      const made = game.setup({ options: {}, names: ['Ava', 'Bo'], bots: [false, false], seed: 1, lang: 'en' });
      expect(made.ok && made.state.centre).toContain('0***');
      expect(game.rules.help('Loot tokens', 'en')).toContain('raid 1 sketches Boss, 0•••, 1, 1, 2, 2, 3, 4, 5; raid 2 sculptures Boss, 0•, 1•,');
      expect(game.rules.help('Фишки лута', 'ru')).toContain('рейд 1 эскизы — Босс, 0•••, 1, 1, 2, 2, 3, 4, 5; рейд 2 скульптуры — Босс, 0•, 1•,');
      expect(game.rules.help('alibi', 'en')).toContain('The tokens of raids 1 to 4 carry 3, 2, 4 and 7 alibis');
      expect(game.rules.help('alibi', 'ru')).toContain('На фишках рейдов 1–4 — 3, 2, 4 и 7 алиби');
    } finally {
      if (was === undefined) delete process.env.HEIST_ART_ROBBERY_TOKENS;
      else process.env.HEIST_ART_ROBBERY_TOKENS = was;
      rmSync(dir, { recursive: true, force: true });
    }
    // The bundled table, as NOTES §2 writes it.
    expect(artRobbery.rules.help('Loot tokens', 'en')).toContain('raid 1 sketches Boss, 0•, 1, 1, 2, 2, 3, 4, 5; raid 2 sculptures Boss, 0•, 1•, 1, 2, 2, 3, 4, 5; '
      + 'raid 3 antiques Boss, 0••, 1•, 1, 2•, 2, 3, 4, 5; raid 4 paintings Boss, 0••, 1••, 1•, 2•, 2, 3•, 4, 5.');
    expect(artRobbery.rules.help('Loot tokens', 'ru')).toContain('рейд 4 картины — Босс, 0••, 1••, 1•, 2•, 2, 3•, 4, 5.');
    expect(artRobbery.rules.help('alibi', 'en')).toContain('carry 1, 2, 4 and 7 alibis');
  });
});

describe('the text language', () => {
  const s = at({ players: ['Ava', 'Bo', 'Bot Monet'] });
  const parse = (text: string) => artRobbery.parse(s, 0, text);
  it.each([
    ['play 4 from Bo', ['4', 'from', 'Bo']],
    ['PLAY Greedy BOSS', ['greedy', 'boss']],
    ['play 1 1* from bot monet', ['1', '1*', 'from', 'Bot Monet']],
    ['play 4 Bo', ['4', 'from', 'Bo']],
    ['choose 1*', ['1*']],
    ['choose from Bo', ['from', 'Bo']],
    ['give dog', ['dog']],
    ['discard 3 4 5*', ['3', '4', '5*']],
  ])('%s', (text, args) => {
    const p = parse(text);
    expect(p.ok && p.action.args).toEqual(args);
  });
  it('an unknown player is refused by name', () => {
    expect(parse('play 4 from Zed')).toMatchObject({ ok: false, rejection: { code: 'unknown-player' } });
  });
  it('a discard naming a plain 2 where the seat banked 2• says the 2 is an alibi, with the command to type', () => {
    const two = at({ players: ['Ava', 'Bo'], raid: 4, banked: { Ava: ['2*', '4', '5', '1'] } });
    const r = artRobbery.parse(two, 0, 'discard 2 4 5');
    expect(r).toMatchObject({ ok: false, rejection: { code: 'discard-alibi', params: { token: '2', banked: '2*', tokens: '2* 4 5' } } });
    if (r.ok) return;
    expect(lookup(artRobbery.texts, 'en', r.rejection.code, r.rejection.params)).toBe('The 2 you banked is an alibi, written 2• (or 2*): type `/discard tokens:2• 4 5`.');
    expect(lookup(artRobbery.texts, 'ru', r.rejection.code, r.rejection.params)).toBe('Ваша отложенная фишка 2 — с алиби, она пишется 2• (или 2*): наберите `/сбросить фишки:2• 4 5`.');
    expect(artRobbery.parse(two, 0, 'discard 2* 4 5')).toMatchObject({ ok: true });
  });
  it('format and parseLine are inverses', () => {
    const a = { player: 2, verb: 'play', args: ['1', '1*', 'from', 'Bo'] };
    const line = artRobbery.format(s, a);
    expect(line).toBe('Bot Monet: play 1 1* from Bo');
    expect(artRobbery.parseLine(s, line)).toEqual({ ok: true, action: a });
  });
});

describe('autocomplete', () => {
  it('offers the cards, tokens and victims of the legal plays', () => {
    const s = at({ raid: 2, hands: { Ava: ['1', '1', 'greedy', '4', 'dog'] }, centre: ['boss', '2'], faceUp: { Bo: ['1'], Cy: ['1*'] } });
    const legal = artRobbery.legal(s, 0);
    const verb = artRobbery.verbs.find((v) => v.name === 'play')!;
    const ask = (focused: string, values: Record<string, string>) =>
      artRobbery.complete!({ view: artRobbery.view(s, 0), seat: 0, lang: 'en', legal, verb, focused, values });
    expect(ask('card', { card: '' }).map((c) => c.value)).toEqual(['1', 'greedy', '4', 'dog']);
    expect(ask('from', { card: '1', from: '' }).map((c) => c.value)).toEqual(['Bo', 'Cy']);
    expect(ask('token', { card: '1', token: '' }).map((c) => c.value)).toEqual(['1', '1•']);
    expect(ask('card', { card: 'gr' }).map((c) => c.value)).toEqual(['greedy']);
    // Cards by name, tokens written as everywhere else (a dot per alibi); typed with a star, still found.
    expect(ask('card', { card: '' }).map((c) => c.name)).toEqual(['1', 'Greedy Thief', '4', 'Watchdog']);
    expect(ask('token', { card: '1', token: '1*' }).map((c) => c.name)).toEqual(['1•']);
  });
  it('give and choose have exactly one required option, like Burgle Bros.', () => {
    for (const [name, opt] of [['give', 'what'], ['choose', 'answer'], ['discard', 'tokens']]) {
      expect(artRobbery.verbs.find((v) => v.name === name)!.options).toEqual([{ name: opt, required: true }]);
    }
  });
});

describe('turns, undo and waiting', () => {
  it('AR12: a card that asks its player keeps the turn but may not be undone (everyone saw it); nor may the draw', () => {
    const s = at({ raid: 2, hands: { Ava: ['1', '2', '3', '4', '5'] } });
    const asked = artRobbery.apply(s, { player: 0, verb: 'play', args: ['1'] });
    expect(asked.ok && [asked.undoable, asked.turnEnded]).toEqual([false, false]);
    if (!asked.ok) return;
    expect(artRobbery.turnKey(asked.state)).toBe(artRobbery.turnKey(s));
    const done = artRobbery.apply(asked.state, { player: 0, verb: 'choose', args: ['1*'] });
    expect(done.ok && [done.undoable, done.turnEnded]).toEqual([false, true]);
    if (done.ok) expect(artRobbery.turnKey(done.state)).not.toBe(artRobbery.turnKey(s));
  });
  it("while the dog's holder is asked, the game waits on them", () => {
    const s = at({ hands: { Ava: ['4', '1', '1', '1', '1'] }, centre: ['1'], faceUp: { Bo: ['4'] }, dog: 'Bo' });
    const r = artRobbery.apply(s, { player: 0, verb: 'play', args: ['4'] });
    if (!r.ok) throw new Error('refused');
    expect(artRobbery.waitingOn(r.state)).toEqual([1]);
    expect(artRobbery.legal(r.state, 1).map((a) => a.args[0])).toEqual(['dog', 'token']);
    expect(artRobbery.legal(r.state, 0)).toEqual([]);
  });
  it('apply never changes its input', () => {
    const s = at({ hands: { Ava: ['4', '1', '1', '1', '1'] } });
    const before = JSON.stringify(s);
    artRobbery.apply(s, { player: 0, verb: 'play', args: ['4'] });
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('snapshot check', () => {
  const s = at({});
  it('a state passes', () => expect(artRobbery.validate(JSON.parse(JSON.stringify(s)))).toBeNull());
  it.each([
    ['an empty object', {}],
    ['null', null],
    ['an out-of-range seat', { ...s, turn: 7 }],
    ['emptied seats', { ...s, names: [], hands: [], faceUp: [], banked: [], sealed: [] }],
    ['a hand of strange cards', { ...s, hands: [['x'], [], []] }],
    ['a question for a seat not at the table', { ...s, pending: { kind: 'give', victim: 9, thief: 0, card: '4', token: '4' } }],
  ])('%s is caught', (_label, bad) => expect(artRobbery.validate(bad)).toEqual(expect.any(String)));
});

describe('invariants', () => {
  const s = at({ raid: 2, banked: { Ava: ['3', '0*'] }, faceUp: { Bo: ['4'] } });
  it('a fresh position has none broken', () => expect(artRobbery.tools!.invariants(s)).toEqual([]));
  it('a lost card is caught', () => expect(artRobbery.tools!.invariants({ ...s, deck: s.deck.slice(1) }).join()).toMatch(/55/));
  it('a token out of nowhere is caught', () => expect(artRobbery.tools!.invariants({ ...s, centre: [...s.centre, '5'] }).join()).toMatch(/raid 2/));
  it('a hand of 6 is caught', () => {
    const hands = s.hands.map((h, i) => (i === 0 ? [...h, s.deck[0]] : h));
    expect(artRobbery.tools!.invariants({ ...s, hands, deck: s.deck.slice(1) }).join()).toMatch(/6 cards/);
  });
  it('a banked token that moved is caught', () => {
    const banked = [[{ raid: 1, token: '3' }], [{ raid: 1, token: '0*' }], []];
    expect(artRobbery.tools!.invariants({ ...s, banked }).join()).toMatch(/banked tokens moved/);
  });
  it('a raid going on with an empty centre is caught', () => {
    const box = [...s.box, ...s.centre.map((token) => ({ raid: 2, token }))];
    expect(artRobbery.tools!.invariants({ ...s, centre: [], box }).join()).toMatch(/empty centre/);
  });
  it('the dog nowhere valid is caught', () => expect(artRobbery.tools!.invariants({ ...s, dog: 7 }).join()).toMatch(/dog/));
});

describe('texts', () => {
  it('English and Russian have the same keys (and the Russian names of the commands)', () => expect(Object.keys(ru).filter((k) => !k.startsWith('name.')).sort()).toEqual(Object.keys(en).sort()));
  it('slash command descriptions fit in 100 characters', () => {
    for (const cat of [en, ru]) for (const [k, v] of Object.entries(cat)) if (k.startsWith('cmd.') || k.startsWith('opt.')) expect((v as string).length, k).toBeLessThanOrEqual(100);
    for (const v of artRobbery.verbs) {
      expect(en[`cmd.${v.name}`]).toBeDefined();
      for (const o of v.options) expect(en[`cmd.${v.name}.${o.name}`]).toBeDefined();
    }
  });
  it('every refusal and event code in the source has a text', () => {
    const root = new URL('../../../src/games/art-robbery/', import.meta.url).pathname;
    const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
    const codes = new Set<string>();
    for (const f of files(root).filter((f) => f.endsWith('.ts'))) {
      for (const m of readFileSync(f, 'utf8').matchAll(/(?:refuse\(|code: )'([\w.-]+)'/g)) codes.add(m[1]);
    }
    expect(codes.size).toBeGreaterThan(30);
    for (const c of codes) expect(en[c], c).toBeDefined();
  });
  it('rules help finds topics and returns their text in both languages', () => {
    expect(artRobbery.rules.topics('dog', 'en').map((t) => t.value).slice(0, 2)).toEqual(['token.dog', 'card.watchdog']);
    expect(artRobbery.rules.help('boss', 'ru')).toMatch(/Босс/);
    expect(artRobbery.rules.help('nope', 'en')).toBeNull();
  });
});
