// How a test starts one of our TypeScript entry points as a process of its own (the bot as production starts it, a
// tool, a fixture): `spawn(process.execPath, nodeArgs('src/main.ts', '--fresh'))`, from the checkout's root.
//
// src/, commands/ and test/'s helpers are compiled once per run of the suite as `npm start` compiles the product
// (src/build.mjs), into a folder of the temp dir; each process then loads plain JavaScript, as `npm start` does. The
// projects whose tests start processes compile it in their global setup (test/setup/compiled.ts), before any worker
// starts, for all their workers; elsewhere the first call in a worker does. Through tsx's loader a cold start cost
// about 1.4 s of CPU, of which 0.8 s was the loader's own (some hundred processes in a run of the suite); the bundled
// entry points (BUNDLED) start in 0.6 s rather than 0.8. A bot started so starts its drawing threads and shards from
// their compiled .js too (src/node-flags.ts beside()); the .ts files are copied besides, for whatever is started by a
// .ts path (then through tsx).
import { inject } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileTo } from '../src/build.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCES = ['src', 'commands', 'test'];
/** What is copied as it is besides: the .ts a process starts by path (src/render-worker.ts, src/shard.ts), a .cjs. */
const COPIED = ['src', 'commands'];
let compiled: string | undefined;

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
  compileTo({ root: ROOT, out, sources: SOURCES, copied: COPIED, bundled: BUNDLED });
  return out;
}

/** The entry points started most often (a bot, its drawing threads, a shard), bundled (src/build.mjs). */
const BUNDLED = ['src/main.ts', 'src/shard.ts', 'src/render-worker.ts', 'test/e2e/fixtures/machine.ts'];

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
