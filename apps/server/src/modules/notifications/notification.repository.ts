import { and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import {
  accounts,
  comments,
  ideas,
  type NewNotification,
  notificationReads,
  notifications,
  partnerRequests,
  ideaAccessRequests,
} from '../../db/schema/index';
import { personColumns } from '../accounts/person.presenter';
import { ideaVisibilityColumns } from '../ideas/idea.policy';
import { blockedByViewerSql } from '../partners/block-sql';

/** Notifications sharing a group key make one line; one without a key is a line of its own. */
export const lineKeyOf = (): SQL<string> => sql<string>`coalesce(${notifications.groupKey}, ${notifications.id}::text)`;

/** What a list shows: the recipient's notifications, minus those by people the recipient blocked. */
const shownTo = (accountId: string, isUnread?: boolean) =>
  and(
    eq(notifications.recipientAccountId, accountId),
    isUnread ? eq(notifications.isRead, false) : undefined,
    sql`(${notifications.actorAccountId} is null or not ${blockedByViewerSql(accountId, sql`"notifications"."actor_account_id"`)})`,
  );

const summaryQuery = preparedQuery((db) =>
  db
    .select({
      latestNotificationId: notificationReads.latestNotificationId,
      latestNotificationAt: notificationReads.latestNotificationAt,
      lastAcknowledgedAt: notificationReads.lastAcknowledgedAt,
      unreadCount: notificationReads.unreadCount,
    })
    .from(notificationReads)
    .where(eq(notificationReads.accountId, sql.placeholder('accountId')))
    .prepare('notification_summary'),
);

/** Runs a lookup by ids only when there are ids: `in ()` is not SQL. */
const forIds = <T>(ids: readonly unknown[], query: () => Promise<T[]>): Promise<T[]> =>
  ids.length ? query() : Promise.resolve([]);

/** SQL for notifications and the per-account summary row they keep in step. */
export const notificationRepository = {
  /** Inserts one notification and returns its id and creation time. */
  insert: async (db: Database, values: NewNotification) => {
    const [row] = await db
      .insert(notifications)
      .values(values)
      .returning({ id: notifications.id, createdAt: notifications.createdAt });
    return row!;
  },

  /** Inserts several notifications and returns each one's id, recipient and creation time. */
  insertMany: (db: Database, values: NewNotification[]) =>
    values.length
      ? db.insert(notifications).values(values).returning({
          id: notifications.id,
          recipientAccountId: notifications.recipientAccountId,
          createdAt: notifications.createdAt,
        })
      : Promise.resolve([]),

  /** `bumpUnread` for several recipients at once, each with their own new notification. */
  bumpUnreadMany: async (db: Database, rows: { id: string; recipientAccountId: string; createdAt: Date }[]) => {
    if (!rows.length) return;
    await db
      .insert(notificationReads)
      .values(
        rows.map((row) => ({
          accountId: row.recipientAccountId,
          unreadCount: 1,
          latestNotificationAt: row.createdAt,
          latestNotificationId: row.id,
        })),
      )
      .onConflictDoUpdate({
        target: notificationReads.accountId,
        set: {
          unreadCount: sql`${notificationReads.unreadCount} + 1`,
          latestNotificationAt: sql`greatest(${notificationReads.latestNotificationAt}, excluded.latest_notification_at)`,
          latestNotificationId: sql`case when ${notificationReads.latestNotificationAt} is null or ${notificationReads.latestNotificationAt} <= excluded.latest_notification_at then excluded.latest_notification_id else ${notificationReads.latestNotificationId} end`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  },

  /**
   * Points the recipient's notifications of this kind from this actor carrying `onceKey` in their
   * payload, created after `since`, at a new subject and payload; returns how many there were. Their
   * time and read state stay: nothing rings again.
   */
  repointRecent: async (
    db: Database,
    match: {
      recipientAccountId: string;
      actorAccountId: string;
      type: NewNotification['type'];
      onceKey: string;
      since: Date;
    },
    set: { subjectId: string; groupKey: string | null; payload: Record<string, unknown> },
  ): Promise<number> => {
    const rows = await db
      .update(notifications)
      .set(set)
      .where(
        and(
          eq(notifications.recipientAccountId, match.recipientAccountId),
          eq(notifications.actorAccountId, match.actorAccountId),
          eq(notifications.type, match.type),
          sql`${notifications.payload}->>'onceKey' = ${match.onceKey}`,
          gt(notifications.createdAt, match.since),
        ),
      )
      .returning({ id: notifications.id });
    return rows.length;
  },

  /** Counts one more unread notification and records it as the newest, creating the row on first use. */
  bumpUnread: (db: Database, accountId: string, latest: { id: string; createdAt: Date }) =>
    db
      .insert(notificationReads)
      .values({
        accountId,
        unreadCount: 1,
        latestNotificationAt: latest.createdAt,
        latestNotificationId: latest.id,
      })
      .onConflictDoUpdate({
        target: notificationReads.accountId,
        set: {
          unreadCount: sql`${notificationReads.unreadCount} + 1`,
          latestNotificationAt: sql`greatest(${notificationReads.latestNotificationAt}, excluded.latest_notification_at)`,
          latestNotificationId: sql`case when ${notificationReads.latestNotificationAt} is null or ${notificationReads.latestNotificationAt} <= excluded.latest_notification_at then excluded.latest_notification_id else ${notificationReads.latestNotificationId} end`,
          updatedAt: latest.createdAt,
        },
      }),

  /** The summary row: one primary-key read (the hot path polled every 10 s). */
  findSummary: async (db: Database, accountId: string) => {
    const [row] = await summaryQuery(db).execute({ accountId });
    return row;
  },

  /** Acknowledges up to `at` (never going back), or un-acknowledges with null. */
  setAcknowledgedAt: (db: Database, accountId: string, at: Date | null) =>
    db
      .update(notificationReads)
      .set({
        lastAcknowledgedAt: at
          ? sql`greatest(${notificationReads.lastAcknowledgedAt}, ${at.toISOString()}::timestamptz)`
          : null,
      })
      .where(eq(notificationReads.accountId, accountId)),

  /** One of the account's notifications with its line key. */
  findOwn: async (db: Database, accountId: string, id: string) => {
    const [row] = await db
      .select({ id: notifications.id, createdAt: notifications.createdAt, lineKey: lineKeyOf() })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.recipientAccountId, accountId)));
    return row;
  },

  /** Marks a whole line read (every notification sharing its key). */
  markLineRead: (db: Database, accountId: string, lineKey: string) =>
    db
      .update(notifications)
      .set({ isRead: true })
      .where(
        and(
          eq(notifications.recipientAccountId, accountId),
          eq(notifications.isRead, false),
          sql`${lineKeyOf()} = ${lineKey}`,
        ),
      ),

  /** Marks every notification of the account read, or only those by one actor. */
  markAllRead: (db: Database, accountId: string, actorAccountId?: string) =>
    db
      .update(notifications)
      .set({ isRead: true })
      .where(
        and(
          eq(notifications.recipientAccountId, accountId),
          eq(notifications.isRead, false),
          actorAccountId ? eq(notifications.actorAccountId, actorAccountId) : undefined,
        ),
      ),

  /** Recounts the unread notifications into the summary row (partial index on unread ones). */
  recountUnread: (db: Database, accountId: string) =>
    db
      .update(notificationReads)
      .set({
        unreadCount: sql`(select count(*) from ${notifications} where ${notifications.recipientAccountId} = ${accountId} and ${notifications.isRead} = false)`,
      })
      .where(eq(notificationReads.accountId, accountId)),

  /**
   * A page of lines, newest first: notifications of one kind about one thing share a line key
   * (`group_key`); a line is read when all of its notifications are, and counts its distinct actors.
   */
  listLines: async (db: Database, accountId: string, page: { limit: number; offset: number; isUnread?: boolean }) => {
    const key = lineKeyOf();
    const [lines, [total]] = await Promise.all([
      db
        .select({
          lineKey: key,
          actorCount: sql<number>`count(distinct ${notifications.actorAccountId})`.mapWith(Number),
          isRead: sql<boolean>`bool_and(${notifications.isRead})`.mapWith(Boolean),
        })
        .from(notifications)
        .where(shownTo(accountId))
        .groupBy(key)
        .having(page.isUnread ? sql`bool_and(${notifications.isRead}) = false` : undefined)
        .orderBy(sql`max(${notifications.createdAt}) desc`, key)
        .limit(page.limit)
        .offset(page.offset),
      db
        .select({ value: sql<number>`count(distinct ${key})`.mapWith(Number) })
        .from(notifications)
        .where(shownTo(accountId, page.isUnread)),
    ]);
    return { lines, totalItems: total?.value ?? 0 };
  },

  /** The line of one notification: its key, distinct actors and read state. */
  findLine: async (db: Database, accountId: string, lineKey: string) => {
    const [line] = await db
      .select({
        lineKey: lineKeyOf(),
        actorCount: sql<number>`count(distinct ${notifications.actorAccountId})`.mapWith(Number),
        isRead: sql<boolean>`bool_and(${notifications.isRead})`.mapWith(Boolean),
      })
      .from(notifications)
      .where(and(shownTo(accountId), sql`${lineKeyOf()} = ${lineKey}`))
      .groupBy(lineKeyOf());
    return line;
  },

  /** The newest notification of each line (what the line shows). */
  findLatestOfLines: (db: Database, accountId: string, lineKeys: string[]) =>
    forIds(lineKeys, () =>
      db
        .selectDistinctOn([lineKeyOf()], { notification: notifications, lineKey: lineKeyOf() })
        .from(notifications)
        .where(and(shownTo(accountId), inArray(lineKeyOf(), lineKeys)))
        .orderBy(lineKeyOf(), desc(notifications.createdAt), desc(notifications.id)),
    ),

  /** The people who acted, by id. */
  findActors: (db: Database, ids: string[]) =>
    forIds(ids, () =>
      db
        .select({ ...personColumns(accounts), isDeactivated: accounts.isDeactivated })
        .from(accounts)
        .where(inArray(accounts.id, ids)),
    ),

  /** Ideas notifications point at, with what decides whether they still open. */
  findIdeas: (db: Database, ids: string[]) =>
    forIds(ids, () =>
      db
        .select(ideaVisibilityColumns)
        .from(ideas)
        .innerJoin(accounts, eq(accounts.id, ideas.ownerAccountId))
        .where(inArray(ideas.id, ids)),
    ),

  /** Comments notifications point at. */
  findComments: (db: Database, ids: string[]) =>
    forIds(ids, () =>
      db
        .select({ id: comments.id, ideaId: comments.ideaId, isDeleted: comments.isDeleted })
        .from(comments)
        .where(inArray(comments.id, ids)),
    ),

  /** Partner requests notifications point at, with where they stand. */
  findRequests: (db: Database, ids: string[]) =>
    forIds(ids, () =>
      db
        .select({ id: partnerRequests.id, status: partnerRequests.status })
        .from(partnerRequests)
        .where(inArray(partnerRequests.id, ids)),
    ),

  /** Requests for confidential ideas that notifications point at. */
  findAccessRequests: (db: Database, ids: string[]) =>
    forIds(ids, () =>
      db
        .select({ id: ideaAccessRequests.id, ideaId: ideaAccessRequests.ideaId, status: ideaAccessRequests.status })
        .from(ideaAccessRequests)
        .where(inArray(ideaAccessRequests.id, ids)),
    ),
};
