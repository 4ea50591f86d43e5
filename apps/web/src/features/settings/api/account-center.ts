import type { AccountPreferencesPatch } from '@ideamatch/shared';
import { accountCenterApi } from '@ideamatch/shared/api/account-center';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, toApiErrorCode } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/auth-token';
import { encryptPasswords, sendWithFreshKey } from '../../auth/api/get-public-key';
import { settingsKeys } from './settings-keys';

export type ChangePasswordInput = { currentPassword: string; password: string; confirmPassword: string };

/** `PATCH /api/account/password`, every value encrypted as at login. */
export const changePassword = (input: ChangePasswordInput) =>
  sendWithFreshKey(async () => {
    const [currentPassword, password, confirmPassword] = await encryptPasswords(
      input.currentPassword,
      input.password,
      input.confirmPassword,
    );
    return call(accountCenterApi.changePassword, { body: { currentPassword, password, confirmPassword } });
  });

export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
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
    mutationFn: (code: string) => call(accountCenterApi.enableTwoFactor, { body: { code } }),
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

/** `DELETE /api/account`, confirmed with the password (encrypted). */
export const deleteAccount = (password: string) =>
  sendWithFreshKey(async () => {
    const [encrypted] = await encryptPasswords(password);
    return call(accountCenterApi.delete, { body: { password: encrypted } });
  });

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
