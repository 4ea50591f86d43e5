import { and, asc, count, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { IdeaStatus, type DashboardAccountListParams, type DashboardAccountSort } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { accounts, ideas, reports } from '../../db/schema/index';
import { accountSearch } from '../../db/account-search';
import { countCapOf, countCapped, matchingRows } from '../../db/list-queries';

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
};
