import { Worker } from 'node:worker_threads';

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
export type BridgeResults = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

const toError = (error: Record<string, unknown>): Error =>
  Object.assign(new Error(String(error.message)), error, { name: String(error.name ?? 'Error') });

/**
 * The PGlite calls drizzle and the server make (`query`, `exec`, `transaction`, `close`), answered by
 * PGlite running in a worker thread (pglite-worker.mjs). Results cross the thread boundary as
 * structured clones. Queries of a transaction go to that transaction; PGlite runs one statement at a
 * time and holds other queries back until an open transaction ends, as it does in process.
 */
export class PGliteBridge {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | null = null;

  private constructor(
    private readonly worker: Worker,
    private readonly txId?: number,
    private readonly root?: PGliteBridge,
  ) {}

  static async create(dataDir: string): Promise<PGliteBridge> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir } });
    const bridge = new PGliteBridge(worker);
    await new Promise<void>((resolve, reject) => {
      worker.on(
        'message',
        (message: {
          id?: number;
          ready?: boolean;
          ok?: boolean;
          result?: unknown;
          error?: Record<string, unknown>;
        }) => {
          if (message.ready) return resolve();
          const pending = bridge.pending.get(message.id ?? -1);
          if (!pending) return;
          bridge.pending.delete(message.id ?? -1);
          if (message.ok) pending.resolve(message.result);
          else pending.reject(toError(message.error ?? {}));
        },
      );
      worker.on('error', (error) => {
        bridge.failure = error;
        for (const pending of bridge.pending.values()) pending.reject(error);
        bridge.pending.clear();
        reject(error);
      });
      worker.on('exit', (code) => {
        const error = new Error(`the PGlite worker exited with code ${code}`);
        bridge.failure ??= error;
        for (const pending of bridge.pending.values()) pending.reject(error);
        bridge.pending.clear();
        reject(error);
      });
    });
    return bridge;
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    const owner = this.root ?? this;
    if (owner.failure) return Promise.reject(owner.failure);
    const id = owner.nextId++;
    return new Promise<T>((resolve, reject) => {
      owner.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      owner.worker.postMessage({ ...message, id, ...(this.txId === undefined ? {} : { txId: this.txId }) });
    });
  }

  query<T = Record<string, unknown>>(sql: string, params: unknown[] = [], options?: QueryOptions) {
    return this.call<BridgeResults & { rows: T[] }>({
      op: 'query',
      sql,
      params,
      options: options && {
        rowMode: options.rowMode,
        // drizzle passes identity parsers (dates and intervals stay text); the worker rebuilds them.
        parserOids: Object.keys(options.parsers ?? {}).map(Number),
      },
    });
  }

  exec(sql: string) {
    return this.call<BridgeResults[]>({ op: 'exec', sql });
  }

  async transaction<T>(run: (tx: PGliteBridge) => Promise<T>): Promise<T> {
    const owner = this.root ?? this;
    const { txId } = await this.call<{ txId: number }>({ op: 'begin' });
    const tx = new PGliteBridge(owner.worker, txId, owner);
    let result: T;
    try {
      result = await run(tx);
    } catch (error) {
      await owner.call({ op: 'end', txId, commit: false });
      throw error;
    }
    await owner.call({ op: 'end', txId, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.call({ op: 'close' });
    await this.worker.terminate();
  }
}
