import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import { accessPlugin } from './plugins/access';
import { dbPlugin } from './plugins/db';
import { docsPlugin } from './plugins/docs';
import { errorHandlerPlugin } from './plugins/error-handler';
import { filesPlugin } from './plugins/files';
import { realtimePlugin } from './plugins/realtime';
import { redisPlugin } from './plugins/redis';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { accountRoutes } from './modules/accounts/account.routes';
import { subAccountRoutes } from './modules/accounts/sub-account.routes';
import { subAccountAuthRoutes } from './modules/auth/sub-account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { registerRoutes } from './modules/accounts/register.routes';
import { healthRoutes } from './modules/health/health.routes';
import { ideaRoutes } from './modules/ideas/idea.routes';
import { commentRoutes } from './modules/comments/comment.routes';
import { reviewRoutes } from './modules/reviews/review.routes';
import { storageRoutes } from './modules/storage/storage.routes';
import { mailPlugin } from './modules/mail/mail.plugin';
import { mailRoutes } from './modules/mail/mail.routes';
import { passwordResetRoutes } from './modules/accounts/password-reset.routes';
import { notificationPushPlugin } from './modules/notifications/notification-push.plugin';
import { notificationRoutes } from './modules/notifications/notification.routes';
import { partnerRoutes } from './modules/partners/partner.routes';
import { dashboardAccountRoutes } from './modules/dashboard/dashboard-account.routes';
import { dashboardIdeaRoutes } from './modules/dashboard/dashboard-idea.routes';
import { chatRoutes } from './modules/chat/chat.routes';

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** Register extra routes before the app is sealed (tests). */
  extend?: (app: FastifyInstance) => Promise<void> | void;
};

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Builds the HTTP application: external plugins, then app plugins, then routes (fastify/demo order). */
export async function buildApp({ config, database, extend }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // While shutting down, replies close their keep-alive connection so the server can finish closing.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (isClosing) reply.header('connection', 'close');
  });

  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true })
    : null;
  redis?.on('error', (err) => app.log.warn({ err }, 'redis error'));

  await app.register(errorHandlerPlugin);
  await app.register(dbPlugin, { database });
  await app.register(redisPlugin, { redis });
  await app.register(accessPlugin);
  await app.register(cookie);
  await app.register(securityPlugin, { config, redis });
  await app.register(docsPlugin, { config });
  await app.register(filesPlugin, { uploadsDir: join(config.dataDir, 'uploads') });
  await app.register(mailPlugin, { config });
  await app.register(realtimePlugin, { redis, keyPrefix: config.REDIS_KEY_PREFIX });

  await app.register(healthRoutes);
  await app.register(authRoutes, { config });
  await app.register(registerRoutes);
  await app.register(accountRoutes, { config });
  await app.register(subAccountRoutes, { config });
  await app.register(subAccountAuthRoutes);
  await app.register(ideaRoutes, { config });
  await app.register(commentRoutes);
  await app.register(reviewRoutes);
  await app.register(storageRoutes, { config });
  await app.register(mailRoutes);
  await app.register(passwordResetRoutes, { config });

  // Partners, blocking and notifications (issue 5).
  await app.register(notificationPushPlugin);
  await app.register(notificationRoutes);
  await app.register(partnerRoutes);

  // Chat and realtime (issue 6).
  await app.register(chatRoutes);

  // Dashboard (issue 7).
  await app.register(dashboardAccountRoutes, { config });
  await app.register(dashboardIdeaRoutes);
  if (extend) await extend(app);

  await app.register(spaPlugin, { config });
  await app.ready();
  return app;
}
