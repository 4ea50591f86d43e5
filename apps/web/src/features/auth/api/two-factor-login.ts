import { useSyncExternalStore } from 'react';
import { authApi } from '@ideamatch/shared/api/auth';
import { call } from '../../../lib/api-client';

/** `POST /api/authentication/two-factor`: the second step of a sign-in with two-factor on. */
export const twoFactorLogin = (challengeToken: string, code: string) =>
  call(authApi.twoFactor, { body: { challengeToken, code }, token: null });

/**
 * The challenge of a sign-in waiting for its code; password and Google sign-in both set it, and the
 * login form then asks for the code.
 */
let pendingChallenge: string | null = null;
const listeners = new Set<() => void>();

export function setPendingChallenge(token: string | null): void {
  pendingChallenge = token;
  for (const listener of listeners) listener();
}

export function usePendingChallenge(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pendingChallenge,
    () => null,
  );
}
