import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import { fastifyTrustProxy } from './lib/client-address';
import { memoizingSerializerCompiler } from './lib/reply-memo';
import { validatorCompiler } from './lib/validator';
import { type LogStream, redactingStream } from './lib/log-redaction';
import { accessPlugin } from './plugins/access';
import { dbPlugin } from './plugins/db';
import { docsPlugin } from './plugins/docs';
import { errorHandlerPlugin } from './plugins/error-handler';
import { filesPlugin } from './plugins/files';
import { secretBoxPlugin } from './plugins/secret-box';
import { metricsPlugin } from './plugins/metrics';
import { realtimePlugin } from './plugins/realtime';
import { createRedisClient, redisPlugin } from './plugins/redis';
import { securityHeaders, securityPlugin } from './plugins/security';
import { clientErrorHandler, frameworkErrorHandler } from './plugins/early-errors';
import { cacheEventsPlugin } from './plugins/cache-events';
import { sessionHubPlugin } from './plugins/session-hub';
import { throttlePlugin } from './plugins/throttle';
import { spaPlugin } from './plugins/spa';
import { sitemapPlugin } from './plugins/sitemap';
import { accountRoutes } from './modules/accounts/account.routes';
import { getProfilePageFacts, sitemapProfiles } from './modules/accounts/account.service';
import { subAccountRoutes } from './modules/sub-accounts/sub-account.routes';
import { subAccountAuthRoutes } from './modules/sub-accounts/sub-account-session.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { lineRoutes } from './modules/auth/line.routes';
import { registerRoutes } from './modules/accounts/register.routes';
import { healthRoutes } from './modules/health/health.routes';
import { ideaRoutes } from './modules/ideas/idea.routes';
import { getIdeaPageFacts, sitemapIdeas } from './modules/ideas/idea.service';
import { ideaAccessRoutes } from './modules/idea-access/idea-access.routes';
import { proofRoutes } from './modules/proof/proof.routes';
import { commentRoutes } from './modules/comments/comment.routes';
import { engagementRoutes } from './modules/engagement/engagement.routes';
import { reviewRoutes } from './modules/reviews/review.routes';
import { storageRoutes } from './modules/storage/storage.routes';
import { mailPlugin } from './modules/mail/mail.plugin';
import { mailRoutes } from './modules/mail/mail.routes';
import { jobsPlugin } from './modules/jobs/jobs.plugin';
import { pushPlugin } from './modules/push/push.plugin';
import { pushRoutes } from './modules/push/push.routes';
import { passwordResetRoutes } from './modules/accounts/password-reset.routes';
import { emailVerificationRoutes } from './modules/accounts/email-verification.routes';
import { notificationPushPlugin } from './modules/notifications/notification-push.plugin';
import { notificationRoutes } from './modules/notifications/notification.routes';
import { partnerRoutes } from './modules/partners/partner.routes';
import { dashboardAccountRoutes } from './modules/dashboard/dashboard-account.routes';
import { dashboardOverviewRoutes } from './modules/dashboard/dashboard-overview.routes';
import { ideaModerationRoutes } from './modules/ideas/idea-moderation.routes';
import { adminRoutes } from './modules/admins/admin.routes';
import { reportRoutes } from './modules/reports/report.routes';
import { contentReportRoutes } from './modules/reports/content-report.routes';
import { appealRoutes } from './modules/reports/appeal.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { accountCenterRoutes } from './modules/account-center/account-center.routes';
import { backupPlugin } from './modules/backup/backup.plugin';

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** Register extra routes before the app is sealed (tests). */
  extend?: (app: FastifyInstance) => Promise<void> | void;
  /** Log lines to this stream at this level instead of standard output at LOG_LEVEL (tests read them). */
  log?: { stream: LogStream; level: string };
};

/** An incoming `X-Request-Id` is kept only when it is this short and plain; any other gets a new id. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the HTTP application: external plugins, then app plugins, then routes (fastify/demo order). */
export async function buildApp({ config, database, extend, log }: BuildAppOptions): Promise<FastifyInstance> {
  const earlyHeaders = securityHeaders(config);
  const app = Fastify({
    logger: {
      level: log?.level ?? (config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL),
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // A session token in an address (`?accessToken=`) is cut from every line, whatever logged it.
      stream: redactingStream(log?.stream ?? process.stdout),
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // No `requestIdHeader`: Fastify would then take the header as it is, without asking genReqId.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // A plugin that opens a connection or loads the page renderer can take longer than Fastify's
    // 10 s on a busy machine (seen at load 20): a slow start is better than a start that gives up.
    pluginTimeout: 120_000,
    // `//api/x` and `/api/x/` are the same route as `/api/x` (and meet the same rate limit).
    routerOptions: { ignoreDuplicateSlashes: true, ignoreTrailingSlash: true },
    // Refusals before routing (bad address, over-long parameter, oversized headers) answer in the
    // error reply with the security headers, like every other error.
    frameworkErrors: frameworkErrorHandler(earlyHeaders),
    clientErrorHandler: clientErrorHandler(earlyHeaders),
    return503OnClosing: true,
    // Requests are logged in one line at `debug` (below), so `info` keeps to start-up and problems.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();

  if (app.log.level === 'debug' || app.log.level === 'trace') {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.debug(
        { method: request.method, url: request.url, statusCode: reply.statusCode, ms: reply.elapsedTime },
        'request',
      );
      done();
    });
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(memoizingSerializerCompiler);
  // While shutting down, replies close their keep-alive connection so the server can finish closing.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (isClosing) reply.header('connection', 'close');
    done(null, payload);
  });

  const redis = config.REDIS_URL ? createRedisClient(config.REDIS_URL) : null;
  redis?.on('error', (err) => app.log.warn({ err }, 'redis error'));

  await app.register(errorHandlerPlugin, { strictContracts: config.NODE_ENV !== 'production' });
  await app.register(dbPlugin, { database });
  await app.register(redisPlugin, { redis });
  await app.register(sessionHubPlugin, { redis, keyPrefix: config.REDIS_KEY_PREFIX });
  await app.register(cacheEventsPlugin, { redis, keyPrefix: config.REDIS_KEY_PREFIX });
  await app.register(throttlePlugin, { redis, keyPrefix: config.REDIS_KEY_PREFIX });
  await app.register(accessPlugin);
  await app.register(metricsPlugin, { allow: config.METRICS_ALLOW });
  // A cookie the server sets is out of scripts' reach and same-site by default (it sets none today:
  // the web app keeps the session token in the `accessToken` cookie itself; a test checks every route).
  await app.register(cookie, {
    parseOptions: { httpOnly: true, sameSite: 'lax', path: '/', secure: config.publicUrl.startsWith('https://') },
  });
  await app.register(securityPlugin, { config, redis });
  await app.register(docsPlugin);
  await app.register(filesPlugin, { config });
  await app.register(secretBoxPlugin, { config });
  await app.register(mailPlugin, { config });
  await app.register(pushPlugin, { config });
  await app.register(jobsPlugin, { config });
  await app.register(backupPlugin, { config });
  await app.register(realtimePlugin, { redis, keyPrefix: config.REDIS_KEY_PREFIX });

  await app.register(healthRoutes);
  await app.register(authRoutes, { config });
  await app.register(lineRoutes, { config });
  await app.register(registerRoutes, { config });
  await app.register(accountRoutes, { config });
  await app.register(subAccountRoutes, { config });
  await app.register(subAccountAuthRoutes);
  await app.register(ideaRoutes, { config });
  await app.register(ideaAccessRoutes, { config });
  await app.register(proofRoutes, { config });
  await app.register(appealRoutes);
  await app.register(commentRoutes);
  await app.register(engagementRoutes);
  await app.register(reviewRoutes);
  await app.register(storageRoutes, { config });
  await app.register(mailRoutes);
  await app.register(passwordResetRoutes, { config });
  await app.register(emailVerificationRoutes, { config });

  // Partners, blocking and notifications.
  await app.register(notificationPushPlugin);
  await app.register(notificationRoutes);
  await app.register(pushRoutes);
  await app.register(partnerRoutes);

  // Chat and realtime.
  await app.register(chatRoutes, { config });

  // Dashboard.
  await app.register(dashboardAccountRoutes);
  await app.register(dashboardOverviewRoutes);
  await app.register(adminRoutes, { config });
  await app.register(ideaModerationRoutes);
  await app.register(reportRoutes);
  await app.register(contentReportRoutes);
  await app.register(auditRoutes);

  // Account center: password, sessions, two-factor, export, deletion, preferences.
  await app.register(accountCenterRoutes, { config });
  if (extend) await extend(app);

  await app.register(sitemapPlugin, {
    config,
    ideas: {
      count: () => sitemapIdeas.count(app.db),
      page: (offset, limit) => sitemapIdeas.page(app.db, offset, limit),
    },
    profiles: {
      count: () => sitemapProfiles.count(app.db),
      page: (offset, limit) => sitemapProfiles.page(app.db, offset, limit),
    },
  });
  await app.register(spaPlugin, {
    config,
    ideaPage: (id) => getIdeaPageFacts(app.db, id),
    profilePage: (id) => getProfilePageFacts(app.db, id),
  });
  await app.ready();
  return app;
}
