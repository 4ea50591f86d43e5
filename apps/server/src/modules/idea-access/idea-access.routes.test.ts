import { ideaApi } from '@ideamatch/shared/api/idea';
import { ideaAccessApi } from '@ideamatch/shared/api/idea-access';
import { notificationApi } from '@ideamatch/shared/api/notification';
import { partnerApi } from '@ideamatch/shared/api/partner';
import { storageApi } from '@ideamatch/shared/api/storage';
import { accountCenterApi } from '@ideamatch/shared/api/account-center';
import { NotificationType } from '@ideamatch/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildIdeas, buildSignedIn } from '../../test/factories';
import { readMailTo } from '../../test/mail';
import { readZip } from '../../test/zip';
import { deleteAccount, personWithPassword } from '../account-center/account-center.test-helpers';
import { as, createConfidentialIdea, leaksSecret } from './idea-access.test-helpers';

let t: TestApp;
let owner: Awaited<ReturnType<typeof buildSignedIn>>;
let idea: Awaited<ReturnType<typeof createConfidentialIdea>>;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await buildSignedIn(t.database.db, { firstName: 'Malee', language: 'TH' });
  idea = await createConfidentialIdea(t, owner);
});
afterAll(() => t.close());

const NOTE = 'I run a packaging plant in Ayutthaya and could press these at scale.';
const ask = (who: { headers: Record<string, string> } | undefined, body: Record<string, unknown> = {}, id = idea.id) =>
  as(t, who)(ideaAccessApi.request, { params: { id }, body: { note: NOTE, acceptTerms: true, ...body } });
const read = (who?: { headers: Record<string, string> }) => as(t, who)(ideaApi.get, { params: { id: idea.id } });
const decide = (kind: 'approve' | 'decline', requestId: string, who = owner) =>
  as(t, who)(ideaAccessApi[kind], { params: { id: idea.id, requestId } });
const accessNotifications = async (who: { headers: Record<string, string> }) =>
  (
    (await as(t, who)(notificationApi.list, { query: { pageSize: 50 } })).json().data.result as {
      type: number;
      payload: { event?: string; ideaName?: string; excerpt?: string };
      accessRequest?: { id: string; ideaId: string; status: string } | null;
      target: { ideaId: string | null; isAvailable: boolean };
    }[]
  ).filter((item) => item.type === NotificationType.IdeaAccess);

describe('asking for a confidential idea’s details', () => {
  it('takes a note and, when the owner set terms, their acceptance; each refusal says why', async () => {
    const someone = await buildSignedIn(t.database.db);
    const noTerms = await ask(someone, { acceptTerms: undefined });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json()).toMatchObject({
      errorCode: 'IDEA_ACCESS_TERMS_REQUIRED',
      message: "Please accept the owner's terms to ask for access.",
    });
    const noNote = await ask(someone, { note: '   ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().details).toEqual([
      { field: 'note', code: 'ACCESS_NOTE_EMPTY', message: 'Please tell the owner who you are and why you ask' },
    ]);
    expect((await ask(undefined)).statusCode).toBe(401);
    expect((await ask(owner)).json()).toMatchObject({ statusCode: 400, errorCode: 'IDEA_ACCESS_OWN_IDEA' });
    const [plain] = await buildIdeas(t.database.db, owner.account.id, [{ name: 'Plain public idea' }]);
    expect((await ask(someone, {}, plain!.id)).json()).toMatchObject({
      statusCode: 409,
      errorCode: 'IDEA_ACCESS_NOT_CONFIDENTIAL',
    });
  });

  it('follows a request from the note to approval, reading, revocation and the log', async () => {
    const requester = await buildSignedIn(t.database.db, { firstName: 'Somchai' });
    const sent = await ask(requester);
    expect(sent.statusCode).toBe(200);
    const request = sent.json().data;
    expect(request).toMatchObject({
      status: 'pending',
      note: NOTE,
      terms: 'Please keep the recipe to yourself.',
      requester: { id: requester.account.id },
    });
    expect(request.termsAcceptedAt).toEqual(expect.any(String));
    expect((await ask(requester)).json()).toMatchObject({ statusCode: 409, errorCode: 'IDEA_ACCESS_PENDING' });

    // Before approval: the public face, the request pending, nothing more.
    const before = await read(requester);
    expect(leaksSecret(before.body)).toBe(false);
    expect(before.json().data.access).toMatchObject({
      canReadDetails: false,
      canRequest: false,
      myRequest: { id: request.id, status: 'pending' },
    });

    // The owner hears of it in the app and by mail, in their language, with the note.
    const [bell] = await accessNotifications(owner);
    expect(bell).toMatchObject({
      payload: { event: 'request', ideaName: 'Lotus leaf packaging', excerpt: NOTE },
      accessRequest: { id: request.id, ideaId: idea.id, status: 'pending' },
      target: { ideaId: idea.id, isAvailable: true },
    });
    const [mail] = await readMailTo(t, owner.account.email!, 'idea-access-request');
    expect(mail).toMatchObject({ language: 'TH', subject: 'Somchai ขอดูรายละเอียดไอเดีย "Lotus leaf packaging" ของคุณ' });
    expect(mail!.text).toContain(NOTE);
    expect(mail!.text).toContain(`/idea/${idea.id}#access-requests`);

    // Only the owner lists and decides.
    expect((await as(t, requester)(ideaAccessApi.list, { params: { id: idea.id } })).statusCode).toBe(403);
    expect((await decide('approve', request.id, requester)).statusCode).toBe(403);
    const listed = (
      await as(t, owner)(ideaAccessApi.list, { params: { id: idea.id }, query: { status: 'pending' } })
    ).json().data;
    expect(listed.result.map((r: { id: string }) => r.id)).toContain(request.id);
    expect((await read(owner)).json().data.access.pendingRequestCount).toBeGreaterThanOrEqual(1);

    const approved = await decide('approve', request.id);
    expect(approved.json().data).toMatchObject({ status: 'approved', decidedAt: expect.any(String) });
    expect((await decide('approve', request.id)).json()).toMatchObject({
      statusCode: 409,
      errorCode: 'IDEA_ACCESS_REQUEST_CLOSED',
    });
    expect((await accessNotifications(owner))[0]!.accessRequest?.status).toBe('approved');
    expect((await accessNotifications(requester))[0]).toMatchObject({
      payload: { event: 'approved', ideaName: 'Lotus leaf packaging' },
      target: { ideaId: idea.id, isAvailable: true },
    });

    // After approval: everything, the second image through a link signed for this reader.
    const after = (await read(requester)).json().data;
    expect(after.detail).toContain('SECRET-DETAIL-7731');
    expect(after).toMatchObject({ businessModel: 'SECRET-MODEL-7731', achievements: ['SECRET-ACHIEVEMENT-7731'] });
    expect(after.access).toMatchObject({ canReadDetails: true, withheld: null, myRequest: { status: 'approved' } });
    const link: string = after.ideaAttachments[1].url;
    expect(link).toContain(`viewer=${requester.account.id}`);
    expect((await ask(requester)).json()).toMatchObject({ statusCode: 409, errorCode: 'IDEA_ACCESS_ALREADY_GRANTED' });

    // The image is the reader's, watermarked; the owner's own link gives the image as stored.
    const image = await t.app.inject({ method: 'GET', url: link });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const original = (
      await t.app.inject({ method: 'GET', url: (await read(owner)).json().data.ideaAttachments[1].url })
    ).rawPayload;
    expect(image.rawPayload.equals(original)).toBe(false);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 64, height: 64 });
    const altered = link.replace(`viewer=${requester.account.id}`, `viewer=${owner.account.id}`);
    expect((await t.app.inject({ method: 'GET', url: altered })).statusCode).toBe(403);

    // Reads close together are one entry of the owner's log; only the owner sees it.
    await read(requester);
    const log = (await as(t, owner)(ideaAccessApi.log, { params: { id: idea.id } })).json().data;
    expect(log.result).toEqual([
      {
        id: expect.any(String),
        account: expect.objectContaining({ id: requester.account.id }),
        viewedAt: expect.any(String),
        isAccessActive: true,
      },
    ]);
    expect((await as(t, requester)(ideaAccessApi.log, { params: { id: idea.id } })).statusCode).toBe(403);

    // Revoked: the details and the image link stop at once; the past read stays listed.
    const revoke = () =>
      as(t, owner)(ideaAccessApi.revoke, { params: { id: idea.id, accountId: requester.account.id } });
    expect((await revoke()).statusCode).toBe(200);
    const revoked = await read(requester);
    expect(leaksSecret(revoked.body)).toBe(false);
    expect(revoked.json().data.access).toMatchObject({
      canReadDetails: false,
      canRequest: true,
      myRequest: { status: 'revoked' },
    });
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(403);
    expect((await revoke()).json()).toMatchObject({ statusCode: 404, errorCode: 'IDEA_ACCESS_NOT_GRANTED' });
    const logAfter = (await as(t, owner)(ideaAccessApi.log, { params: { id: idea.id } })).json().data.result;
    expect(logAfter).toHaveLength(1);
    expect(logAfter[0].isAccessActive).toBe(false);
    expect((await accessNotifications(requester))[0]!.payload.event).toBe('revoked');
  });

  it('waits 7 days after a decline before the same person may ask again', async () => {
    const requester = await buildSignedIn(t.database.db);
    const request = (await ask(requester)).json().data;
    expect((await decide('decline', request.id)).json().data.status).toBe('declined');
    expect((await accessNotifications(requester))[0]!.payload.event).toBe('declined');
    const again = await ask(requester);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ errorCode: 'IDEA_ACCESS_COOLDOWN' });
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(6 * 86_400);
    expect(retryAfter).toBeLessThanOrEqual(7 * 86_400);
    const access = (await read(requester)).json().data.access;
    expect(access).toMatchObject({ canRequest: false, myRequest: { status: 'declined' } });
    expect(new Date(access.requestAllowedAt).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  });

  it('lets a requester withdraw a request still waiting, and no one else', async () => {
    const requester = await buildSignedIn(t.database.db);
    const other = await buildSignedIn(t.database.db);
    const request = (await ask(requester)).json().data;
    const withdraw = (who: typeof owner) =>
      as(t, who)(ideaAccessApi.cancel, { params: { id: idea.id, requestId: request.id } });
    expect((await withdraw(other)).statusCode).toBe(404);
    expect((await withdraw(requester)).json().data.status).toBe('cancelled');
    expect((await withdraw(requester)).json()).toMatchObject({
      statusCode: 409,
      errorCode: 'IDEA_ACCESS_REQUEST_CLOSED',
    });
    expect((await decide('approve', request.id)).json().errorCode).toBe('IDEA_ACCESS_REQUEST_CLOSED');
    expect((await ask(requester)).statusCode).toBe(200);
  });
});

describe('blocking', () => {
  it('keeps a blocked person from asking, and takes the details from an approved one', async () => {
    const blocked = await buildSignedIn(t.database.db);
    await as(t, owner)(partnerApi.block, { body: { accountId: blocked.account.id } });
    const refused = await ask(blocked);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'BLOCKED', message: 'You cannot interact with this person.' });

    const reader = await buildSignedIn(t.database.db);
    const request = (await ask(reader)).json().data;
    await decide('approve', request.id);
    const link: string = (await read(reader)).json().data.ideaAttachments[1].url;
    expect((await read(reader)).json().data.access.canReadDetails).toBe(true);
    // The reader blocks the owner: neither sees the other's confidential side any more.
    await as(t, reader)(partnerApi.block, { body: { accountId: owner.account.id } });
    const res = await read(reader);
    expect(leaksSecret(res.body)).toBe(false);
    expect(res.json().data.access).toMatchObject({ canReadDetails: false, canRequest: false });
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(403);

    // Attack: block, unblock, and the old approval would be back. It stays ended.
    expect((await as(t, reader)(partnerApi.unblock, { params: { accountId: owner.account.id } })).statusCode).toBe(200);
    const after = await read(reader);
    expect(leaksSecret(after.body)).toBe(false);
    expect(after.json().data.access).toMatchObject({ canReadDetails: false, myRequest: { status: 'revoked' } });
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(403);
    const granted = await as(t, owner)(ideaAccessApi.list, { params: { id: idea.id }, query: { status: 'approved' } });
    expect(granted.json().data.result.map((r: { id: string }) => r.id)).not.toContain(request.id);
  });

  it('refuses an approval while the two are blocked', async () => {
    const requester = await buildSignedIn(t.database.db);
    const request = (await ask(requester)).json().data;
    await as(t, requester)(partnerApi.block, { body: { accountId: owner.account.id } });
    expect((await decide('approve', request.id)).json()).toMatchObject({ statusCode: 403, errorCode: 'BLOCKED' });
  });
});

describe('the daily quota of requests', () => {
  it('stops a new account after 5 requests in a day, saying that verifying raises it', async () => {
    const fresh = await buildSignedIn(t.database.db, { emailVerifiedAt: null });
    const ideas = await buildIdeas(
      t.database.db,
      owner.account.id,
      Array.from({ length: 6 }, (_, index) => ({ name: `Confidential ${index}`, visibility: 'confidential' as const })),
    );
    for (const one of ideas.slice(0, 5))
      expect((await ask(fresh, { acceptTerms: undefined }, one.id)).statusCode).toBe(200);
    const over = await ask(fresh, { acceptTerms: undefined }, ideas[5]!.id);
    expect(over.statusCode).toBe(429);
    expect(over.json().errorCode).toBe('QUOTA_REACHED_UNVERIFIED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('private image links', () => {
  it('refuse a link without its signature, altered or for an image that is not there', async () => {
    const name = idea.second.slice('idea/'.length);
    const image = (query: Record<string, string | number>) => as(t)(storageApi.ideaImage, { params: { name }, query });
    const link = new URL(`http://x${(await read(owner)).json().data.ideaAttachments[1].url}`);
    const exp = Number(link.searchParams.get('exp'));
    const sig = link.searchParams.get('sig')!;
    expect((await image({ exp, viewer: owner.account.id })).statusCode).toBe(403);
    expect((await image({ exp: exp + 900, viewer: owner.account.id, sig })).statusCode).toBe(403);
    expect((await image({ exp, viewer: owner.account.id, sig })).statusCode).toBe(200);
    expect(
      (await as(t)(storageApi.ideaImage, { params: { name: 'not-an-image.exe' }, query: { exp, sig } })).statusCode,
    ).toBe(404);
  });
});

describe('the data export', () => {
  it('gives a reader their own requests and none of the details they were shown; the owner their proofs', async () => {
    const reader = await buildSignedIn(t.database.db);
    const request = (await ask(reader)).json().data;
    await decide('approve', request.id);
    expect(leaksSecret((await read(reader)).body)).toBe(true);

    const exported = async (who: typeof owner) => readZip((await as(t, who)(accountCenterApi.exportData)).rawPayload);
    const files = await exported(reader);
    expect(JSON.parse(files.get('idea-access-requests.json')!.toString())).toEqual([
      expect.objectContaining({ id: request.id, ideaId: idea.id, note: NOTE, status: 'approved' }),
    ]);
    for (const [name, bytes] of files) expect(leaksSecret(bytes.toString()), name).toBe(false);

    const proofs = JSON.parse((await exported(owner)).get('idea-proofs.json')!.toString()) as { ideaId: string }[];
    expect(proofs.map((proof) => proof.ideaId)).toContain(idea.id);
  });
});

describe('deleting an account', () => {
  it('takes the person’s requests and their reads out of the owner’s lists', async () => {
    const leaving = await personWithPassword(t);
    const request = (await ask(leaving)).json().data;
    await decide('approve', request.id);
    await read(leaving);
    const listed = async () => {
      const requests = (
        await as(t, owner)(ideaAccessApi.list, { params: { id: idea.id }, query: { pageSize: 50 } })
      ).json().data.result as { id: string }[];
      const log = (await as(t, owner)(ideaAccessApi.log, { params: { id: idea.id }, query: { pageSize: 50 } })).json()
        .data.result as { account: { id: string } }[];
      return {
        request: requests.some((r) => r.id === request.id),
        read: log.some((entry) => entry.account.id === leaving.account.id),
      };
    };
    expect(await listed()).toEqual({ request: true, read: true });
    expect((await deleteAccount(t, leaving.headers)).statusCode).toBe(200);
    expect(await listed()).toEqual({ request: false, read: false });
  });
});

describe('attack: asking and withdrawing floods an owner', () => {
  it('notifies and mails the owner once a day for one person and one idea, however often withdrawn and sent again', async () => {
    const host = await buildSignedIn(t.database.db, { firstName: 'Ratree', language: 'EN' });
    const target = await createConfidentialIdea(t, host);
    const second = await createConfidentialIdea(t, host, { name: 'Second secret' });
    const pest = await buildSignedIn(t.database.db, { firstName: 'Pest' });
    const unread = async () => (await as(t, host)(notificationApi.summary)).json().data.unreadCount as number;

    let last = '';
    for (let round = 0; round < 3; round += 1) {
      const sent = await ask(pest, { note: `${NOTE} (round ${round})` }, target.id);
      expect(sent.statusCode).toBe(200);
      last = sent.json().data.id;
      if (round < 2) {
        const withdrawn = await as(t, pest)(ideaAccessApi.cancel, { params: { id: target.id, requestId: last } });
        expect(withdrawn.json().data.status).toBe('cancelled');
      }
    }
    const bells = await accessNotifications(host);
    expect(bells).toHaveLength(1);
    // The one notification acts on the request that is open now, with its note.
    expect(bells[0]).toMatchObject({
      payload: { event: 'request', excerpt: `${NOTE} (round 2)` },
      accessRequest: { id: last, status: 'pending' },
    });
    expect(await unread()).toBe(1);
    expect(await readMailTo(t, host.account.email!, 'idea-access-request')).toHaveLength(1);
    const approved = await as(t, host)(ideaAccessApi.approve, { params: { id: target.id, requestId: last } });
    expect(approved.json().data.status).toBe('approved');

    // Another idea of the same owner is another question.
    const other = await ask(pest, {}, second.id);
    expect(other.statusCode).toBe(200);
    expect(await accessNotifications(host)).toHaveLength(2);
    expect(await readMailTo(t, host.account.email!, 'idea-access-request')).toHaveLength(2);

    // A day later, asking again rings again.
    await as(t, pest)(ideaAccessApi.cancel, { params: { id: second.id, requestId: other.json().data.id } });
    await t.database.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(notifications.recipientAccountId, host.account.id));
    expect((await ask(pest, {}, second.id)).statusCode).toBe(200);
    expect(await readMailTo(t, host.account.email!, 'idea-access-request')).toHaveLength(3);
    expect(await unread()).toBe(3);
  });
});
