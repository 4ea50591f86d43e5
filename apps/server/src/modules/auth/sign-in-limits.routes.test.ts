import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret } from 'otpauth';
import { encryptPassword, type PasswordPublicKey } from '@ideamatch/shared';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccountWithPassword } from '../../test/factories';
import { readMailTo } from '../../test/mail';
import { authenticatorCode } from '../../test/totp';
import { randomIp, register, challengeTokenOf } from './auth.test-helpers';
import { createSession } from './session.service';
import { SIGN_IN_LIMITS } from './sign-in-limits';
import { api, type AnyReply } from '../../test/api-client';
import { authApi } from '@ideamatch/shared/api/auth';
import { accountCenterApi } from '@ideamatch/shared/api/account-center';
import { accountApi } from '@ideamatch/shared/api/account';

let t: TestApp;
let key: PasswordPublicKey;
beforeAll(async () => {
  t = await buildTestApp();
  key = (await api(t).call(authApi.publicKey)).data;
});
afterAll(() => t.close());

const PASSWORD = 'secret1-ok';

/** `POST /api/authentication/login` from `remoteAddress`, the password encrypted as the web app does. */
const login = async (username: string, password: string, remoteAddress: string) =>
  api(t).call(authApi.login, { body: { username, password: await encryptPassword(key, password) }, remoteAddress });

type Reply = AnyReply;

/** A 429 that says when to try again, within `windowMs`, in the body and in Retry-After alike. */
function expectRetryLater(res: Reply, windowMs: number) {
  expect(res.status).toBe(429);
  const body = res.body;
  expect(body).toEqual({
    statusCode: 429,
    message: 'Too many requests. Please try again later.',
    errorCode: 'RATE_LIMITED',
    retryAfterSeconds: expect.any(Number),
  });
  expect(body.retryAfterSeconds).toBeGreaterThan(0);
  expect(body.retryAfterSeconds).toBeLessThanOrEqual(windowMs / 1000);
  expect(res.headers['retry-after']).toBe(String(body.retryAfterSeconds));
}

describe('failed sign-ins per client address', () => {
  it('stop 650 sign-ins across usernames from one address after 25, telling when to retry', async () => {
    const ip = randomIp();
    const owner = await buildAccountWithPassword(t.app.db, PASSWORD);
    const statuses: number[] = [];
    let last: Reply | undefined;
    for (let i = 0; i < 650; i += 1) {
      last = await login(i % 2 ? `victim-${i}` : owner.username, 'password1', ip);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 25)).toEqual(Array.from({ length: 25 }, () => 401));
    expect(new Set(statuses.slice(25))).toEqual(new Set([429]));
    expectRetryLater(last!, SIGN_IN_LIMITS.failedPerAddress.windowMs);

    // The right password from that address waits too (it is not even checked); from another it works.
    expectRetryLater(await login(owner.username, PASSWORD, ip), SIGN_IN_LIMITS.failedPerAddress.windowMs);
    expect((await login(owner.username, PASSWORD, randomIp())).status).toBe(200);
  });

  it('count every spelling of the address against one limit', async () => {
    const ip = randomIp();
    for (let i = 0; i < 25; i += 1) expect((await login('someone', 'password1', ip)).status).toBe(401);
    // Other spellings of the login path: no contract builds them.
    for (const url of ['/%61pi/authentication/login', '//api/authentication/login', '/api//authentication/login/']) {
      const res = await api(t).request({
        method: 'POST',
        url,
        remoteAddress: ip,
        payload: { username: 'someone-else', password: await encryptPassword(key, 'password1') },
      });
      expect(res.status).toBe(429);
    }
  });

  it('count an IPv6 client by its /64, so rotating addresses within it does not help', async () => {
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    const statuses: number[] = [];
    for (let i = 0; i < 26; i += 1) {
      statuses.push((await login(`nobody-${i}`, 'password1', `${network}::${(i + 1).toString(16)}`)).status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(25);
    expect(statuses.at(-1)).toBe(429);
  });

  it('count only failures: an office signing in 30 times from one address is never refused', async () => {
    const ip = randomIp();
    const people = await Promise.all(Array.from({ length: 3 }, () => buildAccountWithPassword(t.app.db, PASSWORD)));
    for (let i = 0; i < 30; i += 1) {
      expect((await login(people[i % 3]!.username, PASSWORD, ip)).status).toBe(200);
    }
  });

  it('let exactly 25 through when 40 wrong attempts arrive at once', async () => {
    const ip = randomIp();
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => login(`crowd-${i}`, 'password1', ip)));
    const statuses = replies.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(25);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('never count a password that could not be read (a stale page), which guesses nothing', async () => {
    const ip = randomIp();
    for (let i = 0; i < 30; i += 1) {
      const res = await api(t).call(authApi.login, {
        body: { username: `stale-${i}`, password: 'not-encrypted' },
        remoteAddress: ip,
      });
      expect(res.body.errorCode).toBe('PASSWORD_UNREADABLE');
    }
    expect((await login('stale-0', 'password1', ip)).status).toBe(401);
  });
});

describe('failed sign-ins per account', () => {
  it('lock one account after 25 failures from 25 addresses, by username or email, and no other', async () => {
    const target = await buildAccountWithPassword(t.app.db, PASSWORD, { email: `Target${Date.now()}@Example.test` });
    const bystander = await buildAccountWithPassword(t.app.db, PASSWORD);
    for (let i = 0; i < 25; i += 1) {
      expect((await login(i % 2 ? target.username : target.email!, 'password1', randomIp())).status).toBe(401);
    }
    expectRetryLater(
      await login(target.email!.toUpperCase(), PASSWORD, randomIp()),
      SIGN_IN_LIMITS.failedPerAccount.windowMs,
    );
    expectRetryLater(await login(target.username, PASSWORD, randomIp()), SIGN_IN_LIMITS.failedPerAccount.windowMs);
    expect((await login(bystander.username, PASSWORD, randomIp())).status).toBe(200);
  });

  it('treat a username nobody has exactly like an account, so a refusal tells nothing', async () => {
    const ghost = `ghost-${Date.now()}`;
    for (let i = 0; i < 25; i += 1) expect((await login(ghost, 'password1', randomIp())).status).toBe(401);
    expectRetryLater(
      await login(ghost.toUpperCase(), 'password1', randomIp()),
      SIGN_IN_LIMITS.failedPerAccount.windowMs,
    );
  });

  it('lift the lock once the owner resets the password from the mailed link', async () => {
    const owner = await buildAccountWithPassword(t.app.db, PASSWORD);
    for (let i = 0; i < 25; i += 1) await login(owner.username, 'password1', randomIp());
    expect((await login(owner.username, PASSWORD, randomIp())).status).toBe(429);

    await api(t).send(accountApi.forgotPassword, { body: { email: owner.email } });
    const token = /token=([\w-]+)/.exec((await readMailTo(t, owner.email!, 'password-reset'))[0]!.text)![1]!;
    const newPassword = await encryptPassword(key, 'a-new-secret-9');
    const reset = await api(t).call(accountApi.resetPassword, {
      query: { token },
      body: { password: newPassword, confirmPassword: newPassword },
    });
    expect(reset.status).toBe(200);
    expect((await login(owner.username, 'a-new-secret-9', randomIp())).status).toBe(200);
  });
});

/** A six-digit code that none of the steps the server accepts now (±1) shows. */
const wrongCode = (secret: string) => {
  const valid = [-1, 0, 1].map((step) => authenticatorCode(secret, Date.now() + step * 30_000));
  return ['000000', '111111', '222222', '333333'].find((code) => !valid.includes(code))!;
};

describe('second-factor codes', () => {
  const twoFactor = (challengeToken: string, code: string) =>
    api(t).call(authApi.twoFactor, { body: { challengeToken, code } });

  it('take 5 per challenge and 10 wrong per account an hour, across challenges and addresses', async () => {
    const secret = new Secret({ size: 20 }).base32;
    const owner = await buildAccountWithPassword(t.app.db, PASSWORD, {
      twoFactorSecret: t.app.secretBox.seal(secret),
      twoFactorEnabledAt: new Date(),
    });
    const challenge = async () => {
      const res = await login(owner.username, PASSWORD, randomIp());
      expect(res.data).toMatchObject({ twoFactorRequired: true });
      return challengeTokenOf(res.data);
    };
    const wrong = wrongCode(secret);

    const first = await challenge();
    for (let i = 0; i < 5; i += 1)
      expect((await twoFactor(first, wrong)).body.errorCode).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await twoFactor(first, authenticatorCode(secret))).body.errorCode).toBe('TWO_FACTOR_CHALLENGE_INVALID');

    const second = await challenge();
    for (let i = 0; i < 5; i += 1)
      expect((await twoFactor(second, wrong)).body.errorCode).toBe('TWO_FACTOR_CODE_INVALID');

    // Ten wrong codes this hour: a new challenge (the password was right) cannot try an eleventh,
    // not even the right one.
    const third = await challenge();
    expectRetryLater(await twoFactor(third, authenticatorCode(secret)), SIGN_IN_LIMITS.secondFactorPerAccount.windowMs);
  });

  it('never count right codes: eleven sign-ins in an hour, then a wrong code is still only wrong', async () => {
    const owner = await buildAccountWithPassword(t.app.db, PASSWORD);
    const { token } = await createSession(t.app.db, { accountId: owner.id });
    const headers = { authorization: `Bearer ${token}` };
    const setup = await api(t).call(accountCenterApi.setupTwoFactor, { headers });
    const { secret } = setup.data;
    const enable = await api(t)
      .as(token)
      // Turning two-factor on takes the password too (a session alone cannot).
      .call(accountCenterApi.enableTwoFactor, {
        body: { code: authenticatorCode(secret), password: await encryptPassword(key, PASSWORD) },
      });
    const { recoveryCodes } = enable.data;
    const challenge = async () => challengeTokenOf((await login(owner.username, PASSWORD, randomIp())).data);

    for (const code of [...recoveryCodes, authenticatorCode(secret, Date.now() + 30_000)]) {
      expect((await twoFactor(await challenge(), code)).status).toBe(200);
    }
    expect((await twoFactor(await challenge(), wrongCode(secret))).body.errorCode).toBe('TWO_FACTOR_CODE_INVALID');
  });
});

describe('password-reset mails per email', () => {
  const forgot = (email: string) => api(t).call(accountApi.forgotPassword, { body: { email } });

  it('send at most 5 in 30 minutes to one address, whether or not it has an account', async () => {
    const owner = await buildAccountWithPassword(t.app.db, PASSWORD);
    for (const email of [owner.email!, `nobody-${Date.now()}@example.test`]) {
      for (let i = 0; i < 5; i += 1) expect((await forgot(i % 2 ? email.toUpperCase() : email)).status).toBe(200);
      expectRetryLater(await forgot(email), SIGN_IN_LIMITS.resetsPerEmail.windowMs);
    }
    expect(await readMailTo(t, owner.email!, 'password-reset')).toHaveLength(5);
    // Another person's reset is not held up.
    expect((await forgot(`someone-else-${Date.now()}@example.test`)).status).toBe(200);
  });
});

describe('sign-ups per client address', () => {
  it('create at most 10 accounts an hour from one address; refusals for a taken name cost nothing', async () => {
    const remoteAddress = randomIp();
    const taken = await buildAccountWithPassword(t.app.db, PASSWORD);
    for (let i = 0; i < 3; i += 1) {
      expect((await register(t.app, { username: taken.username }, { remoteAddress })).status).toBe(400);
    }
    for (let i = 0; i < 10; i += 1) expect((await register(t.app, {}, { remoteAddress })).status).toBe(200);
    expectRetryLater(await register(t.app, {}, { remoteAddress }), SIGN_IN_LIMITS.signUpsPerAddress.windowMs);
    expect((await register(t.app, {}, { remoteAddress: randomIp() })).status).toBe(200);
  });
});
