import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessTokenReplySchema, registerBodySchema } from '@ideamatch/shared';
import { ok } from '../../lib/reply';
import type { AppConfig } from '../../config/env';
import { sendVerificationMail } from './email-verification.service';
import { registerAccount } from './register.service';

/** Registrations allowed per client address per minute. */
export const REGISTER_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

export const registerRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    '/api/account/register',
    {
      config: { access: 'visitor', rateLimit: REGISTER_RATE_LIMIT },
      schema: {
        summary: 'Register an account',
        tags: ['account'],
        body: registerBodySchema,
        response: { 200: accessTokenReplySchema },
      },
    },
    async (request) => {
      const { accessToken, accountId, isEmailVerified } = await registerAccount(app.db, request.body, {
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        ip: request.ip,
      });
      // A password sign-up must prove its address before it can be shared with a Google sign-in.
      if (!isEmailVerified) await sendVerificationMail(app.db, app.mailer, { accountId, publicUrl: config.publicUrl });
      return ok({ accessToken });
    },
  );
};
