import { useMutation } from '@tanstack/react-query';
import { accountApi } from '@ideamatch/shared/api/account';
import { call } from '../../../lib/api-client';
import { encryptPasswords, sendWithFreshKey } from './get-public-key';

export type ResetPasswordInput = { token: string; password: string; confirmPassword: string };

/** `POST /api/account/reset-password?token=…` with the new password and its confirmation, encrypted. */
export const resetPassword = ({ token, password, confirmPassword }: ResetPasswordInput) =>
  sendWithFreshKey(async () => {
    const [encryptedPassword, encryptedConfirm] = await encryptPasswords(password, confirmPassword);
    return call(accountApi.resetPassword, {
      query: { token },
      body: { password: encryptedPassword, confirmPassword: encryptedConfirm },
      token: null,
    });
  });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
