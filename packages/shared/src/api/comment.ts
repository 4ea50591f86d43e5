import { endpoint } from '../endpoint.js';
import { idParamSchema } from '../schemas/common.js';
import {
  commentDeleteReplySchema,
  commentLikeReplySchema,
  commentListQuerySchema,
  commentListReplySchema,
  commentRepliesReplySchema,
  commentReplySchema,
  createCommentBodySchema,
  updateCommentBodySchema,
} from '../schemas/comment.js';

const tag = 'comment';

/** Comments on ideas, one level of replies, and likes. */
export const commentApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/idea/:id/comment',
    summary: "List an idea's comments",
    tag,
    params: idParamSchema,
    query: commentListQuerySchema,
    reply: commentListReplySchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/idea/:id/comment',
    summary: 'Comment on an idea',
    tag,
    params: idParamSchema,
    body: createCommentBodySchema,
    errors: ['BLOCKED', 'TOO_MANY_LINKS', 'REPEATED_TEXT'],
    reply: commentReplySchema,
  }),
  replies: endpoint({
    method: 'GET',
    path: '/api/comment/:id/reply',
    summary: "List a comment's replies",
    tag,
    params: idParamSchema,
    query: commentListQuerySchema,
    reply: commentRepliesReplySchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/comment/:id',
    summary: 'Edit my comment',
    tag,
    params: idParamSchema,
    body: updateCommentBodySchema,
    errors: ['TOO_MANY_LINKS'],
    reply: commentReplySchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/comment/:id',
    summary: 'Delete my comment',
    tag,
    params: idParamSchema,
    reply: commentDeleteReplySchema,
  }),
  like: endpoint({
    method: 'POST',
    path: '/api/comment/:id/like',
    summary: 'Like a comment',
    tag,
    params: idParamSchema,
    errors: ['CANNOT_LIKE_OWN_COMMENT'],
    reply: commentLikeReplySchema,
  }),
  unlike: endpoint({
    method: 'DELETE',
    path: '/api/comment/:id/like',
    summary: 'Unlike a comment',
    tag,
    params: idParamSchema,
    reply: commentLikeReplySchema,
  }),
};
