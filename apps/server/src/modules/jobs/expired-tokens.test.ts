import { eq, inArray } from 'drizzle-orm';
import { Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, passwordResets, twoFactorChallenges } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccountWithPassword } from '../../test/factories';
import { authenticatorCode } from '../../test/totp';
import { encryptFor, register, challengeTokenOf } from '../auth/auth.test-helpers';
import { hashToken } from '../auth/session.service';
import { api } from '../../test/api-client';
import { authApi } from '@ideamatch/shared/api/auth';
import { accountApi } from '@ideamatch/shared/api/account';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'secret1-ok';
const anHourAgo = () => new Date(Date.now() - 60 * 60_000);

describe('the clean-up job', () => {
  it('sweeps expired two-factor challenges, email verification links and reset tokens, and keeps live ones working', async () => {
    const db = t.database.db;
    const secret = new Secret({ size: 20 }).base32;
    const person = await buildAccountWithPassword(db, PASSWORD, {
      twoFactorSecret: t.app.secretBox.seal(secret),
      twoFactorEnabledAt: new Date(),
    });
    const challenge = async () => {
      const res = await api(t).call(authApi.login, {
        body: { username: person.username, password: await encryptFor(t.app, PASSWORD) },
      });
      return challengeTokenOf(res.data);
    };
    const stale = await challenge();
    const live = await challenge();
    await db
      .update(twoFactorChallenges)
      .set({ expiresAt: anHourAgo() })
      .where(eq(twoFactorChallenges.tokenHash, hashToken(stale)));

    // Two sign-ups, each mailed a verification link; one link is past its day.
    const signUps = [await register(t.app), await register(t.app)];
    expect(signUps.map((res) => res.status)).toEqual([200, 200]);
    const links = await db.select().from(emailVerifications);
    expect(links.length).toBeGreaterThanOrEqual(2);
    await db.update(emailVerifications).set({ expiresAt: anHourAgo() }).where(eq(emailVerifications.id, links[0]!.id));

    // Two reset mails; one link is past its hour.
    for (let i = 0; i < 2; i += 1) {
      await api(t).send(accountApi.forgotPassword, { body: { email: person.email } });
    }
    const resets = await db.select().from(passwordResets).where(eq(passwordResets.accountId, person.id));
    expect(resets).toHaveLength(2);
    await db.update(passwordResets).set({ expiresAt: anHourAgo() }).where(eq(passwordResets.id, resets[0]!.id));

    await t.app.jobs.runNow('cleanup');

    const challengesLeft = await db.select({ tokenHash: twoFactorChallenges.tokenHash }).from(twoFactorChallenges);
    expect(challengesLeft).toEqual([{ tokenHash: hashToken(live) }]);
    expect(await db.select().from(emailVerifications).where(eq(emailVerifications.id, links[0]!.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(emailVerifications)
        .where(
          inArray(
            emailVerifications.id,
            links.slice(1).map((link) => link.id),
          ),
        ),
    ).toHaveLength(links.length - 1);
    expect(
      (await db.select().from(passwordResets).where(eq(passwordResets.accountId, person.id))).map((row) => row.id),
    ).toEqual([resets[1]!.id]);

    // What is left still works; what was swept is refused as any unknown token is.
    const twoFactor = (challengeToken: string) =>
      api(t).call(authApi.twoFactor, { body: { challengeToken, code: authenticatorCode(secret) } });
    expect((await twoFactor(stale)).body.errorCode).toBe('TWO_FACTOR_CHALLENGE_INVALID');
    expect((await twoFactor(live)).status).toBe(200);
  });
});
