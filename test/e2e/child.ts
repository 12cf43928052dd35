// Child processes for tests, waited on by their events (exit, a line of output), never by a clock: a test's own
// timeout (vitest.config.ts) is the only bound, and a child still running when its test ends is killed.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { afterEach } from 'vitest';

export interface Ran { status: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }

const running = new Set<ChildProcess>();
afterEach(() => {
  for (const c of running) c.kill('SIGKILL');
  running.clear();
});

/** Runs a command to its end with `input` on its standard input (as spawnSync, but leaving the event loop free). */
export function run(command: string, args: string[], opts: SpawnOptions & { input?: string } = {}): Promise<Ran> {
  const { input, ...rest } = opts;
  const child = spawn(command, args, { ...rest, stdio: ['pipe', 'pipe', 'pipe'] });
  running.add(child);
  let stdout = '', stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => { stdout += d; });
  child.stderr!.setEncoding('utf8').on('data', (d: string) => { stderr += d; });
  child.stdin!.end(input ?? '');
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status, signal) => {
      running.delete(child);
      resolve({ status, signal, stdout, stderr });
    });
  });
}

/** A child's standard error as it comes, and a wait for a text to appear in it (rejected if the child ends first). */
export function watchStderr(child: ChildProcess): { text(): string; until(text: string): Promise<void> } {
  running.add(child);
  child.on('exit', () => running.delete(child));
  let all = '';
  const waiting = new Set<{ text: string; resolve(): void; reject(e: Error): void }>();
  child.stderr!.setEncoding('utf8').on('data', (d: string) => {
    all += d;
    for (const w of waiting) if (all.includes(w.text)) { waiting.delete(w); w.resolve(); }
  });
  child.on('close', (code) => {
    for (const w of waiting) w.reject(new Error(`the process ended (${code}) before "${w.text}": ${all}`));
    waiting.clear();
  });
  return {
    text: () => all,
    until: (text) => (all.includes(text) ? Promise.resolve() : new Promise((resolve, reject) => { waiting.add({ text, resolve, reject }); })),
  };
}
