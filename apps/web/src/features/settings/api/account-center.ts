import type { AccountPreferences, AccountPreferencesPatch, TwoFactorSetup } from '@ideamatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, apiFetch, toApiErrorCode } from '../../../lib/api-client';
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
    return api.patch<null>('/api/account/password', { currentPassword, password, confirmPassword });
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
    mutationFn: (id: string | null) => api.delete<null>(id ? `/api/account/session/${id}` : '/api/account/session'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
  });
};

export const useTwoFactorSetup = () =>
  useMutation({ mutationFn: () => api.post<TwoFactorSetup>('/api/account/two-factor/setup') });

export const useTwoFactorEnable = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<{ recoveryCodes: string[] }>('/api/account/two-factor/enable', { code }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsKeys.security() }),
  });
};

export const useTwoFactorDisable = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiFetch<null>('/api/account/two-factor', { method: 'DELETE', body: { code } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsKeys.security() }),
  });
};

export const useUpdatePreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: AccountPreferencesPatch) => api.patch<AccountPreferences>('/api/account/preferences', patch),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.preferences(), saved),
  });
};

/** `DELETE /api/account`, confirmed with the password (encrypted). */
export const deleteAccount = (password: string) =>
  sendWithFreshKey(async () => {
    const [encrypted] = await encryptPasswords(password);
    return apiFetch<null>('/api/account', { method: 'DELETE', body: { password: encrypted } });
  });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });

/** Downloads `GET /api/account/export` as a file (the zip is streamed; the bearer token must be sent). */
export async function downloadExport(): Promise<void> {
  const token = getAccessToken();
  const response = await fetch('/api/account/export', {
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
