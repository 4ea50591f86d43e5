import { useMutation } from '@tanstack/react-query';
import { accountApi } from '@ideamatch/shared/api/account';
import { call } from '../../../lib/api-client';

/** `POST /api/account/forgot-password`: mails a reset link (answers OK for any address). */
export const forgotPassword = (input: { email: string }) =>
  call(accountApi.forgotPassword, { body: input, token: null });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
