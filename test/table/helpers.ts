// A service on a real store in a temp file, a fake clock, a counting renderer, and users.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../../src/store/index.js';
import { GAMES } from '../../src/games/index.js';
import { Table, type Result, type Outcome, type Failure, type UserRef, type Where } from '../../src/table/table.js';

export function setup(seed = 42) {
  const dir = mkdtempSync(join(tmpdir(), 'heist-service-'));
  const file = join(dir, 'test.sqlite');
  const clock = { t: Date.UTC(2026, 0, 1), now() { return this.t; } };
  let store = openStore(file, { clock, warn: () => {} });
  let renders = 0;
  let seeds = seed;
  const service = new Table(store, GAMES, {
    clock, seed: () => seeds++,
    render: () => { renders++; return Buffer.from('png'); },
  });
  return {
    store, service, clock, file, renders: () => renders,
    reopen() {
      store.close();
      store = openStore(file, { clock, warn: () => {} });
      return { store, service: new Table(store, GAMES, { clock, render: () => Buffer.from('png') }) };
    },
    close() { try { store.close(); } catch { /* closed */ } rmSync(dir, { recursive: true, force: true }); },
  };
}

export const server: Where = { guildId: 'g1', channelId: 'c1', isDM: false };
export const dm: Where = { guildId: null, channelId: 'dm1', isDM: true };
export const ann: UserRef = { id: 'u1', name: 'Ann' };
export const bob: UserRef = { id: 'u2', name: 'Bob', locale: 'ru' };
export const cat: UserRef = { id: 'u3', name: 'Cat', locale: 'en-US' };

export function ok(r: Result): Outcome {
  if (!r.ok) throw new Error(`expected ok, got ${r.code}: ${r.text}`);
  return r;
}

export function bad(r: Result): Failure {
  if (r.ok) throw new Error(`expected a failure, got ${r.reply.text.join(' / ')}`);
  return r;
}
