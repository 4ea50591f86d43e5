import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, type NewAccount } from '../../db/schema/index';
import { mailRecipientColumns } from '../mail/mail-recipient';

const loginColumns = {
  ...mailRecipientColumns,
  passwordHash: accounts.passwordHash,
  emailVerifiedAt: accounts.emailVerifiedAt,
  googleSub: accounts.googleSub,
  role: accounts.role,
  ownerAccountId: accounts.ownerAccountId,
  isDeactivated: accounts.isDeactivated,
  twoFactorEnabledAt: accounts.twoFactorEnabledAt,
};

/** SQL for logging in (password and Google) and creating accounts: one function per query. */
export const authRepository = {
  /** The main account or sub-account whose username or email equals `identifier`, any casing. */
  findByUsernameOrEmail: async (db: Database, identifier: string) => {
    const value = identifier.toLowerCase();
    const [row] = await db
      .select(loginColumns)
      .from(accounts)
      .where(sql`lower(${accounts.username}) = ${value} or lower(${accounts.email}) = ${value}`)
      .limit(1);
    return row;
  },

  findByGoogleSub: async (db: Database, googleSub: string) => {
    const [row] = await db.select(loginColumns).from(accounts).where(eq(accounts.googleSub, googleSub)).limit(1);
    return row;
  },

  findByLineSub: async (db: Database, lineSub: string) => {
    const [row] = await db.select(loginColumns).from(accounts).where(eq(accounts.lineSub, lineSub)).limit(1);
    return row;
  },

  findByEmail: async (db: Database, email: string) => {
    const [row] = await db
      .select(loginColumns)
      .from(accounts)
      .where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return row;
  },

  /** Takes the address off the account if it was never verified; false when it was (or the account is gone). */
  releaseUnverifiedEmail: async (db: Database, accountId: string): Promise<boolean> => {
    const rows = await db
      .update(accounts)
      .set({ email: null })
      .where(and(eq(accounts.id, accountId), isNull(accounts.emailVerifiedAt)))
      .returning({ id: accounts.id });
    return rows.length === 1;
  },

  emailExists: async (db: Database, email: string): Promise<boolean> =>
    Boolean(await authRepository.findByEmail(db, email)),

  /** Which of `usernames` (lowercase) are already taken, any casing. */
  takenUsernames: async (db: Database, usernames: string[]): Promise<Set<string>> => {
    if (!usernames.length) return new Set();
    const rows = await db
      .select({ username: sql<string>`lower(${accounts.username})` })
      .from(accounts)
      .where(inArray(sql`lower(${accounts.username})`, usernames));
    return new Set(rows.map((row) => row.username));
  },

  insert: async (db: Database, values: NewAccount) => {
    const [row] = await db.insert(accounts).values(values).returning({ id: accounts.id });
    return row!;
  },

  /** Links a LINE identity unless the account already has one; false when it had. */
  linkLine: async (db: Database, accountId: string, lineSub: string): Promise<boolean> => {
    const rows = await db
      .update(accounts)
      .set({ lineSub })
      .where(sql`${accounts.id} = ${accountId} and ${accounts.lineSub} is null`)
      .returning({ id: accounts.id });
    return rows.length === 1;
  },

  /** Links a Google identity unless the account already has one; false when it had. */
  linkGoogle: async (db: Database, accountId: string, googleSub: string): Promise<boolean> => {
    const rows = await db
      .update(accounts)
      .set({ googleSub })
      .where(sql`${accounts.id} = ${accountId} and ${accounts.googleSub} is null`)
      .returning({ id: accounts.id });
    return rows.length === 1;
  },

  /**
   * Links a Google identity to an account whose address was never verified, and, since Google has
   * verified it, drops the password whoever set it and marks the address verified. False when the
   * account already had a Google identity.
   */
  takeOverForGoogle: async (db: Database, accountId: string, googleSub: string, now: Date): Promise<boolean> => {
    const rows = await db
      .update(accounts)
      .set({ googleSub, passwordHash: null, emailVerifiedAt: now, twoFactorSecret: null, twoFactorEnabledAt: null })
      .where(sql`${accounts.id} = ${accountId} and ${accounts.googleSub} is null`)
      .returning({ id: accounts.id });
    return rows.length === 1;
  },

  touchLastActive: async (db: Database, accountId: string, now: Date) => {
    await db.update(accounts).set({ lastActiveAt: now }).where(eq(accounts.id, accountId));
  },
};

export type LoginAccount = NonNullable<Awaited<ReturnType<typeof authRepository.findByGoogleSub>>>;
