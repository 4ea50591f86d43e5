import { AccountRole, type Permission } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { buildAccount, buildSignedIn } from '../../test/factories';
import { createSession } from '../auth/session.service';

export const asAdmin = (db: Database, permissions: Permission[], overrides = {}) =>
  buildSignedIn(db, { role: AccountRole.Admin, permissions, ...overrides });
export const asSuperAdmin = (db: Database, overrides = {}) =>
  buildSignedIn(db, { role: AccountRole.SuperAdmin, ...overrides });

/** A main account acting as one of its sub-accounts. */
export async function asSubAccount(db: Database) {
  const main = await buildAccount(db);
  const persona = await buildAccount(db, { ownerAccountId: main.id, email: null });
  const { token } = await createSession(db, { accountId: main.id, subAccountId: persona.id });
  return { headers: { authorization: `Bearer ${token}` } };
}
