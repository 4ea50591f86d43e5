import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAtColumn, idColumn, timestamptz } from './columns';

export type PartnerRequestStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';

/** Partner connect requests and what became of them (pending, accepted, declined, cancelled). */
export const partnerRequests = pgTable(
  'partner_requests',
  {
    id: idColumn(),
    requesterAccountId: uuid('requester_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    addresseeAccountId: uuid('addressee_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').$type<PartnerRequestStatus>().notNull().default('pending'),
    /** The requester's short note to the addressee (why them, what next); shown in the addressee's requests. */
    note: text('note'),
    createdAt: createdAtColumn(),
    respondedAt: timestamptz('responded_at'),
  },
  (t) => [
    // At most one pending request per unordered pair: A→B and B→A sent at the same moment
    // collide here, and the loser can treat the conflict as "already requested".
    uniqueIndex('partner_requests_pending_pair_key')
      .on(
        sql`least(${t.requesterAccountId}, ${t.addresseeAccountId})`,
        sql`greatest(${t.requesterAccountId}, ${t.addresseeAccountId})`,
      )
      .where(sql`${t.status} = 'pending'`),
    index('partner_requests_addressee_status_idx').on(t.addresseeAccountId, t.status),
    index('partner_requests_requester_status_idx').on(t.requesterAccountId, t.status),
    check('partner_requests_status_check', sql`${t.status} in ('pending', 'accepted', 'declined', 'cancelled')`),
    check('partner_requests_note_length_check', sql`char_length(${t.note}) <= 500`),
    check('partner_requests_not_self_check', sql`${t.requesterAccountId} <> ${t.addresseeAccountId}`),
  ],
);

export type PartnerRequest = typeof partnerRequests.$inferSelect;
export type NewPartnerRequest = typeof partnerRequests.$inferInsert;

/**
 * Connected partners, one row per pair stored with the smaller id first, so the pair has a
 * single key whoever connected. Look up someone's partners through both columns.
 */
export const partnerships = pgTable(
  'partnerships',
  {
    accountLowId: uuid('account_low_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    accountHighId: uuid('account_high_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({
      name: 'partnerships_pkey',
      columns: [t.accountLowId, t.accountHighId],
    }),
    index('partnerships_account_high_id_idx').on(t.accountHighId),
    check('partnerships_ordered_pair_check', sql`${t.accountLowId} < ${t.accountHighId}`),
  ],
);

export type Partnership = typeof partnerships.$inferSelect;
export type NewPartnership = typeof partnerships.$inferInsert;
