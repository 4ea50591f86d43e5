import { and, asc, count, desc, eq, gt, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { personColumns } from '../accounts/person.presenter';
import { blockedByViewerSql } from '../partners/block-sql';
import { accounts, commentLikes, comments, ideas, type NewComment } from '../../db/schema/index';

const commentColumns = (viewerId: string | null) => ({
  id: comments.id,
  ideaId: comments.ideaId,
  parentId: comments.parentId,
  text: comments.text,
  likeCount: comments.likeCount,
  replyCount: comments.replyCount,
  isDeleted: comments.isDeleted,
  createdAt: comments.createdAt,
  updatedAt: comments.updatedAt,
  author: personColumns(accounts),
  isLikedByMe: viewerId
    ? sql<boolean>`exists (select 1 from ${commentLikes} where ${commentLikes.commentId} = ${comments.id} and ${commentLikes.accountId} = ${viewerId})`
    : sql<boolean>`false`,
});

/**
 * Whose comments a viewer sees: those of active authors the viewer has not blocked. A deleted
 * placeholder shows no author, so it stays whoever wrote it and its replies keep their thread.
 */
const shownAuthor = (viewerId: string | null) =>
  or(
    eq(comments.isDeleted, true),
    and(
      eq(accounts.isDeactivated, false),
      // A viewer stops seeing the comments of people they blocked.
      viewerId ? sql`not ${blockedByViewerSql(viewerId, comments.authorAccountId)}` : undefined,
    ),
  );

const selectComments = (db: Database, viewerId: string | null, where: SQL | undefined) =>
  db
    .select(commentColumns(viewerId))
    .from(comments)
    .innerJoin(accounts, eq(accounts.id, comments.authorAccountId))
    .where(and(shownAuthor(viewerId), where));
export type CommentRow = Awaited<ReturnType<typeof selectComments>>[number];

/** Top-level comments shown in a thread: live ones, and deleted ones that still have replies. */
const shownTopLevel = (ideaId: string) =>
  and(
    eq(comments.ideaId, ideaId),
    isNull(comments.parentId),
    or(eq(comments.isDeleted, false), gt(comments.replyCount, 0)),
  );

/** Replies shown under a comment: live ones only (a reply has no thread to keep). */
const shownReplies = (parentId: string) => and(eq(comments.parentId, parentId), eq(comments.isDeleted, false));

/** SQL for comments and their likes; counters change with SQL increments so concurrent writes add up. */
export const commentRepository = {
  /** The raw comment row, deleted or not. */
  findById: async (db: Database, id: string) => {
    const [row] = await db.select().from(comments).where(eq(comments.id, id));
    return row;
  },

  /** One comment as presented, or undefined when its author is deactivated. */
  findPresentable: async (db: Database, id: string, viewerId: string | null) => {
    const [row] = await selectComments(db, viewerId, eq(comments.id, id));
    return row;
  },

  /**
   * A page of top-level comments, newest first, each with its first `repliesPerThread` shown replies,
   * oldest first: one statement for the threads and their replies (the page's ids, the replies
   * ranked within each thread), not one per thread.
   */
  listThreads: async (
    db: Database,
    ideaId: string,
    viewerId: string | null,
    { limit, offset, repliesPerThread }: { limit: number; offset: number; repliesPerThread: number },
  ) => {
    const pageIds = db
      .select({ id: comments.id })
      .from(comments)
      .innerJoin(accounts, eq(accounts.id, comments.authorAccountId))
      .where(and(shownAuthor(viewerId), shownTopLevel(ideaId)))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(limit)
      .offset(offset);
    const ranked = db
      .select({
        id: comments.id,
        rank: sql<number>`row_number() over (partition by ${comments.parentId} order by ${comments.createdAt}, ${comments.id})`.as(
          'rank',
        ),
      })
      .from(comments)
      .innerJoin(accounts, eq(accounts.id, comments.authorAccountId))
      .where(and(shownAuthor(viewerId), inArray(comments.parentId, pageIds), eq(comments.isDeleted, false)))
      .as('ranked');
    const firstReplies = db.select({ id: ranked.id }).from(ranked).where(lte(ranked.rank, repliesPerThread));
    const rows = await selectComments(
      db,
      viewerId,
      or(inArray(comments.id, pageIds), inArray(comments.id, firstReplies)),
    );
    const newestFirst = (a: CommentRow, b: CommentRow) =>
      b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
    const threads = rows.filter((row) => !row.parentId).sort(newestFirst);
    const replies = new Map<string, CommentRow[]>();
    for (const reply of rows.filter((row) => row.parentId).sort((a, b) => newestFirst(b, a))) {
      replies.set(reply.parentId!, [...(replies.get(reply.parentId!) ?? []), reply]);
    }
    return threads.map((thread) => ({ thread, replies: replies.get(thread.id) ?? [] }));
  },

  /** How many top-level comments of an idea are shown. */
  countThreads: async (db: Database, ideaId: string, viewerId: string | null) => {
    const [total] = await db
      .select({ n: count() })
      .from(comments)
      .innerJoin(accounts, eq(accounts.id, comments.authorAccountId))
      .where(and(shownAuthor(viewerId), shownTopLevel(ideaId)));
    return total?.n ?? 0;
  },

  /** Replies of one comment, oldest first. */
  listReplies: (
    db: Database,
    parentId: string,
    viewerId: string | null,
    { limit, offset }: { limit: number; offset: number },
  ) =>
    selectComments(db, viewerId, shownReplies(parentId))
      .orderBy(asc(comments.createdAt), asc(comments.id))
      .limit(limit)
      .offset(offset),

  /** How many replies of one comment are shown. */
  countReplies: async (db: Database, parentId: string) => {
    const [total] = await db
      .select({ n: count() })
      .from(comments)
      .innerJoin(accounts, eq(accounts.id, comments.authorAccountId))
      .where(and(eq(accounts.isDeactivated, false), shownReplies(parentId)));
    return total?.n ?? 0;
  },

  insert: async (db: Database, values: NewComment) => {
    const [row] = await db.insert(comments).values(values).returning();
    return row!;
  },

  updateText: (db: Database, id: string, text: string) =>
    db
      .update(comments)
      .set({ text })
      .where(and(eq(comments.id, id), eq(comments.isDeleted, false))),

  /** Marks the comment deleted; false when it already was. */
  softDelete: async (db: Database, id: string) => {
    const rows = await db
      .update(comments)
      .set({ isDeleted: true })
      .where(and(eq(comments.id, id), eq(comments.isDeleted, false)))
      .returning({ id: comments.id });
    return rows.length > 0;
  },

  /** Adds `delta` to the idea's comment count (never below 0) and returns the new count. */
  addToIdeaCommentCount: async (db: Database, ideaId: string, delta: number) => {
    const [row] = await db
      .update(ideas)
      .set({ commentCount: sql`greatest(${ideas.commentCount} + ${delta}, 0)`, updatedAt: sql`${ideas.updatedAt}` })
      .where(eq(ideas.id, ideaId))
      .returning({ commentCount: ideas.commentCount });
    return row?.commentCount ?? 0;
  },

  addToReplyCount: (db: Database, commentId: string, delta: number) =>
    db
      .update(comments)
      .set({ replyCount: sql`greatest(${comments.replyCount} + ${delta}, 0)`, updatedAt: sql`${comments.updatedAt}` })
      .where(eq(comments.id, commentId)),

  readIdeaCommentCount: async (db: Database, ideaId: string) => {
    const [row] = await db.select({ commentCount: ideas.commentCount }).from(ideas).where(eq(ideas.id, ideaId));
    return row?.commentCount ?? 0;
  },

  /** Records a like; true when it is new. */
  insertLike: async (db: Database, commentId: string, accountId: string) => {
    const rows = await db
      .insert(commentLikes)
      .values({ commentId, accountId })
      .onConflictDoNothing()
      .returning({ commentId: commentLikes.commentId });
    return rows.length > 0;
  },

  /** Removes a like; true when there was one. */
  deleteLike: async (db: Database, commentId: string, accountId: string) => {
    const rows = await db
      .delete(commentLikes)
      .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.accountId, accountId)))
      .returning({ commentId: commentLikes.commentId });
    return rows.length > 0;
  },

  /** Adds `delta` to the like count (never below 0) and returns the new count. */
  addToLikeCount: async (db: Database, commentId: string, delta: number) => {
    const [row] = await db
      .update(comments)
      .set({ likeCount: sql`greatest(${comments.likeCount} + ${delta}, 0)`, updatedAt: sql`${comments.updatedAt}` })
      .where(eq(comments.id, commentId))
      .returning({ likeCount: comments.likeCount });
    return row?.likeCount ?? 0;
  },

  readLikeCount: async (db: Database, commentId: string) => {
    const [row] = await db
      .select({ likeCount: comments.likeCount })
      .from(comments)
      .where(and(eq(comments.id, commentId), ne(comments.isDeleted, true)));
    return row?.likeCount ?? 0;
  },
};
