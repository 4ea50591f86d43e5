import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  reviewDeleteReplySchema,
  reviewListQuerySchema,
  reviewListReplySchema,
  reviewUpsertReplySchema,
  upsertReviewBodySchema,
} from '@ideamatch/shared';
import { ok } from '../../lib/reply';
import { deleteReview, listReviews, upsertReview } from './review.service';

/** Reviews: one per account per idea, never on your own idea. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['review'];

  app.get(
    '/api/idea/:id/review',
    {
      config: { access: 'visitor' },
      schema: {
        summary: "List an idea's reviews",
        tags,
        params: idParamSchema,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListReplySchema },
      },
    },
    async (request) =>
      ok(await listReviews(app.db, request.params.id, request.session?.accountId ?? null, request.query)),
  );

  app.put(
    '/api/idea/:id/review',
    {
      config: { access: 'user', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        summary: 'Create or replace my review of an idea',
        tags,
        params: idParamSchema,
        body: upsertReviewBodySchema,
        response: { 200: reviewUpsertReplySchema },
      },
    },
    async (request) => ok(await upsertReview(app.db, request.actor(), request.params.id, request.body)),
  );

  app.delete(
    '/api/idea/:id/review',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Delete my review of an idea',
        tags,
        params: idParamSchema,
        response: { 200: reviewDeleteReplySchema },
      },
    },
    async (request) => ok(await deleteReview(app.db, request.actor(), request.params.id)),
  );
};
