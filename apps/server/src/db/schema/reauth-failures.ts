import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { timestamptz } from './columns';

/**
 * Wrong proofs sent to confirm it is you (docs/design.md#authentication-and-sessions), one row per
 * account: how many since `windowStartedAt`, and until when changes that need a proof are refused.
 * A correct proof deletes the row.
 */
export const reauthFailures = pgTable('reauth_failures', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  failedCount: integer('failed_count').notNull(),
  windowStartedAt: timestamptz('window_started_at').notNull(),
  lockedUntil: timestamptz('locked_until'),
});
