// /readyz's checks: a process whose shards another process took (a second bot started on the same shards) is connected
// but answers nothing of theirs: its gateway check fails and says why.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from 'discord.js';
import { afterEach, expect, it } from 'vitest';
import { readinessChecks } from '../../src/discord/readiness.js';
import { storeSources } from '../../src/metrics/watch.js';
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

it("fails the outbox check for a post waiting 10 minutes, but not for one waiting for a channel that refuses the bot's posts (its host told)", () => {
  dir = mkdtempSync(join(tmpdir(), 'heist-readiness-'));
  let now = Date.UTC(2026, 0, 1);
  const clock = { now: () => now };
  store = openStore(join(dir, 't.sqlite'), { clock, warn: () => {} });
  const client = { ws: { shards: new Map([[0, { id: 0, status: 0 }]]) }, isReady: () => true } as unknown as Client;
  const checks = readinessChecks({
    client, store, clock, sources: storeSources(store, 1, [0], ['test']), plannedShards: [0],
    loggedIn: () => true, stopping: () => false, takenByOthers: () => [],
  });
  const outbox = () => checks().find((c) => c.name === 'outbox')!;
  const game = (channelId: string) => store!.createGame({ kind: 'test', guildId: '1', channelId, hostId: 'h', options: null, seed: 1, state: {}, status: 'active' });
  const refusing = game('c1');
  store.addPosts(refusing.id, [{ audience: 'public', seat: null, kind: 'story', body: {} }]);
  store.setSetting(`refused.${refusing.id}`, 'send');
  now += 60 * 60_000;
  expect(outbox()).toEqual({ name: 'outbox', ok: true });
  // Another game's post stuck as long: Discord or the outbox itself, which a host must look at.
  const stuck = game('c2');
  store.addPosts(stuck.id, [{ audience: 'public', seat: null, kind: 'story', body: {} }]);
  now += 11 * 60_000;
  expect(outbox()).toEqual({ name: 'outbox', ok: false, detail: 'a post has waited 11 minutes to be delivered' });
});
