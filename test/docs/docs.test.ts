// The docs name files that exist: every project path a doc writes in backticks (`src/…`, `commands/…`, `test/…`,
// `docs/…`, `assets/…`; `<kind>` stands for every registered game, `...` for any folders between), and every file of a
// doc's `| file | what |` table, relative to the folder its title names (`# The table (src/table/)`) — for
// docs/adding-a-game.md, every registered game's folder and the test-only game's: the layout every game shares.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';

const DOCS = [...readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`), 'README.md'];
const PROJECT = /^(src|commands|test|docs|assets)\//;
/** The folders a doc's file table is relative to when its title names none. */
const LAYOUT_OF: Record<string, () => string[]> = {
  'docs/adding-a-game.md': () => [...GAMES.kinds().map((k) => `src/games/${k}/`), 'test/fixture-game/'],
};

/** Whether a path exists, `...` standing for any number of folders. */
function exists(path: string): boolean {
  const parts = path.replace(/\/$/, '').split('/');
  const walk = (dir: string, i: number): boolean => {
    if (i === parts.length) return true;
    if (parts[i] === '...') {
      if (walk(dir, i + 1)) return true;
      return readdirSync(dir, { withFileTypes: true }).some((e) => e.isDirectory() && walk(join(dir, e.name), i));
    }
    const next = join(dir, parts[i]);
    return existsSync(next) && (i === parts.length - 1 || statSync(next).isDirectory()) && walk(next, i + 1);
  };
  return walk('.', 0);
}

/** The project paths a doc writes in backticks, `<kind>` made every registered kind; other placeholders cut. */
function pathsIn(text: string): string[] {
  const out: string[] = [];
  for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
    for (const token of code.split(/[\s,;()]+/)) {
      const path = token.replace(/[:#].*$/, '').replace(/[.,]+$/, '');
      if (!PROJECT.test(path) || path.includes('*')) continue;
      const kinds = path.includes('<kind>') ? GAMES.kinds().map((k) => path.replaceAll('<kind>', k)) : [path];
      // Another placeholder (`<name>`): what comes before it must exist.
      for (const p of kinds) out.push(p.includes('<') ? p.slice(0, p.indexOf('<')) : p);
    }
  }
  return [...new Set(out)];
}

/** The first-column files of a doc's `| file | what |` tables (backticked; a row saying "optional" is left out). */
function tableFiles(text: string): string[] {
  const out: string[] = [];
  let inTable = false;
  for (const line of text.split('\n')) {
    if (/^\|\s*file\s*\|/i.test(line)) { inTable = true; continue; }
    if (!line.startsWith('|')) { inTable = false; continue; }
    if (!inTable || /^\|\s*-/.test(line)) continue;
    const [, first = '', second = ''] = line.split('|');
    if (/^\s*optional/i.test(second)) continue;
    for (const [, name] of first.matchAll(/`([^`]+)`/g)) out.push(name);
  }
  return out;
}

describe('the docs', () => {
  for (const doc of DOCS) {
    const text = readFileSync(doc, 'utf8');
    it(`${doc}: every project path it names exists`, () => {
      const missing = pathsIn(text).filter((p) => !exists(p));
      expect(missing).toEqual([]);
    });
    const title = /^# .*\(`((?:src|commands|test)\/[^`]*\/)`\)/m.exec(text)?.[1];
    const bases = LAYOUT_OF[doc]?.() ?? (title ? [title] : []);
    const files = tableFiles(text);
    if (files.length === 0) continue;
    it(`${doc}: every file of its file table exists in ${bases.join(', ')}`, () => {
      expect(bases.length, 'a file table needs its folder named in the title').toBeGreaterThan(0);
      const missing = bases.flatMap((base) => files.filter((f) => !exists(join(base, f))).map((f) => join(base, f)));
      expect(missing).toEqual([]);
    });
  }

  it('the checks find a file that is gone', () => {
    expect(exists('src/table/table.ts')).toBe(true);
    expect(exists('test/.../core/preview.test.ts')).toBe(true);
    expect(exists('src/table/no-such-file.ts')).toBe(false);
    expect(exists('src/table/table.ts/x')).toBe(false);
    expect(pathsIn('see `src/games/<kind>/view.ts` and `src/x.ts:12`')).toEqual([...GAMES.kinds().map((k) => `src/games/${k}/view.ts`), 'src/x.ts']);
    expect(tableFiles('| file | what |\n|---|---|\n| `a.ts`, `b/` | x |\n| `c.ts` | optional: y |\n\n| `d.ts` | z |')).toEqual(['a.ts', 'b/']);
  });
});
