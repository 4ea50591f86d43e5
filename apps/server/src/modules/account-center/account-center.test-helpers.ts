import type { InjectOptions } from 'fastify';
import type { NewAccount } from '../../db/schema/index';
import type { TestApp } from '../../test/build-app';
import { buildAccountWithPassword } from '../../test/factories';
import { encryptFor, randomIp } from '../auth/auth.test-helpers';
import { createSession } from '../auth/session.service';

/** The password of every person made by {@link personWithPassword}. */
export const PASSWORD = 'secret1-ok';

/** A request from its own address, so per-address rate limits never add up across tests. */
export const callApi = (t: TestApp, options: InjectOptions) => t.app.inject({ remoteAddress: randomIp(), ...options });

/** A person who can confirm with PASSWORD, with a live session. */
export async function personWithPassword(t: TestApp, overrides: Partial<NewAccount> = {}) {
  const account = await buildAccountWithPassword(t.app.db, PASSWORD, overrides);
  const { token } = await createSession(t.app.db, { accountId: account.id });
  return { account, token, headers: { authorization: `Bearer ${token}` } };
}

/** `DELETE /api/account`, confirmed with the password as the web sends it (encrypted). */
export const deleteAccount = async (t: TestApp, headers: Record<string, string>) =>
  callApi(t, {
    method: 'DELETE',
    url: '/api/account',
    headers,
    payload: { password: await encryptFor(t.app, PASSWORD) },
  });
