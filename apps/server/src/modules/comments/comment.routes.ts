import type { FastifyInstance } from 'fastify';
import { commentApi } from '@ideamatch/shared/api/comment';
import { route } from '../../lib/route';
import {
  createComment,
  deleteComment,
  likeComment,
  listComments,
  listReplies,
  unlikeComment,
  updateComment,
} from './comment.service';

/** Comments on ideas, one level of replies, and likes. */
export const commentRoutes = async (app: FastifyInstance) => {
  route(app, commentApi.list, {
    access: 'visitor',
    handler: (request) => listComments(app.db, request.params.id, request.session?.accountId ?? null, request.query),
  });

  route(app, commentApi.create, {
    access: 'user',
    config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    handler: (request) => createComment(app.db, request.actor(), request.params.id, request.body),
  });

  route(app, commentApi.replies, {
    access: 'visitor',
    handler: (request) => listReplies(app.db, request.params.id, request.session?.accountId ?? null, request.query),
  });

  route(app, commentApi.update, {
    access: 'user',
    handler: (request) => updateComment(app.db, request.actor(), request.params.id, request.body.text),
  });

  route(app, commentApi.delete, {
    access: 'user',
    handler: (request) => deleteComment(app.db, request.actor(), request.params.id),
  });

  route(app, commentApi.like, {
    access: 'user',
    handler: (request) => likeComment(app.db, request.actor(), request.params.id),
  });

  route(app, commentApi.unlike, {
    access: 'user',
    handler: (request) => unlikeComment(app.db, request.actor(), request.params.id),
  });
};
