import { endpoint } from '../endpoint.js';
import { idParamSchema } from '../schemas/common.js';
import {
  notificationAcknowledgeBodySchema,
  notificationItemReplySchema,
  notificationListQuerySchema,
  notificationListReplySchema,
  notificationSummaryReplySchema,
} from '../schemas/notification.js';

const tag = 'notification';

/** The bell's summary, the notification list and read state. */
export const notificationApi = {
  summary: endpoint({
    method: 'GET',
    path: '/api/notification/summary',
    summary: 'Get my notification summary',
    tag,
    reply: notificationSummaryReplySchema,
  }),
  acknowledge: endpoint({
    method: 'PATCH',
    path: '/api/notification/summary',
    summary: 'Acknowledge my notification summary',
    tag,
    body: notificationAcknowledgeBodySchema,
    errors: ['NOT_FOUND'],
    reply: notificationSummaryReplySchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/notification',
    summary: 'List my notifications',
    tag,
    query: notificationListQuerySchema,
    reply: notificationListReplySchema,
  }),
  markAllRead: endpoint({
    method: 'PATCH',
    path: '/api/notification/read',
    summary: 'Mark all my notifications as read',
    tag,
    reply: notificationSummaryReplySchema,
  }),
  markRead: endpoint({
    method: 'PATCH',
    path: '/api/notification/:id/read',
    summary: 'Mark a notification as read',
    tag,
    params: idParamSchema,
    reply: notificationItemReplySchema,
  }),
};
