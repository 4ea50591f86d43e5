import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NotificationType } from '@ideamatch/shared';
import { invalidateSummaries } from '../../lib/person-summaries';
import { notificationPush, PUSH_KIND_OF } from '../push/push.copy';
import { type NotificationOutbox, runWithOutbox } from './notification-outbox';
import { loadLineOf, readSummary } from './notification.service';

declare module 'fastify' {
  // Module augmentation can only merge interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    notificationOutbox: NotificationOutbox | null;
  }
}

/**
 * Emits the account's current summary to all its tabs (the bell's dot and count), once every node
 * has forgotten the one it answered polls with. Called after the write committed.
 */
export async function pushSummary(app: FastifyInstance, accountId: string): Promise<void> {
  invalidateSummaries(app.db, 'notification', [accountId]);
  app.realtime.emitToAccount(accountId, 'notification_summary_update', await readSummary(app.db, accountId));
}

/**
 * Emits each new or regrouped notification to its recipient, then the recipient's fresh summary,
 * and queues a web push of it to the recipient's devices that keep its kind on.
 */
export async function pushNotifications(app: FastifyInstance, outbox: NotificationOutbox): Promise<void> {
  const byRecipient = new Map<string, string[]>();
  for (const { recipientAccountId, notificationId } of outbox.items) {
    byRecipient.set(recipientAccountId, [...(byRecipient.get(recipientAccountId) ?? []), notificationId]);
  }
  for (const [recipientAccountId, ids] of byRecipient) {
    for (const id of new Set(ids)) {
      const item = await loadLineOf(app.db, recipientAccountId, id);
      if (!item) continue;
      app.realtime.emitToAccount(recipientAccountId, 'notification', item);
      // Web push to the person's devices, queued and not awaited: the reply never waits on a push service.
      void app.push
        .queue(recipientAccountId, PUSH_KIND_OF[item.type as NotificationType], (language) =>
          notificationPush(item, language),
        )
        .catch((err: unknown) => app.log.error({ err }, 'queuing web push failed'));
    }
    await pushSummary(app, recipientAccountId);
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Gives every request that may change state an outbox that `createNotification` fills, and pushes what it holds over the
 * socket once the handler succeeded: by then the action's transaction has committed.
 */
export const notificationPushPlugin = fp(async (app) => {
  app.decorateRequest('notificationOutbox', null);
  app.addHook('onRequest', (request, _reply, done) => {
    // Reads never create notifications, so they skip the per-request async context.
    if (READ_METHODS.has(request.method)) return done();
    const outbox: NotificationOutbox = { items: [] };
    request.notificationOutbox = outbox;
    runWithOutbox(outbox, done);
  });
  // onSend runs once the handler has returned (its transaction committed) and before the reply
  // leaves, so whoever got the reply can count on the push having gone out.
  app.addHook('onSend', (request, reply, payload, done) => {
    const outbox = request.notificationOutbox;
    if (!outbox?.items.length || reply.statusCode >= 400) return done(null, payload);
    request.notificationOutbox = null;
    pushNotifications(app, outbox)
      .catch((err: unknown) => request.log.error({ err }, 'notification push failed'))
      .finally(() => done(null, payload));
  });
});
