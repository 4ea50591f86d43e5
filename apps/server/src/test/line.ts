import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';

export const LINE_TEST_CHANNEL_ID = '1650000000';
export const LINE_TEST_CHANNEL_SECRET = 'test-line-channel-secret-0123456789';

/** The LINE user who consents on the stand-in's next authorization, and how its ID token is made. */
export type LineTestUser = {
  sub: string;
  name?: string;
  email?: string;
  /** To test the checks: another issuer, audience, secret, nonce or an expired token. */
  tamper?: { issuer?: string; audience?: string; secret?: string; nonce?: string; expired?: boolean };
};

/**
 * A stand-in for LINE Login on loopback: `env` points the app at it. Its authorization page answers
 * at once as the consenting `nextUser` (a redirect back with a code and the state), and its token
 * endpoint trades that code for an ID token signed as LINE signs them (HS256, the channel secret).
 */
export async function startLineStandIn() {
  let nextUser: LineTestUser | null = null;
  const codes = new Map<string, { user: LineTestUser; nonce: string; redirectUri: string }>();
  const tokenRequests: URLSearchParams[] = [];
  let sequence = 0;

  const idToken = async ({ sub, name, email, tamper = {} }: LineTestUser, nonce: string) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ ...(name ? { name } : {}), ...(email ? { email } : {}), nonce: tamper.nonce ?? nonce })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer(tamper.issuer ?? 'https://access.line.me')
      .setAudience(tamper.audience ?? LINE_TEST_CHANNEL_ID)
      .setIssuedAt(now - 60)
      .setExpirationTime(tamper.expired ? now - 30 : now + 3600)
      .sign(new TextEncoder().encode(tamper.secret ?? LINE_TEST_CHANNEL_SECRET));
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/oauth2/v2.1/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const back = new URL(redirectUri);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      if (!nextUser || url.searchParams.get('client_id') !== LINE_TEST_CHANNEL_ID) {
        back.searchParams.set('error', 'access_denied');
      } else {
        const code = `code-${(sequence += 1)}`;
        codes.set(code, { user: nextUser, nonce: url.searchParams.get('nonce') ?? '', redirectUri });
        back.searchParams.set('code', code);
      }
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/oauth2/v2.1/token') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        tokenRequests.push(form);
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const isValid =
          grant &&
          form.get('grant_type') === 'authorization_code' &&
          form.get('client_id') === LINE_TEST_CHANNEL_ID &&
          form.get('client_secret') === LINE_TEST_CHANNEL_SECRET &&
          form.get('redirect_uri') === grant.redirectUri;
        if (!isValid) {
          res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"invalid_grant"}');
          return;
        }
        void idToken(grant.user, grant.nonce).then((token) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ access_token: 'at', token_type: 'Bearer', expires_in: 2592000, id_token: token }));
        });
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: {
      LINE_CHANNEL_ID: LINE_TEST_CHANNEL_ID,
      LINE_CHANNEL_SECRET: LINE_TEST_CHANNEL_SECRET,
      LINE_AUTH_URL: `${base}/oauth2/v2.1/authorize`,
      LINE_API_URL: base,
    },
    /** The person who consents next (null: they cancel). */
    consentAs: (user: LineTestUser | null) => {
      nextUser = user;
    },
    /** Opens LINE's authorization page as the browser would; answers where LINE sends it back. */
    authorize: async (location: string) => {
      const res = await fetch(location, { redirect: 'manual' });
      return new URL(res.headers.get('location') ?? '');
    },
    tokenRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
