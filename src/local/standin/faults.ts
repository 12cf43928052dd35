// Failures a test asks for (`standin.faults`): 5xx storms, requests that hang, shared 429s, closed DMs, messages and
// channels deleted by moderators, interaction tokens expired. rest.ts asks `before(...)` for every request; the
// moderator actions change the data at once. See docs/standin.md ("Rate limits and faults").

/** What the faults change in the stand-in's data (StandinState, which holds the faults: it is not imported here, so the
 * two do not import each other). */
export interface FaultTarget {
  users: ReadonlyMap<string, unknown>;
  messages: ReadonlyMap<string, unknown>;
  interactions: ReadonlyMap<string, { expired: boolean; tokenExpired?: boolean }>;
  closedDms: Set<string>;
  gatewayDown: boolean;
  dropGateway(): void;
  deleteMessage(messageId: string): void;
  deleteChannel(channelId: string): void;
}

export interface FaultMatch {
  /** Only requests with this method (absent: any). */
  method?: string;
  /** Only requests whose path (`/api/v10/channels/…`) matches (absent: every route). */
  path?: RegExp;
}

export interface FaultHandle {
  /** Requests this fault has answered (or held) so far. */
  readonly hits: number;
  /** Ends the fault now. */
  cancel(): void;
}

interface Rule extends FaultMatch {
  kind: 'status' | 'hang' | 'shared';
  status?: number;
  /** Requests left (Infinity: until `until` or cancel). */
  left: number;
  until: number;
  delayMs?: number;
  phase?: 'before' | 'after';
  retryAfterMs?: number;
  hits: number;
  reached?: () => void;
}

/** What rest.ts must do with a request before handling it. */
export type FaultAction =
  | { kind: 'status'; status: number }
  | { kind: 'shared'; retryAfterMs: number }
  | { kind: 'hang'; phase: 'before' | 'after'; delayMs?: number };

const STATUS_TEXT: Record<number, string> = { 500: '500: Internal Server Error', 502: '502: Bad Gateway', 503: '503: Service Unavailable', 504: '504: Gateway Timeout' };

export class Faults {
  private rules: Rule[] = [];

  constructor(private readonly state: FaultTarget) {}

  /** Matching requests (every route without `path`) are answered `status` (500, 502, 503 or 504; default 503),
   * for the next `count` of them, or for `forMs` milliseconds, or until cancelled (neither given). Nothing is done. */
  serverError(opts: FaultMatch & { status?: 500 | 502 | 503 | 504; count?: number; forMs?: number } = {}): FaultHandle {
    return this.add({ ...opts, kind: 'status', status: opts.status ?? 503 }, opts.count, opts.forMs);
  }

  /** The next `count` (default 1) matching requests hang. `phase: 'after'` (default): the request takes effect, but
   * its answer comes only after `delayMs` (never, without it: the client's own timeout ends it), as when Discord did
   * the work and the answer was lost. `phase: 'before'`: the request waits `delayMs` before it is handled at all (never
   * handled, without it). `reached` resolves when the first one arrives. */
  hang(opts: FaultMatch & { count?: number; delayMs?: number; phase?: 'before' | 'after' } = {}): FaultHandle & { reached: Promise<void> } {
    let reached!: () => void;
    const arrived = new Promise<void>((r) => { reached = r; });
    const h = this.add({ ...opts, kind: 'hang', phase: opts.phase ?? 'after', reached }, opts.count ?? 1, undefined);
    return Object.assign(h, { reached: arrived });
  }

  /** The next `count` (default 1) matching requests get a 429 of scope `shared` (a per-resource limit, which is not
   * the bot's doing and does not count as invalid), with `retry_after` `retryAfterMs` (default 1000). */
  sharedLimit(opts: FaultMatch & { count?: number; retryAfterMs?: number } = {}): FaultHandle {
    return this.add({ ...opts, kind: 'shared', retryAfterMs: opts.retryAfterMs ?? 1000 }, opts.count ?? 1, undefined);
  }

  /** The user closed their DMs: messages the bot sends in their DM channel get 403 50007 "Cannot send messages to
   * this user"; opening the DM channel still works, as on Discord. */
  closeDms(userId: string): void {
    if (!this.state.users.has(userId)) throw new Error(`No user ${userId}.`);
    this.state.closedDms.add(userId);
  }

  openDms(userId: string): void {
    this.state.closedDms.delete(userId);
  }

  /** Discord's gateway goes away: every open connection is cut and new ones are refused (HTTP 503 on the upgrade)
   * until `restore()`; the sessions are kept, so a client that comes back resumes and gets what it missed. REST is not
   * affected. */
  gatewayDown(): { restore(): void } {
    this.state.gatewayDown = true;
    this.state.dropGateway();
    return { restore: () => { this.state.gatewayDown = false; } };
  }

  /** A moderator deletes a message (MESSAGE_DELETE goes out): later reads and edits get 404 10008 Unknown Message. */
  deleteMessage(messageId: string): void {
    if (!this.state.messages.has(messageId)) throw new Error(`No message ${messageId}.`);
    this.state.deleteMessage(messageId);
  }

  /** A moderator deletes a server channel (CHANNEL_DELETE goes out): every route naming it, and the callbacks and
   * webhook routes of interactions made in it, get 404 10003 Unknown Channel. */
  deleteChannel(channelId: string): void {
    this.state.deleteChannel(channelId);
  }

  /** The interaction's token expires now: its callback gets 404 10062 Unknown interaction, its webhook routes
   * (follow-ups, @original) 401 50027 Invalid Webhook Token, as after Discord's 3 s and 15 min. */
  expireInteraction(interactionId: string): void {
    const rec = this.state.interactions.get(interactionId);
    if (!rec) throw new Error(`No live interaction ${interactionId}.`);
    rec.expired = true;
    rec.tokenExpired = true;
  }

  /** Ends every fault (storms, hangs, shared limits, a gateway down) and opens every DM. */
  clear(): void {
    this.rules = [];
    this.state.closedDms.clear();
    this.state.gatewayDown = false;
  }

  /** rest.ts: the fault that applies to this request, if any (one request uses up one of a fault's count). */
  before(method: string, path: string, now = Date.now()): FaultAction | null {
    this.rules = this.rules.filter((r) => r.left > 0 && now < r.until);
    const r = this.rules.find((x) => (!x.method || x.method === method) && (!x.path || x.path.test(path)));
    if (!r) return null;
    r.left--;
    r.hits++;
    if (r.kind === 'status') return { kind: 'status', status: r.status! };
    if (r.kind === 'shared') return { kind: 'shared', retryAfterMs: r.retryAfterMs! };
    r.reached?.();
    return { kind: 'hang', phase: r.phase!, delayMs: r.delayMs };
  }

  private add(r: Omit<Rule, 'left' | 'until' | 'hits'>, count: number | undefined, forMs: number | undefined): FaultHandle {
    const rule: Rule = {
      ...r, hits: 0,
      left: count ?? Infinity,
      until: forMs !== undefined ? Date.now() + forMs : Infinity,
    };
    this.rules.push(rule);
    return {
      get hits() { return rule.hits; },
      cancel: () => { rule.left = 0; },
    };
  }
}

export function statusText(status: number): string {
  return STATUS_TEXT[status] ?? `${status}: Server Error`;
}
