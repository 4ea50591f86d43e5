import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRUST } from '@ideamatch/shared';
import { ideas, reports } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildIdea, buildSignedIn, daysAgo } from '../../test/factories';
import { randomIp } from '../auth/auth.test-helpers';
import { sendVerificationMail } from '../accounts/email-verification.service';
import { readMailTo } from '../../test/mail';
import { api } from '../../test/api-client';
import { reviewApi } from '@ideamatch/shared/api/review';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { partnerApi } from '@ideamatch/shared/api/partner';
import { accountApi } from '@ideamatch/shared/api/account';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Who = { headers: Record<string, string> };
const report = (who: Who, ideaId: string, remoteAddress = randomIp()) =>
  api(t)
    .as(who)
    .call(ideaApi.report, { params: { id: ideaId }, body: { reason: 'spam' }, remoteAddress });
const isPublic = async (ideaId: string) => (await api(t).call(ideaApi.get, { params: { id: ideaId } })).status === 200;
const throwaway = () => buildSignedIn(t.database.db, { emailVerifiedAt: null });
const member = () => buildSignedIn(t.database.db, { createdAt: daysAgo(2) });

describe('reports count toward hiding an idea only from members who are different people', () => {
  it('throwaway accounts (unverified, minutes old) report an idea: it stays up, the reports wait in the queue', async () => {
    const owner = await buildAccount(t.database.db);
    const idea = await buildIdea(t.database.db, owner.id);
    for (let i = 0; i < TRUST.autoHideReporters + 2; i += 1) {
      expect((await report(await throwaway(), idea.id)).status).toBe(200);
    }
    // Verified but made today: still not members.
    for (let i = 0; i < TRUST.autoHideReporters; i += 1) {
      expect((await report(await buildSignedIn(t.database.db), idea.id)).status).toBe(200);
    }
    expect(await isPublic(idea.id)).toBe(true);
    const stored = await t.database.db.select().from(reports).where(eq(reports.ideaId, idea.id));
    expect(stored).toHaveLength(TRUST.autoHideReporters * 2 + 2);
  });

  it('members behind one network address count once; from different addresses they hide it', async () => {
    const owner = await buildAccount(t.database.db);
    const idea = await buildIdea(t.database.db, owner.id);
    const sharedAddress = randomIp();
    for (let i = 0; i < TRUST.autoHideReporters; i += 1) {
      expect((await report(await member(), idea.id, sharedAddress)).status).toBe(200);
    }
    expect(await isPublic(idea.id)).toBe(true);

    for (let i = 0; i < TRUST.autoHideReporters - 1; i += 1) {
      expect((await report(await member(), idea.id)).status).toBe(200);
    }
    expect(await isPublic(idea.id)).toBe(false);
  });
});

describe('quotas by trust level', () => {
  it(`a new account may report ${TRUST.report.max[0]} ideas an hour, then gets a 429 telling it to verify`, async () => {
    const owner = await buildAccount(t.database.db);
    const reporter = await throwaway();
    const address = randomIp();
    for (let i = 0; i < TRUST.report.max[0]; i += 1) {
      const idea = await buildIdea(t.database.db, owner.id);
      expect((await report(reporter, idea.id, address)).status).toBe(200);
    }
    const idea = await buildIdea(t.database.db, owner.id);
    const refused = await report(reporter, idea.id, address);
    expect(refused.body).toMatchObject({ statusCode: 429, errorCode: 'QUOTA_REACHED_UNVERIFIED' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // A member's quota is larger: the same count passes.
    const verified = await member();
    for (let i = 0; i <= TRUST.report.max[0]; i += 1) {
      const next = await buildIdea(t.database.db, owner.id);
      expect((await report(verified, next.id)).status).toBe(200);
    }
  });

  it(`one network address may send ${TRUST.reportPerAddress.max} reports an hour, whoever sends them`, async () => {
    const owner = await buildAccount(t.database.db);
    const address = randomIp();
    for (let i = 0; i < TRUST.reportPerAddress.max; i += 1) {
      const idea = await buildIdea(t.database.db, owner.id);
      expect((await report(await member(), idea.id, address)).status).toBe(200);
    }
    const idea = await buildIdea(t.database.db, owner.id);
    expect((await report(await member(), idea.id, address)).body).toMatchObject({
      statusCode: 429,
      errorCode: 'QUOTA_REACHED',
    });
  });

  it(`a new account may send ${TRUST.partnerRequest.max[0]} partner requests a day`, async () => {
    const sender = await throwaway();
    const send = async () => {
      const to = await buildAccount(t.database.db);
      return api(t)
        .as(sender)
        .call(partnerApi.request, { body: { accountId: to.id } });
    };
    for (let i = 0; i < TRUST.partnerRequest.max[0]; i += 1) expect((await send()).status).toBe(200);
    expect((await send()).body).toMatchObject({ statusCode: 429, errorCode: 'QUOTA_REACHED_UNVERIFIED' });
  });
});

describe('reviews count toward a rating once their author is verified', () => {
  it('four throwaway 5-star reviews leave the rating alone; verifying one counts its review', async () => {
    const owner = await buildAccount(t.database.db);
    const idea = await buildIdea(t.database.db, owner.id);
    const review = (who: Who, score: number) =>
      api(t)
        .as(who)
        .call(reviewApi.upsert, { params: { id: idea.id }, body: { score } });
    const honest = await buildSignedIn(t.database.db);
    expect((await review(honest, 2)).status).toBe(200);
    const throwaways = await Promise.all(Array.from({ length: 4 }, throwaway));
    for (const who of throwaways) {
      const res = await review(who, 5);
      expect(res.status).toBe(200);
      // The author is told their review waits for their verified address.
      expect(res.data.review).toMatchObject({ score: 5, isCounted: false });
    }
    const rating = async () => (await t.database.db.select().from(ideas).where(eq(ideas.id, idea.id)))[0]!;
    expect(await rating()).toMatchObject({ reviewCount: 1, ratingAvg: 2 });
    const summary = (await api(t).call(reviewApi.list, { params: { id: idea.id } })).data.summary;
    expect(summary).toMatchObject({ rating: 2, reviewCount: 1, distribution: { 2: 1, 5: 0 } });

    // One of them proves their address: their review now counts.
    const verifying = throwaways[0]!;
    await sendVerificationMail(t.app.db, t.app.mailer, { accountId: verifying.account.id, publicUrl: 'http://x.test' });
    const [mail] = await readMailTo(t, verifying.account.email!, 'email-verification');
    const token = new URL(mail!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    const verified = await api(t).call(accountApi.verifyEmail, { body: { token } });
    expect(verified.status).toBe(200);
    expect(await rating()).toMatchObject({ reviewCount: 2, ratingAvg: 3.5 });
  });
});
