// A question the game asks one burglar is written "Name: question" (present.ts): the question itself does not name
// them again ("Bo: Bo, Ava orders you…" was how four of them read: the Rook's order, a gift, a take, the Rigger's
// two tools).
import { describe, expect, it } from 'vitest';
import { burgleBros } from '../../../src/games/burgle-bros/index.js';
import { bank, farGuard, member, play } from './engine/cards/characters/helpers.js';

const CREW = [member('Ava', 'rook', 'basic'), member('Bo', 'hawk', 'basic')];
const NAMES = ['Ava', 'Bo'];

function asked(actions: string[], tools: string[] = [], hers: string[] = []) {
  const { state, report } = play({ crew: CREW, floors: bank(), guards: farGuard, players: [{ at: 'F1 A1', tools }, { at: 'F1 A1', tools: hers }], actions });
  expect(report.rejected).toEqual([]);
  expect(state.awaiting?.player).toBe(1);
  return (lang: 'en' | 'ru') => burgleBros.present({
    view: burgleBros.view(state, 0), viewer: 0, lang, legal: burgleBros.legal(state, 0), moment: { kind: 'status' }, name: (k) => NAMES[k],
  }).lines.filter((l) => l.startsWith('Bo: ') && l.endsWith('?'));
}

describe('a question to another burglar', () => {
  it('names them once, in both languages: the Rook\'s order, a gift, a take', () => {
    for (const [lines, en, ru] of [
      [asked(['Ava: ability bo south']), /^Bo: Ava orders you to move to F1 A2 \(face down\)\. Do you agree\?$/, /^Bo: Ava приказывает вам перейти в F1 A2 \(комната ещё закрыта\)\. Согласны\?$/],
      // A tile they can see is named by its room.
      [asked(['Ava: peek south', 'Ava: ability bo south']), /^Bo: Ava orders you to move to F1 A2 \(Computer Room \(Fingerprint\)\)\. Do you agree\?$/, /^Bo: Ava приказывает вам перейти в F1 A2 \(Серверная \(биометрия\)\)\. Согласны\?$/],
      [asked(['Ava: give crowbar bo'], ['crowbar']), /^Bo: Will you accept Crowbar from Ava\?$/, /^Bo: Примете «.+» от игрока Ava\?$/],
      [asked(['Ava: take crowbar bo'], [], ['crowbar']), /^Bo: Will you let Ava take your Crowbar\?$/, /^Bo: Позволите игроку Ava забрать ваш предмет «.+»\?$/],
    ] as const) {
      expect(lines('en')).toEqual([expect.stringMatching(en)]);
      expect(lines('ru')).toEqual([expect.stringMatching(ru)]);
    }
  });
});

describe('Throw Voice', () => {
  it('says beside the question the way the guard would walk to each tile he may be sent to, by the floor\'s walls', async () => {
    const { bank: eventBank, crew2, playWith } = await import('./engine/cards/events/helpers.js');
    const { state, report } = playWith({
      crew: crew2, floors: [{ tiles: eventBank()[0].tiles, walls: ['C3|D3', 'B2|C2'], revealed: [] }, eventBank()[1], eventBank()[2]],
      guards: [{ floor: 1, at: 'A1', destination: 'C3', die: 1 }], players: [{ at: 'F1 A4' }, { at: 'F1 A4' }], events: ['throw-voice'],
      actions: ['Ava: end'],
    });
    expect(report.awaiting?.options).toEqual(['F1 C2', 'F1 C4', 'F1 B3']);
    // The event comes before his walk at the turn's end: he still stands at A1.
    expect(report.guards[0].at).toBe('A1');
    const lines = (lang: 'en' | 'ru') => burgleBros.present({
      view: burgleBros.view(state, 0), viewer: 0, lang, legal: burgleBros.legal(state, 0), moment: { kind: 'status' }, name: (k) => ['Ava', 'Bo'][k],
    }).lines.filter((l) => /^F1 [A-D]\d: /.test(l));
    // Through B2 to C2 the wall B2|C2 bars: round by C1.
    expect(lines('en')).toEqual(['F1 C2: he would walk B1 → C1 → C2.', 'F1 C4: he would walk B1 → C1 → C2 → C3 → C4.', 'F1 B3: he would walk B1 → B2 → B3.']);
    expect(lines('ru')).toEqual(['F1 C2: он пойдёт так: B1 → C1 → C2.', 'F1 C4: он пойдёт так: B1 → C1 → C2 → C3 → C4.', 'F1 B3: он пойдёт так: B1 → B2 → B3.']);
  });
});
