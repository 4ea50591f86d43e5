import { index, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAtColumn, idColumn, timestamptz } from './columns';

/**
 * Login sessions (docs/design.md#authentication-and-sessions). Only the token's SHA-256 is
 * stored, never the token.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    /** SHA-256 hex of the opaque bearer token. */
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_key'),
    /** The main account that logged in. */
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Set while the main account acts as one of its sub-accounts. */
    subAccountId: uuid('sub_account_id').references(() => accounts.id, {
      onDelete: 'cascade',
    }),
    /**
     * The sign-in this session was opened from (a sub-account session, or the main session handed
     * back when leaving it): ending that session ends this one too. Null for a sign-in itself.
     */
    parentSessionId: uuid('parent_session_id').references((): AnyPgColumn => sessions.id, { onDelete: 'set null' }),
    /** Sliding expiry: pushed forward on use. */
    expiresAt: timestamptz('expires_at').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAtColumn(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
  },
  (t) => [
    index('sessions_account_id_idx').on(t.accountId),
    index('sessions_sub_account_id_idx').on(t.subAccountId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    index('sessions_parent_session_id_idx').on(t.parentSessionId),
  ],
);

export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
