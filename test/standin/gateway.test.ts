// Discord's gateway rules in the stand-in (src/local/standin/gateway.ts, ratelimit.ts): HELLO's interval; payloads of
// 4096 bytes at most (4002); nothing but IDENTIFY, RESUME and heartbeats before identifying (4003); a RESUME's seq one
// the session had (4007), a close with 1000 ending the session; and its rate limits, on the stand-in's limits clock: one
// IDENTIFY per 5 s per rate-limit key (op 9), the day's 1000 session starts counted down in GET /gateway/bot (then every
// session ends and the token is reset), 120 events a minute per connection (4008). The real discord.js client recovers
// from op 9 by itself. Discord's Gateway page: https://discord.com/developers/docs/events/gateway
import { Client, Events, GatewayIntentBits } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startStandin, type Standin, type StandinOptions } from '../../src/local/standin/index.js';

const TOKEN = 'gateway-token';
let standin: Standin | undefined;
const open: WebSocket[] = [];

afterEach(async () => {
  for (const ws of open.splice(0)) ws.terminate();
  await standin?.close();
  standin = undefined;
});

/** A stand-in whose limits clock the test moves (`clock.now += ms`). */
async function start(limits: StandinOptions['limits'] = {}) {
  const clock = { now: 1_800_000_000_000 };
  standin = await startStandin({ token: TOKEN, limits: limits === false ? false : { now: () => clock.now, ...(limits === true ? {} : limits) } });
  const s = standin;
  const url = `${s.apiUrl.replace(/^http/, 'ws').replace(/\/api$/, '')}/gateway?v=10&encoding=json`;
  const rest = (route: string) => fetch(`${s.apiUrl}/v10/${route}`, { headers: { authorization: `Bot ${TOKEN}` } });
  return { standin: s, clock, url, rest };
}

type Frame = { op: number; t?: string; s?: number; d: any };
interface Conn { ws: WebSocket; frames: Frame[]; waiters: (() => void)[]; closed: Promise<number> }

/** A connection that has received HELLO. */
async function connect(url: string): Promise<Conn & { hello: Frame }> {
  const ws = new WebSocket(url);
  open.push(ws);
  const conn: Conn = { ws, frames: [], waiters: [], closed: new Promise((resolve) => ws.on('close', (code) => resolve(code))) };
  ws.on('message', (data) => {
    conn.frames.push(JSON.parse(String(data)));
    for (const w of conn.waiters.splice(0)) w();
  });
  return { ...conn, hello: await next(conn, (f) => f.op === 10) };
}

async function next(conn: Conn, pred: (f: Frame) => boolean): Promise<Frame> {
  for (;;) {
    const i = conn.frames.findIndex(pred);
    if (i >= 0) return conn.frames.splice(i, 1)[0];
    await new Promise<void>((r) => conn.waiters.push(r));
  }
}

const identify = (conn: Conn, shard?: [number, number]) => conn.ws.send(JSON.stringify({ op: 2, d: { token: TOKEN, intents: 1, properties: {}, ...(shard ? { shard } : {}) } }));
/** READY or op 9, whichever comes. */
const answer = (conn: Conn) => next(conn, (f) => f.t === 'READY' || f.op === 9);

describe('the gateway protocol', () => {
  it('HELLO asks for a heartbeat every 41250 ms, as Discord does', async () => {
    const { url } = await start();
    expect((await connect(url)).hello.d).toEqual({ heartbeat_interval: 41250 });
  });

  it('a payload over 4096 bytes closes the connection with 4002 Decode error; one of 4096 is read', async () => {
    const { url } = await start();
    const big = await connect(url);
    const payload = (n: number) => { const base = JSON.stringify({ op: 1, d: null, pad: '' }); return JSON.stringify({ op: 1, d: null, pad: 'x'.repeat(n - base.length) }); };
    expect(Buffer.byteLength(payload(4096))).toBe(4096);
    big.ws.send(payload(4096));
    await next(big, (f) => f.op === 11);
    big.ws.send(payload(4097));
    expect(await big.closed).toBe(4002);
  });

  it('anything but IDENTIFY, RESUME or a heartbeat before identifying closes with 4003 Not authenticated', async () => {
    const { url } = await start();
    const early = await connect(url);
    early.ws.send(JSON.stringify({ op: 1, d: null }));
    await next(early, (f) => f.op === 11);
    early.ws.send(JSON.stringify({ op: 3, d: { since: null, activities: [], status: 'online', afk: false } }));
    expect(await early.closed).toBe(4003);
    const unknown = await connect(url);
    unknown.ws.send(JSON.stringify({ op: 42, d: null }));
    expect(await unknown.closed).toBe(4001);
  });

  it('a RESUME with a seq the session never had closes with 4007; a close with 1000 ends the session (op 9 on RESUME)', async () => {
    const { url } = await start();
    const first = await connect(url);
    identify(first);
    const ready = await answer(first);
    first.ws.terminate();
    const wrong = await connect(url);
    wrong.ws.send(JSON.stringify({ op: 6, d: { token: TOKEN, session_id: ready.d.session_id, seq: ready.s! + 5 } }));
    expect(await wrong.closed).toBe(4007);
    // A RESUME is no IDENTIFY: no 5 s to wait.
    const right = await connect(url);
    right.ws.send(JSON.stringify({ op: 6, d: { token: TOKEN, session_id: ready.d.session_id, seq: ready.s } }));
    await next(right, (f) => f.t === 'RESUMED');
    right.ws.close(1000);
    await right.closed;
    const again = await connect(url);
    again.ws.send(JSON.stringify({ op: 6, d: { token: TOKEN, session_id: ready.d.session_id, seq: ready.s } }));
    expect((await next(again, (f) => f.op === 9)).d).toBe(false);
  });
});

describe('the gateway limits, on the limits clock', () => {
  it('one IDENTIFY per 5 s per rate-limit key: a second one sooner gets op 9 (d false) and may identify again once it is over', async () => {
    const { url, clock } = await start();
    const a = await connect(url);
    identify(a, [0, 2]);
    expect((await answer(a)).t).toBe('READY');
    const b = await connect(url);
    identify(b, [1, 2]); // max_concurrency 1: every shard shares key 0
    expect(await answer(b)).toMatchObject({ op: 9, d: false });
    clock.now += 4999;
    identify(b, [1, 2]);
    expect((await answer(b)).op).toBe(9);
    clock.now += 1;
    identify(b, [1, 2]);
    expect((await answer(b)).t).toBe('READY');
  });

  it('with a larger max_concurrency, shards of other keys identify together, those of one key 5 s apart', async () => {
    const { url, rest } = await start({ maxConcurrency: 2 });
    expect(((await (await rest('gateway/bot')).json()) as any).session_start_limit.max_concurrency).toBe(2);
    const answers: Frame[] = [];
    for (const shard of [0, 1, 2]) {
      const c = await connect(url);
      identify(c, [shard, 4]);
      answers.push(await answer(c));
    }
    expect(answers.map((f) => f.t ?? `op ${f.op}`)).toEqual(['READY', 'READY', 'op 9']);
  });

  it('GET /gateway/bot counts the session starts down, reset_after the time left of the 24 h from the first', async () => {
    const { url, clock, rest } = await start();
    const limit = async () => ((await (await rest('gateway/bot')).json()) as any).session_start_limit;
    expect(await limit()).toEqual({ total: 1000, remaining: 1000, reset_after: 0, max_concurrency: 1 });
    const c = await connect(url);
    identify(c);
    await answer(c);
    clock.now += 60_000;
    expect(await limit()).toEqual({ total: 1000, remaining: 999, reset_after: 24 * 3600_000 - 60_000, max_concurrency: 1 });
    // A RESUME starts no session.
    c.ws.terminate();
    clock.now += 24 * 3600_000 - 60_000;
    expect(await limit()).toEqual({ total: 1000, remaining: 1000, reset_after: 0, max_concurrency: 1 });
  });

  it('past the session starts, every session ends (4004) and the token is reset: REST 401, IDENTIFY 4004', async () => {
    const { url, clock, rest } = await start({ sessionStarts: 2 });
    const conns = [];
    for (let i = 0; i < 2; i++) {
      const c = await connect(url);
      identify(c);
      expect((await answer(c)).t).toBe('READY');
      conns.push(c);
      clock.now += 5000;
    }
    expect(((await (await rest('gateway/bot')).json()) as any).session_start_limit.remaining).toBe(0);
    const third = await connect(url);
    identify(third);
    expect(await Promise.all([...conns, third].map((c) => c.closed))).toEqual([4004, 4004, 4004]);
    expect((await rest('users/@me')).status).toBe(401);
    const later = await connect(url);
    identify(later);
    expect(await later.closed).toBe(4004);
  });

  it('more than 120 events in 60 s close the connection with 4008 Rate limited; a new minute starts a new count', async () => {
    const { url, clock } = await start();
    const c = await connect(url);
    for (let i = 0; i < 120; i++) c.ws.send(JSON.stringify({ op: 1, d: null }));
    for (let i = 0; i < 120; i++) await next(c, (f) => f.op === 11);
    clock.now += 60_000;
    for (let i = 0; i < 120; i++) c.ws.send(JSON.stringify({ op: 1, d: null }));
    for (let i = 0; i < 120; i++) await next(c, (f) => f.op === 11);
    c.ws.send(JSON.stringify({ op: 1, d: null }));
    expect(await c.closed).toBe(4008);
  });

  it('with limits: false none of them binds', async () => {
    const { url } = await start(false);
    for (const shard of [0, 1]) {
      const c = await connect(url);
      identify(c, [shard, 2]);
      expect((await answer(c)).t).toBe('READY');
    }
    const c = await connect(url);
    for (let i = 0; i < 130; i++) c.ws.send(JSON.stringify({ op: 1, d: null }));
    for (let i = 0; i < 130; i++) await next(c, (f) => f.op === 11);
  });

  it('discord.js, refused with op 9 (a session started just before), waits out the 5 s by itself and logs in', async () => {
    // Real time here: discord.js's own wait is on its clock.
    standin = await startStandin({ token: TOKEN });
    const url = `${standin.apiUrl.replace(/^http/, 'ws').replace(/\/api$/, '')}/gateway?v=10&encoding=json`;
    const other = await connect(url);
    identify(other);
    expect((await answer(other)).t).toBe('READY');
    const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: standin.apiUrl } });
    const debug: string[] = [];
    client.on(Events.Debug, (line) => debug.push(line));
    try {
      const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
      await client.login(TOKEN);
      await ready;
      expect(debug.some((l) => /Invalid session/.test(l))).toBe(true);
      expect(client.ws.ping).toBeDefined();
    } finally {
      await client.destroy();
    }
  });
});
