import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRole } from '@ideamatch/shared';
import { accounts, passwordResets } from '../../db/schema/index';
import { hashPassword, verifyPassword } from '../../lib/password';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildSignedIn } from '../../test/factories';
import { readMailTo } from '../../test/mail';
import { encryptFor } from '../auth/auth.test-helpers';
import { escapeHtml } from '../mail/mail.templates';
import { api } from '../../test/api-client';
import { mailApi } from '@ideamatch/shared/api/mail';
import { authApi } from '@ideamatch/shared/api/auth';
import { accountApi } from '@ideamatch/shared/api/account';

const forgot = (t: TestApp, email: unknown) => api(t).send(accountApi.forgotPassword, { body: { email } });

const reset = async (t: TestApp, token: string, password: string, confirmPassword = password) =>
  api(t).call(accountApi.resetPassword, {
    query: { token: token },
    body: { password: await encryptFor(t.app, password), confirmPassword: await encryptFor(t.app, confirmPassword) },
  });

describe('forgot password with the dev outbox (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const account = await buildAccount(t.database.db, { language: 'TH', firstName: '<b>สมชาย</b>' });
    const known = await forgot(t, account.email!.toUpperCase());
    const unknown = await forgot(t, 'nobody-here@example.test');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ statusCode: 200, message: 'OK', data: null });

    const mails = await readMailTo(t, account.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('ตั้งรหัสผ่านใหม่สำหรับ IdeaMatch');
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/reset-password?token=`);
    expect(await readMailTo(t, 'nobody-here@example.test')).toEqual([]);

    // The HTML escapes what the account wrote; the stored token is only a hash.
    const row = mails[0];
    expect(row!.transport).toBe('outbox');
    expect(row!.html).toContain(escapeHtml('<b>สมชาย</b>'));
    expect(row!.html).not.toContain('<b>สมชาย</b>');
    const token = /token=([\w-]+)/.exec(mails[0]!.text)![1]!;
    const [stored] = await t.database.db.select().from(passwordResets);
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
  });

  it('mails nobody for a deactivated account or a sub-account', async () => {
    const deactivated = await buildAccount(t.database.db, { isDeactivated: true });
    expect((await forgot(t, deactivated.email)).status).toBe(200);
    const owner = await buildAccount(t.database.db);
    const sub = await buildAccount(t.database.db, { ownerAccountId: owner.id, email: 'persona@example.test' });
    expect((await forgot(t, sub.email)).status).toBe(200);
    expect(await readMailTo(t, deactivated.email!)).toEqual([]);
    expect(await readMailTo(t, 'persona@example.test')).toEqual([]);
  });

  it('refuses an invalid email with its fixed message', async () => {
    const res = await forgot(t, 'not-an-email');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      message: 'Email is invalid',
      details: [{ field: 'email', code: 'EMAIL_INVALID', message: 'Email is invalid' }],
    });
  });

  it('shows the dev outbox to staff only', async () => {
    const user = await buildSignedIn(t.database.db);
    const res = await api(t).as(user).call(mailApi.list);
    expect(res.status).toBe(403);
    expect((await api(t).call(mailApi.list)).status).toBe(401);
  });

  it('accepts one ciphertext sent as both password and confirmPassword', async () => {
    const account = await buildAccount(t.database.db, { language: 'EN' });
    await forgot(t, account.email);
    const [mail] = await readMailTo(t, account.email!);
    expect(mail!.subject).toBe('Reset your IdeaMatch password');
    const token = /token=([\w-]+)/.exec(mail!.text)![1]!;
    const ciphertext = await encryptFor(t.app, 'same-secret');
    const res = await api(t).call(accountApi.resetPassword, {
      query: { token },
      body: { password: ciphertext, confirmPassword: ciphertext },
    });
    expect(res.status).toBe(200);
    expect(await verifyPassword(await passwordHashOf(t, account.id), 'same-secret')).toBe(true);
  });

  it('refuses unknown tokens', async () => {
    const res = await reset(t, 'a'.repeat(43), 'new-secret');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errorCode: 'RESET_TOKEN_INVALID',
      message: 'This reset link is invalid or has expired. Please request a new one.',
    });
    expect((await reset(t, 'short', 'new-secret')).body.errorCode).toBe('RESET_TOKEN_INVALID');
  });
});

type ReceivedMail = { to: string[]; raw: string };

/** What a local SMTP server received; `mailTo` resolves when a mail to that address arrives. */
function smtpInbox() {
  const received: ReceivedMail[] = [];
  const waiting: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  return {
    add(mail: ReceivedMail) {
      received.push(mail);
      for (const waiter of waiting.filter((w) => mail.to.includes(w.to))) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(mail);
      }
    },
    mailTo(to: string): Promise<ReceivedMail> {
      const mail = received.find((m) => m.to.includes(to));
      return mail ? Promise.resolve(mail) : new Promise((resolve) => waiting.push({ to, resolve }));
    },
  };
}

/** The text/plain part of a raw MIME message, decoded. */
function plainText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? raw;
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes);
  }
  return body;
}

describe('reset password through a real SMTP server', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const inbox = smtpInbox();

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          inbox.add({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const address = smtp.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://ideamatch.example' } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('mails a link that resets the password once, ending every session', async () => {
    const db = t.database.db;
    const { account, headers } = await buildSignedIn(db, {
      language: 'EN',
      passwordHash: await hashPassword('old-secret'),
    });
    expect((await api(t).call(accountApi.profile, { headers })).status).toBe(200);

    expect((await forgot(t, account.email)).status).toBe(200);
    const mail = await inbox.mailTo(account.email!);
    expect(mail.raw).toMatch(/^Subject: Reset your IdeaMatch password/m);
    expect(mail.raw).toMatch(/^From: IdeaMatch <no-reply@ideamatch\.local>/m);
    const text = plainText(mail.raw);
    const link = /https:\/\/ideamatch\.example\/reset-password\?token=([\w%-]+)/.exec(text);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const mismatch = await reset(t, token, 'new-secret', 'other-secret');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.details).toEqual([
      {
        field: 'confirmPassword',
        code: 'PASSWORD_DID_NOT_MATCH',
        message: "Password and confirm password didn't match",
      },
    ]);
    const short = await reset(t, token, 'abc');
    expect(short.status).toBe(400);
    expect(short.body.details).toEqual([
      {
        field: 'password',
        code: 'PASSWORD_TOO_SHORT',
        message: 'The passwords you entered are less than 6 characters. Please re-enter your new password',
      },
    ]);

    const done = await reset(t, token, 'new-secret');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ statusCode: 200, message: 'OK', data: null });

    // Old sessions are gone, the new password works, the token does not work twice.
    expect((await api(t).call(accountApi.profile, { headers })).status).toBe(401);
    const login = await api(t).call(authApi.login, {
      body: { username: account.username, password: await encryptFor(t.app, 'new-secret') },
    });
    expect(login.status).toBe(200);
    const again = await reset(t, token, 'another-secret');
    expect(again.status).toBe(400);
    expect(again.body.errorCode).toBe('RESET_TOKEN_INVALID');

    const [row] = await readMailTo(t, account.email!);
    expect(row).toMatchObject({ transport: 'smtp', kind: 'password-reset', language: 'EN' });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('refuses an expired token', async () => {
    const db = t.database.db;
    const account = await buildAccount(db, { passwordHash: await hashPassword('old-secret') });
    await forgot(t, account.email);
    const mail = await inbox.mailTo(account.email!);
    const token = decodeURIComponent(/token=([\w%-]+)/.exec(plainText(mail.raw))![1]!);
    await db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.accountId, account.id));
    const res = await reset(t, token, 'new-secret');
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('RESET_TOKEN_INVALID');
    expect(await verifyPassword(await passwordHashOf(t, account.id), 'old-secret')).toBe(true);
  });

  it('has no dev outbox when SMTP is configured', async () => {
    const staff = await buildSignedIn(t.database.db, { role: AccountRole.SuperAdmin });
    const res = await api(t).as(staff).call(mailApi.list);
    expect(res.status).toBe(404);
  });
});

async function passwordHashOf(t: TestApp, accountId: string) {
  const [row] = await t.database.db
    .select({ hash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.hash ?? '';
}
