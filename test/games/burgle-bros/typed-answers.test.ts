// A typed answer written whole (`/choose answer:F1 A1`) is that answer, even when its bare cell is another floor's
// answer too (the Blueprints' question names face-down tiles of every floor).
import { describe, expect, it } from 'vitest';
import { burgleBros } from '../../../src/games/burgle-bros/index.js';
import { legalActions } from '../../../src/games/burgle-bros/engine/index.js';
import { floor, play } from './helpers/script.js';

describe('a typed answer', () => {
  it('written with its floor reads as that floor\'s answer; written bare where two floors have it, it is refused', () => {
    const s = play({
      scenario: 'office', crew: [{ name: 'Ava', character: 'spotter', side: 'basic' }, { name: 'Bo', character: 'hawk', side: 'basic' }],
      floors: [{ tiles: floor({ D4: 'safe' }), revealed: ['B1', 'C1', 'D1', 'A2', 'B2', 'C2', 'D2', 'A3', 'B3', 'C3', 'D3', 'A4', 'B4', 'C4', 'D4'] },
        { tiles: floor({ C4: 'safe' }), revealed: ['B1', 'C1', 'D1', 'A2', 'B2', 'C2', 'D2', 'A3', 'B3', 'C3', 'D3', 'A4', 'B4', 'C4', 'D4', 'B3'] }],
      guards: [{ floor: 1, at: 'D4', destination: 'D3', die: 2 }],
      players: [{ at: 'F1 B2', tools: ['blueprints'] }, { at: 'F1 C2' }],
      actions: ['Ava: use blueprints'],
    }).state;
    expect(s.awaiting?.options).toEqual(['F1 A1', 'F2 A1']);
    const verb = burgleBros.verbs.find((v) => (v.verb ?? v.name) === 'choose')!;
    const read = (value: string) => burgleBros.command!({ view: burgleBros.view(s, 0), seat: 0, lang: 'en', legal: legalActions(s), verb, values: { [verb.options[0].name]: value } });
    expect(read('F1 A1')).toEqual({ ok: true, text: 'choose F1 A1' });
    expect(read('F2 A1')).toEqual({ ok: true, text: 'choose F2 A1' });
    // Bare, it could be either: refused, naming both.
    expect(read('A1')).toMatchObject({ ok: false, code: 'typed.answer' });
  });

  it('written as its button says it (the Laser\'s "Spend a second action (no alarm)"), in either language', () => {
    const s = play({
      scenario: 'office', crew: [{ name: 'Ava', character: 'spotter', side: 'basic' }],
      floors: [{ tiles: floor({ B1: 'laser:2', D4: 'safe' }), walls: [], revealed: ['A1', 'B1'] }, { tiles: floor({ C4: 'safe' }) }],
      guards: [{ floor: 1, at: 'D4', destination: 'D3', die: 2 }],
      players: [{ at: 'F1 A1' }],
      actions: ['Ava: move east'],
    }).state;
    expect(s.awaiting?.options).toEqual(expect.arrayContaining(['laser:pay', 'laser:trigger']));
    const verb = burgleBros.verbs.find((v) => (v.verb ?? v.name) === 'choose')!;
    const read = (value: string, lang: 'en' | 'ru' = 'en') => burgleBros.command!({ view: burgleBros.view(s, 0), seat: 0, lang, legal: legalActions(s), verb, values: { [verb.options[0].name]: value } });
    const label = (option: string, lang: 'en' | 'ru') => burgleBros.texts[lang][`answer.${option}`] as string;
    for (const lang of ['en', 'ru'] as const) {
      expect(read(label('laser:pay', lang), lang)).toEqual({ ok: true, text: 'choose laser:pay' });
      expect(read(label('laser:trigger', lang).toUpperCase(), lang)).toEqual({ ok: true, text: 'choose laser:trigger' });
    }
    expect(read('Spend a second action (no alarm)')).toEqual({ ok: true, text: 'choose laser:pay' });
  });
});
