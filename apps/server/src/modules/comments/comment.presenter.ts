import { type CommentAuthor, type CommentItem, type IdeaCommentThread, isDeletedUsername } from '@ideamatch/shared';
import { fileUrl } from '../../lib/files';
import type { CommentRow } from './comment.repository';

/** The public face of an author: name parts and picture, never email or consents. */
export const presentAuthor = (row: {
  authorId: string;
  authorUsername: string;
  authorFirstName: string | null;
  authorMiddleName: string | null;
  authorLastName: string | null;
  authorProfileImage: string | null;
}): CommentAuthor => ({
  id: row.authorId,
  username: row.authorUsername,
  firstName: row.authorFirstName,
  middleName: row.authorMiddleName,
  lastName: row.authorLastName,
  profileImageUrl: fileUrl(row.authorProfileImage),
  ...(isDeletedUsername(row.authorUsername) ? { isDeleted: true } : {}),
});

/** One comment; a deleted one keeps only its place in the thread (no text or likes). */
export function presentComment(row: CommentRow, viewerId: string | null): CommentItem {
  const base = {
    id: row.id,
    author: presentAuthor(row),
    parentId: row.parentId,
    replyCount: row.replyCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (row.isDeleted) {
    return { ...base, text: '', likeCount: 0, isLikedByMe: false, isMine: false, isDeleted: true };
  }
  return {
    ...base,
    text: row.text,
    likeCount: row.likeCount,
    isLikedByMe: Boolean(row.isLikedByMe),
    isMine: viewerId !== null && viewerId === row.authorId,
    isDeleted: false,
  };
}

/** A top-level comment with the replies shown under it. */
export const presentThread = (row: CommentRow, replies: CommentRow[], viewerId: string | null): IdeaCommentThread => ({
  ...presentComment(row, viewerId),
  replies: replies.map((reply) => presentComment(reply, viewerId)),
});
