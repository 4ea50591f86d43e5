import type { FastifyInstance } from 'fastify';
import { accountCenterApi } from '@ideamatch/shared/api/account-center';
import type { AppConfig } from '../../config/env';
import { route } from '../../lib/route';
import { clientOf } from '../auth/client-info';
import { createGoogleVerifier } from '../auth/google.service';
import { endAccountSessions } from '../auth/session.service';
import {
  changePassword,
  endOwnSession,
  getPreferences,
  getSecurity,
  listSessions,
  updatePreferences,
} from './account-security.service';
import { deleteOwnAccount } from './deletion.service';
import { requestEmailChange } from './email-change.service';
import { exportAccountData } from './export.service';
import { readUnsubscribeLink, unsubscribe } from './unsubscribe.service';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from './two-factor.service';

/** Data exports allowed per account per hour. */
export const EXPORT_RATE_LIMIT = { max: 3, timeWindow: 60 * 60_000 };
/** Email change requests per account per hour: each one mails the new and the old address. */
export const EMAIL_CHANGE_RATE_LIMIT = { max: 5, timeWindow: 60 * 60_000 };

export const accountCenterRoutes = async (app: FastifyInstance, { config }: { config: AppConfig }) => {
  const verifyGoogle = config.GOOGLE_CLIENT_ID
    ? createGoogleVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL })
    : null;
  // What confirming it is you needs (docs/design.md#authentication-and-sessions), and ending sessions.
  const ctx = {
    db: app.db,
    sessionHub: app.sessionHub,
    mailer: app.mailer,
    secretBox: app.secretBox,
    publicUrl: config.publicUrl,
    verifyGoogle,
  };

  route(app, accountCenterApi.getSecurity, {
    access: 'user',
    handler: (request) => getSecurity(app.db, request.actor().accountId),
  });

  route(app, accountCenterApi.changePassword, {
    access: 'user',
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    handler: async (request) => {
      const session = request.actor();
      await changePassword(ctx, {
        accountId: session.accountId,
        sessionId: session.sessionId,
        body: request.body,
        client: clientOf(request),
      });
      return null;
    },
  });

  route(app, accountCenterApi.changeEmail, {
    access: 'user',
    config: {
      rateLimit: {
        ...EMAIL_CHANGE_RATE_LIMIT,
        keyGenerator: (request) => `account-email:${request.session?.accountId ?? request.ip}`,
      },
    },
    handler: async (request) => {
      await requestEmailChange(ctx, {
        accountId: request.actor().accountId,
        body: request.body,
        client: clientOf(request),
      });
      return null;
    },
  });

  route(app, accountCenterApi.listSessions, {
    access: 'user',
    handler: (request) => {
      const session = request.actor();
      return listSessions(app.db, session.accountId, session.sessionId);
    },
  });

  route(app, accountCenterApi.endSession, {
    access: 'user',
    handler: async (request) => {
      const session = request.actor();
      await endOwnSession(app, session.accountId, request.params.id);
      return null;
    },
  });

  route(app, accountCenterApi.endOtherSessions, {
    access: 'user',
    handler: async (request) => {
      const session = request.actor();
      await endAccountSessions(app, session.accountId, { except: session.sessionId });
      return null;
    },
  });

  route(app, accountCenterApi.setupTwoFactor, {
    access: 'user',
    handler: (request) => setupTwoFactor(app.db, app.secretBox, request.actor().accountId),
  });

  route(app, accountCenterApi.enableTwoFactor, {
    access: 'user',
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    handler: (request) =>
      enableTwoFactor(ctx, { accountId: request.actor().accountId, body: request.body, client: clientOf(request) }),
  });

  route(app, accountCenterApi.disableTwoFactor, {
    access: 'user',
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    handler: async (request) => {
      await disableTwoFactor(ctx, {
        accountId: request.actor().accountId,
        code: request.body.code,
        client: clientOf(request),
      });
      return null;
    },
  });

  route(app, accountCenterApi.getPreferences, {
    access: 'user',
    handler: (request) => getPreferences(app.db, request.actor().accountId),
  });

  route(app, accountCenterApi.updatePreferences, {
    access: 'user',
    handler: (request) => updatePreferences(app.db, request.actor().accountId, request.body),
  });

  route(app, accountCenterApi.exportData, {
    access: 'user',
    config: {
      rateLimit: {
        ...EXPORT_RATE_LIMIT,
        keyGenerator: (request) => `account-export:${request.session?.accountId ?? request.ip}`,
      },
    },
    handler: async (request, reply) => {
      const session = request.actor();
      const zip = await exportAccountData(app.db, {
        accountId: session.accountId,
        driver: app.storage,
        log: request.log,
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="ideamatch-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(zip);
    },
  });

  // Mail clients send the one-click body (`List-Unsubscribe=One-Click`) form-encoded; only the token counts.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  // RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the
  // List-Unsubscribe address; the confirmation page POSTs there too.
  route(app, accountCenterApi.unsubscribeOneClick, {
    access: 'visitor',
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request) => {
      await unsubscribe(app.db, request.query.token);
      return null;
    },
  });

  // The link in the mail's body is the same address, opened (GET) by the person and by any link
  // scanner: it only leads to the confirmation page, which reads the link and asks first.
  route(app, accountCenterApi.unsubscribeByLink, {
    access: 'visitor',
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request, reply) => reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token)}`),
  });

  route(app, accountCenterApi.readUnsubscribeLink, {
    access: 'visitor',
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: (request) => readUnsubscribeLink(app.db, request.query.token),
  });

  route(app, accountCenterApi.delete, {
    access: 'user',
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    handler: async (request) => {
      const session = request.actor();
      await deleteOwnAccount(ctx, {
        accountId: session.accountId,
        body: request.body,
        client: clientOf(request),
        driver: app.storage,
        log: request.log,
      });
      // Once the erasure has committed, every session (sub-account ones included) and socket ends.
      await endAccountSessions(app, session.accountId);
      return null;
    },
  });
};
