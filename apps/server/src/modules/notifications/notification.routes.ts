import type { FastifyInstance } from 'fastify';
import { notificationApi } from '@ideamatch/shared/api/notification';
import { cachedSummary, invalidateSummaries } from '../../lib/person-summaries';
import { memoizeReply } from '../../lib/reply-memo';
import { route } from '../../lib/route';
import { pushSummary } from './notification-push.plugin';
import {
  acknowledgeSummary,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  readSummary,
} from './notification.service';

/** The bell's summary, the notification list and read state. */
export const notificationRoutes = async (app: FastifyInstance) => {
  route(app, notificationApi.summary, {
    access: 'user',
    handler: (request, reply) => {
      void reply.header('cache-control', 'no-store');
      // Polled by every signed-in tab: answered from this node's memory until a write changes it.
      const { accountId } = request.actor();
      return cachedSummary(app.db, 'notification', accountId, async () =>
        memoizeReply(await readSummary(app.db, accountId)),
      );
    },
  });

  route(app, notificationApi.acknowledge, {
    access: 'user',
    handler: async (request) => {
      const accountId = request.actor().accountId;
      const summary = await acknowledgeSummary(app.db, accountId, request.body);
      invalidateSummaries(app.db, 'notification', [accountId]);
      app.realtime.emitToAccount(accountId, 'notification_summary_update', summary);
      return summary;
    },
  });

  route(app, notificationApi.list, {
    access: 'user',
    handler: (request) => listNotifications(app.db, request.actor().accountId, request.query),
  });

  route(app, notificationApi.markAllRead, {
    access: 'user',
    handler: async (request) => {
      const accountId = request.actor().accountId;
      await markAllNotificationsRead(app.db, accountId);
      await pushSummary(app, accountId);
      return readSummary(app.db, accountId);
    },
  });

  route(app, notificationApi.markRead, {
    access: 'user',
    handler: async (request) => {
      const accountId = request.actor().accountId;
      const item = await markNotificationRead(app.db, accountId, request.params.id);
      await pushSummary(app, accountId);
      return item;
    },
  });
};
