// `npm run rest-proxy`: the one REST queue every machine of a bot token shares (docs/several-machines.md;
// src/discord/rest-proxy.ts). Settings from the environment (.env): REST_PROXY_PORT (default 8080), REST_PROXY_HOST
// (default 127.0.0.1; 0.0.0.0 to take the other machines' requests), REST_PROXY_GLOBAL_PER_SECOND (the token's global
// limit, default Discord's 50), DISCORD_API_URL (where to forward; default Discord) and REST_PROXY_METRICS_PORT (its
// own /metrics, /healthz and /readyz, on METRICS_HOST, default 127.0.0.1; unset: none; docs/production.md). It holds no
// token: each bot's requests carry their own. Logs "rest proxy ready" with its address; SIGINT or SIGTERM stop it, and
// it logs what it forwarded, by route.
import 'dotenv/config';
import { startRestProxy } from '../discord/rest-proxy.js';
import { createLogger } from '../log.js';
import { ProxyMetrics } from '../metrics/proxy.js';
import { metricsSettings, startMetricsServer, type MetricsServer } from '../metrics/server.js';

const log = createLogger();
const env = process.env;
const fail = (message: string): never => {
  process.stderr.write(`heist: the REST proxy could not start: ${message}\n`);
  process.exit(1);
};
const port = Number(env.REST_PROXY_PORT?.trim() || 8080);
// 0: any free port (tests read it from the ready line).
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`REST_PROXY_PORT must be a port number from 1 to 65535 (it is "${env.REST_PROXY_PORT}").`);
const perSecond = Number(env.REST_PROXY_GLOBAL_PER_SECOND?.trim() || 50);
if (!Number.isInteger(perSecond) || perSecond < 1) fail(`REST_PROXY_GLOBAL_PER_SECOND must be a whole number of requests a second from 1 (it is "${env.REST_PROXY_GLOBAL_PER_SECOND}"); Discord's limit is 50.`);
const host = env.REST_PROXY_HOST?.trim() || '127.0.0.1';
const api = env.DISCORD_API_URL?.trim() || undefined;
if (api !== undefined && !/^https?:\/\/[^/\s]+/.test(api)) fail(`DISCORD_API_URL must be an http(s) address such as https://discord.com/api (it is "${env.DISCORD_API_URL}"), or unset for Discord's.`);

let metricsAt: ReturnType<typeof metricsSettings> = null;
try {
  metricsAt = metricsSettings(undefined, { ...env, METRICS_PORT: env.REST_PROXY_METRICS_PORT });
} catch {
  fail(`REST_PROXY_METRICS_PORT must be a port number from 1 to 65535 (it is "${env.REST_PROXY_METRICS_PORT}"), or unset for no metrics.`);
}
const metrics = metricsAt ? new ProxyMetrics() : null;

let proxy: Awaited<ReturnType<typeof startRestProxy>>;
try {
  proxy = await startRestProxy({
    port, host, globalRequestsPerSecond: perSecond, log, ...(api ? { api } : {}), ...(metrics ? { watch: (e) => metrics.forwarded(e) } : {}),
  });
} catch (err) {
  const code = (err as { code?: string }).code;
  proxy = fail(code === 'EADDRINUSE' ? `port ${port} is in use by another program: set another REST_PROXY_PORT.`
    : code === 'EACCES' ? `listening on port ${port} is not allowed: set another REST_PROXY_PORT.`
    : code === 'ENOTFOUND' || code === 'EADDRNOTAVAIL' || code === 'EAI_AGAIN'
      ? `REST_PROXY_HOST=${host} is no address of this machine: write an address it has (127.0.0.1, the default; 0.0.0.0 for every one).`
      : (err as Error).message);
}
let metricsServer: MetricsServer | null = null;
if (metrics && metricsAt) {
  try {
    metricsServer = await startMetricsServer({ ...metricsAt, metrics: () => metrics.text(), ready: () => [{ name: 'proxy', ok: true }], log });
  } catch (err) {
    await proxy.close();
    fail(`its metrics cannot listen on port ${metricsAt.port} (${(err as { code?: string }).code ?? (err as Error).message}): set another REST_PROXY_METRICS_PORT.`);
  }
  log.info('rest proxy metrics served', { url: metricsServer!.url });
}
log.info('rest proxy ready', { url: proxy.url, host, port: Number(new URL(proxy.url).port), globalPerSecond: perSecond, api: api ?? 'https://discord.com/api' });
// On stopping it says what it forwarded, by route (ids as ':').
const stop = () => void Promise.all([proxy.close(), metricsServer?.close()]).then(() => {
  log.info('rest proxy stopped', { forwarded: Object.fromEntries(proxy.forwarded) });
  process.exit(0);
}, () => process.exit(1));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
