import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AccountRole, type Permission } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { accounts, adminPermissions, type NewAccount } from '../../db/schema/index';

/** SQL of staff management over main accounts: roles, permissions, deactivation and the locks they take. */
export const staffAccountRepository = {
  /** A main account by id (sub-accounts are not managed here). */
  findMain: async (db: Database, id: string) => {
    const [row] = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, id), isNull(accounts.ownerAccountId)))
      .limit(1);
    return row ?? null;
  },

  /** A main account by email, any case. */
  findMainByEmail: async (db: Database, email: string) => {
    const [row] = await db
      .select()
      .from(accounts)
      .where(and(eq(sql`lower(${accounts.email})`, email.toLowerCase()), isNull(accounts.ownerAccountId)))
      .limit(1);
    return row ?? null;
  },

  /** Row-locks an account for the rest of the transaction (role and deactivation changes). */
  lock: async (tx: Database, id: string) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id)).for('update');
  },

  /** Marks the account's address proven, keeping the first time it was. */
  markEmailVerified: async (tx: Database, id: string, now: Date) => {
    await tx
      .update(accounts)
      .set({ emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(accounts.id, id));
  },

  update: async (tx: Database, id: string, values: Partial<NewAccount>) => {
    const [row] = await tx
      .update(accounts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(accounts.id, id))
      .returning();
    return row ?? null;
  },

  /** Permissions granted to each of these accounts. */
  permissionsOf: async (db: Database, accountIds: string[]): Promise<Map<string, Permission[]>> => {
    const map = new Map<string, Permission[]>();
    if (!accountIds.length) return map;
    const rows = await db
      .select({ accountId: adminPermissions.accountId, permission: adminPermissions.permission })
      .from(adminPermissions)
      .where(inArray(adminPermissions.accountId, accountIds));
    for (const row of rows) map.set(row.accountId, [...(map.get(row.accountId) ?? []), row.permission]);
    return map;
  },

  /** Replaces an account's permissions with this set. */
  replacePermissions: async (tx: Database, accountId: string, permissions: Permission[], grantedBy: string | null) => {
    await tx.delete(adminPermissions).where(eq(adminPermissions.accountId, accountId));
    if (permissions.length) {
      await tx.insert(adminPermissions).values(permissions.map((permission) => ({ accountId, permission, grantedBy })));
    }
  },

  /**
   * Active SuperAdmins, locked (in id order) so two removals cannot both pass the last-SuperAdmin
   * check. Take this lock before the target's own: every such change then locks in one order, and
   * two SuperAdmins acting on each other wait for one another instead of deadlocking.
   */
  lockActiveSuperAdmins: (tx: Database) =>
    tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.role, AccountRole.SuperAdmin), eq(accounts.isDeactivated, false)))
      .orderBy(accounts.id)
      .for('update'),
};
