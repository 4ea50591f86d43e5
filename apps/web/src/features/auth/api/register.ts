import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type RegisterInput = {
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
  /** Accepted the privacy policy. */
  isPdpa: boolean;
  /** Accepted the terms of service. */
  isTerm: boolean;
  isNewsAndPromotion: boolean;
};
/** The server may log the new account in at once. */
export type RegisterReply = { accessToken?: string } | null;

/** `POST /api/account/register`. */
export const register = (input: RegisterInput): Promise<RegisterReply> =>
  api.post<RegisterReply>('/api/account/register', input, { token: null });

export const useRegister = () => useMutation({ mutationFn: register });
