import { TOKEN_COOKIE } from '@ideamatch/shared/constants';

/** True when the address carries a `dark` query parameter (`?dark`, `&dark`, `?dark=1`). */
export function hasDarkParam(search: string): boolean {
  return new URLSearchParams(search).has('dark');
}

/**
 * The `accessToken` query parameter of a search string and the search string without it (other
 * parameters kept); null when there is none. An empty token is `''`, to be dropped.
 */
export function takeAccessTokenParam(search: string): { token: string; rest: string } | null {
  const params = new URLSearchParams(search);
  const token = params.get(TOKEN_COOKIE);
  if (token === null) return null;
  params.delete(TOKEN_COOKIE);
  const rest = params.toString().replace(/=(?=&|$)/g, '');
  return { token, rest: rest ? `?${rest}` : '' };
}
