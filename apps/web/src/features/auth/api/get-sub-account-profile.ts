import type { PublicProfile } from '@ideamatch/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The persona a sub-account session acts as (`GET /api/account/{id}`, one of the few calls such a
 * session may make); the session's own profile is the main account's.
 */
export function useSubAccountProfile(subAccountId: string | null) {
  return useQuery({
    queryKey: ['account', subAccountId],
    queryFn: ({ signal }) =>
      api.get<PublicProfile>(`/api/account/${encodeURIComponent(subAccountId ?? '')}`, undefined, { signal }),
    enabled: Boolean(subAccountId),
    staleTime: 60_000,
  });
}
