import type { FastifyInstance } from 'fastify';
import { authApi } from '@ideamatch/shared/api/auth';
import type { AppConfig } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { completeTwoFactorLogin } from '../account-center/two-factor.service';
import { createGoogleVerifier, loginWithGoogle } from './google.service';
import { clientOf } from './client-info';
import { loginWithPassword } from './login.service';
import { getPasswordPublicKey } from './password-transport.service';
import { endSignIn } from './session.service';
import { ROUTE_LIMITS } from './sign-in-limits';

export const authRoutes = async (app: FastifyInstance, { config }: { config: AppConfig }) => {
  const verifyGoogle = config.GOOGLE_CLIENT_ID
    ? createGoogleVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL })
    : null;

  route(app, authApi.publicKey, { access: 'visitor', handler: () => getPasswordPublicKey(app.db) });

  route(app, authApi.login, {
    access: 'visitor',
    // Failed sign-ins are limited per address and per account inside (SIGN_IN_LIMITS).
    handler: (request) => loginWithPassword(app.db, app.throttle, request.body, clientOf(request)),
  });

  route(app, authApi.twoFactor, {
    access: 'visitor',
    config: { rateLimit: ROUTE_LIMITS.twoFactor },
    handler: async (request) => ({
      accessToken: await completeTwoFactorLogin(app.db, app.secretBox, app.throttle, request.body),
    }),
  });

  route(app, authApi.google, {
    access: 'visitor',
    config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    handler: (request) => {
      if (!verifyGoogle) throw new AppError('NOT_FOUND');
      return loginWithGoogle(
        app.db,
        verifyGoogle,
        request.body.credential,
        clientOf(request),
        { mailer: app.mailer, publicUrl: config.publicUrl, sessions: app, throttle: app.throttle },
        request.body,
      );
    },
  });

  route(app, authApi.logout, {
    access: 'subAccount',
    handler: async (request) => {
      // The whole sign-in ends: sub-account sessions opened from it can no longer mint tokens.
      await endSignIn(app, request.actor());
      return null;
    },
  });
};
