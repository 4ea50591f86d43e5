import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAtColumn, idColumn } from './columns';
import { ideas } from './ideas';

/**
 * One row per person who shared an idea (docs/design.md#content); feeds ideas.share_count, a Share
 * notification and trending. A repeat share by the same person finds the row and counts nothing.
 */
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
    /**
     * Who shared: 'a:<accountId>' for a member, 'v:<keyed hash of the client address>' for a visitor.
     * Null only on repeats recorded before shares were counted once per person.
     */
    sharerKey: text('sharer_key'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('shares_idea_created_idx').on(t.ideaId, t.createdAt),
    index('shares_account_id_idx').on(t.accountId),
    uniqueIndex('shares_idea_sharer_key').on(t.ideaId, t.sharerKey),
  ],
);

export type Share = typeof shares.$inferSelect;
export type NewShare = typeof shares.$inferInsert;
