import type { FastifyInstance } from 'fastify';
import { accountApi } from '@ideamatch/shared/api/account';
import { route } from '../../lib/route';
import { getOwnProfile, getPublicProfile, resolveProfileOwner, updateProfile } from './account.service';

export const accountRoutes = async (app: FastifyInstance) => {
  route(app, accountApi.profile, {
    access: 'subAccount',
    handler: (request) => getOwnProfile(app.db, request.actor()),
  });

  route(app, accountApi.staffProfile, {
    access: 'staff',
    handler: (request) => getOwnProfile(app.db, request.actor()),
  });

  route(app, accountApi.get, {
    access: 'everyone',
    handler: (request) => getPublicProfile(app.db, request.params.id),
  });

  route(app, accountApi.update, {
    access: { owner: (request) => resolveProfileOwner(app.db, (request.params as { id: string }).id) },
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: (request) =>
      updateProfile(app.db, {
        storage: app.storage,
        session: request.actor(),
        accountId: request.params.id,
        changes: request.body,
        log: request.log,
      }),
  });
};
