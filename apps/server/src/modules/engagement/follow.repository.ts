import { and, count, desc, eq, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, follows } from '../../db/schema/index';
import { personColumns } from '../accounts/person.presenter';
import { blockedByViewerSql, blockedEitherWaySql } from '../partners/block-sql';
import { personOfSql } from '../../db/person-of';

type Page = { limit: number; offset: number };

/**
 * One side of a person's follows as a list: the accounts on `other`'s side, live ones only, minus
 * those the viewer blocked; newest follow first.
 */
async function listSide(
  db: Database,
  side: 'followers' | 'following',
  accountId: string,
  viewerId: string | null,
  { limit, offset }: Page,
) {
  const [mine, other] =
    side === 'followers'
      ? [follows.followedAccountId, follows.followerAccountId]
      : [follows.followerAccountId, follows.followedAccountId];
  const where = and(
    eq(mine, accountId),
    eq(accounts.isDeactivated, false),
    viewerId ? sql`not ${blockedByViewerSql(viewerId, other)}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ person: personColumns(accounts), followedAt: follows.createdAt })
      .from(follows)
      .innerJoin(accounts, eq(accounts.id, other))
      .where(where)
      .orderBy(desc(follows.createdAt), desc(other))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(follows).innerJoin(accounts, eq(accounts.id, other)).where(where),
  ]);
  return { rows, totalItems: total?.n ?? 0 };
}

/** SQL for follows. */
export const followRepository = {
  /** A live or deactivated account by id (404 for none). */
  findAccount: async (db: Database, id: string) => {
    const [row] = await db
      .select({ id: accounts.id, isDeactivated: accounts.isDeactivated })
      .from(accounts)
      .where(eq(accounts.id, id));
    return row;
  },

  /** Follows once, however often asked. */
  insert: (db: Database, followerAccountId: string, followedAccountId: string) =>
    db.insert(follows).values({ followerAccountId, followedAccountId }).onConflictDoNothing(),

  delete: (db: Database, followerAccountId: string, followedAccountId: string) =>
    db
      .delete(follows)
      .where(and(eq(follows.followerAccountId, followerAccountId), eq(follows.followedAccountId, followedAccountId))),

  /** Ends every follow, either way, between any account of the person behind `a` and any of `b`'s (a block). */
  deleteBetweenPersons: (db: Database, a: string, b: string) =>
    db
      .delete(follows)
      .where(
        or(
          and(
            eq(personOfSql(follows.followerAccountId), personOfSql(a)),
            eq(personOfSql(follows.followedAccountId), personOfSql(b)),
          ),
          and(
            eq(personOfSql(follows.followerAccountId), personOfSql(b)),
            eq(personOfSql(follows.followedAccountId), personOfSql(a)),
          ),
        ),
      ),

  exists: async (db: Database, followerAccountId: string, followedAccountId: string): Promise<boolean> => {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(follows)
      .where(and(eq(follows.followerAccountId, followerAccountId), eq(follows.followedAccountId, followedAccountId)))
      .limit(1);
    return Boolean(row);
  },

  /** How many live accounts follow the account, and how many live accounts it follows. */
  counts: async (db: Database, accountId: string) => {
    const live = (column: AnyColumn) =>
      sql`${column} not in (select ${accounts.id} from ${accounts} where ${accounts.isDeactivated})`;
    const [[followers], [following]] = await Promise.all([
      db
        .select({ n: count() })
        .from(follows)
        .where(and(eq(follows.followedAccountId, accountId), live(follows.followerAccountId))),
      db
        .select({ n: count() })
        .from(follows)
        .where(and(eq(follows.followerAccountId, accountId), live(follows.followedAccountId))),
    ]);
    return { followerCount: followers?.n ?? 0, followingCount: following?.n ?? 0 };
  },

  listFollowers: (db: Database, accountId: string, viewerId: string | null, page: Page) =>
    listSide(db, 'followers', accountId, viewerId, page),

  listFollowing: (db: Database, accountId: string, viewerId: string | null, page: Page) =>
    listSide(db, 'following', accountId, viewerId, page),

  /** Live accounts following `accountId`, none of them blocked by or blocking that person. */
  followerIdsOf: async (db: Database, accountId: string): Promise<string[]> => {
    const rows = await db
      .select({ id: follows.followerAccountId })
      .from(follows)
      .innerJoin(accounts, eq(accounts.id, follows.followerAccountId))
      .where(
        and(
          eq(follows.followedAccountId, accountId),
          eq(accounts.isDeactivated, false),
          sql`not ${blockedEitherWaySql(accountId, follows.followerAccountId)}`,
        ),
      );
    return rows.map((row) => row.id);
  },
};
