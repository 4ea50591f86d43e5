import { sql } from 'drizzle-orm';
import { check, index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAtColumn, idColumn } from './columns';

/**
 * Links a main account to each sub-account it owns (docs/design.md#sub-accounts). The sub-account itself is
 * an `accounts` row whose `owner_account_id` repeats the owner: that column lets auth checks
 * stay on one row, this table gives the owner's list its own id and creation order.
 * Write both in the same transaction.
 */
export const subAccounts = pgTable(
  'sub_accounts',
  {
    id: idColumn(),
    ownerAccountId: uuid('owner_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The sub-account's own `accounts` row; an account is a sub-account of at most one owner. */
    accountId: uuid('account_id')
      .notNull()
      .unique('sub_accounts_account_id_key')
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('sub_accounts_owner_created_idx').on(t.ownerAccountId, t.createdAt),
    check('sub_accounts_not_self_check', sql`${t.ownerAccountId} <> ${t.accountId}`),
  ],
);

export type SubAccount = typeof subAccounts.$inferSelect;
export type NewSubAccount = typeof subAccounts.$inferInsert;
