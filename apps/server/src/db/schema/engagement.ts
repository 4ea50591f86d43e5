import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts';
import { createdAtColumn, idColumn, newestFirst } from './columns';
import { ideas } from './ideas';

/** Ideas a person saved for later; the primary key makes saving idempotent. */
export const ideaBookmarks = pgTable(
  'idea_bookmarks',
  {
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ name: 'idea_bookmarks_pkey', columns: [t.ideaId, t.accountId] }),
    // "My saved ideas", newest bookmark first.
    index('idea_bookmarks_account_created_idx').on(t.accountId, newestFirst(t.createdAt)),
  ],
);

export type IdeaBookmark = typeof ideaBookmarks.$inferSelect;

/** Who follows whom (account to account); nobody follows themselves. */
export const follows = pgTable(
  'follows',
  {
    followerAccountId: uuid('follower_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    followedAccountId: uuid('followed_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ name: 'follows_pkey', columns: [t.followerAccountId, t.followedAccountId] }),
    // A person's followers, newest first (the follower list and the fan-out of a new idea).
    index('follows_followed_created_idx').on(t.followedAccountId, newestFirst(t.createdAt)),
    index('follows_follower_created_idx').on(t.followerAccountId, newestFirst(t.createdAt)),
    check('follows_not_self_check', sql`${t.followerAccountId} <> ${t.followedAccountId}`),
  ],
);

export type Follow = typeof follows.$inferSelect;

/** A short note the owner posts on an idea ("we found a co-founder"), newest first. */
export const ideaUpdates = pgTable(
  'idea_updates',
  {
    id: idColumn(),
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    authorAccountId: uuid('author_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('idea_updates_idea_created_idx').on(t.ideaId, newestFirst(t.createdAt))],
);

export type IdeaUpdate = typeof ideaUpdates.$inferSelect;
