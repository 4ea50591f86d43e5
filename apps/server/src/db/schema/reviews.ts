import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAtColumn, idColumn, updatedAtColumn, newestFirst } from './columns';
import { ideas } from './ideas';

/** One review per account per idea; feeds ideas.rating_sum and rating_avg. */
export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    text: text('text'),
    /**
     * Whether the score is in the idea's rating counters: a review by an account whose email is not
     * verified is shown but not counted until the address is proven (docs/trust-and-safety.md).
     */
    countsTowardRating: boolean('counts_toward_rating').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('reviews_idea_account_key').on(t.ideaId, t.accountId),
    index('reviews_idea_created_idx').on(t.ideaId, newestFirst(t.createdAt)),
    index('reviews_account_id_idx').on(t.accountId),
    index('reviews_uncounted_account_idx')
      .on(t.accountId)
      .where(sql`not ${t.countsTowardRating}`),
    check('reviews_score_check', sql`${t.score} between 1 and 5`),
  ],
);

export type Review = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;
