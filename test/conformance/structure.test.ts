// The import structure of src/ and commands/, type-only imports counted (they tie files together as much): no file
// imports itself through others, and inside every folder its files and subfolders import one another one way only, so
// each can be read from the bottom up with no arrow running back up. A loop listed below (none today) is known work:
// the test fails when it goes (take it off the list) or another comes.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycleIn } from './graph.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Children of a folder that still import one another round a loop: to be untied, then taken off. */
const KNOWN: string[] = [];

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((f) => {
    const p = `${dir}/${f}`;
    return statSync(join(ROOT, p)).isDirectory() ? sources(p) : /\.(ts|cjs)$/.test(f) ? [p] : [];
  });
}

/** The files of the repository a file imports (relative specifiers: import, export … from, import(), require()). */
function importsOf(file: string, text: string): string[] {
  const out = new Set<string>();
  const decl = /^\s*(?:import|export)\s[^;'"]*?\bfrom\s+['"](\.[^'"]+)['"]|^\s*import\s+['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)|\brequire\(\s*['"](\.[^'"]+)['"]\s*\)/gm;
  for (const m of text.matchAll(decl)) {
    const spec = m[1] ?? m[2] ?? m[3] ?? m[4];
    const target = relative(ROOT, resolve(ROOT, dirname(file), spec));
    const found = [target, target.replace(/\.js$/, '.ts'), `${target}.ts`, `${target}/index.ts`].find((t) => existsSync(join(ROOT, t)) && statSync(join(ROOT, t)).isFile());
    if (found) out.add(found);
  }
  return [...out];
}

/** The groups of nodes that reach one another (strongly connected, more than one node), each sorted. */
function tiedGroups(g: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>(), low = new Map<string, number>(), on = new Set<string>();
  const stack: string[] = [], out: string[][] = [];
  let n = 0;
  const visit = (v: string) => {
    index.set(v, n); low.set(v, n); n++;
    stack.push(v); on.add(v);
    for (const w of g.get(v) ?? []) {
      if (!index.has(w)) { visit(w); low.set(v, Math.min(low.get(v)!, low.get(w)!)); }
      else if (on.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do { w = stack.pop()!; on.delete(w); group.push(w); } while (w !== v);
      if (group.length > 1) out.push(group.sort());
    }
  };
  for (const v of g.keys()) if (!index.has(v)) visit(v);
  return out;
}

/** Inside each folder, its children (files and subfolders) that import one another round a loop: `folder: a, b`. */
function foldersTied(edges: [string, string][]): string[] {
  const out: string[] = [];
  const folders = new Set<string>();
  for (const [a] of edges) for (let d = dirname(a); d !== '.'; d = dirname(d)) folders.add(d);
  for (const folder of folders) {
    const childOf = (f: string) => (f.startsWith(folder + '/') ? f.slice(folder.length + 1).split('/')[0].replace(/\.ts$/, '') : null);
    const g = new Map<string, Set<string>>();
    for (const [a, b] of edges) {
      const x = childOf(a), y = childOf(b);
      if (x === null || y === null || x === y) continue;
      if (!g.has(x)) g.set(x, new Set());
      g.get(x)!.add(y);
    }
    for (const group of tiedGroups(g)) out.push(`${folder}: ${group.join(', ')}`);
  }
  return out.sort();
}

const FILES = [...sources('src'), ...sources('commands')];
const EDGES: [string, string][] = FILES.flatMap((f) => importsOf(f, readFileSync(join(ROOT, f), 'utf8')).map((t): [string, string] => [f, t]));

describe('the import structure', () => {
  it('reads the imports of every source file', () => {
    expect(FILES.length).toBeGreaterThan(300);
    expect(importsOf('src/table/table.ts', readFileSync(join(ROOT, 'src/table/table.ts'), 'utf8'))).toContain('src/table/context.ts');
  });

  it('no file imports itself through others', () => {
    const g = new Map<string, Set<string>>();
    for (const [a, b] of EDGES) (g.get(a) ?? g.set(a, new Set()).get(a)!).add(b);
    expect(cycleIn(g)).toBeNull();
  });

  it('inside every folder, its files and subfolders import one another one way only', () => {
    expect(foldersTied(EDGES)).toEqual([...KNOWN].sort());
  });

  it('the checks find a loop of files and a pair of folders that import each other', () => {
    const g = new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])]]);
    expect(cycleIn(g)).toEqual(['a', 'b', 'c', 'a']);
    expect(foldersTied([['src/x/a/one.ts', 'src/x/b/two.ts'], ['src/x/b/three.ts', 'src/x/a/four.ts'], ['src/x/c.ts', 'src/x/a/one.ts']]))
      .toEqual(['src/x: a, b']);
    expect(tiedGroups(g)).toEqual([['a', 'b', 'c']]);
    expect(importsOf('src/x/y.ts', "import type { A } from './a.js';\nexport { b } from '../b.js';\nconst c = await import('./c.js');"))
      .toEqual([]);
  });
});
