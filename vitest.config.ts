import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One PostgreSQL server for the run: the store suite runs on both backends, and the multi-machine tests need it.
    globalSetup: ['test/setup/postgres.ts'],
    setupFiles: ['test/setup/renderers.ts'],
  },
});
