import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldDetail, healthReplySchema, readyReplySchema } from '@ideamatch/shared';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';

/** Liveness and readiness for load balancers and orchestrators. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'everyone' },
      schema: { summary: 'Check that the server is alive', tags: ['health'], response: { 200: healthReplySchema } },
    },
    async () => ok({ status: 'ok' as const, uptime: process.uptime() }),
  );

  app.get(
    '/api/ready',
    {
      config: { access: 'everyone' },
      schema: {
        summary: 'Check that the server and its dependencies are ready',
        tags: ['health'],
        response: { 200: readyReplySchema },
      },
    },
    async () => {
      const checks: Record<string, 'ok' | 'fail' | 'disabled'> = { database: 'ok', redis: 'disabled' };
      await app.database.ping().catch(() => (checks.database = 'fail'));
      if (app.redis) {
        checks.redis = await app.redis.ping().then(
          () => 'ok' as const,
          () => 'fail' as const,
        );
      }
      const failed = Object.entries(checks).filter(([, state]) => state === 'fail');
      if (failed.length) {
        throw new AppError('SERVICE_UNAVAILABLE', {
          details: failed.map(([field]) => fieldDetail(field, 'DEPENDENCY_UNREACHABLE')),
        });
      }
      return ok({ status: 'ready' as const, checks });
    },
  );
};
