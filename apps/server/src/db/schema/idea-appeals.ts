import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAtColumn, idColumn, timestamptz } from './columns';
import { ideas } from './ideas';

export type AppealStatus = 'open' | 'upheld' | 'rejected';

/**
 * An owner's appeal of an idea hidden automatically by reports: one per hiding (`hiddenAt` is when
 * the report threshold hid it). The moderator's decision on the idea's reports settles it: `upheld`
 * when the idea is shown again, `rejected` when it stays hidden or is deleted.
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
    status: text('status').$type<AppealStatus>().notNull().default('open'),
    decidedBy: uuid('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    decisionNote: text('decision_note'),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('idea_appeals_idea_hidden_key').on(t.ideaId, t.hiddenAt),
    index('idea_appeals_status_idea_idx').on(t.status, t.ideaId),
    check('idea_appeals_status_check', sql`${t.status} in ('open', 'upheld', 'rejected')`),
  ],
);

export type IdeaAppeal = typeof ideaAppeals.$inferSelect;
