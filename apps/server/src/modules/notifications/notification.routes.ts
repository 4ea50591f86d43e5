import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  notificationAcknowledgeBodySchema,
  notificationItemReplySchema,
  notificationListQuerySchema,
  notificationListReplySchema,
  notificationSummaryReplySchema,
} from '@ideamatch/shared';
import { ok } from '../../lib/reply';
import { pushSummary } from './notification-push.plugin';
import {
  acknowledgeSummary,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  readSummary,
} from './notification.service';

/** The bell's summary, the notification list and read state. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notification'];

  app.get(
    '/api/notification/summary',
    {
      config: { access: 'user' },
      schema: { summary: 'Get my notification summary', tags, response: { 200: notificationSummaryReplySchema } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await readSummary(app.db, request.actor().accountId));
    },
  );

  app.patch(
    '/api/notification/summary',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Acknowledge my notification summary',
        tags,
        body: notificationAcknowledgeBodySchema,
        response: { 200: notificationSummaryReplySchema },
      },
    },
    async (request) => {
      const accountId = request.actor().accountId;
      const summary = await acknowledgeSummary(app.db, accountId, request.body);
      app.realtime.emitToAccount(accountId, 'notification_summary_update', summary);
      return ok(summary);
    },
  );

  app.get(
    '/api/notification',
    {
      config: { access: 'user' },
      schema: {
        summary: 'List my notifications',
        tags,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListReplySchema },
      },
    },
    async (request) => ok(await listNotifications(app.db, request.actor().accountId, request.query)),
  );

  app.patch(
    '/api/notification/read',
    {
      config: { access: 'user' },
      schema: { summary: 'Mark all my notifications as read', tags, response: { 200: notificationSummaryReplySchema } },
    },
    async (request) => {
      const accountId = request.actor().accountId;
      await markAllNotificationsRead(app.db, accountId);
      await pushSummary(app, accountId);
      return ok(await readSummary(app.db, accountId));
    },
  );

  app.patch(
    '/api/notification/:id/read',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Mark a notification as read',
        tags,
        params: idParamSchema,
        response: { 200: notificationItemReplySchema },
      },
    },
    async (request) => {
      const accountId = request.actor().accountId;
      const item = await markNotificationRead(app.db, accountId, request.params.id);
      await pushSummary(app, accountId);
      return ok(item);
    },
  );
};
