import type { Language } from '@ideamatch/shared';
import { useMutation } from '@tanstack/react-query';
import { accountApi } from '@ideamatch/shared/api/account';
import { call } from '../../../lib/api-client';
import { encryptPasswords, sendWithFreshKey } from './get-public-key';

export type RegisterInput = {
  /** The name the product greets the person by; the last name is optional. */
  firstName: string;
  lastName?: string;
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
  /** The page to come back to: the verification mail's link leads there after verifying. */
  returnTo?: string;
};
/** `POST /api/account/register` with encrypted passwords; the new account is logged in at once. */
export const register = ({ password, confirmPassword, ...input }: RegisterInput) =>
  sendWithFreshKey(async () => {
    const [encryptedPassword, encryptedConfirm] = await encryptPasswords(password, confirmPassword);
    return call(accountApi.register, {
      body: { ...input, password: encryptedPassword, confirmPassword: encryptedConfirm },
      token: null,
    });
  });

export const useRegister = () => useMutation({ mutationFn: register });
