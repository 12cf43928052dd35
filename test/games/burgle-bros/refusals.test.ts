// Burgle Bros.' refusals live in its text catalogues (issue 33): the engine and the module refuse with a code and
// parameters only, and every code they can refuse with has an English and a Russian sentence that says what went
// wrong and what to do instead. The Russian ones are checked word for word for a few refusals the real engine makes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../src/core/text.js';
import { burgleBros } from '../../../src/games/burgle-bros/index.js';
import { applyAction, setupProblem } from '../../../src/games/burgle-bros/engine/index.js';
import { RU_NAMES } from '../../../src/games/burgle-bros/text/ru-names.js';
import { BURGLE_TEXTS } from '../../../src/games/burgle-bros/text/index.js';
import { problems } from '../../i18n/style.js';
import { officeBegun, refusalOf } from './helpers/office.js';

const ROOT = fileURLToPath(new URL('../../../src/games/burgle-bros/', import.meta.url));
const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));

/** Every code the module's source refuses with: the engine's `fail`/`rejection`/`RuleError`, a card's or a rule's
 * `{ code }` check, a card hook that blocks (`…Blocked: … 'code'`), a setup problem, a parse error, the module's and
 * the seating's `refuse`, and a typed command's `bad(option, code)`. The catalogues are not searched. */
function refusalCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  const patterns = [
    /\bfail\(\s*'([\w.-]+)'/g, /\brejection\(\s*'([\w.-]+)'/g, /\bRuleError\(\s*'([\w.-]+)'/g, /\brefuse\(\s*'([\w.-]+)'/g,
    /\bno\(\s*'([\w.-]+)'/g, /return \{ (?:ok: false, )?code: '([\w.-]+)'/g, /[?:] \{ code: '([\w.-]+)'/g, /\(\{ code: '([\w.-]+)' \}\)/g,
    /Blocked: [^\n]*'([a-z][\w-]+)'/g, /\bbad\(\s*[^,()]+,\s*'([\w.-]+)'/g,
  ];
  for (const f of files(ROOT).filter((f) => f.endsWith('.ts') && !f.includes(`${join(ROOT, 'text')}`))) {
    const src = readFileSync(f, 'utf8');
    for (const re of patterns) for (const m of src.matchAll(re)) codes.set(m[1], f.slice(ROOT.length));
    // Either code of a choice made in the call (`refuse(here ? 'a' : 'b', …)`).
    for (const m of src.matchAll(/\b(?:refuse|fail|rejection|RuleError)\(\s*[^'()]*\?\s*'([\w.-]+)'\s*:\s*'([\w.-]+)'/g)) {
      codes.set(m[1], f.slice(ROOT.length)).set(m[2], f.slice(ROOT.length));
    }
  }
  return codes;
}

const t = translator(BURGLE_TEXTS);
/** Parameters every refusal might read, so each sentence can be made. */
const PARAMS = {
  player: 'Ann', other: 'Bob', active: 'Bob', name: 'Zed', at: 'F1 B2', to: 'F1 C2', from: 'F1 A2', floor: 1, dir: 'north',
  target: 'x', verb: 'mvoe', item: 'tiara', items: 'tiara', tool: 'crowbar', card: 'crowbar', character: 'hawk',
  side: 'basic', need: 2, left: 1, options: 'a, b', answer: 'c', text: 'x', arg: 'x', outcome: 'lost', scenario: 'bank',
  cell: 'F9', option: 'target', value: 'x', tools: 'crowbar', count: 2, max: 4, crew: 2, bots: 3, people: 2, level: 'hard', most: 3, by: 'emp',
  named: 3, seats: 1,
};

describe('Burgle Bros. refusals in the catalogues', () => {
  const codes = refusalCodes();

  it('the source refuses with many codes, and each is a code (no sentence built in the engine)', () => {
    expect(codes.size).toBeGreaterThan(100);
    // The engine writes no sentence: a refusal is a code and its parameters.
    const engine = files(join(ROOT, 'engine')).map((f) => readFileSync(f, 'utf8')).join('\n');
    expect(engine).not.toMatch(/message: describe|addMessages/);
  });

  it('every refusal code has an English and a Russian sentence, made without a hole', () => {
    const missing = [...codes.keys()].filter((c) => BURGLE_TEXTS.en[c] === undefined || BURGLE_TEXTS.ru[c] === undefined);
    expect(missing).toEqual([]);
    for (const code of codes.keys()) {
      const en = t('en', code, PARAMS), ru = t('ru', code, PARAMS);
      for (const text of [en, ru]) {
        expect(text, code).not.toMatch(/undefined|\[object|\{\w+\}|NaN/);
        expect(text.length, code).toBeGreaterThan(15);
      }
      expect(ru, code).toMatch(/[а-яё]/i);
      expect(ru, code).not.toBe(en);
    }
  });

  it('every refusal is in the house style (docs/texts.md): what went wrong, what to do instead, a full stop', () => {
    // One English sentence is fixed word for word by the example report of the position contract (docs/positions.md):
    // "A wall blocks the way west from F1 B1." The Russian one adds the way out.
    const fixed = new Set(['en wall-blocks']);
    const bad = [...codes.keys()].flatMap((code) => (['en', 'ru'] as const)
      .filter((lang) => !fixed.has(`${lang} ${code}`))
      .flatMap((lang) => problems(t(lang, code, PARAMS), lang).map((p) => `${lang} ${code}: ${p}: ${t(lang, code, PARAMS)}`)));
    expect(bad).toEqual([]);
  });
});

describe('Burgle Bros. in Russian names its commands as a Russian client shows them', () => {
  it('no Russian sentence writes one of its slash commands or their options by the English name (a script keeps them)', () => {
    const english = new RegExp(`/(${Object.keys(RU_NAMES).join('|')})\\b`);
    const bad: string[] = [];
    for (const key of Object.keys(BURGLE_TEXTS.ru)) {
      if (key.startsWith('name.') || key.startsWith('cmd.')) continue;
      const said = t('ru', key, PARAMS);
      if (english.test(said)) bad.push(`${key}: ${said}`);
    }
    expect(bad).toEqual([]);
    // As registered (commands/verbs.ts reads the same names), and the script's line stays as the contract writes it.
    expect(t('ru', 'use-needs-tool', PARAMS)).toContain('`/применить инструмент:ИНСТРУМЕНТ`');
    expect(t('ru', 'use-needs-tool', { ...PARAMS, script: 1 })).toContain('use ');
  });
});

describe('Burgle Bros. refusals in Russian, from the real engine', () => {
  const begun = () => officeBegun();

  it('another player acting out of turn, hacking outside a Computer Room, a name not in the crew', () => {
    const s = begun();
    const out = refusalOf(s, 'Bob: move east');
    expect(out.code).toBe('not-your-turn');
    expect(t('ru', out.code, out.params)).toBe('Сейчас ходит Ann, а не Bob. Дождитесь своего хода.');
    const hack = refusalOf(s, 'Ann: hack');
    expect(hack.code).toBe('not-in-computer-room');
    // No Computer Room face up yet: said so, none named.
    expect(t('ru', hack.code, hack.params)).toBe('Взламывать можно только в серверной, а открытой на этом этаже ещё нет: сначала загляните или пройдите, чтобы её найти.');
    const nobody = refusalOf(s, 'Zed: move east');
    expect(nobody.code).toBe('unknown-player');
    expect(t('ru', nobody.code, nobody.params)).toBe('В команде нет никого по имени «Zed»: возьмите имя из состава команды.');
  });

  it("a peek a wall stops, that the Hawk's X-Ray makes, names X-Ray and its command; once X-Ray is spent, it does not", () => {
    const s = begun();
    const r = refusalOf(s, 'Ann: peek east');
    expect(r.code).toBe('wall-blocks-peek');
    expect(t('en', r.code, r.params)).toBe('A wall blocks the view east from F1 A1, but your X-Ray sees through it: /ability target:east.');
    expect(t('ru', r.code, r.params)).toBe('Стена не даёт заглянуть на восток из F1 A1, но способность «Рентген» видит сквозь неё: /способность цель:восток.');
    // X-Ray used: the tile is face up and the ability spent for the turn; the refusal is the plain one.
    const xray = applyAction(s, { player: 0, verb: 'ability', args: ['east'] });
    if (!xray.ok) throw new Error(xray.rejection.code);
    const again = refusalOf(xray.state, 'Ann: peek east');
    expect(t('en', again.code, again.params)).toBe('A wall blocks the view east from F1 A1: peek another way.');
  });

  it("a way to find a room not found yet names the peek by its command's word (/заглянуть, «Заглянуть»)", () => {
    const codes = [...refusalCodes().keys()];
    for (const unseen of [{ unseen: true }, { unseen: true, at: 'F1 B2' }]) {
      for (const code of codes) expect(t('ru', code, { ...PARAMS, ...unseen }), code).not.toMatch(/подсмотр/i);
    }
    expect(RU_NAMES.peek).toBe('заглянуть');
  });

  it('through the module, as the table asks: the refusal is a code its catalogue says in Russian', () => {
    const s = begun();
    const parsed = burgleBros.parse(s, 0, 'add-die');
    if (!parsed.ok) throw new Error(parsed.rejection.code);
    const r = burgleBros.apply(s, parsed.action);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.rejection).sort()).toEqual(['code', 'params']);
    expect(r.rejection.code).toBe('not-in-safe');
    expect(t('ru', r.rejection.code, r.rejection.params)).toBe('Для этого нужно быть в комнате с сейфом, а сейф этого этажа ещё не найден: сначала загляните или пройдите, чтобы его найти.');
    expect(t('en', r.rejection.code, r.rejection.params)).toBe("You must be in a Safe tile to do that, and this floor's Safe is not found yet: peek or move to find it first.");
  });

  it('a setup the engine cannot deal is refused with a code, said in Russian', () => {
    const p = setupProblem({ scenario: 'bank', seed: 1, crew: [{ name: 'Ava' }, { name: 'ava' }] })!;
    expect(p.code).toBe('same-name');
    expect(t('ru', p.code, p.params)).toBe('У каждого члена команды должно быть своё имя: переименуйте одного из них.');
    const rook = burgleBros.setup({ options: { characters: 'rook' }, names: ['Ann'], bots: [false], seed: 1, lang: 'ru' });
    expect(rook.ok).toBe(false);
    if (rook.ok) return;
    expect(rook.code).toBe('rook-alone');
    expect(t('ru', rook.code, rook.params)).toMatch(/^Грач не может идти на дело в одиночку: /);
  });
});
