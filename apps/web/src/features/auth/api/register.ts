import type { Language } from '@ideamatch/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { encryptPasswords, sendWithFreshKey } from './get-public-key';

export type RegisterInput = {
  email: string;
  username: string;
  /** Plain text; both passwords are encrypted here before they are sent. */
  password: string;
  confirmPassword: string;
  /** Accepted the privacy policy. */
  isPdpa: boolean;
  /** Accepted the terms of service. */
  isTerm: boolean;
  isNewsAndPromotion: boolean;
  /** Interface language at sign-up, so mails reach the user in it. */
  language: Language;
  /** Token of an admin invitation mail: the account starts in the invited role. */
  inviteToken?: string;
};
/** The new account is logged in at once. */
export type RegisterReply = { accessToken?: string } | null;

/** `POST /api/account/register` with encrypted passwords. */
export const register = ({ password, confirmPassword, ...input }: RegisterInput): Promise<RegisterReply> =>
  sendWithFreshKey(async () => {
    const [encryptedPassword, encryptedConfirm] = await encryptPasswords(password, confirmPassword);
    return api.post<RegisterReply>(
      '/api/account/register',
      { ...input, password: encryptedPassword, confirmPassword: encryptedConfirm },
      { token: null },
    );
  });

export const useRegister = () => useMutation({ mutationFn: register });
