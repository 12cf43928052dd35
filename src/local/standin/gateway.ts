// The gateway: a WebSocket at /gateway speaking Discord's JSON protocol (no compression). HELLO, IDENTIFY, READY and
// one GUILD_CREATE per guild, heartbeat ACKs, RESUME, and the dispatches state.ts sends (interactions, messages).
// A guild belongs to shard (guild_id >> 22) % num_shards; DMs to shard 0.
import type { IncomingMessage, Server } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';
import { gatewayUrl } from './rest.js';
import type { StandinState } from './state.js';

const INTENT_GUILD_MESSAGES = 1 << 9;
const INTENT_DIRECT_MESSAGES = 1 << 12;
const HEARTBEAT_INTERVAL_MS = 60_000;
const RESUME_BUFFER = 1000;

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

  private connect(ws: WebSocket, req: IncomingMessage): void {
    const query = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams;
    if (query.has('compress') || (query.get('encoding') ?? 'json') !== 'json') {
      ws.close(4000, 'The stand-in speaks plain JSON only: no compress, encoding=json.');
      return;
    }
    let session: Session | undefined;
    const send = (payload: object) => ws.send(JSON.stringify(payload));
    send({ op: 10, d: { heartbeat_interval: HEARTBEAT_INTERVAL_MS }, s: null, t: null });
    ws.on('message', (raw) => {
      let msg: any;
      try {
        msg = JSON.parse(String(raw));
      } catch {
        ws.close(4002, 'Decode error');
        return;
      }
      switch (msg?.op) {
        case 1:
          send({ op: 11, d: null, s: null, t: null });
          break;
        case 2: {
          if (session) return ws.close(4005, 'Already authenticated');
          const d = msg.d ?? {};
          if (d.token !== this.state.token) return ws.close(4004, 'Authentication failed');
          if (d.compress) return ws.close(4000, 'The stand-in speaks plain JSON only: compress must be false.');
          if (typeof d.intents !== 'number') return ws.close(4013, 'Invalid intent(s)');
          const shard: [number, number] = Array.isArray(d.shard) ? [d.shard[0], d.shard[1]] : [0, 1];
          if (!(shard[1] >= 1 && shard[0] >= 0 && shard[0] < shard[1])) return ws.close(4010, 'Invalid shard');
          // Discord lets several sessions identify as one shard, and sends each every event of it (two processes
          // running the same shards both get every interaction: the first answer wins). A session of that shard whose
          // connection is gone is dropped (a RESUME of it is then refused, as of an invalidated session).
          for (const [id, old] of this.sessions) {
            if (old.shard[0] === shard[0] && old.shard[1] === shard[1] && old.ws?.readyState !== WebSocket.OPEN) this.sessions.delete(id);
          }
          session = { id: this.state.nextId(), ws, shard, intents: d.intents, seq: 0, buffer: [] };
          this.sessions.set(session.id, session);
          const guilds = [...this.state.guilds.values()].filter((g) => this.shardOf(g.id, shard[1]) === shard[0]);
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
          const d = msg.d ?? {};
          const old = this.sessions.get(d.session_id);
          if (d.token !== this.state.token) return ws.close(4004, 'Authentication failed');
          if (!old) return send({ op: 9, d: false, s: null, t: null });
          if (old.ws && old.ws !== ws) old.ws.terminate();
          session = old;
          session.ws = ws;
          for (const b of session.buffer) if (b.s > Number(d.seq ?? 0)) ws.send(b.frame);
          this.send(session, 'RESUMED', {});
          break;
        }
        case 3: case 4: case 8: // presence, voice, member requests: nothing to do here
          break;
        default:
          ws.close(4001, 'Unknown opcode');
      }
    });
    ws.on('close', () => {
      if (session?.ws === ws) session.ws = null;
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
