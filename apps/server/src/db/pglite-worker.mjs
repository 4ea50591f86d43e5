// PGlite in a worker thread: the database runs here, so a long query or a burst of writes never
// blocks the server's event loop (health checks, sockets and cached reads keep answering). The main
// thread talks to it through `PGliteBridge` (pglite-bridge.ts), one message per query.
// Plain JavaScript: a worker runs without the TypeScript loader of its parent in the test runner.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const identity = (value) => value;
const db = await PGlite.create(workerData.dataDir, { extensions: { pg_trgm } });

/** Open transactions by id: the PGlite transaction handle and how to end it. */
const transactions = new Map();
class Rollback extends Error {}

const queryOptions = (options) =>
  options
    ? {
        rowMode: options.rowMode,
        parsers: Object.fromEntries((options.parserOids ?? []).map((oid) => [oid, identity])),
      }
    : undefined;

const serializeError = (error) => {
  const fields = {};
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
    }
  }
  return { ...fields, message: error instanceof Error ? error.message : String(error), name: error?.name };
};

const target = (txId) => {
  if (txId === undefined) return db;
  const tx = transactions.get(txId);
  if (!tx) throw new Error(`transaction ${txId} is not open`);
  return tx.handle;
};

let nextTxId = 1;

async function handle(message) {
  switch (message.op) {
    case 'query': {
      const { rows, fields, affectedRows } = await target(message.txId).query(
        message.sql,
        message.params,
        queryOptions(message.options),
      );
      return { rows, fields, affectedRows };
    }
    case 'exec':
      return (await target(message.txId).exec(message.sql)).map(({ rows, fields, affectedRows }) => ({
        rows,
        fields,
        affectedRows,
      }));
    case 'begin': {
      const txId = nextTxId++;
      return await new Promise((resolveBegin, rejectBegin) => {
        const done = db
          .transaction(
            (handle) =>
              new Promise((commit, rollback) => {
                transactions.set(txId, { handle, commit, rollback });
                resolveBegin({ txId });
              }),
          )
          .catch((error) => {
            if (!(error instanceof Rollback)) throw error;
          })
          .finally(() => transactions.delete(txId));
        done.catch(rejectBegin);
        transactions.set(`done:${txId}`, done);
      });
    }
    case 'end': {
      const tx = transactions.get(message.txId);
      const done = transactions.get(`done:${message.txId}`);
      transactions.delete(`done:${message.txId}`);
      if (tx) {
        if (message.commit) tx.commit();
        else tx.rollback(new Rollback('rolled back'));
      }
      await done;
      return null;
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, ok: true, result }),
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: serializeError(error) }),
  );
});
parentPort.postMessage({ ready: true });
