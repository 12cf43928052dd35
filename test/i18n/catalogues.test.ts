// The catalogues are complete: every English key has a Russian text with the same placeholders, every engine code
// (core and cards) has a Russian sentence, and command names are valid Discord names in both languages.
import { describe, expect, it } from 'vitest';
import '../../src/games/burgle-bros/engine/index.js';
import { EN as ENGINE_EN } from '../../src/games/burgle-bros/engine/messages.js';
import { COMMANDS_EN, COMMANDS_RU, EN, RU, RU_ENGINE, commandText, engineText, localeOf, t } from '../../src/i18n/index.js';

const placeholders = (x: unknown) => (typeof x === 'string' ? [...x.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort() : null);

describe('catalogues', () => {
  it('every English key of the bot has a Russian text with the same placeholders', () => {
    const missing = Object.keys(EN).filter((k) => !(k in RU));
    expect(missing).toEqual([]);
    const extra = Object.keys(RU).filter((k) => !(k in EN));
    expect(extra).toEqual([]);
    for (const k of Object.keys(EN)) {
      const en = placeholders(EN[k]), ru = placeholders(RU[k]);
      if (en && ru) expect(ru, k).toEqual(en);
    }
  });

  it('every engine code has a Russian sentence that reads its parameters without failing', () => {
    const missing = Object.keys(ENGINE_EN).filter((code) => !(code in RU_ENGINE));
    expect(missing).toEqual([]);
    const params = { player: 'Ann', other: 'Bob', at: 'F1 B2', to: 'F1 C2', from: 'F1 A2', floor: 1, cells: ['B2', 'C2'],
      rolls: '3 6', dir: 'north', room: 'laser', item: 'tiara', tool: 'crowbar', loot: 'gemstone', event: 'espresso', options: 'a, b' };
    for (const code of Object.keys(RU_ENGINE)) {
      const text = engineText('ru', code, params);
      expect(text.length, code).toBeGreaterThan(0);
      expect(text, code).not.toMatch(/undefined|\[object/);
    }
  });

  it('picks Russian for ru and English otherwise; unknown engine codes fall back to English', () => {
    expect(localeOf('ru')).toBe('ru');
    expect(localeOf('en-US')).toBe('en');
    expect(localeOf(undefined)).toBe('en');
    expect(localeOf('de')).toBe('en');
    expect(t('ru', 'not-your-turn', { player: 'Ann' })).toBe('Сейчас ход Ann, а не ваш. Дождитесь своего хода.');
    expect(t('en', 'not-your-turn', { player: 'Ann' })).toBe('It is Ann\'s turn, not yours. Wait for your turn.');
    expect(engineText('ru', 'moved', { player: 'Ann', to: 'F1 B2', room: 'laser' })).toBe('Ann заходит в F1 B2 (Лазерный периметр)');
    expect(engineText('en', 'moved', { player: 'Ann', to: 'F1 B2', room: 'laser' })).toBe('Ann moved to F1 B2 (Laser)');
  });

  it('command names and descriptions exist in both languages and follow Discord\'s rules', () => {
    expect(Object.keys(COMMANDS_EN).sort()).toEqual(Object.keys(COMMANDS_RU).sort());
    for (const [k, v] of [...Object.entries(COMMANDS_EN), ...Object.entries(COMMANDS_RU)]) {
      if (k.endsWith('.desc') || k.startsWith('choice.')) expect(v.length, k).toBeLessThanOrEqual(100);
      else expect(v, k).toMatch(/^[-_\p{L}\p{N}]{1,32}$/u);
      if (!k.endsWith('.desc') && !k.startsWith('choice.')) expect(v, k).toBe(v.toLowerCase());
    }
    expect(commandText('ru', 'heist.start')).toBe('начать');
    expect(commandText('en-GB', 'move.target.desc')).toMatch(/direction/);
  });
});
