// The PostgreSQL store's worker thread: one connection (the `pg` client, which is asynchronous) that runs the requests
// of the store's thread one at a time. The store's thread waits for each answer on a shared flag (Atomics.wait), which
// makes the Store synchronous on PostgreSQL as on SQLite (src/store/pg-bridge.ts starts this; docs/store.md says why).
// Plain JavaScript, started without tsx: it starts in tens of milliseconds.
'use strict';
const { workerData } = require('node:worker_threads');
const { Client, types } = require(workerData.pgPath);

// bigint (times in ms, seeds, counts) as numbers: every one the store keeps is below 2^53.
types.setTypeParser(20, (v) => Number(v));

const flag = new Int32Array(workerData.flag);
const port = workerData.port;
/** @type {import('pg').Client | null} */
let client = null;
/** Where and how to connect: set by a `configure` request (a worker is kept for the next store when one closes). */
let config = null;

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
  if (req.batch) {
    await c.query('BEGIN');
    try {
      const out = [];
      for (const q of req.batch) out.push((await c.query(q.sql, q.params)).rows);
      await c.query('COMMIT');
      return out;
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw e;
    }
  }
  const r = await c.query(req.sql, req.params);
  return Array.isArray(r) ? r.map((x) => x.rows) : r.rows;
}

function answer(message) {
  port.postMessage(message);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
}

port.on('message', async (req) => {
  try {
    if (req.close || req.configure) {
      const c = client;
      client = null;
      if (c) await c.end().catch(() => undefined);
      config = req.configure ?? null;
      answer({ rows: [] });
      return;
    }
    answer({ rows: await run(req) });
  } catch (e) {
    if (client && connectionLost(e)) {
      client.end().catch(() => undefined);
      client = null;
    }
    answer({ error: { message: String((e && e.message) || e), code: (e && e.code) || null, detail: (e && e.detail) || null } });
  }
});
