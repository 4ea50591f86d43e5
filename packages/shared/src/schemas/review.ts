import { z } from 'zod';
import { commentAuthorSchema } from './comment.js';
import { codesOf, envelope, paged, pageQuerySchema } from './common.js';

export const REVIEW_LIMITS = { scoreMin: 1, scoreMax: 5, textMax: 1000 } as const;

/** Field error codes of reviews. */
export const REVIEW_MESSAGES = {
  REVIEW_SCORE_INVALID: 'Please choose a score from 1 to 5.',
  REVIEW_TOO_LONG: `Review must be at most ${REVIEW_LIMITS.textMax} characters`,
} as const;
const C = codesOf(REVIEW_MESSAGES);

/** One review; `text` is plain text, never HTML. */
export const reviewSchema = z.object({
  id: z.string(),
  score: z.number().int(),
  text: z.string().nullable(),
  author: commentAuthorSchema,
  isMine: z.boolean(),
  /**
   * Whether the score is in the idea's rating: a review by an account whose email is not verified is
   * shown but counts only once the address is proven.
   */
  isCounted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type IdeaReviewItem = z.infer<typeof reviewSchema>;

/** The idea's rating (0 = no review), its count, how many reviews gave each score, and mine. */
export const reviewSummarySchema = z.object({
  rating: z.number(),
  reviewCount: z.number().int(),
  distribution: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
  myReview: reviewSchema.nullable(),
});
export type ReviewSummaryData = z.infer<typeof reviewSummarySchema>;

export const reviewListQuerySchema = pageQuerySchema;
/** `GET /api/idea/{id}/review`: reviews newest first plus the summary. */
export const reviewListSchema = paged(reviewSchema).extend({ summary: reviewSummarySchema });
export type ReviewList = z.infer<typeof reviewListSchema>;
export const reviewListReplySchema = envelope(reviewListSchema);

/** `PUT /api/idea/{id}/review`: creates or replaces my review; empty text is stored as none. */
export const upsertReviewBodySchema = z.object({
  score: z
    .number({ error: C.REVIEW_SCORE_INVALID })
    .int(C.REVIEW_SCORE_INVALID)
    .min(REVIEW_LIMITS.scoreMin, C.REVIEW_SCORE_INVALID)
    .max(REVIEW_LIMITS.scoreMax, C.REVIEW_SCORE_INVALID),
  text: z
    .string()
    .trim()
    .max(REVIEW_LIMITS.textMax, C.REVIEW_TOO_LONG)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type UpsertReviewBody = z.input<typeof upsertReviewBodySchema>;

/** Reply of `PUT /api/idea/{id}/review`. */
export const reviewUpsertReplySchema = envelope(z.object({ review: reviewSchema, summary: reviewSummarySchema }));
/** Reply of `DELETE /api/idea/{id}/review`. */
export const reviewDeleteReplySchema = envelope(z.object({ summary: reviewSummarySchema }));
