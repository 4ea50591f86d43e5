import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, verifyEmailBodySchema, verifyEmailReplySchema } from '@ideamatch/shared';
import type { AppConfig } from '../../config/env';
import { ok } from '../../lib/reply';
import { sendVerificationMail, verifyEmail } from './email-verification.service';

const PER_MINUTE = 60_000;

/** Email verification: confirming a mailed link, and mailing a new one to the signed-in person. */
export const emailVerificationRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    '/api/account/verify-email',
    {
      // The token alone proves the mailbox: the link works signed in, signed out or on another device.
      config: { access: 'visitor', rateLimit: { max: 10, timeWindow: PER_MINUTE } },
      schema: {
        summary: 'Confirm an email address',
        tags: ['account'],
        body: verifyEmailBodySchema,
        response: { 200: verifyEmailReplySchema },
      },
    },
    async (request) => ok(await verifyEmail(app.db, request.body.token)),
  );

  app.post(
    '/api/account/verify-email/resend',
    {
      config: { access: 'user', rateLimit: { max: 5, timeWindow: PER_MINUTE } },
      schema: {
        summary: 'Resend the email confirmation mail',
        tags: ['account'],
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await sendVerificationMail(app.db, app.mailer, {
        accountId: request.actor().accountId,
        publicUrl: config.publicUrl,
      });
      return ok(null);
    },
  );
};
