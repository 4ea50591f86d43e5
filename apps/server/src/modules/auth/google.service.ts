import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addressKey } from '../../lib/client-address';
import { succeeded, type Throttle } from '../../lib/throttle';
import { authRepository } from './auth.repository';
import { createOutsideAccount, type SignUpConsent, usernameBase } from './outside-account';
import type { Mailer } from '../mail/mail.service';
import { unsubscribeHeaders } from '../account-center/unsubscribe-link';
import { googleTakeoverMail } from '../mail/mail.templates';
import { type ClientInfo, failedSignInCharges, startSession, startSignIn } from './login.service';
import { endAccountSessions, type SessionContext } from './session.service';
import { SIGN_IN_LIMITS } from './sign-in-limits';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

type GoogleClaims = JWTPayload & {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
};

export type GoogleVerifier = (credential: string) => Promise<GoogleClaims>;

/** Checks a Google ID token's signature (JWKS at `jwksUrl`, cached by jose), audience, issuer and expiry. */
export function createGoogleVerifier({ clientId, jwksUrl }: { clientId: string; jwksUrl: string }): GoogleVerifier {
  const jwks = createRemoteJWKSet(new URL(jwksUrl));
  return async (credential) => {
    try {
      const { payload } = await jwtVerify(credential, jwks, { audience: clientId, issuer: GOOGLE_ISSUERS });
      if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('no sub');
      return payload as GoogleClaims;
    } catch (error) {
      throw new AppError('INVALID_CREDENTIALS', { cause: error });
    }
  };
}

const text = (value: unknown, max = 100): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;

type GoogleSignIn = ({ accessToken: string } | { twoFactorRequired: true; challengeToken: string }) & {
  isNewAccount: boolean;
};

/**
 * Google sign-in: logs in the account linked to the Google `sub`; links an email account only when
 * Google vouches for the email; otherwise creates an account, but only once the person has accepted
 * the terms and the PDPA notice (as registration asks), else `CONSENT_REQUIRED` and nothing is stored.
 * A credential that fails verification counts as a failed sign-in of the client's address, and an
 * account created counts as a sign-up of it (SIGN_IN_LIMITS).
 */
export async function loginWithGoogle(
  db: Database,
  verify: GoogleVerifier,
  credential: string,
  client: ClientInfo,
  {
    mailer,
    publicUrl,
    sessions,
    throttle,
  }: { mailer: Mailer; publicUrl: string; sessions: SessionContext; throttle: Throttle },
  consent: SignUpConsent = {},
): Promise<GoogleSignIn> {
  const claims = await throttle.run(failedSignInCharges(client, null), () => verify(credential));
  const linked = await authRepository.findByGoogleSub(db, claims.sub);
  if (linked) return { ...(await startSignIn(db, linked, client)), isNewAccount: false };

  const isVerified = claims.email_verified === true;
  const email = text(claims.email, 254);
  const byEmail = email ? await authRepository.findByEmail(db, email) : undefined;
  if (byEmail) {
    if (!isVerified) throw new AppError('GOOGLE_EMAIL_NOT_VERIFIED');
    if (byEmail.isDeactivated) throw new AppError('ACCOUNT_DEACTIVATED');
    if (byEmail.emailVerifiedAt) {
      // An account already linked to another Google identity is not re-linked.
      if (!(await authRepository.linkGoogle(db, byEmail.id, claims.sub))) throw new AppError('CONFLICT');
      return { ...(await startSignIn(db, byEmail, client)), isNewAccount: false };
    }
    // The address was registered with a password but never verified, so whoever chose that password
    // may not own the mailbox, while Google has just proved this person does. The account goes to the
    // mailbox's owner: the password is removed, every other session ends, and the owner is told by
    // mail. A second factor the squatter may have set goes too. Refusing instead would leave a squatter in control of the address and lock its owner out
    // of Google sign-in.
    if (!(await authRepository.takeOverForGoogle(db, byEmail.id, claims.sub, new Date()))) {
      throw new AppError('CONFLICT');
    }
    await endAccountSessions(sessions, byEmail.id);
    const accessToken = await startSession(db, byEmail, client);
    const language = byEmail.language;
    const content = googleTakeoverMail({
      language,
      name: byEmail.firstName || byEmail.username,
      link: `${publicUrl}/forgot-password`,
    });
    const headers = await unsubscribeHeaders(db, publicUrl, byEmail.id);
    mailer.queue({ ...content, to: email!, kind: 'google-takeover', language, headers });
    return { accessToken, isNewAccount: false };
  }

  const signUps = client.ip
    ? [{ rule: SIGN_IN_LIMITS.signUpsPerAddress, key: addressKey(client.ip), counts: succeeded }]
    : [];
  return throttle.run(signUps, () => createGoogleAccount(db, claims, client, consent));
}

/** A new account for a Google identity no account has, once the terms and the PDPA notice are accepted. */
async function createGoogleAccount(
  db: Database,
  claims: GoogleClaims,
  client: ClientInfo,
  consent: SignUpConsent,
): Promise<GoogleSignIn> {
  if (consent.isTerm !== true || consent.isPdpa !== true) throw new AppError('CONSENT_REQUIRED');
  const isVerified = claims.email_verified === true;
  const email = text(claims.email, 254);
  // An unverified address is not stored, so it cannot squat someone else's email.
  return createOutsideAccount(
    db,
    client,
    { uniqueIndex: 'accounts_google_sub_key', holder: (tx) => authRepository.findByGoogleSub(tx, claims.sub) },
    usernameBase(claims),
    {
      email: isVerified ? email : null,
      emailVerifiedAt: isVerified && email ? new Date() : null,
      googleSub: claims.sub,
      firstName: text(claims.given_name) ?? text(claims.name),
      lastName: text(claims.family_name),
      isTerm: true,
      isPdpa: true,
      isNewsAndPromotion: consent.isNewsAndPromotion === true,
    },
  );
}
