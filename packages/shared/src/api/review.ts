import { endpoint } from '../endpoint.js';
import { idParamSchema } from '../schemas/common.js';
import {
  reviewDeleteReplySchema,
  reviewListQuerySchema,
  reviewListReplySchema,
  reviewUpsertReplySchema,
  upsertReviewBodySchema,
} from '../schemas/review.js';

const tag = 'review';

/** Reviews: one per account per idea, never on your own idea. */
export const reviewApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/idea/:id/review',
    summary: "List an idea's reviews",
    tag,
    params: idParamSchema,
    query: reviewListQuerySchema,
    reply: reviewListReplySchema,
  }),
  upsert: endpoint({
    method: 'PUT',
    path: '/api/idea/:id/review',
    summary: 'Create or replace my review of an idea',
    tag,
    params: idParamSchema,
    body: upsertReviewBodySchema,
    errors: ['CANNOT_REVIEW_OWN_IDEA', 'BLOCKED'],
    reply: reviewUpsertReplySchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/idea/:id/review',
    summary: 'Delete my review of an idea',
    tag,
    params: idParamSchema,
    reply: reviewDeleteReplySchema,
  }),
};
