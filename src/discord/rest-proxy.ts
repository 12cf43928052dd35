// One global rate limit shared by every machine (docs/several-machines.md): Discord allows a bot token 50
// requests a second in all, and each process's discord.js only knows its own. The proxy (startRestProxy, `npm run
// rest-proxy`) runs one REST queue for the token in an HTTP server, as the discord.js team's @discordjs/proxy does (its
// helpers answer; the handler is ours, see forward); a bot given its address (DISCORD_REST_PROXY) sends its REST there
// (proxiedRequests), except the interaction endpoints, which Discord does not
// count against that limit and which must answer within 3 seconds: the callback and the interaction webhook's routes
// (follow-ups, edits of @original and of follow-ups) go straight to Discord, never queued behind other calls.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { populateErrorResponse, populateSuccessfulResponse } from '@discordjs/proxy';
import { DefaultRestOptions, DiscordAPIError, HTTPError, REST, type RequestMethod, type ResponseLike, type RESTOptions, type RouteLike } from '@discordjs/rest';
import type { Logger } from '../log.js';
import { unreachable } from './unreachable.js';

type MakeRequest = RESTOptions['makeRequest'];

/** A route (the path after /api/vN) that an interaction's token opens: exempt from the global limit. */
export function isInteractionRoute(path: string): boolean {
  return /^\/interactions\/\d+\/[^/]+\/callback(?:[/?]|$)/.test(path) || /^\/webhooks\/\d+\/[^/?]+(?:[/?]|$)/.test(path);
}

/** A path's route as a label: `/channels/:id/messages`; an interaction's token is `:token`, and a segment that is not
 * a plain word is `:x`, so no id, token or text typed by anyone is ever a label value. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export function routeOf(path: string): string {
  const parts = path.split('?')[0].split('/').filter(Boolean);
  const out: string[] = [];
  for (let k = 0; k < parts.length; k++) {
    // As written in the address: discord.js sends `@original` as `%40original`.
    const p = decoded(parts[k]);
    const prev = out.at(-1), before = out.at(-2);
    if (/^\d+$/.test(p)) out.push(':id');
    else if (prev === ':id' && (before === 'webhooks' || before === 'interactions')) out.push(':token');
    else if (/^[a-z@][a-z0-9_@-]{0,31}$/.test(p)) out.push(p);
    else out.push(':x');
  }
  return `/${out.join('/')}`;
}

/** The proxy's REST base for a bot: DISCORD_REST_PROXY as given (`http://host:port`, with or without `/api`), or
 * null when it is not a http(s) address. */
export function proxyBase(given: string): string | null {
  let url: URL;
  try {
    url = new URL(given.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path.endsWith('/api') ? path : `${path}/api`}`;
}

/** The header a bot's request to the proxy names its shards in (the proxy's metrics count by it; never forwarded). */
export const SHARD_HEADER = 'x-heist-shard';

/** discord.js's request function for a bot behind the proxy: a request to `api` goes to `proxy` instead (same version
 * and route), but an interaction endpoint's goes to `api` directly. `send` is the request function underneath;
 * `shard` (the bot's shards, e.g. '0' or '0,1') is told to the proxy for its metrics. */
export function proxiedRequests(api: string, proxy: string, send: MakeRequest = DefaultRestOptions.makeRequest, shard?: string): MakeRequest {
  const base = api.replace(/\/+$/, '');
  return (url, init) => {
    if (!url.startsWith(base)) return send(url, init);
    const rest = url.slice(base.length);
    const route = rest.replace(/^\/v\d+(?=\/)/, '');
    if (isInteractionRoute(route)) return send(url, init);
    return send(`${proxy}${rest}`, shard === undefined ? init : { ...init, headers: { ...(init.headers as Record<string, string> | undefined), [SHARD_HEADER]: shard } });
  };
}

export interface RestProxy {
  /** The address bots are given (DISCORD_REST_PROXY). */
  readonly url: string;
  /** Requests forwarded, by method and route with ids as ':' (for tests and logs). */
  readonly forwarded: Map<string, number>;
  close(): Promise<void>;
}

export interface RestProxyOptions {
  /** Where requests are forwarded: Discord's API (default) or the stand-in's. */
  api?: string;
  port: number;
  /** Where it listens (default 127.0.0.1). */
  host?: string;
  /** The token's global limit (Discord: 50 a second); the one queue keeps every machine under it. */
  globalRequestsPerSecond?: number;
  log?: Logger;
  /** Told of each request once answered: its route (ids as ':'), the shards of the bot that sent it (its SHARD_HEADER;
   * 'unknown' without one), the status and the seconds it took here (its wait in the queue included). */
  watch?: (request: { route: string; shard: string; status: number; seconds: number }) => void;
}

/** How much longer than a second the proxy spaces its requests (see spaced): only for clocks that count in whole
 * milliseconds; the time requests take to reach Discord is already allowed for. */
const MARGIN_MS = 50;

/** Sends through `send` at most `limit` requests in any `spanMs` as the far end receives them, in the order asked: a
 * request leaves only `spanMs` after the answer to the `limit`-th one before it came back. The far end received that
 * one before it answered, and receives this one after it left, so however long each takes on the way (a slow network,
 * a far end that stalled and then read a burst at once), the two are received at least `spanMs` apart. Spacing by the
 * times requests left, as discord.js's own count does, holds only while the way there takes as long at every moment
 * (the proxy test's stalled stand-in refused 4 to 6 requests a run that way). The cost: a request waits out the answer
 * `limit` before it too, so when answers are slow the rate falls below the limit, never above it. */
export function spaced(send: MakeRequest, limit: number, spanMs: number): MakeRequest {
  /** When the answers to the last `limit` requests came back (or failed), each once it did. */
  const answered: Promise<number>[] = [];
  let queue: Promise<void> = Promise.resolve();
  return (url, init) => {
    const turn = queue.then(async () => {
      if (answered.length >= limit) {
        const at = await answered[answered.length - limit];
        // A timer may fire a millisecond early by the clock: look again.
        for (let wait = at + spanMs - Date.now(); wait > 0; wait = at + spanMs - Date.now()) {
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }
      const response = send(url, init);
      answered.push(response.then(() => Date.now(), () => Date.now()));
      if (answered.length > limit) answered.splice(0, answered.length - limit);
      return { response };
    });
    queue = turn.then(() => undefined, () => undefined);
    return turn.then((t) => t.response);
  };
}

/** A request as the forwarder reads it: its body read into memory, with the method, address and headers. */
type Buffered = Buffer & Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

/** @discordjs/proxy's handler (2.1.1's `proxyRequests`, the same headers forwarded, its helpers answering), except that
 * an error Discord did not answer with (no DNS, a refused connection) is thrown with the response still open: its own
 * ends the response in a `finally` before rethrowing, so the bot got an empty 200, which discord.js takes as success. */
async function forward(rest: REST, req: Buffered, res: ServerResponse, answered: () => void): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://noop');
  const headers: Record<string, string> = {};
  if (req.headers['content-type']) headers['Content-Type'] = req.headers['content-type'];
  if (req.headers.authorization) headers.authorization = req.headers.authorization;
  const reason = req.headers['x-audit-log-reason'];
  if (typeof reason === 'string') headers['x-audit-log-reason'] = reason;
  let answer: ResponseLike;
  try {
    answer = await rest.queueRequest({
      body: req, fullRoute: url.pathname.replace(/^\/api(\/v\d+)?/, '') as RouteLike, method: req.method as RequestMethod,
      auth: false, passThroughBody: true, query: url.searchParams, headers,
    });
  } catch (error) {
    // Discord's own refusal (4xx, or 5xx after the retries); else the proxy answers for it (a timeout: 504).
    if (error instanceof DiscordAPIError || error instanceof HTTPError) answered();
    if (!populateErrorResponse(res, error)) throw error;
    res.end();
    return;
  }
  answered();
  await populateSuccessfulResponse(res, answer);
  res.end();
}

/** The proxy: `forward` over one REST queue. It holds no token: each request carries its bot's own
 * Authorization header, which is forwarded. So one proxy serves one bot token (its queue is that token's limit). */
export async function startRestProxy(opts: RestProxyOptions): Promise<RestProxy> {
  const perSecond = opts.globalRequestsPerSecond ?? DefaultRestOptions.globalRequestsPerSecond;
  const rest = new REST({
    ...(opts.api ? { api: opts.api } : {}),
    globalRequestsPerSecond: perSecond,
    // Each request once: the bot's own discord.js retries a 5xx (or the proxy's 502), and the outbox after it; retried
    // here too, every try of the bot's became four to Discord through an outage.
    retries: 0,
    makeRequest: spaced(DefaultRestOptions.makeRequest, perSecond, 1000 + MARGIN_MS),
  });
  const forwarded = new Map<string, number>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const route = `${req.method ?? '?'} ${new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/api(\/v\d+)?/, '').replace(/\/\d{17,20}/g, '/:')
      .replace(/^(\/webhooks\/:|\/interactions\/:)\/[^/]+/, '$1/:')}`;
    forwarded.set(route, (forwarded.get(route) ?? 0) + 1);
    let fromDiscord = false;
    if (opts.watch) {
      const given = req.headers[SHARD_HEADER];
      const shard = typeof given === 'string' && /^\d{1,5}(,\d{1,5}){0,63}$/.test(given) ? given : 'unknown';
      const at = performance.now();
      const watch = opts.watch;
      const label = `${req.method ?? '?'} ${routeOf(new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/api(\/v\d+)?/, ''))}`;
      // Discord gave no answer (unreachable, or it timed out: the proxy's own 502 or 504): counted as `none`.
      res.on('close', () => watch({ route: label, shard, status: fromDiscord && res.headersSent ? res.statusCode : 0, seconds: (performance.now() - at) / 1000 }));
    }
    // A request that fails in a way the handler does not answer (the bot hung up, Discord unreachable) gets a 502 with a
    // JSON body: the bot's discord.js retries it, then fails it (the outbox tries again later); the proxy keeps running.
    const failed = (err: unknown) => {
      opts.log?.warn('rest proxy: request failed', { route, err });
      if (res.writableEnded) return;
      const why = `Discord cannot be reached from the REST proxy (${unreachable(err) ?? (err as Error)?.message ?? 'no answer'})`;
      if (!res.headersSent) res.writeHead(502, why, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 0, message: `${why}.` }));
    };
    // @discordjs/proxy's handler forwarded the request itself as the body, a stream; but its REST sends a request again
    // after a 429 or a 5xx, and a stream is read only once (the second try went out empty). So `forward` gets the request
    // with its body read into memory: bytes that can be sent any number of times, with the method, address and headers.
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('error', failed);
    req.on('end', () => {
      const buffered: Buffered = Object.assign(Buffer.concat(chunks), { method: req.method, url: req.url, headers: req.headers });
      forward(rest, buffered, res, () => { fromDiscord = true; }).catch(failed);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`,
    forwarded,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
