import { z } from 'zod';
import { envelope } from './common.js';

/** An encrypted password (base64url), decrypted by the server. */
const ciphertext = z.string().max(1000);

/** Two-factor sign-in: RFC 6238 TOTP, 30-second steps, 6 digits, one step of clock drift allowed. */
export const TWO_FACTOR = {
  digits: 6,
  periodSeconds: 30,
  window: 1,
  recoveryCodeCount: 10,
  challengeTtlMs: 5 * 60_000,
  challengeMaxAttempts: 5,
  issuer: 'IdeaMatch',
} as const;

/** A TOTP code (6 digits) or a recovery code (e.g. `abcd-efgh-ijkl`); spaces are ignored. */
export const twoFactorCodeSchema = z
  .string()
  .max(40)
  .transform((value) => value.replace(/\s+/g, '').toLowerCase());

/** `PATCH /api/account/password`: every value is a ciphertext of the password transport. */
export const changePasswordBodySchema = z.object({
  currentPassword: ciphertext,
  password: ciphertext,
  confirmPassword: ciphertext,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** One signed-in device in `GET /api/account/session`, newest first. */
export const accountSessionSchema = z.object({
  id: z.string(),
  isCurrent: z.boolean(),
  /** A short description read from the User-Agent, e.g. "Chrome on Windows". */
  device: z.string(),
  /** The address with its last part hidden, e.g. `203.0.113.x`. */
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListReplySchema = envelope(z.array(accountSessionSchema));

export const twoFactorStatusSchema = z.object({ isEnabled: z.boolean(), recoveryCodesLeft: z.number().int() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export const twoFactorStatusReplySchema = envelope(twoFactorStatusSchema);

export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
export const twoFactorSetupReplySchema = envelope(twoFactorSetupSchema);

export const twoFactorCodeBodySchema = z.object({ code: twoFactorCodeSchema });
export type TwoFactorCodeBody = z.infer<typeof twoFactorCodeBodySchema>;
export const twoFactorEnableReplySchema = envelope(z.object({ recoveryCodes: z.array(z.string()) }));

/** `POST /api/authentication/two-factor`: the second step of a sign-in. */
export const twoFactorLoginBodySchema = z.object({
  challengeToken: z.string().min(1).max(200),
  code: twoFactorCodeSchema,
});
export type TwoFactorLoginBody = z.infer<typeof twoFactorLoginBodySchema>;

/** A login reply: a session token, or a challenge when the account has two-factor sign-in on. */
export const loginReplyDataSchema = z.union([
  z.object({ accessToken: z.string() }),
  z.object({ twoFactorRequired: z.literal(true), challengeToken: z.string() }),
]);
export type LoginReplyData = z.infer<typeof loginReplyDataSchema>;
export const loginReplySchema = envelope(loginReplyDataSchema);

/** `DELETE /api/account`: an encrypted password, or for a Google-only account a fresh Google credential. */
export const deleteAccountBodySchema = z.object({
  password: ciphertext.optional(),
  credential: z.string().min(1).max(10_000).optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const EMAIL_DIGESTS = ['off', 'daily', 'weekly'] as const;
export type EmailDigest = (typeof EMAIL_DIGESTS)[number];

/** `GET`/`PATCH /api/account/preferences`. */
export const accountPreferencesSchema = z.object({
  language: z.enum(['th', 'en']),
  emailOnMessage: z.boolean(),
  emailDigest: z.enum(EMAIL_DIGESTS),
  isNewsAndPromotion: z.boolean(),
});
export type AccountPreferences = z.infer<typeof accountPreferencesSchema>;
export const accountPreferencesPatchSchema = accountPreferencesSchema.partial();
export type AccountPreferencesPatch = z.infer<typeof accountPreferencesPatchSchema>;
export const accountPreferencesReplySchema = envelope(accountPreferencesSchema);

/** What `GET /api/account/security` tells the settings page: how the person signs in. */
export const accountSecuritySchema = z.object({
  hasPassword: z.boolean(),
  hasGoogle: z.boolean(),
  twoFactor: twoFactorStatusSchema,
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;
export const accountSecurityReplySchema = envelope(accountSecuritySchema);

/**
 * Which mail an unsubscribe link turns off. `all` is the link of account and security mail (which
 * cannot be turned off, since it guards the account): it turns off every optional mail at once.
 */
export const UNSUBSCRIBE_KINDS = ['message', 'digest', 'news', 'all'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(500) });

/**
 * What an unsubscribe link stops, read before the person confirms: one kind of mail, or
 * (`invitation`) the admin invitation mailed to them, which confirming declines.
 */
export const UNSUBSCRIBE_TARGETS = [...UNSUBSCRIBE_KINDS, 'invitation'] as const;
export type UnsubscribeTarget = (typeof UNSUBSCRIBE_TARGETS)[number];
export const unsubscribeLinkSchema = z.object({ target: z.enum(UNSUBSCRIBE_TARGETS) });
export const unsubscribeLinkReplySchema = envelope(unsubscribeLinkSchema);
