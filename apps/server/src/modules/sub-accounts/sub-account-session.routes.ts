import type { FastifyInstance } from 'fastify';
import { authApi } from '@ideamatch/shared/api/auth';
import { route } from '../../lib/route';
import { clientOf } from '../auth/client-info';
import { loginAsSubAccount, logoutSubAccount } from './sub-account-session.service';

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
