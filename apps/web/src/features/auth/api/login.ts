import { useMutation } from '@tanstack/react-query';
import { authApi } from '@ideamatch/shared/api/auth';
import { call } from '../../../lib/api-client';
import { encryptPasswords, sendWithFreshKey } from './get-public-key';

export type LoginInput = {
  /** Username or email. */
  username: string;
  /** Plain text; encrypted here before it is sent. */
  password: string;
  isDashboard: boolean;
};
/**
 * `POST /api/authentication/login` with the password encrypted: a session token, which the caller
 * stores, or a challenge when the account has two-factor sign-in on.
 */
export const login = ({ password, ...input }: LoginInput) =>
  sendWithFreshKey(async () => {
    const [encrypted] = await encryptPasswords(password);
    return call(authApi.login, { body: { ...input, password: encrypted }, token: null });
  });

export const useLogin = () => useMutation({ mutationFn: login });
