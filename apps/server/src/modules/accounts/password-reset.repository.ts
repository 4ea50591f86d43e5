import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, passwordResets } from '../../db/schema/index';
import { mailRecipientColumns } from '../mail/mail-recipient';

/** SQL for forgot / reset password: single-use tokens, stored hashed. */
export const passwordResetRepository = {
  /** A main account (never a sub-account) by email, case-insensitively. */
  findMainAccountByEmail: async (db: Database, email: string) => {
    const [row] = await db
      .select({
        ...mailRecipientColumns,
        isDeactivated: accounts.isDeactivated,
      })
      .from(accounts)
      .where(and(sql`lower(${accounts.email}) = ${email.toLowerCase()}`, isNull(accounts.ownerAccountId)))
      .limit(1);
    return row;
  },

  insertToken: async (db: Database, row: { accountId: string; tokenHash: string; expiresAt: Date }) => {
    await db.insert(passwordResets).values(row);
  },

  /** The unused, unexpired token's account, when that account is still active. */
  findRedeemable: async (db: Database, tokenHash: string, now: Date) => {
    const [row] = await db
      .select({ accountId: passwordResets.accountId })
      .from(passwordResets)
      .innerJoin(accounts, eq(accounts.id, passwordResets.accountId))
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
          eq(accounts.isDeactivated, false),
        ),
      )
      .limit(1);
    return row;
  },

  /** Marks the token used, atomically: of two concurrent redemptions only one gets the account id. */
  redeem: async (db: Database, tokenHash: string, now: Date): Promise<string | undefined> => {
    const [row] = await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
      )
      .returning({ accountId: passwordResets.accountId });
    return row?.accountId;
  },

  /** Other links mailed earlier stop working once the password has been reset. */
  retireTokensOf: async (db: Database, accountId: string, now: Date) => {
    await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.accountId, accountId), isNull(passwordResets.usedAt)));
  },

  /** Stores the new hash; the mailed link proved the mailbox, so the address counts as verified too. */
  setPasswordHash: async (db: Database, accountId: string, passwordHash: string) => {
    await db
      .update(accounts)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, now())` })
      .where(eq(accounts.id, accountId));
  },
};
