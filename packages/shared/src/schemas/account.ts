import { z } from 'zod';
import { ACCOUNT_ROLES, LANGUAGES, PERMISSIONS } from '../constants.js';
import { isValidUsername, normalizeUsername, VALIDATION_MESSAGES } from '../validation.js';
import { envelope, personSummarySchema } from './common.js';
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
export const PROFILE_MESSAGES = {
  firstNameTooLong: `First name must be at most ${PROFILE_LIMITS.nameMax} characters`,
  middleNameTooLong: `Middle name must be at most ${PROFILE_LIMITS.nameMax} characters`,
  lastNameTooLong: `Last name must be at most ${PROFILE_LIMITS.nameMax} characters`,
  firstNameRequired: 'First name cannot be empty',
  miniBioTooLong: `Mini bio must be at most ${PROFILE_LIMITS.miniBioMax} characters`,
  bioTooLong: `Bio must be at most ${PROFILE_LIMITS.bioMax} characters`,
  achievementEmpty: 'Achievement cannot be empty',
  achievementTooLong: `Achievement must be at most ${PROFILE_LIMITS.achievementMax} characters`,
  achievementsTooMany: `At most ${PROFILE_LIMITS.achievementsMax} achievements`,
} as const;

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
const imageKey = z.string().trim().max(300).startsWith('account/', 'Please upload this image again.').nullable();

/**
 * `PATCH /api/account/{id}`: only the fields sent change. Consents and language
 * apply to the own main account only.
 */
export const profileUpdateSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, PROFILE_MESSAGES.firstNameRequired)
    .max(PROFILE_LIMITS.nameMax, PROFILE_MESSAGES.firstNameTooLong)
    .optional(),
  middleName: clearableText(PROFILE_LIMITS.nameMax, PROFILE_MESSAGES.middleNameTooLong).optional(),
  lastName: clearableText(PROFILE_LIMITS.nameMax, PROFILE_MESSAGES.lastNameTooLong).optional(),
  miniBio: clearableText(PROFILE_LIMITS.miniBioMax, PROFILE_MESSAGES.miniBioTooLong).optional(),
  bio: clearableText(PROFILE_LIMITS.bioMax, PROFILE_MESSAGES.bioTooLong).optional(),
  profileImage: imageKey.optional(),
  backgroundImage: imageKey.optional(),
  achievements: z
    .array(
      z.object({
        name: z
          .string()
          .trim()
          .min(1, PROFILE_MESSAGES.achievementEmpty)
          .max(PROFILE_LIMITS.achievementMax, PROFILE_MESSAGES.achievementTooLong),
      }),
    )
    .max(PROFILE_LIMITS.achievementsMax, PROFILE_MESSAGES.achievementsTooMany)
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
  username: z.string().transform(normalizeUsername).refine(isValidUsername, VALIDATION_MESSAGES.incorrectInput),
  firstName: z
    .string()
    .trim()
    .min(1, PROFILE_MESSAGES.firstNameRequired)
    .max(PROFILE_LIMITS.nameMax, PROFILE_MESSAGES.firstNameTooLong),
  lastName: clearableText(PROFILE_LIMITS.nameMax, PROFILE_MESSAGES.lastNameTooLong).optional(),
  profileImage: imageKey.optional(),
});
export type SubAccountInput = z.output<typeof subAccountInputSchema>;
export const SUB_ACCOUNTS_MAX = 20;
export const upsertSubAccountsSchema = z.object({
  subAccounts: z.array(subAccountInputSchema).max(SUB_ACCOUNTS_MAX, `At most ${SUB_ACCOUNTS_MAX} sub-accounts`),
});
export type UpsertSubAccounts = z.input<typeof upsertSubAccountsSchema>;

/** `POST /api/authentication/sub-account/login`. */
export const subAccountLoginSchema = z.object({ subAccountId: z.uuid() });
export const subAccountLoginReplySchema = envelope(z.object({ accessToken: z.string() }));
/** `DELETE /api/authentication/sub-account/logout`: a fresh main-account token. */
export const subAccountLogoutReplySchema = envelope(z.object({ mainAccountToken: z.string() }));
