import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { LIMITS } from '@ideamatch/shared';
import { dictionary } from '@zxcvbn-ts/language-common';
import commonPasswords from '../../lib/common-passwords.json' with { type: 'json' };
import { buildAccount, buildAccountWithPassword } from '../../test/factories';
import { createSession } from '../auth/session.service';
import { readMailTo } from '../../test/mail';
import {
  encryptFor,
  randomIp,
  register as registerThroughApi,
  type RegistrationFields,
} from '../auth/auth.test-helpers';

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
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(weakReply);
  });

  it('are one of the field errors when other fields are wrong too', async () => {
    const res = await register('123456', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      details: expect.arrayContaining([
        { field: 'email', code: 'EMAIL_INVALID', message: 'Email is invalid' },
        { field: 'password', code: 'PASSWORD_TOO_WEAK', message: weakReply.message },
      ]),
    });
  });

  it('leave a less common password (with inner spaces) alone', async () => {
    expect((await register('correct horse battery')).statusCode).toBe(200);
  });

  it.each(['123456', '      '])('are refused when resetting the password: %j', async (password) => {
    const account = await buildAccount(t.database.db);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/account/forgot-password',
      remoteAddress: randomIp(),
      payload: { email: account.email },
    });
    expect(forgot.statusCode).toBe(200);
    const token = /token=([\w-]+)/.exec((await readMailTo(t, account.email!))[0]!.text)![1]!;
    const ciphertext = await encryptFor(t.app, password);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/account/reset-password?token=${token}`,
      remoteAddress: randomIp(),
      payload: { password: ciphertext, confirmPassword: ciphertext },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(weakReply);
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
    expect((await register(password)).json()).toEqual(weakReply);
  });

  it.each(sample)('refuses %j as a new password when changing it', async (password) => {
    const me = await buildAccountWithPassword(t.database.db, 'current-pass-1');
    const { token } = await createSession(t.database.db, { accountId: me.id });
    const encrypted = await encryptFor(t.app, password);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/password',
      remoteAddress: randomIp(),
      headers: { authorization: `Bearer ${token}` },
      payload: {
        currentPassword: await encryptFor(t.app, 'current-pass-1'),
        password: encrypted,
        confirmPassword: encrypted,
      },
    });
    expect(res.json()).toEqual(weakReply);
  });
});
