import type { PasswordPublicKey } from '@ideamatch/shared';
import { envelope } from './render-app';

/**
 * A real RSA-OAEP-256 key pair for tests: the app encrypts with the public half served at
 * `/api/authentication/public-key`, tests decrypt what was sent to check the plain password.
 */
const keyPair = crypto.subtle.generateKey(
  { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
  true,
  ['encrypt', 'decrypt'],
);

/** The public key as the server serves it. */
export async function testPublicKey(): Promise<PasswordPublicKey> {
  const jwk = await crypto.subtle.exportKey('jwk', (await keyPair).publicKey);
  return { kid: 'test-key', jwk: { kty: jwk.kty ?? 'RSA', n: jwk.n ?? '', e: jwk.e ?? '', alg: jwk.alg } };
}

/** A mockApi handler for the public key (pass the awaited key). */
export const publicKeyHandler = (key: PasswordPublicKey) => (url: URL) =>
  url.pathname === '/api/authentication/public-key' ? envelope(key) : undefined;

/** The `{ p, t }` payload of a ciphertext the app sent. */
export async function decryptPassword(ciphertext: string): Promise<{ p: string; t: number }> {
  const base64 = ciphertext.replaceAll('-', '+').replaceAll('_', '/');
  const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) =>
    char.charCodeAt(0),
  );
  const plain = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, (await keyPair).privateKey, bytes);
  return JSON.parse(new TextDecoder().decode(plain)) as { p: string; t: number };
}
