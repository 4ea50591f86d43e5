import { accountApi } from '@ideamatch/shared/api/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

export const getAccount = (id: string, signal?: AbortSignal) => call(accountApi.get, { params: { id }, signal });

export const accountQueryOptions = (id: string) =>
  queryOptions({
    queryKey: accountKeys.detail(id),
    queryFn: ({ signal }) => getAccount(id, signal),
    staleTime: 60_000,
  });

/** Another member's public profile; disabled while `id` is null. */
export function useAccountQuery(id: string | null) {
  return useQuery({ ...accountQueryOptions(id ?? ''), enabled: Boolean(id) });
}
