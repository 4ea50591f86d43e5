import { randomBytes } from 'node:crypto';
import { Secret } from 'otpauth';
import { TWO_FACTOR, type TwoFactorEnableBody, type TwoFactorSetup, type TwoFactorStatus } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import type { ClientInfo } from '../auth/client-info';
import { failedWith, type Throttle } from '../../lib/throttle';
import { createSession, hashToken } from '../auth/session.service';
import { SIGN_IN_LIMITS } from '../auth/sign-in-limits';
import { accountSecurityRepository } from './account-security.repository';
import { twoFactorRepository } from './two-factor.repository';
import { confirmIdentity, type ReauthContext } from './reauth.service';
import { acceptSecondFactor, acceptTotp, hashRecoveryCode, newRecoveryCodes, totpFor } from './second-factor';
import { sendSecurityNotice } from './security-notice';

/**
 * A second factor (a TOTP or recovery code) the person must show to go on, else
 * TWO_FACTOR_CODE_INVALID: wrong codes are limited per account (SIGN_IN_LIMITS.secondFactorPerAccount),
 * so guesses spread over many challenges, sessions or routes run out. Every check of a code goes through it.
 */
export async function requireSecondFactor(
  db: Database,
  throttle: Throttle,
  { accountId, secret, code, now }: { accountId: string; secret: string; code: string; now: Date },
): Promise<void> {
  const charge = {
    rule: SIGN_IN_LIMITS.secondFactorPerAccount,
    key: `account:${accountId}`,
    counts: failedWith('TWO_FACTOR_CODE_INVALID'),
  };
  await throttle.run([charge], async () => {
    if (!(await acceptSecondFactor(db, accountId, secret, code, now))) throw new AppError('TWO_FACTOR_CODE_INVALID');
  });
}

export async function twoFactorStatus(db: Database, accountId: string): Promise<TwoFactorStatus> {
  const account = await accountSecurityRepository.findSecurity(db, accountId);
  const isEnabled = Boolean(account?.twoFactorEnabledAt);
  return { isEnabled, recoveryCodesLeft: isEnabled ? await twoFactorRepository.recoveryCodesLeft(db, accountId) : 0 };
}

/** Starts setup: a new secret, kept pending until a code from it turns two-factor on. */
export async function setupTwoFactor(db: Database, box: SecretBox, accountId: string): Promise<TwoFactorSetup> {
  const account = await accountSecurityRepository.findSecurity(db, accountId);
  if (!account) throw new AppError('UNAUTHORIZED');
  if (account.twoFactorEnabledAt) throw new AppError('TWO_FACTOR_STATE_INVALID');
  const secret = new Secret({ size: 20 }).base32;
  await twoFactorRepository.setPendingSecret(db, accountId, box.seal(secret));
  return { secret, otpauthUrl: totpFor(secret, account.email ?? account.username).toString() };
}

/**
 * Turns two-factor on: proof that it is you (the password, or Google for an account without one),
 * then a code from the pending secret; mails the owner. Returns the recovery codes, shown once.
 */
export async function enableTwoFactor(
  ctx: ReauthContext,
  { accountId, body, client }: { accountId: string; body: TwoFactorEnableBody; client: ClientInfo },
  now = new Date(),
) {
  const { db, secretBox } = ctx;
  const pending = await accountSecurityRepository.findSecurity(db, accountId);
  if (!pending?.twoFactorSecret || pending.twoFactorEnabledAt) throw new AppError('TWO_FACTOR_STATE_INVALID');
  const account = await confirmIdentity(
    ctx,
    { accountId, proof: { password: body.password, credential: body.credential }, client },
    now,
  );
  if (!(await acceptTotp(db, accountId, secretBox.open(pending.twoFactorSecret), body.code, now))) {
    throw new AppError('TWO_FACTOR_CODE_INVALID');
  }
  const recoveryCodes = newRecoveryCodes();
  await db.transaction((tx) => twoFactorRepository.enable(tx, accountId, recoveryCodes.map(hashRecoveryCode), now));
  await sendSecurityNotice(ctx, { account, change: 'two-factor-on', client, at: now });
  return { recoveryCodes };
}

/**
 * Turns two-factor off; a code from the app or a recovery code proves the person still holds the
 * factor (the password alone does not). Mails the owner.
 */
export async function disableTwoFactor(
  ctx: ReauthContext,
  { accountId, code, client }: { accountId: string; code: string; client: ClientInfo },
  now = new Date(),
) {
  const current = await accountSecurityRepository.findSecurity(ctx.db, accountId);
  if (!current?.twoFactorSecret || !current.twoFactorEnabledAt) throw new AppError('TWO_FACTOR_STATE_INVALID');
  const account = await confirmIdentity(ctx, { accountId, proof: { code }, client }, now);
  await ctx.db.transaction((tx) => twoFactorRepository.disable(tx, accountId));
  await sendSecurityNotice(ctx, { account, change: 'two-factor-off', client, at: now });
}

/** After a correct password (or Google credential): the token the second step must bring back. */
export async function createTwoFactorChallenge(
  db: Database,
  accountId: string,
  client: { userAgent: string | null; ip: string | null },
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await twoFactorRepository.insertChallenge(db, {
    tokenHash: hashToken(token),
    accountId,
    expiresAt: new Date(now.getTime() + TWO_FACTOR.challengeTtlMs),
    ...client,
  });
  return token;
}

/**
 * The second step of a sign-in: a live challenge (5 minutes, 5 tries) and a code of the account
 * (wrong codes limited per account); opens the session with the device of the first step.
 */
export async function completeTwoFactorLogin(
  db: Database,
  box: SecretBox,
  throttle: Throttle,
  { challengeToken, code }: { challengeToken: string; code: string },
  now = new Date(),
): Promise<string> {
  const challenge = await twoFactorRepository.tryChallenge(
    db,
    hashToken(challengeToken),
    now,
    TWO_FACTOR.challengeMaxAttempts,
  );
  if (!challenge) throw new AppError('TWO_FACTOR_CHALLENGE_INVALID');
  const account = await accountSecurityRepository.findSecurity(db, challenge.accountId);
  if (!account || account.deletedAt) throw new AppError('TWO_FACTOR_CHALLENGE_INVALID');
  if (account.isDeactivated) throw new AppError('ACCOUNT_DEACTIVATED');
  if (!account.twoFactorSecret || !account.twoFactorEnabledAt) throw new AppError('TWO_FACTOR_CHALLENGE_INVALID');
  await requireSecondFactor(db, throttle, {
    accountId: account.id,
    secret: box.open(account.twoFactorSecret),
    code,
    now,
  });
  await twoFactorRepository.deleteChallenge(db, challenge.id);
  const { token } = await createSession(db, {
    accountId: account.id,
    userAgent: challenge.userAgent,
    ip: challenge.ip,
  });
  await accountSecurityRepository.touchLastActive(db, account.id, now);
  return token;
}

/** Encrypts every TOTP secret still stored in plain text (from before encryption at rest); returns how many. */
export async function sealPlainTwoFactorSecrets(db: Database, box: SecretBox): Promise<number> {
  const rows = await twoFactorRepository.listTwoFactorSecrets(db);
  let sealed = 0;
  for (const row of rows) {
    if (box.isSealed(row.secret)) continue;
    if (await twoFactorRepository.replaceSecret(db, row.id, row.secret, box.seal(row.secret))) sealed += 1;
  }
  return sealed;
}
