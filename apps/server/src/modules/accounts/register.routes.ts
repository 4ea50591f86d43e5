import type { FastifyInstance } from 'fastify';
import { accountApi } from '@ideamatch/shared/api/account';
import type { AppConfig } from '../../config/env';
import { route } from '../../lib/route';
import { ROUTE_LIMITS } from '../auth/sign-in-limits';
import { sendVerificationMail } from './email-verification.service';
import { registerAccount } from './register.service';
import { checkUsername } from './username-suggestions.service';

export const registerRoutes = async (app: FastifyInstance, { config }: { config: AppConfig }) => {
  route(app, accountApi.register, {
    access: 'visitor',
    // Every attempt counts toward the route's limit; accounts created toward SIGN_IN_LIMITS.signUpsPerAddress.
    config: { rateLimit: ROUTE_LIMITS.register },
    handler: async (request) => {
      const { accessToken, accountId, isEmailVerified } = await registerAccount(app.db, app.throttle, request.body, {
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        ip: request.ip,
      });
      // A password sign-up must prove its address before it can be shared with a Google sign-in.
      if (!isEmailVerified) {
        await sendVerificationMail(app.db, app.mailer, {
          accountId,
          publicUrl: config.publicUrl,
          returnTo: request.body.returnTo,
        });
      }
      return { accessToken };
    },
  });

  route(app, accountApi.usernameAvailability, {
    access: 'visitor',
    // Asked as a person types or leaves the field; a script reading usernames learns no more than profiles show.
    config: { rateLimit: ROUTE_LIMITS.usernameAvailability },
    handler: (request) => checkUsername(app.db, request.query.username),
  });
};
