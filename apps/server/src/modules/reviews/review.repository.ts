import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, ideas, reviews } from '../../db/schema/index';
import { personColumns } from '../accounts/person.presenter';
import { blockedByViewerSql } from '../partners/block-sql';

const reviewColumns = {
  id: reviews.id,
  score: reviews.score,
  text: reviews.text,
  countsTowardRating: reviews.countsTowardRating,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  author: personColumns(accounts),
};

const selectReviews = (db: Database, where: SQL | undefined) =>
  db.select(reviewColumns).from(reviews).innerJoin(accounts, eq(accounts.id, reviews.accountId)).where(where);
export type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

/**
 * Reviews by accounts others may see (deactivated authors are hidden, as their comments are); a
 * review by a person the viewer blocked stays but is not shown to the viewer.
 */
const shown = (ideaId: string, viewerId: string | null) =>
  and(
    eq(reviews.ideaId, ideaId),
    eq(accounts.isDeactivated, false),
    viewerId ? sql`not ${blockedByViewerSql(viewerId, reviews.accountId)}` : undefined,
  );

/** SQL for reviews and the rating counters they keep on the idea row. */
export const reviewRepository = {
  /** A page of an idea's reviews, newest first, and how many there are. */
  listByIdea: async (
    db: Database,
    ideaId: string,
    viewerId: string | null,
    { limit, offset }: { limit: number; offset: number },
  ) => {
    const [rows, [total]] = await Promise.all([
      selectReviews(db, shown(ideaId, viewerId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ n: count() })
        .from(reviews)
        .innerJoin(accounts, eq(accounts.id, reviews.accountId))
        .where(shown(ideaId, viewerId)),
    ]);
    return { rows, totalItems: total?.n ?? 0 };
  },

  /** The account's review of the idea, presented. */
  findMine: async (db: Database, ideaId: string, accountId: string) => {
    const [row] = await selectReviews(db, and(eq(reviews.ideaId, ideaId), eq(reviews.accountId, accountId)));
    return row;
  },

  /** How many counted reviews gave each score (one small grouped read over the idea's index range). */
  distribution: (db: Database, ideaId: string) =>
    db
      .select({ score: reviews.score, n: count() })
      .from(reviews)
      .where(and(eq(reviews.ideaId, ideaId), eq(reviews.countsTowardRating, true)))
      .groupBy(reviews.score),

  /** The idea's rating counters. */
  readRating: async (db: Database, ideaId: string) => {
    const [row] = await db
      .select({ ratingAvg: ideas.ratingAvg, reviewCount: ideas.reviewCount })
      .from(ideas)
      .where(eq(ideas.id, ideaId));
    return row ?? { ratingAvg: 0, reviewCount: 0 };
  },

  /** Locks the idea row so concurrent review changes to it apply one after another. */
  lockIdea: (db: Database, ideaId: string) =>
    db.select({ id: ideas.id }).from(ideas).where(eq(ideas.id, ideaId)).for('update'),

  /** The existing review's score and whether it is counted, read inside the locked transaction. */
  findScore: async (db: Database, ideaId: string, accountId: string) => {
    const [row] = await db
      .select({ id: reviews.id, score: reviews.score, isCounted: reviews.countsTowardRating })
      .from(reviews)
      .where(and(eq(reviews.ideaId, ideaId), eq(reviews.accountId, accountId)));
    return row;
  },

  insert: (
    db: Database,
    values: { ideaId: string; accountId: string; score: number; text: string | null; countsTowardRating: boolean },
  ) => db.insert(reviews).values(values),

  update: (db: Database, id: string, values: { score: number; text: string | null; countsTowardRating: boolean }) =>
    db.update(reviews).set(values).where(eq(reviews.id, id)),

  /**
   * Starts counting the account's uncounted reviews (its address was just proven): marks them and
   * returns each one's idea and score, for the caller to move the ideas' counters.
   */
  markCounted: (db: Database, accountId: string) =>
    db
      .update(reviews)
      .set({ countsTowardRating: true, updatedAt: sql`${reviews.updatedAt}` })
      .where(and(eq(reviews.accountId, accountId), eq(reviews.countsTowardRating, false)))
      .returning({ ideaId: reviews.ideaId, score: reviews.score }),

  delete: (db: Database, id: string) => db.delete(reviews).where(eq(reviews.id, id)),

  /**
   * Moves the idea's counters by a change in count and score sum; the average is recomputed from
   * them in the same statement (0 when no review is left).
   */
  adjustRating: (db: Database, ideaId: string, countDelta: number, sumDelta: number) =>
    db
      .update(ideas)
      .set({
        reviewCount: sql`${ideas.reviewCount} + ${countDelta}`,
        ratingSum: sql`${ideas.ratingSum} + ${sumDelta}`,
        ratingAvg: sql`case when ${ideas.reviewCount} + ${countDelta} > 0 then (${ideas.ratingSum} + ${sumDelta})::float8 / (${ideas.reviewCount} + ${countDelta}) else 0 end`,
        updatedAt: sql`${ideas.updatedAt}`,
      })
      .where(eq(ideas.id, ideaId)),
};
