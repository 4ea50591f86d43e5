import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, emailVerifications } from '../../db/schema/index';
import { upsertSuperAdmin } from '../../seed/admin';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { readMailTo } from '../../test/mail';
import { encryptFor, randomIp } from '../auth/auth.test-helpers';
import { api } from '../../test/api-client';
import { accountApi } from '@ideamatch/shared/api/account';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let sequence = 0;
const unique = () => `v${Date.now().toString(36)}${(sequence += 1)}`;

const register = async (language: 'TH' | 'EN' = 'TH', returnTo?: string) => {
  const name = unique();
  const email = `${name}@example.test`;
  const res = await api(t).call(accountApi.register, {
    body: {
      email,
      username: name,
      isTerm: true,
      isPdpa: true,
      language,
      ...(returnTo === undefined ? {} : { returnTo }),
      password: await encryptFor(t.app, 'secret12'),
      confirmPassword: await encryptFor(t.app, 'secret12'),
    },
  });
  expect(res.status).toBe(200);
  const accessToken = res.data.accessToken;
  return { email, accessToken, headers: { authorization: `Bearer ${accessToken}` } };
};

/** The verification mails sent to `email`, oldest first. */
const mailsTo = (email: string) => readMailTo(t, email, 'email-verification');
const tokenIn = (text: string) => /\/verify-email\?token=([\w-]+)/.exec(text)![1]!;

const verify = (token: unknown) => api(t).send(accountApi.verifyEmail, { body: { token } });
const resend = (headers: Record<string, string>, remoteAddress = randomIp()) =>
  api(t).call(accountApi.resendVerification, { remoteAddress, headers });
const profile = async (headers: Record<string, string>) => (await api(t).call(accountApi.profile, { headers })).data;

describe('email verification', () => {
  it('mails a single-use link at registration that verifies the address', async () => {
    const person = await register();
    expect((await profile(person.headers)).isEmailVerified).toBe(false);

    const [mail] = await mailsTo(person.email);
    expect(mail!.subject).toBe('ยืนยันอีเมลของคุณสำหรับ IdeaMatch');
    expect(mail!.text).toContain(`${t.config.publicUrl}/verify-email?token=`);
    const token = tokenIn(mail!.text);
    // Only the token's hash is stored.
    const stored = await t.app.db.select().from(emailVerifications).where(eq(emailVerifications.email, person.email));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);

    const confirmed = await verify(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.data).toEqual({ email: person.email, alreadyVerified: false });
    expect((await profile(person.headers)).isEmailVerified).toBe(true);

    // Opened again (a second click, a mail scanner first): the address is confirmed, not "invalid".
    const reopened = await verify(token);
    expect(reopened.status).toBe(200);
    expect(reopened.data).toEqual({ email: person.email, alreadyVerified: true });

    // Once the account has another address, the old link proves nothing any more.
    await t.app.db
      .update(accounts)
      .set({ email: `moved-${person.email}` })
      .where(eq(accounts.email, person.email));
    const stale = await verify(token);
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({
      errorCode: 'EMAIL_VERIFY_TOKEN_INVALID',
      message: 'This verification link is invalid or has expired. Please request a new one.',
    });
  });

  it('leads back to the page the person registered from, and never off the site', async () => {
    const fromIdea = await register('EN', '/idea/0192f0c4-1c2b-7000-8000-000000000001?tab=reviews');
    const [mail] = await mailsTo(fromIdea.email);
    expect(mail!.text).toContain('&next=%2Fidea%2F0192f0c4-1c2b-7000-8000-000000000001%3Ftab%3Dreviews');
    for (const elsewhere of ['https://evil.example/', '//evil.example/x', '/login']) {
      const person = await register('EN', elsewhere);
      const [plain] = await mailsTo(person.email);
      expect(plain!.text).not.toContain('next=');
    }
  });

  it('writes the mail in the account language', async () => {
    const person = await register('EN');
    const [mail] = await mailsTo(person.email);
    expect(mail!.subject).toBe('Verify your email for IdeaMatch');
    expect(mail!.html).toContain('Verify email');
  });

  it('refuses an expired link, and an unknown or malformed token, without a 500', async () => {
    const person = await register();
    const [mail] = await mailsTo(person.email);
    await t.app.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.email, person.email));
    const expired = await verify(tokenIn(mail!.text));
    expect(expired.status).toBe(400);
    expect(expired.body.errorCode).toBe('EMAIL_VERIFY_TOKEN_INVALID');
    expect((await profile(person.headers)).isEmailVerified).toBe(false);

    for (const token of ['A'.repeat(43), 'short', '../../etc', 'x'.repeat(201), 42]) {
      const res = await verify(token);
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toMatch(/^(EMAIL_VERIFY_TOKEN_INVALID|VALIDATION_ERROR)$/);
    }
  });

  it('resends a new link to the signed-in person; verifying retires the older links', async () => {
    const person = await register();
    const [first] = await mailsTo(person.email);
    expect((await resend(person.headers)).status).toBe(200);
    const mails = await mailsTo(person.email);
    expect(mails).toHaveLength(2);
    const second = mails[1]!;
    expect(tokenIn(second.text)).not.toBe(tokenIn(first!.text));

    expect((await verify(tokenIn(second.text))).status).toBe(200);
    // The older link was retired by the newer one; the address it names is confirmed all the same.
    expect((await verify(tokenIn(first!.text))).data).toEqual({ email: person.email, alreadyVerified: true });

    // Once verified, a resend mails nothing more.
    expect((await resend(person.headers)).status).toBe(200);
    expect(await mailsTo(person.email)).toHaveLength(2);
  });

  it('resend needs a signed-in main account and is rate limited like forgot-password', async () => {
    const anonymous = await api(t).call(accountApi.resendVerification);
    expect(anonymous.status).toBe(401);

    const person = await register();
    const ip = randomIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await resend(person.headers, ip)).status);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('counts a password reset through the mailed link as a verification', async () => {
    const person = await register();
    await api(t).call(accountApi.forgotPassword, { body: { email: person.email } });
    const [resetMail] = await readMailTo(t, person.email, 'password-reset');
    const token = /reset-password\?token=([\w-]+)/.exec(resetMail!.text)![1]!;
    const password = await encryptFor(t.app, 'another-secret');
    const reset = await api(t).call(accountApi.resetPassword, {
      query: { token },
      body: { password, confirmPassword: password },
    });
    expect(reset.status).toBe(200);
    const [row] = await t.app.db.select().from(accounts).where(eq(accounts.email, person.email));
    expect(row!.emailVerifiedAt).not.toBeNull();
  });

  it('counts existing accounts and operator-made ones as verified', async () => {
    const existing = await buildSignedIn(t.app.db, { emailVerifiedAt: new Date() });
    expect((await profile(existing.headers)).isEmailVerified).toBe(true);
    const noEmail = await buildSignedIn(t.app.db, { email: null });
    expect((await profile(noEmail.headers)).isEmailVerified).toBe(true);

    const admin = await upsertSuperAdmin(t.app.db, { email: `${unique()}@example.test`, password: 'admin-secret-1' });
    const [row] = await t.app.db.select().from(accounts).where(eq(accounts.id, admin.id));
    expect(row!.emailVerifiedAt).not.toBeNull();
  });
});
