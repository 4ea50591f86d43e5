import type { AccountPreferencesPatch } from '@ideamatch/shared';
import { accountCenterApi } from '@ideamatch/shared/api/account-center';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, toApiErrorCode } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/auth-token';
import { encryptPasswords } from '../../auth/api/get-public-key';
import { type ReauthInput, sendWithProof } from './reauth';
import { settingsKeys } from './settings-keys';

export type ChangePasswordInput = { reauth: ReauthInput; password: string; confirmPassword: string };

/**
 * `PATCH /api/account/password`, every password encrypted as at login; the proof that it is you is
 * the current password (`currentPassword`), a code or Google.
 */
export const changePassword = ({ reauth, password, confirmPassword }: ChangePasswordInput) =>
  sendWithProof(reauth, async ({ password: currentPassword, ...proof }) => {
    const [encrypted, confirmEncrypted] = await encryptPasswords(password, confirmPassword);
    return call(accountCenterApi.changePassword, {
      body: {
        ...proof,
        ...(currentPassword ? { currentPassword } : {}),
        password: encrypted,
        confirmPassword: confirmEncrypted,
      },
    });
  });

export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
};

/** `PATCH /api/account/email`: mails a link to the new address, which becomes the account's once opened. */
export const changeEmail = ({ email, reauth }: { email: string; reauth: ReauthInput }) =>
  sendWithProof(reauth, (proof) => call(accountCenterApi.changeEmail, { body: { email, ...proof } }));

export const useChangeEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsKeys.security() }),
  });
};

export const useEndSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      id ? call(accountCenterApi.endSession, { params: { id } }) : call(accountCenterApi.endOtherSessions),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
  });
};

export const useTwoFactorSetup = () => useMutation({ mutationFn: () => call(accountCenterApi.setupTwoFactor) });

export const useTwoFactorEnable = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, reauth }: { code: string; reauth: ReauthInput }) =>
      sendWithProof(reauth, (proof) => call(accountCenterApi.enableTwoFactor, { body: { ...proof, code } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsKeys.security() }),
  });
};

export const useTwoFactorDisable = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(accountCenterApi.disableTwoFactor, { body: { code } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsKeys.security() }),
  });
};

export const useUpdatePreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: AccountPreferencesPatch) => call(accountCenterApi.updatePreferences, { body: patch }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.preferences(), saved),
  });
};

/** `DELETE /api/account`, with proof that it is you. */
export const deleteAccount = (reauth: ReauthInput) =>
  sendWithProof(reauth, (proof) => call(accountCenterApi.delete, { body: proof }));

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });

/** Downloads `GET /api/account/export` as a file (the zip is streamed; the bearer token must be sent). */
export async function downloadExport(): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(accountCenterApi.exportData.path, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { errorCode?: string; message?: string };
    throw new ApiError({
      status: response.status,
      errorCode: toApiErrorCode(body.errorCode),
      message: body.message ?? 'Something went wrong.',
    });
  }
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'ideamatch-data.zip';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
