import {
  LIMITS,
  NotificationType,
  type NotificationItem,
  type NotificationSummary,
  type Paged,
} from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { blockPolicy } from '../partners/block.policy';
import { noteCreated } from './notification-outbox';
import {
  type NotificationLine,
  type NotificationLookups,
  presentNotification,
  presentSummary,
} from './notification.presenter';
import { notificationRepository } from './notification.repository';

export type NewNotificationInput = {
  recipientAccountId: string;
  actorAccountId: string;
  type: NotificationType;
  /** What the notification is about, e.g. 'idea', 'comment' or 'partner_request', and that row's id. */
  subjectType: string;
  subjectId: string;
  payload?: Record<string, unknown>;
  /**
   * A moderator's word to a member (a decision on their idea, their appeal): delivered even when the
   * member blocked that staff member, since a block is between members, not a way out of moderation.
   */
  isFromStaff?: boolean;
};

/** Notifications of one kind about one thing are one line of the list; partner requests never group. */
const groupKeyOf = (type: NotificationType, subjectType: string, subjectId: string) =>
  type === NotificationType.Friend ? null : `${type}:${subjectType}:${subjectId}`;

/**
 * Records a notification inside the caller's transaction (pass `tx`) so it exists exactly when the
 * action does, and keeps the recipient's summary row in step. Acting on your own things, or between
 * two people who blocked one another (either way), notifies nobody. Notifications of one kind about one thing share a group
 * key and are listed as one line ("Somchai and 3 others liked your comment"); partner requests never
 * group. The socket push follows the reply (see notification-push.plugin.ts).
 */
export async function createNotification(
  tx: Database,
  { recipientAccountId, actorAccountId, type, subjectType, subjectId, payload = {}, isFromStaff }: NewNotificationInput,
): Promise<{ id: string } | null> {
  if (recipientAccountId === actorAccountId) return null;
  if (!isFromStaff && (await blockPolicy.isBlockedEitherWay(tx, recipientAccountId, actorAccountId))) return null;
  const row = await notificationRepository.insert(tx, {
    recipientAccountId,
    actorAccountId,
    type,
    subjectType,
    subjectId,
    groupKey: groupKeyOf(type, subjectType, subjectId),
    payload,
  });
  await notificationRepository.bumpUnread(tx, recipientAccountId, row);
  noteCreated(recipientAccountId, row.id);
  return { id: row.id };
}

/** Rows per insert when one act notifies many people (well under PostgreSQL's 65,535 parameters). */
const FAN_OUT_CHUNK = 500;

/**
 * Records one notification for each of `recipientAccountIds` inside the caller's transaction (a new
 * idea to the owner's followers, an update to its savers). The caller picks the recipients in SQL,
 * blocks and the actor already left out; the actor is left out here once more all the same.
 */
export async function createNotificationsFor(
  tx: Database,
  recipientAccountIds: string[],
  { actorAccountId, type, subjectType, subjectId, payload = {} }: Omit<NewNotificationInput, 'recipientAccountId'>,
): Promise<number> {
  const recipients = [...new Set(recipientAccountIds)].filter((id) => id !== actorAccountId);
  for (let start = 0; start < recipients.length; start += FAN_OUT_CHUNK) {
    const rows = await notificationRepository.insertMany(
      tx,
      recipients.slice(start, start + FAN_OUT_CHUNK).map((recipientAccountId) => ({
        recipientAccountId,
        actorAccountId,
        type,
        subjectType,
        subjectId,
        groupKey: `${type}:${subjectType}:${subjectId}`,
        payload,
      })),
    );
    await notificationRepository.bumpUnreadMany(tx, rows);
    for (const row of rows) noteCreated(row.recipientAccountId, row.id);
  }
  return recipients.length;
}

/**
 * Notifies once per `windowMs` for an act that can be undone and done again (a request and its
 * withdrawal, a like and an unlike, a follow and an unfollow). `onceKey` names the act and its
 * thing (e.g. `access:<ideaId>`); when the recipient already has a notification from this actor with
 * that key created within the window, it is pointed at the new subject with the new payload (its
 * Approve button acts on the new request) and nothing rings again; otherwise a new one is created.
 * Returns whether a new notification was created: the caller mails or pushes only then.
 */
export async function notifyOnceWithin(
  tx: Database,
  input: NewNotificationInput,
  { onceKey, windowMs, now = new Date() }: { onceKey: string; windowMs: number; now?: Date },
): Promise<boolean> {
  const payload = { ...input.payload, onceKey };
  const renewed = await notificationRepository.repointRecent(
    tx,
    {
      recipientAccountId: input.recipientAccountId,
      actorAccountId: input.actorAccountId,
      type: input.type,
      onceKey,
      since: new Date(now.getTime() - windowMs),
    },
    { subjectId: input.subjectId, groupKey: groupKeyOf(input.type, input.subjectType, input.subjectId), payload },
  );
  if (renewed) return false;
  return Boolean(await createNotification(tx, { ...input, payload }));
}

const unique = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];

/** Presents lines through their newest notification, loading what each points at in a few small queries. */
export async function presentLines(
  db: Database,
  viewerId: string,
  lines: NotificationLine[],
): Promise<NotificationItem[]> {
  const latest = await notificationRepository.findLatestOfLines(
    db,
    viewerId,
    lines.map((line) => line.lineKey),
  );
  const rowOf = new Map(latest.map(({ lineKey, notification }) => [lineKey, notification]));
  const rows = [...rowOf.values()];
  const comments = await notificationRepository.findComments(
    db,
    unique(rows.filter((r) => r.subjectType === 'comment').map((r) => r.subjectId)),
  );
  const accessRequests = await notificationRepository.findAccessRequests(
    db,
    unique(rows.filter((r) => r.subjectType === 'idea_access_request').map((r) => r.subjectId)),
  );
  const [actors, ideas, requests] = await Promise.all([
    notificationRepository.findActors(db, unique(rows.map((r) => r.actorAccountId))),
    notificationRepository.findIdeas(
      db,
      unique([
        ...rows.filter((r) => r.subjectType === 'idea').map((r) => r.subjectId),
        ...comments.map((c) => c.ideaId),
        ...accessRequests.map((r) => r.ideaId),
      ]),
    ),
    notificationRepository.findRequests(
      db,
      unique(rows.filter((r) => r.subjectType === 'partner_request').map((r) => r.subjectId)),
    ),
  ]);
  const lookups: NotificationLookups = {
    actors: new Map(actors.map((a) => [a.id, a])),
    ideas: new Map(ideas.map((i) => [i.id, i])),
    comments: new Map(comments.map((c) => [c.id, c])),
    requests: new Map(requests.map((r) => [r.id, r])),
    accessRequests: new Map(accessRequests.map((r) => [r.id, r])),
  };
  return lines.flatMap((line) => {
    const row = rowOf.get(line.lineKey);
    return row ? [presentNotification(row, line, lookups, viewerId)] : [];
  });
}

/** The line a notification belongs to, as the list shows it (for the socket push and mark-read). */
export async function loadLineOf(
  db: Database,
  accountId: string,
  notificationId: string,
): Promise<NotificationItem | null> {
  const own = await notificationRepository.findOwn(db, accountId, notificationId);
  if (!own) return null;
  const line = await notificationRepository.findLine(db, accountId, own.lineKey);
  if (!line) return null;
  const [item] = await presentLines(db, accountId, [line]);
  return item ?? null;
}

/** `GET /api/notification`: lines newest first, pages of 5 unless asked otherwise. */
export async function listNotifications(
  db: Database,
  accountId: string,
  query: { page: number; pageSize?: number; isUnread?: boolean },
): Promise<Paged<NotificationItem>> {
  const pageSize = query.pageSize ?? LIMITS.notificationPageSize;
  const { lines, totalItems } = await notificationRepository.listLines(db, accountId, {
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
    isUnread: query.isUnread,
  });
  return {
    currentPage: query.page,
    pageSize,
    totalItems,
    totalPages: Math.ceil(totalItems / pageSize),
    result: await presentLines(db, accountId, lines),
  };
}

/** `GET /api/notification/summary`: one primary-key read. */
export async function readSummary(db: Database, accountId: string): Promise<NotificationSummary> {
  return presentSummary(await notificationRepository.findSummary(db, accountId));
}

/**
 * `PATCH /api/notification/summary`: acknowledges everything up to notification `id` (the popover
 * was opened); `isAcknowledge: false` shows the dot again.
 */
export async function acknowledgeSummary(
  db: Database,
  accountId: string,
  { id, isAcknowledge }: { id: string; isAcknowledge: boolean },
): Promise<NotificationSummary> {
  const notification = await notificationRepository.findOwn(db, accountId, id);
  if (!notification) throw new AppError('NOT_FOUND');
  await notificationRepository.setAcknowledgedAt(db, accountId, isAcknowledge ? notification.createdAt : null);
  return readSummary(db, accountId);
}

/** `PATCH /api/notification/{id}/read`: marks the notification's whole line read and answers it. */
export async function markNotificationRead(db: Database, accountId: string, id: string): Promise<NotificationItem> {
  const own = await notificationRepository.findOwn(db, accountId, id);
  if (!own) throw new AppError('NOT_FOUND');
  await db.transaction(async (tx) => {
    await notificationRepository.markLineRead(tx, accountId, own.lineKey);
    await notificationRepository.recountUnread(tx, accountId);
  });
  const item = await loadLineOf(db, accountId, id);
  if (!item) throw new AppError('NOT_FOUND');
  return item;
}

/** `PATCH /api/notification/read`: marks all of the account's notifications read (or those by one actor). */
export async function markAllNotificationsRead(
  db: Database,
  accountId: string,
  actorAccountId?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await notificationRepository.markAllRead(tx, accountId, actorAccountId);
    await notificationRepository.recountUnread(tx, accountId);
  });
}

/** Marks read every notification of the account that `actorAccountId` caused (a block), and recounts its badge. */
export async function clearNotificationsFrom(db: Database, accountId: string, actorAccountId: string): Promise<void> {
  await notificationRepository.markAllRead(db, accountId, actorAccountId);
  await notificationRepository.recountUnread(db, accountId);
}
