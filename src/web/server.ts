// The web server inside the bot (node:http): every page under /w/<token>/ (links.ts) is made for the link's seat
// from the posts the table kept and that seat's views (model.ts, html.ts). Pictures are drawn on demand through the
// bot's drawing threads and cached by what they show. Live pages hear of a move by server-sent events: the server
// looks at the watched games a few times a second (the store may be written by another process: a shard).
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AnyGame } from '../core/module.js';
import type { GameRegistry } from '../core/registry.js';
import { localeOf } from '../core/text.js';
import { SPECTATOR, type Locale } from '../core/types.js';
import type { Logger } from '../log.js';
import type { Store, StoredGame } from '../store/types.js';
import type { GameRecord, Stored } from '../table/persist.js';
import { seatLang } from '../table/posts.js';
import { wasSent } from '../table/seat-export.js';
import { FIRST_KIND } from '../table/store-repo.js';
import { CSP, livePage, liveMain, plainPage, replayPage, revealPart, served, type Source } from './html.js';
import { rulesPage } from './rules.js';
import type { Claim, Links, Refusal } from './links.js';
import { live, mayDraw, pictureLang, reading, replayOf, revealAt, type PictureJob, type Reading } from './model.js';
import { tw } from './text.js';
import { Timeline } from './timeline.js';
import { removalAt } from '../store/retention.js';

export type Draw = (kind: string, view: unknown, lang: Locale) => Promise<Buffer>;

export interface WebOptions {
  store: Store;
  games: GameRegistry;
  links: Links;
  draw: Draw;
  /** 0: any free port. */
  port: number;
  /** Should `port` be taken (another table on this machine), listen on any free port instead (offline play). */
  orAnyPort?: boolean;
  /** Default 127.0.0.1 (WEB_HOST): put a reverse proxy in front, or 0.0.0.0 to listen on every address. */
  host?: string;
  log: Logger;
  /** How often watched games are looked at for a change (default 250 ms). */
  pollMs?: number;
  /** Live-update streams kept open per game and seat, whatever link opened them (default 4: its person's tabs and
   * devices; the oldest is closed for a new one), per game for its spectators (default 16), per address (default 8, the
   * oldest of that address closed), and in all (default 1000: a new one is refused). A person minting links, or a
   * member minting spectator links, can only close their own streams, never another seat's. */
  streamsPerSeat?: number;
  streamsPerSpectators?: number;
  streamsPerAddress?: number;
  streamsInAll?: number;
  /** The retention setting (HEIST_RETENTION_DAYS): the replay says when a game's record goes. */
  retentionDays?: number | null;
}

export interface WebServer {
  /** The server's own address, e.g. http://127.0.0.1:8790 */
  url: string;
  port: number;
  close(): Promise<void>;
}

const PICTURE_CACHE_BYTES = 64 * 1024 * 1024;
const TIMELINES = 16;
const STREAMS_PER_SEAT = 4;
const STREAMS_PER_SPECTATORS = 16;
const STREAMS_PER_ADDRESS = 8;
const STREAMS_IN_ALL = 1000;

class HttpError extends Error {
  constructor(readonly status: number, readonly key: string) {
    super(key);
  }
}

/** A link read and checked, and the game as it reads it. */
interface Opened { token: string; claim: Claim; r: Reading }

/** A live page listening for changes: its game and seat (the link's), and the address it came from. */
interface Watcher { gameId: number; seat: number; address: string; token: string; res: ServerResponse; lang: Locale }

export async function startWeb(o: WebOptions): Promise<WebServer> {
  const { store, games, links, log } = o;
  const pictures = new PictureCache(o.draw);
  /** Each game's timeline, grown as the game goes on; one growth at a time per game. */
  const timelines = new Map<number, { tl: Timeline; growing: Promise<void> }>();
  const watchers = new Set<Watcher>();
  const marks = new Map<number, string>();
  const perSeat = Math.max(1, o.streamsPerSeat ?? STREAMS_PER_SEAT);
  const perSpectators = Math.max(1, o.streamsPerSpectators ?? STREAMS_PER_SPECTATORS);
  const perAddress = Math.max(1, o.streamsPerAddress ?? STREAMS_PER_ADDRESS);
  const inAll = Math.max(1, o.streamsInAll ?? STREAMS_IN_ALL);

  const gameOf = (g: StoredGame): AnyGame => games.require((g.state as { kind?: string } | null)?.kind ?? g.kind ?? FIRST_KIND);

  /** The link's game, or why it is refused. */
  /** A link opened: its reading, or why it does not work, in its reader's language where the link (signed by the
   * bot) names a seat of a game still kept, else `fallback` (the browser's). */
  function open(token: string, fallback: Locale = 'en'): Opened | { why: Refusal; lang: Locale } {
    const read = links.read(token);
    if (!read.ok && !read.claim) return { why: read.why, lang: fallback };
    const claim = read.claim!;
    let g: StoredGame | null;
    try {
      g = store.game(claim.gameId);
    } catch {
      return { why: 'gone', lang: fallback };
    }
    const state = g?.state as (Stored & { seats?: ({ away?: { by?: string } } | null)[] }) | null;
    // A game no longer kept is said so, whether or not the link has expired since: a new link would not show it either.
    if (!g || !state || !Array.isArray(state.seats) || state.engine === null || state.engine === undefined) return { why: 'gone', lang: fallback };
    const lang = claim.seat === SPECTATOR || !state.seats[claim.seat] ? localeOf(state.lang) : seatLang({ data: state } as GameRecord, claim.seat);
    if (!read.ok) return { why: read.why, lang };
    // A seat left with /heist leave is the bot's to the end: what it is told from then on is no one's to read.
    const left = state.seats.flatMap((s, k) => (s?.away?.by === 'leave' ? [k] : []));
    const why = links.check(claim, { status: g.status === 'abandoned' ? 'ended' : g.status, seats: state.seats.length, left });
    if (why) return { why, lang };
    return { token, claim, r: reading(gameOf(g), g, claim.seat) };
  }

  async function timelineOf(r: Reading): Promise<Timeline> {
    let kept = timelines.get(r.g.id);
    if (!kept) kept = { tl: new Timeline(r.game, r.stored.setup), growing: Promise.resolve() };
    timelines.delete(r.g.id);
    timelines.set(r.g.id, kept);
    while (timelines.size > TIMELINES) timelines.delete(timelines.keys().next().value!);
    const k = kept;
    // The log is read after the game (open()): it holds at least every step of the version read.
    k.growing = k.growing.then(() => k.tl.grow(store.log(r.g.id, { includeUndone: true }), r.g.version));
    await k.growing;
    return k.tl;
  }

  async function stateAt(r: Reading, version: number): Promise<unknown> {
    return version === r.g.version ? r.stored.engine : (await timelineOf(r)).at(version);
  }

  async function picture(r: Reading, job: PictureJob): Promise<Buffer> {
    if (!mayDraw(r, job.viewer)) throw new HttpError(403, 'gone.invalid');
    const state = await stateAt(r, job.version);
    if (state === undefined || state === null) throw new HttpError(404, 'not-found');
    const view = r.game.view(state, job.viewer);
    // The game as it was called off draws no whose-turn (GameModule.calledOff); its earlier moments as they were.
    const calledOff = r.game.calledOff && r.ended && job.version === r.g.version && r.game.result(state) === null
      ? r.game.calledOff(r.game.pictureView ? r.game.pictureView(view) : view) : null;
    // The seats a bot played for their person then, marked as the post's picture marked them.
    // Now: the seats as stored (no replay for the live page); an earlier moment: from the log's hand-over lines.
    const botPlayed = !r.game.botPlayed ? []
      : job.version === r.g.version ? r.stored.seats.flatMap((s, i) => (s.away ? [i] : []))
        : (await timelineOf(r)).botPlayedAt(job.version);
    const drawn = calledOff ?? view;
    return pictures.get(r.game, botPlayed.length ? r.game.botPlayed!(drawn, botPlayed) : drawn, pictureLang(r, job.viewer));
  }

  const postsFor = (r: Reading) => store.posts(r.g.id, { audiences: r.userId ? ['public', r.userId] : ['public'] }).filter(wasSent);

  /** The live page's model; the reader's own notes told by their news, read against the game's states (timeline). */
  async function liveOf(r: Reading) {
    const posts = postsFor(r);
    const tl = r.game.openInformation ? null : await timelineOf(r);
    return live(r, posts, store.log(r.g.id), tl ? (v) => tl.at(v) : undefined);
  }

  async function replay(r: Reading) {
    return replayOf(r, postsFor(r), await timelineOf(r));
  }

  /** The whole replay as one file: every picture inside it, and every step's reveal when the game is over. */
  async function savedReplay(r: Reading): Promise<string> {
    const m = await replay(r);
    const tl = await timelineOf(r);
    const jobs = new Map<string, PictureJob>();
    const keyOf = (j: PictureJob) => `${j.version}_${j.viewer}`;
    for (const f of m.frames) {
      jobs.set(keyOf(f.picture), f.picture);
      for (const p of f.posts) if (p.picture) jobs.set(keyOf(p.picture), p.picture);
    }
    // Pictures that show the same view are one picture in the file.
    const bytes = await Promise.all([...jobs.values()].map((j) => picture(r, j)));
    const pics: Record<string, string> = {};
    const byHash = new Map<string, string>();
    const ref = new Map<string, string>();
    [...jobs.keys()].forEach((k, i) => {
      const h = createHash('sha1').update(bytes[i]).digest('hex');
      if (!byHash.has(h)) {
        const id = String(byHash.size);
        byHash.set(h, id);
        pics[id] = bytes[i].toString('base64');
      }
      ref.set(k, byHash.get(h)!);
    });
    const src: Source = (j) => `#${ref.get(keyOf(j)) ?? ''}`;
    const reveals = m.revealable ? tl.frames.map((f) => revealPart(r, revealAt(r, f, tl.subs) ?? [], () => '', false).replace(/<img [^>]*>/g, '')) : null;
    return replayPage(r, m, { src, saved: { pics, reveals } });
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const lang = langOf(req);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return plain(res, 405, lang, 'gone.title', 'method');
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/') return send(res, 200, 'text/html; charset=utf-8', plainPage(lang, tw(lang, 'home-title'), tw(lang, 'home')));
    const m = /^\/w\/([^/]{1,200})(\/.*)?$/.exec(url.pathname);
    if (!m) return plain(res, 404, lang, 'gone.title', 'not-found');
    const token = m[1];
    const rest = m[2] ?? '';
    const opened = open(token, lang);
    if ('why' in opened) return plain(res, 403, opened.lang, 'gone.title', `gone.${opened.why}`);
    const { r } = opened;
    if (rest === '') {
      // Pages sit at /w/<token>/ so that what they load is named relative to them (behind any path prefix).
      res.setHeader('Location', `${token}/`);
      return send(res, 308, 'text/plain; charset=utf-8', '');
    }
    if (rest === '/') return send(res, 200, 'text/html; charset=utf-8', livePage(r, await liveOf(r), markOf(r.g, lastSeqAfter(r.g.id))));
    if (rest === '/part') return send(res, 200, 'text/html; charset=utf-8', liveMain(r, await liveOf(r)));
    if (rest === '/events') return events(req, res, opened);
    if (rest === '/rules') return send(res, 200, 'text/html; charset=utf-8', rulesPage(r));
    if (rest === '/replay') {
      const days = o.retentionDays ?? null;
      const over = r.g.status === 'finished' || r.g.status === 'abandoned';
      const kept = days === null ? null : { days, until: over ? removalAt(r.g.updatedAt, days) : null };
      return send(res, 200, 'text/html; charset=utf-8', replayPage(r, await replay(r), { src: served, kept }));
    }
    if (rest === '/replay.html') {
      res.setHeader('Content-Disposition', `attachment; filename="heist-${r.g.id}-replay.html"`);
      return send(res, 200, 'text/html; charset=utf-8', await savedReplay(r));
    }
    const rv = /^\/reveal\/(\d{1,6})$/.exec(rest);
    if (rv) {
      const tl = await timelineOf(r);
      const frame = tl.frames[Number(rv[1])];
      const seats = frame ? revealAt(r, frame, tl.subs) : null;
      if (!frame) return plain(res, 404, r.lang, 'gone.title', 'not-found');
      // Not yet (the game goes on), or never (its host ended it: what it kept hidden stays so).
      if (!seats) return plain(res, 403, r.lang, 'reveal.title', r.ended ? 'reveal-never' : 'reveal-not-yet');
      return send(res, 200, 'text/html; charset=utf-8', revealPart(r, seats, served, false));
    }
    const pic = /^\/pic\/(\d{1,12})\/(-1|\d{1,2})$/.exec(rest);
    if (pic) {
      const png = await picture(r, { version: Number(pic[1]), viewer: Number(pic[2]) });
      res.setHeader('Cache-Control', 'private, max-age=86400');
      return send(res, 200, 'image/png', png);
    }
    return plain(res, 404, r.lang, 'gone.title', 'not-found');
  }

  function events(req: IncomingMessage, res: ServerResponse, o: Opened): void {
    // Each stream holds a connection and is looked at on every move. Shares are counted by what a stream reads (its game
    // and seat, however many links were minted for it: a seat's person's tabs and devices; a game's spectators) and by
    // where it comes from (its address): over a share, that share's oldest stream stops, telling its page, so one
    // reader's many links crowd out only their own streams. Over all, none opens.
    const seat = o.claim.seat;
    const address = addressOf(req);
    const bounded = (mine: (w: Watcher) => boolean, most: number) => {
      const same = [...watchers].filter(mine);
      for (const w of same.slice(0, Math.max(0, same.length - most + 1))) {
        w.res.write(`event: closed\ndata: ${tw(w.lang, 'streams.closed')}\n\n`);
        w.res.end();
        watchers.delete(w);
      }
    };
    bounded((w) => w.gameId === o.r.g.id && w.seat === seat, seat === SPECTATOR ? perSpectators : perSeat);
    bounded((w) => w.address === address, perAddress);
    if (watchers.size >= inAll) {
      res.setHeader('Retry-After', '60');
      return plain(res, 503, o.r.lang, 'streams.title', 'streams.busy');
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'X-Accel-Buffering': 'no' });
    res.write('retry: 3000\n\n');
    const w: Watcher = { gameId: o.r.g.id, seat, address, token: o.token, res, lang: o.r.lang };
    watchers.add(w);
    req.on('close', () => watchers.delete(w));
    // Anything that moved since the page was made is told at once (the page may be older than this stream).
    const since = new URL(req.url ?? '/', 'http://localhost').searchParams.get('since');
    const now = markOf(o.r.g, lastSeqAfter(o.r.g.id));
    if (since !== null && since !== now) res.write(`event: change\ndata: ${o.r.g.version}\n\n`);
    // look() tells of a move against this mark: a game first watched now and moved before look() next runs is told too.
    if (!marks.has(o.r.g.id)) marks.set(o.r.g.id, now);
    if (o.r.over || o.r.ended) finish(w);
  }

  const markOf = (g: StoredGame, seq: number) => `${g.version}.${seq}`;

  function finish(w: Watcher): void {
    w.res.write('event: end\ndata: end\n\n');
    w.res.end();
    watchers.delete(w);
  }

  /** Looks at each watched game once: a watcher whose game moved is told (or told its link stopped working). */
  function look(): void {
    const ids = new Set([...watchers].map((w) => w.gameId));
    for (const id of marks.keys()) if (!ids.has(id)) marks.delete(id);
    for (const id of ids) {
      let g: StoredGame | null = null;
      try {
        g = store.game(id);
      } catch (err) {
        log.warn('web: a watched game could not be read', { gameId: id, err });
      }
      const mark = g ? markOf(g, lastSeqAfter(id)) : 'gone';
      const was = marks.get(id);
      marks.set(id, mark);
      if (was === undefined || was === mark) continue;
      for (const w of [...watchers]) {
        if (w.gameId !== id) continue;
        const o = open(w.token, w.lang);
        if ('why' in o) {
          w.res.write(`event: gone\ndata: ${tw(o.lang, `gone.${o.why}`)}\n\n`);
          w.res.end();
          watchers.delete(w);
          continue;
        }
        w.res.write(`event: change\ndata: ${o.r.g.version}\n\n`);
        if (o.r.over || o.r.ended) finish(w);
      }
    }
  }
  const seqs = new Map<number, number>();
  /** The game's newest post number, reading only the posts newer than the last one seen. */
  function lastSeqAfter(id: number): number {
    const from = seqs.get(id) ?? 0;
    const newer = store.posts(id, { afterSeq: from });
    const seq = newer.at(-1)?.seq ?? from;
    seqs.set(id, seq);
    return seq;
  }

  const server: Server = createServer((req, res) => {
    headers(res);
    route(req, res).catch((err: unknown) => {
      const lang = langOf(req);
      if (err instanceof HttpError) return plain(res, err.status, lang, 'gone.title', err.key);
      log.error('web: a page failed', { path: (req.url ?? '').replace(/\/w\/[^/]+/, '/w/…'), err });
      if (!res.headersSent) plain(res, 500, lang, 'gone.title', 'failed');
      else res.end();
    });
  });
  const poll = setInterval(() => {
    try {
      if (watchers.size) look();
    } catch (err) {
      log.error('web: looking for changes failed', { err });
    }
  }, o.pollMs ?? 250);
  poll.unref();
  const heartbeat = setInterval(() => { for (const w of watchers) w.res.write(': still here\n\n'); }, 20_000);
  heartbeat.unref();

  const listen = (port: number) => new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, o.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  await listen(o.port).catch((err: NodeJS.ErrnoException) => {
    if (o.orAnyPort && err.code === 'EADDRINUSE') return listen(0);
    throw err;
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const shownHost = host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host;
  return {
    url: `http://${shownHost}:${address.port}`,
    port: address.port,
    async close() {
      clearInterval(poll);
      clearInterval(heartbeat);
      for (const w of watchers) w.res.end();
      watchers.clear();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** Every answer: nothing from elsewhere, not framed, no address (with its token) sent on, not kept by shared caches. */
function headers(res: ServerResponse): void {
  res.setHeader('Content-Security-Policy', CSP);
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': bytes.length });
  res.end(res.req.method === 'HEAD' ? undefined : bytes);
}

function plain(res: ServerResponse, status: number, lang: Locale, heading: string, key: string): void {
  res.setHeader('Cache-Control', 'no-store');
  send(res, status, 'text/html; charset=utf-8', plainPage(lang, tw(lang, heading), tw(lang, key)));
}

/**
 * Where a request comes from: its peer's address; behind a reverse proxy on this machine (a loopback peer), the address
 * the proxy names last in X-Forwarded-For (the one it saw: earlier entries are the client's own word).
 */
function addressOf(req: IncomingMessage): string {
  const peer = req.socket.remoteAddress ?? '';
  const loopback = /^(127\.|::1$|::ffff:127\.)/.test(peer);
  const forwarded = String(req.headers['x-forwarded-for'] ?? '').split(',').map((x) => x.trim()).filter(Boolean).at(-1);
  return loopback && forwarded ? forwarded : peer;
}

/** The browser's language among ours: the first of its Accept-Language list (by weight) that we speak, else English. */
export function langOf(req: Pick<IncomingMessage, 'headers'>): Locale {
  const asked = String(req.headers['accept-language'] ?? '').split(',').map((part, k) => {
    const [tag, ...params] = part.trim().split(';');
    const q = Number(params.map((x) => x.trim()).find((x) => x.startsWith('q='))?.slice(2) ?? 1);
    return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, k };
  }).filter((x) => x.tag && x.q > 0).sort((a, b) => b.q - a.q || a.k - b.k);
  const ours = asked.find((x) => /^(en|ru)(-|$)/.test(x.tag));
  return ours ? localeOf(ours.tag) : 'en';
}

/** Pictures by what they show (the game, the language and the view): one drawing for every page that shows it. */
class PictureCache {
  private readonly kept = new Map<string, Buffer>();
  private readonly drawing = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly draw: Draw) {}

  async get(game: AnyGame, view: unknown, lang: Locale): Promise<Buffer> {
    const key = createHash('sha256').update(`${game.kind}\n${lang}\n${JSON.stringify(view)}`).digest('base64');
    const hit = this.kept.get(key);
    if (hit) {
      this.kept.delete(key);
      this.kept.set(key, hit);
      return hit;
    }
    let p = this.drawing.get(key);
    if (!p) {
      p = this.draw(game.kind, view, lang).finally(() => this.drawing.delete(key));
      this.drawing.set(key, p);
      const png = await p;
      this.kept.set(key, png);
      this.bytes += png.length;
      for (const [k, v] of this.kept) {
        if (this.bytes <= PICTURE_CACHE_BYTES) break;
        this.kept.delete(k);
        this.bytes -= v.length;
      }
      return png;
    }
    return p;
  }
}
