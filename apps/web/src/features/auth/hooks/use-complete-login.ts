import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setAccessToken } from '../../../lib/auth-token';
import { authKeys } from '../api/auth-keys';

type LocationState = { from?: unknown } | null;

/** Navigation state that opens the welcome dialog on the first page after registering. */
export type WelcomeState = { welcome: true };

/**
 * A same-site path to return to, never another origin or an auth page, but for an admin
 * invitation's link (`/register?invite=`), where a person signs in to accept it.
 */
function safeReturnPath(from: unknown): string | null {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  if (from.startsWith('/register?invite=')) return from;
  return /^\/(login|register|forgot-password|reset-password)\b/.test(from) ? null : from;
}

/**
 * Stores a fresh session token and leaves the auth pages: back to the page that asked for a login,
 * else the dashboard (its first page the admin may use) or home.
 */
export function useCompleteLogin(): (
  accessToken: string,
  isDashboard: boolean,
  options?: { isWelcome?: boolean },
) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const from = safeReturnPath((location.state as LocationState)?.from);
  return useCallback(
    (accessToken, isDashboard, options) => {
      queryClient.removeQueries({ queryKey: authKeys.profiles() });
      setAccessToken(accessToken);
      const state: WelcomeState | undefined = options?.isWelcome ? { welcome: true } : undefined;
      navigate(from ?? (isDashboard ? '/dashboard' : '/'), { replace: true, state });
    },
    [from, navigate, queryClient],
  );
}
