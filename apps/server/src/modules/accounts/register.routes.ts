import type { FastifyInstance } from 'fastify';
import { accountApi } from '@ideamatch/shared/api/account';
import type { AppConfig } from '../../config/env';
import { route } from '../../lib/route';
import { sendVerificationMail } from './email-verification.service';
import { registerAccount } from './register.service';

/** Registrations allowed per client address per minute. */
export const REGISTER_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

export const registerRoutes = async (app: FastifyInstance, { config }: { config: AppConfig }) => {
  route(app, accountApi.register, {
    access: 'visitor',
    config: { rateLimit: REGISTER_RATE_LIMIT },
    handler: async (request) => {
      const { accessToken, accountId, isEmailVerified } = await registerAccount(app.db, request.body, {
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        ip: request.ip,
      });
      // A password sign-up must prove its address before it can be shared with a Google sign-in.
      if (!isEmailVerified) await sendVerificationMail(app.db, app.mailer, { accountId, publicUrl: config.publicUrl });
      return { accessToken };
    },
  });
};
