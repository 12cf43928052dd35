// Every refusal reads in one house style (docs/texts.md), in English and Russian: the table's, the Discord layer's,
// the offline terminal's and those of Art Robbery and Noir: Heist. What a test can check of the style: a plain
// sentence (no "Error:", no code, no program text such as a stack line or an unfilled {placeholder}), that says what
// to do instead (a slash command, an action in backticks, or an instruction), and ends with a full stop.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fill, type Catalogue, type Entry } from '../../src/core/text.js';
import { GAMES } from '../../src/games/index.js';
import { TABLE_EN } from '../../src/table/text/en.js';
import { TABLE_RU } from '../../src/table/text/ru.js';
import { BOT_EN } from '../../src/discord/text/en.js';
import { BOT_RU } from '../../src/discord/text/ru.js';
import { OFFLINE_TEXTS } from '../../src/offline/text.js';
import { BOT_REFUSALS, TABLE_REFUSALS } from '../../src/table/text/refusals.js';
import { TYPED_TEXTS } from '../../src/table/typed.js';
import { WEB_TEXTS } from '../../src/web/text.js';
import { problems } from './style.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Sample parameters: what a refusal may be given (a name, a number, a list); a flag reads as unset (a person, not a
 * script; a server, not a DM). */
const NUMBERS = new Set(['max', 'min', 'hours', 'step', 'days', 'count', 'total', 'people', 'bots', 'n', 'raid', 'seat']);
const FLAGS = new Set(['script', 'dm', 'reveal', 'hand']);
// A wrapped refusal's `message` is a refusal itself, in the style.
const MESSAGE = { en: 'Ann is not here. Try again.', ru: 'Ann здесь нет. Попробуйте снова.' };
const said = (e: Entry, lang: 'en' | 'ru') => {
  const sample = (k: string): unknown => (FLAGS.has(k) ? undefined : NUMBERS.has(k) ? 3 : k === 'players' ? ['Ann'] : k === 'message' ? MESSAGE[lang] : 'Ann');
  const params = new Proxy({} as Record<string, unknown>, {
    get: (_, k) => (typeof k === 'string' ? sample(k) : undefined),
    has: () => true,
    getOwnPropertyDescriptor: (_, k) => ({ value: typeof k === 'string' ? sample(k) : undefined, enumerable: true, configurable: true }),
  });
  return fill(e, params);
};

function check(name: string, texts: { en: Catalogue; ru: Catalogue }, keys: readonly string[]): void {
  it(`${name}: every refusal says what went wrong and what to do instead, with a full stop, in English and Russian`, () => {
    const bad: string[] = [];
    for (const lang of ['en', 'ru'] as const) {
      for (const k of keys) {
        const e = texts[lang][k];
        if (e === undefined) {
          bad.push(`${lang} ${k}: missing`);
          continue;
        }
        for (const p of problems(said(e, lang), lang)) bad.push(`${lang} ${k}: ${p}: ${said(e, lang)}`);
      }
    }
    expect(bad).toEqual([]);
  });
}

/** The source files of a folder, recursively. */
function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((f) => {
    const p = join(dir, f);
    return statSync(join(root, p)).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** A game's refusal codes: every code its sources refuse with (`refuse('code'`, `reject('code'`; a code made of a
 * prefix and a part, `refuse(\`answer-${…}\``, counts each key of that prefix), and its typed commands' refusals. */
function gameRefusals(kind: string, catalogue: Catalogue): string[] {
  const codes = new Set<string>();
  for (const f of sources(join('src/games', kind))) {
    const src = readFileSync(join(root, f), 'utf8');
    for (const m of src.matchAll(/\b(?:refuse|reject)\(\s*(?:[^'`()]*\?\s*)?['`]([a-z0-9.-]+)(\$\{)?/g)) {
      if (m[2]) for (const k of Object.keys(catalogue)) { if (k.startsWith(m[1])) codes.add(k); }
      else codes.add(m[1]);
    }
    for (const m of src.matchAll(/\brefuse\([^)]*\?\s*['`]([a-z0-9.-]+)['`]\s*:\s*['`]([a-z0-9.-]+)['`]/g)) codes.add(m[1]).add(m[2]);
  }
  for (const k of Object.keys(catalogue)) if (k.startsWith('typed.')) codes.add(k);
  return [...codes].filter((k) => k in catalogue).sort();
}

describe('one style for refusals', () => {
  check('the table', { en: TABLE_EN, ru: TABLE_RU }, TABLE_REFUSALS);
  check('the Discord layer', { en: BOT_EN, ru: BOT_RU }, BOT_REFUSALS);
  check('typed commands', TYPED_TEXTS, ['typed.unknown-command']);
  check('the web pages', WEB_TEXTS, ['gone.invalid', 'gone.expired', 'gone.revoked', 'gone.ended', 'gone.gone', 'not-found', 'failed', 'method', 'streams.closed', 'streams.busy']);
  check('the offline terminal', OFFLINE_TEXTS, Object.keys(OFFLINE_TEXTS.en).filter((k) => k.startsWith('line.') || k === 'crew.unknown-player'));
  // Burgle Bros.' refusals (its engine refuses with `fail`, checks and hooks, which this search does not read) are
  // checked in the same style by test/games/burgle-bros/refusals.test.ts.
  for (const kind of ['art-robbery', 'noir-heist']) {
    const game = GAMES.require(kind);
    const codes = gameRefusals(kind, game.texts.en);
    it(`${kind}: its refusals are found (${codes.length})`, () => expect(codes.length).toBeGreaterThan(20));
    check(kind, game.texts, codes);
  }

  it('every code the table and the Discord layer refuse with is in the list the style is checked on', () => {
    const used = new Set<string>();
    for (const f of [...sources('src/table'), ...sources('src/discord')]) {
      const src = readFileSync(join(root, f), 'utf8');
      for (const m of src.matchAll(/\bfail\([\w.]+, '([a-z0-9-]+)'/g)) used.add(m[1]);
      for (const m of src.matchAll(/\bui\([\w.]+, '(err\.[a-z0-9-]+)'/g)) used.add(m[1]);
    }
    const listed = new Set<string>([...TABLE_REFUSALS, ...BOT_REFUSALS]);
    // Said of a step that stands (no refusal): its work done, part of its delivery not.
    expect([...used].filter((c) => !listed.has(c) && c !== 'err.nothing-to-show' && c !== 'err.post-failed' && c !== 'err.saved-not-noted')).toEqual([]);
    expect(used.size).toBeGreaterThan(30);
  });

  it('the checks catch a refusal out of style', () => {
    expect(problems('Error: something broke', 'en')).toEqual(expect.arrayContaining(['does not end with a full stop', 'reads like program text']));
    expect(problems('You cannot do that.', 'en')).toEqual(['says nothing to do instead']);
    expect(problems('Так нельзя.', 'ru')).toEqual(['says nothing to do instead']);
    expect(problems('Так нельзя: дождитесь своего хода.', 'ru')).toEqual([]);
    expect(problems('It is Ann\'s turn: wait for them to play.', 'en')).toEqual([]);
    expect(problems('Failed at run (src/x.ts:3:4). Try /heist status.', 'en')).toEqual(['reads like program text']);
  });
});
