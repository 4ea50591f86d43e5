import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { LIMITS } from '@ideamatch/shared';
import { dictionary } from '@zxcvbn-ts/language-common';
import commonPasswords from '../../lib/common-passwords.json' with { type: 'json' };
import { buildAccount, buildAccountWithPassword } from '../../test/factories';
import { createSession } from '../auth/session.service';
import { readMailTo } from '../../test/mail';
import { encryptFor, register as registerThroughApi, type RegistrationFields } from '../auth/auth.test-helpers';
import { api } from '../../test/api-client';
import { accountCenterApi } from '@ideamatch/shared/api/account-center';
import { accountApi } from '@ideamatch/shared/api/account';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const WEAK = ['123456', '      ', 'password', 'Password', 'qwerty123', 'iloveyou', '\t \t \t '];
const weakReply = {
  statusCode: 400,
  errorCode: 'PASSWORD_TOO_WEAK',
  message: 'This password is too easy to guess. Please choose a less common one.',
  details: [
    {
      field: 'password',
      code: 'PASSWORD_TOO_WEAK',
      message: 'This password is too easy to guess. Please choose a less common one.',
    },
  ],
};

const register = (password: string, fields: RegistrationFields = {}) =>
  registerThroughApi(t.app, { password, ...fields });

describe('weak passwords', () => {
  it.each(WEAK)('are refused at registration: %j', async (password) => {
    const res = await register(password);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(weakReply);
  });

  it('are one of the field errors when other fields are wrong too', async () => {
    const res = await register('123456', { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      details: expect.arrayContaining([
        { field: 'email', code: 'EMAIL_INVALID', message: 'Email is invalid' },
        { field: 'password', code: 'PASSWORD_TOO_WEAK', message: weakReply.message },
      ]),
    });
  });

  it('leave a less common password (with inner spaces) alone', async () => {
    expect((await register('correct horse battery')).status).toBe(200);
  });

  it.each(['123456', '      '])('are refused when resetting the password: %j', async (password) => {
    const account = await buildAccount(t.database.db);
    const forgot = await api(t).send(accountApi.forgotPassword, { body: { email: account.email } });
    expect(forgot.status).toBe(200);
    const token = /token=([\w-]+)/.exec((await readMailTo(t, account.email!))[0]!.text)![1]!;
    const ciphertext = await encryptFor(t.app, password);
    const res = await api(t).call(accountApi.resetPassword, {
      query: { token },
      body: { password: ciphertext, confirmPassword: ciphertext },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(weakReply);
  });
});

describe('the list of common passwords', () => {
  const { passwords } = commonPasswords;

  it('is the 10,000 most common passwords a person could otherwise choose, as its source ranks them', () => {
    const expected = [
      ...new Set(
        dictionary['passwords-common']
          .map((password) => password.toLowerCase())
          .filter((password) => password.length >= LIMITS.passwordMinLength),
      ),
    ].slice(0, 10_000);
    expect(passwords).toEqual(expected);
    expect(commonPasswords.license).toContain('Permission is hereby granted');
  });

  // One from the top, the middle and the end of the 3,000 most common, in other letter cases.
  const sample = [
    passwords[0]!,
    passwords[1_499]!.toUpperCase(),
    `${passwords[2_999]![0]!.toUpperCase()}${passwords[2_999]!.slice(1)}`,
  ];

  it.each(sample)('refuses %j at registration', async (password) => {
    expect((await register(password)).body).toEqual(weakReply);
  });

  it.each(sample)('refuses %j as a new password when changing it', async (password) => {
    const me = await buildAccountWithPassword(t.database.db, 'current-pass-1');
    const { token } = await createSession(t.database.db, { accountId: me.id });
    const encrypted = await encryptFor(t.app, password);
    const res = await api(t).call(accountCenterApi.changePassword, {
      body: {
        currentPassword: await encryptFor(t.app, 'current-pass-1'),
        password: encrypted,
        confirmPassword: encrypted,
      },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.body).toEqual(weakReply);
  });
});
