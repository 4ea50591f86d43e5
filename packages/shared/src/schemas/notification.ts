import { z } from 'zod';
import { LIMITS, NotificationType, REPORT_REASONS } from '../constants.js';
import { envelope, paged, personSummarySchema } from './common.js';
import { IDEA_ACCESS_STATUSES } from './idea.js';

/** What a notification opens when clicked; `isAvailable` is false once it was deleted or hidden. */
export const notificationTargetSchema = z.object({
  kind: z.enum(['idea', 'comment', 'partnerRequest', 'account']),
  ideaId: z.string().nullable(),
  commentId: z.string().nullable(),
  /** For partner and follow notifications (kind `account`): the other person (opens their profile). */
  accountId: z.string().nullable(),
  isAvailable: z.boolean(),
});
export type NotificationTarget = z.infer<typeof notificationTargetSchema>;

/**
 * One line of the notification list: several notifications of one kind about one thing
 * are one line, `actionByAccount` being the latest actor and `actorCount` how many people acted.
 */
export const notificationItemSchema = z.object({
  id: z.string(),
  type: z.number().int().min(1).max(NotificationType.AppealAssigned),
  actionByAccount: personSummarySchema.nullable(),
  actorCount: z.number().int(),
  /**
   * Display extras: `score` for a review, `excerpt` of a comment, `event` 'accepted' for a partner,
   * the idea and outcome of a report decision; for an access request (type IdeaAccess) `event`
   * 'request' (to the owner, `excerpt` the requester's note), 'approved', 'declined' or 'revoked' (to
   * the requester), with `ideaName`.
   */
  payload: z.object({
    score: z.number().optional(),
    excerpt: z.string().optional(),
    event: z.enum(['request', 'accepted', 'approved', 'declined', 'revoked']).optional(),
    /** A moderator's decision on the recipient's report (type ReportDecision). */
    ideaName: z.string().optional(),
    status: z.enum(['resolved', 'dismissed']).optional(),
    actionTaken: z.enum(['none', 'hide', 'delete']).optional(),
    /** The outcome of the recipient's appeal (type AppealDecision), with the moderator's note. */
    outcome: z.enum(['upheld', 'rejected']).optional(),
    note: z.string().optional(),
    /** A moderator's decision on the recipient's idea (type ModerationDecision) and its reason. */
    action: z.enum(['hide', 'delete', 'warn']).optional(),
    reason: z.enum(REPORT_REASONS).optional(),
  }),
  target: notificationTargetSchema,
  /** For a partner request: where it stands now (buttons show only while pending). */
  partnerRequest: z
    .object({ id: z.string(), status: z.enum(['pending', 'accepted', 'declined', 'cancelled']) })
    .nullable(),
  /** For an access request: where it stands now (the owner's buttons show only while pending). */
  accessRequest: z
    .object({ id: z.string(), ideaId: z.string(), status: z.enum(IDEA_ACCESS_STATUSES) })
    .nullable()
    .optional(),
  isRead: z.boolean(),
  datetimeCreate: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** `GET /api/notification`: pages of 5 by default, newest first. */
export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.notificationPageSize),
  isUnread: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export const notificationListReplySchema = envelope(paged(notificationItemSchema));
export const notificationItemReplySchema = envelope(notificationItemSchema);

/**
 * The bell's summary: `id` names the latest notification; `isAcknowledge` is false while
 * something newer than the last popover opening exists (the bell's dot).
 */
export const notificationSummarySchema = z.object({
  id: z.string().nullable(),
  isAcknowledge: z.boolean(),
  unreadCount: z.number().int(),
});
export type NotificationSummary = z.infer<typeof notificationSummarySchema>;
export const notificationSummaryReplySchema = envelope(notificationSummarySchema);

/** `PATCH /api/notification/summary`: acknowledges everything up to notification `id`. */
export const notificationAcknowledgeBodySchema = z.object({
  id: z.uuid(),
  isAcknowledge: z.boolean().default(true),
});
