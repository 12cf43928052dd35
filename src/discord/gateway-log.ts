// While Discord's gateway is out of reach, discord.js reports each failed reconnect of a shard (every half second or
// so), each with its stack: the log of an hour's outage would be thousands of them. The first of a run is logged in
// full, the rest counted, and the count said when the shard is back (ready or resumed).
import { Events } from 'discord.js';
import type { Logger } from '../log.js';

/** The client's shard events, as far as this reads them. */
export interface ShardEvents {
  on(event: typeof Events.ShardError, listener: (err: Error, shardId: number) => void): unknown;
  on(event: typeof Events.ShardReady | typeof Events.ShardResume, listener: (shardId: number) => void): unknown;
}

export function logGatewayErrors(client: ShardEvents, log: Logger): void {
  const failed = new Map<number, number>();
  client.on(Events.ShardError, (err, shardId) => {
    const n = (failed.get(shardId) ?? 0) + 1;
    failed.set(shardId, n);
    if (n === 1) log.warn('gateway error (said once until the shard is back)', { err, shardId });
  });
  const back = (shardId: number) => {
    const n = failed.get(shardId);
    if (!n) return;
    failed.delete(shardId);
    log.info('gateway back', { shardId, errors: n });
  };
  client.on(Events.ShardReady, back);
  client.on(Events.ShardResume, back);
}
