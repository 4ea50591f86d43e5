import { REPORT_REASONS, type ReportReason } from '@ideamatch/shared/constants';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { comments } from './comments';
import { createdAtColumn, idColumn, timestamptz } from './columns';
import type { ReportStatus } from './reports';

export type ContentReportTarget = 'comment' | 'account';

/**
 * Reports on comments and on people (ideas have `reports`), once per reporting person per target
 * (a main account and its personas are one person), and the moderation decision on each.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: idColumn(),
    targetType: text('target_type').$type<ContentReportTarget>().notNull(),
    /** The reported comment (a comment report); null for a person report. */
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    /** The reported person, or the author of the reported comment. */
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reporterAccountId: uuid('reporter_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The person behind the reporter (a persona's owner, else the reporter): one report per person and target. */
    reporterPersonId: uuid('reporter_person_id').notNull(),
    reason: text('reason').$type<ReportReason>().notNull(),
    detail: text('detail'),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    decidedBy: uuid('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    decisionNote: text('decision_note'),
    /** What the moderator did: 'none' or 'deleteComment'. */
    actionTaken: text('action_taken'),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('content_reports_comment_reporter_key')
      .on(t.commentId, t.reporterPersonId)
      .where(sql`${t.commentId} is not null`),
    uniqueIndex('content_reports_account_reporter_key')
      .on(t.accountId, t.reporterPersonId)
      .where(sql`${t.commentId} is null`),
    index('content_reports_status_created_idx').on(t.status, t.createdAt),
    index('content_reports_reporter_idx').on(t.reporterAccountId),
    check('content_reports_target_check', sql`${t.targetType} in ('comment', 'account')`),
    check('content_reports_comment_check', sql`(${t.targetType} = 'comment') = (${t.commentId} is not null)`),
    check('content_reports_reason_check', sql.raw(`reason in (${REPORT_REASONS.map((r) => `'${r}'`).join(', ')})`)),
    check('content_reports_status_check', sql`${t.status} in ('open', 'resolved', 'dismissed')`),
    check('content_reports_detail_length_check', sql`char_length(${t.detail}) <= 500`),
  ],
);

export type ContentReport = typeof contentReports.$inferSelect;
