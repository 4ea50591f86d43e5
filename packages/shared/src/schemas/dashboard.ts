import { z } from 'zod';
import {
  AccountRole,
  CATEGORIES,
  IDEA_CATEGORIES,
  IDEA_VISIBILITIES,
  IdeaSort,
  PERMISSIONS,
  REPORT_REASONS,
} from '../constants.js';
import { VALIDATION_MESSAGES } from '../validation.js';
import { ideaAppealSchema, reportReasonCountsSchema } from './appeal.js';
import { codesOf, envelope, paged, pageQuerySchema, personSummarySchema, requestDateTime } from './common.js';

/** How long a mailed admin invitation works. */
export const ADMIN_INVITATION_TTL_DAYS = 7;

export const DASHBOARD_LIMITS = { reasonMax: 500, noteMax: 500, qMax: 100 } as const;
/** Field error codes of the dashboard's forms. */
export const DASHBOARD_MESSAGES = {
  REASON_REQUIRED: 'Please give a reason.',
  REASON_TOO_LONG: `The reason must be at most ${DASHBOARD_LIMITS.reasonMax} characters`,
  NOTE_TOO_LONG: `The note must be at most ${DASHBOARD_LIMITS.noteMax} characters`,
  SPONSORED_UNTIL_REQUIRED: 'Please choose when the sponsorship ends.',
  SPONSORED_UNTIL_PAST: 'The sponsorship must end in the future.',
  ADMIN_PERMISSIONS_REQUIRED: 'Choose at least one permission for an admin.',
} as const;
const C = { ...codesOf(DASHBOARD_MESSAGES), ...codesOf(VALIDATION_MESSAGES) };

const roleValue = z.union([
  z.literal(AccountRole.User),
  z.literal(AccountRole.SuperAdmin),
  z.literal(AccountRole.Admin),
]);
const staffRole = z.union([z.literal(AccountRole.SuperAdmin), z.literal(AccountRole.Admin)]);
const permissionList = z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length);
const searchText = z.string().trim().max(DASHBOARD_LIMITS.qMax).optional();
const noteText = z
  .string()
  .trim()
  .max(DASHBOARD_LIMITS.noteMax, C.NOTE_TOO_LONG)
  .optional()
  .transform((value) => (value ? value : undefined));

/* ---------- Accounts ---------- */

export const DASHBOARD_ACCOUNT_SORTS = ['newest', 'oldest', 'name', 'lastActive'] as const;
export type DashboardAccountSort = (typeof DASHBOARD_ACCOUNT_SORTS)[number];

/** `GET /api/dashboard/account`: main accounts; the tabs are `status=all` and `status=deactivated`. */
export const dashboardAccountListQuerySchema = pageQuerySchema.extend({
  q: searchText,
  status: z.enum(['all', 'active', 'deactivated']).default('all'),
  sortBy: z.enum(DASHBOARD_ACCOUNT_SORTS).default('newest'),
});
export type DashboardAccountListQuery = z.input<typeof dashboardAccountListQuerySchema>;
export type DashboardAccountListParams = z.output<typeof dashboardAccountListQuerySchema>;

/** An account as a dashboard table row. */
export const dashboardAccountSchema = personSummarySchema.extend({
  email: z.string().nullable(),
  role: roleValue,
  isDeactivated: z.boolean(),
  deactivatedAt: z.string().nullable(),
  joinedAt: z.string(),
  lastActiveAt: z.string().nullable(),
});
export type DashboardAccount = z.infer<typeof dashboardAccountSchema>;
export const dashboardAccountListReplySchema = envelope(paged(dashboardAccountSchema));

/** `GET /api/dashboard/account/{id}`: the profile page of user management. */
export const dashboardAccountDetailSchema = dashboardAccountSchema.extend({
  miniBio: z.string().nullable(),
  bio: z.string().nullable(),
  deactivatedReason: z.string().nullable(),
  permissions: z.array(z.enum(PERMISSIONS)),
  ideaCount: z.number().int(),
  openReportCount: z.number().int(),
  subAccountCount: z.number().int(),
});
export type DashboardAccountDetail = z.infer<typeof dashboardAccountDetailSchema>;
export const dashboardAccountDetailReplySchema = envelope(dashboardAccountDetailSchema);

/** `PATCH /api/dashboard/account/{id}`: deactivate (a reason is required) or reactivate. */
export const dashboardAccountUpdateSchema = z
  .object({
    isDeactivated: z.boolean(),
    reason: z.string().trim().max(DASHBOARD_LIMITS.reasonMax, C.REASON_TOO_LONG).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.isDeactivated && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: C.REASON_REQUIRED });
    }
  });
export type DashboardAccountUpdate = z.infer<typeof dashboardAccountUpdateSchema>;

/* ---------- Admins and permissions ---------- */

/** `GET /api/dashboard/account/account-role/{role}`: role defaults to SuperAdmin. */
export const accountRoleParamSchema = z.object({ role: z.coerce.number().pipe(staffRole) });
export const accountRoleQuerySchema = pageQuerySchema.extend({ q: searchText });
export type AccountRoleQuery = z.input<typeof accountRoleQuerySchema>;
export type AccountRoleParams = z.output<typeof accountRoleQuerySchema>;

/** A staff member with the permissions it holds (a SuperAdmin holds every one). */
export const staffMemberSchema = dashboardAccountSchema.extend({ permissions: z.array(z.enum(PERMISSIONS)) });
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffPageReplySchema = envelope(paged(staffMemberSchema));
export const staffListReplySchema = envelope(z.array(staffMemberSchema));

/** `POST /api/dashboard/admin`: promote an account with this email, or mail an invitation. */
export const adminInviteSchema = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email(C.EMAIL_INVALID)),
    role: staffRole.default(AccountRole.Admin),
    permissions: permissionList.default([]),
  })
  // An admin without any permission could open nothing but the overview: say so before inviting.
  .refine((value) => value.role === AccountRole.SuperAdmin || value.permissions.length > 0, {
    path: ['permissions'],
    message: C.ADMIN_PERMISSIONS_REQUIRED,
  });
export type AdminInvite = z.input<typeof adminInviteSchema>;
export type AdminInviteInput = z.output<typeof adminInviteSchema>;
export const adminInviteReplySchema = envelope(
  z.object({ outcome: z.enum(['promoted', 'invited']), email: z.string(), accountId: z.string().nullable() }),
);

/** `POST /api/account/admin-invitation/accept`: the token of the mailed link, accepted by the signed-in holder of the address. */
export const adminInvitationAcceptSchema = z.object({ token: z.string().trim().min(1).max(200) });
export const adminInvitationAcceptReplySchema = envelope(z.object({ role: staffRole }));

/** A pending invitation, listed on the admin page. */
export const adminInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: staffRole,
  permissions: z.array(z.enum(PERMISSIONS)),
  invitedBy: personSummarySchema.nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type AdminInvitationView = z.infer<typeof adminInvitationSchema>;
export const adminInvitationListReplySchema = envelope(z.array(adminInvitationSchema));

/** `PUT /api/dashboard/admin-permission/{id}`: the whole set of an Admin's permissions. */
export const adminPermissionUpdateSchema = z.object({ permissions: permissionList });
export type AdminPermissionUpdate = z.infer<typeof adminPermissionUpdateSchema>;
export const staffMemberReplySchema = envelope(staffMemberSchema);

/* ---------- Ideas ---------- */

export const DASHBOARD_IDEA_STATUSES = ['all', 'active', 'hidden', 'deleted', 'reported'] as const;
export type DashboardIdeaStatus = (typeof DASHBOARD_IDEA_STATUSES)[number];
const sortValues = [IdeaSort.LatestPost, IdeaSort.MostComment, IdeaSort.MostView] as const;

/** `GET /api/dashboard/idea`: every idea, hidden and deleted ones included. */
export const dashboardIdeaListQuerySchema = pageQuerySchema.extend({
  q: searchText,
  sortBy: z.coerce
    .number()
    .pipe(z.union(sortValues.map((value) => z.literal(value))))
    .default(IdeaSort.LatestPost),
  status: z.enum(DASHBOARD_IDEA_STATUSES).default('all'),
  categoryId: z.enum(CATEGORIES).optional(),
  ownerId: z.uuid().optional(),
});
export type DashboardIdeaListQuery = z.input<typeof dashboardIdeaListQuerySchema>;
export type DashboardIdeaListParams = z.output<typeof dashboardIdeaListQuerySchema>;

export const dashboardIdeaSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(IDEA_CATEGORIES),
  coverImageUrl: z.string().nullable(),
  owner: personSummarySchema.extend({ isDeactivated: z.boolean() }),
  status: z.number().int(),
  isHidden: z.boolean(),
  isHiddenByReport: z.boolean(),
  isAdminSuggest: z.boolean(),
  isSponsored: z.boolean(),
  sponsoredUntil: z.string().nullable(),
  postDate: z.string(),
  views: z.number().int(),
  commentCount: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
  openReportCount: z.number().int(),
});
export type DashboardIdea = z.infer<typeof dashboardIdeaSchema>;
export const dashboardIdeaListReplySchema = envelope(paged(dashboardIdeaSchema));

/** A report as moderators see it. */
export const dashboardReportSchema = z.object({
  id: z.string(),
  ideaId: z.string(),
  reporter: personSummarySchema,
  reason: z.enum(REPORT_REASONS),
  detail: z.string().nullable(),
  status: z.enum(['open', 'resolved', 'dismissed']),
  actionTaken: z.string().nullable(),
  decisionNote: z.string().nullable(),
  decidedBy: personSummarySchema.nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DashboardReport = z.infer<typeof dashboardReportSchema>;

export const dashboardCommentSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  author: personSummarySchema,
  text: z.string(),
  likeCount: z.number().int(),
  isDeleted: z.boolean(),
  createdAt: z.string(),
});
export type DashboardComment = z.infer<typeof dashboardCommentSchema>;

/** `GET /api/dashboard/idea/{id}`: the idea with its reports and latest comments. */
export const dashboardIdeaDetailSchema = dashboardIdeaSchema.extend({
  description: z.string(),
  detail: z.string(),
  businessModel: z.string().nullable(),
  achievements: z.array(z.string()),
  imageUrls: z.array(z.string()),
  reports: z.array(dashboardReportSchema),
  comments: z.array(dashboardCommentSchema),
  /** The owner's open appeal of the idea's hiding, if any. */
  appeal: ideaAppealSchema.nullable(),
  visibility: z.enum(IDEA_VISIBILITIES),
  /**
   * A confidential idea's details (detail, business model, achievements, all but the cover image)
   * are withheld unless the moderator handles an open report on it; each read is audited
   * (docs/idea-protection.md#staff).
   */
  isDetailWithheld: z.boolean(),
});
export type DashboardIdeaDetail = z.infer<typeof dashboardIdeaDetailSchema>;
export const dashboardIdeaDetailReplySchema = envelope(dashboardIdeaDetailSchema);

/** `PATCH /api/dashboard/idea/{id}`: only the fields sent change. */
export const dashboardIdeaUpdateSchema = z
  .object({
    isHidden: z.boolean().optional(),
    isAdminSuggest: z.boolean().optional(),
    isSponsored: z.boolean().optional(),
    sponsoredUntil: requestDateTime().optional(),
    /** Brings a deleted idea back. */
    isDeleted: z.literal(false).optional(),
    note: noteText,
  })
  .superRefine((value, ctx) => {
    if (value.isSponsored === true && !value.sponsoredUntil) {
      ctx.addIssue({ code: 'custom', path: ['sponsoredUntil'], message: C.SPONSORED_UNTIL_REQUIRED });
    }
  });
export type DashboardIdeaUpdate = z.input<typeof dashboardIdeaUpdateSchema>;
export type DashboardIdeaChanges = z.output<typeof dashboardIdeaUpdateSchema>;
export const dashboardIdeaUpdateReplySchema = envelope(dashboardIdeaSchema);
export const dashboardDeleteReplySchema = envelope(z.object({ id: z.string() }));

/* ---------- Reports ---------- */

export const REPORT_ACTIONS = ['none', 'hide', 'delete'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** `GET /api/dashboard/report`: reports grouped by idea, newest report first. */
export const dashboardReportListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['open', 'resolved', 'dismissed']).default('open'),
  q: searchText,
  /** Only reports on this person's ideas (the user detail page). */
  ownerId: z.uuid().optional(),
});
export type DashboardReportListQuery = z.input<typeof dashboardReportListQuerySchema>;
export type DashboardReportListParams = z.output<typeof dashboardReportListQuerySchema>;

export const reportGroupSchema = z.object({
  idea: dashboardIdeaSchema,
  reportCount: z.number().int(),
  reasonCounts: reportReasonCountsSchema,
  latestReportAt: z.string(),
  reports: z.array(dashboardReportSchema),
  /** The owner's open appeal, if any: such groups come first in the open queue. */
  appeal: ideaAppealSchema.nullable(),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;
export const reportGroupListReplySchema = envelope(paged(reportGroupSchema));

/**
 * `PATCH /api/dashboard/report/{id}`: decides this report and, with `scope: 'idea'` (the default),
 * every open report on the same idea. Resolving takes an action on the idea.
 */
export const reportDecisionSchema = z.object({
  status: z.enum(['resolved', 'dismissed']),
  action: z.enum(REPORT_ACTIONS).default('none'),
  scope: z.enum(['idea', 'report']).default('idea'),
  note: noteText,
});
export type ReportDecision = z.input<typeof reportDecisionSchema>;
export type ReportDecisionInput = z.output<typeof reportDecisionSchema>;
export const reportDecisionReplySchema = envelope(z.object({ decidedCount: z.number().int(), ideaId: z.string() }));

/* ---------- Reports on comments and people ---------- */

export const CONTENT_REPORT_TARGETS = ['comment', 'account'] as const;
export type ContentReportTarget = (typeof CONTENT_REPORT_TARGETS)[number];
export const CONTENT_REPORT_ACTIONS = ['none', 'deleteComment'] as const;

/** `GET /api/dashboard/content-report`: reports on comments and people, newest first. */
export const contentReportListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['open', 'resolved', 'dismissed']).default('open'),
  targetType: z.enum(CONTENT_REPORT_TARGETS).optional(),
});
export type ContentReportListQuery = z.input<typeof contentReportListQuerySchema>;
export type ContentReportListParams = z.output<typeof contentReportListQuerySchema>;

/** A report on a comment or a person as moderators see it. */
export const contentReportSchema = z.object({
  id: z.string(),
  targetType: z.enum(CONTENT_REPORT_TARGETS),
  reason: z.enum(REPORT_REASONS),
  detail: z.string().nullable(),
  status: z.enum(['open', 'resolved', 'dismissed']),
  reporter: personSummarySchema,
  /** The reported person, or the author of the reported comment. */
  account: personSummarySchema.extend({ isDeactivated: z.boolean() }),
  /** The reported comment (a comment report), with the idea it is on. */
  comment: z
    .object({ id: z.string(), ideaId: z.string(), ideaName: z.string(), text: z.string(), isDeleted: z.boolean() })
    .nullable(),
  actionTaken: z.string().nullable(),
  decisionNote: z.string().nullable(),
  decidedBy: personSummarySchema.nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContentReport = z.infer<typeof contentReportSchema>;
export const contentReportListReplySchema = envelope(paged(contentReportSchema));

/**
 * `PATCH /api/dashboard/content-report/{id}`: decides this report and every open report on the same
 * comment or person. Resolving a comment report may delete the comment.
 */
export const contentReportDecisionSchema = z.object({
  status: z.enum(['resolved', 'dismissed']),
  action: z.enum(CONTENT_REPORT_ACTIONS).default('none'),
  note: noteText,
});
export type ContentReportDecision = z.input<typeof contentReportDecisionSchema>;
export type ContentReportDecisionInput = z.output<typeof contentReportDecisionSchema>;
export const contentReportDecisionReplySchema = envelope(z.object({ decidedCount: z.number().int() }));

/* ---------- Audit log ---------- */

export const AUDIT_ACTIONS = [
  'account.deactivate',
  'account.reactivate',
  'account.selfDelete',
  'account.emailReleased',
  'admin.promote',
  'admin.invite',
  'admin.inviteAccept',
  'admin.inviteRevoke',
  'admin.remove',
  'admin.permissions',
  'idea.hide',
  'idea.unhide',
  'idea.autoHide',
  'idea.delete',
  'idea.restore',
  'idea.suggest',
  'idea.unsuggest',
  'idea.sponsor',
  'idea.unsponsor',
  /** A moderator read a confidential idea's details while handling a report on it. */
  'idea.confidentialRead',
  'comment.delete',
  'report.resolve',
  'report.dismiss',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_TYPES = ['account', 'invitation', 'idea', 'comment', 'report'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** `GET /api/dashboard/audit-log`: newest first; each filter narrows it. */
export const auditLogQuerySchema = pageQuerySchema.extend({
  actorId: z.uuid().optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES).optional(),
  targetId: z.string().trim().max(100).optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;
export type AuditLogParams = z.output<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** Null when the system acted (an automatic hide) or the admin's account is gone. */
  actor: personSummarySchema.nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  /** A readable name of the target (idea name, account name, email) when it still exists. */
  targetLabel: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogReplySchema = envelope(paged(auditEntrySchema));
