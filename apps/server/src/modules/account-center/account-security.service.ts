import {
  type AccountPreferences,
  type AccountPreferencesPatch,
  type AccountSecurity,
  type AccountSession,
  type ChangePasswordBody,
  LIMITS,
} from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { isWeakPassword, weakPassword } from '../../lib/password-policy';
import type { ClientInfo } from '../auth/client-info';
import { readEncryptedPassword } from '../auth/password-transport.service';
import { endAccountSessions, endSession, type SessionContext } from '../auth/session.service';
import { pendingEmailChangeOf } from '../accounts/email-verification.service';
import { accountSecurityRepository } from './account-security.repository';
import { preferencesRepository } from './preferences.repository';
import { describeDevice } from './device';
import { confirmIdentity, type ReauthContext } from './reauth.service';
import { sendSecurityNotice } from './security-notice';
import { twoFactorStatus } from './two-factor.service';

/** An address with its host part hidden: the last IPv4 octet, or all but the first three IPv6 groups. */
export function maskIp(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = ip.replace(/^::ffff:/, '');
  if (/^\d+\.\d+\.\d+\.\d+$/.test(v4)) return v4.replace(/\.\d+$/, '.x');
  const groups = ip.split(':').filter(Boolean);
  return `${groups.slice(0, 3).join(':')}:…`;
}

export async function listSessions(db: Database, accountId: string, currentSessionId: string, now = new Date()) {
  const rows = await accountSecurityRepository.listSessions(db, accountId, now);
  return rows.map((row): AccountSession => ({
    id: row.id,
    isCurrent: row.id === currentSessionId,
    device: describeDevice(row.userAgent),
    ipAddress: maskIp(row.ip),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastUsedAt.toISOString(),
  }));
}

/** Ends one of the account's own sessions; another account's session id is a 404. */
export async function endOwnSession(ctx: SessionContext, accountId: string, sessionId: string): Promise<void> {
  if (!(await accountSecurityRepository.isSessionOf(ctx.db, accountId, sessionId))) throw new AppError('NOT_FOUND');
  await endSession(ctx, sessionId);
}

/**
 * Changes the password of a signed-in account: the new one follows the registration rules, then
 * proof that it is you (the current password; or a code with two-factor sign-in on; or Google for
 * an account without a password, which so sets its first one). Every other session ends, its
 * sockets on every node with it, and the owner is mailed.
 */
export async function changePassword(
  ctx: SessionContext & ReauthContext,
  {
    accountId,
    sessionId,
    body,
    client,
  }: { accountId: string; sessionId: string; body: ChangePasswordBody; client: ClientInfo },
  now = new Date(),
) {
  const { db } = ctx;
  const password = await readEncryptedPassword(db, body.password, now);
  const confirmPassword =
    body.confirmPassword === body.password ? password : await readEncryptedPassword(db, body.confirmPassword, now);
  if (password.length < LIMITS.passwordMinLength) throw fieldError('password', 'PASSWORD_TOO_SHORT');
  if (password !== confirmPassword) throw fieldError('confirmPassword', 'PASSWORD_NOT_MATCH');
  if (isWeakPassword(password)) throw weakPassword();

  const account = await confirmIdentity(
    ctx,
    {
      accountId,
      proof: { password: body.currentPassword, code: body.code, credential: body.credential },
      client,
      passwordField: 'currentPassword',
    },
    now,
  );
  const passwordHash = await hashPassword(password);
  await accountSecurityRepository.setPasswordHash(db, accountId, passwordHash);
  // After the write: every other session of the account ends on every node, its sockets with it.
  const ended = await endAccountSessions(ctx, accountId, { except: sessionId });
  await sendSecurityNotice(ctx, { account, change: 'password-changed', client, at: now });
  return { endedSessionIds: ended };
}

export async function getSecurity(db: Database, accountId: string): Promise<AccountSecurity> {
  const account = await accountSecurityRepository.findSecurity(db, accountId);
  if (!account) throw new AppError('UNAUTHORIZED');
  return {
    hasPassword: Boolean(account.passwordHash),
    hasGoogle: Boolean(account.googleSub),
    hasLine: Boolean(account.lineSub),
    twoFactor: await twoFactorStatus(db, accountId),
    pendingEmail: await pendingEmailChangeOf(db, accountId),
  };
}

export async function getPreferences(db: Database, accountId: string): Promise<AccountPreferences> {
  const account = await accountSecurityRepository.findSecurity(db, accountId);
  if (!account) throw new AppError('UNAUTHORIZED');
  return {
    language: account.language === 'EN' ? 'en' : 'th',
    emailOnMessage: account.emailOnMessage,
    emailDigest: account.emailDigest,
    isNewsAndPromotion: account.isNewsAndPromotion,
  };
}

export async function updatePreferences(db: Database, accountId: string, patch: AccountPreferencesPatch) {
  await preferencesRepository.updatePreferences(db, accountId, {
    ...(patch.language ? { language: patch.language === 'en' ? ('EN' as const) : ('TH' as const) } : {}),
    ...(patch.emailOnMessage !== undefined ? { emailOnMessage: patch.emailOnMessage } : {}),
    ...(patch.emailDigest ? { emailDigest: patch.emailDigest } : {}),
    ...(patch.isNewsAndPromotion !== undefined ? { isNewsAndPromotion: patch.isNewsAndPromotion } : {}),
  });
  return getPreferences(db, accountId);
}

/** The account's sign-in and security facts, with what a security notice needs (address, name, language); null when it is gone. */
export const securityOf = (db: Database, accountId: string) => accountSecurityRepository.findSecurity(db, accountId);
