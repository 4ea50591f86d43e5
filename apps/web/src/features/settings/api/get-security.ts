import { accountCenterApi } from '@ideamatch/shared/api/account-center';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

/** `GET /api/account/security`: whether two-factor is on and how many recovery codes are left. */
export const getSecurity = (signal?: AbortSignal) => call(accountCenterApi.getSecurity, { signal });

export const securityQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.security(), queryFn: ({ signal }) => getSecurity(signal) });

export const useSecurity = () => useQuery(securityQueryOptions());
