import type { InjectOptions } from 'fastify';
import { AccountRole, type Permission } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import type { TestApp } from '../../test/build-app';
import { buildAccount, buildSignedIn } from '../../test/factories';
import { createSession } from '../auth/session.service';
import { randomIp } from '../auth/auth.test-helpers';

/** A request from its own address, so per-address rate limits never add up across tests. */
export const call = (t: TestApp, options: InjectOptions) => t.app.inject({ remoteAddress: randomIp(), ...options });

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
