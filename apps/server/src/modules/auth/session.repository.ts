import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, adminPermissions, sessions } from '../../db/schema/index';

/** SQL for sessions: one function per query. */
export const sessionRepository = {
  findActiveByTokenHash: async (db: Database, tokenHash: string, now: Date) => {
    const [row] = await db
      .select({
        sessionId: sessions.id,
        accountId: sessions.accountId,
        subAccountId: sessions.subAccountId,
        expiresAt: sessions.expiresAt,
        lastUsedAt: sessions.lastUsedAt,
        role: accounts.role,
        isDeactivated: accounts.isDeactivated,
      })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
      .limit(1);
    return row;
  },

  insert: async (
    db: Database,
    values: {
      tokenHash: string;
      accountId: string;
      subAccountId?: string | null;
      expiresAt: Date;
      userAgent?: string | null;
      ip?: string | null;
    },
  ) => {
    const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
    return row;
  },

  touch: async (db: Database, sessionId: string, expiresAt: Date, now: Date) => {
    await db.update(sessions).set({ expiresAt, lastUsedAt: now }).where(eq(sessions.id, sessionId));
  },

  deleteById: async (db: Database, sessionId: string) => {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
  },

  deleteAllForAccount: async (db: Database, accountId: string) => {
    await db.delete(sessions).where(eq(sessions.accountId, accountId));
  },

  permissionsOf: async (db: Database, accountId: string): Promise<string[]> => {
    const rows = await db
      .select({ permission: adminPermissions.permission })
      .from(adminPermissions)
      .where(eq(adminPermissions.accountId, accountId));
    return rows.map((row) => row.permission);
  },

  deleteExpired: async (db: Database, now: Date) => {
    await db.delete(sessions).where(sql`${sessions.expiresAt} <= ${now}`);
  },
};
