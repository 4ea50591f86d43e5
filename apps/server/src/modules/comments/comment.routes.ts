import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commentDeleteReplySchema,
  commentLikeReplySchema,
  commentListQuerySchema,
  commentListReplySchema,
  commentRepliesReplySchema,
  commentReplySchema,
  createCommentBodySchema,
  idParamSchema,
  updateCommentBodySchema,
} from '@ideamatch/shared';
import { ok } from '../../lib/reply';
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
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['comment'];

  app.get(
    '/api/idea/:id/comment',
    {
      config: { access: 'visitor' },
      schema: {
        summary: "List an idea's comments",
        tags,
        params: idParamSchema,
        querystring: commentListQuerySchema,
        response: { 200: commentListReplySchema },
      },
    },
    async (request) =>
      ok(await listComments(app.db, request.params.id, request.session?.accountId ?? null, request.query)),
  );

  app.post(
    '/api/idea/:id/comment',
    {
      config: { access: 'user', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        summary: 'Comment on an idea',
        tags,
        params: idParamSchema,
        body: createCommentBodySchema,
        response: { 200: commentReplySchema },
      },
    },
    async (request) => ok(await createComment(app.db, request.actor(), request.params.id, request.body)),
  );

  app.get(
    '/api/comment/:id/reply',
    {
      config: { access: 'visitor' },
      schema: {
        summary: "List a comment's replies",
        tags,
        params: idParamSchema,
        querystring: commentListQuerySchema,
        response: { 200: commentRepliesReplySchema },
      },
    },
    async (request) =>
      ok(await listReplies(app.db, request.params.id, request.session?.accountId ?? null, request.query)),
  );

  app.patch(
    '/api/comment/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Edit my comment',
        tags,
        params: idParamSchema,
        body: updateCommentBodySchema,
        response: { 200: commentReplySchema },
      },
    },
    async (request) => ok(await updateComment(app.db, request.actor(), request.params.id, request.body.text)),
  );

  app.delete(
    '/api/comment/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Delete my comment',
        tags,
        params: idParamSchema,
        response: { 200: commentDeleteReplySchema },
      },
    },
    async (request) => ok(await deleteComment(app.db, request.actor(), request.params.id)),
  );

  app.post(
    '/api/comment/:id/like',
    {
      config: { access: 'user' },
      schema: { summary: 'Like a comment', tags, params: idParamSchema, response: { 200: commentLikeReplySchema } },
    },
    async (request) => ok(await likeComment(app.db, request.actor(), request.params.id)),
  );

  app.delete(
    '/api/comment/:id/like',
    {
      config: { access: 'user' },
      schema: { summary: 'Unlike a comment', tags, params: idParamSchema, response: { 200: commentLikeReplySchema } },
    },
    async (request) => ok(await unlikeComment(app.db, request.actor(), request.params.id)),
  );
};
