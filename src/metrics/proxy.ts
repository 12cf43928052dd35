// The REST proxy's own metrics (`npm run rest-proxy`, REST_PROXY_METRICS_PORT): every request it forwarded, by the
// shards of the bot that sent it, route and status, and the time each spent in it (its wait in the token's one queue
// included: the figure that grows when every machine together asks more than Discord's 50 a second), with the
// process's own figures. Served with /healthz and /readyz as the bot's (./server.ts).
import { Counter, Histogram, Registry } from 'prom-client';
import { exposition } from './metrics.js';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export class ProxyMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'shard' | 'route' | 'status'>;
  private readonly seconds: Histogram<'shard'>;

  constructor() {
    const r = this.registry;
    this.requests = new Counter({ name: 'heist_rest_proxy_requests_total', help: 'Requests forwarded to Discord, by the shards of the bot that sent them, route (ids taken out) and status (none: no answer).', labelNames: ['shard', 'route', 'status'], registers: [r] });
    this.seconds = new Histogram({ name: 'heist_rest_proxy_request_seconds', help: 'Time of a request in the proxy (its wait in the token\'s queue included), by the shards of the bot that sent it.', labelNames: ['shard'], buckets: BUCKETS, registers: [r] });
  }

  forwarded(e: { route: string; shard: string; status: number; seconds: number }): void {
    this.requests.inc({ shard: e.shard, route: e.route, status: e.status ? String(e.status) : 'none' });
    this.seconds.observe({ shard: e.shard }, e.seconds);
  }

  text(): Promise<string> {
    return exposition(this.registry, { role: 'rest-proxy' });
  }
}
