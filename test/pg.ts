// The run's PostgreSQL server (test/setup/postgres.ts) for tests: a fresh database of one's own on it.
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { SyncPg } from '../src/store/pg-bridge.js';

/** postgres://… of the server's maintenance database. */
export function pgServerUrl(): string {
  return inject('pgUrl');
}

/** Creates an empty database named after `prefix` and returns its URL. */
export function freshDatabase(prefix: string): string {
  const name = `${prefix.toLowerCase().replace(/[^a-z0-9]+/g, '_').slice(0, 40)}_${randomBytes(4).toString('hex')}`;
  const admin = new SyncPg(pgServerUrl(), { connectTimeoutMs: 10_000, queryTimeoutMs: 60_000 });
  try {
    admin.query(`CREATE DATABASE ${name}`);
  } finally {
    admin.close();
  }
  const url = new URL(pgServerUrl());
  url.pathname = `/${name}`;
  return url.toString();
}
