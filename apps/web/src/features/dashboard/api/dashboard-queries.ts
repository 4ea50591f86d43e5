import type {
  adminApi,
  auditApi,
  dashboardAccountApi,
  ideaModerationApi,
  reportApi,
} from '@ideamatch/shared/api/dashboard';
import type { contentReportApi } from '@ideamatch/shared/api/report';
import type { QueryOf } from '../../../lib/api-client';

/* The dashboard lists' queries as the web sends them (`QueryOf`: numbers where the server coerces). */
export type DashboardAccountListQuery = QueryOf<typeof dashboardAccountApi.list>;
export type AccountRoleQuery = QueryOf<typeof adminApi.listByRole>;
export type AuditLogQuery = QueryOf<typeof auditApi.list>;
export type DashboardIdeaListQuery = QueryOf<typeof ideaModerationApi.list>;
export type DashboardReportListQuery = QueryOf<typeof reportApi.list>;
export type ContentReportListQuery = QueryOf<typeof contentReportApi.list>;
export type DashboardAppealListQuery = QueryOf<typeof reportApi.appeals>;
