import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { accounts, uploads, type NewAccount } from '../../db/schema/index';

const owners = alias(accounts, 'owners');

/** SQL for accounts: one function per query. */
export const accountRepository = {
  findById: async (db: Database, id: string) => {
    const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
    return row;
  },

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
