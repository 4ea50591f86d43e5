import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SessionInfo } from '../auth/session.service';
import { accountRepository } from './account.repository';
import { presentProfile } from './account.presenter';

/** The profile of the session's main account, naming the sub-account in a sub-account session. */
export async function getOwnProfile(db: Database, session: SessionInfo) {
  const account = await accountRepository.findById(db, session.accountId);
  if (!account) throw new AppError('UNAUTHORIZED');
  const subAccount = session.subAccountId
    ? ((await accountRepository.findById(db, session.subAccountId)) ?? null)
    : null;
  return presentProfile(account, { permissions: session.permissions, subAccount });
}
