import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountPreferencesPatchSchema,
  accountPreferencesReplySchema,
  accountSecurityReplySchema,
  accountSessionListReplySchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  envelope,
  idParamSchema,
  twoFactorCodeBodySchema,
  twoFactorEnableReplySchema,
  twoFactorSetupReplySchema,
  unsubscribeQuerySchema,
} from '@ideamatch/shared';
import type { AppConfig } from '../../config/env';
import { ok } from '../../lib/reply';
import { createGoogleVerifier } from '../auth/google.service';
import { endAccountSessions } from '../auth/session.service';
import { passwordChangedMail } from './account-center.mail';
import {
  changePassword,
  endOwnSession,
  getPreferences,
  getSecurity,
  listSessions,
  updatePreferences,
} from './account-security.service';
import { deleteOwnAccount } from './deletion.service';
import { exportAccountData } from './export.service';
import { unsubscribeHeaders } from './unsubscribe-link';
import { unsubscribe } from './unsubscribe.service';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from './two-factor.service';

const tags = ['account-center'];
const nothing = envelope(z.null());

/** Data exports allowed per account per hour. */
export const EXPORT_RATE_LIMIT = { max: 3, timeWindow: 60 * 60_000 };

export const accountCenterRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const verifyGoogle = config.GOOGLE_CLIENT_ID
    ? createGoogleVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL })
    : null;

  app.get(
    '/api/account/security',
    {
      config: { access: 'user' },
      schema: { summary: 'Get my sign-in security overview', tags, response: { 200: accountSecurityReplySchema } },
    },
    async (request) => ok(await getSecurity(app.db, request.actor().accountId)),
  );

  app.patch(
    '/api/account/password',
    {
      config: { access: 'user', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { summary: 'Change my password', tags, body: changePasswordBodySchema, response: { 200: nothing } },
    },
    async (request) => {
      const session = request.actor();
      const { account } = await changePassword(app, {
        accountId: session.accountId,
        sessionId: session.sessionId,
        body: request.body,
      });
      if (account.email) {
        app.mailer.queue({
          ...passwordChangedMail({ language: account.language, name: account.firstName || account.username }),
          to: account.email,
          kind: 'password-changed',
          language: account.language,
          headers: await unsubscribeHeaders(app.db, config.publicUrl, session.accountId),
        });
      }
      return ok(null);
    },
  );

  app.get(
    '/api/account/session',
    {
      config: { access: 'user' },
      schema: { summary: 'List my signed-in sessions', tags, response: { 200: accountSessionListReplySchema } },
    },
    async (request) => {
      const session = request.actor();
      return ok(await listSessions(app.db, session.accountId, session.sessionId));
    },
  );

  app.delete(
    '/api/account/session/:id',
    {
      config: { access: 'user' },
      schema: { summary: 'Sign out one of my sessions', tags, params: idParamSchema, response: { 200: nothing } },
    },
    async (request) => {
      const session = request.actor();
      await endOwnSession(app, session.accountId, request.params.id);
      return ok(null);
    },
  );

  app.delete(
    '/api/account/session',
    {
      config: { access: 'user' },
      schema: { summary: 'Sign out all my other sessions', tags, response: { 200: nothing } },
    },
    async (request) => {
      const session = request.actor();
      await endAccountSessions(app, session.accountId, { except: session.sessionId });
      return ok(null);
    },
  );

  app.post(
    '/api/account/two-factor/setup',
    {
      config: { access: 'user' },
      schema: { summary: 'Start setting up two-factor sign-in', tags, response: { 200: twoFactorSetupReplySchema } },
    },
    async (request) => ok(await setupTwoFactor(app.db, app.secretBox, request.actor().accountId)),
  );

  app.post(
    '/api/account/two-factor/enable',
    {
      config: { access: 'user', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        summary: 'Turn on two-factor sign-in',
        tags,
        body: twoFactorCodeBodySchema,
        response: { 200: twoFactorEnableReplySchema },
      },
    },
    async (request) => ok(await enableTwoFactor(app.db, app.secretBox, request.actor().accountId, request.body.code)),
  );

  app.delete(
    '/api/account/two-factor',
    {
      config: { access: 'user', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        summary: 'Turn off two-factor sign-in',
        tags,
        body: twoFactorCodeBodySchema,
        response: { 200: nothing },
      },
    },
    async (request) => {
      await disableTwoFactor(app.db, app.secretBox, request.actor().accountId, request.body.code);
      return ok(null);
    },
  );

  app.get(
    '/api/account/preferences',
    {
      config: { access: 'user' },
      schema: { summary: 'Get my notification preferences', tags, response: { 200: accountPreferencesReplySchema } },
    },
    async (request) => ok(await getPreferences(app.db, request.actor().accountId)),
  );

  app.patch(
    '/api/account/preferences',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Update my notification preferences',
        tags,
        body: accountPreferencesPatchSchema,
        response: { 200: accountPreferencesReplySchema },
      },
    },
    async (request) => ok(await updatePreferences(app.db, request.actor().accountId, request.body)),
  );

  app.get(
    '/api/account/export',
    {
      config: {
        access: 'user',
        rateLimit: {
          ...EXPORT_RATE_LIMIT,
          keyGenerator: (request) => `account-export:${request.session?.accountId ?? request.ip}`,
        },
      },
      schema: {
        summary: 'Download an export of my data',
        tags,
        produces: ['application/zip'],
        response: {
          200: z.unknown().meta({ type: 'string', format: 'binary', description: 'A zip archive of my data' }),
        },
      },
    },
    async (request, reply) => {
      const session = request.actor();
      const zip = await exportAccountData(app.db, {
        accountId: session.accountId,
        dataDir: config.dataDir,
        log: request.log,
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="ideamatch-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(zip);
    },
  );

  // Mail clients send the one-click body (`List-Unsubscribe=One-Click`) form-encoded; only the token counts.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  // RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click`; the link in the
  // mail body opens the same address (GET) and lands on the notification settings.
  app.post(
    '/api/account/unsubscribe',
    {
      config: { access: 'visitor', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        summary: 'Unsubscribe from a mail kind in one click',
        tags,
        querystring: unsubscribeQuerySchema,
        response: { 200: nothing },
      },
    },
    async (request) => {
      await unsubscribe(app.db, request.query.token);
      return ok(null);
    },
  );

  app.get(
    '/api/account/unsubscribe',
    {
      config: { access: 'visitor', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        summary: 'Unsubscribe from a mail kind by link',
        tags,
        querystring: unsubscribeQuerySchema,
        response: { 302: z.null().describe('Redirects to the notification settings, naming the kind unsubscribed') },
      },
    },
    async (request, reply) => {
      const target = await unsubscribe(app.db, request.query.token);
      // A declined invitation has no account, so no settings to land on.
      if (target === 'invitation') return reply.redirect('/');
      return reply.redirect(`/settings?tab=notifications&unsubscribed=${target}`);
    },
  );

  app.delete(
    '/api/account',
    {
      config: { access: 'user', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { summary: 'Delete my account', tags, body: deleteAccountBodySchema, response: { 200: nothing } },
    },
    async (request) => {
      const session = request.actor();
      await deleteOwnAccount(app.db, {
        accountId: session.accountId,
        body: request.body,
        verifyGoogle,
        driver: app.storage,
      });
      // Once the erasure has committed, every session (sub-account ones included) and socket ends.
      await endAccountSessions(app, session.accountId);
      return ok(null);
    },
  );
};
