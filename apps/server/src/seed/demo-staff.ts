import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, sessions } from '../db/schema/index';
import { hashPassword, verifyPassword } from '../lib/password';
import { DEMO_ADMIN, DEMO_MODERATOR } from './demo-data';

/** A password nobody has read anywhere: 18 random bytes, base64url (24 characters). */
export const randomStaffPassword = (): string => randomBytes(18).toString('base64url');

export type StaffLogin = { username: string; password: string };

/**
 * Demo staff whose password is still the README's (`admin1234`), as an earlier version seeded them
 * in production: each gets a new random password and loses its sessions. Returns the new logins,
 * which the caller prints once.
 */
export async function replacePublishedStaffPasswords(db: Database): Promise<StaffLogin[]> {
  const staff = await db
    .select({ id: accounts.id, username: accounts.username, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(inArray(accounts.email, [DEMO_ADMIN.email, DEMO_MODERATOR.email]));
  const replaced: StaffLogin[] = [];
  for (const account of staff) {
    if (!account.passwordHash || !(await verifyPassword(account.passwordHash, DEMO_ADMIN.password))) continue;
    const password = randomStaffPassword();
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, account.id));
      await tx.delete(sessions).where(eq(sessions.accountId, account.id));
    });
    replaced.push({ username: account.username, password });
  }
  return replaced;
}

/** What a production start prints once about demo staff with random passwords. */
export const demoStaffWarning = (logins: StaffLogin[], dashboardUrl: string): string[] => [
  'WARNING: this server holds demo accounts (SEED_DEMO). Demo members share the password demo1234;',
  '         delete them or start with an empty database before real people use it.',
  ...logins.map(
    (login) => `Demo staff ${login.username} / ${login.password}  (shown once; dashboard: ${dashboardUrl})`,
  ),
];
