import { describe, expect, it } from 'vitest';
import { RULES_EN } from '../../../src/games/burgle-bros/text/rules-en.js';
import { RULES_RU } from '../../../src/games/burgle-bros/text/rules-ru.js';
import { rulesHelp, rulesTopics } from '../../../src/games/burgle-bros/rules.js';

describe('rules help', () => {
  it('covers every room, tool, loot card, event and character in both languages', () => {
    expect(Object.keys(RULES_RU).sort()).toEqual(Object.keys(RULES_EN).sort());
    const kinds = new Set(Object.keys(RULES_EN).map((k) => k.split('.')[0]));
    expect([...kinds].sort()).toEqual(['basics', 'character', 'event', 'loot', 'room', 'scenario', 'tool']);
    expect(Object.keys(RULES_EN).filter((k) => k.startsWith('scenario.')).sort()).toEqual(['scenario.bank', 'scenario.fortknox', 'scenario.office']);
    expect(Object.keys(RULES_EN).filter((k) => k.startsWith('event.')).length).toBe(26);
    expect(Object.keys(RULES_EN).filter((k) => k.startsWith('tool.')).length).toBe(13);
    expect(Object.keys(RULES_EN).filter((k) => k.startsWith('loot.')).length).toBe(12);
    expect(Object.keys(RULES_EN).filter((k) => k.startsWith('character.')).length).toBe(9);
  });

  it('finds a topic by key, name in either language, or id', () => {
    expect(rulesHelp('room.laser', 'en')).toMatch(/^\*\*Laser\*\* \(room\)\n.*2 actions/);
    expect(rulesHelp('laser', 'ru')).toMatch(/Лазерный периметр/);
    expect(rulesHelp('Лом', 'en')).toMatch(/Crowbar/);
    expect(rulesHelp('hawk', 'en')).toMatch(/X-Ray/);
    expect(rulesHelp('nonsense', 'en')).toMatch(/No rules help for "nonsense"/);
    // Each scenario, as a player names it: what it is, its own rules, how it is won.
    expect(rulesHelp('Fort Knox', 'en')).toMatch(/^\*\*The Fort Knox Job\*\* \(scenario\)\n.*`empty-cell:B4`.*cracked once for both.*escape from floor 2/);
    expect(rulesHelp('форт нокс', 'ru')).toMatch(/^\*\*Форт Нокс\*\* \(сценарий\)\n.*`пустая-клетка:B4`.*вскрывается один раз для обоих/);
    expect(rulesHelp('office', 'en')).toMatch(/^\*\*The Office Job\*\*.*\n.*28 Office rooms/);
    expect(rulesHelp('Ограбление банка', 'ru')).toMatch(/^\*\*Ограбление банка\*\* \(сценарий\)\n.*`сценарий:Ограбление банка`/);
  });

  it('autocompletes at most 25 topics matching what is typed', () => {
    expect(rulesTopics('', 'en').length).toBe(25);
    const comp = rulesTopics('comp', 'en').map((c) => c.value);
    expect(comp).toEqual(['room.computer-fingerprint', 'room.computer-laser', 'room.computer-motion']);
    expect(rulesTopics('тиара', 'ru')).toEqual([{ name: 'Тиара (добыча)', value: 'loot.tiara' }]);
  });
});
