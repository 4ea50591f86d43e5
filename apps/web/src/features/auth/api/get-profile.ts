import { accountApi } from '@ideamatch/shared/api/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, isApiError } from '../../../lib/api-client';
import { clearAccessToken } from '../../../lib/auth-token';
import { authKeys } from './auth-keys';

/** Which profile endpoint a page reads: dashboard pages need a staff profile. */
export type ProfileScope = 'member' | 'dashboard';

/** The signed-in account's profile. A 401 means the token is dead, so it is dropped. */
export async function getProfile(scope: ProfileScope, signal?: AbortSignal) {
  try {
    return await call(scope === 'dashboard' ? accountApi.staffProfile : accountApi.profile, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) clearAccessToken();
    throw error;
  }
}

export const profileQueryOptions = (scope: ProfileScope, token: string | null) =>
  queryOptions({
    queryKey: authKeys.profile(scope, token),
    queryFn: ({ signal }) => getProfile(scope, signal),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });

export function useProfileQuery(scope: ProfileScope, token: string | null) {
  return useQuery(profileQueryOptions(scope, token));
}

/**
 * The member profile a given token signs in as, whatever the browser's session is (a token handed
 * over in an address, before the person chooses it); a refusal leaves the session alone. Cached
 * under the same key as that token's session profile.
 */
export const profileOfTokenQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: authKeys.profile('member', token),
    queryFn: ({ signal }) => call(accountApi.profile, { token, signal }),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    retry: false,
  });
