import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  resetPasswordQuerySchema,
} from '@ideamatch/shared';
import type { AppConfig } from '../../config/env';
import { ok } from '../../lib/reply';
import { requestPasswordReset, resetPassword } from './password-reset.service';

const PER_MINUTE = 60_000;

/** Forgot and reset password, for visitors; forgot always answers 200 so accounts cannot be enumerated. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    '/api/account/forgot-password',
    {
      config: { access: 'visitor', rateLimit: { max: 5, timeWindow: PER_MINUTE } },
      schema: {
        summary: 'Request a password reset mail',
        tags: ['account'],
        body: forgotPasswordBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await requestPasswordReset(app.db, app.mailer, { email: request.body.email, publicUrl: config.publicUrl });
      return ok(null);
    },
  );

  app.post(
    '/api/account/reset-password',
    {
      config: { access: 'visitor', rateLimit: { max: 10, timeWindow: PER_MINUTE } },
      schema: {
        summary: 'Reset a password',
        tags: ['account'],
        querystring: resetPasswordQuerySchema,
        body: resetPasswordBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await resetPassword(app, { token: request.query.token, body: request.body });
      return ok(null);
    },
  );
};
