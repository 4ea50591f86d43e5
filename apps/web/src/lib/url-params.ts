import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { setAccessToken } from './auth-token';

/** How long the `accessToken` query parameter stays visible before it is removed. */
export const ACCESS_TOKEN_PARAM_TTL_MS = 1000;

/** True when the address carries a `dark` query parameter (`?dark`, `&dark`, `?dark=1`). */
export function hasDarkParam(search: string): boolean {
  return new URLSearchParams(search).has('dark');
}

/**
 * Stores an `accessToken` query parameter as the session cookie. Returns the search string without
 * it (other parameters kept), or null when the address carried no token.
 */
export function consumeAccessTokenParam(search: string): string | null {
  const params = new URLSearchParams(search);
  const token = params.get(TOKEN_COOKIE);
  if (token === null) return null;
  if (token) setAccessToken(token);
  params.delete(TOKEN_COOKIE);
  const rest = params.toString().replace(/=(?=&|$)/g, '');
  return rest ? `?${rest}` : '';
}
