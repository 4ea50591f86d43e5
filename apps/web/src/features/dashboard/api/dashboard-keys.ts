import type {
  AccountRoleQuery,
  AuditLogQuery,
  ContentReportListQuery,
  DashboardAppealListQuery,
  DashboardAccountListQuery,
  DashboardIdeaListQuery,
  DashboardReportListQuery,
} from './dashboard-queries';

/**
 * react-query keys of the dashboard, built only here. Every key starts with `dashboardKeys.all`:
 * a moderation or admin action refreshes every dashboard table at once.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  accounts: (query: DashboardAccountListQuery) => ['dashboard', 'accounts', query] as const,
  account: (id: string) => ['dashboard', 'account', id] as const,
  admins: (role: 1 | 2, query: AccountRoleQuery) => ['dashboard', 'admins', role, query] as const,
  invitations: () => ['dashboard', 'invitations'] as const,
  permissions: () => ['dashboard', 'admin-permission'] as const,
  staff: () => ['dashboard', 'staff'] as const,
  auditLog: (query: AuditLogQuery) => ['dashboard', 'audit-log', query] as const,
  ideas: (query: DashboardIdeaListQuery) => ['dashboard', 'ideas', query] as const,
  idea: (id: string) => ['dashboard', 'idea', id] as const,
  reports: (query: DashboardReportListQuery) => ['dashboard', 'reports', query] as const,
  contentReports: (query: ContentReportListQuery) => ['dashboard', 'content-reports', query] as const,
  appeals: (query: DashboardAppealListQuery) => ['dashboard', 'appeals', query] as const,
  overview: (days: number) => ['dashboard', 'overview', days] as const,
  backup: () => ['dashboard', 'backup'] as const,
};
