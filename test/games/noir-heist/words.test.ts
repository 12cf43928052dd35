// What players read (issue 21, item 4): the Mimic's three names said once in a note; the Runner told its ability is the
// fast shift (its card), not that it has none (ruling N16); refusals to the reader in the second person; the lobby's
// refusal says what to do; vault-token labels in the picture distinct for similar names.
import { describe, expect, it } from 'vitest';
import { notesOf } from '../../../src/core/note-size.js';
import { playBotGame } from '../../../src/core/sim.js';
import { lookup } from '../../../src/core/text.js';
import { applyAction } from '../../../src/games/noir-heist/engine/apply.js';
import { buildState } from '../../../src/games/noir-heist/engine/setup.js';
import { noirHeist } from '../../../src/games/noir-heist/index.js';
import { tokenLabels } from '../../../src/games/noir-heist/render/index.js';
import { base, GRID } from './helpers.js';

const say = (code: string, params: Record<string, string | number>, lang: 'en' | 'ru' = 'en') => lookup(noirHeist.texts, lang, code, params);
const name = (k: number) => ['Zed', 'Ava', 'Bo', 'Cy', 'Di'][k];

describe('Noir: Heist words', () => {
  it('a Mimic\'s "Choose your new identity" appears once in the note that tells it', () => {
    const s = buildState({ names: ['Zed', 'Ava', 'Bo', 'Cy', 'Di'], chief: 0, seed: 1, officerCount: 4, grid: GRID, roles: ['mimic'] });
    const r = applyAction(s, { player: 1, verb: 'ability', args: ['mimic'] });
    if (!r.ok) throw new Error(r.rejection.code);
    const told = r.events.filter((e) => e.to?.includes(1));
    expect(told.map((e) => e.code)).toContain('mimic-options');
    for (const lang of ['en', 'ru'] as const) {
      const p = noirHeist.present({ view: noirHeist.view(r.state, 1), viewer: 1, lang, legal: noirHeist.legal(r.state, 1), moment: { kind: 'private', events: told }, name });
      expect(p.lines.filter((l) => /Choose your new identity|Выберите новую тайную личность/.test(l))).toHaveLength(1);
      // The three names are buttons.
      expect(p.rows![0].map((c) => c.act)).toEqual(r.state.mimic!.options.map((n) => `choose ${n}`));
    }
  });

  it('the Runner\'s ability is the fast shift (N16): never "no ability"', () => {
    const runner = { role: 'runner' };
    expect(say('no-ability', runner)).toBe('Your ability as the Runner is the fast shift: shift a row or column by 1 or 2 cells, e.g. `/shift line:row 3 east 2`.');
    expect(say('no-ability', runner, 'ru')).toMatch(/^Ваша способность Бегуна — ускоренный сдвиг/);
    expect(say('no-ability', { role: 'safecracker' })).toBe('You are the Safecracker, who has no ability of its own: shift or rob instead.');
    expect(say('help.role.runner', {})).toMatch(/1 or 2 cells/);
    const r = noirHeist.tools!.positions.run({ ...base(), turn: 'Bo', actions: ['Bo: ability'] }) as { rejected: { reason: string }[] };
    expect(r.rejected[0].reason).toMatch(/^Your ability as the Runner is the fast shift/);
  });

  it('refusals speak to the reader', () => {
    // The cell says which line keeps the suspect out of every quadrant.
    expect(say('rob-outside', { name: 'Bo', cell: 'A4' })).toBe('Your suspect is not in a quadrant: it stands at A4, and row 4 belongs to no vault; shift it into a corner first.');
    expect(say('rob-outside', { name: 'Bo', cell: 'D6' })).toMatch(/at D6, and column D belongs to no vault;/);
    expect(say('rob-outside', { name: 'Bo', cell: 'D4' })).toMatch(/at D4, and row 4 and column D belong to no vault;/);
    expect(say('rob-outside', { name: 'Bo', cell: 'A4' }, 'ru')).toBe('Ваш подозреваемый не в квадранте: он стоит на A4, а 4-й ряд не относится к хранилищам; сначала сдвиньте его в угол.');
    expect(say('rob-outside', { name: 'Bo', cell: 'D2' }, 'ru')).toMatch(/на D2, а столбец D не относится/);
    // Position reports list everyone's refusals: they keep the player's name (positions-noir.md's example).
    expect(say('rob-outside', { name: 'Bo', script: 1 })).toMatch(/^Bo's suspect is not in a quadrant/);
    expect(say('thieves-only', { verb: 'rob' })).toBe("You are the security chief, and rob is a thief's action: shift, swap, accuse or search instead.");
    expect(say('kill-limit', {})).toMatch(/^You have already killed 3 officers/);
    expect(say('show-chief-self', {}, 'ru')).toMatch(/^Вы — начальник безопасности: тайной личности у вас нет; в свой ход/);
  });

  it('the lobby\'s refusal says what to do', () => {
    const few = noirHeist.seating.plan({ options: { bots: 1 }, humans: 2, dm: false, seed: 1 });
    expect(few.ok).toBe(false);
    if (!few.ok) {
      expect(say(few.code, few.params!)).toBe('Noir: Heist needs 5 to 7 players (one chief and 4 to 6 thieves); this table would have 3: have 2 more join, or end this lobby (`/heist end`) and start again with `bots:3`.');
      expect(say(few.code, few.params!, 'ru')).toMatch(/пусть присоединятся ещё 2.*`боты:3`/);
    }
    const many = noirHeist.seating.plan({ options: { bots: 4 }, humans: 5, dm: false, seed: 1 });
    expect(!many.ok && say(many.code, many.params!)).toMatch(/start again with `bots:2` at most\.$/);
  });

  it('vault-token labels are distinct for similar names (alice, alicia) and keep bots short', () => {
    const names = ['Zed', 'alice', 'alicia', 'Bot 3', 'Bob'];
    const labels = tokenLabels(names, [1, 2, 3, 4]);
    expect([...labels.values()]).toEqual(['al2', 'al3', 'B3', 'Bob']);
    expect(new Set(tokenLabels(['Zed', 'Anna', 'Annabel', 'Anne', 'Ann'], [1, 2, 3, 4]).values()).size).toBe(4);
    // A Russian table's bots («Бот 1»): as short.
    expect([...tokenLabels(['Зоя', 'Бот 1', 'Бот 2', 'Борис'], [1, 2, 3]).values()]).toEqual(['Б1', 'Б2', 'Бор']);
  });
});

describe('Noir: Heist in Russian, one word for each thing', () => {
  it('a whole game read in Russian: vaults as СЗ … ЮВ, the search as «досмотр» (button and case file alike), the chief as «начальник безопасности»', () => {
    const r = playBotGame(noirHeist, { players: 6, seed: 4, keepStates: true, check: false });
    const read: string[] = [];
    const states = r.states as Parameters<typeof noirHeist.view>[0][];
    states.forEach((s, i) => {
      if (i % 3 !== 0 && i !== states.length - 1) return;
      read.push(...noirHeist.present({ view: noirHeist.view(s, -1), viewer: -1, lang: 'ru', legal: [], moment: { kind: 'status' }, name: (k) => `Игрок ${k}` }).lines);
      for (const { p } of notesOf(noirHeist, s, s.names.length, 'ru', 1)) {
        read.push(...p.lines, ...(p.rows ?? []).flat().map((c) => c.label), ...(p.menus ?? []).flatMap((m) => [m.placeholder, ...m.options.map((o) => o.label)]));
      }
    });
    // Every event of the game, as the story tells it.
    for (const e of (states.at(-1) as { log: { code: string; params: Record<string, string | number> }[] }).log) read.push(say(e.code, e.params, 'ru') ?? e.code);
    const text = read.map((l) => l.replace(/`[^`]*`/g, '')).join('\n');
    expect(text).not.toMatch(/(^|[^\p{L}])(NW|NE|SW|SE)([^\p{L}]|$)/u);
    expect(text).toMatch(/(СЗ|СВ|ЮЗ|ЮВ)/);
    expect(text).not.toMatch(/[Оо]быск|шеф/);
    expect(text).toMatch(/[Дд]осмотр/);
    // The Safecracker's line says what the role does, not an order.
    expect(say('help.role.safecracker', {}, 'ru')).not.toMatch(/не забирайте/);
  });
});
