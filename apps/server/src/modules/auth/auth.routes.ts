import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/** Login attempts allowed per client address and username per minute. */
export const LOGIN_RATE_LIMIT = {
  max: 10,
  timeWindow: 60_000,
  // Counted after body parsing so the key can include the username.
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => {
    const body = request.body as { username?: unknown } | undefined;
    const username = typeof body?.username === 'string' ? body.username.trim().toLowerCase().slice(0, 254) : '';
    return `${request.ip}|${username}`;
  },
};

export const authRoutes = async (app: FastifyInstance, { config }: { config: AppConfig }) => {
  const verifyGoogle = config.GOOGLE_CLIENT_ID
    ? createGoogleVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL })
    : null;

  route(app, authApi.publicKey, { access: 'visitor', handler: () => getPasswordPublicKey(app.db) });

  route(app, authApi.login, {
    access: 'visitor',
    config: { rateLimit: LOGIN_RATE_LIMIT },
    handler: (request) => loginWithPassword(app.db, request.body, clientOf(request)),
  });

  route(app, authApi.twoFactor, {
    access: 'visitor',
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    handler: async (request) => ({ accessToken: await completeTwoFactorLogin(app.db, app.secretBox, request.body) }),
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
        { mailer: app.mailer, publicUrl: config.publicUrl, sessions: app },
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
