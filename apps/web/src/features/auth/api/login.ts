import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type LoginInput = {
  /** Username or email. */
  username: string;
  password: string;
  isDashboard: boolean;
};
export type LoginReply = { accessToken: string };

/** `POST /api/authentication/login`; the caller stores `accessToken`. */
export const login = (input: LoginInput): Promise<LoginReply> =>
  api.post<LoginReply>('/api/authentication/login', input, { token: null });

export const useLogin = () => useMutation({ mutationFn: login });
