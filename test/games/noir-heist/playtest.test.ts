// A playtester's findings (noir-fixes): what a seat reads at the end, typed abilities with no target, the Runner's
// refusals and labels, the Mimic's waiting line, a thief's own shift buttons, news told once, the Russian and English
// words, the chief's case file agreeing with itself, the picture's subtitle fitting.
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../src/games/noir-heist/engine/apply.js';
import { buildState } from '../../../src/games/noir-heist/engine/setup.js';
import type { NoirState } from '../../../src/games/noir-heist/engine/types.js';
import { noirHeist } from '../../../src/games/noir-heist/index.js';
import type { Locale } from '../../../src/core/types.js';
import { lookup } from '../../../src/core/text.js';
import { GRID } from './helpers.js';
import { SUSPECT_RU } from '../../../src/games/noir-heist/text/suspects.js';

const NAMES = ['Zed', 'Ava', 'Bo', 'Cy', 'Di'];
const name = (k: number) => NAMES[k];

/** The helpers' table (Viktor B3, Rita F5, Iris D4, Zelda G6; officers Simon B1, Tess C3, Quinn E5, Celia C7). */
function table(extra: Partial<Parameters<typeof buildState>[0]> = {}): NoirState {
  return buildState({
    names: NAMES, chief: 0, seed: 3, officerCount: 4, grid: GRID,
    identities: ['Viktor', 'Rita', 'Iris', 'Zelda'], roles: ['front', 'runner', 'cleaner', 'insider'],
    officers: ['Simon', 'Tess', 'Quinn', 'Celia'], plainclothes: 'Walter', ...extra,
  });
}

function act(s: NoirState, player: number, verb: string, ...args: string[]) {
  const r = applyAction(s, { player, verb, args });
  if (!r.ok) throw new Error(`${verb} ${args.join(' ')}: ${r.rejection.code}`);
  return r;
}

function note(s: NoirState, seat: number, lang: Locale, kind: 'private' | 'status' = 'private', events = [] as ReturnType<typeof act>['events'], asked = false) {
  return noirHeist.present({
    view: noirHeist.view(s, seat), viewer: seat, lang, legal: noirHeist.legal(s, seat), name, asked,
    moment: kind === 'private' ? { kind: 'private', events } : { kind: 'status' },
  });
}

describe('the end: no instruction to a caught thief', () => {
  it('a thief caught at the chief\'s win, asking after it, is told they were caught, never to draw on their turn', () => {
    let s = table({ roleDeck: [] });
    s = { ...s, turn: 0 };
    const r = act(s, 0, 'accuse', 'Viktor');
    expect(r.state.outcome).toBe('chief');
    for (const lang of ['en', 'ru'] as const) {
      for (const kind of ['private', 'status'] as const) {
        const lines = note(r.state, 1, lang, kind, r.events.filter((e) => e.to?.includes(1)), true).lines.join('\n');
        expect(lines).toMatch(lang === 'en' ? /You were caught/ : /Вас поймали/);
        expect(lines).not.toMatch(/draw a new identity|on your turn|в свой ход|возьмите/);
      }
    }
  });
});

const say = (code: string, params: Record<string, string | number>, lang: Locale = 'en') => lookup(noirHeist.texts, lang, code, params) ?? code;

function typed(s: NoirState, seat: number, verb: string, values: Record<string, string>, lang: Locale = 'en') {
  const spec = noirHeist.verbs.find((x) => x.name === verb)!;
  return noirHeist.command!({ view: noirHeist.view(s, seat), seat, lang, legal: noirHeist.legal(s, seat), verb: spec, values });
}

describe('a typed /ability with no target', () => {
  it('never fills in the one legal target: it says what to name and lists the choice', () => {
    // Ava the Eliminator as Viktor (B3): Tess (C3) is the one officer next to her.
    const s = table({ roles: ['eliminator', 'runner', 'cleaner', 'insider'] });
    expect(noirHeist.legal(s, 1).filter((a) => a.verb === 'ability').map((a) => a.args.join(' '))).toEqual(['kill Tess']);
    for (const lang of ['en', 'ru'] as const) {
      const r = typed(s, 1, 'ability', {}, lang);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.option).toBe('target');
      const text = say(r.code, { ...r.params, option: 'target' }, lang);
      expect(text).toContain(lang === 'en' ? 'Tess (C3)' : 'Тесс (C3)');
      expect(text).toMatch(lang === 'en' ? /whom to kill/ : /кого убить/);
      expect(text).toMatch(/\.$/);
    }
    // Named, it acts.
    expect(typed(s, 1, 'ability', { target: 'Tess' })).toEqual({ ok: true, text: 'ability kill Tess' });
  });

  it('a Hacker\'s hack with no vault named is not made for him either', () => {
    // Cy the Hacker on D4 may hack any vault still standing.
    const s = { ...table({ roles: ['front', 'runner', 'hacker', 'insider'] }), turn: 3 };
    const r = typed(s, 3, 'ability', {});
    expect(r.ok).toBe(false);
    if (!r.ok) expect(say(r.code, { ...r.params, option: 'target' })).toBe('`target:` name the vault to hack: you may hack NW, NE, SW or SE now.');
  });

  it('an ability that takes no target still acts (the Front\'s vanish)', () => {
    expect(typed(table(), 1, 'ability', {})).toEqual({ ok: true, text: 'ability vanish' });
  });
});

describe('the Runner', () => {
  it('is refused a 3-cell shift with what he may do, never "only the Runner may shift by 2"', () => {
    const s = { ...table(), turn: 2 };
    const r = applyAction(s, { player: 2, verb: 'shift', args: ['column', 'D', 'north', '3'] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.rejection.code).toBe('shift-distance');
    const en = say('shift-distance', r.rejection.params as Record<string, string | number>);
    expect(en).toBe('As the Runner you shift by 1 or 2 cells, not 3: write 2 for a fast shift, or leave the number out for 1.');
    expect(say('shift-distance', r.rejection.params as Record<string, string | number>, 'ru')).toMatch(/^Бегун сдвигает на 1 или 2 клетки, а не на 3/);
    // Anyone else is still told that only the Runner shifts by 2.
    const other = applyAction({ ...s, turn: 1 }, { player: 1, verb: 'shift', args: ['row', '3', 'east', '2'] });
    expect(!other.ok && say('shift-distance', other.rejection.params as Record<string, string | number>)).toMatch(/^Only the Runner may shift by 2/);
  });

  it('labels a 2-cell shift as visible because it is fast, not because an officer sees it', () => {
    // Bo the Runner as Rita (F5). Row 2 holds no officer (Simon B1, Tess C3, Quinn E5, Celia C7).
    const s = { ...table(), turn: 2 };
    for (const lang of ['en', 'ru'] as const) {
      const menu = noirHeist.present({ view: noirHeist.view(s, 2), viewer: 2, lang, legal: noirHeist.legal(s, 2), name, moment: { kind: 'private', events: [] }, focus: 'shift-row-2' }).menus![0];
      const labels = Object.fromEntries(menu.options.map((o) => [o.act, o.label]));
      expect(labels['shift row 2 east 2']).toBe(lang === 'en' ? 'Row 2 east by 2 (visible: a fast shift)' : 'Ряд 2 восток на 2 клетки (заметно: ускоренный сдвиг)');
      // Every 2-cell shift is seen for the same reason, an officer in the row or not.
      for (const label of Object.values(labels)) expect(label).not.toMatch(/officer|офицер/);
    }
  });
});

describe('while the Mimic chooses', () => {
  it('the public post and the status say who the game waits on, as the picture does', () => {
    const s = buildState({ names: NAMES, chief: 0, seed: 1, officerCount: 4, grid: GRID, roles: ['mimic'] });
    const r = act(s, 1, 'ability', 'mimic');
    for (const lang of ['en', 'ru'] as const) {
      const line = lang === 'en' ? 'Ava (Mimic) is choosing a new identity.' : 'Ava (Подражатель) выбирает новую личность.';
      for (const moment of [{ kind: 'step', events: r.events.filter((e) => !e.to), turnEnded: false }, { kind: 'turn', events: r.events.filter((e) => !e.to) }, { kind: 'status' }]) {
        for (const viewer of [-1, 2, 0]) {
          const p = noirHeist.present({ view: noirHeist.view(r.state, viewer), viewer, lang, legal: [], name, moment: moment as never });
          expect(p.lines, `${moment.kind} for ${viewer}`).toContain(line);
        }
      }
    }
  });
});

describe('a thief\'s own row and column', () => {
  for (const role of ['front', 'master-safecracker'] as const) {
    it(`are all buttons beside rob and the ability (${role}), within five rows`, () => {
      // Ava as Viktor (B3): row 3 east and west, column B north and south.
      const s = table({ roles: [role, 'runner', 'cleaner', 'insider'] });
      for (const lang of ['en', 'ru'] as const) {
        const p = note(s, 1, lang);
        const buttons = (p.rows ?? []).flat().filter((c) => !c.focus).map((c) => c.act);
        expect(buttons).toEqual(expect.arrayContaining(['rob', 'shift row 3 east', 'shift row 3 west', 'shift column B north', 'shift column B south']));
        expect(buttons.filter((a) => a.startsWith('ability'))).toHaveLength(1);
        expect((p.rows?.length ?? 0) + (p.menus?.length ?? 0)).toBeLessThanOrEqual(5);
        for (const row of p.rows ?? []) expect(row.length).toBeLessThanOrEqual(5);
      }
    });
  }
});

describe('a note tells each thing once', () => {
  it('an identity shown to the reader: the news line, where it stands now, and not again in "Identities you know"', () => {
    const s = table();
    const r = act(s, 2, 'show', 'Ava');
    for (const lang of ['en', 'ru'] as const) {
      const lines = note(r.state, 1, lang, 'private', r.events.filter((e) => e.to?.includes(1))).lines;
      const rita = lang === 'en' ? 'Rita' : 'Рита';
      expect(lines.filter((l) => l.includes(rita))).toEqual([lang === 'en' ? 'Bo showed you their identity: Rita (now at F5, SE).' : 'Bo показывает вам свою личность: Рита (сейчас на F5, ЮВ).']);
      // In a later note, without the news, the case file keeps it.
      expect(note(r.state, 1, lang).lines.filter((l) => l.includes(rita))).toHaveLength(1);
      expect(note(r.state, 1, lang).lines.join('\n')).toMatch(new RegExp(`Bo: ${rita} \\(F5`));
    }
  });

  it('a new identity: the note\'s first line says it is new, with no "Your new identity is" after', () => {
    // Ava the Front vanishes.
    const r = act(table(), 1, 'ability', 'vanish');
    const id = r.state.thieves[0].identity!;
    for (const lang of ['en', 'ru'] as const) {
      const mine = lang === 'en' ? id : SUSPECT_RU[id];
      const lines = note(r.state, 1, lang, 'private', r.events.filter((e) => e.to?.includes(1))).lines;
      expect(lines.filter((l) => l.includes(mine))).toHaveLength(1);
      expect(lines[0]).toMatch(lang === 'en' ? `You are the Front. Your new identity: ${mine}, now at` : `Ваша новая тайная личность: ${mine}`);
      // Read again later (/heist hand), it is no longer news.
      expect(note(r.state, 1, lang).lines[0]).toMatch(lang === 'en' ? `Your identity: ${mine}` : `Ваша тайная личность: ${mine}`);
    }
  });
});

describe('words', () => {
  it('Russian refusals name abilities and actions in Russian', () => {
    const ru = (code: string, p: Record<string, string | number>) => say(code, { option: 'target', ...p }, 'ru');
    expect(ru('typed.ability-target', { role: 'cleaner', form: 'stun', choices: 'Tess (C3)' })).toBe('`цель:` укажите, кого оглушить: имя или клетку; сейчас можно выбрать Tess (C3).');
    expect(ru('typed.ability-target', { role: 'insider', form: 'swap', choices: 'Tess (C3), Simon (B1)' })).toMatch(/с кем поменяться местами.*Tess \(C3\) или Simon \(B1\)\.$/);
    for (const verb of ['swap', 'accuse', 'search']) expect(ru('chief-only', { verb })).not.toMatch(/[a-z]/);
    for (const verb of ['rob', 'draw', 'ability', 'show', 'choose']) expect(ru('thieves-only', { verb })).not.toMatch(/[a-z]/);
    expect(ru('typed.ability-word', { role: 'eliminator', form: 'kill', word: 'hack' })).toBe('`цель:` ваша способность (Устранитель) — «убить», а не «hack»: напишите «убить» и цель или только цель.');
  });

  it('the Russian words the texts give for an ability are read back (`поменяться местами Simon`)', () => {
    const s = table({ roles: ['insider', 'runner', 'cleaner', 'front'] });
    expect(typed(s, 1, 'ability', { target: 'поменяться местами Simon' }, 'ru')).toEqual({ ok: true, text: 'ability swap Simon' });
  });

  it('Russian without (а) forms or a gender the game does not know; distances in cells', () => {
    const all = [
      say('end.identity', { who: 'Ava', name: 'Hazel' }, 'ru'), say('end.identity-caught', { who: 'Ava', name: 'Hazel' }, 'ru'),
      say('status.stunned', {}, 'ru'), say('status.caught', {}, 'ru'), say('caught', { who: 'Zed', name: 'Hazel', thief: 'Ava' }, 'ru'),
    ];
    for (const line of all) expect(line).not.toMatch(/\(а\)|\(ся\)|оглушён|пойман\b|\bбыл\b/);
    expect(say('end.identity-caught', { who: 'Ava', name: 'Hazel' }, 'ru')).toBe('Ava: тайная личность — Хейзел, раскрытая при поимке.');
    expect(say('shifted', { who: 'Bo', line: 'row', at: '5', dir: 'west', dist: 2, covert: 0 }, 'ru')).toBe('Bo сдвигает ряд 5 на запад на 2 клетки (заметно)');
    const s = table();
    const status = note({ ...s, stunned: 'Tess' }, 1, 'ru', 'status').lines.join('\n');
    expect(status).toContain('Тесс (без сознания)');
  });

  it('English: a stunned row or column by its name; a swap\'s neighbours are the officer\'s, as many as there are', () => {
    const s = { ...table(), stunned: 'Tess', turn: 0 };
    for (const [args, line] of [[['row', '3', 'east'], 'row 3'], [['column', 'C', 'south'], 'column C']] as const) {
      const r = applyAction(s, { player: 0, verb: 'shift', args: [...args] });
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(say(r.rejection.code, r.rejection.params as Record<string, string | number>)).toBe(`You cannot shift ${line}: it holds the stunned officer. Shift another row or column.`);
      expect(say(r.rejection.code, r.rejection.params as Record<string, string | number>, 'ru')).toMatch(line.startsWith('row') ? /сдвигать ряд 3/ : /сдвигать столбец C/);
    }
    const swap = applyAction(s, { player: 0, verb: 'swap', args: ['Simon', 'Hazel'] });
    expect(!swap.ok && say(swap.rejection.code, swap.rejection.params as Record<string, string | number>)).toBe('Hazel is not next to officer Simon: swap Simon with a card next to Simon.');
  });
});

describe('the chief\'s case file agrees with itself', () => {
  const chiefLine = (s: NoirState, who: string, lang: Locale) => note(s, 0, lang).lines.find((l) => l.startsWith(`${who} (`))!;
  it('a thief narrowed by a stun, a kill or a swap has a fact: never "No fact yet" beside the narrowed list', () => {
    // Cy the Cleaner as Iris (D4) stuns Tess (C3); Di the Insider as Zelda (G6) swaps with Quinn (E5).
    const stun = act({ ...table(), turn: 3 }, 3, 'ability', 'stun', 'Tess').state;
    const swap = act({ ...table(), turn: 4 }, 4, 'ability', 'swap', 'Quinn').state;
    const kill = act({ ...table({ roles: ['front', 'runner', 'eliminator', 'insider'] }), turn: 3 }, 3, 'ability', 'kill', 'Tess').state;
    for (const lang of ['en', 'ru'] as const) {
      for (const [s, who] of [[stun, 'Cy'], [swap, 'Di'], [kill, 'Cy']] as const) {
        const line = chiefLine(s, who, lang);
        expect(line, line).toMatch(lang === 'en' ? /certainly|one of \d+:/ : /точно|одно из \d+:/);
        expect(line).not.toMatch(/No fact yet|Фактов пока нет/);
        expect(line).toMatch(lang === 'en' ? /Last fact: turn/ : /Последний факт: ход/);
      }
      expect(chiefLine(swap, 'Di', lang)).toMatch(lang === 'en' ? /certainly Zelda/ : /точно Зельда/);
    }
  });
});

describe('the picture\'s subtitle', () => {
  it('is measured to fit the picture: a long name in a long Russian line is drawn smaller or shortened with "…"', async () => {
    const { createCanvas } = await import('@napi-rs/canvas');
    const { registerFonts, font } = await import('../../../src/render/fonts.js');
    const { subtitle, SUBTITLE_WIDTH, WIDTH } = await import('../../../src/games/noir-heist/render/index.js');
    registerFonts();
    const g = createCanvas(WIDTH, 100).getContext('2d');
    const long = 'Константинопольский_Максим';
    for (const names of [['Bot 1', long, 'Bot 2', 'Bot 3', 'Bot 4'], ['Zed', `${long}_${long}`, 'Bo', 'Cy', 'Di'], NAMES]) {
      const s = buildState({ names, chief: 0, seed: 3, officerCount: 4, grid: GRID });
      for (const lang of ['en', 'ru'] as const) {
        for (const v of [noirHeist.view(s, 1), noirHeist.view({ ...s, turn: 0 }, 1)]) {
          const line = subtitle(g, v, lang);
          g.font = font(line.size);
          expect(g.measureText(line.text).width, line.text).toBeLessThanOrEqual(SUBTITLE_WIDTH);
          // The whole line is kept, the name at most shortened.
          expect(line.text).toMatch(lang === 'en' ? /turn/ : /Ходит/);
          expect(line.text.includes(names[v.turn]) || line.text.includes('…')).toBe(true);
          if (names === NAMES) expect(line.size).toBe(17);
        }
      }
    }
  });
});

describe('a name under its card', () => {
  it('is drawn within the card: smaller, or shortened with "…" (a long name ran over the cards beside it)', async () => {
    const { createCanvas } = await import('@napi-rs/canvas');
    const { registerFonts, font } = await import('../../../src/render/fonts.js');
    const { cardLabel, CELL } = await import('../../../src/games/noir-heist/render/index.js');
    registerFonts();
    const g = createCanvas(200, 100).getContext('2d');
    for (const name of ['Bo', 'Константинопольский_Максим', 'plainclothes', 'Агент в штатском']) {
      const label = cardLabel(g, name);
      g.font = font(label.size, true);
      expect(g.measureText(label.text).width, label.text).toBeLessThanOrEqual(CELL - 10);
      expect(label.text === name || label.text.endsWith('…')).toBe(true);
    }
    expect(cardLabel(g, 'Bo')).toEqual({ text: 'Bo', size: 15 });
  });
});
