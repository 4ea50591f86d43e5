import { useSyncExternalStore } from 'react';
import { getAccessToken, setAccessToken } from './auth-token';
import { takeAccessTokenParam } from './url-params';

/**
 * A session token handed over in an address (`?accessToken=`, which any page accepts) never replaces
 * a different session already in this browser without the person choosing
 * (docs/design.md#authentication-and-sessions): with no session, or the same token, it is adopted at
 * once; otherwise it waits here, in memory only, until the person picks an account
 * (`AccessTokenHandover`). A reload forgets it, keeping the session the browser had.
 */
let pending: string | null = null;
const listeners = new Set<() => void>();
const notify = (): void => listeners.forEach((listener) => listener());

/** Adopts a handed-over token, or holds it for the person to choose when another session is here. */
export function offerAccessToken(token: string): void {
  if (!token) return;
  const current = getAccessToken();
  if (!current || current === token) {
    setAccessToken(token);
    return;
  }
  pending = token;
  notify();
}

/** Takes the token the person chose (`accept`), or forgets it and keeps the session they had. */
export function settlePendingAccessToken(accept: boolean): void {
  if (accept && pending) setAccessToken(pending);
  pending = null;
  notify();
}

/**
 * Removes `accessToken` from the page's address at once (other parameters, hash and history state
 * kept), before anything renders or is recorded, and offers the token.
 */
export function takeAccessTokenFromAddress(): void {
  const found = takeAccessTokenParam(window.location.search);
  if (!found) return;
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${found.rest}${hash}`);
  offerAccessToken(found.token);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The handed-over token waiting for the person's choice, if any; re-renders when it changes. */
export function usePendingAccessToken(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
}
