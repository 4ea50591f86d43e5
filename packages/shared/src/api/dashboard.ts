import { endpoint } from '../endpoint.js';
import { idParamSchema } from '../schemas/common.js';
import {
  accountRoleParamSchema,
  accountRoleQuerySchema,
  adminInvitationListReplySchema,
  adminInviteReplySchema,
  adminInviteSchema,
  adminPermissionUpdateSchema,
  dashboardAccountDetailReplySchema,
  dashboardAccountListQuerySchema,
  dashboardAccountListReplySchema,
  dashboardAccountUpdateSchema,
  staffListReplySchema,
  staffMemberReplySchema,
  staffPageReplySchema,
} from '../schemas/dashboard.js';
import { auditLogQuerySchema, auditLogReplySchema } from '../schemas/dashboard-audit.js';
import {
  appealDecisionReplySchema,
  appealDecisionSchema,
  dashboardAppealListQuerySchema,
  dashboardAppealListReplySchema,
  dashboardDeleteReplySchema,
  dashboardIdeaDeleteBodySchema,
  dashboardIdeaWarningBodySchema,
  dashboardIdeaWarningReplySchema,
  dashboardIdeaDetailReplySchema,
  dashboardIdeaListQuerySchema,
  dashboardIdeaListReplySchema,
  dashboardIdeaUpdateReplySchema,
  dashboardIdeaUpdateSchema,
  dashboardReportListQuerySchema,
  reportDecisionReplySchema,
  reportDecisionSchema,
  reportGroupListReplySchema,
} from '../schemas/dashboard-moderation.js';
import {
  dashboardBackupReplySchema,
  dashboardOverviewQuerySchema,
  dashboardOverviewReplySchema,
} from '../schemas/dashboard-overview.js';

const tag = 'dashboard';

/** User management of the dashboard: main accounts, their profile page and deactivation. */
export const dashboardAccountApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/dashboard/account',
    summary: 'List accounts',
    tag,
    query: dashboardAccountListQuerySchema,
    reply: dashboardAccountListReplySchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/dashboard/account/:id',
    summary: 'Get an account as staff',
    tag,
    params: idParamSchema,
    reply: dashboardAccountDetailReplySchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/dashboard/account/:id',
    summary: 'Deactivate or reactivate an account',
    tag,
    params: idParamSchema,
    body: dashboardAccountUpdateSchema,
    errors: ['CANNOT_MODERATE_SELF', 'CONFLICT', 'LAST_SUPER_ADMIN', 'SUPER_ADMIN_PROTECTED'],
    reply: dashboardAccountDetailReplySchema,
  }),
};

/** Admin management of the dashboard: staff by role, invitations and admin permissions. */
export const adminApi = {
  listByRole: endpoint({
    method: 'GET',
    path: '/api/dashboard/account/account-role/:role',
    summary: 'List accounts by role',
    tag,
    params: accountRoleParamSchema,
    query: accountRoleQuerySchema,
    reply: staffPageReplySchema,
  }),
  invite: endpoint({
    method: 'POST',
    path: '/api/dashboard/admin',
    summary: 'Invite an admin',
    tag,
    body: adminInviteSchema,
    errors: ['ACCOUNT_IS_DEACTIVATED', 'ALREADY_ADMIN', 'CANNOT_MODERATE_SELF', 'SUPER_ADMIN_PROTECTED'],
    reply: adminInviteReplySchema,
  }),
  listInvitations: endpoint({
    method: 'GET',
    path: '/api/dashboard/admin/invitation',
    summary: 'List admin invitations',
    tag,
    reply: adminInvitationListReplySchema,
  }),
  revokeInvitation: endpoint({
    method: 'DELETE',
    path: '/api/dashboard/admin/invitation/:id',
    summary: 'Revoke an admin invitation',
    tag,
    params: idParamSchema,
    errors: ['SUPER_ADMIN_PROTECTED'],
    reply: dashboardDeleteReplySchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/dashboard/admin/:id',
    summary: 'Remove an admin',
    tag,
    params: idParamSchema,
    errors: ['LAST_SUPER_ADMIN', 'NOT_AN_ADMIN', 'SUPER_ADMIN_PROTECTED'],
    reply: staffMemberReplySchema,
  }),
  listPermissions: endpoint({
    method: 'GET',
    path: '/api/dashboard/admin-permission',
    summary: 'List staff with their permissions',
    tag,
    reply: staffListReplySchema,
  }),
  setPermissions: endpoint({
    method: 'PUT',
    path: '/api/dashboard/admin-permission/:id',
    summary: "Set an admin's permissions",
    tag,
    params: idParamSchema,
    body: adminPermissionUpdateSchema,
    errors: ['CANNOT_MODERATE_SELF', 'NOT_AN_ADMIN'],
    reply: staffMemberReplySchema,
  }),
  listStaff: endpoint({
    method: 'GET',
    path: '/api/dashboard/staff',
    summary: 'List staff names',
    tag,
    reply: staffListReplySchema,
  }),
};

/** The dashboard's audit log reader. */
export const auditApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/dashboard/audit-log',
    summary: 'List the audit log',
    tag,
    query: auditLogQuerySchema,
    reply: auditLogReplySchema,
  }),
};

/** The dashboard's reports queue (people report ideas through `ideaApi.report`). */
export const reportApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/dashboard/report',
    summary: 'List reports grouped by idea',
    tag,
    query: dashboardReportListQuerySchema,
    reply: reportGroupListReplySchema,
  }),
  decide: endpoint({
    method: 'PATCH',
    path: '/api/dashboard/report/:id',
    summary: 'Decide a report',
    tag,
    params: idParamSchema,
    body: reportDecisionSchema,
    errors: ['REPORT_ALREADY_DECIDED', 'APPEAL_OWN_DECISION'],
    reply: reportDecisionReplySchema,
  }),
  /** Owners' appeals of hidden ideas, each assigned to a staff member other than the one who decided. */
  appeals: endpoint({
    method: 'GET',
    path: '/api/dashboard/appeal',
    summary: 'List appeals of hidden ideas',
    tag,
    query: dashboardAppealListQuerySchema,
    reply: dashboardAppealListReplySchema,
  }),
  decideAppeal: endpoint({
    method: 'PATCH',
    path: '/api/dashboard/appeal/:id',
    summary: 'Decide an appeal',
    tag,
    params: idParamSchema,
    body: appealDecisionSchema,
    errors: ['APPEAL_ALREADY_DECIDED', 'APPEAL_OWN_DECISION', 'REPORT_ALREADY_DECIDED'],
    reply: appealDecisionReplySchema,
  }),
};

/** Idea management of the dashboard: every idea, hidden and deleted ones included, and their comments. */
export const ideaModerationApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/dashboard/idea',
    summary: 'List ideas for moderation',
    tag,
    query: dashboardIdeaListQuerySchema,
    reply: dashboardIdeaListReplySchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/dashboard/idea/:id',
    summary: 'Get an idea for moderation',
    tag,
    params: idParamSchema,
    reply: dashboardIdeaDetailReplySchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/dashboard/idea/:id',
    summary: 'Moderate an idea',
    tag,
    params: idParamSchema,
    body: dashboardIdeaUpdateSchema,
    reply: dashboardIdeaUpdateReplySchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/dashboard/idea/:id',
    summary: 'Delete an idea as staff',
    tag,
    params: idParamSchema,
    body: dashboardIdeaDeleteBodySchema,
    reply: dashboardDeleteReplySchema,
  }),
  warn: endpoint({
    method: 'POST',
    path: '/api/dashboard/idea/:id/warning',
    summary: "Warn an idea's owner",
    tag,
    params: idParamSchema,
    body: dashboardIdeaWarningBodySchema,
    reply: dashboardIdeaWarningReplySchema,
  }),
  deleteComment: endpoint({
    method: 'DELETE',
    path: '/api/dashboard/comment/:id',
    summary: 'Delete a comment as staff',
    tag,
    params: idParamSchema,
    reply: dashboardDeleteReplySchema,
  }),
};

/** The dashboard's overview: activity per day over a week, a month or a quarter, and totals. */
export const dashboardOverviewApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/dashboard/overview',
    summary: 'Get the dashboard overview',
    tag,
    query: dashboardOverviewQuerySchema,
    reply: dashboardOverviewReplySchema,
  }),
  /** Scheduled backups: the SuperAdmin's view of when the last archive was written and how it went. */
  backup: endpoint({
    method: 'GET',
    path: '/api/dashboard/backup',
    summary: 'Get the scheduled backup status',
    tag,
    reply: dashboardBackupReplySchema,
  }),
};
