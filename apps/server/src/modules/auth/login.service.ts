import { randomBytes } from 'node:crypto';
import { isStaffRole, type LoginBody, type LoginReplyData } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { authRepository, type LoginAccount } from './auth.repository';
import { readEncryptedPassword } from './password-transport.service';
import { createTwoFactorChallenge } from '../account-center/two-factor.service';
import type { ClientInfo } from './client-info';
import { createSession } from './session.service';

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

/**
 * Password login by username or email. Every credential failure is the same 401 so it does not
 * reveal which accounts exist; deactivation and dashboard refusal come only after a correct password.
 */
export async function loginWithPassword(db: Database, body: LoginBody, client: ClientInfo): Promise<LoginReplyData> {
  const password = await readEncryptedPassword(db, body.password);
  const identifier = body.username.trim();
  const account = identifier ? await authRepository.findByUsernameOrEmail(db, identifier) : undefined;
  const usable = account && account.passwordHash && !account.ownerAccountId ? account : null;
  const matches = await verifyPassword(usable?.passwordHash ?? (await getDummyHash()), password);
  if (!usable || !matches) throw new AppError('INVALID_CREDENTIALS');
  if (usable.isDeactivated) throw new AppError('ACCOUNT_DEACTIVATED');
  if (body.isDashboard && !isStaffRole(usable.role)) throw new AppError('NO_PERMISSION');
  return startSignIn(db, usable, client);
}
