import type { IdeaAccessStatus } from '@ideamatch/shared/schemas/idea';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAtColumn, idColumn, newestFirst, timestamptz } from './columns';
import { ideas } from './ideas';

/**
 * Requests for the confidential part of an idea, and (status 'approved') the access they grant
 * until the owner revokes it (docs/idea-protection.md). One open request (pending or approved) per
 * person and idea; declined, revoked and cancelled ones stay as history.
 */
export const ideaAccessRequests = pgTable(
  'idea_access_requests',
  {
    id: idColumn(),
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    requesterAccountId: uuid('requester_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    status: text('status').$type<IdeaAccessStatus>().notNull().default('pending'),
    /** The owner's terms as the requester accepted them, and when; null when the idea had none. */
    terms: text('terms'),
    termsAcceptedAt: timestamptz('terms_accepted_at'),
    createdAt: createdAtColumn(),
    /** Approved, declined or cancelled at. */
    decidedAt: timestamptz('decided_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('idea_access_requests_open_key')
      .on(t.ideaId, t.requesterAccountId)
      .where(sql`${t.status} in ('pending', 'approved')`),
    index('idea_access_requests_idea_created_idx').on(t.ideaId, newestFirst(t.createdAt)),
    index('idea_access_requests_requester_created_idx').on(t.requesterAccountId, newestFirst(t.createdAt)),
    check(
      'idea_access_requests_status_check',
      sql`${t.status} in ('pending', 'approved', 'declined', 'revoked', 'cancelled')`,
    ),
  ],
);
export type IdeaAccessRequestRow = typeof ideaAccessRequests.$inferSelect;

/**
 * The access log: an approved person read a confidential idea's details. Reads by one person within
 * IDEA_ACCESS_LIMITS.viewMergeMinutes of their last entry are one entry.
 */
export const ideaAccessViews = pgTable(
  'idea_access_views',
  {
    id: idColumn(),
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    viewedAt: timestamptz('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    index('idea_access_views_idea_viewed_idx').on(t.ideaId, newestFirst(t.viewedAt)),
    index('idea_access_views_account_idx').on(t.accountId, t.ideaId, newestFirst(t.viewedAt)),
  ],
);

/**
 * Proof of authorship: one row per saved version of an idea (docs/idea-protection.md#proof-of-authorship).
 * `content` is the canonical JSON whose SHA-256 (hex) is `sha256`; `signature` is the server's
 * Ed25519 signature (base64url) over the UTF-8 bytes of `<sha256>.<signedAt>`, `signedAt` kept as the
 * exact ISO 8601 text that was signed.
 */
export const ideaVersions = pgTable(
  'idea_versions',
  {
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    sha256: text('sha256').notNull(),
    signedAt: text('signed_at').notNull(),
    signature: text('signature').notNull(),
    keyId: text('key_id').notNull(),
    content: text('content').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.version], name: 'idea_versions_pkey' })],
);
export type IdeaVersionRow = typeof ideaVersions.$inferSelect;
