import { randomBytes } from 'node:crypto';
import { LIMITS, type ResetPasswordBody } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import type { Throttle } from '../../lib/throttle';
import { isWeakPassword, weakPassword } from '../../lib/password-policy';
import { endAccountSessions, hashToken, type SessionContext } from '../auth/session.service';
import { readEncryptedPassword } from '../auth/password-transport.service';
import { securityOf } from '../account-center/account-security.service';
import { type NoticeContext, sendSecurityNotice } from '../account-center/security-notice';
import { accountSignInKey } from '../auth/login.service';
import { SIGN_IN_LIMITS } from '../auth/sign-in-limits';
import { unsubscribeHeaders } from '../account-center/unsubscribe-link';
import type { ClientInfo } from '../auth/client-info';
import type { Mailer } from '../mail/mail.service';
import { passwordResetMail } from '../mail/mail.templates';
import { passwordResetRepository } from './password-reset.repository';
import { countReviewsOfVerifiedAccount } from '../reviews/review.service';

/** A mailed link works for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
/** 32 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Mails a single-use reset link to an active main account with that email. Answers the same way
 * whether or not the account exists: the token is made either way and the mail is sent in the
 * background, so neither the reply nor its timing tells who has an account. Requests are limited per
 * email, existing or not (SIGN_IN_LIMITS.resetsPerEmail).
 */
export async function requestPasswordReset(
  db: Database,
  { mailer, throttle }: { mailer: Mailer; throttle: Throttle },
  { email, publicUrl }: { email: string; publicUrl: string },
  now = new Date(),
): Promise<void> {
  const charge = { rule: SIGN_IN_LIMITS.resetsPerEmail, key: email.trim().toLowerCase() };
  await throttle.run([charge], () => mailResetLink(db, mailer, { email, publicUrl }, now));
}

async function mailResetLink(
  db: Database,
  mailer: Mailer,
  { email, publicUrl }: { email: string; publicUrl: string },
  now: Date,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const account = await passwordResetRepository.findMainAccountByEmail(db, email);
  if (!account?.email || account.isDeactivated) return;

  await passwordResetRepository.insertToken(db, {
    accountId: account.id,
    tokenHash,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const content = passwordResetMail({ language: account.language, name: account.firstName || account.username, link });
  const headers = await unsubscribeHeaders(db, publicUrl, account.id);
  mailer.queue({ ...content, to: account.email, kind: 'password-reset', language: account.language, headers });
}

const invalidToken = () => new AppError('RESET_TOKEN_INVALID');

/**
 * Sets a new password from a mailed token: checks the token, then the two encrypted passwords;
 * then, in one transaction, stores the hash and uses up the token; then ends every session of the
 * account, on every node, lifts the account's limit on failed sign-ins (someone guessing may have
 * spent it; the owner has just proved the mailbox) and tells the owner. Two-factor sign-in stays as
 * it was: the reset proves the mailbox, not the second factor.
 */
export async function resetPassword(
  ctx: SessionContext & NoticeContext & { throttle: Throttle },
  { token, body, client }: { token: string; body: ResetPasswordBody; client: ClientInfo },
  now = new Date(),
): Promise<void> {
  const { db } = ctx;
  if (!TOKEN_PATTERN.test(token)) throw invalidToken();
  const tokenHash = hashToken(token);
  if (!(await passwordResetRepository.findRedeemable(db, tokenHash, now))) throw invalidToken();

  const password = await readEncryptedPassword(db, body.password, now);
  // One ciphertext sent in both fields is one password, not a replay (as at registration).
  const confirmPassword =
    body.confirmPassword === body.password ? password : await readEncryptedPassword(db, body.confirmPassword, now);
  if (password !== confirmPassword) throw fieldError('confirmPassword', 'PASSWORD_DID_NOT_MATCH');
  if (password.length < LIMITS.passwordMinLength) throw fieldError('password', 'PASSWORD_TOO_SHORT');
  if (isWeakPassword(password)) throw weakPassword();

  const passwordHash = await hashPassword(password);
  const accountId = await db.transaction(async (tx) => {
    // Redeemed here again, atomically, so two requests racing with one token cannot both succeed.
    const accountId = await passwordResetRepository.redeem(tx, tokenHash, now);
    if (!accountId) throw invalidToken();
    await passwordResetRepository.retireTokensOf(tx, accountId, now);
    await passwordResetRepository.setPasswordHash(tx, accountId, passwordHash);
    // The mailed link proved the address: reviews written before it start counting.
    await countReviewsOfVerifiedAccount(tx, accountId);
    return accountId;
  });
  await endAccountSessions(ctx, accountId);
  await ctx.throttle.reset(SIGN_IN_LIMITS.failedPerAccount, accountSignInKey(accountId));
  const account = await securityOf(db, accountId);
  if (account) {
    const detail = { isTwoFactorOn: Boolean(account.twoFactorEnabledAt) };
    await sendSecurityNotice(ctx, { account, change: 'password-was-reset', client, detail, at: now });
  }
}
