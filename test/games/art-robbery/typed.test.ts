// Slash commands refused as the table says them (src/table/acting.ts, src/table/typed.ts; docs/texts.md): what went
// wrong, true of the moment (a question open is named as that question), then what to do instead, with examples that
// work now (a card the player holds); and Russian buttons and sentences that name a player as the story lines do
// («у игрока Bo»: a name is not declined).
import { describe, expect, it } from 'vitest';
import { lookup } from '../../../src/core/text.js';
import type { Locale } from '../../../src/core/types.js';
import type { ArtState } from '../../../src/games/art-robbery/engine/types.js';
import { artRobbery } from '../../../src/games/art-robbery/index.js';
import { stateOf } from '../../../src/games/art-robbery/positions.js';
import { RU_NAMES } from '../../../src/games/art-robbery/text/ru-names.js';
import { readTyped, withExample } from '../../../src/table/typed.js';
import { RAIDS, run } from './helpers.js';

const NAMES = ['Ava', 'Bo', 'Cy'];

/** The state a script describes, its actions played. */
function at(script: Record<string, unknown>): ArtState {
  const built = stateOf(RAIDS, { game: 'art-robbery', seed: 1, players: NAMES, first: 'Ava', ...script });
  let s = built.state;
  for (const line of built.actions) {
    const p = artRobbery.parseLine(s, line);
    const r = p.ok ? artRobbery.apply(s, p.action) : null;
    if (!r?.ok) throw new Error(`${line}: refused`);
    s = r.state;
  }
  return s;
}

/** What the table answers `seat` typing a slash command, as src/table/acting.ts does: the typed reading refused, or
 * the engine's refusal, each ending with the table's example; null when the action is played. */
function answer(s: ArtState, seat: number, command: string, values: Record<string, string>, lang: Locale = 'en'): string | null {
  const input = { game: artRobbery, state: s, seat, command, values, lang };
  const read = readTyped(input);
  if (!read.ok) return read.text;
  const parsed = artRobbery.parse(s, seat, read.text);
  const r = parsed.ok ? artRobbery.apply(s, parsed.action) : { ok: false as const, rejection: parsed.rejection };
  if (r.ok) return null;
  return withExample(input, lookup(artRobbery.texts, lang, r.rejection.code, r.rejection.params) ?? r.rejection.code, r.rejection.code);
}

/** Every slash command a sentence gives as an example, with its values (`/play card:1`, `/разыграть карта:пёс`), as
 * command and values in English names. */
function examples(text: string, lang: Locale): { command: string; values: Record<string, string> }[] {
  const english = (w: string) => (lang === 'ru' ? Object.keys(RU_NAMES).find((k) => RU_NAMES[k] === w) ?? w : w);
  return [...text.matchAll(/(?:^|[\s`(])\/(\S+)((?: [^\s:`]+:[^`]*?)+)(?=`|\.(?: |$)| instead)/g)].map((m) => ({
    command: english(m[1]),
    values: Object.fromEntries(m[2].trim().split(/ (?=[^\s:]+:)/).filter(Boolean).map((kv) => {
      const k = kv.indexOf(':');
      return [english(kv.slice(0, k)), kv.slice(k + 1)];
    })),
  }));
}

/** Each example of a sentence is played as it is typed (on the state as it is). */
function expectExamplesWork(s: ArtState, seat: number, text: string, lang: Locale): void {
  const found = examples(text, lang);
  expect(found.length, text).toBeGreaterThan(0);
  for (const e of found) expect(answer(s, seat, e.command, e.values, lang), `${text}: /${e.command} ${JSON.stringify(e.values)}`).toBeNull();
}

describe('the 2-player discard is the question open', () => {
  // Bo has fewer alibis and 17 banked: Ava takes the last token of raid 4 and Bo is asked what to discard.
  const asked = () => at({
    players: ['Ava', 'Bo'], raid: 4, centre: ['5'], hands: { Ava: ['5', '1', '2', '3', '4'], Bo: ['0', '1', '2', '3', '4'] },
    banked: { Ava: ['0**'], Bo: ['5', '5', '4', '3'] }, actions: ['Ava: play 5'],
  });

  it('/choose is refused saying /discard answers it, with an example that works, nothing about "nothing asked"', () => {
    const s = asked();
    expect(s.pending?.kind).toBe('discard');
    const en = answer(s, 1, 'choose', { answer: '1' })!;
    expect(en).not.toMatch(/Nothing is being asked/);
    expect(en).toBe('You are asked which banked tokens to discard (worth at least 10 in all): answer with `/discard`. /choose has nothing to do for you now: try /discard tokens:5 5 instead.');
    expectExamplesWork(s, 1, en, 'en');
    const ru = answer(s, 1, 'choose', { answer: '1' }, 'ru')!;
    expect(ru).not.toMatch(/не задано вопросов/);
    expect(ru).toBe('Вас спрашивают, какие отложенные фишки сбросить (общей стоимостью не меньше 10): ответьте `/сбросить`. Сейчас /выбрать вам ничего не даст: попробуйте лучше /сбросить фишки:5 5.');
    expectExamplesWork(s, 1, ru, 'ru');
  });

  it('so are /give and /play, whatever their words', () => {
    const s = asked();
    for (const [command, values] of [['give', { what: 'dog' }], ['give', { what: 'the dog' }], ['play', { card: '1' }], ['play', { card: 'cat' }]] as const) {
      const said = answer(s, 1, command, values)!;
      expect(said, command).toMatch(/^You are asked which banked tokens to discard .*try \/discard tokens:5 5 instead\.$/);
    }
  });
});

describe('the Watchdog played with a token or a player named', () => {
  // Bo holds the dog and, with Cy, a face-up 1: a 1 of Ava's could steal from either.
  const s = () => at({ hands: { Ava: ['dog', '1', '2', '3', '5'] }, centre: ['4', '0*'], faceUp: { Bo: ['1'], Cy: ['1'] }, dog: 'Bo' });

  it('is refused with the card as it was typed, alone, as the example', () => {
    const en = answer(s(), 0, 'play', { card: 'Watchdog', from: 'bo' })!;
    // The sentence's own example is the table's too: said once, with no other card's after it.
    expect(en).toBe('The Watchdog card takes only the dog: play it alone, with no token or player named: `/play card:Watchdog`.');
    expectExamplesWork(s(), 0, en, 'en');
    expect(answer(s(), 0, 'play', { card: 'dog', token: '1' })).toMatch(/^The Watchdog card takes only the dog: .*`\/play card:dog`\./);
    const ru = answer(s(), 0, 'play', { card: 'сторожевой пёс', from: 'bo' }, 'ru')!;
    expect(ru).toMatch(/^Карта «Сторожевой пёс» берёт только фигурку пса: разыграйте её одну, не называя ни фишки, ни игрока: `\/разыграть карта:сторожевой пёс`\./);
    expectExamplesWork(s(), 0, ru, 'ru');
  });

  it('in a position report, as the script writes it', () => {
    const r = run({ hands: { Ava: ['dog', '1', '2', '3', '5'] }, faceUp: { Bo: ['1'] }, dog: 'Bo', actions: ['Ava: play dog from Bo'] });
    expect(r.rejected[0].reason).toBe('The Watchdog card takes only the dog: play it alone, with no token or player named: `play dog`.');
  });
});

describe('a command other than /play on one\'s turn', () => {
  // No 4 in Ava's hand: an example may name only what she holds.
  const hand = ['0', '1', '2', '3', '5'];
  const s = () => at({ hands: { Ava: hand } });

  it('is refused with examples of cards the player holds, each playable now', () => {
    for (const lang of ['en', 'ru'] as const) {
      for (const [command, values] of [['give', { what: 'dog' }], ['give', { what: 'the dog' }], ['discard', { tokens: '5 5' }], ['choose', { answer: '1' }]] as const) {
        const said = answer(s(), 0, command, values, lang)!;
        expect(said, said).toMatch(lang === 'en' ? /^It is your turn: play a card/ : /^Ваш ход: разыграйте карту/);
        expect(said).not.toMatch(/card:4|карта:4/);
        expectExamplesWork(s(), 0, said, lang);
      }
    }
  });

  it('the engine\'s own refusal (an action typed as text, a position script) names a card held too', () => {
    const r = artRobbery.apply(s(), { player: 0, verb: 'give', args: ['dog'] });
    expect(!r.ok && lookup(artRobbery.texts, 'en', r.rejection.code, r.rejection.params)).toBe('It is your turn: play a card (e.g. `/play card:0`), nothing else.');
    expect(!r.ok && lookup(artRobbery.texts, 'ru', r.rejection.code, r.rejection.params)).toBe('Ваш ход: разыграйте карту (например, `/разыграть карта:0`), и только.');
    const p = artRobbery.parse(s(), 0, 'play');
    expect(!p.ok && lookup(artRobbery.texts, 'en', p.rejection.code, p.rejection.params)).toBe('Name the card to play, e.g. `/play card:0`.');
    expect(run({ hands: { Ava: ['greedy', 'dog', '5', '3', '2'] }, actions: ['Ava: give dog', 'Ava: play'] }).rejected.map((x) => x.reason)).toEqual([
      'It is your turn: play a card (e.g. `play 2`), nothing else.',
      'Name the card to play, e.g. `play 2`.',
    ]);
  });
});

describe('the dog question answered with /choose', () => {
  it('hands over what it names, as its buttons and /give do; anything else says what to answer', () => {
    const st = at({ hands: { Ava: ['boss', '1', '2', '3', '5'] }, centre: ['4', '0*'], faceUp: { Bo: ['boss'] }, dog: 'Bo', actions: ['Ava: play boss'] });
    expect(answer(st, 1, 'choose', { answer: 'dog' })).toBeNull();
    expect(answer(st, 1, 'choose', { answer: 'token' })).toBeNull();
    expect(answer(st, 1, 'choose', { answer: 'пёс' }, 'ru')).toBeNull();
    // As its buttons say it.
    for (const [label, lang] of [['Give the dog', 'en'], ['Give the Boss token', 'en'], ['Отдать пса', 'ru'], ['Отдать фишку Босса', 'ru']] as const) {
      expect(readTyped({ game: artRobbery, state: st, seat: 1, command: 'choose', values: { answer: label }, lang }), label).toMatchObject({ ok: true, text: label.includes('пса') || label.includes('dog') ? 'give dog' : 'give token' });
    }
    expect(answer(st, 1, 'choose', { answer: 'cat' })).toBe('`answer:` answer `/choose answer:dog` to hand over the dog, or `/choose answer:token` to hand over the Boss token.');
    expect(answer(st, 1, 'choose', { answer: 'кот' }, 'ru')).toMatch(/^`ответ:` ответьте `\/выбрать ответ:пёс`, чтобы отдать пса, или `\/выбрать ответ:фишка`, чтобы отдать фишку Босса\.$/);
    expect(readTyped({ game: artRobbery, state: st, seat: 1, command: 'choose', values: { answer: 'dog' }, lang: 'en' })).toMatchObject({ ok: true, text: 'give dog' });
  });
});

describe('Russian names a player as the story lines do («у игрока Bo»)', () => {
  const note = (st: ArtState, seat: number, lang: Locale) => artRobbery.present({
    view: artRobbery.view(st, seat), viewer: seat, lang, legal: artRobbery.legal(st, seat), moment: { kind: 'private', events: [] }, name: (k) => st.names[k],
  });
  const labels = (st: ArtState, seat: number, lang: Locale) => note(st, seat, lang).rows!.flat().map((c) => c.label);

  it('the dog question\'s buttons: «Отдать фишку Босса», not «Отдать Босс»', () => {
    const st = at({ hands: { Ava: ['boss', '1', '2', '3', '5'] }, centre: ['4', '0*'], faceUp: { Bo: ['boss'] }, dog: 'Bo', actions: ['Ava: play boss'] });
    expect(labels(st, 1, 'ru')).toEqual(expect.arrayContaining(['Отдать пса', 'Отдать фишку Босса']));
    expect(labels(st, 1, 'en')).toEqual(expect.arrayContaining(['Give the dog', 'Give the Boss token']));
    const give = artRobbery.verbs.find((v) => v.name === 'give')!;
    const offered = artRobbery.complete!({ view: artRobbery.view(st, 1), seat: 1, lang: 'ru', legal: artRobbery.legal(st, 1), verb: give, focused: 'what', values: {} });
    expect(offered.map((c) => c.name)).toEqual(['Отдать пса', 'Отдать фишку Босса']);
    expect(answer(st, 1, 'give', { what: 'кот' }, 'ru')).toMatch(/^`что:` ответьте пёс, чтобы отдать пса, или фишка, чтобы отдать фишку Босса\./);
    // Whom the game waits for, in the post and the picture, and in a refusal.
    expect(lookup(artRobbery.texts, 'ru', 'ui.waiting', { player: 'Bo' })).toBe('Ждём ответа от игрока Bo.');
    const early = artRobbery.apply(st, { player: 0, verb: 'play', args: ['1'] });
    expect(!early.ok && lookup(artRobbery.texts, 'ru', early.rejection.code, early.rejection.params)).toBe('Игра ждёт ответа от игрока Bo; подождите.');
  });

  it('the hand\'s and the question\'s buttons: «украсть у игрока Bo», «пёс у игрока Cy»', () => {
    const st = at({ hands: { Ava: ['1', '2', 'dog', '4', '5'] }, centre: ['3', 'boss'], faceUp: { Bo: ['1', '2'], Cy: ['1'] }, dog: 'Cy' });
    expect(labels(st, 0, 'ru')).toEqual(['1: украсть у игроков Bo или Cy', '2: украсть у игрока Bo', '4: ничего не берёт', '5: ничего не берёт', 'Сторожевой пёс: пёс у игрока Cy']);
    expect(labels(st, 0, 'en')).toEqual(['1: steal from Bo or Cy', '2: steal from Bo', '4: takes nothing', '5: takes nothing', 'Watchdog: the dog from Cy']);
    const asked = artRobbery.apply(st, { player: 0, verb: 'play', args: ['1'] });
    if (!asked.ok) throw new Error('refused');
    expect(labels(asked.state, 0, 'ru').slice(-2)).toEqual(['у игрока Bo', 'у игрока Cy']);
    // The autocomplete shows an answer as its button reads, and types it as a person writes it.
    const choose = artRobbery.verbs.find((v) => v.name === 'choose')!;
    const offered = artRobbery.complete!({ view: artRobbery.view(asked.state, 0), seat: 0, lang: 'ru', legal: artRobbery.legal(asked.state, 0), verb: choose, focused: 'answer', values: {} });
    expect(offered).toEqual([{ name: 'у игрока Bo', value: 'у Bo' }, { name: 'у игрока Cy', value: 'у Cy' }]);
  });

  it('a victim nobody is called: «у игрока Bo», «одного из игроков: Bo, Cy»', () => {
    const one = at({ hands: { Ava: ['1', '2', '3', '4', '5'] }, centre: ['3', 'boss'], faceUp: { Bo: ['1'] }, players: ['Ava', 'Bo'] });
    expect(answer(one, 0, 'play', { card: '1', from: 'Zed' }, 'ru')).toMatch(/^`у-кого:` нет игрока «Zed», у которого можно взять: взять можно только у игрока Bo\./);
    const two = at({ hands: { Ava: ['1', '2', '3', '4', '5'] }, centre: ['3', 'boss'], faceUp: { Bo: ['1'] } });
    expect(answer(two, 0, 'play', { card: '1', from: 'Zed' }, 'ru')).toMatch(/^`у-кого:` нет игрока «Zed», у которого можно взять: назовите одного из игроков: Bo, Cy\./);
  });

  it('a victim named by letters two players share: both named, not "no player"', () => {
    const bots = at({ hands: { Ava: ['1', '2', '3', '4', '5'] }, centre: ['3', 'boss'], faceUp: { 'Bot Monet': ['1'] }, players: ['Ava', 'Bot Monet', 'Bot Degas'] });
    expect(answer(bots, 0, 'play', { card: '1', from: 'Bot' })).toMatch(/^`from:` “Bot” could be Bot Monet, Bot Degas: name one of them\./);
    expect(answer(bots, 0, 'play', { card: '1', from: 'Bot' }, 'ru')).toMatch(/^`у-кого:` «Bot» — это может быть Bot Monet, Bot Degas: назовите одного из них\./);
    // A card not in hand is refused as that first, whatever victim was typed.
    const noGreedy = readTyped({ game: artRobbery, state: bots, seat: 0, command: 'play', lang: 'en', values: { card: 'Greedy Thief', from: 'Bot' } });
    expect(noGreedy).toMatchObject({ ok: true, text: 'play greedy' });
    const refused = artRobbery.apply(bots, { player: 0, verb: 'play', args: ['greedy'] });
    expect(!refused.ok && refused.rejection.code).toBe('no-such-card');
    // One of them by a word of the name: found.
    expect(readTyped({ game: artRobbery, state: bots, seat: 0, command: 'play', lang: 'en', values: { card: '1', from: 'Degas' } })).toMatchObject({ ok: true, text: 'play 1 from Bot Degas' });
  });
});
