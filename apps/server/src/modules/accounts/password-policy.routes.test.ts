import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount } from '../../test/factories';
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
