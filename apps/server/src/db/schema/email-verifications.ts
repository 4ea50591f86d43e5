import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAtColumn, idColumn, timestamptz } from './columns';

/**
 * Single-use email links, stored hashed: `verify` confirms the account's address (mailed at
 * registration and on resend); `change` makes `email` the account's new address (mailed to it by
 * `PATCH /api/account/email`).
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: idColumn(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The address the link was mailed to: a `verify` link for an address the account no longer has is refused. */
    email: text('email').notNull(),
    kind: text('kind').$type<'verify' | 'change'>().notNull().default('verify'),
    /** SHA-256 hex of the token mailed to the user. */
    tokenHash: text('token_hash').notNull().unique('email_verifications_token_hash_key'),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set when the token is redeemed (or retired); a used token is refused. */
    usedAt: timestamptz('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('email_verifications_account_id_idx').on(t.accountId)],
);

export type EmailVerification = typeof emailVerifications.$inferSelect;
