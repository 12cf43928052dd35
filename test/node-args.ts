// How a test starts one of our TypeScript entry points as a process of its own (the bot as production starts it, a
// tool, a fixture): `spawn(process.execPath, nodeArgs('src/main.ts', '--fresh'))`, from the checkout's root.
//
// src/, commands/ and test/'s helpers are compiled once per run of the suite, file by file, with the esbuild that tsx
// itself transforms with, into a folder of the temp dir beside links to node_modules and assets; each process then
// loads plain JavaScript. The projects whose tests start processes compile it in their global setup
// (test/setup/compiled.ts), before any worker starts, for all their workers; elsewhere the first call in a worker does. Through tsx's loader a cold start cost about 1.4 s of CPU, of which 0.8 s was the loader's
// own (some hundred processes in a run of the suite); the code run is the same. A bot started so starts its drawing
// threads and shards from their compiled .js too (src/node-flags.ts beside()), as a compiled bot would; the .ts files
// are copied besides, for whatever is started by a .ts path (then through tsx, as in production).
import { buildSync } from 'esbuild';
import { inject } from 'vitest';
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

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
  for (const d of COPIED) cpSync(join(ROOT, d), join(out, d), { recursive: true, force: false });
  writeFileSync(join(out, 'package.json'), JSON.stringify({ type: 'module' }));
  for (const linked of ['node_modules', 'assets']) symlinkSync(join(ROOT, linked), join(out, linked), 'dir');
  return out;
}

/** Node's arguments to run `entry` (a .ts path from the checkout's root) with `args`. */
export function nodeArgs(entry: string, ...args: string[]): string[] {
  compiled ??= inject('compiledEntries') ?? compile(process.ppid);
  return [join(compiled, entry.replace(/\.ts$/, '.js')), ...args];
}
