import type { PublicProfile } from '@ideamatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

export const getAccount = (id: string, signal?: AbortSignal): Promise<PublicProfile> =>
  api.get<PublicProfile>(`/api/account/${encodeURIComponent(id)}`, undefined, { signal });

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
