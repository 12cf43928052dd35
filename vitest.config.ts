import { defineConfig } from 'vitest/config';

// No test depends on time: a test waits on events, and its timeout only ends a test that hangs. So the timeouts are
// one generous bound for all (no test sets its own), however busy the machine is.
const HANG = 10 * 60_000;

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: HANG,
    hookTimeout: HANG,
    pool: 'forks',
  },
});
