import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { encryptPasswords, sendWithFreshKey } from './get-public-key';

export type ResetPasswordInput = { token: string; password: string; confirmPassword: string };

/** `POST /api/account/reset-password?token=…` with the new password and its confirmation, encrypted. */
export const resetPassword = ({ token, password, confirmPassword }: ResetPasswordInput): Promise<unknown> =>
  sendWithFreshKey(async () => {
    const [encryptedPassword, encryptedConfirm] = await encryptPasswords(password, confirmPassword);
    return apiFetch<unknown>('/api/account/reset-password', {
      method: 'POST',
      query: { token },
      body: { password: encryptedPassword, confirmPassword: encryptedConfirm },
      token: null,
    });
  });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
