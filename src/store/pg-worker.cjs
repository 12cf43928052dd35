// The PostgreSQL store's worker thread: one connection (the `pg` client, which is asynchronous) that runs the requests
// of the store's thread one at a time. The store's thread waits for each answer on a shared flag (Atomics.wait), which
// makes the Store synchronous on PostgreSQL as on SQLite (src/store/pg-bridge.ts starts this; docs/store.md says why).
// Plain JavaScript, started without tsx: it starts in tens of milliseconds.
'use strict';
const { workerData } = require('node:worker_threads');
const { Client, types } = require(workerData.pgPath);

// bigint (times in ms, seeds, counts) as numbers: every one the store keeps is below 2^53.
types.setTypeParser(20, (v) => Number(v));

// flag[0]: an answer is on the port. flag[1]: 1 while the server is out of reach (the store's thread then fails its
// calls at once instead of waiting out a timeout each). flag[2]: counts this thread's tries to reach it again.
// flag[3]: 1 while a try is under way (a call then does not wait for it: against a hung server it takes the whole
// connect timeout).
const flag = new Int32Array(workerData.flag);
const port = workerData.port;
/** @type {import('pg').Client | null} */
let client = null;
/** Where and how to connect: set by a `configure` request (a worker is kept for the next store when one closes). */
let config = null;
/** Bumped by every configure and close: a try begun before it keeps nothing it made. */
let generation = 0;
/** The try in flight to reach the server again, and the pause before the next one. */
let trying = null;
let pause = null;
const RETRY_MS = 500;

/** A connection lost or refused (the next request connects again), as opposed to an error of one statement. */
function connectionLost(e) {
  const code = e && typeof e.code === 'string' ? e.code : '';
  if (/^(08|57P0)/.test(code) || /^E[A-Z]+$/.test(code)) return true;
  return !code; // pg's own "Connection terminated", "Query read timeout"
}

async function connect() {
  if (!config) throw new Error('not configured');
  const c = new Client({
    connectionString: config.url,
    connectionTimeoutMillis: config.connectTimeoutMs,
    query_timeout: config.queryTimeoutMs,
    keepAlive: true,
    application_name: config.applicationName,
    options: config.options,
  });
  c.on('error', () => {
    if (client === c) client = null;
  });
  try {
    await c.connect();
  } catch (e) {
    c.end().catch(() => undefined);
    throw e;
  }
  return c;
}

/** One statement (params: extended protocol), several in one text (no params: simple protocol), or `batch`: several
 * statements in one transaction. Returns the rows (per statement for several). */
async function run(req) {
  if (!client) client = await connect();
  const c = client;
  // From here the request may reach the server: a connection lost now may have let it through (`sent`).
  try {
    if (req.batch) {
      await c.query('BEGIN');
      try {
        const out = [];
        for (const q of req.batch) out.push((await c.query(q.sql, q.params)).rows);
        await c.query('COMMIT');
        return out;
      } catch (e) {
        // A lost connection is dropped, not asked to roll back: the ROLLBACK would wait behind the statement that
        // never answered, a second timeout (the server rolls back a session that is gone, or idle in a transaction).
        if (!connectionLost(e)) await c.query('ROLLBACK').catch(() => undefined);
        throw e;
      }
    }
    const r = await c.query(req.sql, req.params);
    return Array.isArray(r) ? r.map((x) => x.rows) : r.rows;
  } catch (e) {
    if (e && typeof e === 'object') e.sent = true;
    throw e;
  }
}

/** The server is out of reach: say so to the store's thread and try again in the background until it answers. */
function markDown() {
  Atomics.store(flag, 1, 1);
  if (!trying && !pause) void tryAgain();
}

/** One try to reach the server (connect and `SELECT 1`); another after a pause while it fails. */
async function tryAgain() {
  if (pause) {
    clearTimeout(pause);
    pause = null;
  }
  const gen = generation;
  let ok = false;
  Atomics.store(flag, 3, 1);
  trying = (async () => {
    try {
      const c = await connect();
      await c.query('SELECT 1');
      if (gen !== generation) {
        c.end().catch(() => undefined);
        return;
      }
      client = c;
      ok = true;
    } catch {
      // still out of reach
    }
  })();
  await trying;
  trying = null;
  Atomics.store(flag, 3, 0);
  if (gen !== generation) return;
  if (ok) Atomics.store(flag, 1, 0);
  else pause = setTimeout(() => void tryAgain(), RETRY_MS);
  Atomics.add(flag, 2, 1);
  Atomics.notify(flag, 2);
}

/** Stops trying (the store closed, or another store takes this thread). */
function stopTrying() {
  generation++;
  if (pause) clearTimeout(pause);
  pause = null;
  Atomics.store(flag, 1, 0);
}

function answer(message) {
  port.postMessage(message);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
}

port.on('message', async (req) => {
  // The store's thread asks for a try now (it waits a moment for it; nothing is answered on the port).
  if (req.kick) {
    if (!trying && Atomics.load(flag, 1) === 1) void tryAgain();
    return;
  }
  try {
    if (req.close || req.configure) {
      stopTrying();
      const c = client;
      client = null;
      if (c) await c.end().catch(() => undefined);
      config = req.configure ?? null;
      answer({ rows: [] });
      // A thread started after another stopped answering: the server is taken as out of reach until a try reaches it.
      if (config && req.configure.down) markDown();
      return;
    }
    answer({ rows: await run(req) });
  } catch (e) {
    if (connectionLost(e)) {
      if (client) client.end().catch(() => undefined);
      client = null;
      markDown();
    }
    answer({ error: { message: String((e && e.message) || e), code: (e && e.code) || null, detail: (e && e.detail) || null, sent: !!(e && e.sent) } });
  }
});
