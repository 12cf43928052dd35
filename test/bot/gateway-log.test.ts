// An outage of Discord's gateway logs its first error in full and a count when the shard is back, not one warning with
// a stack for each failed reconnect (every half second).
import { EventEmitter } from 'node:events';
import { Events } from 'discord.js';
import { expect, it } from 'vitest';
import { logGatewayErrors, type ShardEvents } from '../../src/discord/gateway-log.js';

it('says the first error of a run, then how many there were once the shard is back', () => {
  const lines: string[] = [];
  const log = { debug() {}, info: (m: string, c?: Record<string, unknown>) => lines.push(`info ${m} ${JSON.stringify(c)}`), warn: (m: string, c?: Record<string, unknown>) => lines.push(`warn ${m} ${c?.shardId}`), error() {} };
  const client = new EventEmitter();
  logGatewayErrors(client as unknown as ShardEvents, log);
  for (let k = 0; k < 120; k++) client.emit(Events.ShardError, new Error('Unexpected server response: 503'), 0);
  client.emit(Events.ShardError, new Error('503'), 1);
  expect(lines).toEqual(['warn gateway error (said once until the shard is back) 0', 'warn gateway error (said once until the shard is back) 1']);
  client.emit(Events.ShardResume, 0);
  client.emit(Events.ShardResume, 0);
  expect(lines.slice(2)).toEqual(['info gateway back {"shardId":0,"errors":120}']);
  // A new outage is said again.
  client.emit(Events.ShardError, new Error('503'), 0);
  expect(lines.at(-1)).toBe('warn gateway error (said once until the shard is back) 0');
});
