import {
  COMMENT_LIMITS,
  isStaffRole,
  NotificationType,
  Permission,
  TRUST,
  type CommentItem,
  type CommentLikeState,
  type CommentList,
  type CreateCommentBody,
  type IdeaCommentThread,
  type Paged,
  type PageQuery,
} from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import type { SessionInfo } from '../auth/session.service';
import { recordAudit } from '../audit/audit.service';
import { createNotification, notifyOnceWithin } from '../notifications/notification.service';
import { blockPolicy } from '../partners/block.policy';
import { presentComment, presentThread } from './comment.presenter';
import { requireVisibleIdea } from '../ideas/idea.service';
import { commentRepository } from './comment.repository';
import { pageOf } from '../../lib/paging';
import { assertLinkLimit, assertNotRepeatedText } from '../trust/spam-limits.service';

const EXCERPT_LENGTH = 100;
const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);

/** A live comment on an idea the viewer may see; 404 otherwise. */
export async function requireLiveComment(db: Database, id: string, viewerId: string) {
  const comment = await commentRepository.findById(db, id);
  if (!comment || comment.isDeleted) throw new AppError('NOT_FOUND');
  const idea = await requireVisibleIdea(db, comment.ideaId, viewerId);
  return { comment, idea };
}

async function presentOne(db: Database, id: string, viewerId: string): Promise<IdeaCommentThread> {
  const row = await commentRepository.findPresentable(db, id, viewerId);
  if (!row) throw new AppError('NOT_FOUND');
  return { ...presentComment(row, viewerId), replies: [] };
}

/** A page of an idea's threads, newest first, each with its first replies oldest first. */
export async function listComments(
  db: Database,
  ideaId: string,
  viewerId: string | null,
  query: PageQuery,
): Promise<CommentList> {
  await requireVisibleIdea(db, ideaId, viewerId);
  const page = {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    repliesPerThread: COMMENT_LIMITS.repliesPreview,
  };
  const [rows, totalItems, commentCount] = await Promise.all([
    commentRepository.listThreads(db, ideaId, viewerId, page),
    commentRepository.countThreads(db, ideaId, viewerId),
    commentRepository.readIdeaCommentCount(db, ideaId),
  ]);
  const threads = rows.map(({ thread, replies }) => presentThread(thread, replies, viewerId));
  return { ...pageOf(query, totalItems, threads), commentCount };
}

/** All replies of one comment, oldest first ("see more replies"). */
export async function listReplies(
  db: Database,
  commentId: string,
  viewerId: string | null,
  query: PageQuery,
): Promise<Paged<CommentItem>> {
  const parent = await commentRepository.findById(db, commentId);
  if (!parent || parent.parentId) throw new AppError('NOT_FOUND');
  await requireVisibleIdea(db, parent.ideaId, viewerId);
  const [rows, totalItems] = await Promise.all([
    commentRepository.listReplies(db, commentId, viewerId, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    commentRepository.countReplies(db, commentId),
  ]);
  return pageOf(
    query,
    totalItems,
    rows.map((row) => presentComment(row, viewerId)),
  );
}

/**
 * Writes a comment or a reply (a reply to a reply joins its top-level comment: one level), counts it
 * on the idea and notifies the idea's owner and, for a reply, the author answered, all in one
 * transaction (never the replier themselves, nor across a block).
 */
export async function createComment(
  db: Database,
  session: SessionInfo,
  ideaId: string,
  body: CreateCommentBody,
): Promise<IdeaCommentThread> {
  const viewerId = session.accountId;
  const idea = await requireVisibleIdea(db, ideaId, viewerId);
  // No comments on an idea when its owner and the commenter have blocked one another, either way.
  if (await blockPolicy.isBlockedEitherWay(db, idea.ownerAccountId, viewerId)) throw new AppError('BLOCKED');
  let parentId: string | null = null;
  let repliedTo: { id: string; authorAccountId: string } | null = null;
  if (body.parentId) {
    const named = await commentRepository.findById(db, body.parentId);
    let parent = named;
    if (parent?.parentId) parent = await commentRepository.findById(db, parent.parentId);
    if (!named || !parent || parent.ideaId !== idea.id || parent.isDeleted) {
      throw fieldError('parentId', 'COMMENT_PARENT_INVALID');
    }
    parentId = parent.id;
    // The person answered is the author of the comment named (a reply to a reply answers its
    // author), unless that reply was deleted: then the thread's author.
    repliedTo = named.isDeleted ? parent : named;
  }
  await assertLinkLimit(db, viewerId, [body.text]);

  const created = await db.transaction(async (tx) => {
    await assertNotRepeatedText(tx, viewerId, [body.text]);
    const comment = await commentRepository.insert(tx, {
      ideaId: idea.id,
      authorAccountId: viewerId,
      parentId,
      text: body.text,
    });
    await commentRepository.addToIdeaCommentCount(tx, idea.id, 1);
    if (parentId) await commentRepository.addToReplyCount(tx, parentId, 1);
    // A reply tells the author of the comment answered; the idea's owner hears of it as of any
    // comment, once: an owner answered on their own comment gets the reply notice only.
    if (repliedTo) {
      await createNotification(tx, {
        recipientAccountId: repliedTo.authorAccountId,
        actorAccountId: viewerId,
        type: NotificationType.Reply,
        subjectType: 'comment',
        subjectId: repliedTo.id,
        payload: { commentId: comment.id, ideaId: idea.id, excerpt: excerpt(comment.text) },
      });
    }
    if (repliedTo?.authorAccountId !== idea.ownerAccountId) {
      await createNotification(tx, {
        recipientAccountId: idea.ownerAccountId,
        actorAccountId: viewerId,
        type: NotificationType.Comment,
        subjectType: 'idea',
        subjectId: idea.id,
        payload: { commentId: comment.id, excerpt: excerpt(comment.text) },
      });
    }
    return comment;
  });
  return presentOne(db, created.id, viewerId);
}

/** Replaces the text of the caller's own comment. */
export async function updateComment(
  db: Database,
  session: SessionInfo,
  id: string,
  text: string,
): Promise<IdeaCommentThread> {
  const { comment } = await requireLiveComment(db, id, session.accountId);
  if (comment.authorAccountId !== session.accountId) throw new AppError('FORBIDDEN');
  await assertLinkLimit(db, session.accountId, [text]);
  await commentRepository.updateText(db, id, text);
  return presentOne(db, id, session.accountId);
}

const mayModerate = (session: SessionInfo) =>
  isStaffRole(session.role) && session.permissions.includes(Permission.IdeaManage);

/**
 * Soft-deletes a comment (its author, or staff with idea.manage) and takes it off the counts; a
 * deleted comment with replies stays as a placeholder so the replies keep their thread.
 */
export async function deleteComment(
  db: Database,
  session: SessionInfo,
  id: string,
): Promise<{ id: string; commentCount: number }> {
  const comment = await commentRepository.findById(db, id);
  if (!comment || comment.isDeleted) throw new AppError('NOT_FOUND');
  const isModerator = mayModerate(session);
  if (!isModerator) {
    await requireVisibleIdea(db, comment.ideaId, session.accountId);
    if (comment.authorAccountId !== session.accountId) throw new AppError('FORBIDDEN');
  }
  const commentCount = await db.transaction(async (tx) => {
    if (!(await commentRepository.softDelete(tx, id)))
      return commentRepository.readIdeaCommentCount(tx, comment.ideaId);
    // A moderator removing someone else's comment is an admin action, so it goes to the audit log.
    if (isModerator && comment.authorAccountId !== session.accountId) {
      await recordAudit(tx, {
        actorAccountId: session.accountId,
        action: 'comment.delete',
        targetType: 'comment',
        targetId: id,
        before: { isDeleted: false, ideaId: comment.ideaId, text: comment.text.slice(0, 200) },
        after: { isDeleted: true },
      });
    }
    if (comment.parentId) await commentRepository.addToReplyCount(tx, comment.parentId, -1);
    return commentRepository.addToIdeaCommentCount(tx, comment.ideaId, -1);
  });
  return { id, commentCount };
}

/**
 * Likes a comment once, however often asked; a new like notifies the comment's author. Nobody likes
 * their own comment.
 */
export async function likeComment(db: Database, session: SessionInfo, id: string): Promise<CommentLikeState> {
  const { comment } = await requireLiveComment(db, id, session.accountId);
  if (comment.authorAccountId === session.accountId) throw new AppError('CANNOT_LIKE_OWN_COMMENT');
  const likeCount = await db.transaction(async (tx) => {
    if (!(await commentRepository.insertLike(tx, id, session.accountId)))
      return commentRepository.readLikeCount(tx, id);
    // Like, unlike, like again: the author hears of it once a day.
    await notifyOnceWithin(
      tx,
      {
        recipientAccountId: comment.authorAccountId,
        actorAccountId: session.accountId,
        type: NotificationType.Like,
        subjectType: 'comment',
        subjectId: comment.id,
        payload: { commentId: comment.id, ideaId: comment.ideaId, excerpt: excerpt(comment.text) },
      },
      { onceKey: `like:${comment.id}`, windowMs: TRUST.renotifyWindowMs },
    );
    return commentRepository.addToLikeCount(tx, id, 1);
  });
  return { likeCount, isLikedByMe: true };
}

/** Takes the caller's like back, if there was one. */
export async function unlikeComment(db: Database, session: SessionInfo, id: string): Promise<CommentLikeState> {
  await requireLiveComment(db, id, session.accountId);
  const likeCount = await db.transaction(async (tx) =>
    (await commentRepository.deleteLike(tx, id, session.accountId))
      ? commentRepository.addToLikeCount(tx, id, -1)
      : commentRepository.readLikeCount(tx, id),
  );
  return { likeCount, isLikedByMe: false };
}
