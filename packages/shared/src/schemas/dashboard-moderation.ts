import { z } from 'zod';
import { CATEGORIES, IDEA_CATEGORIES, IDEA_VISIBILITIES, IdeaSort, REPORT_REASONS } from '../constants.js';
import { ideaAppealSchema, reportReasonCountsSchema } from './appeal.js';
import { envelope, paged, pageQuerySchema, personSummarySchema, requestDateTime } from './common.js';
import { C, noteText, searchText } from './dashboard-fields.js';

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

/** What a moderator can decide about an idea that its owner hears of: hiding it, deleting it, or a warning. */
export const MODERATION_ACTIONS = ['hide', 'delete', 'warn'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/**
 * Why a moderator hid, deleted or warned about an idea: one of the report reasons, and a note. Both
 * go to the owner, in their language (the reason is translated; the note is the moderator's words).
 */
export const moderationReasonSchema = z.object({
  reason: z.enum(REPORT_REASONS),
  note: noteText,
});
export type ModerationReason = z.input<typeof moderationReasonSchema>;

/**
 * `DELETE /api/dashboard/idea/{id}`: the reason told to the owner. Optional on the wire, so a client
 * of the previous release can still delete (during a rolling upgrade); the dashboard always sends one.
 */
export const dashboardIdeaDeleteBodySchema = moderationReasonSchema.partial().nullish();
export type DashboardIdeaDeleteBody = z.input<typeof dashboardIdeaDeleteBodySchema>;

/** `POST /api/dashboard/idea/{id}/warning`: warns the owner about the idea, which stays as it is. */
export const dashboardIdeaWarningBodySchema = moderationReasonSchema;
export const dashboardIdeaWarningReplySchema = envelope(z.object({ id: z.string() }));

/** `PATCH /api/dashboard/idea/{id}`: only the fields sent change. */
export const dashboardIdeaUpdateSchema = z
  .object({
    isHidden: z.boolean().optional(),
    /** Why the idea is hidden (with `isHidden: true`), told to its owner with the note. */
    reason: z.enum(REPORT_REASONS).optional(),
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
  /** The reason told to the owner when the idea is hidden or deleted; by default the most reported one. */
  reason: z.enum(REPORT_REASONS).optional(),
  note: noteText,
});
export type ReportDecision = z.input<typeof reportDecisionSchema>;
export type ReportDecisionInput = z.output<typeof reportDecisionSchema>;
export const reportDecisionReplySchema = envelope(z.object({ decidedCount: z.number().int(), ideaId: z.string() }));

/* ---------- Appeals ---------- */

/** `GET /api/dashboard/appeal`: owners' appeals, oldest open first; `assigned: 'me'` only those assigned to the viewer. */
export const dashboardAppealListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['open', 'decided']).default('open'),
  assigned: z.enum(['me', 'all']).default('all'),
});
export type DashboardAppealListQuery = z.input<typeof dashboardAppealListQuerySchema>;
export type DashboardAppealListParams = z.output<typeof dashboardAppealListQuerySchema>;

/**
 * An appeal as the moderators see it: the idea, what was appealed (who decided, why), the owner's
 * message and who it is assigned to: a staff member other than the one who decided, when there is one.
 */
export const dashboardAppealSchema = ideaAppealSchema.extend({
  idea: dashboardIdeaSchema,
  decision: z.object({
    decidedBy: personSummarySchema.nullable(),
    reason: z.enum(REPORT_REASONS).nullable(),
    note: z.string().nullable(),
    decidedAt: z.string(),
  }),
  assignedTo: personSummarySchema.nullable(),
  isAssignedToMe: z.boolean(),
  /** False for the staff member who made the appealed decision while someone else can review it. */
  mayDecide: z.boolean(),
});
export type DashboardAppeal = z.infer<typeof dashboardAppealSchema>;
export const dashboardAppealListReplySchema = envelope(paged(dashboardAppealSchema));

/** `PATCH /api/dashboard/appeal/{id}`: upheld shows the idea again; rejected keeps it hidden. The owner is told either way. */
export const appealDecisionSchema = z.object({
  outcome: z.enum(['upheld', 'rejected']),
  note: noteText,
});
export type AppealDecision = z.input<typeof appealDecisionSchema>;
export type AppealDecisionInput = z.output<typeof appealDecisionSchema>;
export const appealDecisionReplySchema = envelope(ideaAppealSchema);

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
