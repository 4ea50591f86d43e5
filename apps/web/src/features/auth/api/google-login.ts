import { api } from '../../../lib/api-client';
import type { LoginReply } from './login';

/** `POST /api/authentication/google` with a Google Identity Services ID token. */
export const googleLogin = (credential: string): Promise<LoginReply> =>
  api.post<LoginReply>('/api/authentication/google', { credential }, { token: null });
