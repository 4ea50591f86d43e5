import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { subAccountLoginReplySchema, subAccountLoginSchema, subAccountLogoutReplySchema } from '@ideamatch/shared';
import { ok } from '../../lib/reply';
import { loginAsSubAccount, logoutSubAccount } from './sub-account.service';

const clientOf = (request: FastifyRequest) => ({
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  ip: request.ip ?? null,
});

/** Entering and leaving a sub-account session (rules: docs/design.md#sub-accounts). */
export const subAccountAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/authentication/sub-account/login',
    {
      config: { access: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: 'Enter a sub-account session',
        tags: ['authentication'],
        body: subAccountLoginSchema,
        response: { 200: subAccountLoginReplySchema },
      },
    },
    async (request) => {
      return ok(
        await loginAsSubAccount(app.db, {
          session: request.actor(),
          subAccountId: request.body.subAccountId,
          client: clientOf(request),
        }),
      );
    },
  );

  app.delete(
    '/api/authentication/sub-account/logout',
    {
      config: { access: 'subAccount' },
      schema: {
        summary: 'Leave the sub-account session',
        tags: ['authentication'],
        response: { 200: subAccountLogoutReplySchema },
      },
    },
    async (request) => {
      return ok(await logoutSubAccount(app, { session: request.actor(), client: clientOf(request) }));
    },
  );
};
