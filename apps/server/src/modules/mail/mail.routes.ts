import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devOutboxQuerySchema, devOutboxReplySchema } from '@ideamatch/shared';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import { mailRepository } from './mail.repository';

const DEV_OUTBOX_LIMIT = 20;

/** The dev outbox reader: lets tests and staff read mail when there is no SMTP server. */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/dev-outbox',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        querystring: devOutboxQuerySchema,
        response: { 200: devOutboxReplySchema },
      },
    },
    async (request) => {
      // With SMTP configured, mail belongs to the mail server, not to this page.
      if (app.mailer.transport !== 'outbox') throw new AppError('NOT_FOUND');
      const rows = await mailRepository.listRecent(app.db, { to: request.query.to, limit: DEV_OUTBOX_LIMIT });
      return ok(
        rows.map((row) => ({
          to: row.toAddress,
          subject: row.subject,
          text: row.text,
          createdAt: row.createdAt.toISOString(),
        })),
      );
    },
  );
};
