import { REPORT_REASONS, type ReportReason } from '@ideamatch/shared/constants';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAtColumn, idColumn, timestamptz } from './columns';
import { ideas } from './ideas';

export type ReportStatus = 'open' | 'resolved' | 'dismissed';

/** Reports on ideas, once per account per idea, and the moderation decision on each. */
export const reports = pgTable(
  'reports',
  {
    id: idColumn(),
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    reporterAccountId: uuid('reporter_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    detail: text('detail'),
    /**
     * The network address the report came from: reports from one address count once toward hiding
     * an idea, and a per-address quota slows throwaway accounts sharing one. Erased with the reporter.
     */
    reporterAddress: text('reporter_address'),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    decidedBy: uuid('decided_by').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    decisionNote: text('decision_note'),
    /** What the moderator did, e.g. 'hide' or 'none'. */
    actionTaken: text('action_taken'),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('reports_idea_reporter_key').on(t.ideaId, t.reporterAccountId),
    index('reports_status_idea_idx').on(t.status, t.ideaId),
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_reporter_account_id_idx').on(t.reporterAccountId, t.createdAt),
    index('reports_reporter_address_idx').on(t.reporterAddress, t.createdAt),
    check('reports_reason_check', sql.raw(`reason in (${REPORT_REASONS.map((r) => `'${r}'`).join(', ')})`)),
    check('reports_status_check', sql`${t.status} in ('open', 'resolved', 'dismissed')`),
  ],
);

export type Report = typeof reports.$inferSelect;
export type NewReport = typeof reports.$inferInsert;
