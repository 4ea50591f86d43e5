import type { PasswordPublicKey } from './schemas/auth.js';

export type { PasswordPublicKey } from './schemas/auth.js';

/**
 * Encrypts a password for transport: RSA-OAEP-256 over the UTF-8 JSON
 * `{"p":password,"t":now}`, returned as base64url without padding. The timestamp lets the server
 * refuse stale ciphertexts. Works in browsers and Node 20 (WebCrypto).
 */
export async function encryptPassword(
  publicKey: PasswordPublicKey,
  password: string,
  now: number = Date.now(),
): Promise<string> {
  const { subtle } = globalThis.crypto;
  const key = await subtle.importKey('jwk', publicKey.jwk, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const plain = new TextEncoder().encode(JSON.stringify({ p: password, t: now }));
  const cipher = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, key, plain));
  return toBase64Url(cipher);
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
