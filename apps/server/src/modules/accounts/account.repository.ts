import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { accounts, ideas, uploads, type NewAccount } from '../../db/schema/index';
import { publiclyVisibleSql } from '../ideas/idea.policy';

const owners = alias(accounts, 'owners');

/**
 * People whose profile the sitemap lists: not erased, and (for a persona) whose owner is not
 * deactivated, owning an idea a visitor may see (which already leaves deactivated owners out).
 */
const listedOwnerSql = and(
  isNull(accounts.deletedAt),
  sql`not exists (select 1 from ${accounts} as parent where parent.id = ${accounts.ownerAccountId} and parent.is_deactivated)`,
  publiclyVisibleSql,
);

/** SQL for accounts: one function per query. */
export const accountRepository = {
  findById: async (db: Database, id: string) => {
    const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
    return row;
  },

  /** How many people the sitemap lists (`listedOwnerSql`). */
  countWithPublicIdeas: async (db: Database): Promise<number> => {
    const [row] = await db
      .select({ count: sql<number>`count(distinct ${ideas.ownerAccountId})::int` })
      .from(ideas)
      .innerJoin(accounts, eq(accounts.id, ideas.ownerAccountId))
      .where(listedOwnerSql);
    return row?.count ?? 0;
  },

  /** One page of them, by id, with the later of their own and their public ideas' last change. */
  listWithPublicIdeas: (db: Database, offset: number, limit: number) =>
    db
      .select({
        id: accounts.id,
        updatedAt: sql<Date>`greatest(max(${accounts.updatedAt}), max(${ideas.updatedAt}))`.mapWith(
          (value: string | Date) => new Date(value),
        ),
      })
      .from(ideas)
      .innerJoin(accounts, eq(accounts.id, ideas.ownerAccountId))
      .where(listedOwnerSql)
      .groupBy(accounts.id)
      .orderBy(asc(accounts.id))
      .offset(offset)
      .limit(limit),

  /** The account with whether its owner (for a sub-account) is deactivated. */
  findWithOwnerStatus: async (db: Database, id: string) => {
    const [row] = await db
      .select({ account: accounts, isOwnerDeactivated: owners.isDeactivated })
      .from(accounts)
      .leftJoin(owners, eq(owners.id, accounts.ownerAccountId))
      .where(eq(accounts.id, id))
      .limit(1);
    return row;
  },

  update: async (db: Database, id: string, values: Partial<NewAccount>) => {
    const [row] = await db.update(accounts).set(values).where(eq(accounts.id, id)).returning();
    return row;
  },

  /** Accounts already holding any of these (lowercase) usernames. */
  findByUsernames: (db: Database, usernames: string[]) =>
    usernames.length
      ? db
          .select({ id: accounts.id, username: sql<string>`lower(${accounts.username})` })
          .from(accounts)
          .where(inArray(sql`lower(${accounts.username})`, usernames))
      : Promise.resolve([]),

  /** Which of these upload keys were stored under `modulePath` by any of the given accounts. */
  findUploadKeysOwnedBy: async (
    db: Database,
    { keys, ownerIds, modulePath }: { keys: string[]; ownerIds: string[]; modulePath: string },
  ): Promise<string[]> => {
    if (!keys.length) return [];
    const rows = await db
      .select({ key: uploads.key })
      .from(uploads)
      .where(
        and(inArray(uploads.key, keys), inArray(uploads.ownerAccountId, ownerIds), eq(uploads.modulePath, modulePath)),
      );
    return rows.map((row) => row.key);
  },
};
