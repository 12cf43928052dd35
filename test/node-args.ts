// How a test starts one of our TypeScript entry points as a process of its own (the bot as production starts it, a
// tool, a fixture): `spawn(process.execPath, nodeArgs('src/main.ts', '--fresh'))`, from the checkout's root.
//
// src/, commands/ and test/'s helpers are compiled once per run of the suite, file by file, with the esbuild that tsx
// itself transforms with, into a folder of the temp dir beside links to node_modules and assets; each process then
// loads plain JavaScript. The projects whose tests start processes compile it in their global setup
// (test/setup/compiled.ts), before any worker starts, for all their workers; elsewhere the first call in a worker does.
// Through tsx's loader a cold start cost about 1.4 s of CPU, of which 0.8 s was the loader's own (some hundred
// processes in a run of the suite); the code run is the same. The bot's entry points are bundled besides (BUNDLED): a
// bot's start 0.8 s of CPU -> 0.6. A bot started so starts its drawing threads and shards from their compiled .js too
// (src/node-flags.ts beside()), as a compiled bot would; the .ts files are copied besides, for whatever is started by a
// .ts path (then through tsx, as in production).
import { buildSync, transformSync } from 'esbuild';
import { inject } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCES = ['src', 'commands', 'test'];
/** What is copied as it is besides: the .ts a process starts by path (src/render-worker.ts, src/shard.ts), a .cjs. */
const COPIED = ['src', 'commands'];
let compiled: string | undefined;

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name));
}

const PREFIX = 'heist-compiled-';
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's compiled folder (test/setup/compiled.ts). */
    compiledEntries?: string;
  }
}

/** Compiles into a new folder of the temp dir, named by `run` (the process of the run of the suite), removed when this
 * process exits. */
export function compile(run: number): string {
  // A process may be ended by a signal, before its 'exit': a folder is named by the run (a worker's parent) and removed
  // by the next one to compile once that run is over.
  for (const old of readdirSync(tmpdir()).filter((n) => n.startsWith(PREFIX))) {
    const run = Number(old.slice(PREFIX.length).split('-')[0]);
    if (!run || alive(run)) continue;
    try {
      rmSync(join(tmpdir(), old), { recursive: true, force: true });
    } catch {
      // Another user's: theirs to remove.
    }
  }
  const out = mkdtempSync(join(tmpdir(), `${PREFIX}${run}-`));
  process.on('exit', () => rmSync(out, { recursive: true, force: true }));
  const entryPoints = SOURCES.flatMap((d) => tsFiles(join(ROOT, d)));
  // As tsx transforms: ES modules for this Node, names kept (tsx keeps them too).
  buildSync({
    entryPoints, outdir: out, outbase: ROOT, format: 'esm', platform: 'node', target: `node${process.versions.node}`,
    keepNames: true, tsconfig: join(ROOT, 'tsconfig.json'), logLevel: 'error',
  });
  bundleEntries(out, entryPoints);
  for (const d of COPIED) cpSync(join(ROOT, d), join(out, d), { recursive: true, force: false });
  writeFileSync(join(out, 'package.json'), JSON.stringify({ type: 'module' }));
  for (const linked of ['node_modules', 'assets']) symlinkSync(join(ROOT, linked), join(out, linked), 'dir');
  return out;
}

/** The entry points started most often (a bot, a shard), each bundled with the modules it imports (not the packages)
 * in place of its own compiled file: Node then loads one module for the bot's few hundred. Each module keeps its own
 * import.meta.url (its compiled file's, where the files it names beside it are), so what it loads by path (a drawing
 * thread, the games' registry in it, the PostgreSQL thread) is loaded as before. */
const BUNDLED = ['src/main.ts', 'src/shard.ts', 'test/e2e/fixtures/machine.ts'];

function bundleEntries(out: string, sources: string[]): void {
  const staging = join(out, '.bundle');
  const tsconfigRaw = readFileSync(join(ROOT, 'tsconfig.json'), 'utf8');
  for (const file of sources) {
    const rel = relative(ROOT, file);
    let code = readFileSync(file, 'utf8');
    // Where a module reads import.meta.url, the expression (not a text that names it) becomes its compiled file's URL.
    if (code.includes('import.meta')) {
      const url = pathToFileURL(join(out, rel.replace(/\.ts$/, '.js'))).href;
      code = transformSync(code, { loader: 'ts', format: 'esm', target: `node${process.versions.node}`, tsconfigRaw, define: { 'import.meta.url': JSON.stringify(url) } }).code;
    }
    mkdirSync(dirname(join(staging, rel)), { recursive: true });
    writeFileSync(join(staging, rel), code);
  }
  buildSync({
    entryPoints: BUNDLED.map((e) => join(staging, e)), outdir: out, outbase: staging, bundle: true, packages: 'external',
    format: 'esm', platform: 'node', target: `node${process.versions.node}`, keepNames: true, tsconfig: join(ROOT, 'tsconfig.json'),
    logLevel: 'error', allowOverwrite: true,
  });
  rmSync(staging, { recursive: true, force: true });
}

/** Node's arguments to run `entry` (a .ts path from the checkout's root) with `args`. */
export function nodeArgs(entry: string, ...args: string[]): string[] {
  return [compiledPath(entry), ...args];
}

/** The compiled module of `source` (a .ts path from the checkout's root), as a URL: for a thread to start on. */
export function compiledUrl(source: string): URL {
  return pathToFileURL(compiledPath(source));
}

function compiledPath(source: string): string {
  compiled ??= inject('compiledEntries') ?? compile(process.ppid);
  return join(compiled, source.replace(/\.ts$/, '.js'));
}
