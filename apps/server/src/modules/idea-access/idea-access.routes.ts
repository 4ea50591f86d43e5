import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ideaAccessApi } from '@ideamatch/shared/api/idea-access';
import { storageApi } from '@ideamatch/shared/api/storage';
import type { AppConfig } from '../../config/env';
import { route } from '../../lib/route';
import { resolveIdeaOwner } from '../ideas/idea.service';
import { serveIdeaImage } from './idea-image.service';
import {
  cancelIdeaAccessRequest,
  decideIdeaAccessRequest,
  listIdeaAccessLog,
  listIdeaAccessRequests,
  requestIdeaAccess,
  revokeIdeaAccess,
} from './idea-access.service';

/** Access to confidential ideas (docs/idea-protection.md): requests, decisions, revocation, the log, private images. */
export const ideaAccessRoutes = async (app: FastifyInstance, { config }: { config: AppConfig }) => {
  const ideaOwner = (request: FastifyRequest) => resolveIdeaOwner(app.db, (request.params as { id: string }).id);

  route(app, ideaAccessApi.request, {
    access: 'user',
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: (request) =>
      requestIdeaAccess(
        app.db,
        { mailer: app.mailer, publicUrl: config.publicUrl, log: request.log },
        { accountId: request.actor().accountId, ideaId: request.params.id, body: request.body },
      ),
  });

  route(app, ideaAccessApi.cancel, {
    access: 'user',
    handler: (request) =>
      cancelIdeaAccessRequest(app.db, {
        accountId: request.actor().accountId,
        ideaId: request.params.id,
        requestId: request.params.requestId,
      }),
  });

  route(app, ideaAccessApi.list, {
    access: { owner: ideaOwner },
    handler: (request) => listIdeaAccessRequests(app.db, request.params.id, request.query),
  });

  for (const [endpoint, decision] of [
    [ideaAccessApi.approve, 'approved'],
    [ideaAccessApi.decline, 'declined'],
  ] as const) {
    route(app, endpoint, {
      access: { owner: ideaOwner },
      handler: (request) =>
        decideIdeaAccessRequest(app.db, {
          ownerId: request.actor().accountId,
          ideaId: request.params.id,
          requestId: request.params.requestId,
          decision,
        }),
    });
  }

  route(app, ideaAccessApi.revoke, {
    access: { owner: ideaOwner },
    handler: (request) =>
      revokeIdeaAccess(app.db, {
        ownerId: request.actor().accountId,
        ideaId: request.params.id,
        accountId: request.params.accountId,
      }),
  });

  route(app, ideaAccessApi.log, {
    access: { owner: ideaOwner },
    handler: (request) => listIdeaAccessLog(app.db, request.params.id, request.query),
  });

  // The link itself names its one viewer and is signed; an <img> sends no session.
  route(app, storageApi.ideaImage, {
    access: 'everyone',
    config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const image = await serveIdeaImage(app.db, app.storage, { name: request.params.name, ...request.query });
      return reply
        .header('cache-control', `private, max-age=${image.maxAgeSeconds}`)
        .header('content-length', image.body.length)
        .type(image.contentType)
        .send(image.body);
    },
  });
};
