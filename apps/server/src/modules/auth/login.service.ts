import { randomBytes } from 'node:crypto';
import { isStaffRole, type LoginBody, type LoginReplyData } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addressKey } from '../../lib/client-address';
import { hashPassword, verifyPassword } from '../../lib/password';
import { failedWith, type Throttle, type ThrottleCharge } from '../../lib/throttle';
import { authRepository, type LoginAccount } from './auth.repository';
import { readEncryptedPassword } from './password-transport.service';
import { createTwoFactorChallenge } from '../account-center/two-factor.service';
import type { ClientInfo } from './client-info';
import { createSession } from './session.service';
import { SIGN_IN_LIMITS } from './sign-in-limits';

export type { ClientInfo } from './client-info';

/** Verified against when no account matches, so a miss costs the same time as a wrong password. */
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** Opens a session for an account that passed its check and records the activity. */
export async function startSession(
  db: Database,
  account: Pick<LoginAccount, 'id' | 'isDeactivated'>,
  client: ClientInfo,
): Promise<string> {
  if (account.isDeactivated) throw new AppError('ACCOUNT_DEACTIVATED');
  const { token } = await createSession(db, { accountId: account.id, ...client });
  await authRepository.touchLastActive(db, account.id, new Date());
  return token;
}

/**
 * Signs in an account that passed its first check: a session, or, with two-factor sign-in on, a
 * challenge the second step must answer with a code.
 */
export async function startSignIn(
  db: Database,
  account: Pick<LoginAccount, 'id' | 'isDeactivated' | 'twoFactorEnabledAt'>,
  client: ClientInfo,
): Promise<LoginReplyData> {
  if (account.isDeactivated) throw new AppError('ACCOUNT_DEACTIVATED');
  if (account.twoFactorEnabledAt) {
    return { twoFactorRequired: true, challengeToken: await createTwoFactorChallenge(db, account.id, client) };
  }
  return { accessToken: await startSession(db, account, client) };
}

/** The key an account's failed sign-ins count under (SIGN_IN_LIMITS.failedPerAccount). */
export const accountSignInKey = (accountId: string): string => `account:${accountId}`;

/** What a failed sign-in is counted under: its client address, and the account (or identifier) tried. */
export const failedSignInCharges = (client: ClientInfo, accountKey: string | null): ThrottleCharge[] => {
  const counts = failedWith('INVALID_CREDENTIALS');
  return [
    ...(client.ip ? [{ rule: SIGN_IN_LIMITS.failedPerAddress, key: addressKey(client.ip), counts }] : []),
    ...(accountKey ? [{ rule: SIGN_IN_LIMITS.failedPerAccount, key: accountKey, counts }] : []),
  ];
};

/**
 * Password login by username or email. Every credential failure is the same 401 so it does not
 * reveal which accounts exist; deactivation and dashboard refusal come only after a correct password.
 * Failures are limited per client address and per account (SIGN_IN_LIMITS); past a limit the
 * password is not even checked.
 */
export async function loginWithPassword(
  db: Database,
  throttle: Throttle,
  body: LoginBody,
  client: ClientInfo,
): Promise<LoginReplyData> {
  const identifier = body.username.trim();
  const account = identifier ? await authRepository.findByUsernameOrEmail(db, identifier) : undefined;
  // An unknown username or email counts under itself, exactly as an account would.
  const accountKey = account ? accountSignInKey(account.id) : identifier ? `name:${identifier.toLowerCase()}` : null;
  return throttle.run(failedSignInCharges(client, accountKey), async () => {
    const password = await readEncryptedPassword(db, body.password);
    const usable = account && account.passwordHash && !account.ownerAccountId ? account : null;
    const matches = await verifyPassword(usable?.passwordHash ?? (await getDummyHash()), password);
    if (!usable || !matches) throw new AppError('INVALID_CREDENTIALS');
    if (usable.isDeactivated) throw new AppError('ACCOUNT_DEACTIVATED');
    if (body.isDashboard && !isStaffRole(usable.role)) throw new AppError('NO_PERMISSION');
    return startSignIn(db, usable, client);
  });
}
