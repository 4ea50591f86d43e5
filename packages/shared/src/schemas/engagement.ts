import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation.js';
import { codesOf, envelope, paged, personSummarySchema } from './common.js';
import { ideaCardSchema } from './idea.js';

/** Limits of engagement: an idea update is a short note, not a second description. */
export const ENGAGEMENT_LIMITS = { updateTextMax: 1_000 } as const;

/** Field error codes of idea updates (a blank update is REQUIRED). */
export const ENGAGEMENT_MESSAGES = {
  IDEA_UPDATE_TOO_LONG: `An update must be at most ${ENGAGEMENT_LIMITS.updateTextMax} characters`,
} as const;
const C = { ...codesOf(ENGAGEMENT_MESSAGES), ...codesOf(VALIDATION_MESSAGES) };

/** `PUT`/`DELETE /api/idea/{id}/bookmark`: whether the caller now has the idea saved. */
export const bookmarkStateSchema = z.object({ ideaId: z.string(), isBookmarked: z.boolean() });
export type BookmarkState = z.infer<typeof bookmarkStateSchema>;
export const bookmarkStateReplySchema = envelope(bookmarkStateSchema);

/** One saved idea: its card and when it was saved. */
export const bookmarkedIdeaSchema = ideaCardSchema.extend({ bookmarkedAt: z.string() });
export type BookmarkedIdea = z.infer<typeof bookmarkedIdeaSchema>;
/** `GET /api/idea/bookmarks`: newest bookmark first; ideas the caller may no longer see drop out. */
export const bookmarkListReplySchema = envelope(paged(bookmarkedIdeaSchema));

/**
 * `GET /api/account/{id}/follow` (and the reply of following or unfollowing): the person's counts
 * and where the caller stands. `canFollow` is false for oneself, a visitor, or across a block.
 */
export const followStateSchema = z.object({
  accountId: z.string(),
  followerCount: z.number().int(),
  followingCount: z.number().int(),
  isFollowing: z.boolean(),
  canFollow: z.boolean(),
});
export type FollowState = z.infer<typeof followStateSchema>;
export const followStateReplySchema = envelope(followStateSchema);

/** A person in a followers or following list, with when that follow began. */
export const followPersonSchema = personSummarySchema.extend({ followedAt: z.string() });
export type FollowPerson = z.infer<typeof followPersonSchema>;
/** `GET /api/account/{id}/followers` and `/following`: newest follow first. */
export const followListReplySchema = envelope(paged(followPersonSchema));

/** A short note the owner posted on an idea. Plain text, never HTML. */
export const ideaUpdateItemSchema = z.object({
  id: z.string(),
  ideaId: z.string(),
  text: z.string(),
  datetimeCreate: z.string(),
});
export type IdeaUpdateItem = z.infer<typeof ideaUpdateItemSchema>;
export const ideaUpdateReplySchema = envelope(ideaUpdateItemSchema);
/** `GET /api/idea/{id}/update`: newest first. */
export const ideaUpdateListReplySchema = envelope(paged(ideaUpdateItemSchema));

/** `POST /api/idea/{id}/update`. */
export const createIdeaUpdateBodySchema = z.object({
  text: z
    .string({ error: C.REQUIRED })
    .trim()
    .min(1, C.REQUIRED)
    .max(ENGAGEMENT_LIMITS.updateTextMax, C.IDEA_UPDATE_TOO_LONG),
});
export type CreateIdeaUpdateBody = z.infer<typeof createIdeaUpdateBodySchema>;

/** `DELETE /api/idea/{id}/update/{updateId}`. */
export const ideaUpdateParamSchema = z.object({ id: z.uuid(), updateId: z.uuid() });
