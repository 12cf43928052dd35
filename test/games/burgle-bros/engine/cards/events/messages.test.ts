// Every code the events and their effects emit, ask or refuse with has an English sentence.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES_BOOK } from '../../../../../../src/games/burgle-bros/rules.js';
import { describe as text, EN } from '../../../../../../src/games/burgle-bros/text/en-engine.js';
import { RU_ENGINE } from '../../../../../../src/games/burgle-bros/text/ru-engine.js';

describe('event messages', () => {
  it('every emitted, asked or refused code in the events and effects folders has a text', () => {
    const codes = new Set<string>();
    const whys = new Set<string>();
    for (const dir of ['src/games/burgle-bros/engine/cards/events', 'src/games/burgle-bros/engine/cards/effects']) {
      for (const f of readdirSync(dir)) {
        const src = readFileSync(`${dir}/${f}`, 'utf8');
        for (const m of src.matchAll(/emit\(\s*'([a-z-]+)'/g)) codes.add(m[1]);
        for (const m of src.matchAll(/noEffect\(ctx, '[a-z-]+', '([a-z-]+)'/g)) whys.add(m[1]);
        for (const m of src.matchAll(/ask\(\s*\w+,\s*'([a-z-]+)'/g)) codes.add(m[1]);
        for (const m of src.matchAll(/\?\s*'([a-z-]+)'\s*:\s*null/g)) codes.add(m[1]);
      }
    }
    expect(codes.size).toBeGreaterThan(10);
    expect([...codes].filter((c) => !EN[c])).toEqual([]);
    // Each reason an event had no effect reads as a sentence, not as its code.
    expect(whys.size).toBeGreaterThan(10);
    for (const why of whys) expect(text('event-no-effect', { event: 'crash', why, floor: 1 })).not.toContain(why);
    // The line is the crew's story, read by all: it names whom the card found, never "you".
    for (const why of whys) {
      const params = { event: 'crash', why, floor: 1, player: 'Ava' };
      expect(text('event-no-effect', params), why).not.toMatch(/\byou\b|\byour\b/i);
      expect(RU_ENGINE['event-no-effect'](params), why).not.toMatch(/(^|[^а-яё])(вы|вас|вами|ваш\p{L}*)(?![а-яё])/iu);
    }
  });
});

describe('card names in the story', () => {
  it('are the rules help\'s names, as written there ("Change of Plans", "EMP", "Crash!"), not capitalised from their ids', () => {
    const names = Object.fromEntries(RULES_BOOK.all('en').map((x) => [x.key, x.name]));
    let checked = 0;
    for (const [key, name] of Object.entries(names)) {
      const [kind, id] = key.split('.');
      if (kind === 'event') expect(text('event', { player: 'Ava', event: id, brief: true })).toBe(`Event for Ava: ${name}`);
      else if (kind === 'tool') expect(text('tool-used', { player: 'Ava', tool: id })).toBe(`Ava used ${name}`);
      else if (kind === 'loot') expect(text('loot-found', { player: 'Ava', loot: id })).toBe(`Ava took loot: ${name}`);
      else continue;
      checked++;
    }
    expect(checked).toBeGreaterThan(40);
  });
});

describe('the Peekhole asked in Russian', () => {
  it('says the skip as its button and the command take it («пропустить»), never the engine\'s "none"', () => {
    expect(RU_ENGINE['peekhole-pick']({ from: 'F1 B2' })).toContain('«пропустить»');
    const again = RU_ENGINE['answer-first']({ yours: true, options: ['F2 B1', 'none'] });
    expect(again).toBe('Сначала ответьте на свой вопрос: выберите одно из: F2 B1, «пропустить».');
    expect(again).not.toMatch(/none/);
  });
});
