import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAtColumn } from './columns';

/** Who blocked whom; blocked people are left out of search, suggestions and chat, with all their personas. */
export const blocks = pgTable(
  'blocks',
  {
    blockerAccountId: uuid('blocker_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    blockedAccountId: uuid('blocked_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /**
     * The people behind the two accounts (a sub-account's owner, else the account itself): a block
     * covers the whole person, every persona of both sides. Ownership of a sub-account never changes.
     */
    blockerPersonId: uuid('blocker_person_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    blockedPersonId: uuid('blocked_person_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({
      name: 'blocks_pkey',
      columns: [t.blockerAccountId, t.blockedAccountId],
    }),
    // "Who blocked me" is checked as often as "whom did I block".
    index('blocks_blocked_account_id_idx').on(t.blockedAccountId),
    index('blocks_persons_idx').on(t.blockerPersonId, t.blockedPersonId),
    index('blocks_blocked_persons_idx').on(t.blockedPersonId, t.blockerPersonId),
    check('blocks_not_self_check', sql`${t.blockerAccountId} <> ${t.blockedAccountId}`),
  ],
);

export type Block = typeof blocks.$inferSelect;
export type NewBlock = typeof blocks.$inferInsert;
