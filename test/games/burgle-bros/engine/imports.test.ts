// The engine's import graph: no module may (through its runtime imports) import itself, and the content tables
// (cards/, rooms/) import no rule module: they reach the rules through ctx.rules / the `rules` argument.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve('src/games/burgle-bros/engine');

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? tsFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Relative imports that survive compilation: `import type` and imports of types only are erased. */
export function runtimeImports(file: string, source: string): string[] {
  const out: string[] = [];
  const decl = /^(?:import|export)\s+(type\s+)?([^;'"]*?)\s*from\s+'(\.[^']+)'|^import\s+'(\.[^']+)'/gms;
  for (const m of source.matchAll(decl)) {
    const spec = m[3] ?? m[4];
    if (m[1]) continue;
    const braces = m[2]?.match(/^\{([^}]*)\}$/s);
    if (braces) {
      const names = braces[1].split(',').map((n) => n.trim()).filter(Boolean);
      if (names.length && names.every((n) => n.startsWith('type '))) continue;
    }
    const target = resolve(dirname(file), spec.replace(/\.js$/, '.ts'));
    if (existsSync(target)) out.push(target);
  }
  return out;
}

function graph(): Map<string, string[]> {
  const g = new Map<string, string[]>();
  for (const f of tsFiles(ROOT)) g.set(f, runtimeImports(f, readFileSync(f, 'utf8')));
  return g;
}

/** One import cycle, as a list of files, or null. */
function findCycle(g: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (v: string): string[] | null => {
    state.set(v, 'open');
    stack.push(v);
    for (const w of g.get(v) ?? []) {
      if (state.get(w) === 'open') return [...stack.slice(stack.indexOf(w)), w];
      if (!state.has(w)) {
        const c = visit(w);
        if (c) return c;
      }
    }
    stack.pop();
    state.set(v, 'done');
    return null;
  };
  for (const v of g.keys()) {
    if (state.has(v)) continue;
    const c = visit(v);
    if (c) return c;
  }
  return null;
}

const rel = (f: string) => relative(ROOT, f);

describe('the engine import graph', () => {
  it('has no import cycle', () => {
    const cycle = findCycle(graph());
    expect(cycle?.map(rel) ?? null).toBeNull();
  });

  it('content tables (cards, rooms) import no rule module', () => {
    const bad: string[] = [];
    for (const [file, deps] of graph()) {
      const r = rel(file);
      if (!r.startsWith('cards/') && !r.startsWith('rooms/')) continue;
      for (const d of deps) if (rel(d).startsWith('rules/')) bad.push(`${r} -> ${rel(d)}`);
    }
    expect(bad).toEqual([]);
  });

  it('the cycle finder finds a cycle and ignores type-only imports', () => {
    const g = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(findCycle(g)).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle(new Map([['a', ['b']], ['b', []]]))).toBeNull();
    const src = "import type { X } from './x.js';\nimport { type Y } from './y.js';\nimport { Z } from './types.js';\n";
    expect(runtimeImports(join(ROOT, 'f.ts'), src).map(rel)).toEqual(['types.ts']);
  });
});
