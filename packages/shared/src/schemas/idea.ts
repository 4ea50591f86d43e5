import { z } from 'zod';
import { IDEA_CATEGORIES } from '../constants.js';
import { envelope } from './common.js';

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
