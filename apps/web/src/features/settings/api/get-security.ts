import type { AccountSecurity } from '@ideamatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

/** `GET /api/account/security`: whether two-factor is on and how many recovery codes are left. */
export const getSecurity = (signal?: AbortSignal) =>
  api.get<AccountSecurity>('/api/account/security', undefined, { signal });

export const securityQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.security(), queryFn: ({ signal }) => getSecurity(signal) });

export const useSecurity = () => useQuery(securityQueryOptions());
