import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { uniqueViolationOf } from '../../db/unique-violation';
import { isEmailTaken } from '../auth/account-identity.service';
import type { ClientInfo } from '../auth/client-info';
import { hashToken } from '../auth/session.service';
import { type NoticeContext, type NoticeRecipient, sendSecurityNotice } from '../account-center/security-notice';
import { unsubscribeHeaders } from '../account-center/unsubscribe-link';
import type { Mailer } from '../mail/mail.service';
import { verifyEmailMail } from '../mail/mail.templates';
import { countReviewsOfVerifiedAccount } from '../reviews/review.service';
import { emailVerificationRepository } from './email-verification.repository';
import { withReturnPath } from '@ideamatch/shared/return-path';

/** A mailed verification link works for 24 hours, once. */
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60_000;
/** 32 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const invalidToken = () => new AppError('EMAIL_VERIFY_TOKEN_INVALID');

/**
 * Mails a single-use link that proves the account's owner reads mail at its address. Only the
 * token's SHA-256 is stored. Does nothing for an address that is already verified.
 */
export async function sendVerificationMail(
  db: Database,
  mailer: Mailer,
  { accountId, publicUrl, returnTo }: { accountId: string; publicUrl: string; returnTo?: string },
  now = new Date(),
): Promise<{ alreadyVerified: boolean }> {
  const account = await emailVerificationRepository.findMainAccount(db, accountId);
  if (!account?.email) throw new AppError('EMAIL_VERIFY_NO_EMAIL');
  if (account.isDeactivated) throw new AppError('ACCOUNT_DEACTIVATED');
  if (account.emailVerifiedAt) return { alreadyVerified: true };

  const token = randomBytes(32).toString('base64url');
  await emailVerificationRepository.insertToken(db, {
    accountId: account.id,
    email: account.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + VERIFY_TOKEN_TTL_MS),
  });
  // The page the person registered from, when it is one of this site's: the link leads back to it.
  const link = withReturnPath(`${publicUrl}/verify-email?token=${encodeURIComponent(token)}`, returnTo);
  const content = verifyEmailMail({ language: account.language, name: account.firstName || account.username, link });
  const headers = await unsubscribeHeaders(db, publicUrl, account.id);
  mailer.queue({ ...content, to: account.email, kind: 'email-verification', language: account.language, headers });
  return { alreadyVerified: false };
}

/**
 * Opens a mailed link: the token is used up and, in one transaction, the account's address marked
 * verified and its reviews counted toward ratings (`verify`), or the address it was mailed to made the account's, verified (`change`; the
 * previous address is then told). A used `verify` link whose address is still the account's and
 * verified answers `alreadyVerified` instead of an error. Unknown, used and expired tokens are refused, and so are a
 * `verify` link for an address the account no longer has and a `change` to an address another
 * account took meanwhile.
 */
export async function verifyEmail(
  ctx: NoticeContext,
  token: string,
  client: ClientInfo,
  now = new Date(),
): Promise<{ email: string; alreadyVerified: boolean }> {
  const { db } = ctx;
  if (!TOKEN_PATTERN.test(token)) throw invalidToken();
  let opened: { email: string; previous: NoticeRecipient | null; alreadyVerified: boolean };
  try {
    opened = await db.transaction(async (tx) => {
      const redeemed = await emailVerificationRepository.redeem(tx, hashToken(token), now);
      if (!redeemed) {
        // A link opened twice (or after a newer one) for the address the account has, verified: done already.
        const spentFor = await emailVerificationRepository.findSpentVerification(tx, hashToken(token));
        if (spentFor) return { email: spentFor, previous: null, alreadyVerified: true };
        throw invalidToken();
      }
      let previous: NoticeRecipient | null = null;
      let email: string | undefined;
      if (redeemed.kind === 'change') {
        previous = (await emailVerificationRepository.findMainAccount(tx, redeemed.accountId)) ?? null;
        if (!previous || (await isEmailTaken(tx, redeemed.email))) throw invalidToken();
        email = await emailVerificationRepository.changeEmail(tx, redeemed.accountId, redeemed.email, now);
      } else {
        email = await emailVerificationRepository.markVerified(tx, redeemed.accountId, redeemed.email, now);
      }
      if (!email) throw invalidToken();
      await emailVerificationRepository.retireTokensOf(tx, redeemed.accountId, now);
      // The address is proven: reviews written before start counting toward ratings.
      await countReviewsOfVerifiedAccount(tx, redeemed.accountId);
      return { email, previous, alreadyVerified: false };
    });
  } catch (error) {
    // Another account took the address between the check and the change.
    if (uniqueViolationOf(error) !== null) throw invalidToken();
    throw error;
  }
  const { email, previous, alreadyVerified } = opened;
  if (previous) {
    await sendSecurityNotice(ctx, { account: previous, change: 'email-changed', client, detail: { email }, at: now });
  }
  return { email, alreadyVerified };
}

/** The address the account asked to change to and has not confirmed yet, or null. */
export async function pendingEmailChangeOf(db: Database, accountId: string, now = new Date()): Promise<string | null> {
  return (await emailVerificationRepository.findPendingChange(db, accountId, now))?.email ?? null;
}

/**
 * Records a change of address waiting for the link mailed to `email`: the account's earlier
 * unconfirmed changes end, so only the newest link works. Run it in the caller's transaction.
 */
export async function recordEmailChange(
  db: Database,
  change: { accountId: string; email: string; tokenHash: string },
  now: Date,
): Promise<void> {
  await emailVerificationRepository.retireChangesOf(db, change.accountId, now);
  await emailVerificationRepository.insertToken(db, {
    ...change,
    kind: 'change',
    expiresAt: new Date(now.getTime() + VERIFY_TOKEN_TTL_MS),
  });
}
