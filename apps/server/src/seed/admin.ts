import { eq, or, sql } from 'drizzle-orm';
import { AccountRole } from '@ideamatch/shared';
import type { Database } from '../db/client';
import { accounts } from '../db/schema/index';
import { hashPassword } from '../lib/password';
import { recordAudit } from '../modules/audit/audit.service';

/** Finds a username not yet taken, starting from `base` and adding a number when needed. */
async function freeUsername(db: Database, base: string, exceptAccountId?: string): Promise<string> {
  const clean =
    base
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 24) || 'admin';
  for (let n = 0; ; n += 1) {
    const candidate = n === 0 ? clean : `${clean}${n}`;
    const [taken] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(sql`lower(${accounts.username})`, candidate))
      .limit(1);
    if (!taken || taken.id === exceptAccountId) return candidate;
  }
}

/** A role change made from the server's configuration (no admin acted): audited like any other. */
const auditPromotion = (tx: Database, accountId: string, fromRole: number) =>
  recordAudit(tx, {
    actorAccountId: null,
    action: 'admin.promote',
    targetType: 'account',
    targetId: accountId,
    before: { role: fromRole },
    after: { role: AccountRole.SuperAdmin },
    note: 'ADMIN_EMAIL / npm run admin:create',
  });

/**
 * Creates or updates the SuperAdmin named by ADMIN_EMAIL/ADMIN_PASSWORD (or `npm run admin:create`):
 * username is the part of the email before '@'; an existing account with that email is promoted and
 * its password replaced.
 */
export async function upsertSuperAdmin(db: Database, { email, password }: { email: string; password: string }) {
  const normalizedEmail = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const [existing] = await db
    .select({ id: accounts.id, username: accounts.username, role: accounts.role })
    .from(accounts)
    .where(or(eq(sql`lower(${accounts.email})`, normalizedEmail)))
    .limit(1);
  const username = await freeUsername(db, normalizedEmail.split('@')[0] ?? 'admin', existing?.id);
  if (existing) {
    await db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({
          role: AccountRole.SuperAdmin,
          passwordHash,
          username,
          isDeactivated: false,
          // The operator named this address: it counts as verified.
          emailVerifiedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(accounts.id, existing.id));
      if (existing.role !== AccountRole.SuperAdmin) await auditPromotion(tx, existing.id, existing.role);
    });
    return { id: existing.id, username, created: false };
  }
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accounts)
      .values({
        username,
        email: normalizedEmail,
        passwordHash,
        emailVerifiedAt: new Date(),
        role: AccountRole.SuperAdmin,
        firstName: 'Admin',
        isTerm: true,
        isPdpa: true,
      })
      .returning({ id: accounts.id });
    await auditPromotion(tx, row!.id, AccountRole.User);
    return row!;
  });
  return { id: created.id, username, created: true };
}
