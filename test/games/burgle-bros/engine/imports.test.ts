// The Burgle Bros. import graph, type-only imports counted (as a structure viewer counts them): no file imports itself
// through others, and the content tables (cards/, rooms/) reach the rules only through the contract api.ts, so the
// folders stack: rules/ over cards/ and rooms/, over ctx.ts and api.ts.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycleIn } from '../../../conformance/graph.js';

const GAME = resolve('src/games/burgle-bros');
const ENGINE = join(GAME, 'engine');

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? tsFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/**
 * Every relative module a file names: `import`, `import type`, `export … from`, a bare `import './x.js'` and a type
 * query `import('./x.js')`. Type-only imports count: they are erased when compiled, but they still tie files together.
 */
export function imports(file: string, source: string): string[] {
  const out: string[] = [];
  const decl = /^(?:import|export)\s[^;'"]*?\bfrom\s+'(\.[^']+)'|^import\s+'(\.[^']+)'|\bimport\(\s*'(\.[^']+)'\s*\)/gms;
  for (const m of source.matchAll(decl)) {
    const target = resolve(dirname(file), (m[1] ?? m[2] ?? m[3]).replace(/\.js$/, '.ts'));
    if (existsSync(target) && !out.includes(target)) out.push(target);
  }
  return out;
}

function graph(root: string): Map<string, string[]> {
  const g = new Map<string, string[]>();
  for (const f of tsFiles(root)) g.set(f, imports(f, readFileSync(f, 'utf8')));
  return g;
}

/** One import cycle, as a list of files, or null. */
const findCycle = (g: Map<string, string[]>): string[] | null => cycleIn(g);

const rel = (f: string) => relative(ENGINE, f);

describe('the Burgle Bros. import graph, type-only imports included', () => {
  it('the engine has no import cycle', () => {
    expect(findCycle(graph(ENGINE))?.map(rel) ?? null).toBeNull();
  });

  it('the whole game folder has no import cycle', () => {
    expect(findCycle(graph(GAME))?.map((f) => relative(GAME, f)) ?? null).toBeNull();
  });

  it('content tables (cards, rooms) import nothing from rules/: they reach the rules through the contract api.ts', () => {
    const bad: string[] = [];
    for (const [file, deps] of graph(ENGINE)) {
      const r = rel(file);
      if (!r.startsWith('cards/') && !r.startsWith('rooms/')) continue;
      for (const d of deps) if (rel(d).startsWith('rules/')) bad.push(`${r} -> ${rel(d)}`);
    }
    expect(bad).toEqual([]);
  });

  it('the contract api.ts and the context ctx.ts import no rule module, cards or rooms', () => {
    const g = graph(ENGINE);
    const deps = (f: string) => (g.get(join(ENGINE, f)) ?? []).map(rel);
    expect(deps('api.ts')).toEqual(['board.ts', '../../../core/rng.ts', 'types.ts']);
    expect(deps('ctx.ts').filter((d) => /^(rules|cards|rooms)\//.test(d) || d === 'api.ts')).toEqual(['api.ts']);
  });

  it('the cycle finder finds a cycle, and the import reader counts type-only imports', () => {
    const g = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(findCycle(g)).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle(new Map([['a', ['b']], ['b', []]]))).toBeNull();
    const src = [
      "import type { Ctx } from './ctx.js';",
      "import { type Geometry } from './board.js';",
      "import {\n  Rng,\n} from '../../../core/rng.js';",
      "export type { Rules } from './api.js';",
      "export * from './words.js';",
      "let t: typeof import('./walls.js');",
      "import { X } from './no-such-file.js';",
    ].join('\n');
    expect(imports(join(ENGINE, 'f.ts'), src).map((f) => relative(GAME, f))).toEqual([
      'engine/ctx.ts', 'engine/board.ts', '../../core/rng.ts', 'engine/api.ts', 'engine/words.ts', 'engine/walls.ts',
    ]);
  });
});
