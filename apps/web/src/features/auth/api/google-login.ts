import type { GoogleLoginBody } from '@ideamatch/shared';
import { authApi } from '@ideamatch/shared/api/auth';
import { call } from '../../../lib/api-client';

export type GoogleConsent = Omit<GoogleLoginBody, 'credential'>;

/**
 * `POST /api/authentication/google` with a Google Identity Services ID token; a first sign-in also
 * carries the consents the person gave (without them the server answers `CONSENT_REQUIRED`).
 */
export const googleLogin = (credential: string, consent: GoogleConsent = {}) =>
  call(authApi.google, { body: { credential, ...consent }, token: null });
