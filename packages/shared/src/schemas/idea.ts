import { z } from 'zod';
import { CATEGORIES, IDEA_CATEGORIES, IdeaSort, LIMITS, REPORT_REASONS } from '../constants.js';
import { envelope, paged, pageQuerySchema, personSummarySchema, requestDate } from './common.js';

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
  owner: personSummarySchema,
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

/** Query of the public idea list (`GET /api/idea`). */
export const ideaListQuerySchema = pageQuerySchema.extend({
  /** Free text over name and description; matched inside words, so Thai works. */
  q: z.string().trim().max(100).optional(),
  /** A category key; `all` (or nothing) means every category. */
  categoryId: z.enum(CATEGORIES).optional(),
  /** Minimum average rating. */
  rating: z.coerce.number().min(0).max(5).optional(),
  /** First and last posting day, YYYY-MM-DD, in Thai time (UTC+7), both inclusive. */
  postStartDate: requestDate().optional(),
  postEndDate: requestDate().optional(),
  sortBy: z.coerce
    .number()
    .pipe(z.union(sortValues.map((value) => z.literal(value))))
    .default(IdeaSort.LatestPost),
});
export type IdeaListQuery = z.infer<typeof ideaListQuerySchema>;
/**
 * A page of the public list. Totals are capped (10,000; 1,000 for a text search) so counting stays
 * cheap: `isTotalCapped` says there are more matches than `totalItems`.
 */
export const ideaListPageSchema = paged(ideaCardSchema).extend({ isTotalCapped: z.boolean() });
export type IdeaListPage = z.infer<typeof ideaListPageSchema>;
export const ideaListReplySchema = envelope(ideaListPageSchema);

/** Bounds of the idea form, shared by the form and the server. */
export const IDEA_LIMITS = {
  nameMax: 120,
  descriptionMax: 500,
  detailMax: 10_000,
  businessModelMax: 5_000,
  achievementMax: 200,
  achievementsMax: 20,
  imagesMax: LIMITS.ideaImagesMax,
  reportDetailMax: 500,
} as const;

/** Messages of the idea form; the product's fixed texts are quoted exactly. */
export const IDEA_MESSAGES = {
  nameEmpty: 'Name cannot be empty',
  categoryEmpty: 'Category cannot be empty',
  descriptionEmpty: 'Description cannot be empty',
  achievementEmpty: 'Achievement cannot be empty',
  detailEmpty: 'Detail cannot be empty',
  nameTooLong: `Name must be at most ${IDEA_LIMITS.nameMax} characters`,
  categoryInvalid: 'Category is invalid',
  descriptionTooLong: `Description must be at most ${IDEA_LIMITS.descriptionMax} characters`,
  detailTooLong: `Detail must be at most ${IDEA_LIMITS.detailMax} characters`,
  businessModelTooLong: `Business model must be at most ${IDEA_LIMITS.businessModelMax} characters`,
  achievementTooLong: `Achievement must be at most ${IDEA_LIMITS.achievementMax} characters`,
  achievementsTooMany: `At most ${IDEA_LIMITS.achievementsMax} achievements`,
  tooManyImages: `You can upload up to ${LIMITS.ideaImagesMax} images.`,
  imageKeyInvalid: 'Please upload this image again.',
  createFailed: 'Create idea failed',
  updateFailed: 'Update idea fail',
  alreadyReported: 'You have already reported this idea.',
  reportOwnIdea: 'You cannot report your own idea.',
  reportDetailTooLong: `Detail must be at most ${IDEA_LIMITS.reportDetailMax} characters`,
} as const;

/** A required text field: missing, non-text or blank all read "<Field> cannot be empty". */
const requiredText = (empty: string, max: number, tooLong: string) =>
  z.string({ error: empty }).trim().min(1, empty).max(max, tooLong);

const nameField = requiredText(IDEA_MESSAGES.nameEmpty, IDEA_LIMITS.nameMax, IDEA_MESSAGES.nameTooLong);
const categoryField = z
  .string({ error: IDEA_MESSAGES.categoryEmpty })
  .trim()
  .min(1, IDEA_MESSAGES.categoryEmpty)
  .pipe(z.enum(IDEA_CATEGORIES, { error: IDEA_MESSAGES.categoryInvalid }));
const descriptionField = requiredText(
  IDEA_MESSAGES.descriptionEmpty,
  IDEA_LIMITS.descriptionMax,
  IDEA_MESSAGES.descriptionTooLong,
);
/** Optional: an idea needs only a name, a category, a description and an achievement. */
const detailField = z.string().trim().max(IDEA_LIMITS.detailMax, IDEA_MESSAGES.detailTooLong);
const businessModelField = z
  .string()
  .trim()
  .max(IDEA_LIMITS.businessModelMax, IDEA_MESSAGES.businessModelTooLong)
  .nullable()
  .transform((value) => (value ? value : null));
const achievementsField = z
  .array(requiredText(IDEA_MESSAGES.achievementEmpty, IDEA_LIMITS.achievementMax, IDEA_MESSAGES.achievementTooLong), {
    error: IDEA_MESSAGES.achievementEmpty,
  })
  .min(1, IDEA_MESSAGES.achievementEmpty)
  .max(IDEA_LIMITS.achievementsMax, IDEA_MESSAGES.achievementsTooMany);
/** A key from `POST /api/storage/upload` with modulePath `idea`. */
const ideaImageKey = z.string().trim().max(300).startsWith('idea/', IDEA_MESSAGES.imageKeyInvalid);

/** `POST /api/idea`. */
export const ideaCreateSchema = z.object({
  name: nameField,
  categoryId: categoryField,
  description: descriptionField,
  achievements: achievementsField,
  detail: detailField.default(''),
  businessModel: businessModelField.optional(),
  /** Uploaded images in display order. */
  ideaAttachments: z
    .array(z.object({ key: ideaImageKey }))
    .max(IDEA_LIMITS.imagesMax, IDEA_MESSAGES.tooManyImages)
    .default([]),
});
export type IdeaCreate = z.input<typeof ideaCreateSchema>;
export type IdeaCreateInput = z.output<typeof ideaCreateSchema>;

/**
 * `PATCH /api/idea/{id}`: only the fields sent change. `ideaAttachments` is the
 * whole new ordered gallery (stored ones carry their id); `ideaToDeleteAttachments` are keys to
 * delete once the change is saved.
 */
export const ideaUpdateSchema = z.object({
  name: nameField.optional(),
  categoryId: categoryField.optional(),
  description: descriptionField.optional(),
  achievements: achievementsField.optional(),
  detail: detailField.optional(),
  businessModel: businessModelField.optional(),
  ideaAttachments: z
    .array(z.object({ id: z.uuid().optional(), key: ideaImageKey }))
    .max(IDEA_LIMITS.imagesMax, IDEA_MESSAGES.tooManyImages)
    .optional(),
  ideaToDeleteAttachments: z.array(z.string().trim().min(1).max(300)).max(20).optional(),
});
export type IdeaUpdate = z.input<typeof ideaUpdateSchema>;
export type IdeaChanges = z.output<typeof ideaUpdateSchema>;

/** An idea's image: storage key, its address, and id once stored. */
export const ideaAttachmentSchema = z.object({ id: z.string(), key: z.string(), url: z.string() });
export type IdeaAttachmentView = z.infer<typeof ideaAttachmentSchema>;

/** `GET /api/idea/{id}`: everything the detail page shows. */
export const ideaDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(IDEA_CATEGORIES),
  achievements: z.array(z.string()),
  detail: z.string(),
  businessModel: z.string().nullable(),
  ideaAttachments: z.array(ideaAttachmentSchema),
  isAdminSuggest: z.boolean(),
  isHidden: z.boolean(),
  /** Hidden by a moderator after a report; the owner cannot unhide it. */
  isHiddenByReport: z.boolean(),
  status: z.number().int(),
  postDate: z.string(),
  rating: z.number(),
  reviewCount: z.number().int(),
  commentCount: z.number().int(),
  views: z.number().int(),
  shareCount: z.number().int(),
  owner: personSummarySchema.extend({ miniBio: z.string().nullable() }),
  isOwner: z.boolean(),
  /** The caller's own review of this idea; null when none (or not logged in). */
  myReview: z.object({ score: z.number().int(), text: z.string().nullable() }).loose().nullable().optional(),
});
export type IdeaDetail = z.infer<typeof ideaDetailSchema>;
export const ideaDetailReplySchema = envelope(ideaDetailSchema);

/** A card in the owner's own list (`GET /api/idea/mine`): hidden ones are included and flagged. */
export const myIdeaCardSchema = ideaCardSchema.extend({ isHidden: z.boolean() });
export type MyIdeaCard = z.infer<typeof myIdeaCardSchema>;
export const myIdeaListReplySchema = envelope(paged(myIdeaCardSchema));

/** `PATCH /api/idea/{id}/hide`. */
export const ideaHideSchema = z.object({ isHidden: z.boolean() });
export const ideaHideReplySchema = envelope(z.object({ id: z.string(), isHidden: z.boolean() }));

/** `POST /api/idea/{id}/report`: once per account per idea. */
export const ideaReportSchema = z.object({
  reason: z.enum(REPORT_REASONS),
  detail: z
    .string()
    .trim()
    .max(IDEA_LIMITS.reportDetailMax, IDEA_MESSAGES.reportDetailTooLong)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type IdeaReport = z.input<typeof ideaReportSchema>;
export type IdeaReportInput = z.output<typeof ideaReportSchema>;
export const ideaReportReplySchema = envelope(z.object({ id: z.string() }));

/** `POST /api/idea/{id}/share`: where it was shared, e.g. 'copy' or 'native'. */
export const ideaShareSchema = z.object({ channel: z.string().trim().min(1).max(40).optional() });
export const ideaShareReplySchema = envelope(z.object({ shareCount: z.number().int() }));

/** Reply of deleting an idea. */
export const ideaDeleteReplySchema = envelope(z.object({ id: z.string() }));
