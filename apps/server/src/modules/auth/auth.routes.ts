import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  accessTokenReplySchema,
  envelope,
  googleLoginBodySchema,
  googleLoginReplySchema,
  loginBodySchema,
  loginReplySchema,
  twoFactorLoginBodySchema,
  passwordPublicKeyReplySchema,
} from '@ideamatch/shared';
import type { AppConfig } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import { completeTwoFactorLogin } from '../account-center/two-factor.service';
import { createGoogleVerifier, loginWithGoogle } from './google.service';
import { type ClientInfo, loginWithPassword } from './login.service';
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

const clientOf = (request: FastifyRequest): ClientInfo => ({
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  ip: request.ip,
});

export const authRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const verifyGoogle = config.GOOGLE_CLIENT_ID
    ? createGoogleVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL })
    : null;

  app.get(
    '/api/authentication/public-key',
    {
      config: { access: 'visitor' },
      schema: {
        summary: 'Get the password encryption key',
        tags: ['authentication'],
        response: { 200: passwordPublicKeyReplySchema },
      },
    },
    async () => ok(await getPasswordPublicKey(app.db)),
  );

  app.post(
    '/api/authentication/login',
    {
      config: { access: 'visitor', rateLimit: LOGIN_RATE_LIMIT },
      schema: {
        summary: 'Log in with a username or email and password',
        tags: ['authentication'],
        body: loginBodySchema,
        response: { 200: loginReplySchema },
      },
    },
    async (request) => ok(await loginWithPassword(app.db, request.body, clientOf(request))),
  );

  app.post(
    '/api/authentication/two-factor',
    {
      config: { access: 'visitor', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        summary: 'Complete a two-factor sign-in',
        tags: ['authentication'],
        body: twoFactorLoginBodySchema,
        response: { 200: accessTokenReplySchema },
      },
    },
    async (request) => ok({ accessToken: await completeTwoFactorLogin(app.db, app.secretBox, request.body) }),
  );

  app.post(
    '/api/authentication/google',
    {
      config: { access: 'visitor', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        summary: 'Log in with Google',
        tags: ['authentication'],
        body: googleLoginBodySchema,
        response: { 200: googleLoginReplySchema },
      },
    },
    async (request) => {
      if (!verifyGoogle) throw new AppError('NOT_FOUND');
      return ok(
        await loginWithGoogle(
          app.db,
          verifyGoogle,
          request.body.credential,
          clientOf(request),
          { mailer: app.mailer, publicUrl: config.publicUrl, sessions: app },
          request.body,
        ),
      );
    },
  );

  app.delete(
    '/api/authentication/logout',
    {
      config: { access: 'subAccount' },
      schema: { summary: 'Log out', tags: ['authentication'], response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      // The whole sign-in ends: sub-account sessions opened from it can no longer mint tokens.
      await endSignIn(app, request.actor());
      return ok(null);
    },
  );
};
