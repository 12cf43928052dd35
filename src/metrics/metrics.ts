// What a host watches, in Prometheus' text format (prom-client): every metric the bot exports, in one place, and the
// calls the rest of the bot makes to move them. Each bot has its own registry (a test starts several bots in one
// process); the process's own figures (memory, event-loop lag, GC, handles) are one registry per process. Names and
// labels follow Prometheus' conventions, and no label carries a user id, a token, a game's id or anything of a seat:
// the game's kind, a command's name, a route with its ids taken out, a status code. docs/production.md says what each
// one means.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { TABLE_REFUSALS } from '../table/text/refusals.js';

/** Seconds, around Discord's 3 s for an interaction's first response. */
const ANSWER_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2, 2.5, 3, 5, 10, 30];
const DRAW_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const COMMIT_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5];

/** Discord refuses the bot's address for a while after 10,000 invalid requests in 10 minutes. */
export const INVALID_WINDOW_MS = 10 * 60_000;

/** How a game ended (heist_games_ended_total's `how`). */
export const ENDED_HOW = ['played', 'host', 'channel_gone', 'channel_refused', 'damaged', 'unbegun'] as const;

/** What an interaction is, as a label: never its custom id (it names a game). */
export type InteractionKind = 'command' | 'button' | 'select' | 'autocomplete' | 'other';

let processRegistry: Registry | null = null;

/** The process's own figures (prom-client's defaults: CPU, resident memory, heap after GC, event-loop lag, GC time,
 * open handles and file descriptors), collected once per process. */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The process's figures and `own`, as one exposition (the process's are labelled as `own` is). */
export async function exposition(own: Registry, labels: Record<string, string>): Promise<string> {
  const proc = processMetrics();
  proc.setDefaultLabels(labels);
  return (await proc.metrics()) + (await own.metrics());
}

/** Where the gauges read at scrape time come from (the bot's store and client). */
export interface Sources {
  /** Posts still to deliver on this process's shards: how many, and when the oldest was kept (bot clock, ms), but for
   * those of games whose channel refuses the bot's posts (a permission taken away: its host was told), counted apart
   * (`refused`; 0 when not read). */
  outbox(): { posts: number; oldestAt: number | null; refused?: number };
  /** Open games on this process's shards, by kind and status (every kind hosted, with 0 for none). */
  games(): { kind: string; status: 'lobby' | 'active'; count: number }[];
  /** Each gateway shard this process runs: connected (ready) or not, and its heartbeat latency (ms; -1: none yet). */
  shards(): { id: number; ready: boolean; pingMs: number }[];
  /** The bot's clock (ms). */
  now(): number;
  /** Bytes the database takes (null: not known here). */
  storeBytes?(): number | null;
  /** Why the store's writes fail now (Store.writeTrouble); null: they do not. */
  storeWriteTrouble?(): string | null;
  /** Forgets what was read for the last scrape: the next reads are fresh. */
  refresh?(): void;
  /** The games hosted: the counters by game show each at 0 from the start. */
  kinds?: readonly string[];
}

export class BotMetrics {
  readonly registry = new Registry();
  private readonly interactions: Counter<'kind' | 'command'>;
  private readonly firstResponse: Histogram<'kind'>;
  private readonly answer: Histogram<'kind'>;
  private readonly steps: Counter<'game'>;
  private readonly refusals: Counter<'reason'>;
  private readonly rest: Counter<'class' | 'route' | 'status'>;
  private readonly restSeconds: Histogram<'class'>;
  private readonly limited: Counter<'scope'>;
  private readonly reminders: Counter;
  private readonly handovers: Counter<'game' | 'how'>;
  private readonly drawQueue: Gauge;
  private readonly drawThreads: Gauge;
  private readonly drawSeconds: Histogram<'game'>;
  private readonly commitSeconds: Histogram<'backend'>;
  private readonly removed: Counter<'game'>;
  private readonly ended: Counter<'game' | 'how'>;
  /** When each interaction in hand arrived (performance.now()), until its first response. */
  private readonly arrived = new Map<string, { at: number; kind: InteractionKind }>();
  /** When each recent invalid request was answered (performance.now()), oldest first. */
  private readonly invalid: number[] = [];
  private drawing = 0;
  /** Whether the store answered this scrape's reads (its gauges keep their last reading in a scrape it did not). */
  private storeRead = true;

  constructor(private readonly sources: Sources, readonly labels: Record<string, string>) {
    const r = this.registry;
    r.setDefaultLabels(labels);
    this.interactions = new Counter({ name: 'heist_interactions_total', help: 'Interactions received, by kind (command, button, select, autocomplete, other) and command name.', labelNames: ['kind', 'command'], registers: [r] });
    this.firstResponse = new Histogram({ name: 'heist_interaction_first_response_seconds', help: 'From an interaction\'s arrival to Discord taking its first response (Discord allows 3 s).', labelNames: ['kind'], buckets: ANSWER_BUCKETS, registers: [r] });
    this.answer = new Histogram({ name: 'heist_interaction_answer_seconds', help: 'From an interaction\'s arrival to its whole answer delivered (every post of the step, pictures included).', labelNames: ['kind'], buckets: ANSWER_BUCKETS, registers: [r] });
    this.steps = new Counter({ name: 'heist_steps_total', help: 'Game steps committed (a person\'s or a bot\'s action), by game.', labelNames: ['game'], registers: [r] });
    this.refusals = new Counter({ name: 'heist_refusals_total', help: 'Commands and presses refused with a sentence (not your turn, a stale button, a malformed option...), by reason.', labelNames: ['reason'], registers: [r] });
    this.rest = new Counter({ name: 'heist_discord_requests_total', help: 'REST calls to Discord, by class (global: counted against the bot\'s 50 a second; interaction: an interaction\'s own routes), route (ids taken out) and status.', labelNames: ['class', 'route', 'status'], registers: [r] });
    this.restSeconds = new Histogram({ name: 'heist_discord_request_seconds', help: 'Time of one REST call to Discord, by class.', labelNames: ['class'], buckets: ANSWER_BUCKETS, registers: [r] });
    this.limited = new Counter({ name: 'heist_discord_rate_limited_total', help: '429 answers from Discord, by scope (user: a route\'s bucket, global: the bot\'s 50 a second, shared: a resource\'s own limit, not the bot\'s doing).', labelNames: ['scope'], registers: [r] });
    const self = this;
    // A figure read from the store: when it does not answer (the database gone) the gauge keeps its last reading, and
    // the rest of the scrape is made all the same.
    const fromStore = <T>(read: () => T): T | null => {
      if (!self.storeRead) return null;
      try {
        return read();
      } catch {
        self.storeRead = false;
        return null;
      }
    };
    new Gauge({
      name: 'heist_discord_invalid_requests_10m', help: 'Invalid requests (401, 403, 429 not shared) in the last 10 minutes: Discord refuses the bot\'s address for a while at 10,000.', registers: [r],
      collect() { this.set(self.invalidInWindow()); },
    });
    this.reminders = new Counter({ name: 'heist_reminders_sent_total', help: 'Reminders posted (and seats handed to a bot by the away-after deadline).', registers: [r] });
    this.handovers = new Counter({ name: 'heist_handovers_total', help: 'Seats handed over, by game and how: away (to a bot), back (taken back), sub (a substitute).', labelNames: ['game', 'how'], registers: [r] });
    this.drawQueue = new Gauge({ name: 'heist_drawing_queue_depth', help: 'Pictures asked for and not yet drawn.', registers: [r] });
    this.drawThreads = new Gauge({ name: 'heist_drawing_threads', help: 'Drawing threads running (0: pictures are drawn in the bot\'s own thread).', registers: [r] });
    this.drawSeconds = new Histogram({ name: 'heist_drawing_seconds', help: 'From asking for a picture to having it (its wait in the queue included), by game.', labelNames: ['game'], buckets: DRAW_BUCKETS, registers: [r] });
    this.commitSeconds = new Histogram({ name: 'heist_store_commit_seconds', help: 'Time of one commit of a game\'s change, by backend: what one press or event made, in one transaction (the log rows of its steps, the person\'s and the bots\' after it; the state when due; its posts).', labelNames: ['backend'], buckets: COMMIT_BUCKETS, registers: [r] });
    this.ended = new Counter({ name: 'heist_games_ended_total', help: 'Games ended, by game and how: played (to the end its rules give), host (ended by its host, a lobby called off), channel_gone (its channel deleted), channel_refused (its channel refused the bot for 14 days), damaged (its saved data could not be read), unbegun (a DM lobby whose start failed).', labelNames: ['game', 'how'], registers: [r] });
    this.removed = new Counter({ name: 'heist_retention_games_removed_total', help: 'Finished games removed by the retention setting (HEIST_RETENTION_DAYS), by game.', labelNames: ['game'], registers: [r] });
    // Every label set known up front is at 0 from the start (Prometheus' practice): a rate() or increase() over a series
    // that appears only at its first event misses that event, and an alert on it has nothing to read before.
    for (const game of sources.kinds ?? []) {
      this.steps.inc({ game }, 0);
      this.removed.inc({ game }, 0);
      for (const how of ['away', 'back', 'sub']) this.handovers.inc({ game, how }, 0);
      for (const how of ENDED_HOW) this.ended.inc({ game, how }, 0);
    }
    for (const reason of [...TABLE_REFUSALS, 'bots-playing']) this.refusals.inc({ reason }, 0);
    for (const scope of ['user', 'global', 'shared']) this.limited.inc({ scope }, 0);
    new Gauge({
      name: 'heist_outbox_posts', help: 'Posts kept and not yet delivered (the outbox backlog) on this process\'s shards.', registers: [r],
      collect() {
        const o = fromStore(() => sources.outbox());
        if (o) this.set(o.posts);
      },
    });
    new Gauge({
      name: 'heist_outbox_posts_channel_refused', help: 'Posts waiting for a channel that refuses the bot\'s posts (a permission taken away there; its game\'s host was told by DM), not in heist_outbox_posts.', registers: [r],
      collect() {
        const o = fromStore(() => sources.outbox());
        if (o) this.set(o.refused ?? 0);
      },
    });
    new Gauge({
      name: 'heist_outbox_oldest_post_age_seconds', help: 'How long the oldest post still to deliver has waited (0: none waits).', registers: [r],
      collect() {
        const o = fromStore(() => sources.outbox());
        if (o) this.set(o.oldestAt === null ? 0 : Math.max(0, (sources.now() - o.oldestAt) / 1000));
      },
    });
    new Gauge({
      name: 'heist_games_open', help: 'Open games on this process\'s shards, by game and status (lobby: waiting for players; active: being played).', labelNames: ['game', 'status'], registers: [r],
      collect() {
        const games = fromStore(() => sources.games());
        if (!games) return;
        this.reset();
        for (const g of games) this.set({ game: g.kind, status: g.status }, g.count);
      },
    });
    new Gauge({
      name: 'heist_gateway_shard_ready', help: 'Each gateway shard of this process: 1 connected, ready and still its own to run, 0 not (another process took it).', labelNames: ['gateway_shard'], registers: [r],
      collect() {
        this.reset();
        for (const s of sources.shards()) this.set({ gateway_shard: String(s.id) }, s.ready ? 1 : 0);
      },
    });
    new Gauge({
      name: 'heist_gateway_ping_seconds', help: 'Each gateway shard\'s last heartbeat round trip.', labelNames: ['gateway_shard'], registers: [r],
      collect() {
        this.reset();
        for (const s of sources.shards()) if (s.pingMs >= 0) this.set({ gateway_shard: String(s.id) }, s.pingMs / 1000);
      },
    });
    new Gauge({
      name: 'heist_store_size_bytes', help: 'Bytes the database takes (SQLite: the file and its write-ahead log; PostgreSQL: the database).', registers: [r],
      collect() {
        const b = fromStore(() => sources.storeBytes?.());
        if (b !== null && b !== undefined) this.set(b);
      },
    });
    // Last: whether every read of the store above answered, and its writes are not failing.
    new Gauge({
      name: 'heist_store_up', help: 'Whether the database answered this scrape\'s reads and takes the bot\'s writes (none failing for a full disk, a read-only file, an I/O error): 1 yes, 0 no (unread, its figures keep their last reading).', registers: [r],
      collect() { this.set(self.storeRead && !sources.storeWriteTrouble?.() ? 1 : 0); },
    });
  }

  // ---- interactions ---------------------------------------------------------------------------------------------------

  /** An interaction arrived (before anything else is done with it). */
  received(id: string, kind: InteractionKind, command: string): void {
    this.interactions.inc({ kind, command });
    this.arrived.set(id, { at: performance.now(), kind });
    // One that never gets a response must not be kept for ever.
    if (this.arrived.size > 10_000) this.arrived.delete(this.arrived.keys().next().value!);
  }

  /** Discord took an interaction's first response (its callback answered 2xx). */
  responded(id: string): void {
    const a = this.arrived.get(id);
    if (!a) return;
    this.arrived.delete(id);
    this.firstResponse.observe({ kind: a.kind }, (performance.now() - a.at) / 1000);
  }

  /** The interaction is handled: its whole answer delivered (or its failure told). `startedAt`: performance.now() at
   * its arrival. */
  answered(kind: InteractionKind, startedAt: number, id: string): void {
    this.answer.observe({ kind }, (performance.now() - startedAt) / 1000);
    this.arrived.delete(id);
  }

  refused(reason: string): void {
    this.refusals.inc({ reason });
  }

  // ---- the store's commits, the reminders, the pictures ----------------------------------------------------------------

  /** A commit of `game`'s steps (its log lines, as written) took `seconds`; `status`: the game's status it set. */
  committed(backend: string, game: string, actions: readonly string[], seconds: number, status?: string): void {
    this.commitSeconds.observe({ backend }, seconds);
    let steps = 0;
    for (const a of actions) {
      const over = /^#(away|back|sub)\b/.exec(a);
      if (over) this.handovers.inc({ game, how: over[1] });
      else if (a === '#end') this.ended.inc({ game, how: 'host' });
      else if (!a.startsWith('#')) steps++;
    }
    if (steps) this.steps.inc({ game }, steps);
    // The step that ended it (a later commit of a finished game, a post kept, is no ending).
    if (steps && status === 'finished') this.ended.inc({ game, how: 'played' });
  }

  reminded(): void {
    this.reminders.inc();
  }

  /** The drawing threads running now (the pool starts them as pictures need them and replaces one that stops). */
  drawingThreads(n: number): void {
    this.drawThreads.set(n);
  }

  /** A picture was asked for; the returned function is called once it is drawn (or failed). */
  drawStarted(game: string): () => void {
    const at = performance.now();
    this.drawQueue.set(++this.drawing);
    return () => {
      this.drawQueue.set(--this.drawing);
      this.drawSeconds.observe({ game }, (performance.now() - at) / 1000);
    };
  }

  /** A game was ended without a step (Store.abandon), its log line `#end <why>`. */
  abandoned(game: string, action: string): void {
    const why = /^#end (gone|refused|damaged|unbegun)$/.exec(action)?.[1];
    this.ended.inc({ game, how: why === 'gone' ? 'channel_gone' : why === 'refused' ? 'channel_refused' : why ?? 'host' });
  }

  gamesRemoved(game: string, n: number): void {
    this.removed.inc({ game }, n);
  }

  // ---- Discord's REST ----------------------------------------------------------------------------------------------

  /** One REST call answered (`status` 0: no answer, a network failure). */
  request(cls: 'global' | 'interaction', route: string, status: number, scope: string | null, seconds: number): void {
    this.rest.inc({ class: cls, route, status: status ? String(status) : 'none' });
    this.restSeconds.observe({ class: cls }, seconds);
    if (status === 429) this.limited.inc({ scope: scope ?? 'user' });
    // Discord's count: 401, 403 and 429 (a shared limit's 429 excepted).
    if (status === 401 || status === 403 || (status === 429 && scope !== 'shared')) {
      this.invalid.push(performance.now());
      this.invalidInWindow();
    }
  }

  /** Invalid requests answered in the last 10 minutes (older ones are forgotten). */
  invalidInWindow(): number {
    const from = performance.now() - INVALID_WINDOW_MS;
    let k = 0;
    while (k < this.invalid.length && this.invalid[k] < from) k++;
    if (k) this.invalid.splice(0, k);
    return this.invalid.length;
  }

  /** The whole exposition: the process's figures and the bot's, the store's read afresh. */
  text(): Promise<string> {
    this.storeRead = true;
    try {
      this.sources.refresh?.();
    } catch {
      this.storeRead = false;
    }
    return exposition(this.registry, this.labels);
  }
}
