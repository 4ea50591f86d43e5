import { z } from 'zod';
import { isValidEmail, VALIDATION_MESSAGES } from '../validation.js';
import { codesOf, envelope } from './common.js';

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

/**
 * Confirming it is you (docs/design.md#authentication-and-sessions): the wrong proofs an account may
 * send in `windowMs` before changes that need a proof are refused for `lockMs`. Five, as the tries of
 * a sign-in's second step: a person who mistypes gets several tries; a stolen session guessing gets
 * 5 guesses a quarter hour, and the owner is mailed when the limit is reached.
 */
export const REAUTH_LIMITS = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;

/** A fresh Google ID token from Google Identity Services. */
const googleCredential = z.string().min(1).max(10_000);

/**
 * Proof that the person sending a change that could take the account over is its owner, in the same
 * request as the change: the current password (encrypted as at sign-in); with two-factor sign-in on,
 * a code instead (from the app, or a recovery code); for an account without a password, a fresh
 * Google credential of the linked Google identity.
 */
export const reauthProofSchema = z.object({
  password: ciphertext.optional(),
  code: twoFactorCodeSchema.optional(),
  credential: googleCredential.optional(),
});
export type ReauthProof = z.input<typeof reauthProofSchema>;

/**
 * `PATCH /api/account/password`: every password is a ciphertext of the password transport. The
 * current password proves it is you; with two-factor sign-in on a `code` may prove it instead, and an
 * account without a password (Google only) sets its first one with a fresh Google `credential`.
 */
export const changePasswordBodySchema = z.object({
  currentPassword: ciphertext.optional(),
  code: twoFactorCodeSchema.optional(),
  credential: googleCredential.optional(),
  password: ciphertext,
  confirmPassword: ciphertext,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

const C = codesOf(VALIDATION_MESSAGES);

/**
 * `PATCH /api/account/email`: the new address, and proof that it is you. The address changes when
 * the link mailed to it is opened.
 */
export const changeEmailBodySchema = reauthProofSchema.extend({
  email: z.string().trim().max(254, C.EMAIL_INVALID).refine(isValidEmail, C.EMAIL_INVALID),
});
export type ChangeEmailBody = z.input<typeof changeEmailBodySchema>;

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

/**
 * `POST /api/account/two-factor/enable`: `code` from the new secret, and proof that it is you (the
 * password, or a Google credential for an account without one).
 */
export const twoFactorEnableBodySchema = reauthProofSchema.omit({ code: true }).extend({ code: twoFactorCodeSchema });
export type TwoFactorEnableBody = z.input<typeof twoFactorEnableBodySchema>;
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

/** `DELETE /api/account`: proof that it is you. */
export const deleteAccountBodySchema = reauthProofSchema;
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
  /** LINE is connected (the person can sign in with it); optional for older fixtures. */
  hasLine: z.boolean().optional(),
  twoFactor: twoFactorStatusSchema,
  /** A new address waiting for its mailed link to be opened (`PATCH /api/account/email`); optional for older fixtures. */
  pendingEmail: z.string().nullable().optional(),
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
