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
