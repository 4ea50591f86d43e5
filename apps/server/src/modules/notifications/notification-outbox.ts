import { AsyncLocalStorage } from 'node:async_hooks';

/** Notifications created while handling one request, pushed over the socket once it has answered. */
export type NotificationOutbox = { items: { recipientAccountId: string; notificationId: string }[] };

const storage = new AsyncLocalStorage<NotificationOutbox>();

/** Runs `fn` with a fresh outbox that `noteCreated` fills (one per HTTP request). */
export const runWithOutbox = <T>(outbox: NotificationOutbox, fn: () => T): T => storage.run(outbox, fn);

/**
 * Notes a notification for the push that follows the reply. Noted, not emitted: the transaction
 * that created it may still roll back, and a socket must never announce what was not stored.
 */
export function noteCreated(recipientAccountId: string, notificationId: string): void {
  storage.getStore()?.items.push({ recipientAccountId, notificationId });
}
