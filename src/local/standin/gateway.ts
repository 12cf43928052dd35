// The gateway: a WebSocket at /gateway speaking Discord's JSON protocol (no compression). HELLO, IDENTIFY, READY and
// one GUILD_CREATE per guild, heartbeat ACKs, RESUME, and the dispatches state.ts sends (interactions, messages).
// A guild belongs to shard (guild_id >> 22) % num_shards; DMs to shard 0. Discord's gateway rules (its Gateway page and
// close codes): payloads of 4096 bytes at most (4002), nothing but IDENTIFY, RESUME and heartbeats before identifying
// (4003), a RESUME's seq one the session had (4007); and, as its rate limits (off with `limits: false`): one IDENTIFY per
// 5 s per rate-limit key (op 9), 1000 session starts a day (then the token is reset), 120 events a minute per connection
// (4008).
import type { IncomingMessage, Server } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';
import { gatewayUrl } from './rest.js';
import type { StandinState } from './state.js';

const INTENT_GUILD_MESSAGES = 1 << 9;
const INTENT_DIRECT_MESSAGES = 1 << 12;
/** What Discord's gateway sends in HELLO (its docs' examples show 45000; the value bots see is 41250). */
export const HEARTBEAT_INTERVAL_MS = 41_250;
const RESUME_BUFFER = 1000;
/** Discord: an event payload "Must not exceed 4096 bytes. If an event payload does exceed 4096 bytes, the connection will
 * be closed with a 4002 close event code." */
const MAX_PAYLOAD_BYTES = 4096;
/** The opcodes a client may send: heartbeat, identify, presence, voice state, resume, request members, soundboard. */
const CLIENT_OPS = new Set([1, 2, 3, 4, 6, 8, 31]);

interface Session {
  id: string; ws: WebSocket | null; shard: [number, number]; intents: number; seq: number;
  /** Recent dispatches, replayed on RESUME. */
  buffer: { s: number; frame: string }[];
}

export class Gateway {
  private readonly wss: WebSocketServer;
  private readonly sessions = new Map<string, Session>();

  constructor(server: Server, private readonly state: StandinState) {
    // While the gateway is down (faults.gatewayDown) an upgrade is refused, as a gateway that does not answer.
    this.wss = new WebSocketServer({ server, path: '/gateway', verifyClient: (_info, done) => done(!state.gatewayDown, 503) });
    this.wss.on('connection', (ws, req) => this.connect(ws, req));
    state.dispatch = (t, d, guildId) => this.dispatch(t, d, guildId);
    state.dropGateway = () => { for (const ws of this.wss.clients) ws.terminate(); };
  }

  /** The 1000 session starts are used up: Discord then terminates every active session and resets the bot's token (its
   * Gateway page, "Identifying"). The connections are closed with 4004, as a session whose token no longer holds; REST
   * answers 401 and every IDENTIFY 4004 from now on. */
  private resetToken(): void {
    this.state.tokenReset = true;
    for (const ws of this.wss.clients) ws.close(4004, 'Authentication failed');
    this.sessions.clear();
  }

  private connect(ws: WebSocket, req: IncomingMessage): void {
    const query = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams;
    if (query.has('compress') || (query.get('encoding') ?? 'json') !== 'json') {
      ws.close(4000, 'The stand-in speaks plain JSON only: no compress, encoding=json.');
      return;
    }
    let session: Session | undefined;
    const send = (payload: object) => ws.send(JSON.stringify(payload));
    const limiter = this.state.limiter;
    // Events this connection sent in its current window (from when it opened, as discord.js counts its own).
    let sent = { resetAt: limiter ? limiter.now() + limiter.settings.gatewayEventsWindowMs : 0, count: 0 };
    send({ op: 10, d: { heartbeat_interval: HEARTBEAT_INTERVAL_MS }, s: null, t: null });
    ws.on('message', (raw: Buffer | ArrayBuffer | Buffer[]) => {
      if (limiter) {
        const now = limiter.now();
        if (now >= sent.resetAt) sent = { resetAt: now + limiter.settings.gatewayEventsWindowMs, count: 0 };
        // Discord: "Apps that surpass the limit are immediately disconnected from the Gateway" (4008 Rate limited).
        if (++sent.count > limiter.settings.gatewayEvents) return ws.close(4008, 'Rate limited');
      }
      const bytes = Array.isArray(raw) ? Buffer.concat(raw) : Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
      if (bytes.length > MAX_PAYLOAD_BYTES) return ws.close(4002, 'Decode error');
      let msg: any;
      try {
        msg = JSON.parse(bytes.toString('utf8'));
      } catch {
        ws.close(4002, 'Decode error');
        return;
      }
      const op = msg?.op;
      if (!CLIENT_OPS.has(op)) return ws.close(4001, 'Unknown opcode');
      // Discord's 4003: "You sent us a payload prior to identifying".
      if (!session && op !== 1 && op !== 2 && op !== 6) return ws.close(4003, 'Not authenticated');
      switch (op) {
        case 1:
          send({ op: 11, d: null, s: null, t: null });
          break;
        case 2: {
          if (session) return ws.close(4005, 'Already authenticated');
          const d = msg.d ?? {};
          if (d.token !== this.state.token || this.state.tokenReset) return ws.close(4004, 'Authentication failed');
          if (d.compress) return ws.close(4000, 'The stand-in speaks plain JSON only: compress must be false.');
          if (typeof d.intents !== 'number') return ws.close(4013, 'Invalid intent(s)');
          const shard: [number, number] = Array.isArray(d.shard) ? [d.shard[0], d.shard[1]] : [0, 1];
          if (!(shard[1] >= 1 && shard[0] >= 0 && shard[0] < shard[1])) return ws.close(4010, 'Invalid shard');
          const verdict = limiter?.identify(shard[0]) ?? 'ok';
          // Discord: "If your app exceeds this limit, Discord will respond with a Invalid Session (opcode 9) event." The
          // connection stays open: the client may identify again on it, or reconnect (discord.js does, after waiting out
          // the 5 s itself).
          if (verdict === 'too-soon') return send({ op: 9, d: false, s: null, t: null });
          if (verdict === 'exhausted') return this.resetToken();
          // Discord lets several sessions identify as one shard, and sends each every event of it (two processes
          // running the same shards both get every interaction: the first answer wins). A session of that shard whose
          // connection is gone is dropped (a RESUME of it is then refused, as of an invalidated session).
          for (const [id, old] of this.sessions) {
            if (old.shard[0] === shard[0] && old.shard[1] === shard[1] && old.ws?.readyState !== WebSocket.OPEN) this.sessions.delete(id);
          }
          session = { id: this.state.nextId(), ws, shard, intents: d.intents, seq: 0, buffer: [] };
          this.sessions.set(session.id, session);
          const guilds = [...this.state.guilds.values()].filter((g) => this.state.botIn(g.id) && this.shardOf(g.id, shard[1]) === shard[0]);
          this.send(session, 'READY', {
            v: 10, user_settings: {}, user: { ...this.state.apiUser(this.state.bot), verified: true, mfa_enabled: false, email: null },
            guilds: guilds.map((g) => ({ id: g.id, unavailable: true })), session_id: session.id,
            resume_gateway_url: gatewayUrl(this.state), shard, application: { id: this.state.applicationId, flags: 0 },
            private_channels: [], relationships: [], presences: [], guild_join_requests: [], geo_ordered_rtc_regions: [],
          });
          for (const g of guilds) this.send(session, 'GUILD_CREATE', this.state.apiGuildCreate(g));
          break;
        }
        case 6: {
          if (session) return ws.close(4005, 'Already authenticated');
          const d = msg.d ?? {};
          const old = this.sessions.get(d.session_id);
          if (d.token !== this.state.token || this.state.tokenReset) return ws.close(4004, 'Authentication failed');
          if (!old) return send({ op: 9, d: false, s: null, t: null });
          const seq = d.seq === null || d.seq === undefined ? 0 : Number(d.seq);
          // Discord's 4007 Invalid seq: "The sequence sent when resuming the session was invalid."
          if (!Number.isInteger(seq) || seq < 0 || seq > old.seq) return ws.close(4007, 'Invalid seq');
          // Events the session no longer holds cannot be replayed: the session is invalid (op 9), never resumed with a gap.
          if (old.buffer.length && seq < old.buffer[0].s - 1) {
            this.sessions.delete(old.id);
            old.ws?.terminate();
            return send({ op: 9, d: false, s: null, t: null });
          }
          if (old.ws && old.ws !== ws) old.ws.terminate();
          session = old;
          session.ws = ws;
          for (const b of session.buffer) if (b.s > seq) ws.send(b.frame);
          this.send(session, 'RESUMED', {});
          break;
        }
        default: // presence, voice, member requests, soundboard: nothing to do here
          break;
      }
    });
    ws.on('close', (code) => {
      if (session?.ws !== ws) return;
      session.ws = null;
      // Discord: "When you close the connection to the gateway with close code 1000 or 1001, your session will be
      // invalidated" (a later RESUME of it gets op 9).
      if (code === 1000 || code === 1001) this.sessions.delete(session.id);
    });
  }

  private shardOf(guildId: string | undefined, count: number): number {
    return guildId ? Number((BigInt(guildId) >> 22n) % BigInt(count)) : 0;
  }

  private send(session: Session, t: string, d: unknown): void {
    const s = ++session.seq;
    const frame = JSON.stringify({ op: 0, t, s, d });
    session.buffer.push({ s, frame });
    if (session.buffer.length > RESUME_BUFFER) session.buffer.shift();
    if (session.ws?.readyState === WebSocket.OPEN) session.ws.send(frame);
  }

  dispatch(t: string, d: unknown, guildId?: string): void {
    let data = d;
    for (const session of this.sessions.values()) {
      if (this.shardOf(guildId, session.shard[1]) !== session.shard[0]) continue;
      if (t.startsWith('MESSAGE_') && !(session.intents & (guildId ? INTENT_GUILD_MESSAGES : INTENT_DIRECT_MESSAGES))) continue;
      if (typeof data === 'function') data = data();
      this.send(session, t, data);
    }
  }

  close(): void {
    for (const ws of this.wss.clients) ws.terminate();
    this.wss.close();
    this.sessions.clear();
  }
}
