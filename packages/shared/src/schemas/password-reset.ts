import { z } from 'zod';
import { VALIDATION_MESSAGES, isValidEmail } from '../validation.js';
import { codesOf, envelope } from './common.js';

const C = codesOf(VALIDATION_MESSAGES);

/** `POST /api/account/forgot-password` body: the account's email. */
export const forgotPasswordBodySchema = z.object({
  email: z.string({ error: C.EMAIL_INVALID }).trim().refine(isValidEmail, { error: C.EMAIL_INVALID }),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** `POST /api/account/reset-password?token=…` query: the token from the mailed link. */
export const resetPasswordQuerySchema = z.object({
  token: z.string({ error: 'This reset link is invalid or has expired. Please request a new one.' }).max(200),
});
export type ResetPasswordQuery = z.infer<typeof resetPasswordQuerySchema>;

/** An encrypted password (base64url), decrypted by the server (see password-transport.ts). */
const ciphertext = z.string({ error: C.INCORRECT_INPUT }).max(1000);

/** Reset body: both values are ciphertexts of the password transport. */
export const resetPasswordBodySchema = z.object({ password: ciphertext, confirmPassword: ciphertext });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** `POST /api/account/verify-email` body: the token from the mailed verification link. */
export const verifyEmailBodySchema = z.object({
  token: z.string({ error: 'This verification link is invalid or has expired. Please request a new one.' }).max(200),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;
/** What `POST /api/account/verify-email` confirmed: the address now verified. */
/** `alreadyVerified`: the link had been used before and the address is confirmed (opening it again is fine). */
export const verifyEmailReplySchema = envelope(z.object({ email: z.string(), alreadyVerified: z.boolean() }));

/** Dev outbox reader (`GET /api/dashboard/dev-outbox`): the caller's own mail, only without SMTP_URL. */
export const devOutboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type DevOutboxMail = z.infer<typeof devOutboxMailSchema>;
export const devOutboxReplySchema = envelope(z.array(devOutboxMailSchema));
