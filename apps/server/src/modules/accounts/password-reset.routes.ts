import type { FastifyInstance } from 'fastify';
import { accountApi } from '@ideamatch/shared/api/account';
import type { AppConfig } from '../../config/env';
import { route } from '../../lib/route';
import { clientOf } from '../auth/client-info';
import { ROUTE_LIMITS } from '../auth/sign-in-limits';
import { requestPasswordReset, resetPassword } from './password-reset.service';

const PER_MINUTE = 60_000;

/** Forgot and reset password, for visitors; forgot always answers 200 so accounts cannot be enumerated. */
export const passwordResetRoutes = async (app: FastifyInstance, { config }: { config: AppConfig }) => {
  route(app, accountApi.forgotPassword, {
    access: 'visitor',
    // Per address here; per email inside (SIGN_IN_LIMITS.resetsPerEmail).
    config: { rateLimit: ROUTE_LIMITS.forgotPassword },
    handler: async (request) => {
      await requestPasswordReset(app.db, app, { email: request.body.email, publicUrl: config.publicUrl });
      return null;
    },
  });

  route(app, accountApi.resetPassword, {
    access: 'visitor',
    config: { rateLimit: { max: 10, timeWindow: PER_MINUTE } },
    handler: async (request) => {
      await resetPassword(
        {
          db: app.db,
          sessionHub: app.sessionHub,
          mailer: app.mailer,
          publicUrl: config.publicUrl,
          throttle: app.throttle,
        },
        { token: request.query.token, body: request.body, client: clientOf(request) },
      );
      return null;
    },
  });
};
