import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  AccountRole,
  IdeaStatus,
  type DashboardAccountListParams,
  type DashboardAccountSort,
  type Permission,
} from '@ideamatch/shared';
import type { Database } from '../../db/client';
import {
  accountNameSearchText,
  accounts,
  adminPermissions,
  ideas,
  reports,
  type NewAccount,
} from '../../db/schema/index';
import { containsPattern, countCapOf, countCapped, matchingRows } from '../../db/list-queries';

const ORDER: Record<DashboardAccountSort, SQL[]> = {
  newest: [desc(accounts.createdAt)],
  oldest: [asc(accounts.createdAt)],
  name: [asc(sql`lower(${accounts.username})`)],
  lastActive: [sql`${accounts.lastActiveAt} desc nulls last`, desc(accounts.createdAt)],
};

const STATUS_FILTER: Record<DashboardAccountListParams['status'], SQL | undefined> = {
  all: undefined,
  active: eq(accounts.isDeactivated, false),
  deactivated: eq(accounts.isDeactivated, true),
};

/** Name/username matches (pg_trgm), or the exact email. */
export const accountSearch = (q: string | undefined): SQL | undefined =>
  q
    ? or(
        ilike(accountNameSearchText(accounts), containsPattern(q.toLowerCase())),
        eq(sql`lower(${accounts.email})`, q.toLowerCase()),
      )
    : undefined;

/** SQL of the dashboard's user and admin management. */
export const dashboardAccountRepository = {
  /** One page of main accounts (never sub-accounts) and the capped count. */
  list: async (
    db: Database,
    {
      status,
      q,
      sortBy,
      page,
      pageSize,
      isSearch,
    }: {
      status: DashboardAccountListParams['status'];
      q: string | undefined;
      sortBy: DashboardAccountSort;
      page: number;
      pageSize: number;
      isSearch: boolean;
    },
  ) => {
    const filter = and(isNull(accounts.ownerAccountId), STATUS_FILTER[status], accountSearch(q));
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(accounts)
        .where(filter)
        .orderBy(...ORDER[sortBy], desc(accounts.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      countCapped(db, matchingRows(db, accounts, filter), countCapOf(isSearch)),
    ]);
    return { rows, total };
  },

  /** A main account by id (sub-accounts are not managed here). */
  findMain: async (db: Database, id: string) => {
    const [row] = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, id), isNull(accounts.ownerAccountId)))
      .limit(1);
    return row ?? null;
  },

  /** A main account by email, any case. */
  findMainByEmail: async (db: Database, email: string) => {
    const [row] = await db
      .select()
      .from(accounts)
      .where(and(eq(sql`lower(${accounts.email})`, email.toLowerCase()), isNull(accounts.ownerAccountId)))
      .limit(1);
    return row ?? null;
  },

  /** Row-locks an account for the rest of the transaction (role and deactivation changes). */
  lock: async (tx: Database, id: string) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id)).for('update');
  },

  /** Marks the account's address proven, keeping the first time it was. */
  markEmailVerified: async (tx: Database, id: string, now: Date) => {
    await tx
      .update(accounts)
      .set({ emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(accounts.id, id));
  },

  update: async (tx: Database, id: string, values: Partial<NewAccount>) => {
    const [row] = await tx
      .update(accounts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(accounts.id, id))
      .returning();
    return row ?? null;
  },

  /** Counts for the profile page: live ideas, open reports on them, sub-accounts. */
  counts: async (db: Database, accountId: string) => {
    const [ideaRow] = await db
      .select({ n: count() })
      .from(ideas)
      .where(and(eq(ideas.ownerAccountId, accountId), ne(ideas.status, IdeaStatus.Deleted)));
    const [reportRow] = await db
      .select({ n: count() })
      .from(reports)
      .innerJoin(ideas, eq(ideas.id, reports.ideaId))
      .where(and(eq(ideas.ownerAccountId, accountId), eq(reports.status, 'open')));
    const [subRow] = await db.select({ n: count() }).from(accounts).where(eq(accounts.ownerAccountId, accountId));
    return { ideaCount: ideaRow?.n ?? 0, openReportCount: reportRow?.n ?? 0, subAccountCount: subRow?.n ?? 0 };
  },

  /** Permissions granted to each of these accounts. */
  permissionsOf: async (db: Database, accountIds: string[]): Promise<Map<string, Permission[]>> => {
    const map = new Map<string, Permission[]>();
    if (!accountIds.length) return map;
    const rows = await db
      .select({ accountId: adminPermissions.accountId, permission: adminPermissions.permission })
      .from(adminPermissions)
      .where(inArray(adminPermissions.accountId, accountIds));
    for (const row of rows) map.set(row.accountId, [...(map.get(row.accountId) ?? []), row.permission]);
    return map;
  },

  /** Replaces an account's permissions with this set. */
  replacePermissions: async (tx: Database, accountId: string, permissions: Permission[], grantedBy: string | null) => {
    await tx.delete(adminPermissions).where(eq(adminPermissions.accountId, accountId));
    if (permissions.length) {
      await tx.insert(adminPermissions).values(permissions.map((permission) => ({ accountId, permission, grantedBy })));
    }
  },

  /**
   * Active SuperAdmins, locked (in id order) so two removals cannot both pass the last-SuperAdmin
   * check. Take this lock before the target's own: every such change then locks in one order, and
   * two SuperAdmins acting on each other wait for one another instead of deadlocking.
   */
  lockActiveSuperAdmins: (tx: Database) =>
    tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.role, AccountRole.SuperAdmin), eq(accounts.isDeactivated, false)))
      .orderBy(accounts.id)
      .for('update'),
};
