import type { AccountRole, DashboardAccount } from '@ideamatch/shared';
import type { Account } from '../../db/schema/index';
import { presentPerson } from '../accounts/person.presenter';

/** An account as a dashboard table row. */
export const presentDashboardAccount = (account: Account): DashboardAccount => ({
  ...presentPerson(account),
  email: account.email,
  role: account.role as AccountRole,
  isDeactivated: account.isDeactivated,
  deactivatedAt: account.deactivatedAt?.toISOString() ?? null,
  joinedAt: account.createdAt.toISOString(),
  lastActiveAt: account.lastActiveAt?.toISOString() ?? null,
});
