import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@ideamatch/shared/api/account';
import { call } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/**
 * `POST /api/account/admin-invitation/accept`: the signed-in holder of the invited address accepts
 * the mailed invitation; the token proves the mailbox.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(accountApi.acceptAdminInvitation, { body: { token } }),
    // The profile now carries the staff role and a verified address.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.profiles() }),
  });
}
