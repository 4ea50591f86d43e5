import { AccountRole, PERMISSIONS, type Permission } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import type { Account, NewAccount } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { staffAccountRepository as repo } from './staff-account.repository';

/*
 * Main accounts as staff management sees them (this module's admin screens and the dashboard's user
 * management): permissions, and the locks a role or deactivation change takes. Who may act on whom:
 * staff.policy.ts.
 */

/** Permissions an account holds: all for a SuperAdmin, the granted ones for an Admin, none otherwise. */
export const effectivePermissions = (account: Pick<Account, 'role'>, granted: Permission[]): Permission[] =>
  account.role === AccountRole.SuperAdmin ? [...PERMISSIONS] : account.role === AccountRole.Admin ? granted : [];

/** A main account or 404. */
export async function requireMainAccount(db: Database, id: string): Promise<Account> {
  const account = await repo.findMain(db, id);
  if (!account) throw new AppError('NOT_FOUND');
  return account;
}

/** Permissions granted to each of these accounts (not the SuperAdmin's implied ones: `effectivePermissions`). */
export const permissionsOf = (db: Database, accountIds: string[]) => repo.permissionsOf(db, accountIds);

/** Row-locks an account for the rest of the transaction (role and deactivation changes). */
export const lockAccount = (tx: Database, id: string) => repo.lock(tx, id);

/**
 * Active SuperAdmins, locked in id order; take this lock before the target's own (`lockAccount`),
 * so two SuperAdmins acting on each other wait instead of deadlocking.
 */
export const lockActiveSuperAdmins = (tx: Database) => repo.lockActiveSuperAdmins(tx);

/** Writes these fields of a main account (and its `updatedAt`); the row after, or null. */
export const updateMainAccount = (tx: Database, id: string, values: Partial<NewAccount>) => repo.update(tx, id, values);
