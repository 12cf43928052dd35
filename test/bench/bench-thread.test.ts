// The benches' threads (src/cli/bench-thread.ts) run the product as `npm start` runs it: the compiled build with source
// maps on (src/build.mjs, src/launch.mjs), or through tsx when asked (BENCH_THREAD_TSX=1).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { threadCode } from '../../src/cli/bench-thread.js';

const entry = new URL('../../src/cli/bench-e2e-bot.ts', import.meta.url);
afterEach(() => { delete process.env.BENCH_THREAD_TSX; });

describe('a bench thread\'s code', () => {
  it('is the entry\'s compiled file in the product\'s build, source maps on', () => {
    const code = threadCode(entry);
    expect(code).toMatch(/^process\.setSourceMapsEnabled\(true\); import\("file:\/\/.*\/node_modules\/\.cache\/heist\/build-[0-9a-f]{16}-[^/]+\/src\/cli\/bench-e2e-bot\.js"\);$/);
    const file = /import\("([^"]+)"\)/.exec(code)![1];
    expect(existsSync(fileURLToPath(file))).toBe(true);
  });

  it('is the TypeScript through tsx with BENCH_THREAD_TSX=1', () => {
    process.env.BENCH_THREAD_TSX = '1';
    const code = threadCode(entry);
    expect(code).toContain('tsx');
    expect(code).toContain(JSON.stringify(entry.href));
    expect(code).not.toContain('.cache/heist');
  });
});
