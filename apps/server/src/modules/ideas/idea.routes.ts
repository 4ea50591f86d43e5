import type { FastifyInstance } from 'fastify';
import { ideaApi } from '@ideamatch/shared/api/idea';
import type { AppConfig } from '../../config/env';
import { route } from '../../lib/route';
import { getHomeIdeas, listAccountIdeas, listIdeas, listMyIdeas, listRelatedIdeas, viewIdea } from './idea.service';
import { ideaWriteRoutes } from './idea-write.routes';

export const ideaRoutes = async (app: FastifyInstance, { config }: { config: AppConfig }) => {
  route(app, ideaApi.home, { access: 'visitor', handler: () => getHomeIdeas(app.db) });

  // Public ideas are readable in a sub-account session too, so a persona can share one in its chats.
  route(app, ideaApi.list, {
    access: 'everyone',
    handler: (request) => listIdeas(app.db, request.query, request.session?.accountId ?? null),
  });

  route(app, ideaApi.mine, {
    access: 'user',
    handler: (request) => listMyIdeas(app.db, request.actor().accountId, request.query),
  });

  route(app, ideaApi.ofAccount, {
    access: 'visitor',
    handler: (request) =>
      listAccountIdeas(app.db, request.params.id, request.query, request.session?.accountId ?? null),
  });

  route(app, ideaApi.related, {
    access: 'everyone',
    handler: (request) => listRelatedIdeas(app.db, request.params.id, request.session?.accountId ?? null),
  });

  route(app, ideaApi.get, {
    access: 'everyone',
    handler: (request) =>
      viewIdea(app.db, request.params.id, {
        accountId: request.session?.accountId ?? null,
        ip: request.ip,
        isSubAccount: Boolean(request.session?.subAccountId),
      }),
  });

  await app.register(ideaWriteRoutes, { config });
};
