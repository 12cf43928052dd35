// Discord's rate limits, held as data with the page each value comes from, and the limiter rest.ts runs every request
// through: the temporary refusal of an address past the invalid-request limit, the global limit (interaction endpoints
// exempt), per-route buckets keyed by their top-level resource, Discord's X-RateLimit-* headers and 429 bodies.
// See docs/standin.md ("Rate limits and faults").
import { createHash } from 'node:crypto';

const RATE_LIMITS_PAGE = 'https://discord.com/developers/docs/topics/rate-limits';

/** One per-route limit: `limit` requests per `windowMs` for each top-level resource (its major parameter). */
export interface BucketRule {
  /** The routes it covers: `METHOD pattern` as rest.ts spells them (':' segments are parameters). */
  routes: string[];
  limit: number;
  windowMs: number;
  /** Where the values come from. */
  source: string;
}

/** The per-route limits the stand-in knows, by name. Routes of the bot without a rule here get `default`. */
export const BUCKETS: Record<string, BucketRule> = {
  // 5 per 5 s per channel: the headers Discord sends on this route (X-RateLimit-Limit: 5, Reset-After: 5).
  createMessage: {
    routes: ['POST channels/:/messages'], limit: 5, windowMs: 5000,
    source: 'https://github.com/discord/discord-api-docs/issues/2761 (POST/PATCH channel messages "5/5"); https://github.com/alexemanuelol/rustplusplus/issues/475 (discord.js: "Limit: 5, Route: /channels/:id/messages")',
  },
  // Edits count apart from creates (Discord keeps another counter, issue 8073; it even sends the same bucket id, which
  // the stand-in does not copy: discord.js would then mix the two counters and overrun one).
  editMessage: {
    routes: ['PATCH channels/:/messages/:'], limit: 5, windowMs: 5000,
    source: 'https://github.com/discord/discord-api-docs/issues/8073 (create and edit: separate counters of 5); issue 2761 (5/5)',
  },
  deleteMessage: {
    routes: ['DELETE channels/:/messages/:'], limit: 5, windowMs: 5000,
    source: 'https://github.com/discord/discord-api-docs/issues/2761 (delete of a new message answers with the 5/5 message bucket)',
  },
  // Interaction webhooks (follow-ups, @original and follow-up edits): 5 per 2 s per interaction token, "identical to
  // webhook rate limits"; keyed by webhook id + token, so each interaction has its own.
  interactionWebhook: {
    routes: ['POST webhooks/:/:', 'GET webhooks/:/:/messages/:', 'PATCH webhooks/:/:/messages/:', 'DELETE webhooks/:/:/messages/:'],
    limit: 5, windowMs: 2000,
    source: 'https://github.com/discord/discord-api-docs/issues/2701 ("5/2s per interaction"; Discord: identical to webhook rate limits)',
  },
  // Discord documents no figure for the other routes the bot uses (opening a DM, reading a channel or message,
  // registering commands): the stand-in gives each route and resource 50 per second, so only the global limit binds.
  default: {
    routes: [], limit: 50, windowMs: 1000,
    source: `${RATE_LIMITS_PAGE} (per-route limits exist "for many individual endpoints"; no figure given: the stand-in's choice)`,
  },
};

export interface LimitSettings {
  /** Requests per second per bot token outside interaction endpoints (Discord: 50, ${RATE_LIMITS_PAGE}#global-rate-limit). */
  globalPerSecond: number;
  /** Invalid requests (401, 403, 429 not of scope shared) before the address is refused (Discord: 10,000). */
  invalidLimit: number;
  /** The window they are counted in (Discord: 10 minutes). */
  invalidWindowMs: number;
  /** How long the address is then refused (Discord: "temporarily"; about an hour is what bots report). */
  banMs: number;
  /** Per-route rules by name (BUCKETS); a partial rule overrides that rule's values. */
  buckets: Record<string, Partial<BucketRule>>;
  /** Gateway (GATEWAY_PAGE, "Rate Limiting", "Identifying", "Sharding"): one IDENTIFY per `identifyWindowMs` (5 s) per
   * rate-limit key, `shard_id % maxConcurrency` (Discord: max_concurrency 1 for bots under 150,000 servers), else op 9
   * Invalid Session. */
  maxConcurrency: number;
  identifyWindowMs: number;
  /** Session starts (IDENTIFYs that start a session, RESUMEs not counted): `sessionStarts` (1000) per
   * `sessionStartWindowMs` (24 h from the first); past them "all active sessions for the app will be terminated, the bot
   * token will be reset". */
  sessionStarts: number;
  sessionStartWindowMs: number;
  /** Events a connection may send: `gatewayEvents` (120) per `gatewayEventsWindowMs` (60 s), past which it is closed with
   * 4008 Rate limited. */
  gatewayEvents: number;
  gatewayEventsWindowMs: number;
  /** The limiter's clock (ms since the epoch; default Date.now): a test may freeze it to put requests in one window. */
  now?: () => number;
}

export const DEFAULT_LIMITS: LimitSettings = {
  globalPerSecond: 50,
  invalidLimit: 10_000,
  invalidWindowMs: 10 * 60_000,
  banMs: 60 * 60_000,
  buckets: {},
  maxConcurrency: 1,
  identifyWindowMs: 5000,
  sessionStarts: 1000,
  sessionStartWindowMs: 24 * 60 * 60_000,
  gatewayEvents: 120,
  gatewayEventsWindowMs: 60_000,
};

/** Where the gateway's limits come from. */
export const GATEWAY_PAGE = 'https://discord.com/developers/docs/events/gateway';

/** What the gateway does with an IDENTIFY (Limiter.identify). */
export type IdentifyVerdict = 'ok' | 'too-soon' | 'exhausted';

/** `startStandin({ limits })`: absent or true: Discord's values; false: no limit at all; an object: Discord's values
 * with these changed. */
export type LimitsOption = boolean | Partial<LimitSettings>;

export type Scope = 'user' | 'global' | 'shared';

/** A 429 the stand-in answered. */
export interface RateLimitHit {
  method: string; path: string; route: string; scope: Scope; global: boolean;
  /** The refusal of a banned address (past the invalid-request limit), not a limit of Discord's API. */
  ban: boolean;
  bucket: string | null; retryAfter: number; at: number;
}
/** A request counted against the invalid-request limit (401, 403, 429 not shared). */
export interface InvalidRequest { method: string; path: string; route: string; status: number; at: number }
/** One request the stand-in answered, for "calls per step" figures. */
export interface Call {
  method: string; path: string;
  /** `METHOD pattern`, e.g. `POST channels/:/messages` (`?` when no route matched). */
  route: string;
  /** The X-RateLimit-Bucket it was counted in (null: none). */
  bucket: string | null;
  /** Counted against the global limit (false: interaction endpoints and requests without the bot token). */
  globalLimited: boolean;
  /** An interaction endpoint: the callback or a webhook route its token opens. */
  interaction: boolean;
  status: number; at: number;
}

/** What the limiter decided for a request: headers to send with the answer, or a refusal. */
export interface Verdict {
  headers: Record<string, string>;
  refusal?: { status: number; body: unknown; scope: Scope | 'ban' };
  bucket: string | null;
  globalLimited: boolean;
  interaction: boolean;
}

/** A route's identity for the limiter: its pattern and the parameters in it; `oldMessage`: an edit of a channel
 * message more than an hour old (bound by OLD_MESSAGE_EDITS too). */
export interface RouteInfo { method: string; pattern: string; params: string[]; authorized: boolean; oldMessage?: boolean }

/** Edits of messages older than an hour: 3 per 6 s per channel, past which Discord answers 429 with code 30046. */
export const OLD_MESSAGE_EDITS = {
  limit: 3, windowMs: 6000, ageMs: 60 * 60_000,
  source: 'https://github.com/discord-userdoccers/discord-userdoccers pages/resources/message.mdx ("Messages older than 1 hour may only be edited 3 times per 6-second window per channel"); code 30046 on https://discord.com/developers/docs/topics/opcodes-and-status-codes',
};

/** The callback and the webhook routes an interaction token opens are not bound by the global limit. */
export function isInteractionEndpoint(pattern: string): boolean {
  return pattern === 'interactions/:/:/callback' || pattern.startsWith('webhooks/:/:');
}

/** The top-level resource (major parameter) of a route: channel, guild, or webhook id + token. */
function majorOf(pattern: string, params: string[]): string {
  if (pattern.startsWith('webhooks/')) return `${params[0]}/${params[1]}`;
  if (pattern.startsWith('channels/') || pattern.startsWith('guilds/')) return params[0];
  return '';
}

const bucketId = (name: string) => createHash('sha1').update(`standin-bucket:${name}`).digest('hex').slice(0, 32);

export class Limiter {
  readonly settings: LimitSettings;
  private readonly rules = new Map<string, { name: string; rule: BucketRule; id: string }>();
  private readonly defaultRule: BucketRule;
  private readonly windows = new Map<string, { resetAt: number; remaining: number }>();
  private global = { resetAt: 0, count: 0 };
  private invalid = { resetAt: 0, count: 0 };
  /** Until when (ms since epoch) the address is refused. */
  bannedUntil = 0;
  /** The last accepted IDENTIFY per rate-limit key (shard_id % max_concurrency). */
  private readonly identified = new Map<number, number>();
  /** Session starts counted in the current window (from the first one, `sessionStartWindowMs` long). */
  private starts = { resetAt: 0, used: 0 };

  constructor(settings: Partial<LimitSettings>) {
    this.settings = { ...DEFAULT_LIMITS, ...settings, buckets: settings.buckets ?? {} };
    for (const [name, base] of Object.entries(BUCKETS)) {
      const rule = { ...base, ...this.settings.buckets[name] };
      if (name === 'default') continue;
      for (const r of rule.routes) this.rules.set(r, { name, rule, id: bucketId(name) });
    }
    this.defaultRule = { ...BUCKETS.default, ...this.settings.buckets.default };
  }

  /** The refusal of a banned address (Cloudflare's: 429, a text body, Retry-After), before anything else. */
  banned(now = this.now()): Verdict | null {
    if (now >= this.bannedUntil) return null;
    const after = (this.bannedUntil - now) / 1000;
    return { headers: { 'retry-after': String(Math.ceil(after)) }, bucket: null, globalLimited: false, interaction: false, refusal: { status: 429, scope: 'ban', body: 'error code: 1015' } };
  }

  /** Called when a request arrives (route known, token checked): counts it, or refuses it. */
  check(r: RouteInfo, now = this.now()): Verdict {
    const interaction = isInteractionEndpoint(r.pattern);
    // Requests without the bot token are limited by address; all of the stand-in's come from one.
    const globalLimited = !interaction;
    const base: Verdict = { headers: {}, bucket: null, globalLimited, interaction };
    // The callback has no per-route bucket (discord.js sends it on its own path, without waiting on one).
    const key = `${r.method} ${r.pattern}`;
    const known = this.rules.get(key);
    const named = r.pattern === 'interactions/:/:/callback' ? undefined : known ?? { name: `default:${key}`, rule: this.defaultRule, id: bucketId(`default:${key}`) };
    if (globalLimited) {
      if (now >= this.global.resetAt) this.global = { resetAt: now + 1000, count: 0 };
      if (this.global.count >= this.settings.globalPerSecond) {
        const after = (this.global.resetAt - now) / 1000;
        return {
          ...base, bucket: named?.id ?? null,
          headers: { 'retry-after': String(Math.ceil(after)), 'x-ratelimit-global': 'true', 'x-ratelimit-scope': 'global' },
          refusal: { status: 429, scope: 'global', body: { message: 'You are being rate limited.', retry_after: round(after), global: true } },
        };
      }
      this.global.count++;
    }
    if (!named) return base;
    const wkey = `${named.id}:${majorOf(r.pattern, r.params)}`;
    let w = this.windows.get(wkey);
    if (!w || now >= w.resetAt) {
      w = { resetAt: now + named.rule.windowMs, remaining: named.rule.limit };
      this.windows.set(wkey, w);
      if (this.windows.size > 10_000) this.sweep(now);
    }
    const after = (w.resetAt - now) / 1000;
    const headers: Record<string, string> = {
      'x-ratelimit-limit': String(named.rule.limit),
      'x-ratelimit-remaining': String(Math.max(0, w.remaining - 1)),
      'x-ratelimit-reset': (w.resetAt / 1000).toFixed(3),
      'x-ratelimit-reset-after': round(after).toFixed(3),
      'x-ratelimit-bucket': named.id,
    };
    if (w.remaining <= 0) {
      headers['x-ratelimit-remaining'] = '0';
      headers['x-ratelimit-scope'] = 'user';
      headers['retry-after'] = String(Math.ceil(after));
      return { ...base, bucket: named.id, headers, refusal: { status: 429, scope: 'user', body: { message: 'You are being rate limited.', retry_after: round(after), global: false } } };
    }
    if (r.oldMessage) {
      // Its own count, per channel, beside the route's: spent only by an edit the route's bucket let through.
      const okey = `old-message-edit:${majorOf(r.pattern, r.params)}`;
      let o = this.windows.get(okey);
      if (!o || now >= o.resetAt) {
        o = { resetAt: now + OLD_MESSAGE_EDITS.windowMs, remaining: OLD_MESSAGE_EDITS.limit };
        this.windows.set(okey, o);
      }
      if (o.remaining <= 0) {
        const wait = (o.resetAt - now) / 1000;
        return {
          ...base, bucket: named.id, headers: { ...headers, 'retry-after': String(Math.ceil(wait)), 'x-ratelimit-scope': 'user' },
          refusal: { status: 429, scope: 'user', body: { message: 'Maximum number of edits to messages older than 1 hour reached. Try again later.', code: 30046, retry_after: round(wait), global: false } },
        };
      }
      o.remaining--;
    }
    w.remaining--;
    return { ...base, bucket: named.id, headers };
  }

  /** Counts an answer against the invalid-request limit when it is one (401, 403, 429 not shared); true if counted. */
  countInvalid(status: number, scope: Scope | 'ban' | undefined, now = this.now()): boolean {
    if (!(status === 401 || status === 403 || (status === 429 && scope !== 'shared' && scope !== 'ban'))) return false;
    if (now >= this.invalid.resetAt) this.invalid = { resetAt: now + this.settings.invalidWindowMs, count: 0 };
    this.invalid.count++;
    if (this.invalid.count >= this.settings.invalidLimit) {
      this.bannedUntil = now + this.settings.banMs;
      this.invalid = { resetAt: 0, count: 0 };
    }
    return true;
  }

  /** An IDENTIFY of this shard: 'too-soon' within `identifyWindowMs` of the last accepted one of its rate-limit key (op 9),
   * 'exhausted' with no session start left (the token is reset), otherwise 'ok', counted. */
  identify(shardId: number, now = this.now()): IdentifyVerdict {
    const key = shardId % Math.max(1, this.settings.maxConcurrency);
    const last = this.identified.get(key);
    if (last !== undefined && now - last < this.settings.identifyWindowMs) return 'too-soon';
    if (now >= this.starts.resetAt) this.starts = { resetAt: 0, used: 0 };
    if (this.starts.used >= this.settings.sessionStarts) return 'exhausted';
    if (this.starts.used === 0) this.starts.resetAt = now + this.settings.sessionStartWindowMs;
    this.starts.used++;
    this.identified.set(key, now);
    return 'ok';
  }

  /** `session_start_limit` of `GET /gateway/bot`: `reset_after`, the ms until the window of the first counted start ends
   * (0 when none is counted). */
  sessionStartLimit(now = this.now()): { total: number; remaining: number; reset_after: number; max_concurrency: number } {
    const used = now >= this.starts.resetAt ? 0 : this.starts.used;
    return {
      total: this.settings.sessionStarts, remaining: Math.max(0, this.settings.sessionStarts - used),
      reset_after: used ? this.starts.resetAt - now : 0, max_concurrency: this.settings.maxConcurrency,
    };
  }

  /** Invalid requests counted in the current window. */
  get invalidCount(): number { return this.now() < this.invalid.resetAt ? this.invalid.count : 0; }

  now(): number { return this.settings.now ? this.settings.now() : Date.now(); }

  private sweep(now: number): void {
    for (const [k, w] of this.windows) if (now >= w.resetAt) this.windows.delete(k);
  }
}

/** Seconds with millisecond precision, as Discord writes them. */
const round = (s: number) => Math.max(0, Math.round(s * 1000) / 1000);
