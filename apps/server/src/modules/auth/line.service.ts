import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { jwtVerify } from 'jose';
import { safeReturnPath } from '@ideamatch/shared/return-path';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addressKey } from '../../lib/client-address';
import { succeeded, type Throttle } from '../../lib/throttle';
import { authRepository } from './auth.repository';
import { createOutsideAccount, type SignUpConsent, usernameBase } from './outside-account';
import { type ClientInfo, startSignIn } from './login.service';
import { SIGN_IN_LIMITS } from './sign-in-limits';

/** LINE Login (v2.1, OpenID Connect) of one channel, and where its pages and API are. */
export type LineSettings = {
  channelId: string;
  channelSecret: string;
  authUrl: string;
  apiUrl: string;
  callbackUrl: string;
};

/** LINE signs its ID tokens as this issuer (HS256 with the channel secret). */
const LINE_ISSUER = 'https://access.line.me';
/** How long a sign-in may take at LINE, and how long its next step (consent, linking) may wait. */
const STEP_MS = 10 * 60_000;

type LineClaims = { sub: string; name?: string; email?: string };
/** What the sign-in page carries between LINE's answer and the person's next step. */
type LineTicket = LineClaims & { purpose: 'consent' | 'link'; exp: number };
/**
 * What the browser keeps (an HttpOnly cookie) while the person is at LINE; `connectFor` when a
 * signed-in person connects LINE from their settings (set only by their authenticated request).
 */
type LineFlow = { state: string; nonce: string; returnTo: string; exp: number; connectFor?: string };

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** `<payload>.<HMAC>`, signed with the channel secret (a key only this server and LINE know). */
function seal(settings: LineSettings, payload: object): string {
  const body = base64url(JSON.stringify(payload));
  const mac = createHmac('sha256', settings.channelSecret).update(`ideamatch-line:${body}`).digest('base64url');
  return `${body}.${mac}`;
}

/** The payload of a sealed value, or null when it was altered or has lapsed. */
function unseal<T extends { exp: number }>(
  settings: LineSettings,
  sealed: string | undefined,
  now = Date.now(),
): T | null {
  const [body, mac] = (sealed ?? '').split('.');
  if (!body || !mac) return null;
  const expected = createHmac('sha256', settings.channelSecret).update(`ideamatch-line:${body}`).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
    return typeof payload.exp === 'number' && payload.exp > now ? payload : null;
  } catch {
    return null;
  }
}

/**
 * The start of a LINE sign-in: LINE's consent page with a fresh `state` (tied to this browser by
 * the cookie, so nobody can finish someone else's sign-in in their browser) and `nonce` (which the
 * ID token must repeat, so an old token cannot be replayed).
 */
export function startLineSignIn(settings: LineSettings, returnTo: string | undefined, connectFor?: string) {
  const flow: LineFlow = {
    state: randomBytes(24).toString('base64url'),
    nonce: randomBytes(24).toString('base64url'),
    returnTo: safeReturnPath(returnTo) ?? '/',
    exp: Date.now() + STEP_MS,
    ...(connectFor ? { connectFor } : {}),
  };
  const url = new URL(settings.authUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: settings.channelId,
    redirect_uri: settings.callbackUrl,
    state: flow.state,
    scope: 'openid profile email',
    nonce: flow.nonce,
  }).toString();
  return { location: url.toString(), cookie: seal(settings, flow) };
}

/** The flow the cookie holds, if it is this browser's and answers `state`. */
export function readLineFlow(settings: LineSettings, cookie: string | undefined, state: string | undefined) {
  const flow = unseal<LineFlow>(settings, cookie);
  return flow && state && flow.state === state ? flow : null;
}

/**
 * Trades LINE's code for tokens and checks the ID token: signed by the channel secret (HS256),
 * issued by LINE for this channel, not expired, and repeating this sign-in's nonce.
 */
export async function verifyLineCode(settings: LineSettings, code: string, nonce: string): Promise<LineClaims> {
  const res = await fetch(`${settings.apiUrl.replace(/\/$/, '')}/oauth2/v2.1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: settings.callbackUrl,
      client_id: settings.channelId,
      client_secret: settings.channelSecret,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new AppError('LINE_SIGN_IN_FAILED');
  const { id_token: idToken } = (await res.json()) as { id_token?: unknown };
  if (typeof idToken !== 'string') throw new AppError('LINE_SIGN_IN_FAILED');
  try {
    const { payload } = await jwtVerify(idToken, new TextEncoder().encode(settings.channelSecret), {
      algorithms: ['HS256'],
      issuer: LINE_ISSUER,
      audience: settings.channelId,
      requiredClaims: ['exp', 'sub'],
    });
    if (payload.nonce !== nonce || typeof payload.sub !== 'string' || !payload.sub) throw new Error('nonce or sub');
    const text = (value: unknown) =>
      typeof value === 'string' && value.trim() ? value.trim().slice(0, 254) : undefined;
    return { sub: payload.sub, name: text(payload.name), email: text(payload.email) };
  } catch (error) {
    throw new AppError('LINE_SIGN_IN_FAILED', { cause: error });
  }
}

/** Where the callback sends the browser next. */
export type LineOutcome =
  | { kind: 'signedIn'; accessToken: string }
  | { kind: 'twoFactor'; challengeToken: string }
  | { kind: 'consent' | 'link'; lineToken: string };

/**
 * The rules of Google sign-in, for LINE: the account linked to the LINE user signs in. LINE does not
 * say it verified the email it gives, so an account that already has that email is linked only
 * after the person signs in to it (with its password, then `linkLine`); a new person gets an
 * account once they accept the terms and privacy policy (`completeLineSignIn`).
 */
export async function signInWithLine(db: Database, claims: LineClaims, client: ClientInfo, settings: LineSettings) {
  const linked = await authRepository.findByLineSub(db, claims.sub);
  if (linked) {
    const started = await startSignIn(db, linked, client);
    return 'accessToken' in started
      ? ({ kind: 'signedIn', accessToken: started.accessToken } as const)
      : ({ kind: 'twoFactor', challengeToken: started.challengeToken } as const);
  }
  const byEmail = claims.email ? await authRepository.findByEmail(db, claims.email) : undefined;
  const purpose = byEmail ? 'link' : 'consent';
  const ticket: LineTicket = { ...claims, purpose, exp: Date.now() + STEP_MS };
  return { kind: purpose, lineToken: seal(settings, ticket) } as const;
}

/**
 * A first LINE sign-in, after the consents: the account is created with the LINE name (its email
 * is not stored: LINE does not say it verified it, and it must not squat someone's address).
 * Accounts created count as sign-ups of the client's address (SIGN_IN_LIMITS).
 */
export async function completeLineSignIn(
  db: Database,
  throttle: Throttle,
  settings: LineSettings,
  lineToken: string,
  consent: SignUpConsent,
  client: ClientInfo,
) {
  const ticket = unseal<LineTicket>(settings, lineToken);
  if (!ticket || ticket.purpose !== 'consent') throw new AppError('LINE_TOKEN_INVALID');
  const signUps = client.ip
    ? [{ rule: SIGN_IN_LIMITS.signUpsPerAddress, key: addressKey(client.ip), counts: succeeded }]
    : [];
  return throttle.run(signUps, () => createLineAccount(db, ticket, consent, client));
}

async function createLineAccount(db: Database, ticket: LineTicket, consent: SignUpConsent, client: ClientInfo) {
  if (consent.isTerm !== true || consent.isPdpa !== true) throw new AppError('CONSENT_REQUIRED');
  const already = await authRepository.findByLineSub(db, ticket.sub);
  if (already) return { ...(await startSignIn(db, already, client)), isNewAccount: false };
  return createOutsideAccount(
    db,
    client,
    { uniqueIndex: 'accounts_line_sub_key', holder: (tx) => authRepository.findByLineSub(tx, ticket.sub) },
    usernameBase({ email: ticket.email, name: ticket.name }),
    {
      lineSub: ticket.sub,
      firstName: ticket.name?.slice(0, 50) ?? null,
      isTerm: true,
      isPdpa: true,
      isNewsAndPromotion: consent.isNewsAndPromotion === true,
    },
  );
}

/**
 * Links the LINE account of a `link` ticket to the signed-in account, which the person has just
 * proved is theirs: only when it holds the email LINE gave and has no LINE account yet.
 */
export async function linkLine(db: Database, settings: LineSettings, lineToken: string, accountId: string) {
  const ticket = unseal<LineTicket>(settings, lineToken);
  if (!ticket || ticket.purpose !== 'link' || !ticket.email) throw new AppError('LINE_TOKEN_INVALID');
  const holder = await authRepository.findByEmail(db, ticket.email);
  if (holder?.id !== accountId) throw new AppError('LINE_LINK_MISMATCH');
  if (!(await authRepository.linkLine(db, accountId, ticket.sub))) {
    const linked = await authRepository.findByLineSub(db, ticket.sub);
    if (linked?.id !== accountId) throw new AppError('LINE_LINK_MISMATCH');
  }
  return null;
}

/**
 * Connects the LINE account LINE has just vouched for to `accountId`, which started the flow from
 * its settings while signed in: refused when another account signs in with that LINE account
 * (LINE_ALREADY_LINKED) or this one has another (LINE_LINK_MISMATCH). Connecting it again is fine.
 */
export async function connectLine(db: Database, accountId: string, sub: string): Promise<void> {
  const holder = await authRepository.findByLineSub(db, sub);
  if (holder) {
    if (holder.id === accountId) return;
    throw new AppError('LINE_ALREADY_LINKED');
  }
  try {
    if (await authRepository.linkLine(db, accountId, sub)) return;
  } catch (error) {
    // Another account took this LINE account at the same moment (the unique index said no).
    if ((await authRepository.findByLineSub(db, sub))?.id !== accountId) throw new AppError('LINE_ALREADY_LINKED');
    throw error;
  }
  throw new AppError('LINE_LINK_MISMATCH');
}
