import { fieldDetail, REAUTH_LIMITS } from '@ideamatch/shared';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import type { SecretBox } from '../../lib/secret-box';
import type { ClientInfo } from '../auth/client-info';
import type { GoogleVerifier } from '../auth/google.service';
import { readEncryptedPassword } from '../auth/password-transport.service';
import { accountSecurityRepository } from './account-security.repository';
import { reauthRepository } from './reauth.repository';
import { type NoticeContext, sendSecurityNotice } from './security-notice';
import { acceptSecondFactor } from './second-factor';

/** What confirming it is you needs: the database, the mailer (for the notice of a lock), the TOTP secrets' box and Google's verifier. */
export type ReauthContext = NoticeContext & { secretBox: SecretBox; verifyGoogle: GoogleVerifier | null };

/** The proof a request carries (each field is optional; which one counts depends on the account). */
export type ReauthInput = { password?: string; code?: string; credential?: string };

/**
 * Confirms that whoever sends a change that could take the account over is its owner, not only the
 * holder of a session (docs/design.md#authentication-and-sessions). The proof, in the same request:
 * the current password; with two-factor sign-in on, a code from the app or a recovery code instead;
 * for an account without a password, a fresh Google credential of its Google identity. A missing
 * proof is REAUTH_REQUIRED; a wrong one its own refusal, counted: after `REAUTH_LIMITS.maxFailures`
 * within the window every proof is refused for `lockMs` (429) and the owner is mailed. Nothing is
 * changed by a refusal. Returns the account as it was before the change.
 */
export async function confirmIdentity(
  ctx: ReauthContext,
  {
    accountId,
    proof,
    client,
    passwordField = 'password',
  }: { accountId: string; proof: ReauthInput; client: ClientInfo; passwordField?: string },
  now = new Date(),
) {
  const { db } = ctx;
  const account = await accountSecurityRepository.findSecurity(db, accountId);
  if (!account || account.deletedAt) throw new AppError('UNAUTHORIZED');
  const lockedUntil = await reauthRepository.lockedUntil(db, accountId, now);
  if (lockedUntil) throw tooManyAttempts(lockedUntil, now);

  const hasTwoFactor = Boolean(account.twoFactorEnabledAt && account.twoFactorSecret);
  let isConfirmed: boolean;
  let refusal: AppError;
  if (proof.password && account.passwordHash) {
    // An unreadable ciphertext (stale key, replay) is the transport's refusal, not a wrong guess.
    const password = await readEncryptedPassword(db, proof.password, now);
    isConfirmed = await verifyPassword(account.passwordHash, password);
    refusal = new AppError('CURRENT_PASSWORD_WRONG', {
      details: [fieldDetail(passwordField, 'CURRENT_PASSWORD_WRONG')],
    });
  } else if (proof.code && hasTwoFactor) {
    isConfirmed = await acceptSecondFactor(
      db,
      accountId,
      ctx.secretBox.open(account.twoFactorSecret!),
      proof.code,
      now,
    );
    refusal = new AppError('TWO_FACTOR_CODE_INVALID');
  } else if (proof.credential && !account.passwordHash && account.googleSub && ctx.verifyGoogle) {
    const claims = await ctx.verifyGoogle(proof.credential).catch(() => null);
    isConfirmed = claims?.sub === account.googleSub;
    refusal = new AppError('GOOGLE_REAUTH_FAILED');
  } else {
    throw new AppError('REAUTH_REQUIRED');
  }

  if (!isConfirmed) {
    const counted = await reauthRepository.recordFailure(db, accountId, now, REAUTH_LIMITS);
    if (counted.failedCount === REAUTH_LIMITS.maxFailures) {
      await sendSecurityNotice(ctx, { account, change: 'reauth-locked', client, at: now });
    }
    throw refusal;
  }
  await reauthRepository.clear(db, accountId);
  return account;
}

const tooManyAttempts = (lockedUntil: Date, now: Date) =>
  new AppError('REAUTH_TOO_MANY_ATTEMPTS', {
    retryAfterSeconds: Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000)),
  });
