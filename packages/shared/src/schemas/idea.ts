import { z } from 'zod';
import { CATEGORIES, IDEA_CATEGORIES, IDEA_VISIBILITIES, IdeaSort, LIMITS, REPORT_REASONS } from '../constants.js';
import {
  codesOf,
  COMMON_FIELD_CODES,
  envelope,
  paged,
  pageQuerySchema,
  personSummarySchema,
  requestDate,
} from './common.js';

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
  /** Who may see it (a card shows only the public face, whatever the tier). */
  visibility: z.enum(IDEA_VISIBILITIES),
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

/** `GET /api/idea/{id}/related`: a few ideas sharing words or the category with this one. */
export const ideaRelatedSchema = z.object({ result: z.array(ideaCardSchema) });
export type IdeaRelated = z.infer<typeof ideaRelatedSchema>;
export const ideaRelatedReplySchema = envelope(ideaRelatedSchema);

const sortValues = [
  IdeaSort.LatestPost,
  IdeaSort.MostComment,
  IdeaSort.MostView,
  IdeaSort.TopRating,
  IdeaSort.Relevance,
] as const;

/** Query of the public idea list (`GET /api/idea`). */
export const ideaListQuerySchema = pageQuerySchema.extend({
  /**
   * Free text over name, category and description: Thai split into words, English and Thai words of
   * the same meaning found together, substrings and small typos found too.
   */
  q: z.string().trim().max(100).optional(),
  /** A category key; `all` (or nothing) means every category. */
  categoryId: z.enum(CATEGORIES).optional(),
  /** Minimum average rating. */
  rating: z.coerce.number().min(0).max(5).optional(),
  /** First and last posting day, YYYY-MM-DD, in Thai time (UTC+7), both inclusive. */
  postStartDate: requestDate().optional(),
  postEndDate: requestDate().optional(),
  /** The order; without one, best match for a text search, otherwise latest. */
  sortBy: z.coerce
    .number()
    .pipe(z.union(sortValues.map((value) => z.literal(value))))
    .optional(),
  /**
   * Search as you type (`true`): the first `pageSize` matches of `q` in its order, without counting
   * them. Best match then ranks only the newest 200 matches instead of the newest
   * 1,000. The reply's total is not counted: `totalItems` is the number of ideas up to this page's
   * last item and `isTotalCapped` is true when the page is full (more may match).
   */
  isAutocomplete: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe(
      'Search as you type: true answers the first pageSize matches without counting them (best match ranks the newest 200 matches, not 1,000); totalItems is then the ideas up to this page, and isTotalCapped says the page is full',
    ),
  /**
   * Search `q` as typed (`true`): a query that finds nothing is not replaced by a corrected spelling;
   * the reply still offers it as `suggestion`. The page's "search instead for" link asks this.
   */
  isAsTyped: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe(
      'Search q as typed: true never replaces a query that finds nothing by a corrected spelling (the reply still offers it as suggestion)',
    ),
});
export type IdeaListQuery = z.infer<typeof ideaListQuerySchema>;
/**
 * A page of the public list. Totals are capped (10,000; 1,000 for a text search) so counting stays
 * cheap: `isTotalCapped` says there are more matches than `totalItems`. An autocomplete request
 * (`isAutocomplete`) counts nothing: its total is what it returned, capped when the page is full.
 */
export const ideaListPageSchema = paged(ideaCardSchema).extend({
  isTotalCapped: z.boolean(),
  /**
   * A text search that found nothing: the closest spelling that finds something (a word of the
   * ideas' titles or of the vocabulary), to offer as "did you mean".
   */
  suggestion: z.string().optional(),
  /**
   * The items are for this corrected query (the same text as `suggestion`): the query as typed
   * found nothing, or some of its words found nothing by themselves.
   */
  correctedQuery: z.string().optional(),
  /** With `correctedQuery`: the query as typed, for a link that searches it as typed. */
  originalQuery: z.string().optional(),
  /** A text search that found nothing: categories with the most ideas, to browse instead. */
  popularCategories: z.array(z.enum(IDEA_CATEGORIES)).optional(),
});
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
  /** The owner's short terms a person accepts when asking for a confidential idea's details. */
  accessTermsMax: 1_000,
} as const;

/** Field error codes of the idea form and reports; the product's fixed texts are quoted exactly. */
export const IDEA_MESSAGES = {
  IDEA_NAME_EMPTY: 'Name cannot be empty',
  IDEA_CATEGORY_EMPTY: 'Category cannot be empty',
  IDEA_DESCRIPTION_EMPTY: 'Description cannot be empty',
  IDEA_ACHIEVEMENT_EMPTY: 'Achievement cannot be empty',
  IDEA_NAME_TOO_LONG: `Name must be at most ${IDEA_LIMITS.nameMax} characters`,
  IDEA_CATEGORY_INVALID: 'Category is invalid',
  IDEA_DESCRIPTION_TOO_LONG: `Description must be at most ${IDEA_LIMITS.descriptionMax} characters`,
  IDEA_DETAIL_TOO_LONG: `Detail must be at most ${IDEA_LIMITS.detailMax} characters`,
  IDEA_BUSINESS_MODEL_TOO_LONG: `Business model must be at most ${IDEA_LIMITS.businessModelMax} characters`,
  IDEA_ACHIEVEMENT_TOO_LONG: `Achievement must be at most ${IDEA_LIMITS.achievementMax} characters`,
  IDEA_ACHIEVEMENTS_TOO_MANY: `At most ${IDEA_LIMITS.achievementsMax} achievements`,
  IDEA_TOO_MANY_IMAGES: `You can upload up to ${LIMITS.ideaImagesMax} images.`,
  REPORT_DETAIL_TOO_LONG: `Detail must be at most ${IDEA_LIMITS.reportDetailMax} characters`,
  REPORT_DETAIL_REQUIRED: 'Please say what is wrong',
  IDEA_VISIBILITY_INVALID: 'Visibility must be public, members or confidential',
  IDEA_ACCESS_TERMS_TOO_LONG: `Terms must be at most ${IDEA_LIMITS.accessTermsMax} characters`,
} as const;
const C = { ...codesOf(IDEA_MESSAGES), ...COMMON_FIELD_CODES };

/** A required text field: missing, non-text or blank all read "<Field> cannot be empty". */
const requiredText = (empty: string, max: number, tooLong: string) =>
  z.string({ error: empty }).trim().min(1, empty).max(max, tooLong);

const nameField = requiredText(C.IDEA_NAME_EMPTY, IDEA_LIMITS.nameMax, C.IDEA_NAME_TOO_LONG);
const categoryField = z
  .string({ error: C.IDEA_CATEGORY_EMPTY })
  .trim()
  .min(1, C.IDEA_CATEGORY_EMPTY)
  .pipe(z.enum(IDEA_CATEGORIES, { error: C.IDEA_CATEGORY_INVALID }));
const descriptionField = requiredText(
  C.IDEA_DESCRIPTION_EMPTY,
  IDEA_LIMITS.descriptionMax,
  C.IDEA_DESCRIPTION_TOO_LONG,
);
/** Optional: an idea needs only a name, a category and a description. */
const detailField = z.string().trim().max(IDEA_LIMITS.detailMax, C.IDEA_DETAIL_TOO_LONG);
const businessModelField = z
  .string()
  .trim()
  .max(IDEA_LIMITS.businessModelMax, C.IDEA_BUSINESS_MODEL_TOO_LONG)
  .nullable()
  .transform((value) => (value ? value : null));
const achievementsField = z
  .array(requiredText(C.IDEA_ACHIEVEMENT_EMPTY, IDEA_LIMITS.achievementMax, C.IDEA_ACHIEVEMENT_TOO_LONG), {
    error: C.IDEA_ACHIEVEMENT_EMPTY,
  })
  .max(IDEA_LIMITS.achievementsMax, C.IDEA_ACHIEVEMENTS_TOO_MANY);
/** Who may see the idea (docs/idea-protection.md). */
const visibilityField = z.enum(IDEA_VISIBILITIES, { error: C.IDEA_VISIBILITY_INVALID });
/** Terms a person accepts, with time, when asking for the details of a confidential idea; empty means none. */
const accessTermsField = z
  .string()
  .trim()
  .max(IDEA_LIMITS.accessTermsMax, C.IDEA_ACCESS_TERMS_TOO_LONG)
  .nullable()
  .transform((value) => (value ? value : null));
/** A key from `POST /api/storage/upload` with modulePath `idea`. */
const ideaImageKey = z.string().trim().max(300).startsWith('idea/', C.IMAGE_KEY_INVALID);

/** `POST /api/idea`. */
export const ideaCreateSchema = z.object({
  name: nameField,
  categoryId: categoryField,
  description: descriptionField,
  /** Optional (a new idea may have none yet); each one given must have a name. */
  achievements: achievementsField.default([]),
  detail: detailField.default(''),
  businessModel: businessModelField.optional(),
  visibility: visibilityField.default('public'),
  accessTerms: accessTermsField.optional(),
  /** Uploaded images in display order; the first is the cover. */
  ideaAttachments: z
    .array(z.object({ key: ideaImageKey }))
    .max(IDEA_LIMITS.imagesMax, C.IDEA_TOO_MANY_IMAGES)
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
  visibility: visibilityField.optional(),
  accessTerms: accessTermsField.optional(),
  ideaAttachments: z
    .array(z.object({ id: z.uuid().optional(), key: ideaImageKey }))
    .max(IDEA_LIMITS.imagesMax, C.IDEA_TOO_MANY_IMAGES)
    .optional(),
  ideaToDeleteAttachments: z.array(z.string().trim().min(1).max(300)).max(20).optional(),
});
export type IdeaUpdate = z.input<typeof ideaUpdateSchema>;
export type IdeaChanges = z.output<typeof ideaUpdateSchema>;

/** An idea's image: storage key, its address, and id once stored. */
export const ideaAttachmentSchema = z.object({ id: z.string(), key: z.string(), url: z.string() });
export type IdeaAttachmentView = z.infer<typeof ideaAttachmentSchema>;

/** Where a person's request for a confidential idea's details stands. */
export const IDEA_ACCESS_STATUSES = ['pending', 'approved', 'declined', 'revoked', 'cancelled'] as const;
export type IdeaAccessStatus = (typeof IDEA_ACCESS_STATUSES)[number];

/**
 * What the viewer may read of the idea and ask for (docs/idea-protection.md). For a confidential
 * idea someone else sees only its public face: `withheld` says how much more exists, and
 * `canRequest` whether they may ask for it now.
 */
export const ideaAccessStateSchema = z.object({
  /** The viewer sees detail, achievements, business model and every image. */
  canReadDetails: z.boolean(),
  /** What is kept from this viewer; null when nothing is. */
  withheld: z
    .object({
      hasDetail: z.boolean(),
      hasBusinessModel: z.boolean(),
      achievementCount: z.number().int(),
      imageCount: z.number().int(),
    })
    .nullable(),
  /** The viewer's latest request for this idea, if any. */
  myRequest: z
    .object({
      id: z.string(),
      status: z.enum(IDEA_ACCESS_STATUSES),
      createdAt: z.string(),
      decidedAt: z.string().nullable(),
    })
    .nullable(),
  /** A signed-in person other than the owner may ask now (none pending or approved, not blocked, no cool-down). */
  canRequest: z.boolean(),
  /** After a decline: when asking again is allowed. */
  requestAllowedAt: z.string().nullable(),
  /** For the owner: requests waiting for an answer (null for anyone else). */
  pendingRequestCount: z.number().int().nullable(),
});
export type IdeaAccessState = z.infer<typeof ideaAccessStateSchema>;

/** `GET /api/idea/{id}`: everything the detail page shows. */
/**
 * The caller's abilities on an idea's page. A visitor and a sub-account session hold none (a
 * sub-account only chats); a block between the caller and the owner, either way, takes away
 * commenting, reviewing, messaging and asking for access.
 */
export const ideaAbilitiesSchema = z.object({
  comment: z.boolean(),
  review: z.boolean(),
  report: z.boolean(),
  bookmark: z.boolean(),
  messageOwner: z.boolean(),
  requestAccess: z.boolean(),
  edit: z.boolean(),
  hide: z.boolean(),
  delete: z.boolean(),
  postUpdate: z.boolean(),
});
export type IdeaAbilities = z.infer<typeof ideaAbilitiesSchema>;

export const ideaDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The category key, as the create and edit bodies name it (the form reads it back under this name). */
  categoryId: z.enum(IDEA_CATEGORIES),
  /** The same key under the name the specification also gives it; lists and cards use this one. */
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
  visibility: z.enum(IDEA_VISIBILITIES),
  /** The owner's terms for a request (shown to the owner and to anyone who may ask). */
  accessTerms: z.string().nullable(),
  access: ideaAccessStateSchema,
  /** The caller's own review of this idea; null when none (or not logged in). */
  myReview: z.object({ score: z.number().int(), text: z.string().nullable() }).loose().nullable().optional(),
  /** Whether the caller saved this idea (`PUT /api/idea/{id}/bookmark`); false for a visitor. */
  isBookmarked: z.boolean(),
  /** What the caller may do here, decided by the server (the web shows a control only when true). */
  abilities: ideaAbilitiesSchema,
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

/**
 * A report of an idea, a comment or a person: one of `REPORT_REASONS`, with a free text (required
 * for `other`, which says nothing by itself). Once per person per target.
 */
export const reportBodySchema = z
  .object({
    reason: z.enum(REPORT_REASONS),
    detail: z
      .string()
      .trim()
      .max(IDEA_LIMITS.reportDetailMax, C.REPORT_DETAIL_TOO_LONG)
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && !value.detail) {
      ctx.addIssue({ code: 'custom', path: ['detail'], message: C.REPORT_DETAIL_REQUIRED });
    }
  });
export type ReportBody = z.input<typeof reportBodySchema>;
export type ReportBodyInput = z.output<typeof reportBodySchema>;

/** `POST /api/idea/{id}/report`: once per account per idea. */
export const ideaReportSchema = reportBodySchema;
export type IdeaReport = z.input<typeof ideaReportSchema>;
export type IdeaReportInput = z.output<typeof ideaReportSchema>;
export const ideaReportReplySchema = envelope(z.object({ id: z.string() }));

/** `POST /api/idea/{id}/share`: where it was shared, e.g. 'copy' or 'native'. */
export const ideaShareSchema = z.object({ channel: z.string().trim().min(1).max(40).optional() });
export const ideaShareReplySchema = envelope(z.object({ shareCount: z.number().int() }));

/** Reply of deleting an idea. */
export const ideaDeleteReplySchema = envelope(z.object({ id: z.string() }));
