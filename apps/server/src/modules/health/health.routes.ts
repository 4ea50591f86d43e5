import type { FastifyInstance } from 'fastify';
import { fieldDetail } from '@ideamatch/shared';
import { healthApi } from '@ideamatch/shared/api/health';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';

/** Liveness and readiness for load balancers and orchestrators. */
export const healthRoutes = async (app: FastifyInstance) => {
  route(app, healthApi.check, {
    access: 'everyone',
    handler: () => ({ status: 'ok' as const, uptime: process.uptime() }),
  });

  route(app, healthApi.checkReady, {
    access: 'everyone',
    handler: async () => {
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
      return { status: 'ready' as const, checks };
    },
  });
};
