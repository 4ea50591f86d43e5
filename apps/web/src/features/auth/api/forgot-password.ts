import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/account/forgot-password`: mails a reset link (answers OK for any address). */
export const forgotPassword = (input: { email: string }): Promise<unknown> =>
  api.post<unknown>('/api/account/forgot-password', input, { token: null });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
