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
    // One PostgreSQL server for the run: the store suite runs on both backends, and the multi-machine tests need it.
    globalSetup: ['test/setup/postgres.ts'],
    setupFiles: ['test/setup/renderers.ts'],
  },
});
