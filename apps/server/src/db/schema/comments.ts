import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAtColumn, idColumn, updatedAtColumn, newestFirst } from './columns';
import { ideas } from './ideas';

/** Comments on an idea, with one level of replies. */
export const comments = pgTable(
  'comments',
  {
    id: idColumn(),
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    authorAccountId: uuid('author_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The top-level comment this one replies to; null for a top-level comment. */
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    text: text('text').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    /** Soft delete keeps a deleted parent so its replies still have a thread. */
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('comments_idea_parent_created_idx').on(t.ideaId, t.parentId, newestFirst(t.createdAt)),
    index('comments_parent_created_idx').on(t.parentId, t.createdAt),
    index('comments_author_account_id_idx').on(t.authorAccountId),
  ],
);

export type Comment = typeof comments.$inferSelect;
export type NewComment = typeof comments.$inferInsert;

/** Who liked which comment; the primary key makes like/unlike idempotent. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({
      name: 'comment_likes_pkey',
      columns: [t.commentId, t.accountId],
    }),
    index('comment_likes_account_id_idx').on(t.accountId),
  ],
);

export type CommentLike = typeof commentLikes.$inferSelect;
export type NewCommentLike = typeof commentLikes.$inferInsert;
