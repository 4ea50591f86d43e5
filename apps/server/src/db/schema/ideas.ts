import type { IdeaStatus, IdeaVisibilityTier } from '@ideamatch/shared/constants';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { categories } from './categories';
import { createdAtColumn, idColumn, timestamptz, tsvector, updatedAtColumn, newestFirst } from './columns';

/**
 * The text idea search matches with pg_trgm (Thai has no word breaks). A query must
 * use this exact expression (`ideaSearchText(ideas)` ILIKE pattern) for the GIN index to apply.
 */
export const ideaSearchText = (t: { name: AnyPgColumn; description: AnyPgColumn }): SQL =>
  sql`(${t.name} || ' ' || ${t.description})`;

/**
 * Business ideas. List counters live on the row and are updated in the same transaction as the
 * change they count, so list queries never aggregate.
 */
export const ideas = pgTable(
  'ideas',
  {
    id: idColumn(),
    ownerAccountId: uuid('owner_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    detail: text('detail').notNull(),
    businessModel: text('business_model'),
    /** Soft delete: Deleted=-1 keeps the row (and its comments) so moderation can be undone. */
    status: smallint('status').$type<IdeaStatus>().notNull().default(1),
    isHidden: boolean('is_hidden').notNull().default(false),
    isAdminSuggest: boolean('is_admin_suggest').notNull().default(false),
    isSponsored: boolean('is_sponsored').notNull().default(false),
    sponsoredUntil: timestamptz('sponsored_until'),
    /**
     * Who may see it: 'public', 'members' (signed-in people only) or 'confidential' (its public face
     * for everyone, the rest for the owner and approved people): docs/idea-protection.md.
     */
    visibility: text('visibility').$type<IdeaVisibilityTier>().notNull().default('public'),
    /** The owner's short terms a person accepts when asking for a confidential idea's details. */
    accessTerms: text('access_terms'),
    /** Hidden by a report decision rather than by the owner, so the owner cannot simply unhide it. */
    hiddenByReport: boolean('hidden_by_report').notNull().default(false),
    postDate: timestamptz('post_date').notNull().defaultNow(),
    viewCount: integer('view_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    /** Sum of review scores; with reviewCount it recomputes ratingAvg without aggregating. */
    ratingSum: integer('rating_sum').notNull().default(0),
    /** Double rather than real so 4.2 reads back as 4.2, not 4.199999809. */
    ratingAvg: doublePrecision('rating_avg').notNull().default(0),
    /** Score for the home page's trending list, refreshed by the app. */
    trendingScore: doublePrecision('trending_score').notNull().default(0),
    /**
     * The idea's words for full-text search, weighted A name, B category, C description, made by the
     * app from Thai-segmented text (modules/search) whenever those change. Null until then for rows
     * written before it existed; the start fills those in (`backfillIdeaSearch`) and the substring
     * match still finds them meanwhile.
     */
    searchVector: tsvector('search_vector'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    // Each list index holds the whole ORDER BY (ties broken by post date, then id): with only the first
    // key, a text search sorted by comments read every idea of the top count to sort them (43 ms
    // for a common word on 100,000 ideas; bench/explain-idea-list.ts), now it stops at the page.
    // After the unique id come the columns the list filters on (owner, category, rating; a key column
    // after a unique one never changes the order, and drizzle has no INCLUDE): the page's ids and the
    // capped count are then read from the index alone, without an idea row per candidate
    // (docs/explain-idea-list-1m.md).
    index('ideas_list_latest_idx').on(
      t.status,
      t.isHidden,
      newestFirst(t.postDate),
      newestFirst(t.id),
      t.ownerAccountId,
      t.categoryId,
      t.ratingAvg,
    ),
    index('ideas_list_most_comment_idx').on(
      t.status,
      t.isHidden,
      newestFirst(t.commentCount),
      newestFirst(t.postDate),
      newestFirst(t.id),
      t.ownerAccountId,
      t.categoryId,
      t.ratingAvg,
    ),
    index('ideas_list_most_view_idx').on(
      t.status,
      t.isHidden,
      newestFirst(t.viewCount),
      newestFirst(t.postDate),
      newestFirst(t.id),
      t.ownerAccountId,
      t.categoryId,
      t.ratingAvg,
    ),
    // Top rated (ties by review count): the rating filter is a range of its second key.
    index('ideas_list_top_rating_idx').on(
      t.status,
      t.isHidden,
      newestFirst(t.ratingAvg),
      newestFirst(t.reviewCount),
      newestFirst(t.postDate),
      newestFirst(t.id),
      t.ownerAccountId,
      t.categoryId,
    ),
    // One category, latest first, for the list and the dashboard (every status); the trailing columns
    // let a category's capped count be read from the index alone.
    index('ideas_category_post_date_idx').on(
      t.categoryId,
      newestFirst(t.postDate),
      newestFirst(t.id),
      t.status,
      t.isHidden,
      t.ownerAccountId,
      t.ratingAvg,
    ),
    /** Dashboard idea table: every status, latest first, without sorting the whole table. */
    index('ideas_post_date_id_idx').on(newestFirst(t.postDate), newestFirst(t.id)),
    index('ideas_rating_avg_idx').on(t.ratingAvg),
    index('ideas_trending_score_idx').on(newestFirst(t.trendingScore)),
    index('ideas_owner_created_idx').on(t.ownerAccountId, newestFirst(t.createdAt)),
    index('ideas_sponsored_idx')
      .on(t.sponsoredUntil)
      .where(sql`${t.isSponsored} = true`),
    index('ideas_search_trgm_idx').using('gin', sql`${ideaSearchText(t)} gin_trgm_ops`),
    index('ideas_search_vector_idx').using('gin', t.searchVector),
    check('ideas_status_check', sql`${t.status} in (-2, -1, 1)`),
    check('ideas_visibility_check', sql`${t.visibility} in ('public', 'members', 'confidential')`),
    // The few members-only ideas, so a visitor's list leaves them out with a small hashed lookup and
    // keeps walking the list indexes alone (as with deactivated owners: ideas/idea.policy.ts).
    index('ideas_members_only_idx')
      .on(t.id)
      .where(sql`${t.visibility} = 'members'`),
  ],
);

export type Idea = typeof ideas.$inferSelect;
export type NewIdea = typeof ideas.$inferInsert;
