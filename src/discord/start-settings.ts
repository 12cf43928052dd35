// The start's settings: each from startBot's options, else the environment (.env), read and checked before anything
// opens, since a mistyped one would otherwise mean its default, unsaid. A wrong one is a StartError naming it and
// what it takes. The entry points read the shards a machine runs (shardsFromEnv) and hand them to startBot.
import { flagSetting } from '../core/flags.js';
import { metricsSettings } from '../metrics/server.js';
import { retentionDays } from '../store/retention.js';
import type { BotOptions } from './bot-options.js';
import { renderPoolSize } from './render-pool.js';
import { proxyBase } from './rest-proxy.js';
import { NEW_TOKEN, StartError } from './start-error.js';

/** The web pages' settings (BotOptions.web, else WEB_PORT, PUBLIC_URL, WEB_SECRET and WEB_HOST). */
export interface WebSettings { port: number; host?: string; publicUrl?: string; secret?: string; orAnyPort?: boolean }

/** What startBot needs to know before it opens anything. */
export interface StartSettings {
  /** The REST base: the option, else DISCORD_API_URL (the local stand-in); undefined: Discord's. */
  apiUrl: string | undefined;
  /** The REST proxy as given (named in the sentences about it), and its base; null: straight to Discord. */
  proxyGiven: string | undefined;
  proxy: string | null;
  /** For a store opened here: DATABASE_SYNCHRONOUS, and whether to start on a damaged file (HEIST_START_DAMAGED). */
  synchronous: 'full' | 'normal';
  startDamaged: boolean;
  /** The shards this process will run, known before login. */
  plannedShards: number[];
  plannedCount: number;
  /** Where the metrics are served (null: none). */
  metrics: { port: number; host: string } | null;
  /** Finished games are removed this many days after they ended (null: kept for ever). */
  keepDays: number | null;
  /** The web pages (null: none). */
  web: WebSettings | null;
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

/** Refuses a token that cannot be one before anything is opened. Discord's tokens are three dot-separated parts;
 * elsewhere (the stand-in, DISCORD_API_URL) any word of letters, digits, '.', '-' and '_' will do. */
export function checkTokenShape(token: string, onDiscord: boolean): void {
  const word = /^[A-Za-z0-9._-]+$/.test(token);
  if (word && (!onDiscord || /^[\w-]{10,}\.[\w-]{4,}\.[\w-]{10,}$/.test(token))) return;
  throw new StartError(`DISCORD_TOKEN does not look like a bot token (${token.length} characters; it must be the token alone, `
    + `without "Bot " in front, quotes or spaces${onDiscord ? ', three parts separated by dots' : ''}). ${NEW_TOKEN}`);
}

/** The start's settings, in the order they are checked: the first wrong one is the one said. */
export function readStartSettings(opts: BotOptions): StartSettings {
  // DISCORD_API_URL points a shard process at the local stand-in (tests of sharding); unset on Discord.
  const apiUrl = (opts.apiUrl ?? process.env.DISCORD_API_URL)?.trim() || undefined;
  // An address of Discord's API (the stand-in's in tests): one without its scheme or its /api failed the login later
  // with a stack.
  if (apiUrl !== undefined && !/^https?:\/\/[^/\s]+(\/\S*)?\/api\/?$/i.test(apiUrl)) {
    throw new StartError(`DISCORD_API_URL must be the address of Discord's API, like https://discord.com/api (it is "${apiUrl}"): fix it in .env, or remove it for Discord's own.`);
  }
  checkTokenShape(opts.token, !apiUrl);
  const proxyGiven = opts.restProxy ?? process.env.DISCORD_REST_PROXY?.trim();
  const proxy = proxyGiven ? proxyBase(proxyGiven) : null;
  if (proxyGiven && !proxy) {
    throw new StartError(`DISCORD_REST_PROXY must be the REST proxy's address, like http://10.0.0.5:8080 (it is "${proxyGiven}"): fix it in .env, or remove it to call Discord directly.`);
  }
  const syncGiven = process.env.DATABASE_SYNCHRONOUS?.trim().toLowerCase() ?? '';
  if (syncGiven !== '' && syncGiven !== 'full' && syncGiven !== 'normal') {
    throw new StartError(`DATABASE_SYNCHRONOUS must be "full" (survive a power cut: one fsync per commit) or "normal" (the default: survive a crash of the bot); it is "${process.env.DATABASE_SYNCHRONOUS}".`);
  }
  // DATABASE_SYNCHRONOUS=full: also survive a power cut, one fsync per commit (docs/durability.md).
  const synchronous = syncGiven === 'full' ? 'full' : 'normal';
  try {
    renderPoolSize();
  } catch (err) {
    throw new StartError((err as Error).message);
  }
  // Read only for a store opened here (a SettingError when it is neither on nor off).
  const startDamaged = !opts.store && (opts.startDamaged ?? flagSetting('HEIST_START_DAMAGED'));
  // The shards this process will run, known before login: the option, the sharding manager's (SHARDS), else shard 0.
  const managed = process.env.SHARDING_MANAGER === 'true' && process.env.SHARDS !== undefined;
  const plannedShards = opts.shards?.ids ?? (managed ? ([] as number[]).concat(JSON.parse(process.env.SHARDS!) as number | number[]) : [0]);
  const plannedCount = opts.shards?.count ?? (managed ? Number(process.env.SHARD_COUNT) || 1 : 1);
  let metrics: StartSettings['metrics'];
  let keepDays: number | null;
  try {
    metrics = metricsSettings(opts.metrics, process.env, managed ? plannedShards[0] : 0);
    keepDays = opts.retentionDays !== undefined ? opts.retentionDays : retentionDays(process.env);
  } catch (err) {
    throw new StartError((err as Error).message);
  }
  const web = webSettings(opts);
  // One port for two servers: the second found it taken, blamed on "another program", after the login.
  if (web && metrics && web.port !== 0 && web.port === metrics.port) {
    throw new StartError(`WEB_PORT and METRICS_PORT are both ${web.port}: the web pages and the metrics each need a port of their own; set one of them to another in .env.`);
  }
  return { apiUrl, proxyGiven, proxy, synchronous, startDamaged, plannedShards, plannedCount, metrics, keepDays, web };
}

/** The web pages' settings: the bot's options, else WEB_PORT, PUBLIC_URL, WEB_SECRET and WEB_HOST; null: none. */
function webSettings(opts: BotOptions): WebSettings | null {
  if (opts.web === false) return null;
  const env = process.env;
  // Set but blank is unset; digits only (a hexadecimal or spaced value was read as another port, or any free one).
  const text = env.WEB_PORT?.trim();
  const given = opts.web ?? (text ? { port: /^\d+$/.test(text) ? Number(text) : NaN } : null);
  if (!given) return null;
  if (!Number.isInteger(given.port) || given.port < 0 || given.port > 65535) {
    throw new StartError(`WEB_PORT must be a port number from 1 to 65535, or 0 for any free one (it is "${env.WEB_PORT ?? given.port}"): fix it in .env, or remove it to serve no web pages.`);
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
