import { randomBytes } from 'node:crypto';
import type { ChangeEmailBody } from '@ideamatch/shared';
import { fieldError } from '../../lib/app-error';
import { recordEmailChange } from '../accounts/email-verification.service';
import { isEmailTaken } from '../auth/account-identity.service';
import type { ClientInfo } from '../auth/client-info';
import { hashToken } from '../auth/session.service';
import { changeEmailMail } from '../mail/mail.templates';
import { accountSecurityRepository } from './account-security.repository';
import { confirmIdentity, type ReauthContext } from './reauth.service';
import { sendSecurityNotice } from './security-notice';
import { unsubscribeHeaders } from './unsubscribe-link';

/**
 * Starts changing the account's email address, with proof that it is you: a single-use link is
 * mailed to the new address, which becomes the account's (verified) when the link is opened
 * (`verifyEmail`), so nobody can give an account an address they do not read. The address on file
 * is told at once. A newer request replaces an older one.
 */
export async function requestEmailChange(
  ctx: ReauthContext,
  { accountId, body, client }: { accountId: string; body: ChangeEmailBody; client: ClientInfo },
  now = new Date(),
): Promise<void> {
  const { db, mailer, publicUrl } = ctx;
  const email = body.email.trim();
  const current = await accountSecurityRepository.findSecurity(db, accountId);
  if (current?.email?.toLowerCase() === email.toLowerCase()) throw fieldError('email', 'EMAIL_UNCHANGED');
  // Proof first: only the owner learns whether an address already has an account.
  const account = await confirmIdentity(ctx, { accountId, proof: body, client }, now);
  if (await isEmailTaken(db, email)) throw fieldError('email', 'EMAIL_TAKEN');

  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await recordEmailChange(tx, { accountId, email, tokenHash: hashToken(token) }, now);
  });
  const link = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  const content = changeEmailMail({ language: account.language, name: account.firstName || account.username, link });
  mailer.queue({
    ...content,
    to: email,
    kind: 'email-change',
    language: account.language,
    headers: await unsubscribeHeaders(db, publicUrl, accountId),
  });
  await sendSecurityNotice(ctx, { account, change: 'email-change-requested', client, detail: { email }, at: now });
}
