import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation.js';
import { codesOf, envelope, paged, pageQuerySchema, personSummarySchema } from './common.js';

/** Comment limits (comments have one level of replies). */
export const COMMENT_LIMITS = { textMax: 2000, repliesPreview: 3 } as const;

/** Field error codes of comments (a blank comment is REQUIRED). */
export const COMMENT_MESSAGES = {
  COMMENT_TOO_LONG: `Comment must be at most ${COMMENT_LIMITS.textMax} characters`,
  COMMENT_PARENT_INVALID: 'This comment can no longer be replied to.',
} as const;
const C = { ...codesOf(COMMENT_MESSAGES), ...codesOf(VALIDATION_MESSAGES) };

/** The public face of a comment's or review's author. */
export const commentAuthorSchema = personSummarySchema;
export type CommentAuthor = z.infer<typeof commentAuthorSchema>;

/**
 * One comment or reply. Text is plain text, never HTML: render it as text. A deleted comment that
 * still has replies (deleted by its author, a moderator, or with its author's account) comes back as
 * a placeholder, so the replies keep their thread: `isDeleted` true, empty text, no likes and no
 * author (`null`); show it as deleted.
 */
export const commentItemSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** Null for a deleted comment. */
  author: commentAuthorSchema.nullable(),
  likeCount: z.number().int(),
  replyCount: z.number().int(),
  isLikedByMe: z.boolean(),
  isMine: z.boolean(),
  isDeleted: z.boolean(),
  /** Null for a top-level comment. */
  parentId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CommentItem = z.infer<typeof commentItemSchema>;

/** A top-level comment with its first replies (oldest first); `replyCount` tells whether more exist. */
export const commentSchema = commentItemSchema.extend({ replies: z.array(commentItemSchema) });
export type IdeaCommentThread = z.infer<typeof commentSchema>;

export const commentListQuerySchema = pageQuerySchema;
/** `GET /api/idea/{id}/comment`: top-level comments newest first, plus the idea's comment count. */
export const commentListSchema = paged(commentSchema).extend({ commentCount: z.number().int() });
export type CommentList = z.infer<typeof commentListSchema>;
export const commentListReplySchema = envelope(commentListSchema);

/** `GET /api/comment/{id}/reply`: all replies of one comment, oldest first. */
export const commentRepliesReplySchema = envelope(paged(commentItemSchema));

const commentText = z
  .string({ error: C.REQUIRED })
  .trim()
  .min(1, C.REQUIRED)
  .max(COMMENT_LIMITS.textMax, C.COMMENT_TOO_LONG);

/** `POST /api/idea/{id}/comment`; a reply to a reply is attached to its top-level comment. */
export const createCommentBodySchema = z.object({ text: commentText, parentId: z.uuid().nullish() });
export type CreateCommentBody = z.infer<typeof createCommentBodySchema>;

/** `PATCH /api/comment/{id}`. */
export const updateCommentBodySchema = z.object({ text: commentText });
export type UpdateCommentBody = z.infer<typeof updateCommentBodySchema>;

export const commentReplySchema = envelope(commentSchema);

/** `DELETE /api/comment/{id}`: the idea's comment count after the delete. */
export const commentDeleteReplySchema = envelope(z.object({ id: z.string(), commentCount: z.number().int() }));

/** `POST|DELETE /api/comment/{id}/like`. */
export const commentLikeSchema = z.object({ likeCount: z.number().int(), isLikedByMe: z.boolean() });
export type CommentLikeState = z.infer<typeof commentLikeSchema>;
export const commentLikeReplySchema = envelope(commentLikeSchema);
