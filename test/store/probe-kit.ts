// A copy of the store that any user may run, outside the checkout: its modules compiled to JavaScript (by esbuild,
// as src/build.mjs compiles) and the SQLite driver it loads, in a world-readable temporary folder. A test that must
// open a file as an unprivileged user (root may write anything) runs it there, wherever the checkout lies and whoever
// may read it.
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, parse, posix } from 'node:path';
import { transformSync } from 'esbuild';

const require = createRequire(import.meta.url);
const SRC = new URL('../../src/', import.meta.url);
const STORE = new URL('store/', SRC);

/** A temporary folder every user may enter: under the system's temporary folder when each of its ancestors is
 * searchable by others, else under /tmp. */
function openFolder(): string {
  const searchable = (dir: string): boolean => {
    for (let d = dir; ; d = dirname(d)) {
      if ((statSync(d).mode & 0o001) === 0) return false;
      if (d === parse(d).root) return true;
    }
  };
  const base = searchable(tmpdir()) ? tmpdir() : '/tmp';
  const dir = mkdtempSync(join(base, 'heist-probe-'));
  chmodSync(dir, 0o755);
  return dir;
}

/** Everything under `dir` readable by all (folders searchable). */
function readableByAll(dir: string): void {
  chmodSync(dir, 0o755);
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) readableByAll(p);
    else chmodSync(p, 0o644);
  }
}

/** The folder, with `store/index.js` (src/store as JavaScript, with the modules of src it imports) and `node_modules/` (better-sqlite3 and what it loads). */
export function storeKit(): { dir: string; cleanup(): void } {
  const dir = openFolder();
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  // The store's modules, and what they import from the rest of src (as JavaScript, types gone), each at its place.
  const todo = readdirSync(STORE).filter((f) => f.endsWith('.ts')).map((f) => `store/${f}`);
  const done = new Set<string>();
  for (let path = todo.pop(); path !== undefined; path = todo.pop()) {
    if (done.has(path)) continue;
    done.add(path);
    const source = readFileSync(new URL(path, SRC), 'utf8');
    const js = transformSync(source, { loader: 'ts', format: 'esm', target: 'es2022' }).code;
    mkdirSync(join(dir, dirname(path)), { recursive: true });
    writeFileSync(join(dir, path.replace(/\.ts$/, '.js')), js);
    for (const [, spec] of js.matchAll(/from ["'](\.{1,2}\/[^"']+)\.js["']/g)) todo.push(posix.join(posix.dirname(path), `${spec}.ts`));
  }
  const sqlite = dirname(require.resolve('better-sqlite3/package.json'));
  const modules = join(dir, 'node_modules');
  cpSync(sqlite, join(modules, 'better-sqlite3'), {
    recursive: true,
    filter: (src) => !/[/\\](deps|src|docs)([/\\]|$)/.test(src.slice(sqlite.length)) && !/test_extension/.test(src),
  });
  const fromSqlite = createRequire(join(sqlite, 'package.json'));
  for (const name of ['bindings', 'file-uri-to-path']) {
    const from = name === 'bindings' ? fromSqlite : createRequire(fromSqlite.resolve('bindings'));
    cpSync(dirname(from.resolve(`${name}/package.json`)), join(modules, name), { recursive: true });
  }
  readableByAll(dir);
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
