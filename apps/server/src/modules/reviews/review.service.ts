import {
  NotificationType,
  TRUST,
  TrustLevel,
  type IdeaReviewItem,
  type PageQuery,
  type ReviewList,
  type ReviewSummaryData,
  type UpsertReviewBody,
} from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SessionInfo } from '../auth/session.service';
import { requireVisibleIdea } from '../ideas/idea.service';
import { createNotification, notifyOnceWithin } from '../notifications/notification.service';
import { presentReview, presentSummary } from './review.presenter';
import { reviewRepository } from './review.repository';
import { pageOf } from '../../lib/paging';
import { trustLevelOfAccount } from '../trust/trust.service';
import { blockPolicy } from '../partners/block.policy';

async function summaryOf(db: Database, ideaId: string, viewerId: string | null): Promise<ReviewSummaryData> {
  const [rating, counts, mine] = await Promise.all([
    reviewRepository.readRating(db, ideaId),
    reviewRepository.distribution(db, ideaId),
    viewerId ? reviewRepository.findMine(db, ideaId, viewerId) : Promise.resolve(undefined),
  ]);
  return presentSummary(rating, counts, mine, viewerId);
}

/** A page of an idea's reviews, newest first, with the rating summary and the viewer's own review. */
export async function listReviews(
  db: Database,
  ideaId: string,
  viewerId: string | null,
  query: PageQuery,
): Promise<ReviewList> {
  await requireVisibleIdea(db, ideaId, viewerId);
  const [{ rows, totalItems }, summary] = await Promise.all([
    reviewRepository.listByIdea(db, ideaId, viewerId, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    summaryOf(db, ideaId, viewerId),
  ]);
  return {
    ...pageOf(
      query,
      totalItems,
      rows.map((row) => presentReview(row, viewerId)),
    ),
    summary,
  };
}

/**
 * Creates or replaces the caller's review and moves the idea's counters in the same transaction
 * (the idea row is locked so concurrent reviews add up). The owner is notified of a new review and
 * of a changed score, not of a text-only edit.
 */
export async function upsertReview(
  db: Database,
  session: SessionInfo,
  ideaId: string,
  body: UpsertReviewBody,
): Promise<{ review: IdeaReviewItem; summary: ReviewSummaryData }> {
  const viewerId = session.accountId;
  const idea = await requireVisibleIdea(db, ideaId, viewerId);
  if (idea.ownerAccountId === viewerId) throw new AppError('CANNOT_REVIEW_OWN_IDEA');
  // No reviews between people who blocked one another, either way (as comments).
  if (await blockPolicy.isBlockedEitherWay(db, idea.ownerAccountId, viewerId)) throw new AppError('BLOCKED');
  const text = body.text ? body.text : null;

  // A review counts toward the rating once its author's address is proven (docs/trust-and-safety.md).
  const isCounted = (await trustLevelOfAccount(db, viewerId)) !== TrustLevel.New;

  await db.transaction(async (tx) => {
    await reviewRepository.lockIdea(tx, ideaId);
    const existing = await reviewRepository.findScore(tx, ideaId, viewerId);
    if (existing) {
      await reviewRepository.update(tx, existing.id, { score: body.score, text, countsTowardRating: isCounted });
      const countDelta = Number(isCounted) - Number(existing.isCounted);
      const sumDelta = (isCounted ? body.score : 0) - (existing.isCounted ? existing.score : 0);
      if (countDelta || sumDelta) await reviewRepository.adjustRating(tx, ideaId, countDelta, sumDelta);
    } else {
      await reviewRepository.insert(tx, {
        ideaId,
        accountId: viewerId,
        score: body.score,
        text,
        countsTowardRating: isCounted,
      });
      if (isCounted) await reviewRepository.adjustRating(tx, ideaId, 1, body.score);
    }
    const notice = {
      recipientAccountId: idea.ownerAccountId,
      actorAccountId: viewerId,
      type: NotificationType.Review,
      subjectType: 'idea',
      subjectId: ideaId,
      payload: { score: body.score },
    };
    // Review, delete, review again: a new review rings once a day; a changed score always does.
    if (!existing)
      await notifyOnceWithin(tx, notice, { onceKey: `review:${ideaId}`, windowMs: TRUST.renotifyWindowMs });
    else if (existing.score !== body.score) await createNotification(tx, notice);
  });

  const summary = await summaryOf(db, ideaId, viewerId);
  if (!summary.myReview) throw new AppError('NOT_FOUND');
  return { review: summary.myReview, summary };
}

/** Removes the caller's review, if any, and takes it off the idea's counters. */
export async function deleteReview(
  db: Database,
  session: SessionInfo,
  ideaId: string,
): Promise<{ summary: ReviewSummaryData }> {
  const viewerId = session.accountId;
  await requireVisibleIdea(db, ideaId, viewerId);
  await db.transaction(async (tx) => {
    await reviewRepository.lockIdea(tx, ideaId);
    const existing = await reviewRepository.findScore(tx, ideaId, viewerId);
    if (!existing) return;
    await reviewRepository.delete(tx, existing.id);
    if (existing.isCounted) await reviewRepository.adjustRating(tx, ideaId, -1, -existing.score);
  });
  return { summary: await summaryOf(db, ideaId, viewerId) };
}

/**
 * Called in the transaction that proves an account's address: its reviews written before start
 * counting toward the ideas' ratings.
 */
export async function countReviewsOfVerifiedAccount(tx: Database, accountId: string): Promise<void> {
  const counted = await reviewRepository.markCounted(tx, accountId);
  // Ideas in id order, so two such transactions never wait on each other's locks.
  for (const { ideaId, score } of counted.sort((a, b) => a.ideaId.localeCompare(b.ideaId))) {
    await reviewRepository.lockIdea(tx, ideaId);
    await reviewRepository.adjustRating(tx, ideaId, 1, score);
  }
}
