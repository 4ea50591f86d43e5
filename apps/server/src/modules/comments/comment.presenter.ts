import type { CommentItem, IdeaCommentThread } from '@ideamatch/shared';
import { presentPerson } from '../accounts/person.presenter';
import type { CommentRow } from './comment.repository';

/** One comment; a deleted one keeps only its place in the thread (no author, text or likes). */
export function presentComment(row: CommentRow, viewerId: string | null): CommentItem {
  const base = {
    id: row.id,
    parentId: row.parentId,
    replyCount: row.replyCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (row.isDeleted) {
    return { ...base, author: null, text: '', likeCount: 0, isLikedByMe: false, isMine: false, isDeleted: true };
  }
  return {
    ...base,
    author: presentPerson(row.author),
    text: row.text,
    likeCount: row.likeCount,
    isLikedByMe: Boolean(row.isLikedByMe),
    isMine: viewerId !== null && viewerId === row.author.id,
    isDeleted: false,
  };
}

/** A top-level comment with the replies shown under it. */
export const presentThread = (row: CommentRow, replies: CommentRow[], viewerId: string | null): IdeaCommentThread => ({
  ...presentComment(row, viewerId),
  replies: replies.map((reply) => presentComment(reply, viewerId)),
});
