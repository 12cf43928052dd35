// The bot as one startable unit: discord.js client (Guilds intent only; Partials.Channel for DMs), the store, the
// table, the interaction router, the reminder loop (claimed per shard in the store, sent once) and graceful shutdown. The games and the commands are injected by
// the composition root (src/app.ts), which production, shards, offline mode and tests all start through. Start-up
// failures (a rejected token, an unusable database) are one plain sentence (StartError, StoreOpenError); a gateway
// event discord.js cannot read is logged and dropped (guardGateway), never fatal.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { flagSetting } from '../core/flags.js';
import { Client, DefaultRestOptions, Events, GatewayIntentBits, Options, Partials, Routes } from 'discord.js';
import { SYSTEM_CLOCK, type Clock } from '../core/clock.js';
import type { GameRegistry, RegistrySource } from '../core/registry.js';
import { localeOf } from '../core/text.js';
import { tableText } from '../table/text/index.js';
import { registerFonts } from '../render/fonts.js';
import { preloadRenderers } from '../render/lazy.js';
import { Table } from '../table/table.js';
import type { CommandModule } from './command.js';
import { describeDatabase, openStoreFromEnv, type Store } from '../store/index.js';
import { createLogger, type Logger } from '../log.js';
import { registerCommands } from './register.js';
import { RenderPool, renderPoolSize, type DrawFn } from './render-pool.js';
import { Handing } from './handing.js';
import { tokensApart } from './token-rest.js';
import { proxiedRequests, proxyBase } from './rest-proxy.js';
import { Router } from './router.js';
import { Links } from '../web/links.js';
import { startWeb, type WebServer } from '../web/server.js';
import { BotMetrics } from '../metrics/metrics.js';
import { observedRequests } from './watched-rest.js';
import { metricsSettings, startMetricsServer, type Check, type MetricsServer } from '../metrics/server.js';
import { storeProbe, storeSources, watchedStore } from '../metrics/watch.js';
import { removeExpired, retentionDays } from '../store/retention.js';
import { unreachable } from './unreachable.js';

export type { Clock } from '../core/clock.js';

export interface BotOptions {
  token: string;
  /** The games hosted and the slash commands made for them (src/app.ts builds both). The registry says where it is made
   * (`source`): the drawing threads load it from there. */
  games: GameRegistry;
  commands: CommandModule[];
  /** The worker thread script that draws pictures (src/render-worker.ts). */
  renderWorker: URL;
  /** Draws every picture in this thread instead of the games' renderers: a test that reads no picture gives a fixed
   * one (test/e2e/harness.ts), so a whole game is played without drawing it. */
  drawInstead?: DrawFn;
  /** REST base ('http://127.0.0.1:PORT/api' for the stand-in); Discord's by default. */
  apiUrl?: string;
  /** The REST proxy every machine of this token shares (`npm run rest-proxy`, ./rest-proxy.ts): 'http://host:port';
   * default DISCORD_REST_PROXY; unset: straight to Discord. Interaction answers never go through it. */
  restProxy?: string;
  /** SQLite file (default: DATABASE_PATH or data/heist.sqlite); or an open store the caller keeps. Without either,
   * DATABASE_URL (postgres://…) opens PostgreSQL. */
  storePath?: string;
  store?: Store;
  clock?: Clock;
  /** Seeds for new games (tests fix them so scripted games replay the same); random by default. */
  seed?: () => number;
  /** With `seed`: whether a server lobby's game takes its seed from its id instead (TableOptions; default true). */
  lobbySeedFromId?: boolean;
  /** How often the outbox is swept for posts still to deliver; null: only at start and after failures (tests call
   * sweepOutbox). Default 30 s. */
  outboxEveryMs?: number | null;
  /** How often this process reads whether another took its shards (default 5 s; 0: at every interaction, for tests). */
  shardOwnersEveryMs?: number;
  /** How often due reminders are looked for; null: never by itself (tests call tickReminders). Default 60 s. */
  reminderEveryMs?: number | null;
  /** Register the commands at login: true (global) or a guild id. Production uses `npm run deploy` instead. */
  registerCommands?: boolean | string;
  /** discord.js's own REST throttle (50/s as Discord's); tests raise it. */
  globalRequestsPerSecond?: number;
  /** The shards this process runs (one client, discord.js's own sharding; `shardsFromEnv` reads SHARD_LIST and
   * SHARD_COUNT); under ShardingManager they come from the environment it sets. Default: shard 0 of 1. */
  shards?: { ids: number[]; count: number };
  log?: Logger;
  /** Acknowledge an interaction before its step when at least this many wait for theirs (router.ts, EARLY_ACK_AFTER;
   * 0: always). */
  earlyAckAfter?: number;
  /** Start even when the database file fails SQLite's quick_check (default: HEIST_START_DAMAGED=1). */
  startDamaged?: boolean;
  /** The web pages (src/web/): a port (0: any free one), else WEB_PORT; false: none even when WEB_PORT is set.
   * `publicUrl` (PUBLIC_URL) is the address put in links, `secret` (WEB_SECRET) signs them, `host` (WEB_HOST,
   * default 127.0.0.1) is where the server listens. */
  web?: { port: number; host?: string; publicUrl?: string; secret?: string; orAnyPort?: boolean } | false;
  /** Metrics and health (src/metrics/, docs/production.md): a port (0: any free one), else METRICS_PORT (under the
   * sharding manager, plus the shard's number); `host` else METRICS_HOST, default 127.0.0.1. false: none. */
  metrics?: { port: number; host?: string } | false;
  /** Finished games are removed this many days after they ended (null: kept for ever, the default); default
   * HEIST_RETENTION_DAYS. */
  retentionDays?: number | null;
  /** How often finished games past the retention are looked for (default an hour; null: only when sweepRetention is
   * called). */
  retentionEveryMs?: number | null;
}

/** A post waiting this long to be delivered (the bot's clock) makes /readyz fail: Discord has refused it through every
 * retry (they reach a minute apart), or the outbox is not being swept. */
const OUTBOX_STUCK_MS = 10 * 60_000;
/** How often a process reads whether another took its shards (it then answers nothing of theirs). */
const OWNERS_EVERY_MS = 5_000;
/** A process that has not said it still runs its shards for this long (it says so every reminder tick, a minute) is
 * taken as gone: the process it took them from takes them back. */
const OWNER_GONE_MS = 3 * 60_000;

/** The bot could not start, in one sentence that names the fix (never the token). */
export class StartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartError';
  }
}

/** SHARD_LIST (the shards this machine runs: "0,1" or "0-3") and SHARD_COUNT (how many in all); null when neither is
 * set. SHARD_COUNT alone: every shard, in this process. Wrong values are a StartError saying what to write. */
export function shardsFromEnv(env: NodeJS.ProcessEnv = process.env): { ids: number[]; count: number } | null {
  const listText = env.SHARD_LIST?.trim() ?? '', countText = env.SHARD_COUNT?.trim() ?? '';
  if (!listText && !countText) return null;
  const example = 'e.g. SHARD_LIST=0,1 SHARD_COUNT=4 on one machine and SHARD_LIST=2,3 SHARD_COUNT=4 on the other';
  const count = Number(countText);
  if (!countText || !Number.isInteger(count) || count < 1) {
    throw new StartError(`SHARD_COUNT must be the number of shards in all, a whole number from 1 (${example}); it is "${countText}".`);
  }
  if (!listText) return { ids: Array.from({ length: count }, (_, i) => i), count };
  const ids: number[] = [];
  for (const part of listText.split(',').map((x) => x.trim())) {
    const range = /^(\d+)\s*-\s*(\d+)$/.exec(part);
    const [from, to] = range ? [Number(range[1]), Number(range[2])] : [Number(part), Number(part)];
    if (!part || !Number.isInteger(from) || !Number.isInteger(to) || from > to || to >= count) {
      throw new StartError(`SHARD_LIST must list shard numbers below SHARD_COUNT (${count}), separated by commas (${example}); "${part}" is not one.`);
    }
    for (let i = from; i <= to; i++) if (!ids.includes(i)) ids.push(i);
  }
  return { ids: ids.sort((a, b) => a - b), count };
}

const NEW_TOKEN = 'Get a new one in the Discord Developer Portal (your application, Bot, Reset Token) and put it in .env as '
  + 'DISCORD_TOKEN (README, "Running it on Discord", step 1).';
/** What a rejected token is told (never the token itself). */
export const TOKEN_REJECTED = `Discord rejected DISCORD_TOKEN: it is wrong or has been reset. ${NEW_TOKEN}`;

/** Refuses a token that cannot be one before anything is opened. Discord's tokens are three dot-separated parts;
 * elsewhere (the stand-in, DISCORD_API_URL) any word of letters, digits, '.', '-' and '_' will do. */
export function checkTokenShape(token: string, onDiscord: boolean): void {
  const word = /^[A-Za-z0-9._-]+$/.test(token);
  if (word && (!onDiscord || /^[\w-]{10,}\.[\w-]{4,}\.[\w-]{10,}$/.test(token))) return;
  throw new StartError(`DISCORD_TOKEN does not look like a bot token (${token.length} characters; it must be the token alone, `
    + `without "Bot " in front, quotes or spaces${onDiscord ? ', three parts separated by dots' : ''}). ${NEW_TOKEN}`);
}

/** A failed login as a StartError when it means the token (401, or discord.js's TokenInvalid); else as it is. */
function loginError(err: unknown): unknown {
  const e = err as { code?: unknown; status?: unknown } | null;
  if (e?.code === 'TokenInvalid' || e?.status === 401 || e?.code === 4004) {
    return new StartError(TOKEN_REJECTED);
  }
  return err;
}


/** A raw gateway packet. */
interface Packet { t?: string | null; d?: unknown }

/**
 * One bad gateway event never kills the bot: discord.js builds its objects inside `handlePacket`, and a malformed
 * event (a component interaction without its message, say) throws there and would end the process as an unhandled
 * rejection. The guard logs the event with its id and drops it, answering an interaction with a plain sentence.
 */
function guardGateway(client: Client, log: Logger): void {
  const ws = client.ws as unknown as { handlePacket?(packet?: Packet, shard?: unknown): boolean };
  if (typeof ws.handlePacket !== 'function') {
    // A discord.js without this (internal) method: the process-wide guard (guardProcess) is all that is left.
    log.warn('gateway guard not installed: discord.js has no WebSocketManager.handlePacket');
    return;
  }
  const handle = ws.handlePacket.bind(ws);
  ws.handlePacket = (packet, shard) => {
    try {
      return handle(packet, shard);
    } catch (err) {
      const d = (typeof packet?.d === 'object' && packet.d !== null ? packet.d : {}) as Record<string, unknown>;
      log.error('gateway event dropped', { event: packet?.t ?? null, id: typeof d.id === 'string' ? d.id : null, err });
      if (packet?.t === 'INTERACTION_CREATE') void answerUnreadable(client, d, log);
      return true;
    }
  };
}

/** Answers an interaction that could not be read: an empty list for autocomplete, else an ephemeral sentence. */
async function answerUnreadable(client: Client, d: Record<string, unknown>, log: Logger): Promise<void> {
  if (typeof d.id !== 'string' || typeof d.token !== 'string') return;
  const body = d.type === 4
    ? { type: 8, data: { choices: [] } }
    : { type: 4, data: { content: tableText(localeOf(typeof d.locale === 'string' ? d.locale : null), 'bad-event'), flags: 64, allowed_mentions: { parse: [] } } };
  try {
    await client.rest.post(Routes.interactionCallback(d.id, d.token), { body, auth: false });
  } catch (err) {
    log.warn('could not answer an unreadable interaction', { interactionId: d.id, err });
  }
}

/** The process's last line of defence (entry points only: src/main.ts, src/shard.ts): a promise rejection nobody
 * handled is logged, not fatal. */
/** `client.destroy()`, without the stack trace discord.js formats for its debug log as it begins (no listener reads
 * it): with source maps on, as `npm start` runs, the first stack formatted parses the bundle's whole source map, some
 * 0.25 s of CPU at every stop. */
export function destroyClient(client: Client): Promise<void> {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return client.destroy();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

export function guardProcess(log: Logger): void {
  process.on('unhandledRejection', (reason) => log.error('unhandled rejection (kept running)', { err: reason }));
}

export interface Bot {
  client: Client<true>;
  table: Table;
  store: Store;
  /** Resolves when no interaction is being handled (follow-ups included). */
  idle(): Promise<void>;
  /** Posts the reminders due now; returns how many. */
  tickReminders(): Promise<number>;
  /** Delivers what the outbox still holds for this process's games; returns how many games still have posts waiting. */
  sweepOutbox(): Promise<number>;
  /** Finishes the interactions in hand, stops reminders, destroys the client, closes the database (if opened here). */
  stop(): Promise<void>;
  /** The web pages' server, when this process serves them. */
  web: { url: string } | null;
  /** The metrics and health server (/metrics, /healthz, /readyz), when METRICS_PORT (or the option) asks for it. */
  metrics: { url: string } | null;
  /** Removes the finished games past the retention setting now (shard 0's process only); returns how many. */
  sweepRetention(): Promise<number>;
  /** Drops discord.js's idle REST queues now (its own timers do it by real time; a test that moves the clock asks). */
  sweepRest(): void;
}

/** Why a server of the bot (`what`: the metrics, the web pages) could not listen, as the setting to change (`prefix`:
 * METRICS_ or WEB_ PORT/HOST); anything else as it came. */
function listenError(err: unknown, what: string, port: number, host: string, prefix: 'METRICS' | 'WEB'): unknown {
  const code = (err as { code?: string }).code;
  if (code === 'EADDRINUSE' || code === 'EACCES') {
    return new StartError(`${what} cannot listen on port ${port} (${code === 'EADDRINUSE' ? 'another program uses it' : 'not allowed'}): set another ${prefix}_PORT in .env.`);
  }
  if (code === 'ENOTFOUND' || code === 'EADDRNOTAVAIL' || code === 'EAI_AGAIN') {
    return new StartError(`${what} cannot listen on ${prefix}_HOST "${host}" (no such address on this machine): set it in .env to one of this machine's addresses (127.0.0.1, the default, or 0.0.0.0 for all).`);
  }
  return err;
}

/** The web pages' settings: the bot's options, else WEB_PORT, PUBLIC_URL, WEB_SECRET and WEB_HOST; null: none. */
function webSettings(opts: BotOptions): { port: number; host?: string; publicUrl?: string; secret?: string; orAnyPort?: boolean } | null {
  if (opts.web === false) return null;
  const env = process.env;
  const given = opts.web ?? (env.WEB_PORT ? { port: Number(env.WEB_PORT) } : null);
  if (!given) return null;
  if (!Number.isInteger(given.port) || given.port < 0 || given.port > 65535) {
    throw new StartError(`WEB_PORT must be a port number from 1 to 65535 (it is "${env.WEB_PORT ?? given.port}"): fix it in .env, or remove it to serve no web pages.`);
  }
  const publicUrl = given.publicUrl ?? (env.PUBLIC_URL?.trim() || undefined);
  // The start of every link: an address a browser opens (a scheme forgotten made links no browser follows).
  if (publicUrl && !/^https?:\/\/[^\s/?#]+[^\s?#]*$/i.test(publicUrl)) {
    throw new StartError(`PUBLIC_URL must be the address the web pages are reached at, like https://heist.example.org (it is "${publicUrl}"): fix it in .env, or remove it to put this machine's own address in links.`);
  }
  const secret = given.secret ?? env.WEB_SECRET;
  const host = given.host ?? env.WEB_HOST;
  return { port: given.port, ...(publicUrl ? { publicUrl } : {}), ...(secret ? { secret } : {}), ...(host ? { host } : {}), ...('orAnyPort' in given && given.orAnyPort ? { orAnyPort: true } : {}) };
}

/** Where the bot's registry is made, for its drawing threads; a registry that does not say is refused at the start. */
function sourceOf(games: GameRegistry): RegistrySource {
  if (!games.source) {
    throw new Error('The bot\'s game registry does not say where it is made, so its drawing threads cannot load it: make it in a module and export it, '
      + 'as `export const GAMES = new GameRegistry([...], { module: import.meta.url, exported: \'GAMES\' })` (src/games/index.ts).');
  }
  return games.source;
}

export async function startBot(opts: BotOptions): Promise<Bot> {
  // Checked before anything is opened.
  const registry = opts.drawInstead ? null : sourceOf(opts.games);
  const log = opts.log ?? createLogger();
  const clock = opts.clock ?? SYSTEM_CLOCK;
  // DISCORD_API_URL points a shard process at the local stand-in (tests of sharding); unset on Discord.
  const apiUrl = opts.apiUrl ?? process.env.DISCORD_API_URL;
  checkTokenShape(opts.token, !apiUrl);
  const proxyGiven = opts.restProxy ?? process.env.DISCORD_REST_PROXY?.trim();
  const proxy = proxyGiven ? proxyBase(proxyGiven) : null;
  if (proxyGiven && !proxy) {
    throw new StartError(`DISCORD_REST_PROXY must be the REST proxy's address, like http://10.0.0.5:8080 (it is "${proxyGiven}"): fix it in .env, or remove it to call Discord directly.`);
  }
  registerFonts(); // pictures drawn in this thread (workers register their own)
  // Settings read below, checked before anything opens: a mistyped one would otherwise mean its default, unsaid.
  const syncGiven = process.env.DATABASE_SYNCHRONOUS?.trim().toLowerCase() ?? '';
  if (syncGiven !== '' && syncGiven !== 'full' && syncGiven !== 'normal') {
    throw new StartError(`DATABASE_SYNCHRONOUS must be "full" (survive a power cut: one fsync per commit) or "normal" (the default: survive a crash of the bot); it is "${process.env.DATABASE_SYNCHRONOUS}".`);
  }
  try {
    renderPoolSize();
  } catch (err) {
    throw new StartError((err as Error).message);
  }

  const ownStore = !opts.store;
  let store: Store;
  if (opts.store) {
    store = opts.store;
  } else {
    const startDamaged = opts.startDamaged ?? flagSetting('HEIST_START_DAMAGED');
    // A failure here is a StoreOpenError: one sentence naming the database and what to do.
    // DATABASE_SYNCHRONOUS=full: also survive a power cut, one fsync per commit (docs/durability.md).
    const synchronous = syncGiven === 'full' ? 'full' : 'normal';
    store = openStoreFromEnv({
      ...(opts.storePath ? { path: opts.storePath, env: { ...process.env, DATABASE_URL: '' } } : {}),
      clock, synchronous, quickCheck: startDamaged ? 'warn' : 'refuse', warn: (m) => log.warn(`store: ${m}`),
    });
  }
  // The shards this process will run, known before login: the option, the sharding manager's (SHARDS), else shard 0.
  const managed = process.env.SHARDING_MANAGER === 'true' && process.env.SHARDS !== undefined;
  const plannedShards = opts.shards?.ids ?? (managed ? ([] as number[]).concat(JSON.parse(process.env.SHARDS!) as number | number[]) : [0]);
  const plannedCount = opts.shards?.count ?? (managed ? Number(process.env.SHARD_COUNT) || 1 : 1);
  let metricsAt: ReturnType<typeof metricsSettings>;
  let keepDays: number | null;
  try {
    metricsAt = metricsSettings(opts.metrics, process.env, managed ? plannedShards[0] : 0);
    keepDays = opts.retentionDays !== undefined ? opts.retentionDays : retentionDays(process.env);
  } catch (err) {
    if (ownStore) store.close();
    throw new StartError((err as Error).message);
  }
  let gateway: Client | null = null;
  const metricsSources = storeSources(store, plannedCount, plannedShards, opts.games.kinds());
  const metrics = metricsAt ? new BotMetrics({
    ...metricsSources,
    shards: () => [...(gateway?.ws.shards.values() ?? [])].map((s) => ({ id: s.id, ready: s.status === 0, pingMs: s.ping })),
    now: () => clock.now(),
  }, { shard: plannedShards.join(',') }) : null;
  if (metrics) store = watchedStore(store, metrics);
  const pictures = opts.drawInstead
    ? new RenderPool(log, opts.drawInstead, null, undefined, metrics)
    : new RenderPool(log, (kind, view, lang) => opts.games.require(kind).render(view, localeOf(lang)), registry && { entry: opts.renderWorker, registry }, undefined, metrics);
  // Drawing in this thread (no drawing threads): its code loads now, not at the first picture.
  if (pictures.threads === 0 && !opts.drawInstead) await preloadRenderers();
  // The web pages' links are made wherever a command is answered; the pages are served by one process (shard 0).
  let webSettingsGiven: ReturnType<typeof webSettings>;
  try {
    webSettingsGiven = webSettings(opts);
  } catch (err) {
    await pictures.close();
    if (ownStore) store.close();
    throw err;
  }
  let web: WebServer | null = null;
  const ws = webSettingsGiven;
  const links = ws ? new Links(store, { secret: ws.secret, clock, base: () => ws.publicUrl ?? web?.url ?? `http://127.0.0.1:${ws.port}` }) : null;
  const table = new Table(store, opts.games, { clock, retentionDays: keepDays, warn: (msg, fields) => log.warn(msg, fields), ...(opts.seed ? { seed: opts.seed, ...(opts.lobbySeedFromId === false ? { lobbySeedFromId: false } : {}) } : {}), ...(links ? { web: links } : {}) });

  const handing = new Handing();
  /** Every REST call counted (src/discord/watched-rest.ts), when metrics are on. */
  const watchRest = (send: typeof DefaultRestOptions.makeRequest) => (metrics ? observedRequests(send, metrics, apiUrl ?? DefaultRestOptions.api) : send);
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    partials: [Partials.Channel],
    allowedMentions: { parse: [] },
    // No message is ever read back from discord.js's cache (an interaction carries its message): caching every message
    // sent or edited (200 per channel by default) only fed the garbage collector.
    makeCache: Options.cacheWithLimits({ ...Options.DefaultMakeCacheSettings, MessageManager: 0 }),
    rest: {
      ...(apiUrl ? { api: apiUrl } : {}),
      // Behind the proxy a request's wait includes its turn in the proxy's queue: discord.js's 15 s would give up on a
      // request still queued there and send it again (sent twice, and more work for a queue already long).
      ...(proxy ? { timeout: 60_000 } : {}),
      makeRequest: watchRest(handing.wrap(proxy ? proxiedRequests(apiUrl ?? DefaultRestOptions.api, proxy, undefined, plannedShards.join(',')) : DefaultRestOptions.makeRequest)),
      ...(opts.globalRequestsPerSecond ? { globalRequestsPerSecond: opts.globalRequestsPerSecond } : {}),
    },
    ...(opts.shards ? { shards: opts.shards.ids, shardCount: opts.shards.count } : {}),
  });
  // The routes an interaction's token opens, apart from discord.js's own global count (Discord does not count them).
  // discord.js keeps a queue per route, and a token is part of its route: each interaction's token gets one, swept
  // once idle every hour by default; a token is dead after 15 minutes, so its queue is swept as often.
  const tokenRest = tokensApart(client.rest, {
    ...(apiUrl ? { api: apiUrl } : {}), makeRequest: watchRest(handing.wrap(DefaultRestOptions.makeRequest)), handlerSweepInterval: 15 * 60_000,
  });
  gateway = client;
  const router = new Router({
    client, table, log, pictures, handing, clock, commands: opts.commands, ...(opts.earlyAckAfter !== undefined ? { earlyAckAfter: opts.earlyAckAfter } : {}),
    ...(metrics ? { metrics } : {}),
  });
  guardGateway(client, log);

  const inFlight = new Set<Promise<void>>();
  let stopping = false;
  let loggedIn = false;
  // Metrics and health, served from before the login: /healthz answers at once, /readyz once everything is up.
  let metricsServer: MetricsServer | null = null;
  if (metrics && metricsAt) {
    const probe = storeProbe(store, clock);
    const ready = (): Check[] => {
      const shards = [...client.ws.shards.values()];
      const down = shards.filter((x) => x.status !== 0).map((x) => x.id);
      const written = probe();
      // Each check on its own: the database gone fails the store's (and the outbox's, which it holds), not the others.
      let waited = 0;
      let unread: string | null = null;
      try {
        metricsSources.refresh?.();
        const oldest = metricsSources.outbox().oldestAt;
        waited = oldest === null ? 0 : clock.now() - oldest;
      } catch (err) {
        unread = `cannot be read (${(err as Error).message.replace(/^Could not save, nothing changed: /, '').replace(/\.$/, '')})`;
      }
      const outbox: Check = unread !== null ? { name: 'outbox', ok: false, detail: unread }
        : { name: 'outbox', ok: waited < OUTBOX_STUCK_MS, ...(waited < OUTBOX_STUCK_MS ? {} : { detail: `a post has waited ${Math.round(waited / 60_000)} minutes to be delivered` }) };
      return [
        { name: 'discord', ok: loggedIn && client.isReady() && !stopping, ...(stopping ? { detail: 'stopping' } : loggedIn ? {} : { detail: 'logging in' }) },
        { name: 'gateway', ok: shards.length > 0 && down.length === 0, ...(down.length || !shards.length ? { detail: `shard ${down.join(', ') || plannedShards.join(', ')} not connected` } : {}) },
        { name: 'store', ok: written.ok, ...(written.ok ? {} : { detail: written.why }) },
        outbox,
      ];
    };
    try {
      metricsServer = await startMetricsServer({ port: metricsAt.port, host: metricsAt.host, metrics: () => metrics.text(), ready, log });
    } catch (err) {
      await pictures.close().catch(() => undefined);
      if (ownStore) store.close();
      throw listenError(err, 'The metrics', metricsAt.port, metricsAt.host, 'METRICS');
    }
    log.info('metrics served', { url: metricsServer.url });
  }
  // Whether this process still runs the shard an interaction came on (set once its shards are taken, below).
  let running = (_i: { guildId: string | null }): boolean => true;
  client.on(Events.InteractionCreate, (i) => {
    // Its shard taken by another process since: that one answers it.
    if (!running(i)) return;
    const p = (stopping ? router.refuse(i) : router.handle(i)).catch((err: unknown) => log.error('unhandled', { err }));
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  });
  client.on(Events.Error, (err) => log.error('client error', { err }));
  client.on(Events.ShardError, (err, shardId) => log.warn('gateway error', { err, shardId }));

  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  try {
    await client.login(opts.token);
    await ready;
  } catch (err) {
    // Nothing may keep the process alive after a failed start: the client, the drawing threads, the database.
    await metricsServer?.close();
    await destroyClient(client).catch(() => undefined);
    await pictures.close().catch(() => undefined);
    if (ownStore) store.close();
    const code = unreachable(err);
    // Behind the proxy the first requests of a login are its: it is the one not answering.
    if (proxy && code) throw new StartError(`The REST proxy at ${proxyGiven} does not answer (${code}): start it there (npm run rest-proxy, docs/several-machines.md), or fix DISCORD_REST_PROXY in .env.`);
    if (code) throw new StartError(`Discord cannot be reached at ${new URL(apiUrl ?? DefaultRestOptions.api).host} (${code}): check this machine's network and DNS, then start it again (a service manager restarting it on failure, such as systemd's Restart=on-failure, does so by itself).`);
    throw loginError(err);
  }
  const c = client as Client<true>;
  loggedIn = true;
  // The database named: a mistyped setting in .env (DATABSE_PATH) would else leave the host wondering where the games went.
  const database = opts.store ? 'given' : opts.storePath ?? describeDatabase();
  log.info('bot ready', { user: c.user.tag, guilds: c.guilds.cache.size, shards: c.shard?.ids ?? opts.shards?.ids ?? [0], restProxy: proxy, database });

  if (opts.registerCommands) {
    const guildId = typeof opts.registerCommands === 'string' ? opts.registerCommands : null;
    await registerCommands(c.rest, c.application.id, opts.commands.map((x) => x.definition), guildId);
  }

  const shardIds = opts.shards?.ids ?? c.shard?.ids ?? [0];
  const shardCount = opts.shards?.count ?? c.shard?.count ?? 1;
  const owner = `${hostname()}/${process.pid}/${randomBytes(3).toString('hex')}`;

  if (ws && links && shardIds.includes(0)) {
    try {
      web = await startWeb({
        store, games: opts.games, links, port: ws.port, log, retentionDays: keepDays, ...(ws.host ? { host: ws.host } : {}), ...(ws.orAnyPort ? { orAnyPort: true } : {}),
        draw: (kind, view, lang) => pictures.draw({ kind, view, lang }),
      });
    } catch (err) {
      await metricsServer?.close();
      await destroyClient(client).catch(() => undefined);
      await pictures.close().catch(() => undefined);
      if (ownStore) store.close();
      throw listenError(err, 'The web pages', ws.port, ws.host ?? '127.0.0.1', 'WEB');
    }
    log.info('web pages served', { url: web.url, publicUrl: ws.publicUrl ?? null });
  } else if (ws && links && !ws.publicUrl) {
    // The pages are one process's: shard 0's runner serves them. Links made here point at PUBLIC_URL, which must be it.
    log.warn('WEB_PORT is set, but the web pages are served by the process that runs shard 0, not this one: set PUBLIC_URL here to that machine\'s address, so the links this one hands out open its pages', { publicUrl: ws.publicUrl ?? null });
  }

  // This process runs these shards now: it takes them in the store, so that their reminders are its own (a machine
  // taking over a dead one's shards takes their claims with them). DMs belong to shard 0's runner. Taken last, once
  // nothing else can fail: a start that fails takes nothing from the bot already running them.
  try {
    store.claimShards(shardIds, shardCount, owner);
  } catch (err) {
    await web?.close();
    await metricsServer?.close();
    await destroyClient(client).catch(() => undefined);
    await pictures.close().catch(() => undefined);
    if (ownStore) store.close();
    throw err;
  }
  log.info('shards taken', { shards: shardIds, shardCount, owner });
  // Whichever process took a shard last runs it (docs/several-machines.md): Discord sends every event of a shard to each
  // session that identified as it, so one that another took its shards from (a second bot started on the same shards)
  // answers none of theirs from then on, sends none of their reminders or posts, and says so once, loudly. Read from
  // the store at most every few seconds.
  let lostTo = '';
  let lost = new Set<number>();
  let ownersReadAt = -Infinity;
  let ownersUnread = false;
  const held = (shard: number): boolean => {
    if (Date.now() - ownersReadAt >= (opts.shardOwnersEveryMs ?? OWNERS_EVERY_MS)) {
      ownersReadAt = Date.now();
      try {
        let others = store.shardOwners().filter((o) => shardIds.includes(o.shardId) && o.owner !== owner);
        // One that has not said it still runs them for a while is gone (a start that failed after taking them, a
        // machine killed): they are this process's again.
        const gone = others.filter((o) => clock.now() - o.since > OWNER_GONE_MS);
        if (gone.length) {
          store.claimShards(gone.map((o) => o.shardId), shardCount, owner);
          log.warn('took back shards whose other process stopped running them', { shards: gone.map((o) => o.shardId), owner: gone[0].owner, since: gone[0].since });
          others = others.filter((o) => !gone.includes(o));
          if (!others.length) lostTo = '';
        }
        lost = new Set(others.map((o) => o.shardId));
        const other = others[0];
        if (other && other.owner !== lostTo) {
          lostTo = other.owner;
          log.error('another process took this one\'s shards: it runs them now, this one answers nothing of theirs (two bots on the same shards? stop one, and start it again with a SHARD_LIST no one else runs)', { shards: [...lost], owner: other.owner, since: other.since });
        }
      } catch (err) {
        // The store unreadable for now: the shards stay as they were read last. Said once until it reads again, not
        // every few seconds of an outage.
        if (!ownersUnread) log.warn('could not read who runs the shards (said once until it can again)', { err });
        ownersUnread = true;
        return !lost.has(shard);
      }
      if (ownersUnread) log.info('reads who runs the shards again');
      ownersUnread = false;
    }
    return !lost.has(shard);
  };
  const shardOfGuild = (guildId: string | null) => (guildId === null ? 0 : Number((BigInt(guildId) >> 22n) % BigInt(shardCount)));
  running = (i) => held(shardOfGuild(i.guildId));

  let ticking = false;
  /** Posts the reminders due now on this process's shards, each once: claimed in the store (one transaction checking
   * that this process still runs the game's shard), posted under a nonce naming that one reminder (Discord returns
   * the first message for a repeated nonce, so a retry after a crash between posting and counting posts nothing new),
   * then counted only if the claim still holds. A process killed before posting leaves the claim to whoever takes its
   * shards over. */
  async function tickReminders(): Promise<number> {
    if (ticking || stopping) return 0;
    ticking = true;
    try {
      // This process still runs its shards: said in the store at every tick (another takes them back once it stops).
      store.touchShards(owner);
      held(0);
      const now = clock.now();
      const claimed = store.claimReminders(now, owner);
      if (claimed.length === 0) return 0;
      const notices = table.reminderNotices(claimed, now);
      let sent = 0;
      for (const [k, n] of notices.entries()) {
        const r = claimed[k];
        if (n.handover) {
          // The away-after deadline handed the seat to a bot: that step's posts, with no interaction to answer.
          await router.postman.post(n.handover).catch((err: unknown) => log.warn('a hand-over could not be delivered yet: it waits in the outbox', { gameId: n.gameId, err }));
          sent++;
          metrics?.reminded();
        } else if (n.post) {
          try {
            // Its nonce names this one reminder (the table's): a retry after a crash between posting and counting, or the
            // outbox's sweep of it, posts nothing new.
            await router.postman.post({ ok: true, posts: [n.post], pictures: [null], retire: [], channelId: n.channelId, gameId: n.gameId, pressed: { fate: 'keep' } });
            sent++;
            metrics?.reminded();
          } catch (err) {
            log.warn('reminder not delivered', { channelId: n.channelId, guildId: n.guildId, userId: n.userId, err });
          }
        }
        if (!store.markReminded(r.gameId, n.next, { owner, dueAt: r.dueAt })) {
          log.info('reminder counted by another process (its shard was taken over)', { gameId: r.gameId });
        }
      }
      return sent;
    } finally {
      ticking = false;
    }
  }
  const every = opts.reminderEveryMs === undefined ? 60_000 : opts.reminderEveryMs;
  const timer = every ? setInterval(() => void tickReminders().catch((err: unknown) => log.error('reminders failed', { err })), every) : null;
  timer?.unref();

  /** Delivers what the outbox still holds for this process's games (posts kept but never sent: the bot died, or
   * Discord failed); each post once, in order. At start, then every `outboxEveryMs`; a failed delivery is retried
   * sooner by itself. Returns how many games still have posts waiting. */
  const mine = (guildId: string | null) => shardIds.includes(shardOfGuild(guildId)) && held(shardOfGuild(guildId));
  async function sweepOutbox(): Promise<number> {
    if (stopping) return 0;
    return router.postman.sweep(mine);
  }
  await sweepOutbox().catch((err: unknown) => log.error('outbox sweep failed', { err }));
  const outboxEvery = opts.outboxEveryMs === undefined ? 30_000 : opts.outboxEveryMs;
  const outboxTimer = outboxEvery ? setInterval(() => void sweepOutbox().catch((err: unknown) => log.error('outbox sweep failed', { err })), outboxEvery) : null;
  outboxTimer?.unref();

  /** Removes the finished games past the retention setting (HEIST_RETENTION_DAYS), by the bot's clock: one process
   * does it, shard 0's runner. */
  let sweeping: Promise<number> | null = null;
  let toldUncompacted = false;
  async function sweepRetention(): Promise<number> {
    if (keepDays === null || stopping || !shardIds.includes(0) || !held(0)) return 0;
    sweeping ??= removeExpired(store, keepDays, clock.now()).then(({ removed, compacted }) => {
      let n = 0;
      for (const [kind, k] of removed) {
        n += k;
        metrics?.gamesRemoved(kind, k);
      }
      if (n) log.info('finished games removed (retention)', { removed: Object.fromEntries(removed), days: keepDays });
      if (!compacted && !toldUncompacted) {
        toldUncompacted = true;
        log.warn('the database file was made before incremental vacuum: the space of removed games is reused, but the file does not shrink (docs/production.md, "Retention")');
      }
      return n;
    }).finally(() => { sweeping = null; });
    return sweeping;
  }
  const retentionEvery = opts.retentionEveryMs === undefined ? 60 * 60_000 : opts.retentionEveryMs;
  const retentionTimer = keepDays !== null && retentionEvery ? setInterval(() => void sweepRetention().catch((err: unknown) => log.error('retention sweep failed', { err })), retentionEvery) : null;
  retentionTimer?.unref();
  if (keepDays !== null) void sweepRetention().catch((err: unknown) => log.error('retention sweep failed', { err }));

  async function stop(): Promise<void> {
    if (stopping) return;
    stopping = true;
    if (timer) clearInterval(timer);
    if (outboxTimer) clearInterval(outboxTimer);
    if (retentionTimer) clearInterval(retentionTimer);
    await sweeping?.catch(() => undefined);
    router.postman.outbox.close();
    await web?.close();
    await Promise.allSettled([...inFlight]);
    await destroyClient(client);
    await pictures.close();
    await metricsServer?.close();
    if (ownStore) store.close();
    log.info('bot stopped');
  }

  async function idle(): Promise<void> {
    // An interaction can arrive while we wait: loop until the set stays empty.
    while (inFlight.size) await Promise.allSettled([...inFlight]);
  }

  return {
    client: c, table, store, idle, tickReminders, sweepOutbox, stop, sweepRetention,
    sweepRest: () => { for (const rest of [c.rest, tokenRest]) rest.handlers.sweep((h) => h.inactive); },
    web: web ? { url: (web as WebServer).url } : null, metrics: metricsServer ? { url: (metricsServer as MetricsServer).url } : null,
  };
}
