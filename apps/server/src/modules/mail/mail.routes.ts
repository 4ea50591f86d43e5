import type { FastifyInstance } from 'fastify';
import { mailApi } from '@ideamatch/shared/api/mail';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { mailRepository } from './mail.repository';

const DEV_OUTBOX_LIMIT = 20;

/**
 * The dev outbox reader: without an SMTP server, a staff member reads the mail sent to their own
 * address here. Mail to anyone else (reset and invitation links above all) is never readable
 * through the API; the operator finds every mail in the server log.
 */
export const mailRoutes = async (app: FastifyInstance) => {
  route(app, mailApi.list, {
    access: 'staff',
    handler: async (request) => {
      // With SMTP configured, mail belongs to the mail server, not to this page.
      if (app.mailer.transport !== 'outbox') throw new AppError('NOT_FOUND');
      const email = await mailRepository.addressOf(app.db, request.actor().accountId);
      if (!email) return [];
      const rows = await mailRepository.listRecent(app.db, { to: email, limit: DEV_OUTBOX_LIMIT });
      return rows.map((row) => ({
        // Listed by this address, so it is never the blank of a deleted account.
        to: row.toAddress ?? email,
        subject: row.subject,
        text: row.text,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  });
};
