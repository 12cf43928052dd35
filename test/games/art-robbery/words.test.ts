// What players read (issue 21, item 4; rulings AR13, AR14): one token notation (a dot per alibi) in story, status,
// buttons and autocomplete, while typed stars still work and position reports keep `1*`; a play told whole once;
// refusals to the reader in the second person, saying what to do.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/core/types.js';
import { SPECTATOR } from '../../../src/core/types.js';
import { artRobbery } from '../../../src/games/art-robbery/index.js';
import { stateOf } from '../../../src/games/art-robbery/positions.js';
import type { ArtState } from '../../../src/games/art-robbery/engine/types.js';
import { lookup } from '../../../src/core/text.js';
import { RAIDS, run } from './helpers.js';

const at = (script: Record<string, unknown>): ArtState =>
  stateOf(RAIDS, { game: 'art-robbery', seed: 1, players: ['Ava', 'Bo', 'Cy'], first: 'Ava', ...script }).state;
const name = (k: number) => ['Ava', 'Bo', 'Cy'][k];

describe('the hand\'s buttons', () => {
  it('on the seat\'s turn say what each card would do (the centre, whom it steals from, the dog); plain on another\'s', () => {
    const s = at({
      raid: 1, hands: { Ava: ['1', '2', 'dog', 'greedy', '4'], Bo: ['1', '2', '3', '4', '5'] },
      centre: ['2', '3', 'boss'], faceUp: { Bo: ['1'], Cy: ['1'] }, dog: 'Cy',
    });
    const labels = (seat: number, lang: 'en' | 'ru') => artRobbery.present({
      view: artRobbery.view(s, seat), viewer: seat, lang, legal: artRobbery.legal(s, seat), moment: { kind: 'private', events: [] }, name,
    }).rows![0].map((c) => c.label);
    expect(labels(0, 'en')).toEqual(['1: steal from Bo or Cy', '2: from the centre', '4: takes nothing', 'Watchdog: the dog from Cy', 'Greedy Thief: from the centre']);
    expect(labels(0, 'ru')).toContain('1: украсть у игроков Bo или Cy');
    expect(labels(1, 'en')).toEqual(['1', '2', '3', '4', '5']);
  });
});

describe('one token notation: a dot per alibi (AR13)', () => {
  it('the story, the status, the buttons and the question write 1•; the position report keeps 1*', () => {
    const s = at({ raid: 2, hands: { Ava: ['greedy', '1', '2', '3', '4'] }, centre: ['1*', '2', 'boss'] });
    const asked = artRobbery.apply(s, { player: 0, verb: 'play', args: ['greedy'] });
    if (!asked.ok) throw new Error('refused');
    const note = artRobbery.present({ view: artRobbery.view(asked.state, 0), viewer: 0, lang: 'en', legal: artRobbery.legal(asked.state, 0), moment: { kind: 'private', events: [] }, name });
    expect(note.rows!.flat().map((c) => c.label)).toEqual(expect.arrayContaining(['1•', 'Boss']));
    // A named card in quotes, as everywhere in Russian ("разыгрывает карту «Жадный вор»").
    const noteRu = artRobbery.present({ view: artRobbery.view(asked.state, 0), viewer: 0, lang: 'ru', legal: artRobbery.legal(asked.state, 0), moment: { kind: 'private', events: [] }, name });
    expect(noteRu.lines).toContain('Что вы берёте картой «Жадный вор»?');
    const took = artRobbery.apply(asked.state, { player: 0, verb: 'choose', args: ['1*'] });
    if (!took.ok) throw new Error('refused');
    const story = artRobbery.present({ view: artRobbery.view(took.state, SPECTATOR), viewer: SPECTATOR, lang: 'en', legal: [], moment: { kind: 'turn', events: [...asked.events, ...took.events], before: artRobbery.view(s, SPECTATOR), by: 0 }, name });
    expect(story.lines).toContain('Ava played a Greedy Thief and took the 1• from the centre.');
    expect(story.lines.join('\n')).not.toMatch(/\d\*/);
    const ru = artRobbery.present({ view: artRobbery.view(took.state, SPECTATOR), viewer: SPECTATOR, lang: 'ru', legal: [], moment: { kind: 'turn', events: took.events, before: artRobbery.view(s, SPECTATOR), by: 0 }, name });
    expect(ru.lines).toContain('Ava разыгрывает карту «Жадный вор» и берёт фишку 1• из центра.');
    expect(ru.lines.join('\n')).toMatch(/Ava: .*открыто 1•/);
    // The question's autocomplete and a refusal's example write the first token of an answer with its dot too.
    const choose = artRobbery.verbs.find((v) => v.name === 'choose')!;
    const offered = artRobbery.complete!({ view: artRobbery.view(asked.state, 0), seat: 0, lang: 'en', legal: artRobbery.legal(asked.state, 0), verb: choose, focused: 'answer', values: {} });
    expect(offered.map((c) => c.value)).toEqual(expect.arrayContaining(['1•', 'Boss']));
    expect(offered.map((c) => `${c.name} ${c.value}`).join(' ')).not.toMatch(/\*/);
    expect(artRobbery.commandValues!({ view: artRobbery.view(asked.state, 0), seat: 0, lang: 'en', verb: choose, action: { player: 0, verb: 'choose', args: ['1*'] } })).toEqual({ answer: '1•' });
    expect(run({ raid: 2, hands: { Ava: ['greedy', '1', '2', '3', '4'] }, centre: ['1*', '2', 'boss'], actions: ['Ava: play greedy 1*'] }).log)
      .toEqual(['Ava played a Greedy Thief and took the 1* from the centre.']);
  });
});

describe('a play told whole once (AR14)', () => {
  it('"is choosing what to take" is left out when what was taken follows in the same story', () => {
    const s = at({ raid: 2, hands: { Ava: ['greedy', '1', '2', '3', '4'] }, centre: ['1*', '2', 'boss'] });
    const asked = artRobbery.apply(s, { player: 0, verb: 'play', args: ['greedy'] });
    if (!asked.ok) throw new Error('refused');
    const lines = (after: ArtState, events: GameEvent[]) => artRobbery.present({ view: artRobbery.view(after, SPECTATOR), viewer: SPECTATOR, lang: 'en', legal: [], moment: { kind: 'step', events }, name }).lines;
    expect(lines(asked.state, asked.events)).toContain('Ava played a Greedy Thief and is choosing what to take.');
    const took = artRobbery.apply(asked.state, { player: 0, verb: 'choose', args: ['boss'] });
    if (!took.ok) throw new Error('refused');
    const whole = lines(took.state, [...asked.events, ...took.events]);
    expect(whole.filter((l) => /Greedy Thief/.test(l))).toEqual(['Ava played a Greedy Thief and took the Boss token from the centre.']);
  });
});

describe('what a player is choosing, said as it is', () => {
  it('a 2 with none in the centre and two players holding one: whom to take it from', () => {
    const s = at({ raid: 2, hands: { Ava: ['2', '1', '5', '3', '4'] }, centre: ['1', '5'], faceUp: { Bo: ['2'], Cy: ['2'] } });
    const asked = artRobbery.apply(s, { player: 0, verb: 'play', args: ['2'] });
    if (!asked.ok) throw new Error('refused');
    const line = (lang: 'en' | 'ru') => artRobbery.present({ view: artRobbery.view(asked.state, SPECTATOR), viewer: SPECTATOR, lang, legal: [], moment: { kind: 'step', events: asked.events }, name }).lines[0];
    expect(line('en')).toBe('Ava played a 2 and is choosing whom to take it from.');
    expect(line('ru')).toMatch(/и выбирает, у кого взять\.$/);
    // Her own note asks the same question, and the position report says it too.
    const note = (lang: 'en' | 'ru') => artRobbery.present({ view: artRobbery.view(asked.state, 0), viewer: 0, lang, legal: artRobbery.legal(asked.state, 0), moment: { kind: 'private', events: [] }, name }).lines;
    expect(note('en')).toContain('Whom do you take it from with your 2?');
    expect(note('ru')).toContain('У кого вы берёте фишку картой 2?');
    expect(run({ raid: 2, hands: { Ava: ['2', '1', '5', '3', '4'] }, centre: ['1', '5'], faceUp: { Bo: ['2'], Cy: ['2'] }, actions: ['Ava: play 2'] }).awaiting?.question)
      .toBe('Ava: whom do you take it from with your 2?');
  });
});

describe('refusals to the reader', () => {
  it('say "you", and what to do instead', () => {
    const s = at({ hands: { Ava: ['0', '1', '4', 'greedy', 'boss'] } });
    const r = artRobbery.apply(s, { player: 0, verb: 'play', args: ['5'] });
    expect(!r.ok && lookup(artRobbery.texts, 'en', r.rejection.code, r.rejection.params)).toBe('You have no 5 in hand: play one of the cards you hold.');
    expect(!r.ok && lookup(artRobbery.texts, 'ru', r.rejection.code, r.rejection.params)).toBe('У вас нет карты 5 в руке: разыграйте одну из своих карт.');
    // Position reports list everyone's refusals: they keep the player's name.
    expect(run({ hands: { Ava: ['0', '1', '4', 'greedy', 'boss'] }, actions: ['Ava: play 5'] }).rejected[0].reason).toBe('Ava has no 5 in hand: play a card from your hand.');
  });
});

describe('examples name tokens that exist', () => {
  it('every token an example writes with its alibi dots (`3•`) is a token of some raid', () => {
    const raids = (JSON.parse(readFileSync(new URL('../../../assets/art-robbery/tokens.json', import.meta.url), 'utf8')) as { raids: { tokens: string[] }[] }).raids;
    const real = new Set(raids.flatMap((r) => r.tokens).map((x) => x.replace(/\*/g, '•')));
    const dir = new URL('../../../src/games/art-robbery/text/', import.meta.url);
    const written = readdirSync(dir).flatMap((f) => [...readFileSync(new URL(f, dir), 'utf8').matchAll(/\b\d•+/g)].map((m) => `${f}: ${m[0]}`));
    expect(written.length).toBeGreaterThan(3);
    expect(written.filter((w) => !real.has(w.split(': ')[1]))).toEqual([]);
  });
});

