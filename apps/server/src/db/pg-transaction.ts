import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';

/**
 * drizzle-orm 0.45's node-postgres `transaction()` sends BEGIN before the `try … finally` that
 * returns the pooled connection (drizzle-team/drizzle-orm#6241, open). When BEGIN fails, as it does
 * on a connection PostgreSQL dropped (a restart, a failover, an operator's pg_terminate_backend), the
 * connection is never returned: each such failure takes a place in the pool for good, until requests
 * wait for ever and the server cannot close. This replaces that one method with the same steps, BEGIN
 * inside the `try`, and a connection whose ROLLBACK failed handed back as broken, so the pool drops
 * it instead of lending it again. Remove it once drizzle releases the fix (pg-transaction.test.ts
 * then passes without it).
 */
type Session = {
  client: pg.Pool | pg.PoolClient;
  dialect: unknown;
  schema: unknown;
  options: unknown;
};
type Transaction = {
  execute: (query: ReturnType<typeof sql>) => Promise<unknown>;
  getTransactionConfigSQL: (config: PgTransactionConfig) => ReturnType<typeof sql>;
};
type SessionClass = new (...args: unknown[]) => Session;
type TransactionClass = new (...args: unknown[]) => Transaction;

export function releaseConnectionWhenBeginFails(): void {
  const Session = NodePgSession as unknown as SessionClass;
  const Tx = NodePgTransaction as unknown as TransactionClass;
  Object.defineProperty(NodePgSession.prototype, 'transaction', {
    configurable: true,
    writable: true,
    value: async function transaction<T>(
      this: Session,
      body: (tx: Transaction) => Promise<T>,
      config?: PgTransactionConfig,
    ): Promise<T> {
      const isPool = this.client instanceof pg.Pool;
      const session = isPool
        ? new Session(await (this.client as pg.Pool).connect(), this.dialect, this.schema, this.options)
        : this;
      const tx = new Tx(this.dialect, session, this.schema);
      let broken: Error | undefined;
      let began = false;
      try {
        await tx.execute(sql`begin${config ? sql` ${tx.getTransactionConfigSQL(config)}` : undefined}`);
        began = true;
        const result = await body(tx);
        await tx.execute(sql`commit`);
        return result;
      } catch (error) {
        if (began) {
          await tx.execute(sql`rollback`).catch((rollbackError: unknown) => {
            broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
          });
        } else broken = error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        if (isPool) (session.client as pg.PoolClient).release(broken);
      }
    },
  });
}
