import { z } from 'zod';
import { envelope } from './common.js';

/** RSA public key as a JWK; only the members clients need to import it with WebCrypto. */
export const rsaPublicJwkSchema = z.object({
  kty: z.string(),
  n: z.string(),
  e: z.string(),
  alg: z.string().optional(),
  use: z.string().optional(),
});

/** `GET /api/authentication/public-key`: the key passwords are encrypted with (see password-transport.ts). */
export const passwordPublicKeySchema = z.object({ kid: z.string(), jwk: rsaPublicJwkSchema });
export type PasswordPublicKey = z.infer<typeof passwordPublicKeySchema>;
export const passwordPublicKeyReplySchema = envelope(passwordPublicKeySchema);

/** An encrypted password (base64url); decrypted and checked by the server. */
const ciphertext = z.string().max(1000);

/** `POST /api/authentication/login`: `username` may also be the email. */
export const loginBodySchema = z.object({
  username: z.string().max(254),
  password: ciphertext,
  isDashboard: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Fields are checked by the server so each failure carries its fixed message (see validation.ts). */
export const registerBodySchema = z.object({
  email: z.string().max(1000),
  username: z.string().max(1000),
  /** The name the product greets and shows the person by (optional, so older clients stay valid). */
  firstName: z.string().max(1000).optional(),
  lastName: z.string().max(1000).optional(),
  password: ciphertext,
  confirmPassword: ciphertext,
  isPdpa: z.boolean().optional(),
  isTerm: z.boolean().optional(),
  isNewsAndPromotion: z.boolean().optional(),
  language: z.enum(['TH', 'EN']).optional(),
  /** The token of an admin invitation mail: the new account starts in the invited role. */
  inviteToken: z.string().min(1).max(200).optional(),
  /**
   * The page the person registered from (a path of this site): the verification mail's link leads
   * back to it. Anything but a path of this site is ignored.
   */
  returnTo: z.string().max(1000).optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** `GET /api/account/username-availability`: the username a person would like. */
export const usernameAvailabilityQuerySchema = z.object({ username: z.string().max(1000) });
/**
 * Whether `username` (as it would be stored) is free, and a few free usernames like it to choose
 * from when it is not (or is not a valid username at all).
 */
export const usernameAvailabilitySchema = z.object({
  username: z.string(),
  isAvailable: z.boolean(),
  suggestions: z.array(z.string()),
});
export type UsernameAvailability = z.infer<typeof usernameAvailabilitySchema>;
export const usernameAvailabilityReplySchema = envelope(usernameAvailabilitySchema);

export const accessTokenSchema = z.object({ accessToken: z.string() });
export const accessTokenReplySchema = envelope(accessTokenSchema);

/**
 * `POST /api/authentication/google`: the ID token from Google Identity Services. A first sign-in
 * creates the account only with the terms and PDPA consents given (else `CONSENT_REQUIRED`).
 */
export const googleLoginBodySchema = z.object({
  credential: z.string().min(1).max(10_000),
  isTerm: z.boolean().optional(),
  isPdpa: z.boolean().optional(),
  isNewsAndPromotion: z.boolean().optional(),
});
export type GoogleLoginBody = z.infer<typeof googleLoginBodySchema>;

/** `GET /api/authentication/line/start`: the page (a path of this site) to come back to. */
export const lineStartQuerySchema = z.object({ returnTo: z.string().max(1000).optional() });
/** `GET /api/authentication/line/callback`: what LINE sends back (a code, or an error). */
export const lineCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});
/**
 * `POST /api/authentication/line/complete`: a first LINE sign-in creates the account once the terms
 * and PDPA consents are given; `lineToken` is what the callback handed the sign-in page.
 */
export const lineCompleteBodySchema = z.object({
  lineToken: z.string().min(1).max(4000),
  isTerm: z.boolean().optional(),
  isPdpa: z.boolean().optional(),
  isNewsAndPromotion: z.boolean().optional(),
});
export type LineCompleteBody = z.infer<typeof lineCompleteBodySchema>;
/** `POST /api/authentication/line/link`: links the LINE account the token names to the signed-in account. */
export const lineLinkBodySchema = z.object({ lineToken: z.string().min(1).max(4000) });
/**
 * `POST /api/authentication/line/connect`: a signed-in person connects LINE from their settings;
 * the reply names LINE's consent page, where the browser goes next (with the flow's cookie set).
 */
export const lineConnectBodySchema = z.object({ returnTo: z.string().max(1000).optional() });
export const lineConnectReplySchema = envelope(z.object({ location: z.string() }));
/** A Google sign-in: a session token, or a two-factor challenge when the account has it on. */
export const googleLoginReplySchema = envelope(
  z.union([
    z.object({ accessToken: z.string(), isNewAccount: z.boolean() }),
    z.object({ twoFactorRequired: z.literal(true), challengeToken: z.string(), isNewAccount: z.boolean() }),
  ]),
);
