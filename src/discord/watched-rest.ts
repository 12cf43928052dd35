// Discord's REST as a host watches it: every call through discord.js's request function is counted by class and
// route (its ids and tokens taken out), its 429s by scope, its invalid answers (401, 403, 429 not shared) in a
// 10-minute window, and an interaction's first callback ends its first-response time.
import type { RESTOptions } from 'discord.js';
import { isInteractionRoute, routeOf } from './rest-proxy.js';
import type { BotMetrics } from '../metrics/metrics.js';

type MakeRequest = RESTOptions['makeRequest'];

/** The path after the API's version (`/channels/1/messages`), or null for an address that is not the API's. */
function apiPath(url: string, api: string): string | null {
  if (!url.startsWith(api)) return null;
  return url.slice(api.length).replace(/^\/v\d+(?=\/)/, '');
}

/** discord.js's request function `send`, watched: each call counted in `metrics`. `api` is the REST base the bot uses
 * (Discord's, or the stand-in's). */
export function observedRequests(send: MakeRequest, metrics: BotMetrics, api: string): MakeRequest {
  const base = api.replace(/\/+$/, '');
  return async (url, init) => {
    const path = apiPath(url, base);
    if (path === null) return send(url, init);
    const cls = isInteractionRoute(path) ? 'interaction' : 'global';
    const route = `${(init.method ?? 'GET').toUpperCase()} ${routeOf(path)}`;
    const at = performance.now();
    try {
      const res = await send(url, init);
      metrics.request(cls, route, res.status, res.headers.get('x-ratelimit-scope'), (performance.now() - at) / 1000);
      const callback = /^\/interactions\/(\d+)\/[^/]+\/callback/.exec(path);
      if (callback && res.status >= 200 && res.status < 300) metrics.responded(callback[1]);
      return res;
    } catch (err) {
      metrics.request(cls, route, 0, null, (performance.now() - at) / 1000);
      throw err;
    }
  };
}
