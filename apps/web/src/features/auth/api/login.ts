import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { encryptPasswords, sendWithFreshKey } from './get-public-key';

export type LoginInput = {
  /** Username or email. */
  username: string;
  /** Plain text; encrypted here before it is sent. */
  password: string;
  isDashboard: boolean;
};
/** A session token, or a challenge when the account has two-factor sign-in on. */
export type LoginReply = { accessToken: string } | { twoFactorRequired: true; challengeToken: string };

/** `POST /api/authentication/login` with the password encrypted; the caller stores `accessToken`. */
export const login = ({ password, ...input }: LoginInput): Promise<LoginReply> =>
  sendWithFreshKey(async () => {
    const [encrypted] = await encryptPasswords(password);
    return api.post<LoginReply>('/api/authentication/login', { ...input, password: encrypted }, { token: null });
  });

export const useLogin = () => useMutation({ mutationFn: login });
