import type { Profile } from '@ideamatch/shared';
import { useLocation } from 'react-router';
import { hasErrorCode, isApiError } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-client';
import { useAccessToken } from '../../../lib/auth-token';
import { useProfileQuery } from '../api/get-profile';
import type { ProfileScope } from '../api/get-profile';

export type Session = {
  token: string | null;
  scope: ProfileScope;
  /** Loaded profile of the signed-in account (null while loading, logged out or failed). */
  profile: Profile | null;
  /** A token is present and the server has not refused it. */
  isLoggedIn: boolean;
  isLoading: boolean;
  /** The server refused the session (401) or this page's role (403). */
  isRejected: boolean;
  error: ApiError | null;
  /** Acting as a sub-account: only chat is available. */
  isSubAccount: boolean;
  refetch: () => void;
};

/** Dashboard pages read the staff profile; every other page the member profile. */
export function scopeOfPath(pathname: string): ProfileScope {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/') ? 'dashboard' : 'member';
}

/** The session of the current page: token cookie plus the profile it loads. */
export function useSession(): Session {
  const token = useAccessToken();
  const scope = scopeOfPath(useLocation().pathname);
  const query = useProfileQuery(scope, token);
  const error = token && isApiError(query.error) ? query.error : null;
  // The access check refused the token: it has ended (UNAUTHORIZED) or may not read this scope (FORBIDDEN).
  const isRejected = hasErrorCode(error, 'UNAUTHORIZED', 'FORBIDDEN');
  const profile = token ? (query.data ?? null) : null;
  return {
    token,
    scope,
    profile,
    isLoggedIn: Boolean(token) && !isRejected,
    isLoading: Boolean(token) && query.isPending,
    isRejected,
    error,
    isSubAccount: Boolean(profile?.subAccountInfo),
    refetch: () => void query.refetch(),
  };
}
