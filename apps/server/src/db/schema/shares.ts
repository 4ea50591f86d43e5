import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAtColumn, idColumn } from './columns';
import { ideas } from './ideas';

/** Each recorded share of an idea; feeds ideas.share_count and a Share notification. */
export const shares = pgTable(
  'shares',
  {
    id: idColumn(),
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    /** Null when a visitor shares. */
    accountId: uuid('account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** Where it was shared, e.g. 'facebook', 'line', 'copyLink'; null when unknown. */
    channel: text('channel'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('shares_idea_created_idx').on(t.ideaId, t.createdAt), index('shares_account_id_idx').on(t.accountId)],
);

export type Share = typeof shares.$inferSelect;
export type NewShare = typeof shares.$inferInsert;
