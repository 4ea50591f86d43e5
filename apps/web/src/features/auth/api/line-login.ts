import { authApi } from '@ideamatch/shared/api/auth';
import { call } from '../../../lib/api-client';
import type { GoogleConsent } from './google-login';

/** Where the "Sign in with LINE" button leads: the server's start, which sends the browser to LINE. */
export function lineStartHref(returnTo: string | null): string {
  return returnTo
    ? `${authApi.lineStart.path}?${new URLSearchParams({ returnTo }).toString()}`
    : authApi.lineStart.path;
}

/** `POST /api/authentication/line/complete`: a first LINE sign-in with the consents the person gave. */
export const lineComplete = (lineToken: string, consent: GoogleConsent) =>
  call(authApi.lineComplete, { body: { lineToken, ...consent }, token: null });

/** `POST /api/authentication/line/link`: connects LINE to the account just signed in to (`accessToken`). */
export const lineLink = (lineToken: string, accessToken: string) =>
  call(authApi.lineLink, { body: { lineToken }, token: accessToken });
