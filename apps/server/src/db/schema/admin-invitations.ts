import type { AccountRole, Permission } from '@ideamatch/shared/constants';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAtColumn, idColumn, timestamptz } from './columns';

/**
 * Invitations into an admin role for an email without an account: the mailed token is
 * stored hashed and works once, until it expires or is revoked.
 */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: idColumn(),
    /** Stored lower-case; registration must use this email. */
    email: text('email').notNull(),
    role: smallint('role').$type<AccountRole>().notNull(),
    permissions: jsonb('permissions').$type<Permission[]>().notNull().default([]),
    /** SHA-256 hex of the token in the mailed link. */
    tokenHash: text('token_hash').notNull().unique('admin_invitations_token_hash_key'),
    invitedBy: uuid('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    acceptedAccountId: uuid('accepted_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('admin_invitations_email_idx').on(t.email),
    check('admin_invitations_role_check', sql`${t.role} in (1, 2)`),
  ],
);

export type AdminInvitation = typeof adminInvitations.$inferSelect;
export type NewAdminInvitation = typeof adminInvitations.$inferInsert;
