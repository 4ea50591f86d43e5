import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@ideamatch/shared/api/account';
import { call } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/**
 * `POST /api/account/verify-email`: confirms the address from the mailed link. Sent without the
 * session: the token alone proves the mailbox, and a persona session may not call it.
 */
export const verifyEmail = (token: string) => call(accountApi.verifyEmail, { body: { token }, token: null });

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // The banner reads the profile: it disappears once the address is verified.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.profiles() }),
  });
}

/** `POST /api/account/verify-email/resend`: mails a new link to the signed-in person. */
export const resendVerification = () => call(accountApi.resendVerification);

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
