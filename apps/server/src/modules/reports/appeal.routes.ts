import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { route } from '../../lib/route';
import { resolveIdeaOwnerWithDeleted } from '../ideas/idea.service';
import { appealIdea, getIdeaModeration } from './appeal.service';

/** The owner's side of moderation: why an idea is hidden or was deleted, and its appeal. */
export const appealRoutes = async (app: FastifyInstance) => {
  const ideaOwner = (request: FastifyRequest) =>
    resolveIdeaOwnerWithDeleted(app.db, (request.params as { id: string }).id);

  route(app, ideaApi.moderation, {
    access: { owner: ideaOwner },
    handler: (request) => getIdeaModeration(app.db, request.params.id),
  });

  route(app, ideaApi.appeal, {
    access: { owner: ideaOwner },
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: (request) =>
      appealIdea(app.db, {
        ideaId: request.params.id,
        accountId: request.actor().accountId,
        message: request.body.message,
      }),
  });
};
