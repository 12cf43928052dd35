// Fort Knox has 3 safes on 2 floors (NOTES §3, the rulebook's "Crack all 3 Safes"): the status and the picture's
// footer count them all, not one per floor.
import { describe, expect, it } from 'vitest';
import { burgleBros } from '../../../src/games/burgle-bros/index.js';
import { buildState } from '../../../src/games/burgle-bros/engine/index.js';
import type { Scenario } from '../../../src/games/burgle-bros/engine/types.js';
import { drawBoard } from '../../../src/games/burgle-bros/render/index.js';
import { viewOf } from '../../../src/games/burgle-bros/view.js';
import { written } from './helpers/canvas-text.js';

const fresh = (scenario: Scenario) => buildState({ scenario, seed: 7, crew: [{ name: 'Ava' }, { name: 'Bo' }] });


const status = (scenario: Scenario, lang: 'en' | 'ru') => burgleBros.present({
  view: burgleBros.view(fresh(scenario), -1), viewer: -1, lang, legal: [], moment: { kind: 'status' }, name: (k) => ['Ava', 'Bo'][k],
}).lines.join('\n');

describe('the safes counted', () => {
  it('the status says how many of all the safes are open: 3 at Fort Knox, one per floor elsewhere', () => {
    expect(status('fortknox', 'en')).toContain('Safes open: 0 of 3.');
    expect(status('fortknox', 'ru')).toContain('Вскрыто сейфов: 0 из 3.');
    expect(status('bank', 'en')).toContain('Safes open: 0 of 3.');
    expect(status('office', 'en')).toContain('Safes open: 0 of 2.');
  });

  it('the picture\'s footer counts the closed safes of all of them', () => {
    const s = fresh('fortknox');
    expect(written(() => drawBoard(viewOf(s))).join('|')).toMatch(/Safes still closed: 3 /);
    expect(written(() => drawBoard(viewOf(s), { lang: 'ru' })).join('|')).toMatch(/Закрытых сейфов: 3 /);
    const safe = s.tiles.findIndex((t) => t.room === 'safe');
    s.tiles[safe].revealed = true;
    s.tiles[safe].open = true;
    expect(written(() => drawBoard(viewOf(s))).join('|')).toMatch(/Safes still closed: 2 /);
    expect(written(() => drawBoard(viewOf(fresh('office')))).join('|')).toMatch(/Safes still closed: 2 /);
  });
});
