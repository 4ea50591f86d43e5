import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authApi } from '@ideamatch/shared/api/auth';
import { route } from '../../lib/route';
import { loginAsSubAccount, logoutSubAccount } from './sub-account.service';

const clientOf = (request: FastifyRequest) => ({
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  ip: request.ip ?? null,
});

/** Entering and leaving a sub-account session (rules: docs/design.md#sub-accounts). */
export const subAccountAuthRoutes = async (app: FastifyInstance) => {
  route(app, authApi.subAccountLogin, {
    access: 'user',
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: (request) =>
      loginAsSubAccount(app.db, {
        session: request.actor(),
        subAccountId: request.body.subAccountId,
        client: clientOf(request),
      }),
  });

  route(app, authApi.subAccountLogout, {
    access: 'subAccount',
    handler: (request) => logoutSubAccount(app, { session: request.actor(), client: clientOf(request) }),
  });
};
