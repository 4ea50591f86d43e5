import { z } from 'zod';
import { CATEGORIES, IDEA_CATEGORIES, IdeaSort } from '../constants.js';
import { envelope, paged, pageQuerySchema } from './common.js';

/** An idea as it appears in a list or a card. */
export const ideaCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(IDEA_CATEGORIES),
  coverImageUrl: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  commentCount: z.number().int(),
  views: z.number().int(),
  postDate: z.string(),
  isAdminSuggest: z.boolean(),
  owner: z.object({
    id: z.string(),
    username: z.string(),
    firstName: z.string().nullable(),
    middleName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
  }),
});
export type IdeaCard = z.infer<typeof ideaCardSchema>;

/** `GET /api/idea/home`: both home sections in one round trip. */
export const ideaHomeSchema = z.object({
  trending: z.array(ideaCardSchema),
  topRating: z.array(ideaCardSchema),
});
export type IdeaHome = z.infer<typeof ideaHomeSchema>;
export const ideaHomeReplySchema = envelope(ideaHomeSchema);

const sortValues = [IdeaSort.LatestPost, IdeaSort.MostComment, IdeaSort.MostView] as const;

/** Query of the public idea list (`GET /api/idea`, DESIGN.md 3.4). */
export const ideaListQuerySchema = pageQuerySchema.extend({
  /** Free text over name and description; matched inside words, so Thai works. */
  q: z.string().trim().max(100).optional(),
  /** A category key; `all` (or nothing) means every category. */
  categoryId: z.enum(CATEGORIES).optional(),
  /** Minimum average rating. */
  rating: z.coerce.number().min(0).max(5).optional(),
  /** First and last posting day, YYYY-MM-DD, in Thai time (UTC+7), both inclusive. */
  postStartDate: z.iso.date().optional(),
  postEndDate: z.iso.date().optional(),
  sortBy: z.coerce
    .number()
    .pipe(z.union(sortValues.map((value) => z.literal(value))))
    .default(IdeaSort.LatestPost),
});
export type IdeaListQuery = z.infer<typeof ideaListQuerySchema>;
export const ideaListReplySchema = envelope(paged(ideaCardSchema));
