// Every pointer to a file resolves inside the repository, so a reader can follow it in a fresh clone: in the comments
// of src/, test/ and commands/, and anywhere in docs/ and README.md. A pointer from the repository's root (`src/…`,
// `test/…`, `docs/…`, `commands/…`, `assets/…`) must name a file or folder that is there; `./…` and `../…` one beside
// the file that writes it (on a page: beside the page, or in a folder the page names, `src/games/burgle-bros/engine/`,
// which its relative paths start from); a folder-and-file pointer (`rules/movement.ts`) whose folder's name is one of the
// repository's, a file some such folder holds. A page's code blocks are examples, not pointers.
// Nothing points into the rulebooks' folder beside the repository (a clone has none of it): say "the rulebook" in
// words, or point to the repository's own page (docs/positions.md, docs/rulings.md).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Every file under a folder of the repository, as a path from the root. */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

const ALL = ['src', 'test', 'docs', 'commands', 'assets'].flatMap(filesUnder);
const SELF = relative(ROOT, fileURLToPath(import.meta.url));
// This file is left out: its examples point at files that are not there on purpose.
const SCANNED = [...ALL.filter((f) => /\.(ts|md)$/.test(f) && !f.startsWith('assets/') && f !== SELF), 'README.md'];

/** A path-like pointer: folders and a file with an extension, or a path from the root; not inside a URL or a package
 * name (`@napi-rs/canvas`), nor a part of a longer path, nor quoted code in a comment (`import('./x.js')`). */
const POINTER = /(?<![\w@/.:~'"-])((?:\.\.?\/)+[\w./<>*…{},-]*[\w>*/}]|[\w-]+\/[\w./<>*…{},-]*[\w>*/}])/g;
const FROM_ROOT = /^(src|test|docs|commands|assets)\//;
/** The folder beside the repository that holds the rulebooks, as a path (built so this file does not name it). */
const OUTSIDE = new RegExp(`(?<![\\w@/.:~-])(?:\\.\\.\\/)*${'shar'}ed\\/[\\w./-]*`, 'g');

const INTO_OUTSIDE = new RegExp(`^(?:\\.\\.\\/)*${'shar'}ed\\/`);

/** The text of a file where its pointers are: a source file's comments; a page but its code blocks. */
function pointerText(file: string, text: string): string {
  if (!file.endsWith('.ts')) return text.replace(/^```[\s\S]*?^```/gm, '');
  return [...text.matchAll(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g)].map((m) => m[0]).join('\n');
}

/** Whether a pointer written in `file` resolves inside the repository (`files`: every file, from the root; `bases`:
 * the folders a page's relative paths may start from). */
function resolves(file: string, pointer: string, files: readonly string[], bases: readonly string[] = []): boolean {
  const p = pointer.replace(/[.,:;]+$/, '');
  // A placeholder (`<kind>`, `*`, `…`, `{a,b}`) stands for many: what comes before it must be there.
  const cut = p.search(/[<*…{]|\.\.\./);
  const fixed = cut >= 0 ? p.slice(0, cut).replace(/[^/]*$/, '') : p;
  const there = (path: string) => {
    const n = normalize(path).replace(/\/$/, '');
    return n !== '' && !n.startsWith('..') && (existsSync(join(ROOT, n)) || existsSync(join(ROOT, n.replace(/\.js$/, '.ts'))));
  };
  if (FROM_ROOT.test(fixed)) return there(fixed);
  if (fixed.startsWith('./') || fixed.startsWith('../')) return [dirname(file), ...bases].some((b) => there(join(b, fixed)));
  // A folder-and-file pointer: one with a file name (an extension) in a folder named as one of the repository's.
  if (!/\.[a-z]{2,4}$/.test(fixed)) return true;
  const folders = new Set(files.flatMap((f) => f.split('/').slice(0, -1)));
  if (!folders.has(fixed.split('/')[0])) return true;
  const tail = '/' + fixed.replace(/\.js$/, '.ts');
  return files.some((f) => `/${f}`.endsWith(tail) || `/${f}`.endsWith('/' + fixed));
}

function problems(file: string, text: string, files: readonly string[]): string[] {
  const out: string[] = [];
  const bases = file.endsWith('.md') ? [...text.matchAll(/`((?:src|test|commands)\/[\w./-]*\/)`/g)].map((m) => m[1]) : [];
  for (const [m] of text.matchAll(OUTSIDE)) out.push(`${file}: points outside the repository: ${m}`);
  for (const [, p] of pointerText(file, text).matchAll(POINTER)) {
    if (!INTO_OUTSIDE.test(p) && !resolves(file, p, files, bases)) out.push(`${file}: ${p}`);
  }
  return out;
}

describe('pointers to files', () => {
  it('every one in src/, test/, commands/, docs/ and README.md resolves inside the repository', () => {
    expect(SCANNED.length).toBeGreaterThan(300);
    const found = SCANNED.flatMap((f) => problems(f, readFileSync(join(ROOT, f), 'utf8'), ALL));
    expect(found).toEqual([]);
  });

  it('the check finds a pointer that is gone, and one outside the repository', () => {
    const files = ['src/table/posts.ts', 'src/games/burgle-bros/engine/rules/movement.ts'];
    const check = (file: string, text: string) => problems(file, text, files);
    expect(check('src/table/x.ts', '// see src/table/posts.ts, ./posts.ts and rules/movement.ts')).toEqual([]);
    expect(check('src/table/x.ts', '// see src/table/gone.ts')).toEqual(['src/table/x.ts: src/table/gone.ts']);
    expect(check('src/table/x.ts', '// see ./gone.ts, rules/gone.ts')).toEqual(['src/table/x.ts: ./gone.ts', 'src/table/x.ts: rules/gone.ts']);
    expect(check('src/table/x.ts', "const s = 'src/table/gone.ts'; // code is not a pointer")).toEqual([]);
    expect(check('docs/x.md', 'the `src/games/<kind>/view.ts` of each game; @napi-rs/canvas; https://discord.com/developers/docs.md')).toEqual([]);
    const outside = `${'../shar'}ed/rules/NOTES.md`;
    expect(check('docs/x.md', `see ${outside}`)).toEqual([`docs/x.md: points outside the repository: ${outside}`]);
    expect(check('docs/x.md', 'commands/shared.ts makes one description')).toEqual([]);
    // A path that is not the repository's (a command's output file), and a page's code block, are not pointers.
    expect(check('docs/x.md', '`pg_dump > backups/heist.sql`\n```ts\nimport { x } from \'../gone/index.js\';\n```\n')).toEqual([]);
    expect(check('docs/x.md', 'see `rules/gone.ts`')).toEqual(['docs/x.md: rules/gone.ts']);
    // A page's relative path starts beside it or from a folder it names.
    expect(check('docs/x.md', 'in `src/table/`: `../table/posts.ts`; `../gone.ts`')).toEqual(['docs/x.md: ../gone.ts']);
    expect(relative(ROOT, join(ROOT, 'src'))).toBe('src');
    expect(statSync(join(ROOT, 'README.md')).isFile()).toBe(true);
  });
});
