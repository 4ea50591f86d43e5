import type { NewAccount } from '../../db/schema/index';
import type { TestApp } from '../../test/build-app';
import { buildAccountWithPassword } from '../../test/factories';
import { accountCenterApi } from '@ideamatch/shared/api/account-center';
import { api } from '../../test/api-client';
import { encryptFor } from '../auth/auth.test-helpers';
import { createSession } from '../auth/session.service';

/** The password of every person made by {@link personWithPassword}. */
export const PASSWORD = 'secret1-ok';

/** A person who can confirm with PASSWORD, with a live session. */
export async function personWithPassword(t: TestApp, overrides: Partial<NewAccount> = {}) {
  const account = await buildAccountWithPassword(t.app.db, PASSWORD, overrides);
  const { token } = await createSession(t.app.db, { accountId: account.id });
  return { account, token, headers: { authorization: `Bearer ${token}` } };
}

/** `DELETE /api/account`, confirmed with the password as the web sends it (encrypted); the inject reply. */
export const deleteAccount = async (t: TestApp, headers: Record<string, string>) =>
  (
    await api(t)
      .as({ headers })
      .call(accountCenterApi.delete, { body: { password: await encryptFor(t.app, PASSWORD) } })
  ).raw;
