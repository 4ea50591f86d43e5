import type { FastifyInstance } from 'fastify';
import { reviewApi } from '@ideamatch/shared/api/review';
import { route } from '../../lib/route';
import { deleteReview, listReviews, upsertReview } from './review.service';

/** Reviews: one per account per idea, never on your own idea. */
export const reviewRoutes = async (app: FastifyInstance) => {
  route(app, reviewApi.list, {
    access: 'visitor',
    handler: (request) => listReviews(app.db, request.params.id, request.session?.accountId ?? null, request.query),
  });

  route(app, reviewApi.upsert, {
    access: 'user',
    config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    handler: (request) => upsertReview(app.db, request.actor(), request.params.id, request.body),
  });

  route(app, reviewApi.delete, {
    access: 'user',
    handler: (request) => deleteReview(app.db, request.actor(), request.params.id),
  });
};
