import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, subAccounts } from '../../db/schema/index';

export type NewSubAccountValues = {
  /** Set by the demo seed, which names the files after the id; generated otherwise. */
  id?: string;
  ownerAccountId: string;
  username: string;
  firstName: string;
  lastName?: string | null;
  profileImage?: string | null;
};

/** SQL for sub-accounts: the `accounts` row and its `sub_accounts` link. */
export const subAccountRepository = {
  /** The owner's sub-accounts in creation order, with their account rows. */
  listByOwner: (db: Database, ownerAccountId: string) =>
    db
      .select({ linkId: subAccounts.id, account: accounts })
      .from(subAccounts)
      .innerJoin(accounts, eq(accounts.id, subAccounts.accountId))
      .where(eq(subAccounts.ownerAccountId, ownerAccountId))
      .orderBy(asc(subAccounts.createdAt), asc(subAccounts.id)),

  /**
   * Inserts the persona's account (no email, no password, out of partner search) and its link.
   * Call inside a transaction so both rows exist or neither does.
   */
  insert: async (db: Database, values: NewSubAccountValues) => {
    const [account] = await db
      .insert(accounts)
      .values({
        ...(values.id ? { id: values.id } : {}),
        username: values.username,
        firstName: values.firstName,
        lastName: values.lastName ?? null,
        profileImage: values.profileImage ?? null,
        ownerAccountId: values.ownerAccountId,
        isLookingForPartner: false,
      })
      .returning();
    await db.insert(subAccounts).values({ ownerAccountId: values.ownerAccountId, accountId: account!.id });
    return account!;
  },

  /**
   * Removes a persona from its owner: the link goes and the account is deactivated, so it leaves
   * the owner's list and can no longer be switched into, while its past messages keep their author.
   */
  remove: async (db: Database, subAccountId: string) => {
    await db.transaction(async (tx) => {
      await tx.delete(subAccounts).where(eq(subAccounts.accountId, subAccountId));
      await tx
        .update(accounts)
        .set({ isDeactivated: true, deactivatedAt: new Date() })
        .where(eq(accounts.id, subAccountId));
    });
  },

  /**
   * Locks the owner's account row (so two upserts add their personas one after the other) and
   * counts the owner's sub-accounts.
   */
  lockOwnerAndCount: async (tx: Database, ownerAccountId: string): Promise<number> => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, ownerAccountId)).for('update');
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(subAccounts)
      .where(eq(subAccounts.ownerAccountId, ownerAccountId));
    return row?.n ?? 0;
  },

  /** The sub-account if `ownerAccountId` owns it. */
  findOwned: async (db: Database, ownerAccountId: string, subAccountId: string) => {
    const [row] = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, subAccountId), eq(accounts.ownerAccountId, ownerAccountId)))
      .limit(1);
    return row;
  },
};
