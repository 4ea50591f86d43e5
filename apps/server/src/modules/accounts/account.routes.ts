import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileReplySchema } from '@ideamatch/shared';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import { getOwnProfile } from './account.service';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/account/profile',
    {
      config: { access: 'subAccount' },
      schema: { tags: ['account'], security: [{ bearer: [] }], response: { 200: profileReplySchema } },
    },
    async (request) => {
      if (!request.session) throw new AppError('UNAUTHORIZED');
      return ok(await getOwnProfile(app.db, request.session));
    },
  );

  app.get(
    '/api/dashboard/account/profile',
    {
      config: { access: 'staff' },
      schema: { tags: ['dashboard'], security: [{ bearer: [] }], response: { 200: profileReplySchema } },
    },
    async (request) => {
      if (!request.session) throw new AppError('UNAUTHORIZED');
      return ok(await getOwnProfile(app.db, request.session));
    },
  );
};
