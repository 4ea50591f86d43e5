import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, twoFactorChallenges, twoFactorRecoveryCodes } from '../../db/schema/index';

/** SQL of two-factor sign-in (secrets, recovery codes, challenges): one function per query. */
export const twoFactorRepository = {
  setPendingSecret: async (db: Database, accountId: string, secret: string) => {
    await db
      .update(accounts)
      .set({ twoFactorSecret: secret, twoFactorLastStep: null })
      .where(and(eq(accounts.id, accountId), isNull(accounts.twoFactorEnabledAt)));
  },

  /** Every stored TOTP secret (pending or on), as stored. */
  listTwoFactorSecrets: (db: Database) =>
    db
      .select({ id: accounts.id, secret: sql<string>`${accounts.twoFactorSecret}` })
      .from(accounts)
      .where(isNotNull(accounts.twoFactorSecret)),

  /** Swaps a stored secret for its encrypted form, unless it changed meanwhile. */
  replaceSecret: async (db: Database, accountId: string, from: string, to: string): Promise<boolean> => {
    const rows = await db
      .update(accounts)
      .set({ twoFactorSecret: to })
      .where(and(eq(accounts.id, accountId), eq(accounts.twoFactorSecret, from)))
      .returning({ id: accounts.id });
    return rows.length > 0;
  },

  /**
   * Records `step` as used unless it (or a later one) was used before; false when it was, so the
   * same code is never accepted twice, even by two requests at once.
   */
  acceptStep: async (db: Database, accountId: string, step: number): Promise<boolean> => {
    const rows = await db
      .update(accounts)
      .set({ twoFactorLastStep: step })
      .where(
        and(eq(accounts.id, accountId), or(isNull(accounts.twoFactorLastStep), lt(accounts.twoFactorLastStep, step))),
      )
      .returning({ id: accounts.id });
    return rows.length > 0;
  },

  enable: async (db: Database, accountId: string, codeHashes: string[], now: Date) => {
    await db.update(accounts).set({ twoFactorEnabledAt: now }).where(eq(accounts.id, accountId));
    await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.accountId, accountId));
    await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ accountId, codeHash })));
  },

  disable: async (db: Database, accountId: string) => {
    await db
      .update(accounts)
      .set({ twoFactorEnabledAt: null, twoFactorSecret: null, twoFactorLastStep: null })
      .where(eq(accounts.id, accountId));
    await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.accountId, accountId));
  },

  /** Uses up an unused recovery code; false when there is none with this hash. */
  useRecoveryCode: async (db: Database, accountId: string, codeHash: string, now: Date): Promise<boolean> => {
    const rows = await db
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(twoFactorRecoveryCodes.accountId, accountId),
          eq(twoFactorRecoveryCodes.codeHash, codeHash),
          isNull(twoFactorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: twoFactorRecoveryCodes.id });
    return rows.length > 0;
  },

  recoveryCodesLeft: async (db: Database, accountId: string): Promise<number> => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(twoFactorRecoveryCodes)
      .where(and(eq(twoFactorRecoveryCodes.accountId, accountId), isNull(twoFactorRecoveryCodes.usedAt)));
    return row?.count ?? 0;
  },

  insertChallenge: async (
    db: Database,
    values: { tokenHash: string; accountId: string; expiresAt: Date; userAgent: string | null; ip: string | null },
  ) => {
    await db.insert(twoFactorChallenges).values(values);
  },

  /** Counts one try at a live challenge; undefined when it is unknown, expired or out of tries. */
  tryChallenge: async (db: Database, tokenHash: string, now: Date, maxAttempts: number) => {
    const [row] = await db
      .update(twoFactorChallenges)
      .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
      .where(
        and(
          eq(twoFactorChallenges.tokenHash, tokenHash),
          sql`${twoFactorChallenges.expiresAt} > ${now}`,
          lt(twoFactorChallenges.attempts, maxAttempts),
        ),
      )
      .returning({
        id: twoFactorChallenges.id,
        accountId: twoFactorChallenges.accountId,
        userAgent: twoFactorChallenges.userAgent,
        ip: twoFactorChallenges.ip,
      });
    return row;
  },

  deleteChallenge: async (db: Database, id: string) => {
    await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, id));
  },
};
