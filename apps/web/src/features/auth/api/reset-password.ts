import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type ResetPasswordInput = { token: string; password: string; confirmPassword: string };

/** `POST /api/account/reset-password?token=…` with the new password and its confirmation. */
export const resetPassword = ({ token, ...body }: ResetPasswordInput): Promise<unknown> =>
  apiFetch<unknown>('/api/account/reset-password', {
    method: 'POST',
    query: { token },
    body,
    token: null,
  });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
