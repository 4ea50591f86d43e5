import type { Database } from '../../db/client';
import type { NewAccount } from '../../db/schema/index';
import type { TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { randomIp } from '../auth/auth.test-helpers';

export type Person = Awaited<ReturnType<typeof buildSignedIn>>;

/** A signed-in person; override any column (names, match fields). */
export const buildPerson = (db: Database, overrides: Partial<NewAccount> = {}): Promise<Person> =>
  buildSignedIn(db, overrides);

/** Calls the API as `who` from its own address (rate limits kept in Redis never add up across runs). */
export async function callAs(
  t: TestApp,
  who: Person | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  const reply = await t.app.inject({
    method,
    url,
    remoteAddress: randomIp(),
    headers: who ? who.headers : {},
    ...(payload ? { payload } : {}),
  });
  const body = reply.json();
  return { status: reply.statusCode, body };
}
