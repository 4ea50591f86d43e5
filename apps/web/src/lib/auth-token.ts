import { LIMITS, TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { useSyncExternalStore } from 'react';
import { getCookie, removeCookie, setCookie } from './cookies';
import { clearDrafts } from './drafts';

/**
 * The session token lives in the `accessToken` cookie. Cookies do not notify
 * anyone when they change, so every write goes through here and wakes the subscribed components.
 */
const listeners = new Set<() => void>();
const notify = (): void => listeners.forEach((listener) => listener());

export function getAccessToken(): string | null {
  return getCookie(TOKEN_COOKIE) || null;
}

/** Stores the session token for 30 days. */
export function setAccessToken(token: string): void {
  setCookie(TOKEN_COOKIE, token, { days: LIMITS.sessionTtlDays });
  notify();
}

/** Ends the session on this device: the token goes, and with it every draft the app kept. */
export function clearAccessToken(): void {
  removeCookie(TOKEN_COOKIE);
  clearDrafts();
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current session token; re-renders when it is set or cleared. */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribe, getAccessToken, () => null);
}
