import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { VALIDATION_MESSAGES as M } from '@ideamatch/shared';
import { accounts } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount } from '../../test/factories';
import {
  encryptFor,
  randomIp,
  register as registerThroughApi,
  type RegistrationFields,
} from '../auth/auth.test-helpers';
import { api, type ApiReply } from '../../test/api-client';
import { accountApi } from '@ideamatch/shared/api/account';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

let sequence = 0;
const unique = () => `r${Date.now().toString(36)}${(sequence += 1)}`;

const register = (fields: RegistrationFields = {}) => registerThroughApi(t.app, fields);

const accountCount = async () => {
  const [row] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(accounts);
  return row!.n;
};

describe('POST /api/account/register', () => {
  it('creates the account and logs it in', async () => {
    const res = await register({ username: 'New.User_1', isNewsAndPromotion: true, language: 'EN' });

    expect(res.status).toBe(200);
    const { accessToken } = res.data;
    const profile = await api(t).call(accountApi.profile, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(profile.status).toBe(200);
    expect(profile.data).toMatchObject({ username: 'new.user_1', isNewsAndPromotion: true });
    const [row] = await t.app.db
      .select()
      .from(accounts)
      .where(sql`${accounts.username} = 'new.user_1'`);
    expect(row).toMatchObject({ isTerm: true, isPdpa: true, language: 'EN', role: 0 });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'EMAIL_INVALID'],
    ['username', { username: 'a b' }, 'INCORRECT_INPUT'],
    ['username', { username: 'admin' }, 'INCORRECT_INPUT'],
    ['username', { username: '123456' }, 'INCORRECT_INPUT'],
    ['password', { password: '12345' }, 'PASSWORD_TOO_SHORT'],
    ['confirmPassword', { password: 'secret1-ok', confirmPassword: 'secret2' }, 'PASSWORD_NOT_MATCH'],
    ['isTerm', { isTerm: false }, 'TERMS_REQUIRED'],
    ['isTerm', { isPdpa: false }, 'TERMS_REQUIRED'],
  ] as const)('refuses a bad %s with its code and fixed message (%o)', async (field, overrides, code) => {
    const message = M[code];
    const before = await accountCount();
    const res = await register(overrides);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', message, details: [{ field, code, message }] });
    expect(await accountCount()).toBe(before);
  });

  it('reports every bad field at once', async () => {
    const res = await register({ email: 'x', username: '!', password: '1', isTerm: false });
    expect(res.body.details?.map((d) => d.field)).toEqual(['email', 'username', 'password', 'isTerm']);
  });

  it('refuses a taken email or username, whatever the casing', async () => {
    const existing = await buildAccount(t.app.db, { username: 'taken.name', email: 'Taken@Example.test' });

    const byEmail = await register({ email: 'TAKEN@example.TEST' });
    expect(byEmail.status).toBe(400);
    expect(byEmail.body).toMatchObject({ details: [{ field: 'email', message: M.EMAIL_TAKEN }] });

    const byUsername = await register({ username: 'Taken.Name' });
    expect(byUsername.status).toBe(400);
    expect(byUsername.body).toMatchObject({ details: [{ field: 'username', message: M.USERNAME_TAKEN }] });

    const both = await register({ username: existing.username, email: existing.email! });
    expect(both.body.details).toEqual([
      { field: 'email', code: 'EMAIL_TAKEN', message: M.EMAIL_TAKEN },
      { field: 'username', code: 'USERNAME_TAKEN', message: M.USERNAME_TAKEN },
    ]);
  });

  it('gives the same field error when two registrations race for one username', async () => {
    const username = unique();
    const [a, b] = await Promise.all([register({ username }), register({ username })]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 400]);
    const loser = a.status === 400 ? a : b;
    expect(loser.body).toMatchObject({ details: [{ field: 'username', message: M.USERNAME_TAKEN }] });
  });

  it('accepts one ciphertext sent as both password and confirmPassword', async () => {
    const name = unique();
    const ciphertext = await encryptFor(t.app, 'secret1-ok');
    const res = await api(t).call(accountApi.register, {
      body: {
        email: `${name}@example.test`,
        username: name,
        password: ciphertext,
        confirmPassword: ciphertext,
        isPdpa: true,
        isTerm: true,
      },
    });
    expect(res.status).toBe(200);
  });

  it('refuses a plaintext password', async () => {
    const name = unique();
    const res = await api(t).call(accountApi.register, {
      body: {
        email: `${name}@example.test`,
        username: name,
        password: 'secret1-ok',
        confirmPassword: 'secret1-ok',
        isPdpa: true,
        isTerm: true,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('PASSWORD_UNREADABLE');
  });

  it('limits attempts to register from one address to 25 in 5 minutes', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    let last: ApiReply<typeof accountApi.register> | undefined;
    for (let i = 0; i < 26; i += 1) {
      last = await api(t).call(accountApi.register, {
        body: { email: 'x', username: 'x', password: 'x', confirmPassword: 'x' },
        remoteAddress: ip,
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 25).every((s) => s === 400)).toBe(true);
    expect(statuses[25]).toBe(429);
    expect(last!.body.retryAfterSeconds).toBeLessThanOrEqual(300);
  });
  // Accounts created per address have a limit of their own (sign-in-limits.routes.test.ts).
});
