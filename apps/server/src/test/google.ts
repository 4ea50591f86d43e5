import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export const GOOGLE_TEST_CLIENT_ID = 'test-client.apps.googleusercontent.com';

/**
 * A stand-in for Google's keys on loopback: `env` points the app's Google sign-in at it, `idToken`
 * signs an ID token as Google would (for `GOOGLE_TEST_CLIENT_ID` unless told otherwise).
 */
export async function startGoogleKeys() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: { GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/jwks` },
    idToken: (claims: JWTPayload & Record<string, unknown>, options: { audience?: string; expiresAt?: number } = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer('https://accounts.google.com')
        .setAudience(options.audience ?? GOOGLE_TEST_CLIENT_ID)
        .setIssuedAt()
        .setExpirationTime(options.expiresAt ?? Math.floor(Date.now() / 1000) + 3600)
        .sign(privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
