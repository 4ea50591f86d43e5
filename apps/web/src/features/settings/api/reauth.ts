import type { AccountSecurity, ReauthProof } from '@ideamatch/shared';
import { REAUTH_ERROR_CODES } from '@ideamatch/shared/api/account-center';
import { hasErrorCode } from '../../../lib/api-client';
import { encryptPasswords, sendWithFreshKey } from '../../auth/api/get-public-key';

/** How a person confirms it is them: their password, a two-factor code, or signing in with Google again. */
export type ReauthMethod = 'password' | 'code' | 'google';

/** What the person entered to confirm it is them; kept as typed when the server refuses it. */
export type ReauthInput = { method: ReauthMethod; password: string; code: string; credential: string | null };

/** The ways this account can confirm it is them, the first being the one asked for first. */
export function reauthMethodsOf(security: Pick<AccountSecurity, 'hasPassword' | 'hasGoogle' | 'twoFactor'>) {
  const methods: ReauthMethod[] = [];
  if (security.hasPassword) methods.push('password');
  if (security.twoFactor.isEnabled) methods.push('code');
  // Google confirms only an account that has no password (the password is the stronger proof to ask).
  if (!security.hasPassword && security.hasGoogle) methods.push('google');
  return methods;
}

export const emptyReauth = (method: ReauthMethod = 'password'): ReauthInput => ({
  method,
  password: '',
  code: '',
  credential: null,
});

/** True when the input holds a proof for its method, so the form may be sent. */
export const hasReauthProof = (input: ReauthInput): boolean =>
  input.method === 'password'
    ? input.password.length > 0
    : input.method === 'code'
      ? input.code.trim().length > 0
      : Boolean(input.credential);

/** The proof fields of a request body: the password encrypted as at sign-in, or the code, or the Google credential. */
export async function reauthProof(input: ReauthInput): Promise<ReauthProof> {
  if (input.method === 'code') return { code: input.code };
  if (input.method === 'google') return input.credential ? { credential: input.credential } : {};
  const [password] = await encryptPasswords(input.password);
  return { password };
}

/**
 * Sends a change that needs proof that it is you; the body is built (and the password encrypted)
 * for each try, so a retry with a fresh key never replays a ciphertext.
 */
export const sendWithProof = <T>(input: ReauthInput, send: (proof: ReauthProof) => Promise<T>): Promise<T> =>
  sendWithFreshKey(async () => send(await reauthProof(input)));

/** Whether a failed call refused the proof (missing, wrong, locked), not the change itself. */
export const isReauthRefusal = (error: unknown): boolean => hasErrorCode(error, ...REAUTH_ERROR_CODES);
