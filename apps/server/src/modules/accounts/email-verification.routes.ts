import type { FastifyInstance } from 'fastify';
import { accountApi } from '@ideamatch/shared/api/account';
import type { AppConfig } from '../../config/env';
import { route } from '../../lib/route';
import { clientOf } from '../auth/client-info';
import { sendVerificationMail, verifyEmail } from './email-verification.service';

const PER_MINUTE = 60_000;

/** Email verification: confirming a mailed link, and mailing a new one to the signed-in person. */
export const emailVerificationRoutes = async (app: FastifyInstance, { config }: { config: AppConfig }) => {
  route(app, accountApi.verifyEmail, {
    // The token alone proves the mailbox: the link works signed in, signed out or on another device.
    access: 'visitor',
    config: { rateLimit: { max: 10, timeWindow: PER_MINUTE } },
    handler: (request) =>
      verifyEmail(
        { db: app.db, mailer: app.mailer, publicUrl: config.publicUrl },
        request.body.token,
        clientOf(request),
      ),
  });

  route(app, accountApi.resendVerification, {
    access: 'user',
    config: { rateLimit: { max: 5, timeWindow: PER_MINUTE } },
    handler: async (request) => {
      await sendVerificationMail(app.db, app.mailer, {
        accountId: request.actor().accountId,
        publicUrl: config.publicUrl,
      });
      return null;
    },
  });
};
