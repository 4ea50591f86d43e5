import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@ideamatch/shared';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import { endSession } from './session.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/authentication/logout',
    {
      config: { access: 'subAccount' },
      schema: { tags: ['authentication'], security: [{ bearer: [] }], response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      if (!request.session) throw new AppError('UNAUTHORIZED');
      await endSession(app.db, request.session.sessionId);
      return ok(null);
    },
  );
};
