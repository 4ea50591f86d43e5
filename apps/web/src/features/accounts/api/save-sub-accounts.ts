import type { UpsertSubAccounts } from '@ideamatch/shared';
import { accountApi } from '@ideamatch/shared/api/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { uploadFiles } from '../../../lib/upload-files';
import { authKeys } from '../../auth/api/auth-keys';

/** One row of the sub-account editor; `id` is absent for a new one, `avatar` holds a newly picked file. */
export type SubAccountDraft = {
  key: string;
  id?: string;
  username: string;
  firstName: string;
  lastName: string;
  avatar: File | null;
};

/**
 * Saves the edited list: sub-accounts no longer listed are removed (`DELETE
 * /api/account/sub-accounts/{id}`), then the rest is upserted in one call
 * (`POST /api/account/upsert-all-as-sub-accounts`); newly picked avatars are uploaded first, into
 * the main account's folder.
 */
export function useSaveSubAccounts(ownerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ drafts, removedIds }: { drafts: SubAccountDraft[]; removedIds: string[] }) => {
      for (const id of removedIds) await call(accountApi.removeSubAccount, { params: { id } });
      const picked = drafts.filter((draft) => draft.avatar);
      const keys = picked.length
        ? await uploadFiles({ files: picked.map((draft) => draft.avatar!), modulePath: `account/${ownerId}` })
        : [];
      const body: UpsertSubAccounts = {
        subAccounts: drafts.map((draft) => {
          const index = picked.indexOf(draft);
          return {
            ...(draft.id ? { id: draft.id } : {}),
            username: draft.username,
            firstName: draft.firstName,
            lastName: draft.lastName,
            ...(index >= 0 ? { profileImage: keys[index] } : {}),
          };
        }),
      };
      return call(accountApi.saveSubAccounts, { body });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: authKeys.subAccountLists() }),
  });
}
