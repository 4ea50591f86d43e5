import type { GoogleLoginBody } from '@ideamatch/shared';
import { api } from '../../../lib/api-client';
import type { LoginReply } from './login';

export type GoogleLoginReply = LoginReply & { isNewAccount?: boolean };
export type GoogleConsent = Omit<GoogleLoginBody, 'credential'>;

/**
 * `POST /api/authentication/google` with a Google Identity Services ID token; a first sign-in also
 * carries the consents the person gave (without them the server answers `CONSENT_REQUIRED`).
 */
export const googleLogin = (credential: string, consent: GoogleConsent = {}): Promise<GoogleLoginReply> =>
  api.post<GoogleLoginReply>('/api/authentication/google', { credential, ...consent }, { token: null });
