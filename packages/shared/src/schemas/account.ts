import { z } from 'zod';
import { ACCOUNT_ROLES, LANGUAGES, PERMISSIONS } from '../constants.js';
import { isValidUsername, normalizeUsername, VALIDATION_MESSAGES } from '../validation.js';
import { reauthProofSchema } from './account-center.js';
import { codesOf, COMMON_FIELD_CODES, envelope, personSummarySchema } from './common.js';
import { matchProfileSchema, matchProfileUpdateSchema } from './partner.js';

export const achievementSchema = z.object({ name: z.string() });

/** The signed-in person's own profile (`GET /api/account/profile`). */
export const profileSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  /** False while the email address has not been confirmed through the mailed link; optional for older fixtures. */
  isEmailVerified: z.boolean().optional(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  miniBio: z.string().nullable(),
  bio: z.string().nullable(),
  profileImage: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  backgroundImage: z.string().nullable(),
  backgroundImageUrl: z.string().nullable(),
  achievements: z.array(achievementSchema),
  role: z.union(ACCOUNT_ROLES.map((r) => z.literal(r))),
  /** Permissions the account holds; a SuperAdmin holds all of them. */
  permissions: z.array(z.enum(PERMISSIONS)),
  isNewsAndPromotion: z.boolean(),
  /** Interface language saved on the account; optional so older clients' fixtures still parse. */
  language: z.enum(LANGUAGES).optional(),
  joinedAt: z.string(),
  /** Present in a sub-account session: the persona being acted as. */
  subAccountInfo: z.object({ id: z.string(), username: z.string(), firstName: z.string().nullable() }).nullable(),
  ...matchProfileSchema.shape,
});
export type Profile = z.infer<typeof profileSchema>;
export const profileReplySchema = envelope(profileSchema);

/** Profile limits and their messages, shared by the profile form and the server. */
export const PROFILE_LIMITS = { nameMax: 50, miniBioMax: 160, bioMax: 2000, achievementsMax: 20, achievementMax: 100 };
/** How many sub-accounts one main account may have. */
export const SUB_ACCOUNTS_MAX = 20;

/** Field error codes of the profile and sub-account forms. */
export const PROFILE_MESSAGES = {
  FIRST_NAME_TOO_LONG: `First name must be at most ${PROFILE_LIMITS.nameMax} characters`,
  MIDDLE_NAME_TOO_LONG: `Middle name must be at most ${PROFILE_LIMITS.nameMax} characters`,
  LAST_NAME_TOO_LONG: `Last name must be at most ${PROFILE_LIMITS.nameMax} characters`,
  FIRST_NAME_REQUIRED: 'First name cannot be empty',
  MINI_BIO_TOO_LONG: `Mini bio must be at most ${PROFILE_LIMITS.miniBioMax} characters`,
  BIO_TOO_LONG: `Bio must be at most ${PROFILE_LIMITS.bioMax} characters`,
  PROFILE_ACHIEVEMENT_EMPTY: 'Achievement cannot be empty',
  PROFILE_ACHIEVEMENT_TOO_LONG: `Achievement must be at most ${PROFILE_LIMITS.achievementMax} characters`,
  PROFILE_ACHIEVEMENTS_TOO_MANY: `At most ${PROFILE_LIMITS.achievementsMax} achievements`,
  /** A setting only the main account has (consents, language), sent for a sub-account. */
  MAIN_ACCOUNT_SETTING: 'This setting belongs to the main account.',
  SUB_ACCOUNT_LISTED_TWICE: 'This sub-account is listed twice.',
  SUB_ACCOUNTS_TOO_MANY: `At most ${SUB_ACCOUNTS_MAX} sub-accounts`,
} as const;
const C = { ...codesOf(PROFILE_MESSAGES), ...codesOf(VALIDATION_MESSAGES), ...COMMON_FIELD_CODES };

/** What anyone may see of an account (`GET /api/account/{id}`): never email, consents or permissions. */
export const publicProfileSchema = personSummarySchema.extend({
  miniBio: z.string().nullable(),
  bio: z.string().nullable(),
  backgroundImageUrl: z.string().nullable(),
  achievements: z.array(achievementSchema),
  joinedAt: z.string(),
  ...matchProfileSchema.shape,
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export const publicProfileReplySchema = envelope(publicProfileSchema);

/** A text field that may be cleared: trimmed, and an empty value is stored as null. */
const clearableText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .transform((value) => (value ? value : null));

/**
 * A storage key from `POST /api/storage/upload` under `account/…` (never an idea's image, which
 * replacing the profile image would then delete); null removes the image.
 */
const imageKey = z.string().trim().max(300).startsWith('account/', C.IMAGE_KEY_INVALID).nullable();

/**
 * `PATCH /api/account/{id}`: only the fields sent change. Consents and language
 * apply to the own main account only.
 */
export const profileUpdateSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, C.FIRST_NAME_REQUIRED)
    .max(PROFILE_LIMITS.nameMax, C.FIRST_NAME_TOO_LONG)
    .optional(),
  middleName: clearableText(PROFILE_LIMITS.nameMax, C.MIDDLE_NAME_TOO_LONG).optional(),
  lastName: clearableText(PROFILE_LIMITS.nameMax, C.LAST_NAME_TOO_LONG).optional(),
  miniBio: clearableText(PROFILE_LIMITS.miniBioMax, C.MINI_BIO_TOO_LONG).optional(),
  bio: clearableText(PROFILE_LIMITS.bioMax, C.BIO_TOO_LONG).optional(),
  profileImage: imageKey.optional(),
  backgroundImage: imageKey.optional(),
  achievements: z
    .array(
      z.object({
        name: z
          .string()
          .trim()
          .min(1, C.PROFILE_ACHIEVEMENT_EMPTY)
          .max(PROFILE_LIMITS.achievementMax, C.PROFILE_ACHIEVEMENT_TOO_LONG),
      }),
    )
    .max(PROFILE_LIMITS.achievementsMax, C.PROFILE_ACHIEVEMENTS_TOO_MANY)
    .optional(),
  /** Keys of the caller's uploads to delete (images removed in the form). */
  toDeleteAttachments: z.array(z.string().trim().min(1).max(300)).max(20).optional(),
  isNewsAndPromotion: z.boolean().optional(),
  language: z.enum(LANGUAGES).optional(),
  ...matchProfileUpdateSchema.shape,
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
export type ProfileChanges = z.output<typeof profileUpdateSchema>;
/** Editing the own main account answers its full profile; editing a sub-account, its public profile. */
export const profileUpdateReplySchema = envelope(z.union([profileSchema, publicProfileSchema]));

/** A sub-account in the owner's list, with its unread chat count. */
export const subAccountEntrySchema = z.object({
  /** The link's own id. */
  id: z.string(),
  /** The sub-account's account id: what `POST /api/authentication/sub-account/login` takes. */
  subAccountId: z.string(),
  account: publicProfileSchema,
  /** Chats of the sub-account holding messages it has not read. */
  unreadChatCount: z.number().int(),
});
export type SubAccountEntry = z.infer<typeof subAccountEntrySchema>;
export const subAccountListReplySchema = envelope(z.array(subAccountEntrySchema));

/** One sub-account of `POST /api/account/upsert-all-as-sub-accounts`; `id` names an existing one. */
export const subAccountInputSchema = z.object({
  /** The link id or the sub-account id of one the caller owns; absent for a new one. */
  id: z.uuid().optional(),
  username: z.string().transform(normalizeUsername).refine(isValidUsername, C.INCORRECT_INPUT),
  firstName: z.string().trim().min(1, C.FIRST_NAME_REQUIRED).max(PROFILE_LIMITS.nameMax, C.FIRST_NAME_TOO_LONG),
  lastName: clearableText(PROFILE_LIMITS.nameMax, C.LAST_NAME_TOO_LONG).optional(),
  profileImage: imageKey.optional(),
});
export type SubAccountInput = z.output<typeof subAccountInputSchema>;
/**
 * `POST /api/account/upsert-all-as-sub-accounts`. A new persona acts in the owner's name, so a list
 * with a new entry also carries proof that it is the owner (`password`, `code` or `credential`);
 * updating existing ones needs none.
 */
export const upsertSubAccountsSchema = reauthProofSchema.extend({
  subAccounts: z.array(subAccountInputSchema).max(SUB_ACCOUNTS_MAX, C.SUB_ACCOUNTS_TOO_MANY),
  /**
   * Sub-accounts (their account ids) to remove in the same call, before the rest is saved; one that
   * is already gone or is not the caller's is passed over, so a retry removes nothing twice.
   */
  removeIds: z.array(z.uuid()).max(SUB_ACCOUNTS_MAX).optional(),
});
export type UpsertSubAccounts = z.input<typeof upsertSubAccountsSchema>;

/** `POST /api/authentication/sub-account/login`. */
export const subAccountLoginSchema = z.object({ subAccountId: z.uuid() });
export const subAccountLoginReplySchema = envelope(z.object({ accessToken: z.string() }));
/** `DELETE /api/authentication/sub-account/logout`: a fresh main-account token. */
export const subAccountLogoutReplySchema = envelope(z.object({ mainAccountToken: z.string() }));
