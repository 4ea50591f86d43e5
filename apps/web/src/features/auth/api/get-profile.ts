import type { Profile } from '@ideamatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { clearAccessToken } from '../../../lib/auth-token';
import { authKeys } from './auth-keys';

/** Which profile endpoint a page reads: dashboard pages need a staff profile. */
export type ProfileScope = 'member' | 'dashboard';

const PROFILE_PATH: Record<ProfileScope, string> = {
  member: '/api/account/profile',
  dashboard: '/api/dashboard/account/profile',
};

/** The signed-in account's profile. A 401 means the token is dead, so it is dropped. */
export async function getProfile(scope: ProfileScope, signal?: AbortSignal): Promise<Profile> {
  try {
    return await api.get<Profile>(PROFILE_PATH[scope], undefined, { signal });
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
