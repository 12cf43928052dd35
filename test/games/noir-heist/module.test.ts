import { beforeAll, describe, expect, it } from 'vitest';
import { SPECTATOR, type Action } from '../../../src/core/types.js';
import { noirHeist } from '../../../src/games/noir-heist/index.js';
import { preloadRenderers } from '../../../src/render/lazy.js';
import { buildState } from '../../../src/games/noir-heist/engine/setup.js';
import type { NoirState } from '../../../src/games/noir-heist/engine/types.js';
import { GRID } from './helpers.js';
import { SUSPECT_RU } from '../../../src/games/noir-heist/text/suspects.js';

const names = ['Zed', 'Ava', 'Bo', 'Cy', 'Di'];
const fixed = (): NoirState =>
  buildState({ names, chief: 0, seed: 2, officerCount: 4, grid: GRID, identities: ['Viktor', 'Rita', 'Iris', 'Zelda'], roles: ['front', 'runner', 'cleaner', 'insider'], officers: ['Simon', 'Tess', 'Quinn', 'Celia'], plainclothes: 'Walter' });

describe('Noir: Heist seating and options (docs/rulings.md N2)', () => {
  const plan = noirHeist.seating.plan;
  it('in a channel, people plus bots must make 5 to 7 seats', () => {
    expect(plan({ options: { bots: 1 }, humans: 3, dm: false, seed: 1 })).toMatchObject({ ok: false, code: 'players' });
    expect(plan({ options: { bots: 5 }, humans: 3, dm: false, seed: 1 })).toMatchObject({ ok: false, code: 'players' });
    const ok = plan({ options: { bots: 2 }, humans: 3, dm: false, seed: 1 });
    expect(ok.ok && ok.seats.length).toBe(5);
  });

  it('the chief sits in seat 0: the host, a random person, or a bot', () => {
    const host = plan({ options: { chief: 'host' }, humans: 5, dm: false, seed: 1 });
    expect(host.ok && host.seats[0]).toEqual({ human: 0 });
    const bot = plan({ options: { chief: 'bot', bots: 1 }, humans: 4, dm: false, seed: 1 });
    expect(bot.ok && bot.seats[0]).toEqual({ bot: true });
    expect(plan({ options: { chief: 'bot' }, humans: 5, dm: false, seed: 1 })).toMatchObject({ ok: false, code: 'chief-bot-none' });
    const chiefs = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => {
      const r = plan({ options: {}, humans: 5, dm: false, seed });
      return r.ok ? JSON.stringify(r.seats[0]) : '';
    }));
    expect(chiefs.size).toBeGreaterThan(1);
  });

  it('in a DM the person plays their side with 4 to 6 bots (default 4, a thief)', () => {
    const thief = plan({ options: {}, humans: 1, dm: true, seed: 1 });
    expect(thief.ok && thief.seats).toEqual([{ bot: true }, { human: 0 }, { bot: true }, { bot: true }, { bot: true }]);
    const chief = plan({ options: { side: 'chief', bots: 6 }, humans: 1, dm: true, seed: 1 });
    expect(chief.ok && chief.seats[0]).toEqual({ human: 0 });
    expect(chief.ok && chief.seats.length).toBe(7);
    expect(plan({ options: { bots: 3 }, humans: 1, dm: true, seed: 1 })).toMatchObject({ ok: false, code: 'bots-dm' });
  });

  it('setup refuses a table outside 5–7 and names with a colon, and takes 3–5 uniformed officers', () => {
    const bots = [false, false, false, false];
    expect(noirHeist.setup({ options: {}, names: names.slice(0, 4), bots, seed: 1 }).ok).toBe(false);
    expect(noirHeist.setup({ options: {}, names: ['A:b', 'B', 'C', 'D', 'E'], bots: [...bots, false], seed: 1 }).ok).toBe(false);
    const three = noirHeist.setup({ options: { officers: 3 }, names, bots: [...bots, false], seed: 1 });
    expect(three.ok && three.state.officers.length).toBe(3);
    expect(noirHeist.setup({ options: { officers: 6 }, names, bots: [...bots, false], seed: 1 })).toMatchObject({ ok: false, code: 'officers-range' });
  });

  it('every option and choice has a description of at most 100 characters in both languages', () => {
    for (const lang of ['en', 'ru'] as const) {
      for (const o of noirHeist.options) {
        expect(noirHeist.texts[lang][`opt.${o.name}`], `${lang} opt.${o.name}`).toBeDefined();
        for (const c of o.choices ?? []) expect(noirHeist.texts[lang][`opt.${o.name}.${c}`]).toBeDefined();
      }
      for (const v of noirHeist.verbs) {
        const d = noirHeist.texts[lang][`cmd.${v.name}`];
        expect(typeof d === 'string' && d.length <= 100, `${lang} cmd.${v.name}`).toBe(true);
        for (const o of v.options) {
          const od = noirHeist.texts[lang][`cmd.${v.name}.${o.name}`];
          expect(typeof od === 'string' && od.length <= 100, `${lang} cmd.${v.name}.${o.name}`).toBe(true);
        }
      }
    }
  });

  it('the Russian catalogue has every English key', () => {
    expect(Object.keys(noirHeist.texts.en).filter((k) => !(k in noirHeist.texts.ru))).toEqual([]);
  });

  it('ability and choose have the same option shapes as Burgle Bros.', () => {
    expect(noirHeist.verbs.find((v) => v.name === 'ability')!.options).toEqual([{ name: 'target', required: false }]);
    expect(noirHeist.verbs.find((v) => v.name === 'choose')!.options).toEqual([{ name: 'answer', required: true }]);
  });
});

describe('Noir: Heist text language', () => {
  const s = fixed();
  const parse = (seat: number, text: string) => {
    const p = noirHeist.parse(s, seat, text);
    return p.ok ? p.action : p.rejection.code;
  };
  it('parses what players type, case-insensitively, cells to names', () => {
    expect(parse(1, 'Shift ROW 3 east')).toEqual({ player: 1, verb: 'shift', args: ['row', '3', 'east'] });
    expect(parse(1, 'shift column b north')).toEqual({ player: 1, verb: 'shift', args: ['column', 'B', 'north'] });
    expect(parse(0, 'accuse jack')).toEqual({ player: 0, verb: 'accuse', args: ['Jack'] });
    expect(parse(0, 'search b2')).toEqual({ player: 0, verb: 'search', args: ['B2'] });
    expect(parse(3, 'ability stun C3')).toEqual({ player: 3, verb: 'ability', args: ['stun', 'Tess'] });
    expect(parse(1, 'show bo')).toEqual({ player: 1, verb: 'show', args: ['Bo'] });
    expect(parse(1, 'dance')).toBe('unknown-verb');
  });

  it('a formatted action reads back as itself', () => {
    const a: Action = { player: 0, verb: 'swap', args: ['Tess', 'Basil'] };
    const line = noirHeist.format(s, a);
    expect(line).toBe('Zed: swap Tess Basil');
    const back = noirHeist.parseLine(s, line);
    expect(back.ok && back.action).toEqual(a);
  });

  it('autocomplete offers the seat\'s legal choices, at most 25', () => {
    const st = { ...s, turn: 0 };
    const legal = noirHeist.legal(st, 0);
    const verb = noirHeist.verbs.find((v) => v.name === 'accuse')!;
    const got = noirHeist.complete!({ view: noirHeist.view(st, 0), seat: 0, lang: 'en', legal, verb, focused: 'suspect', values: { suspect: '' } });
    expect(got.length).toBeGreaterThan(0);
    expect(got.length).toBeLessThanOrEqual(25);
    expect(got.map((c) => c.value)).toContain('Viktor');
    expect(got.map((c) => c.value)).not.toContain('Tess');
  });
});

describe('Noir: Heist presentation', () => {
  beforeAll(preloadRenderers); // its pictures are drawn through the module: the renderer loads first (src/render/lazy.ts)
  const s = fixed();
  const name = (seat: number) => names[seat];
  const check = (p: ReturnType<typeof noirHeist.present>) => {
    const rows = p.rows ?? [], menus = p.menus ?? [];
    expect(rows.length + menus.length).toBeLessThanOrEqual(5);
    for (const r of rows) {
      expect(r.length).toBeLessThanOrEqual(5);
      for (const b of r) expect(b.label.length).toBeLessThanOrEqual(80);
    }
    for (const m of menus) expect(m.options.length).toBeLessThanOrEqual(25);
  };

  it('a thief\'s private note tells their identity, where it stands and its quadrant, with controls', () => {
    const p = noirHeist.present({ view: noirHeist.view(s, 1), viewer: 1, lang: 'en', legal: noirHeist.legal(s, 1), moment: { kind: 'private', events: [] }, name });
    expect(p.lines[0]).toBe('You are the Front. Your identity: Viktor, now at B3 (NW).');
    expect(p.rows?.[0].map((b) => b.act)).toContain('rob');
    check(p);
  });

  it('a thief\'s ability with targets is a menu of them; one without is a button', () => {
    const cleaner = { ...fixed(), turn: 3 };
    const p = noirHeist.present({ view: noirHeist.view(cleaner, 3), viewer: 3, lang: 'en', legal: noirHeist.legal(cleaner, 3), moment: { kind: 'private', events: [] }, name });
    expect(p.menus!.find((m) => m.placeholder === 'Use your ability on…')!.options.map((o) => o.act)).toEqual(['ability stun Tess', 'ability stun Quinn']);
    const front = noirHeist.present({ view: noirHeist.view(s, 1), viewer: 1, lang: 'en', legal: noirHeist.legal(s, 1), moment: { kind: 'private', events: [] }, name });
    expect(front.rows!.flat().map((b) => b.act)).toContain('ability vanish');
    check(p);
  });

  it('the chief\'s private note names his plainclothes officer and offers only legal accusations, not him', () => {
    const st = { ...s, turn: 0 };
    const p = noirHeist.present({ view: noirHeist.view(st, 0), viewer: 0, lang: 'en', legal: noirHeist.legal(st, 0), moment: { kind: 'private', events: [] }, name, focus: 'accuse' });
    expect(p.lines[0]).toBe('Your plainclothes officer: Walter (D6).');
    expect(p.rows![0].map((c) => [c.act, c.focus])).toEqual(['accuse', 'search', 'swap', 'shift-row', 'shift-column'].map((k) => [k, true]));
    const accuse = p.menus!.flatMap((m) => m.options.map((o) => o.act)).filter((act) => act.startsWith('accuse'));
    const legal = noirHeist.legal(st, 0).filter((a) => a.verb === 'accuse').map((a) => `accuse ${a.args[0]}`);
    expect(legal).toContain('accuse Walter');
    expect(accuse).toEqual(legal.filter((a) => a !== 'accuse Walter'));
    check(p);
  });

  it('public posts come from the spectator view: who did what, covert or visible, and whose turn', () => {
    const r = noirHeist.apply(s, { player: 1, verb: 'shift', args: ['column', 'A', 'north'] });
    if (!r.ok) throw new Error('refused');
    const p = noirHeist.present({ view: noirHeist.view(r.state, SPECTATOR), viewer: SPECTATOR, lang: 'en', legal: [], moment: { kind: 'turn', events: r.events, before: noirHeist.view(s, SPECTATOR), by: 1 }, name });
    expect(p.lines).toEqual(['Ava shifted column A north (covert)', "Bo's turn (thief; covert actions in a row: 1 of 4, then the chief acts)."]);
    expect(JSON.stringify(p)).not.toContain('Viktor');
  });

  it('a thief\'s final note, asked for, keeps their identity but not how to use their role: nobody acts after the end', () => {
    const during = noirHeist.present({ view: noirHeist.view(s, 1), viewer: 1, lang: 'en', legal: noirHeist.legal(s, 1), moment: { kind: 'private', events: [] }, name });
    expect(during.lines[1]).toMatch(/^Front: vanish .*\/ability`\.$/);
    const end = { ...s, outcome: 'chief' as const };
    for (const lang of ['en', 'ru'] as const) {
      const p = noirHeist.present({ view: noirHeist.view(end, 1), viewer: 1, lang, legal: [], moment: { kind: 'private', events: [] }, name, asked: true });
      expect(p.lines.join('\n'), lang).toMatch(lang === 'en' ? /Viktor/ : /Виктор/);
      expect(p.lines.join('\n'), lang).not.toMatch(/\/ability/);
    }
  });

  it('the note the end tells (nobody asked for it) leaves out what the end\'s public post reveals', () => {
    const end = { ...s, outcome: 'chief' as const };
    for (const seat of [0, 1, 2]) {
      for (const lang of ['en', 'ru'] as const) {
        const told = noirHeist.present({ view: noirHeist.view(end, seat), viewer: seat, lang, legal: [], moment: { kind: 'private', events: [] }, name });
        expect(told.lines, `${seat} ${lang}`).toEqual([]);
      }
    }
    // Called off before its end, nothing was revealed: the note keeps the seat's secrets.
    const off = noirHeist.present({ view: noirHeist.view(s, 1), viewer: 1, lang: 'en', legal: [], moment: { kind: 'private', events: [] }, name, stopped: true });
    expect(off.lines.join('\n')).toMatch(/Viktor/);
  });

  it('at the end the public post reveals every identity and the plainclothes officer', () => {
    const end = { ...s, outcome: 'chief' as const };
    const p = noirHeist.present({ view: noirHeist.view(end, SPECTATOR), viewer: SPECTATOR, lang: 'en', legal: [], moment: { kind: 'status' }, name });
    expect(p.lines).toContain('Ava was Viktor.');
    expect(p.lines).toContain('The plainclothes officer was Walter.');
  });

  it('in Russian the notes use the rulebook\'s terms', () => {
    const p = noirHeist.present({ view: noirHeist.view(s, 1), viewer: 1, lang: 'ru', legal: [], moment: { kind: 'private', events: [] }, name });
    expect(p.lines[0]).toBe('Вы — Подставное лицо. Ваша тайная личность: Виктор, сейчас на B3 (СЗ).');
    const r = noirHeist.apply(s, { player: 1, verb: 'shift', args: ['row', '1', 'east'] });
    if (!r.ok) throw new Error('refused');
    const post = noirHeist.present({ view: noirHeist.view(r.state, SPECTATOR), viewer: SPECTATOR, lang: 'ru', legal: [], moment: { kind: 'turn', events: r.events, before: noirHeist.view(s, SPECTATOR), by: 1 }, name });
    expect(post.lines[0]).toBe('Ava сдвигает ряд 1 на восток (заметно)');
  });

  it('the picture is a PNG for every viewer, in both languages', () => {
    for (const lang of ['en', 'ru'] as const) {
      const png = noirHeist.render(noirHeist.view(s, 1), lang);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
    }
  });

  it('the spectator\'s picture does not depend on the identities', () => {
    const other = { ...s, thieves: s.thieves.map((t, i) => (i === 0 ? { ...t, identity: 'Basil' } : t)) };
    expect(noirHeist.render(noirHeist.view(s, SPECTATOR), 'en').equals(noirHeist.render(noirHeist.view(other, SPECTATOR), 'en'))).toBe(true);
  });
});

describe('Noir: Heist rules help', () => {
  it('lists topics, roles included, and gives their text in both languages', () => {
    expect(noirHeist.rules.topics('', 'en').map((t) => t.value)).toContain('role.master-safecracker');
    expect(noirHeist.rules.topics('Медвеж', 'ru').map((t) => t.value)).toEqual(['role.safecracker', 'role.master-safecracker']);
    expect(noirHeist.rules.help('shift', 'en')).toMatch(/undo/);
    expect(noirHeist.rules.help('cleaner', 'ru')).toMatch(/Чистильщик/);
    expect(noirHeist.rules.help('nothing', 'en')).toBeNull();
  });
});

describe("Noir: Heist's reveal (the web page's, after the end: model.ts privatePart with `reveal`)", () => {
  const name = (seat: number) => names[seat];
  const part = (st: NoirState, seat: number, lang: 'en' | 'ru', reveal: boolean) => noirHeist.present({
    view: noirHeist.view(st, seat), viewer: seat, lang, legal: [], name, page: true,
    moment: { kind: 'private', events: [], ...(reveal ? { reveal: true } : {}) },
  }).lines;
  const second = { en: /(^|[^\p{L}])(you|your|yours)([^\p{L}]|$)/iu, ru: /(^|[^\p{L}])(вы|вас|вам|ваш\p{L}*)([^\p{L}]|$)/iu };
  // Ava (the Front, as Viktor) has shown the identity to Bo.
  const shown = noirHeist.apply(fixed(), { player: 1, verb: 'show', args: ['Bo'] });
  if (!shown.ok) throw new Error('refused');
  const s = shown.state;

  it('names each seat in the third person, never "you", in both languages, and keeps what the seat holds', () => {
    for (const lang of ['en', 'ru'] as const) {
      for (const seat of [0, 1, 2, 3, 4]) {
        const lines = part(s, seat, lang, true);
        expect(lines.length, `${lang} ${seat}`).toBeGreaterThan(0);
        expect(lines.filter((l) => second[lang].test(l)), `${lang} ${seat}`).toEqual([]);
        expect(lines[0], `${lang} ${seat}`).toContain(names[seat]);
        // Everything the seat's own page shows but how to use its role (said to its holder: nobody acts any more).
        const own = part(s, seat, lang, false);
        expect(lines.length, `${lang} ${seat}`).toBe(own.length - (seat === 0 ? 0 : 1));
        expect(lines.filter((l) => /^(Row|Ряд) \d/.test(l))).toEqual(own.filter((l) => /^(Row|Ряд) \d/.test(l)));
      }
    }
    expect(part(s, 1, 'en', true)[0]).toBe('Ava is the Front; identity: Viktor, at B3 (NW).');
    expect(part(s, 1, 'ru', true)[0]).toBe('Ava — Подставное лицо; тайная личность: Виктор, на B3 (СЗ).');
    expect(part(s, 2, 'en', true)).toEqual(expect.arrayContaining(['Identities Bo knows:', 'Ava: Viktor (B3, NW).']));
    expect(part(s, 2, 'ru', true)).toEqual(expect.arrayContaining(['Личности, известные игроку Bo:', 'Ava: Виктор (B3, СЗ).']));
    const chief = part(s, 0, 'en', true);
    expect(chief[0]).toBe("Zed's plainclothes officer: Walter (D6).");
    expect(chief[1]).toMatch(/^Case file of Zed\b/);
    expect(chief.some((l) => l.startsWith("Since Zed's last turn: "))).toBe(true);
    expect(chief.some((l) => l.includes("P Zed's plainclothes"))).toBe(true);
    const ru = part(s, 0, 'ru', true);
    expect(ru[0]).toBe('Zed: офицер в штатском — Уолтер (D6).');
    expect(ru[1]).toMatch(/^Дело игрока Zed/);
    expect(ru.some((l) => l.startsWith('С прошлого хода игрока Zed: '))).toBe(true);
  });

  it('a caught thief and a Mimic choosing are named too', () => {
    const caught = { ...s, thieves: s.thieves.map((t) => (t.seat === 3 ? { ...t, caught: true, identity: null, role: null, shown: [] } : t)) };
    expect(part(caught, 3, 'en', true)[0]).toBe('Cy was caught: on their turn, they draw a new identity and role.');
    expect(part(caught, 3, 'ru', true)[0]).toBe('Cy: после поимки в свой ход берёт новую тайную личность и роль.');
    const ended = { ...caught, outcome: 'chief' as const };
    expect(part(ended, 3, 'en', true)).toEqual(['Cy was caught, and had no identity when the game ended.']);
    expect(part(ended, 3, 'ru', true)).toEqual(['У игрока Cy после поимки к концу игры не было тайной личности.']);
    const m = buildState({ names, chief: 0, seed: 1, officerCount: 4, grid: GRID, roles: ['mimic'] });
    const r = noirHeist.apply(m, { player: 1, verb: 'ability', args: ['mimic'] });
    if (!r.ok) throw new Error('refused');
    const options = r.state.mimic!.options.join(', ');
    expect(part(r.state, 1, 'en', true).at(-1)).toBe(`Ava is choosing a new identity, one of: ${options}.`);
    expect(part(r.state, 1, 'ru', true).at(-1)).toBe(`Ava выбирает новую тайную личность, одну из: ${r.state.mimic!.options.map((n) => SUSPECT_RU[n]).join(', ')}.`);
    for (const lang of ['en', 'ru'] as const) {
      for (const st of [caught, ended, r.state]) expect([0, 1, 2, 3, 4].flatMap((k) => part(st, k, lang, true)).filter((l) => second[lang].test(l))).toEqual([]);
    }
  });

  it("a seat's own notes still speak to it", () => {
    expect(part(s, 1, 'en', false)[0]).toBe('You are the Front. Your identity: Viktor, now at B3 (NW).');
    expect(part(s, 0, 'en', false)[0]).toBe('Your plainclothes officer: Walter (D6).');
    expect(part(s, 2, 'en', false)).toContain('Identities you know:');
  });
});

describe("Noir: Heist's note telling an identity shown earlier", () => {
  it('says it is no longer theirs when the thief has a new identity since, in both languages', () => {
    const name = (seat: number) => names[seat];
    const shown = noirHeist.apply(fixed(), { player: 1, verb: 'show', args: ['Bo'] });
    if (!shown.ok) throw new Error('refused');
    const told = shown.events.filter((e) => e.code === 'shown');
    const note = (st: NoirState, lang: 'en' | 'ru') => noirHeist.present({ view: noirHeist.view(st, 2), viewer: 2, lang, legal: [], name, moment: { kind: 'private', events: told } }).lines;
    expect(note(shown.state, 'en')).toContain('Ava showed you their identity: Viktor (now at B3, NW).');
    // Ava (the Front) vanishes: Viktor is hers no longer, and Bo's note (by DM, told at his next turn) says so.
    const gone = noirHeist.apply(shown.state, { player: 1, verb: 'ability', args: ['vanish'] });
    if (!gone.ok) throw new Error('refused');
    expect(note(gone.state, 'en')).toContain('Ava showed you their identity: Viktor (no longer theirs).');
    expect(note(gone.state, 'ru')).toContain('Ava показывает вам свою личность: Виктор (уже не действует).');
    expect(note(gone.state, 'en').join('\n')).not.toMatch(/Viktor \(B3/);
  });
});
