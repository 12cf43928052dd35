// Burgle Bros.' refusals to a Russian reader name ways in Russian first (English still read), echo a way as the reader
// typed it (`/способность цель:вверх` is read as `up`, and quoted «вверх», with why it does not suit), and write their
// examples with Russian words (`/способность цель:восток`).
import { describe, expect, it } from 'vitest';
import { readTyped } from '../../../src/table/typed.js';
import { burgleBros } from '../../../src/games/burgle-bros/index.js';
import { officeBegun, refusalOf } from './helpers/office.js';
import { translator } from '../../../src/core/text.js';
import { BURGLE_TEXTS } from '../../../src/games/burgle-bros/text/index.js';
import { DISCORD_TEXTS } from '../../../src/discord/text.js';

const t = translator(BURGLE_TEXTS);

const begun = officeBegun;

describe('Burgle Bros. ways in Russian refusals', () => {
  it('the Hawk\'s Enhance with `цель:вверх` quotes «вверх», not `up`, and says why it does not suit', () => {
    const s = begun('advanced');
    const typed = readTyped({ game: burgleBros, state: s, seat: 0, command: 'ability', values: { target: 'вверх' }, lang: 'ru' });
    expect(typed).toMatchObject({ ok: true, text: 'ability up' });
    const r = refusalOf(s, 'Ann: ability up');
    expect(r.code).toBe('bad-target');
    const said = t('ru', r.code, r.params);
    expect(said).toMatch(/^«вверх» здесь не подходит: эта цель — комната, а не путь по лестнице\./);
    expect(said).not.toMatch(/«up»|"up"/);
    expect(said).toMatch(/Назовите комнату клеткой/);
  });

  it('a target that is no way at all is quoted as typed, the Russian ways named first and the English after', () => {
    const said = t('ru', 'bad-target', { target: 'туда' });
    expect(said).toBe('«туда» — не направление и не комната. Используйте север, восток, юг, запад, вверх или вниз (можно и по-английски: north, east, south, west, up, down) или комнату вашего этажа вида B2 или F1 B2.');
    for (const code of ['move-needs-target', 'peek-needs-target']) expect(t('ru', code, {}), code).toMatch(/: север, восток, юг, запад, вверх или вниз \(можно и по-английски: north/);
  });

  it('an example of the Hawk\'s X-Ray writes its way in Russian: `/способность цель:восток`', () => {
    const r = refusalOf(begun('basic'), 'Ann: peek east');
    expect(r.code).toBe('wall-blocks-peek');
    expect(t('ru', r.code, r.params)).toBe('Стена не даёт заглянуть на восток из F1 A1, но способность «Рентген» видит сквозь неё: /способность цель:восток.');
    // A position report's line keeps the engine's words.
    expect(t('ru', r.code, { ...r.params, script: 1 })).toMatch(/ability east/);
  });

  it('other ways in examples are Russian too (climbing, a Thermal Bomb)', () => {
    expect(t('ru', 'climb-needs-direction', {})).toBe('Скажите, куда лезть: `/способность цель:вверх` или `/способность цель:вниз`.');
    expect(t('ru', 'thermal-bomb-bad-way', { dir: 'north' })).toMatch(/выберите вверх или вниз/);
  });

  it('the offline help\'s example is a Russian way', () => {
    expect(DISCORD_TEXTS.ru['offline.help']).toMatch(/например \/идти цель:восток\)/);
    expect(DISCORD_TEXTS.ru['offline.help']).not.toMatch(/цель:east/);
  });
});
