import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessTokenReplySchema, registerBodySchema } from '@ideamatch/shared';
import { ok } from '../../lib/reply';
import { registerAccount } from './register.service';

/** Registrations allowed per client address per minute. */
export const REGISTER_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/account/register',
    {
      config: { access: 'visitor', rateLimit: REGISTER_RATE_LIMIT },
      schema: { tags: ['account'], body: registerBodySchema, response: { 200: accessTokenReplySchema } },
    },
    async (request) => {
      const accessToken = await registerAccount(app.db, request.body, {
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        ip: request.ip,
      });
      return ok({ accessToken });
    },
  );
};
