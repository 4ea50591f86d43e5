import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { VALIDATION_MESSAGES as M } from '@ideamatch/shared';
import { accounts } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount } from '../../test/factories';
import { readMailTo } from '../../test/mail';
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

  it('keeps the first and last name given, and greets the person by first name in the verification mail', async () => {
    const name = unique();
    const res = await register({
      username: name,
      email: `${name}@example.test`,
      firstName: ' Nok ',
      lastName: 'Srisuk',
    });
    expect(res.status).toBe(200);
    const profile = await api(t).call(accountApi.profile, {
      headers: { authorization: `Bearer ${res.data.accessToken}` },
    });
    expect(profile.data).toMatchObject({ username: name, firstName: 'Nok', lastName: 'Srisuk' });
    const [mail] = await readMailTo(t, `${name}@example.test`, 'email-verification');
    expect(mail?.text).toContain('สวัสดีคุณ Nok');
  });

  it('still registers without a name, as the original payload does', async () => {
    const res = await register({ firstName: undefined });
    expect(res.status).toBe(200);
    const profile = await api(t).call(accountApi.profile, {
      headers: { authorization: `Bearer ${res.data.accessToken}` },
    });
    expect(profile.data).toMatchObject({ firstName: null, lastName: null });
  });

  it('refuses a first name sent blank or too long, and a last name too long', async () => {
    const blank = await register({ firstName: '   ' });
    expect(blank.body).toMatchObject({ details: [{ field: 'firstName', code: 'FIRST_NAME_REQUIRED' }] });
    const long = await register({ firstName: 'n'.repeat(51), lastName: 'l'.repeat(51) });
    expect(long.body.details?.map((d) => d.code)).toEqual(['FIRST_NAME_TOO_LONG', 'LAST_NAME_TOO_LONG']);
  });
});

describe('GET /api/account/username-availability', () => {
  const check = (username: string) => api(t).call(accountApi.usernameAvailability, { query: { username } });

  it('says a free username is free, with no suggestions', async () => {
    const name = unique();
    const res = await check(name.toUpperCase());
    expect(res.data).toEqual({ username: name, isAvailable: true, suggestions: [] });
  });

  it('answers a taken username with free ones like it that registration then accepts', async () => {
    await buildAccount(t.app.db, { username: 'nok.bkk' });
    await buildAccount(t.app.db, { username: 'nok.bkk2' });

    const res = await check('Nok.Bkk');
    expect(res.data.isAvailable).toBe(false);
    expect(res.data.suggestions).toHaveLength(3);
    expect(res.data.suggestions).not.toContain('nok.bkk2');
    for (const suggestion of res.data.suggestions) expect(suggestion).toMatch(/^nok\.bkk/);

    expect((await register({ username: res.data.suggestions[0] })).status).toBe(200);
  });

  it('suggests valid usernames for one that breaks the rules', async () => {
    const res = await check('admin');
    expect(res.data.isAvailable).toBe(false);
    expect(res.data.suggestions.length).toBeGreaterThan(0);
    expect(res.data.suggestions.every((s) => /^admin[0-9._a-z]+$/.test(s))).toBe(true);
  });
});
