import type { NotificationType } from '@ideamatch/shared/constants';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAtColumn, idColumn, timestamptz, updatedAtColumn, newestFirst } from './columns';

/** Notifications shown in the popover: like, comment, review, share, partner request. */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    recipientAccountId: uuid('recipient_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: smallint('type').$type<NotificationType>().notNull(),
    /** Who acted; null if that account is gone. */
    actorAccountId: uuid('actor_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** What it is about, e.g. 'idea' / 'comment' / 'partner_request' and that row's id. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** Notifications sharing a key (e.g. 'like:comment:<id>') can be shown as one. */
    groupKey: text('group_key'),
    /** Extra fields for display, e.g. `{ score }` for a review. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('notifications_recipient_created_idx').on(t.recipientAccountId, newestFirst(t.createdAt)),
    index('notifications_recipient_unread_idx')
      .on(t.recipientAccountId)
      .where(sql`${t.isRead} = false`),
    index('notifications_recipient_group_idx').on(t.recipientAccountId, t.groupKey),
    index('notifications_actor_account_id_idx').on(t.actorAccountId),
    check('notifications_type_check', sql`${t.type} between 1 and 14`),
  ],
);

export type Notification = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/**
 * One summary row per account, read by the hot summary endpoint (polled every 10 s) instead of
 * counting notifications. Kept in step with notifications in the same transaction.
 */
export const notificationReads = pgTable('notification_reads', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** When the account last opened the popover; the summary is acknowledged if nothing is newer. */
  lastAcknowledgedAt: timestamptz('last_acknowledged_at'),
  latestNotificationAt: timestamptz('latest_notification_at'),
  /** The newest notification's id: the summary's `id`, acknowledged by the popover. */
  latestNotificationId: uuid('latest_notification_id'),
  unreadCount: integer('unread_count').notNull().default(0),
  updatedAt: updatedAtColumn(),
});

export type NotificationRead = typeof notificationReads.$inferSelect;
export type NewNotificationRead = typeof notificationReads.$inferInsert;
