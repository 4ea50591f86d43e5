import { endpoint } from '../endpoint.js';
import { devOutboxReplySchema } from '../schemas/password-reset.js';

/** The dev outbox: the caller's own mail, readable only while no SMTP server is configured. */
export const mailApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/dashboard/dev-outbox',
    summary: 'List mails sent in development',
    tag: 'dashboard',
    errors: ['NOT_FOUND'],
    reply: devOutboxReplySchema,
  }),
};
