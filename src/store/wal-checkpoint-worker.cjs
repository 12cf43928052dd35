// The SQLite store's checkpoint thread (src/store/wal-checkpointer.ts starts it): its own connection to the file, which
// copies the write-ahead log back into the database when asked (a PASSIVE checkpoint: it never waits for a reader or a
// writer), with the two fsyncs that needs. The bot's thread then never waits on the disk for it.
// Plain JavaScript, started without tsx.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);

let db = null;
parentPort.on('message', (m) => {
  if (m !== 'checkpoint') return;
  try {
    db ??= new Database(workerData.path, { timeout: workerData.busyTimeoutMs, fileMustExist: true });
    const [r] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ busy: r.busy, log: r.log, checkpointed: r.checkpointed });
  } catch (e) {
    parentPort.postMessage({ error: String((e && e.message) || e) });
  }
});
