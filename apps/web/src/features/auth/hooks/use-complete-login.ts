import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { setAccessToken } from '../../../lib/auth-token';
import { authKeys } from '../api/auth-keys';
import { useReturnPath } from '../../../lib/use-return-path';

/** Navigation state that opens the welcome dialog on the first page after registering. */
export type WelcomeState = { welcome: true };

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
  const from = useReturnPath();
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
