import type { IdeaReviewItem, ReviewSummaryData } from '@ideamatch/shared';
import { presentPerson } from '../accounts/person.presenter';
import type { ReviewRow } from './review.repository';

export const presentReview = (row: ReviewRow, viewerId: string | null): IdeaReviewItem => ({
  id: row.id,
  score: row.score,
  text: row.text,
  author: presentPerson(row.author),
  isMine: viewerId !== null && viewerId === row.author.id,
  isCounted: row.countsTowardRating,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The summary; the rating is rounded to one decimal like idea cards (0 means "no review"). */
export function presentSummary(
  rating: { ratingAvg: number; reviewCount: number },
  counts: { score: number; n: number }[],
  myReview: ReviewRow | undefined,
  viewerId: string | null,
): ReviewSummaryData {
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const { score, n } of counts) {
    if (score === 1 || score === 2 || score === 3 || score === 4 || score === 5) distribution[score] = n;
  }
  return {
    rating: Math.round(rating.ratingAvg * 10) / 10,
    reviewCount: rating.reviewCount,
    distribution,
    myReview: myReview ? presentReview(myReview, viewerId) : null,
  };
}
