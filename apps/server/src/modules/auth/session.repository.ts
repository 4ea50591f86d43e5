import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { accounts, adminPermissions, sessions } from '../../db/schema/index';

/** The sub-account a session acts as. */
const persona = alias(accounts, 'persona');

/** SQL for sessions: one function per query. */
export const sessionRepository = {
  findActiveByTokenHash: async (db: Database, tokenHash: string, now: Date) => {
    const [row] = await db
      .select({
        sessionId: sessions.id,
        accountId: sessions.accountId,
        subAccountId: sessions.subAccountId,
        parentSessionId: sessions.parentSessionId,
        expiresAt: sessions.expiresAt,
        lastUsedAt: sessions.lastUsedAt,
        role: accounts.role,
        isDeactivated: accounts.isDeactivated,
        /** The persona was removed or deactivated (null outside a sub-account session). */
        isPersonaDeactivated: persona.isDeactivated,
      })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .leftJoin(persona, eq(persona.id, sessions.subAccountId))
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
      parentSessionId?: string | null;
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

  /** Deletes a session and the sessions opened from it; returns the ids deleted. */
  deleteWithChildren: async (db: Database, sessionId: string): Promise<string[]> => {
    const rows = await db
      .delete(sessions)
      .where(or(eq(sessions.id, sessionId), eq(sessions.parentSessionId, sessionId)))
      .returning({ id: sessions.id });
    return rows.map((row) => row.id);
  },

  /**
   * Deletes every session of a main account (its sub-account sessions included), or every session
   * acting as a sub-account, except the sign-in `keepSignInId` and the sessions opened from it;
   * returns the ids deleted.
   */
  deleteForAccount: async (db: Database, accountId: string, keepSignInId: string | null): Promise<string[]> => {
    const rows = await db
      .delete(sessions)
      .where(
        and(
          or(eq(sessions.accountId, accountId), eq(sessions.subAccountId, accountId)),
          keepSignInId
            ? and(
                ne(sessions.id, keepSignInId),
                or(isNull(sessions.parentSessionId), ne(sessions.parentSessionId, keepSignInId)),
              )
            : undefined,
        ),
      )
      .returning({ id: sessions.id });
    return rows.map((row) => row.id);
  },

  /** The session a session was opened from (undefined when the session does not exist). */
  findParentId: async (db: Database, sessionId: string) => {
    const [row] = await db
      .select({ parentSessionId: sessions.parentSessionId })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .limit(1);
    return row;
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
