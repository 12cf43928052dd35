// Noir: Heist to a Russian reader: vaults named in Russian first (the English still read), command descriptions in
// Russian words, and names kept in the nominative after a noun that takes the case («подозреваемого {name}»,
// «у игрока {who}»).
import { describe, expect, it } from 'vitest';
import { fill } from '../../../src/core/text.js';
import { GAMES } from '../../../src/games/index.js';
import type { VerbSpec } from '../../../src/core/module.js';
import { commandValues } from '../../../src/games/noir-heist/typed.js';

const RU = GAMES.require('noir-heist').texts.ru;
const say = (key: string, p: Record<string, unknown> = {}) => fill(RU[key], p);

describe('Noir: Heist in Russian', () => {
  it('the Hacker\'s refusal names the vaults in Russian, the Latin ones only as also read', () => {
    const said = say('typed.hack', { option: 'target' });
    expect(said).toMatch(/назовите хранилище: СЗ, СВ, ЮЗ или ЮВ \(можно и латиницей: NW, NE, SW, SE\)\.$/);
    expect(say('typed.hack', { choices: 'NW, SE' })).toMatch(/сейчас можно взломать СЗ или ЮВ\.$/);
  });

  it('the shared /способность describes its target in Russian words', () => {
    expect(RU['shared.cmd.ability.target']).toBe('например оглушить Саймон, взломать СВ');
  });

  it('names stay in the nominative', () => {
    expect(say('caught', { who: 'Ann', name: 'Улисс', thief: 'Bob' })).toBe('Ann обвиняет подозреваемого Улисс: это личность игрока Bob, вор пойман');
    expect(say('accused-wrong', { who: 'Ann', name: 'Улисс' })).toBe('Ann обвиняет подозреваемого Улисс: это не вор');
    expect(say('end.none', { who: 'Саша' })).toBe('У игрока Саша не осталось личности.');
    expect(say('label.ability.stun', { target: 'Simon' })).toBe('Оглушить офицера Simon');
    expect(say('menu.swap-near', { name: 'Simon' })).toBe('Поменять офицера Саймон местами с…');
  });

  it('an example of the Hacker\'s command names the vault in Russian', () => {
    const verb = { name: 'ability' } as VerbSpec;
    const values = commandValues({ view: {} as never, seat: 1, lang: 'ru', verb, action: { player: 1, verb: 'ability', args: ['hack', 'NW'] } });
    expect(values).toEqual({ target: 'СЗ' });
    expect(commandValues({ view: {} as never, seat: 1, lang: 'en', verb, action: { player: 1, verb: 'ability', args: ['hack', 'NW'] } })).toEqual({ target: 'NW' });
  });
});
