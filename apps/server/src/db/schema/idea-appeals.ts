import type { ModerationAction } from '@ideamatch/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAtColumn, idColumn, timestamptz } from './columns';
import { ideas } from './ideas';

export type AppealStatus = 'open' | 'upheld' | 'rejected';
/** What an appeal is against: the reports threshold's hiding, or a moderator's. */
export type AppealedDecision = 'reports' | 'moderator';

/**
 * An owner's appeal of a hidden or deleted idea, or of a warning: one per decision (`hiddenAt` is
 * when the report threshold or a moderator hid, deleted or warned). A moderator's decision settles it: `upheld` when the idea is shown again,
 * `rejected` when it stays hidden or is deleted. It is assigned to a staff member other than the
 * one who hid the idea (`appealedDecider`) when there is one.
 */
export const ideaAppeals = pgTable(
  'idea_appeals',
  {
    id: idColumn(),
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    hiddenAt: timestamptz('hidden_at').notNull(),
    appealed: text('appealed').$type<AppealedDecision>().notNull().default('reports'),
    /** The moderator who hid the idea (null: the reports threshold), with the reason and note they gave. */
    appealedDecider: uuid('appealed_decider').references(() => accounts.id, { onDelete: 'set null' }),
    appealedReason: text('appealed_reason'),
    appealedNote: text('appealed_note'),
    /** What the appealed decision did: hid the idea, deleted it, or warned its owner (null before it was kept: a hide). */
    appealedAction: text('appealed_action').$type<ModerationAction>(),
    /** The staff member asked to review it; anyone with the permission may, but the decider only when alone. */
    assignedTo: uuid('assigned_to').references(() => accounts.id, { onDelete: 'set null' }),
    status: text('status').$type<AppealStatus>().notNull().default('open'),
    decidedBy: uuid('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    decisionNote: text('decision_note'),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('idea_appeals_idea_hidden_key').on(t.ideaId, t.hiddenAt),
    index('idea_appeals_status_idea_idx').on(t.status, t.ideaId),
    index('idea_appeals_assigned_status_idx').on(t.assignedTo, t.status),
    check('idea_appeals_status_check', sql`${t.status} in ('open', 'upheld', 'rejected')`),
  ],
);

export type IdeaAppeal = typeof ideaAppeals.$inferSelect;
