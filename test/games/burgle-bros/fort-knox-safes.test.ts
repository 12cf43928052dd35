// Fort Knox has 3 safes on 2 floors (NOTES §3, the rulebook's "Crack all 3 Safes"): the status and the picture's
// footer count them all, not one per floor.
import { describe, expect, it } from 'vitest';
import { burgleBros } from '../../../src/games/burgle-bros/index.js';
import { buildState } from '../../../src/games/burgle-bros/engine/index.js';
import { runScript } from '../../../src/games/burgle-bros/positions.js';
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

describe('a refusal that sends the crew to a Safe', () => {
  it('names the floor\'s Safe still shut, not both as open, when one of Fort Knox\'s two is open', () => {
    const room = (k: number) => (k === 0 || k === 15 ? 'safe' : k === 12 ? 'empty' : k === 24 ? 'stairs:5' : 'foyer:1');
    const floor = { tiles: Array.from({ length: 25 }, (_, k) => room(k)) };
    const cells = Array.from({ length: 25 }, (_, k) => `${'ABCDE'[k % 5]}${Math.floor(k / 5) + 1}`).filter((c) => c !== 'C3');
    const script = (actions: string[]) => runScript({
      scenario: 'fortknox', seed: 1, crew: [{ name: 'Ava', character: 'peterman', side: 'basic' }],
      floors: [{ ...floor, revealed: cells }, { tiles: floor.tiles.map((r, k) => (r === 'stairs:5' ? 'stairs:4' : k === 15 ? 'foyer:2' : r)) }],
      guards: [{ floor: 1, at: 'E5', destination: 'E4', die: 3 }], players: [{ at: 'F1 A1' }], dice: [1, 1],
      actions,
    }).report;
    // Both shut: both named, to go to.
    expect(script(['Ava: move east', 'Ava: crack']).rejected[0].reason)
      .toBe("You must be in a Safe tile to do that: this floor's Safes still shut are at F1 A1, F1 A4, move to one first.");
    // F1 A1 opened (its row and column all 1s); F1 A4's row is not cracked with it: A4 is the one to go to.
    const opened = script(['Ava: add-die', 'Ava: crack', 'Ava: move east', 'Ava: crack']);
    expect(opened.safes.map((x) => [x.at, x.open])).toEqual([['F1 A1', true], ['F1 A4', false], ['F2 A1', false]]);
    expect(opened.rejected[0].reason).toBe("You must be in a Safe tile to do that: this floor's Safe is at F1 A4, move there first.");
  });

  it('both of floor 1\'s Safes open is not every Safe open: the third, upstairs, is still to crack', () => {
    const room = (k: number) => (k === 0 || k === 24 ? 'safe' : k === 12 ? 'empty' : k === 4 ? 'stairs:4' : 'computer-fingerprint:4');
    const tiles = Array.from({ length: 25 }, (_, k) => room(k));
    const cells = Array.from({ length: 25 }, (_, k) => `${'ABCDE'[k % 5]}${Math.floor(k / 5) + 1}`).filter((c) => c !== 'C3');
    const r = runScript({
      scenario: 'fortknox', crew: [{ name: 'Ava', character: 'hawk', side: 'basic' }, { name: 'Bo', character: 'spotter', side: 'basic' }],
      floors: [{ tiles, revealed: cells }, { tiles: tiles.map((x, k) => (k === 24 ? 'computer-fingerprint:4' : k === 4 ? 'stairs:5' : x)), revealed: ['A1'] }],
      guards: [{ floor: 1, at: 'C2', destination: 'C1', die: 1 }], players: [{ at: 'F1 A1' }, { at: 'F1 E5' }], dice: [4, 4],
      actions: ['Ava: add-die', 'Ava: crack', 'Ava: end', 'Bo: add-die', 'Bo: crack', 'Bo: crack'],
    }).report;
    expect(r.safes.map((x) => [x.at, x.open])).toEqual([['F1 A1', true], ['F1 E5', true], ['F2 A1', false]]);
    expect(r.rejected.map((x) => x.reason)).toEqual(['This safe is already open: go for one still closed, at F2 A1.']);
  });
});

