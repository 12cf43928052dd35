// The port a host's Prometheus scrapes and its probes ask (METRICS_PORT; off by default): /metrics (Prometheus' text
// format), /healthz (the process is alive: it answers) and /readyz (every check passes: 200, else 503, one line per
// check saying which failed and why). Listens on METRICS_HOST (default 127.0.0.1), as the web pages on WEB_HOST.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import type { Logger } from '../log.js';

/** One readiness check: ok, or why not (a plain phrase, no secret). */
export interface Check { name: string; ok: boolean; detail?: string }

export interface MetricsServerOptions {
  port: number;
  host?: string;
  /** The exposition, made at each scrape. */
  metrics(): Promise<string>;
  /** The readiness checks, run at each /readyz. */
  ready(): Promise<Check[]> | Check[];
  log?: Logger;
}

export interface MetricsServer {
  /** http://HOST:PORT */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** METRICS_PORT / METRICS_HOST (or the options given): null when metrics are off. `offset` is added to the port (a
 * shard's number under the sharding manager: one port per process on one machine). */
export function metricsSettings(given: { port: number; host?: string } | false | undefined, env: NodeJS.ProcessEnv = process.env, offset = 0):
  { port: number; host: string } | null {
  if (given === false) return null;
  const text = env.METRICS_PORT?.trim();
  // Digits only: a hexadecimal value was read as another port. 0 asks for any free port (tests).
  const port = given ? given.port : text ? (/^\d+$/.test(text) ? Number(text) : NaN) : null;
  if (port === null) return null;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new RangeError(`METRICS_PORT must be a port number from 1 to 65535, or 0 for any free one (it is "${text ?? port}"): fix it in .env, or remove it to serve no metrics.`);
  }
  // Shard N serves on METRICS_PORT + N (npm run start:sharded): the last one must still be a port.
  if (port && port + offset > 65535) {
    throw new RangeError(`METRICS_PORT ${port} leaves no port for shard ${offset} (it serves on METRICS_PORT + ${offset}, past 65535): set a lower METRICS_PORT in .env.`);
  }
  // Set but empty (as .env.example ships it) is unset: loopback, never every address.
  return { port: port === 0 ? 0 : port + offset, host: (given ? given.host : undefined) || env.METRICS_HOST?.trim() || '127.0.0.1' };
}

export async function startMetricsServer(o: MetricsServerOptions): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'text/plain; charset=utf-8', 'Only GET and HEAD.\n');
    if (path === '/healthz') return send(200, 'text/plain; charset=utf-8', 'ok\n');
    if (path === '/readyz') {
      Promise.resolve().then(() => o.ready()).then((checks) => {
        const ok = checks.every((c) => c.ok);
        send(ok ? 200 : 503, 'text/plain; charset=utf-8', checks.map((c) => `${c.ok ? 'ok' : 'fail'} ${c.name}${c.detail ? `: ${c.detail}` : ''}`).join('\n') + '\n');
      }, (err: unknown) => {
        o.log?.warn('readiness check failed', { err });
        send(503, 'text/plain; charset=utf-8', 'fail checks: they could not be run\n');
      });
      return;
    }
    if (path === '/metrics') {
      o.metrics().then((text) => send(200, Registry.PROMETHEUS_CONTENT_TYPE, text), (err: unknown) => {
        o.log?.error('metrics could not be collected', { err });
        send(500, 'text/plain; charset=utf-8', 'The metrics could not be collected (see the bot\'s log).\n');
      });
      return;
    }
    send(404, 'text/plain; charset=utf-8', 'Not found: /metrics, /healthz and /readyz are served here.\n');
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host === '[::]' ? '[::1]' : host}:${address.port}`,
    port: address.port,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
