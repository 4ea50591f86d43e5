import { readFileSync } from 'node:fs';
import { encryptPassword, type PasswordPublicKey } from '@ideamatch/shared/password-transport';

type Envelope<T> = { statusCode: number; message: string; data: T };

/** Calls the real API the way the web app does; throws with the server's reply on failure. */
export async function apiCall<T>(
  baseURL: string,
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<T> {
  const { token, headers, ...rest } = init;
  const res = await fetch(`${baseURL}${path}`, {
    ...rest,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  const body = (await res.json()) as Envelope<T>;
  if (!res.ok) throw new Error(`${path} → ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

const randomOctet = () => 1 + Math.floor(Math.random() * 254);

/**
 * The headers of a device of its own: the e2e server trusts one proxy hop (TRUST_PROXY=1, as behind
 * the deployment's proxy) and this process is that hop, so sign-ins and sign-ups the specs make
 * through the API each come from their own address, and the per-address limits (failed sign-ins,
 * accounts created per hour) count real repeats only, however quickly the specs run.
 */
const ownDevice = () => ({ 'x-forwarded-for': `10.${randomOctet()}.${randomOctet()}.${randomOctet()}` });

/**
 * Logs in through the real login route with an encrypted password (to the dashboard with
 * `isDashboard`); returns the session token.
 */
export async function loginToken(
  baseURL: string,
  username: string,
  password: string,
  { isDashboard = false } = {},
): Promise<string> {
  const headers = ownDevice();
  const key = await apiCall<PasswordPublicKey>(baseURL, '/api/authentication/public-key', { headers });
  const { accessToken } = await apiCall<{ accessToken: string }>(baseURL, '/api/authentication/login', {
    method: 'POST',
    headers,
    body: JSON.stringify({
      username,
      password: await encryptPassword(key, password),
      ...(isDashboard ? { isDashboard } : {}),
    }),
  });
  return accessToken;
}

/**
 * The newest mail to an address, read from the server's log: without SMTP the server prints every
 * mail there for the operator (no API shows anyone else's mail). Mail is sent in the background, so
 * this waits for it to appear (and, with `matching`, for a mail whose text matches).
 */
export async function latestMail(to: string, timeoutMs = 10_000, matching?: RegExp) {
  const logFile = process.env.E2E_SERVER_LOG;
  if (!logFile) throw new Error('E2E_SERVER_LOG is not set (global setup starts the server)');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = readFileSync(logFile, 'utf8')
      .split('\n')
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as { to?: string; subject?: string; text?: string }];
        } catch {
          return [];
        }
      })
      .filter((entry) => entry.to?.toLowerCase() === to.toLowerCase() && typeof entry.text === 'string')
      .filter((entry) => !matching || matching.test(entry.text!));
    const mail = mails.at(-1);
    if (mail) return { to, subject: mail.subject ?? '', text: mail.text! };
    if (Date.now() > deadline) throw new Error(`no mail for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens the verification link mailed at registration, as its owner would: the address is then proven. */
export async function verifyAccountEmail(baseURL: string, email: string) {
  const mail = await latestMail(email, 10_000, /\/verify-email\?token=/);
  const token = /\/verify-email\?token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no verification link in the mail to ${email}`);
  await apiCall(baseURL, '/api/account/verify-email', { method: 'POST', body: JSON.stringify({ token }) });
}

/**
 * Registers a fresh account through the real route and returns its login and session token. Specs
 * that need a person nobody else touches use one: other specs change some demo passwords.
 */
export async function registerAccount(baseURL: string, prefix = 'e2e') {
  const username = `${prefix}.${Math.random().toString(36).slice(2, 8)}`;
  const email = `${username}@example.test`;
  const password = 'secret-123';
  const headers = ownDevice();
  const key = await apiCall<PasswordPublicKey>(baseURL, '/api/authentication/public-key', { headers });
  const { accessToken } = await apiCall<{ accessToken: string }>(baseURL, '/api/account/register', {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email,
      username,
      password: await encryptPassword(key, password),
      confirmPassword: await encryptPassword(key, password),
      isPdpa: true,
      isTerm: true,
    }),
  });
  return { username, email, password, token: accessToken };
}

/** Posts a small public food idea as the holder of `token` (setup for journeys that need one). */
export const postIdea = (baseURL: string, token: string, name: string) =>
  apiCall<{ id: string; name: string }>(baseURL, '/api/idea', {
    method: 'POST',
    token,
    body: JSON.stringify({
      name,
      categoryId: 'food',
      description: 'Fresh soy milk every morning by the station',
      achievements: ['200 cups a day'],
      detail: 'Organic beans, delivery within 3 km.',
      ideaAttachments: [],
    }),
  });
