import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { AccountRole, type AccountRole as Role } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { accounts, adminInvitations, type NewAdminInvitation } from '../../db/schema/index';
import { accountSearch } from '../../db/account-search';
import { countCapped, matchingRows } from '../../db/list-queries';
import { personColumns } from '../accounts/person.presenter';

/** SQL of admin management: staff lists and invitations. */
export const adminRepository = {
  /** One page of the accounts holding this role. */
  listByRole: async (
    db: Database,
    { role, q, page, pageSize }: { role: Role; q?: string; page: number; pageSize: number },
  ) => {
    const where = and(eq(accounts.role, role), isNull(accounts.ownerAccountId), accountSearch(q));
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(accounts)
        .where(where)
        .orderBy(asc(sql`lower(${accounts.username})`))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      countCapped(db, matchingRows(db, accounts, where)),
    ]);
    return { rows, total };
  },

  /** Every staff account, SuperAdmins first (staff are few; capped anyway). */
  listStaff: (db: Database) =>
    db
      .select()
      .from(accounts)
      .where(inArray(accounts.role, [AccountRole.SuperAdmin, AccountRole.Admin]))
      .orderBy(asc(accounts.role), asc(sql`lower(${accounts.username})`))
      .limit(500),

  insertInvitation: async (tx: Database, values: NewAdminInvitation) => {
    const [row] = await tx.insert(adminInvitations).values(values).returning();
    return row!;
  },

  /** Revokes the pending invitations of an email (a new one replaces them). */
  revokePendingFor: (tx: Database, email: string, now: Date) =>
    tx
      .update(adminInvitations)
      .set({ revokedAt: now })
      .where(
        and(eq(adminInvitations.email, email), isNull(adminInvitations.acceptedAt), isNull(adminInvitations.revokedAt)),
      ),

  /** Invitations not yet accepted, revoked or expired, newest first. */
  listPending: (db: Database, now: Date) =>
    db
      .select({ invitation: adminInvitations, inviter: personColumns(accounts) })
      .from(adminInvitations)
      .leftJoin(accounts, eq(accounts.id, adminInvitations.invitedBy))
      .where(
        and(
          isNull(adminInvitations.acceptedAt),
          isNull(adminInvitations.revokedAt),
          gt(adminInvitations.expiresAt, now),
        ),
      )
      .orderBy(desc(adminInvitations.createdAt))
      .limit(200),

  findInvitation: async (db: Database, id: string) => {
    const [row] = await db.select().from(adminInvitations).where(eq(adminInvitations.id, id)).limit(1);
    return row ?? null;
  },

  /** A usable invitation by its token hash, locked until the transaction ends. */
  lockUsableByTokenHash: async (tx: Database, tokenHash: string, now: Date) => {
    const [row] = await tx
      .select()
      .from(adminInvitations)
      .where(
        and(
          eq(adminInvitations.tokenHash, tokenHash),
          isNull(adminInvitations.acceptedAt),
          isNull(adminInvitations.revokedAt),
          gt(adminInvitations.expiresAt, now),
        ),
      )
      .limit(1)
      .for('update');
    return row ?? null;
  },

  updateInvitation: (tx: Database, id: string, values: Partial<NewAdminInvitation>) =>
    tx.update(adminInvitations).set(values).where(eq(adminInvitations.id, id)),
};
