// /readyz's checks: a process whose shards another process took (a second bot started on the same shards) is connected
// but answers nothing of theirs: its gateway check fails and says why.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from 'discord.js';
import { afterEach, expect, it } from 'vitest';
import { readinessChecks } from '../../src/discord/readiness.js';
import { openStore, type SqliteStore } from '../../src/store/index.js';

let dir = '';
let store: SqliteStore | undefined;
afterEach(() => {
  store?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it('fails the gateway check for shards another process runs now, and passes once none is', () => {
  dir = mkdtempSync(join(tmpdir(), 'heist-readiness-'));
  const clock = { now: () => Date.UTC(2026, 0, 1) };
  store = openStore(join(dir, 't.sqlite'), { clock, warn: () => {} });
  const client = { ws: { shards: new Map([[0, { id: 0, status: 0 }]]) }, isReady: () => true } as unknown as Client;
  let taken: number[] = [];
  const checks = readinessChecks({
    client, store, clock, sources: { outbox: () => ({ oldestAt: null }) } as never, plannedShards: [0],
    loggedIn: () => true, stopping: () => false, takenByOthers: () => taken,
  });
  const gateway = () => checks().find((c) => c.name === 'gateway')!;
  expect(gateway()).toEqual({ name: 'gateway', ok: true });
  taken = [0];
  expect(gateway()).toEqual({ name: 'gateway', ok: false, detail: 'shard 0 run by another process now' });
  expect(checks().filter((c) => !c.ok).map((c) => c.name)).toEqual(['gateway']);
});
