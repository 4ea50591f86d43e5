import type { UpsertSubAccounts } from '@ideamatch/shared';
import { accountApi } from '@ideamatch/shared/api/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
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
 * Saves the edited list: sub-accounts no longer listed are removed (`DELETE
 * /api/account/sub-accounts/{id}`), then the rest is upserted in one call
 * (`POST /api/account/upsert-all-as-sub-accounts`); newly picked avatars are uploaded first, into
 * the main account's folder. A list with a new sub-account carries `reauth`, the proof that it is
 * the owner; when the server refuses it, a second try does not remove again what the first removed.
 */
export function useSaveSubAccounts(ownerId: string) {
  const queryClient = useQueryClient();
  const removed = useRef(new Set<string>());
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
      for (const id of removedIds) {
        if (removed.current.has(id)) continue;
        await call(accountApi.removeSubAccount, { params: { id } });
        removed.current.add(id);
      }
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
      if (!reauth) return call(accountApi.saveSubAccounts, { body });
      return sendWithProof(reauth, (proof) => call(accountApi.saveSubAccounts, { body: { ...body, ...proof } }));
    },
    onSuccess: () => {
      removed.current.clear();
      void queryClient.invalidateQueries({ queryKey: authKeys.subAccountLists() });
    },
  });
}
