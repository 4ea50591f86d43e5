import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { route } from '../../lib/route';
import { resolveIdeaOwner } from './idea.service';
import { reportIdea, shareIdea } from './idea-action.service';
import { createIdea, deleteIdea, setOwnIdeaHidden, updateIdea } from './idea-write.service';

/** Creating, editing, deleting, hiding, reporting and sharing ideas. */
export const ideaWriteRoutes = async (app: FastifyInstance) => {
  const ideaOwner = (request: FastifyRequest) => resolveIdeaOwner(app.db, (request.params as { id: string }).id);

  route(app, ideaApi.create, {
    access: 'user',
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: (request) =>
      createIdea(app.db, {
        storage: app.storage,
        accountId: request.actor().accountId,
        input: request.body,
        log: request.log,
      }),
  });

  route(app, ideaApi.update, {
    access: { owner: ideaOwner },
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: (request) =>
      updateIdea(app.db, {
        storage: app.storage,
        accountId: request.actor().accountId,
        ideaId: request.params.id,
        changes: request.body,
        log: request.log,
      }),
  });

  route(app, ideaApi.delete, {
    access: { owner: ideaOwner },
    handler: (request) => deleteIdea(app.db, request.params.id),
  });

  route(app, ideaApi.hide, {
    access: { owner: ideaOwner },
    handler: (request) => setOwnIdeaHidden(app.db, request.params.id, request.body.isHidden),
  });

  route(app, ideaApi.report, {
    access: 'user',
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: (request) =>
      reportIdea(app.db, {
        accountId: request.actor().accountId,
        ideaId: request.params.id,
        report: request.body,
        address: request.ip,
      }),
  });

  route(app, ideaApi.share, {
    access: 'visitor',
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: (request) =>
      shareIdea(app.db, {
        accountId: request.session?.accountId ?? null,
        ip: request.ip,
        ideaId: request.params.id,
        channel: request.body?.channel ?? null,
      }),
  });
};
