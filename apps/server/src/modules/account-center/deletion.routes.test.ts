import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRole, Permission } from '@ideamatch/shared';
import { imageVariantKeys } from '@ideamatch/shared/image-variants';
import { auditLog, comments, ideas, mailOutbox } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildIdea, buildSignedIn, buildSubAccount } from '../../test/factories';
import { readMailTo } from '../../test/mail';
import { startTestBucket, type TestBucket } from '../../test/s3';
import { uploadTestPng } from '../../test/uploads';
import { createSession } from '../auth/session.service';
import { ideaPayload } from '../ideas/idea.test-helpers';
import { s3ClientFor, s3OptionsOf } from '../storage/storage.driver';
import { deleteAccount, personWithPassword } from './account-center.test-helpers';
import { api } from '../../test/api-client';
import { reviewApi } from '@ideamatch/shared/api/review';
import { dashboardAccountApi, ideaModerationApi } from '@ideamatch/shared/api/dashboard';
import { commentApi } from '@ideamatch/shared/api/comment';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { accountApi } from '@ideamatch/shared/api/account';
import { chatApi } from '@ideamatch/shared/api/chat';

describe.each(['local disk', 'S3 bucket'] as const)('deleting an account on the %s', (driver) => {
  let t: TestApp;
  let bucket: TestBucket | undefined;
  beforeAll(async () => {
    bucket = driver === 'S3 bucket' ? await startTestBucket() : undefined;
    t = await buildTestApp({ env: bucket?.env ?? {} });
  });
  afterAll(async () => {
    await t.close();
    await bucket?.close();
  });

  /** Whether the driver holds the file anywhere (public or private; on disk or in the bucket). */
  const isStored = async (key: string) => {
    for (const acl of ['public', 'private'] as const) {
      if (driver === 'local disk') {
        if (existsSync(join(t.config.dataDir, acl === 'public' ? 'uploads' : 'private', key))) return true;
        continue;
      }
      const file = await t.app.storage.get(key, acl);
      file?.body.destroy();
      if (file) return true;
    }
    return false;
  };
  /** Every stored key of an image: the original and its WebP copies. */
  const withCopies = (key: string) => [key, ...imageVariantKeys(key)];

  it('removes every file of the person and every resized copy (profile, persona, idea and chat images), and nobody else’s', async () => {
    const me = await personWithPassword(t);
    const friend = await personWithPassword(t);
    const persona = await buildSubAccount(t.app.db, me.account.id, { username: `shop_${me.account.id.slice(-8)}` });

    const profile = await uploadTestPng(t.app, me.headers, `account/${me.account.id}`, { size: 600 });
    const patched = await api(t)
      .as(me)
      .call(accountApi.update, { params: { id: me.account.id }, body: { profileImage: profile } });
    expect(patched.status).toBe(200);
    const personaImage = await uploadTestPng(t.app, me.headers, `account/${persona.id}`, { size: 300 });
    const ideaImage = await uploadTestPng(t.app, me.headers, 'idea', { size: 1200 });
    const idea = await api(t)
      .as(me)
      .send(ideaApi.create, { body: ideaPayload({ ideaAttachments: [{ key: ideaImage }] }) });
    expect(idea.status, idea.raw.payload).toBe(200);
    const chatImage = await uploadTestPng(t.app, me.headers, 'chat', { size: 1000 });
    const sent = await api(t)
      .as(me)
      .call(chatApi.send, { body: { toAccountId: friend.account.id, imageKey: chatImage } });
    expect(sent.status).toBe(200);
    const unclaimed = await uploadTestPng(t.app, me.headers, 'idea', { size: 500 });
    const friendsImage = await uploadTestPng(t.app, friend.headers, 'idea', { size: 500 });

    const mine = [profile, personaImage, ideaImage, chatImage, unclaimed].flatMap(withCopies);
    // Every upload made its copies (each image is at least 160 px wide), so each has something to lose.
    expect(mine.length).toBeGreaterThanOrEqual(5 * 2);
    for (const key of mine) expect(await isStored(key), key).toBe(true);

    expect((await deleteAccount(t, me.headers)).statusCode).toBe(200);

    for (const key of mine) expect(await isStored(key), key).toBe(false);
    for (const key of withCopies(friendsImage)) expect(await isStored(key), key).toBe(true);
    const served = await api(t).request({ method: 'GET', url: `/files/${imageVariantKeys(profile)[0]}` });
    expect(served.status).toBe(404);
    if (driver === 'S3 bucket') {
      const options = s3OptionsOf(t.config)!;
      const listed = await s3ClientFor(options).send(new ListObjectsV2Command({ Bucket: options.bucket }));
      const left = (listed.Contents ?? []).map((object) => object.Key!.replace(/^(public|private)\//, ''));
      expect(left.sort()).toEqual(withCopies(friendsImage).sort());
    }
  });
});

describe('deleting an account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const listThreads = async (ideaId: string, headers: Record<string, string> = {}) => {
    const res = await api(t).call(commentApi.list, { params: { id: ideaId }, headers });
    expect(res.status).toBe(200);
    return res.data;
  };
  const comment = async (headers: Record<string, string>, ideaId: string, text: string, parentId?: string) => {
    const res = await api(t).call(commentApi.create, {
      params: { id: ideaId },
      body: { text, ...(parentId ? { parentId } : {}) },
      headers,
    });
    expect(res.status).toBe(200);
    return res.data.id;
  };

  it('keeps other people’s replies under the person’s comments, under a blank deleted placeholder, with the counts right', async () => {
    const owner = await buildSignedIn(t.app.db);
    const me = await personWithPassword(t);
    const friend = await buildSignedIn(t.app.db);
    const idea = await buildIdea(t.app.db, owner.account.id);

    const answered = await comment(me.headers, idea.id, 'My question nobody should keep');
    const friendsReply = await comment(friend.headers, idea.id, 'Friend answers', answered);
    const myOwnReply = await comment(me.headers, idea.id, 'Thanks!', answered);
    await comment(me.headers, idea.id, 'A lonely remark');
    const friendsComment = await comment(friend.headers, idea.id, 'Friend’s own thread');
    await comment(me.headers, idea.id, 'My reply in the friend’s thread', friendsComment);
    const liked = await api(t)
      .as(friend)
      .call(commentApi.like, { params: { id: answered } });
    expect(liked.status).toBe(200);
    for (const [headers, score] of [
      [me.headers, 1],
      [friend.headers, 4],
    ] as const) {
      const reviewed = await api(t).call(reviewApi.upsert, { params: { id: idea.id }, body: { score }, headers });
      expect(reviewed.status).toBe(200);
    }
    expect((await listThreads(idea.id)).commentCount).toBe(6);

    expect((await deleteAccount(t, me.headers)).statusCode).toBe(200);

    const after = await listThreads(idea.id, friend.headers);
    // Live comments left: the friend's reply and the friend's own thread.
    expect(after.commentCount).toBe(2);
    expect(after.totalItems).toBe(2);
    const placeholder = after.result.find((thread) => thread.id === answered)!;
    expect(placeholder).toMatchObject({ isDeleted: true, text: '', author: null, replyCount: 1 });
    expect(placeholder.replies).toEqual([
      expect.objectContaining({
        id: friendsReply,
        text: 'Friend answers',
        author: expect.objectContaining({ id: friend.account.id }),
      }),
    ]);
    const friendsThread = after.result.find((thread) => thread.id === friendsComment)!;
    expect(friendsThread).toMatchObject({ replyCount: 0, replies: [] });
    expect(JSON.stringify(after)).not.toContain(me.account.id);

    // The words are gone from the database too, not only from the page.
    const rows = await t.app.db.select().from(comments).where(eq(comments.ideaId, idea.id));
    expect(rows.map((row) => row.text).sort()).toEqual(['', 'Friend answers', 'Friend’s own thread']);
    expect(rows.find((row) => row.id === myOwnReply)).toBeUndefined();
    const [ideaRow] = await t.app.db.select().from(ideas).where(eq(ideas.id, idea.id));
    expect(ideaRow).toMatchObject({ commentCount: 2, reviewCount: 1, ratingSum: 4 });

    // A deleted comment takes no new replies.
    const refused = await api(t)
      .as(friend)
      .call(commentApi.create, { params: { id: idea.id }, body: { text: 'reply to a ghost', parentId: answered } });
    expect(refused.status).toBe(400);
  });

  it('shows a comment its author deleted the same way: a placeholder without author while it has replies, gone without', async () => {
    const owner = await buildSignedIn(t.app.db);
    const author = await buildSignedIn(t.app.db);
    const friend = await buildSignedIn(t.app.db);
    const idea = await buildIdea(t.app.db, owner.account.id);
    const answered = await comment(author.headers, idea.id, 'Will delete this');
    await comment(friend.headers, idea.id, 'Still here', answered);
    const lonely = await comment(author.headers, idea.id, 'And this');

    for (const id of [answered, lonely]) {
      const res = await api(t).as(author).call(commentApi.delete, { params: { id } });
      expect(res.status).toBe(200);
    }
    const after = await listThreads(idea.id);
    expect(after.commentCount).toBe(1);
    expect(after.result).toEqual([
      expect.objectContaining({
        id: answered,
        isDeleted: true,
        text: '',
        author: null,
        replies: [expect.objectContaining({ text: 'Still here' })],
      }),
    ]);
  });

  it('takes the address and personal fields out of sent mail and audit entries, and keeps the rows', async () => {
    const admin = await buildSignedIn(t.app.db, { role: AccountRole.SuperAdmin });
    const moderator = await buildSignedIn(t.app.db, { role: AccountRole.Admin, permissions: [Permission.IdeaManage] });
    const me = await personWithPassword(t, { firstName: 'Somsri' });
    const email = me.account.email!;
    const idea = await buildIdea(t.app.db, admin.account.id);

    const forgot = await api(t).call(accountApi.forgotPassword, { body: { email } });
    expect(forgot.status).toBe(200);
    expect(await readMailTo(t, email)).toHaveLength(1);
    const deactivated = await api(t)
      .as(admin)
      .call(dashboardAccountApi.update, {
        params: { id: me.account.id },
        body: { isDeactivated: true, reason: 'Somsri posted her phone number' },
      });
    expect(deactivated.status).toBe(200);
    const reactivated = await api(t)
      .as(admin)
      .call(dashboardAccountApi.update, { params: { id: me.account.id }, body: { isDeactivated: false } });
    expect(reactivated.status).toBe(200);
    // Deactivation ended the session: sign in again.
    const { token } = await createSession(t.app.db, { accountId: me.account.id });
    const headers = { authorization: `Bearer ${token}` };
    const mine = await comment(headers, idea.id, 'Call me at 081 234 5678');
    const removed = await api(t)
      .as(moderator)
      .call(ideaModerationApi.deleteComment, { params: { id: mine } });
    expect(removed.status).toBe(200);

    const outboxBefore = await t.app.db.select().from(mailOutbox);
    const aboutMe = await t.app.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.targetId, [me.account.id, mine]));
    expect(JSON.stringify(aboutMe)).toContain('phone number');
    expect(JSON.stringify(aboutMe)).toContain('081 234 5678');

    const deleted = await deleteAccount(t, headers);
    expect(deleted.statusCode, deleted.payload).toBe(200);

    expect(await readMailTo(t, email)).toHaveLength(0);
    const outboxAfter = await t.app.db.select().from(mailOutbox);
    // One more row: the mail saying the account was deleted, itself emptied once sent.
    expect(outboxAfter).toHaveLength(outboxBefore.length + 1);
    const mineBefore = new Set(outboxBefore.filter((row) => row.toAddress === email).map((row) => row.id));
    const added = outboxAfter.filter((row) => !outboxBefore.some((before) => before.id === row.id));
    const scrubbed = [...outboxAfter.filter((row) => mineBefore.has(row.id)), ...added];
    expect(scrubbed.map((row) => row.kind)).toEqual(['password-reset', 'account-deleted']);
    for (const row of scrubbed) {
      expect(row).toMatchObject({ toAddress: null, subject: '', text: '', html: '', headers: null });
    }
    expect(JSON.stringify(outboxAfter)).not.toContain(email);

    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.targetId, [me.account.id, mine]));
    expect(audits.map((row) => row.action).sort()).toEqual(
      ['account.deactivate', 'account.reactivate', 'account.selfDelete', 'comment.delete'].sort(),
    );
    const text = JSON.stringify(audits);
    for (const personal of ['phone number', '081 234 5678', 'Somsri', email]) expect(text).not.toContain(personal);
    expect(audits.find((row) => row.action === 'account.deactivate')).toMatchObject({
      after: { isDeactivated: true },
    });
    const [commentAudit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'comment'), eq(auditLog.targetId, mine)));
    expect(commentAudit).toMatchObject({ before: { isDeleted: false, ideaId: idea.id }, after: { isDeleted: true } });
  });
});
