import type {
  adminApi,
  auditApi,
  dashboardAccountApi,
  ideaModerationApi,
  reportApi,
} from '@ideamatch/shared/api/dashboard';
import type { QueryInput } from '@ideamatch/shared/endpoint';

/*
 * The dashboard lists' queries as the web sends them: each list contract's query, with a number
 * where the server coerces the query string (`page`, `pageSize`, the idea list's `sortBy`).
 */
export type DashboardAccountListQuery = QueryInput<typeof dashboardAccountApi.list.query>;
export type AccountRoleQuery = QueryInput<typeof adminApi.listByRole.query>;
export type AuditLogQuery = QueryInput<typeof auditApi.list.query>;
export type DashboardIdeaListQuery = QueryInput<typeof ideaModerationApi.list.query>;
export type DashboardReportListQuery = QueryInput<typeof reportApi.list.query>;
