import { accountApi } from '@ideamatch/shared/api/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/** `GET /api/account/sub-accounts`; a failure is only logged, never shown. */
export async function getSubAccounts(signal?: AbortSignal) {
  try {
    return await call(accountApi.subAccounts, { signal });
  } catch (error) {
    console.error('Failed to load sub-accounts:', error);
    throw error;
  }
}

export const subAccountsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: authKeys.subAccounts(token),
    queryFn: ({ signal }) => getSubAccounts(signal),
    enabled: Boolean(token),
    retry: false,
    staleTime: 30_000,
  });

export const useSubAccountsQuery = (token: string | null) => useQuery(subAccountsQueryOptions(token));
