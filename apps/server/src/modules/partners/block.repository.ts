import { and, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blocks } from '../../db/schema/index';

/** True when `a` blocked `b` or `b` blocked `a` (no requests, comments or messages between them). */
export async function isBlockedEitherWay(db: Database, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerAccountId, a), eq(blocks.blockedAccountId, b)),
        and(eq(blocks.blockerAccountId, b), eq(blocks.blockedAccountId, a)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** SQL: true when the account in `column` and the viewer blocked each other either way. */
export const blockedEitherWaySql = (viewerId: string, column: AnyColumn | SQL): SQL =>
  sql`exists (select 1 from ${blocks} where (${blocks.blockerAccountId} = ${viewerId} and ${blocks.blockedAccountId} = ${column}) or (${blocks.blockerAccountId} = ${column} and ${blocks.blockedAccountId} = ${viewerId}))`;

/** SQL: true when the viewer blocked the account in `column` (the viewer stops seeing its content). */
export const blockedByViewerSql = (viewerId: string, column: AnyColumn | SQL): SQL =>
  sql`exists (select 1 from ${blocks} where ${blocks.blockerAccountId} = ${viewerId} and ${blocks.blockedAccountId} = ${column})`;

/** SQL for the blocks table. */
export const blockRepository = {
  /** Records the block once, however often asked. */
  insert: (db: Database, blockerAccountId: string, blockedAccountId: string) =>
    db.insert(blocks).values({ blockerAccountId, blockedAccountId }).onConflictDoNothing(),

  /** Removes the block if there was one. */
  delete: (db: Database, blockerAccountId: string, blockedAccountId: string) =>
    db
      .delete(blocks)
      .where(and(eq(blocks.blockerAccountId, blockerAccountId), eq(blocks.blockedAccountId, blockedAccountId))),

  /** Whether `blockerAccountId` blocked `blockedAccountId`. */
  exists: async (db: Database, blockerAccountId: string, blockedAccountId: string): Promise<boolean> => {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(blocks)
      .where(and(eq(blocks.blockerAccountId, blockerAccountId), eq(blocks.blockedAccountId, blockedAccountId)));
    return Boolean(row);
  },
};
