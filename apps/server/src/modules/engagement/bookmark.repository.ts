import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, ideaBookmarks, ideas } from '../../db/schema/index';
import { signedInVisibleSql } from '../ideas/idea.policy';
import { cardColumns } from '../ideas/idea-card';
import { blockedByViewerSql, blockedEitherWaySql } from '../partners/block-sql';

/**
 * Saved ideas a person still sees: the signed-in list's rule (active, not hidden, owner not
 * deactivated) and not by someone they blocked. Others drop out of the list but keep their row, so
 * an idea shown again comes back.
 */
const stillVisibleTo = (accountId: string) =>
  and(
    eq(ideaBookmarks.accountId, accountId),
    signedInVisibleSql,
    sql`not ${blockedByViewerSql(accountId, ideas.ownerAccountId)}`,
  );

/** SQL for saved ideas. */
export const bookmarkRepository = {
  /** Saves the idea once, however often asked. */
  insert: (db: Database, ideaId: string, accountId: string) =>
    db.insert(ideaBookmarks).values({ ideaId, accountId }).onConflictDoNothing(),

  delete: (db: Database, ideaId: string, accountId: string) =>
    db.delete(ideaBookmarks).where(and(eq(ideaBookmarks.ideaId, ideaId), eq(ideaBookmarks.accountId, accountId))),

  exists: async (db: Database, ideaId: string, accountId: string): Promise<boolean> => {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(ideaBookmarks)
      .where(and(eq(ideaBookmarks.ideaId, ideaId), eq(ideaBookmarks.accountId, accountId)))
      .limit(1);
    return Boolean(row);
  },

  /** A page of the person's saved ideas as cards, newest bookmark first, and how many there are. */
  listPage: async (db: Database, accountId: string, { limit, offset }: { limit: number; offset: number }) => {
    const where = stillVisibleTo(accountId);
    const [rows, [total]] = await Promise.all([
      db
        .select({ ...cardColumns, bookmarkedAt: ideaBookmarks.createdAt })
        .from(ideaBookmarks)
        .innerJoin(ideas, eq(ideas.id, ideaBookmarks.ideaId))
        .innerJoin(accounts, eq(accounts.id, ideas.ownerAccountId))
        .where(where)
        .orderBy(desc(ideaBookmarks.createdAt), desc(ideaBookmarks.ideaId))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(ideaBookmarks).innerJoin(ideas, eq(ideas.id, ideaBookmarks.ideaId)).where(where),
    ]);
    return { rows, totalItems: total?.n ?? 0 };
  },

  /** Live accounts that saved the idea, none of them blocked by or blocking `actorId`'s person. */
  saverIdsOf: async (db: Database, ideaId: string, actorId: string): Promise<string[]> => {
    const rows = await db
      .select({ id: ideaBookmarks.accountId })
      .from(ideaBookmarks)
      .innerJoin(accounts, eq(accounts.id, ideaBookmarks.accountId))
      .where(
        and(
          eq(ideaBookmarks.ideaId, ideaId),
          eq(accounts.isDeactivated, false),
          sql`not ${blockedEitherWaySql(actorId, ideaBookmarks.accountId)}`,
        ),
      );
    return rows.map((row) => row.id);
  },
};
