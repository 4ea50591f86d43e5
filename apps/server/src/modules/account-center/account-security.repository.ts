import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, sessions } from '../../db/schema/index';
import { mailRecipientColumns } from '../mail/mail-recipient';

const securityColumns = {
  ...mailRecipientColumns,
  role: accounts.role,
  passwordHash: accounts.passwordHash,
  googleSub: accounts.googleSub,
  lineSub: accounts.lineSub,
  isDeactivated: accounts.isDeactivated,
  deletedAt: accounts.deletedAt,
  twoFactorSecret: accounts.twoFactorSecret,
  twoFactorEnabledAt: accounts.twoFactorEnabledAt,
  twoFactorLastStep: accounts.twoFactorLastStep,
  emailOnMessage: accounts.emailOnMessage,
  emailDigest: accounts.emailDigest,
  isNewsAndPromotion: accounts.isNewsAndPromotion,
};

/** SQL of password and sign-in sessions: one function per query. */
export const accountSecurityRepository = {
  findSecurity: async (db: Database, accountId: string) => {
    const [row] = await db.select(securityColumns).from(accounts).where(eq(accounts.id, accountId)).limit(1);
    return row;
  },

  setPasswordHash: async (db: Database, accountId: string, passwordHash: string) => {
    await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
  },

  listSessions: (db: Database, accountId: string, now: Date) =>
    db
      .select({
        id: sessions.id,
        userAgent: sessions.userAgent,
        ip: sessions.ip,
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
      })
      .from(sessions)
      .where(and(eq(sessions.accountId, accountId), sql`${sessions.expiresAt} > ${now}`))
      .orderBy(desc(sessions.createdAt), desc(sessions.id)),

  /** True when the session exists and belongs to the account. */
  isSessionOf: async (db: Database, accountId: string, sessionId: string): Promise<boolean> => {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.accountId, accountId)))
      .limit(1);
    return rows.length > 0;
  },

  touchLastActive: async (db: Database, accountId: string, now: Date) => {
    await db.update(accounts).set({ lastActiveAt: now }).where(eq(accounts.id, accountId));
  },
};
