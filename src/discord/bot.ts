// The bot as one startable unit: discord.js client (Guilds intent only; Partials.Channel for DMs), the store, the
// table, the interaction router and graceful shutdown, started through the composition root (src/app.ts) by
// production, shards, offline mode and tests; startBot tells the start in order. Its parts are beside it: the options
// (./bot-options.ts), the settings (./start-settings.ts), a failed start's sentence and clean-up (./start-error.ts,
// ./start-closers.ts), who runs which shards (./shard-owners.ts), the reminders (./reminder-loop.ts), the sweeps
// (./outbox-sweep.ts, ./retention-sweep.ts) and /readyz (./readiness.ts). A gateway event discord.js cannot read is
// logged and dropped (guardGateway), never fatal.
import { Client, DefaultRestOptions, Events, GatewayIntentBits, Options, Partials, Routes } from 'discord.js';
import { SYSTEM_CLOCK } from '../core/clock.js';
import type { GameRegistry, RegistrySource } from '../core/registry.js';
import { localeOf } from '../core/text.js';
import { tableText } from '../table/text/index.js';
import { registerFonts } from '../render/fonts.js';
import { preloadRenderers } from '../render/lazy.js';
import { Table } from '../table/table.js';
import { describeDatabase, openStoreFromEnv, type Store } from '../store/index.js';
import { createLogger, type Logger } from '../log.js';
import type { BotOptions } from './bot-options.js';
import { registerCommands } from './register.js';
import { RenderPool } from './render-pool.js';
import { Handing } from './handing.js';
import { tokensApart } from './token-rest.js';
import { proxiedRequests } from './rest-proxy.js';
import { Router } from './router.js';
import { Links } from '../web/links.js';
import { startWeb, type WebServer } from '../web/server.js';
import { BotMetrics } from '../metrics/metrics.js';
import { observedRequests } from './watched-rest.js';
import { startMetricsServer, type MetricsServer } from '../metrics/server.js';
import { storeSources, watchedStore } from '../metrics/watch.js';
import { listenError, loginError } from './start-error.js';
import { readStartSettings, type StartSettings } from './start-settings.js';
import { StartClosers } from './start-closers.js';
import { ShardOwners } from './shard-owners.js';
import { logGatewayErrors } from './gateway-log.js';
import { readinessChecks } from './readiness.js';
import { ReminderLoop } from './reminder-loop.js';
import { OutboxSweep } from './outbox-sweep.js';
import { RetentionSweep } from './retention-sweep.js';

export type { Clock } from '../core/clock.js';
export type { BotOptions } from './bot-options.js';
export { StartError, TOKEN_REJECTED } from './start-error.js';
export { checkTokenShape, shardsFromEnv } from './start-settings.js';

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

/** The process's last line of defence (entry points only: src/main.ts, src/shard.ts): a promise rejection nobody
 * handled is logged, not fatal. */
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

/** Where the bot's registry is made, for its drawing threads; a registry that does not say is refused at the start. */
function sourceOf(games: GameRegistry): RegistrySource {
  if (!games.source) {
    throw new Error('The bot\'s game registry does not say where it is made, so its drawing threads cannot load it: make it in a module and export it, '
      + 'as `export const GAMES = new GameRegistry([...], { module: import.meta.url, exported: \'GAMES\' })` (src/games/index.ts).');
  }
  return games.source;
}


/** The discord.js client (through the REST proxy when there is one), and the REST of the interactions' tokens. */
function discordClient(opts: BotOptions, settings: StartSettings, handing: Handing, metrics: BotMetrics | null): { client: Client; tokenRest: ReturnType<typeof tokensApart> } {
  const { apiUrl, proxy, plannedShards } = settings;
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
  return { client, tokenRest };
}

export async function startBot(opts: BotOptions): Promise<Bot> {
  // Checked before anything is opened.
  const registry = opts.drawInstead ? null : sourceOf(opts.games);
  const log = opts.log ?? createLogger();
  const clock = opts.clock ?? SYSTEM_CLOCK;
  const settings = readStartSettings(opts);
  const { plannedShards, plannedCount, keepDays, web: ws } = settings;
  registerFonts(); // pictures drawn in this thread (workers register their own)
  // What is open so far: a step that fails closes it all, since nothing may keep the process alive after a failed
  // start (the client, the drawing threads, the database).
  const opened = new StartClosers();

  const ownStore = !opts.store;
  // A failure here is a StoreOpenError: one sentence naming the database and what to do.
  let store: Store = opts.store ?? openStoreFromEnv({
    ...(opts.storePath ? { path: opts.storePath, env: { ...process.env, DATABASE_URL: '' } } : {}),
    clock, synchronous: settings.synchronous, quickCheck: settings.startDamaged ? 'warn' : 'refuse', warn: (m) => log.warn(`store: ${m}`),
  });
  if (ownStore) opened.push(() => store.close());
  let gateway: Client | null = null;
  /** Who runs this process's shards, once it has taken them (below): a shard another process took is not ready here,
   * in /readyz and in heist_gateway_shard_ready (the HeistNotReady alert), though still connected. */
  let owners: ShardOwners | null = null;
  const metricsSources = storeSources(store, plannedCount, plannedShards, opts.games.kinds());
  const metrics = settings.metrics ? new BotMetrics({
    ...metricsSources,
    shards: () => {
      const taken = owners?.taken() ?? [];
      return [...(gateway?.ws.shards.values() ?? [])].map((s) => ({ id: s.id, ready: s.status === 0 && !taken.includes(s.id), pingMs: s.ping }));
    },
    now: () => clock.now(),
  }, { shard: plannedShards.join(',') }) : null;
  if (metrics) store = watchedStore(store, metrics);
  const pictures = opts.drawInstead
    ? new RenderPool(log, opts.drawInstead, null, undefined, metrics)
    : new RenderPool(log, (kind, view, lang) => opts.games.require(kind).render(view, localeOf(lang)), registry && { entry: opts.renderWorker, registry }, undefined, metrics);
  opened.push(() => pictures.close().catch(() => undefined));
  // Drawing in this thread (no drawing threads): its code loads now, not at the first picture.
  if (pictures.threads === 0 && !opts.drawInstead) {
    try {
      await preloadRenderers();
    } catch (err) {
      await opened.closeAll();
      throw err;
    }
  }
  // The web pages' links are made wherever a command is answered; the pages are served by one process (shard 0).
  let web: WebServer | null = null;
  const links = ws ? new Links(store, { secret: ws.secret, clock, base: () => ws.publicUrl ?? web?.url ?? `http://127.0.0.1:${ws.port}` }) : null;
  const table = new Table(store, opts.games, { clock, retentionDays: keepDays, warn: (msg, fields) => log.warn(msg, fields), ...(opts.seed ? { seed: opts.seed, ...(opts.lobbySeedFromId === false ? { lobbySeedFromId: false } : {}) } : {}), ...(links ? { web: links } : {}) });

  const handing = new Handing();
  const { client, tokenRest } = discordClient(opts, settings, handing, metrics);
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
  if (metrics && settings.metrics) {
    const { port, host } = settings.metrics;
    const checks = readinessChecks({
      client, store, clock, sources: metricsSources, plannedShards, loggedIn: () => loggedIn, stopping: () => stopping,
      takenByOthers: () => owners?.taken() ?? [],
    });
    try {
      metricsServer = await startMetricsServer({ port, host, metrics: () => metrics.text(), ready: checks, log });
    } catch (err) {
      await opened.closeAll();
      throw listenError(err, 'The metrics', port, host, 'METRICS');
    }
    log.info('metrics served', { url: metricsServer.url });
  }
  // From here a failed start destroys the client too (before its login it holds nothing open), after the metrics
  // server.
  opened.push(() => destroyClient(client).catch(() => undefined));
  opened.push(() => metricsServer?.close());
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
  logGatewayErrors(client, log);

  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  try {
    await client.login(opts.token);
    await ready;
  } catch (err) {
    await opened.closeAll();
    throw loginError(err, settings);
  }
  const c = client as Client<true>;
  loggedIn = true;
  // The database named: a mistyped setting in .env (DATABSE_PATH) would else leave the host wondering where the games went.
  const database = opts.store ? 'given' : opts.storePath ?? describeDatabase();
  log.info('bot ready', { user: c.user.tag, guilds: c.guilds.cache.size, shards: c.shard?.ids ?? opts.shards?.ids ?? [0], restProxy: settings.proxy, database });

  if (opts.registerCommands) {
    const guildId = typeof opts.registerCommands === 'string' ? opts.registerCommands : null;
    try {
      await registerCommands(c.rest, c.application.id, opts.commands.map((x) => x.definition), guildId);
    } catch (err) {
      // Logged in by now: the client would keep the process alive for nothing.
      await opened.closeAll();
      throw err;
    }
  }

  const shards = new ShardOwners(store, opts.shards?.ids ?? c.shard?.ids ?? [0], opts.shards?.count ?? c.shard?.count ?? 1, clock, log, opts.shardOwnersEveryMs);

  if (ws && links && shards.ids.includes(0)) {
    try {
      web = await startWeb({
        store, games: opts.games, links, port: ws.port, log, retentionDays: keepDays, ...(ws.host ? { host: ws.host } : {}), ...(ws.orAnyPort ? { orAnyPort: true } : {}),
        draw: (kind, view, lang) => pictures.draw({ kind, view, lang }),
      });
    } catch (err) {
      await opened.closeAll();
      throw listenError(err, 'The web pages', ws.port, ws.host ?? '127.0.0.1', 'WEB');
    }
    opened.push(() => web?.close());
    log.info('web pages served', { url: web.url, publicUrl: ws.publicUrl ?? null });
  } else if (ws && links && !ws.publicUrl) {
    // The pages are one process's: shard 0's runner serves them. Links made here point at PUBLIC_URL, which must be it.
    log.warn('WEB_PORT is set, but the web pages are served by the process that runs shard 0, not this one: set PUBLIC_URL here to that machine\'s address, so the links this one hands out open its pages', { publicUrl: ws.publicUrl ?? null });
  }

  // This process's shards, taken last, once nothing else can fail: a start that fails takes nothing from the bot
  // already running them.
  try {
    shards.take();
  } catch (err) {
    await opened.closeAll();
    throw err;
  }
  running = (i) => shards.runs(i.guildId);
  owners = shards;

  // A channel deleted (Discord never brings one back): its game ends and its host is told once (ledger.ts), at once,
  // with no request tried in it, rather than when something is next posted there.
  client.on(Events.ChannelDelete, (ch) => {
    const guildId = 'guildId' in ch ? ch.guildId : null;
    if (stopping || guildId === null || !shards.runs(guildId)) return;
    router.postman.outbox.noteGone(ch.id);
    let plan: ReturnType<Table['channelDeleted']> = null;
    try {
      plan = table.channelDeleted(ch.id);
    } catch (err) {
      log.warn('could not end the game of a deleted channel', { channelId: ch.id, err });
    }
    if (plan) void router.postman.post(plan).catch((err: unknown) => log.error('unhandled', { err }));
  });
  const reminders = new ReminderLoop({ store, table, postman: router.postman, metrics, log, clock, shards, stopping: () => stopping });
  reminders.start(opts.reminderEveryMs);
  const outboxSweep = new OutboxSweep({ postman: router.postman, shards, log, stopping: () => stopping });
  await outboxSweep.start(opts.outboxEveryMs);
  const retentionSweep = new RetentionSweep({ store, keepDays, clock, metrics, log, shards, stopping: () => stopping });
  retentionSweep.start(opts.retentionEveryMs);

  async function stop(): Promise<void> {
    if (stopping) return;
    stopping = true;
    reminders.stop();
    outboxSweep.stop();
    await retentionSweep.stop(); // and a sweep under way
    router.postman.outbox.close();
    await web?.close();
    await Promise.allSettled([...inFlight]);
    await destroyClient(client);
    // Nothing of its shards in hand any more (its client gone): given up, for the process planned for them to take at
    // its next check, not three minutes from now (never before the client is gone: it could answer one of theirs).
    shards.release();
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
    client: c, table, store, idle, stop,
    tickReminders: () => reminders.tick(), sweepOutbox: () => outboxSweep.sweep(), sweepRetention: () => retentionSweep.sweep(),
    sweepRest: () => { for (const rest of [c.rest, tokenRest]) rest.handlers.sweep((h) => h.inactive); },
    web: web ? { url: (web as WebServer).url } : null, metrics: metricsServer ? { url: (metricsServer as MetricsServer).url } : null,
  };
}
