import { encryptPassword } from '@ideamatch/shared/password-transport';
import { authApi } from '@ideamatch/shared/api/auth';
import { call, isApiError } from '../../../lib/api-client';

/** `GET /api/authentication/public-key`: the RSA key passwords are encrypted with. */
export const getPublicKey = () => call(authApi.publicKey, { token: null });

let cachedKey: ReturnType<typeof getPublicKey> | null = null;

/** The key, fetched once per page load; a failed fetch is not cached. */
function loadPublicKey(): ReturnType<typeof getPublicKey> {
  if (!cachedKey) {
    cachedKey = getPublicKey();
    cachedKey.catch(() => {
      cachedKey = null;
    });
  }
  return cachedKey;
}

/** Forgets the cached key, e.g. after the server could not read a password (a rotated key). */
export function forgetPublicKey(): void {
  cachedKey = null;
}

/**
 * Encrypts passwords for login, register and reset: the plain text never
 * leaves the browser. Each value gets its own timestamp so the server can refuse replays.
 */
export async function encryptPasswords<T extends readonly string[]>(
  ...passwords: T
): Promise<{ [K in keyof T]: string }> {
  const key = await loadPublicKey();
  const ciphertexts = await Promise.all(passwords.map((password) => encryptPassword(key, password)));
  return ciphertexts as { [K in keyof T]: string };
}

/**
 * Runs a call that carries encrypted passwords; when the server cannot read them (its key changed
 * since this page loaded) it fetches the key again and retries once.
 */
export async function sendWithFreshKey<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!isApiError(error) || error.errorCode !== 'PASSWORD_UNREADABLE') throw error;
    forgetPublicKey();
    return send();
  }
}
