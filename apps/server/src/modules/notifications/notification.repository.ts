import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type NewNotification, notificationReads, notifications } from '../../db/schema/index';

/** SQL for notifications and the per-account summary row they keep in step. */
export const notificationRepository = {
  /** Inserts one notification and returns its creation time. */
  insert: async (db: Database, values: NewNotification) => {
    const [row] = await db
      .insert(notifications)
      .values(values)
      .returning({ id: notifications.id, createdAt: notifications.createdAt });
    return row;
  },

  /** Counts one more unread notification for the account, creating its summary row on first use. */
  bumpUnread: (db: Database, accountId: string, at: Date) =>
    db
      .insert(notificationReads)
      .values({ accountId, unreadCount: 1, latestNotificationAt: at })
      .onConflictDoUpdate({
        target: notificationReads.accountId,
        set: {
          unreadCount: sql`${notificationReads.unreadCount} + 1`,
          latestNotificationAt: sql`greatest(${notificationReads.latestNotificationAt}, excluded.latest_notification_at)`,
          updatedAt: at,
        },
      }),
};
