import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { FileAcl } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { accounts, uploads, type NewUpload, type Upload } from '../../db/schema/index';

/** SQL for the uploads table (rules: docs/design.md#files). */
export const storageRepository = {
  insert: async (db: Database, row: NewUpload): Promise<void> => {
    await db.insert(uploads).values(row);
  },

  findByKeys: (db: Database, keys: string[]): Promise<Upload[]> =>
    keys.length ? db.select().from(uploads).where(inArray(uploads.key, keys)) : Promise.resolve([]),

  deleteByKeys: async (db: Database, keys: string[]): Promise<void> => {
    if (keys.length) await db.delete(uploads).where(inArray(uploads.key, keys));
  },

  markReferenced: async (db: Database, keys: string[]): Promise<void> => {
    if (keys.length) await db.update(uploads).set({ isReferenced: true }).where(inArray(uploads.key, keys));
  },

  /** Oldest unreferenced uploads created before `before`, a batch at a time. */
  listOrphans: (db: Database, before: Date, limit: number): Promise<Upload[]> =>
    db
      .select()
      .from(uploads)
      .where(and(eq(uploads.isReferenced, false), lt(uploads.createdAt, before)))
      .orderBy(asc(uploads.createdAt))
      .limit(limit),

  /** A batch of public uploads of one module path, oldest first. */
  listPublicOf: (db: Database, modulePath: string, limit: number): Promise<Upload[]> =>
    db
      .select()
      .from(uploads)
      .where(and(eq(uploads.modulePath, modulePath), eq(uploads.acl, 'public')))
      .orderBy(asc(uploads.createdAt))
      .limit(limit),

  setAcl: async (db: Database, key: string, acl: FileAcl): Promise<void> => {
    await db.update(uploads).set({ acl }).where(eq(uploads.key, key));
  },

  /** The account's own row: its owner when it is a sub-account. */
  findAccountOwner: async (
    db: Database,
    accountId: string,
  ): Promise<{ id: string; ownerAccountId: string | null } | undefined> => {
    const [row] = await db
      .select({ id: accounts.id, ownerAccountId: accounts.ownerAccountId })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .limit(1);
    return row;
  },
};
