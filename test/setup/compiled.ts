// Vitest's global setup of the projects whose tests start our entry points as processes (test/node-args.ts): the code
// compiled once for the whole run, before any worker starts, and handed to them all (`inject('compiledEntries')`);
// each worker compiled it for itself before (half a second of CPU each, a dozen workers in a run). One folder for all
// the projects of a run; removed when the run ends. The stand-in's checks of request bodies are compiled here too, when
// no run before this one kept them (src/local/standin/spec.ts): every worker and process with a stand-in loads them.
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { prepareBodyChecks } from '../../src/local/standin/spec.js';
import { compile } from '../node-args.js';

const KEY = Symbol.for('heist.compiledEntries');
const shared = globalThis as { [KEY]?: string };

export default function setup(project: TestProject): () => void {
  if (!shared[KEY]) prepareBodyChecks();
  shared[KEY] ??= compile(process.pid);
  project.provide('compiledEntries', shared[KEY]);
  return () => {
    if (shared[KEY]) rmSync(shared[KEY], { recursive: true, force: true });
    delete shared[KEY];
  };
}
