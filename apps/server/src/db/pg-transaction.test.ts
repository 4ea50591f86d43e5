import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { releaseConnectionWhenBeginFails } from './pg-transaction';

/**
 * A pool whose connections fail every statement, as a connection PostgreSQL dropped does; it counts
 * what the transaction gives back. No server is needed to see whether the connection is returned.
 */
class DroppedPool extends pg.Pool {
  released: (Error | boolean | undefined)[] = [];
  override connect(): Promise<pg.PoolClient> {
    const client = {
      query: async () => {
        throw new Error('Connection terminated unexpectedly');
      },
      release: (error?: Error | boolean) => void this.released.push(error),
    };
    return Promise.resolve(client as unknown as pg.PoolClient);
  }
}

describe('a transaction whose BEGIN fails', () => {
  it('returns its connection to the pool as broken, and the caller gets the error', async () => {
    releaseConnectionWhenBeginFails();
    const pool = new DroppedPool();
    const db = drizzle({ client: pool });
    let ran = false;
    await expect(
      db.transaction(async (tx) => {
        ran = true;
        await tx.execute(sql`select 1`);
      }),
    ).rejects.toThrow();
    expect(ran).toBe(false);
    expect(pool.released).toHaveLength(1);
    expect(pool.released[0]).toBeInstanceOf(Error);
    await pool.end();
  });
});
