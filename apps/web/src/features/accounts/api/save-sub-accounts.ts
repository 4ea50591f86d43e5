import type { UpsertSubAccounts } from '@ideamatch/shared';
import { accountApi } from '@ideamatch/shared/api/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { uploadFiles } from '../../../lib/upload-files';
import { authKeys } from '../../auth/api/auth-keys';
import { type ReauthInput, sendWithProof } from '../../settings/api/reauth';

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
 * Saves the edited list in one call (`POST /api/account/upsert-all-as-sub-accounts`): the
 * sub-accounts no longer listed go in `removeIds`, the rest is upserted; newly picked avatars are
 * uploaded first, into the main account's folder. A list with a new sub-account carries `reauth`,
 * the proof that it is the owner; the server passes over an id it already removed, so a second try
 * after a refused proof is safe.
 */
export function useSaveSubAccounts(ownerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      drafts,
      removedIds,
      reauth,
    }: {
      drafts: SubAccountDraft[];
      removedIds: string[];
      reauth: ReauthInput | null;
    }) => {
      const picked = drafts.filter((draft) => draft.avatar);
      const keys = picked.length
        ? await uploadFiles({ files: picked.map((draft) => draft.avatar!), modulePath: `account/${ownerId}` })
        : [];
      const body: UpsertSubAccounts = {
        ...(removedIds.length ? { removeIds: removedIds } : {}),
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
      if (!reauth) return call(accountApi.saveSubAccounts, { body });
      return sendWithProof(reauth, (proof) => call(accountApi.saveSubAccounts, { body: { ...body, ...proof } }));
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: authKeys.subAccountLists() });
    },
  });
}
