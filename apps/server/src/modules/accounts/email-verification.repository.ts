import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, emailVerifications } from '../../db/schema/index';
import { mailRecipientColumns } from '../mail/mail-recipient';

/** SQL for email verification. */
export const emailVerificationRepository = {
  /** A main account (never a sub-account) with what a verification mail needs. */
  findMainAccount: async (db: Database, accountId: string) => {
    const [row] = await db
      .select({
        ...mailRecipientColumns,
        emailVerifiedAt: accounts.emailVerifiedAt,
        isDeactivated: accounts.isDeactivated,
      })
      .from(accounts)
      .where(and(eq(accounts.id, accountId), isNull(accounts.ownerAccountId)))
      .limit(1);
    return row;
  },

  insertToken: async (
    db: Database,
    row: { accountId: string; email: string; tokenHash: string; expiresAt: Date; kind?: 'verify' | 'change' },
  ) => {
    await db.insert(emailVerifications).values(row);
  },

  /** The newest live link of an email change, if one waits to be opened. */
  findPendingChange: async (db: Database, accountId: string, now: Date) => {
    const [row] = await db
      .select({ email: emailVerifications.email })
      .from(emailVerifications)
      .where(
        and(
          eq(emailVerifications.accountId, accountId),
          eq(emailVerifications.kind, 'change'),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, now),
        ),
      )
      .orderBy(desc(emailVerifications.createdAt))
      .limit(1);
    return row;
  },

  /** An earlier email change's links stop working when a new change is asked for. */
  retireChangesOf: async (db: Database, accountId: string, now: Date) => {
    await db
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.accountId, accountId),
          eq(emailVerifications.kind, 'change'),
          isNull(emailVerifications.usedAt),
        ),
      );
  },

  /** Marks the token used, atomically: of two concurrent redemptions only one gets the row. */
  redeem: async (db: Database, tokenHash: string, now: Date) => {
    const [row] = await db
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.tokenHash, tokenHash),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, now),
        ),
      )
      .returning({
        accountId: emailVerifications.accountId,
        email: emailVerifications.email,
        kind: emailVerifications.kind,
      });
    return row;
  },

  /**
   * A `verify` link already used (or retired by a later one) whose address is still the account's
   * and verified: opening it again is not an error. Undefined otherwise.
   */
  findSpentVerification: async (db: Database, tokenHash: string) => {
    const [row] = await db
      .select({ email: accounts.email })
      .from(emailVerifications)
      .innerJoin(accounts, eq(accounts.id, emailVerifications.accountId))
      .where(
        and(
          eq(emailVerifications.tokenHash, tokenHash),
          eq(emailVerifications.kind, 'verify'),
          isNotNull(emailVerifications.usedAt),
          eq(accounts.email, emailVerifications.email),
          isNotNull(accounts.emailVerifiedAt),
          eq(accounts.isDeactivated, false),
        ),
      )
      .limit(1);
    return row?.email ?? undefined;
  },

  /**
   * Marks the address verified when the active account still has it; keeps an earlier verification
   * time. Returns the address, or undefined when the account or its address changed.
   */
  markVerified: async (db: Database, accountId: string, email: string, now: Date) => {
    const [row] = await db
      .update(accounts)
      .set({ emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
      .where(
        and(
          eq(accounts.id, accountId),
          sql`lower(${accounts.email}) = ${email.toLowerCase()}`,
          eq(accounts.isDeactivated, false),
        ),
      )
      .returning({ email: accounts.email });
    return row?.email ?? undefined;
  },

  /**
   * Makes `email` the active main account's address, verified now (its link was opened). Returns
   * the address, or undefined when the account is gone or deactivated.
   */
  changeEmail: async (db: Database, accountId: string, email: string, now: Date) => {
    const [row] = await db
      .update(accounts)
      .set({ email, emailVerifiedAt: now })
      .where(and(eq(accounts.id, accountId), isNull(accounts.ownerAccountId), eq(accounts.isDeactivated, false)))
      .returning({ email: accounts.email });
    return row?.email ?? undefined;
  },

  /** Other links mailed earlier stop working once the address is verified. */
  retireTokensOf: async (db: Database, accountId: string, now: Date) => {
    await db
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.accountId, accountId), isNull(emailVerifications.usedAt)));
  },
};
