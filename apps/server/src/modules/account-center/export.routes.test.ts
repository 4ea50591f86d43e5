import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildIdea, buildSignedIn } from '../../test/factories';
import { startTestBucket, type TestBucket } from '../../test/s3';
import { uploadTestPng } from '../../test/uploads';
import { readZip } from '../../test/zip';
import { api } from '../../test/api-client';
import { chatApi } from '@ideamatch/shared/api/chat';
import { commentApi } from '@ideamatch/shared/api/comment';
import { reviewApi } from '@ideamatch/shared/api/review';
import { accountCenterApi } from '@ideamatch/shared/api/account-center';

/** Every entry of the person's export, as text. */
async function exportOf(t: TestApp, headers: Record<string, string>) {
  const res = await api(t).call(accountCenterApi.exportData, { headers });
  expect(res.status).toBe(200);
  return readZip(res.raw.rawPayload);
}

describe('the data export holds only the person’s own words', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('leaves out other people’s comments (deleted or not), replies, reviews, chat messages and quoted excerpts', async () => {
    const me = await buildSignedIn(t.app.db);
    const friend = await buildSignedIn(t.app.db);
    const stranger = await buildSignedIn(t.app.db);
    const myIdea = await buildIdea(t.app.db, me.account.id, { name: 'My own idea' });
    const theirIdea = await buildIdea(t.app.db, stranger.account.id);

    // Other people's words on my idea: a comment, one they deleted, a reply to me, a review.
    expect(
      (
        await api(t)
          .as(friend)
          .call(commentApi.create, { params: { id: myIdea.id }, body: { text: 'FRIEND-COMMENT on your idea' } })
      ).status,
    ).toBe(200);
    const deleted = (
      await api(t)
        .as(friend)
        .call(commentApi.create, {
          params: { id: myIdea.id },
          body: {
            text: 'FRIEND-DELETED words',
          },
        })
    ).data;
    expect(
      (
        await api(t)
          .as(friend)
          .call(commentApi.delete, { params: { id: deleted.id } })
      ).status,
    ).toBe(200);
    const mine = (
      await api(t)
        .as(me)
        .call(commentApi.create, { params: { id: myIdea.id }, body: { text: 'MY-COMMENT thanks all' } })
    ).data;
    expect(
      (
        await api(t)
          .as(stranger)
          .call(commentApi.create, {
            params: { id: myIdea.id },
            body: {
              text: 'STRANGER-REPLY to you',
              parentId: mine.id,
            },
          })
      ).status,
    ).toBe(200);
    expect(
      (
        await api(t)
          .as(friend)
          .call(reviewApi.upsert, { params: { id: myIdea.id }, body: { score: 2, text: 'FRIEND-REVIEW text' } })
      ).status,
    ).toBe(200);
    // My words elsewhere, and a chat both ways.
    expect(
      (
        await api(t)
          .as(me)
          .call(reviewApi.upsert, { params: { id: theirIdea.id }, body: { score: 4, text: 'MY-REVIEW of theirs' } })
      ).status,
    ).toBe(200);
    expect(
      (
        await api(t)
          .as(me)
          .call(chatApi.send, { body: { toAccountId: friend.account.id, text: 'MY-MESSAGE hello' } })
      ).status,
    ).toBe(200);
    const theirMessage = (
      await api(t)
        .as(friend)
        .call(chatApi.send, {
          body: {
            toAccountId: me.account.id,
            text: 'FRIEND-MESSAGE hi back',
          },
        })
    ).data;
    expect(
      (
        await api(t)
          .as(me)
          .call(chatApi.react, { params: { id: theirMessage.id }, body: { emoji: '❤️' } })
      ).status,
    ).toBe(200);

    const files = await exportOf(t, me.headers);
    const everything = [...files.entries()].map(([name, bytes]) => `${name}\n${bytes.toString()}`).join('\n');
    for (const theirs of ['FRIEND-COMMENT', 'FRIEND-DELETED', 'STRANGER-REPLY', 'FRIEND-REVIEW', 'FRIEND-MESSAGE']) {
      expect(everything, theirs).not.toContain(theirs);
    }
    for (const own of ['MY-COMMENT', 'MY-REVIEW', 'MY-MESSAGE', 'My own idea']) expect(everything, own).toContain(own);

    const chats = JSON.parse(files.get('chats.json')!.toString()) as { with: string[]; messages: { text: string }[] }[];
    expect(chats).toEqual([
      expect.objectContaining({
        with: [friend.account.username],
        messages: [expect.objectContaining({ text: 'MY-MESSAGE hello' })],
        reactions: [expect.objectContaining({ messageId: theirMessage.id, emoji: '❤️' })],
      }),
    ]);
    // Notifications stay (what happened and who did it), without the quoted comment.
    const notes = JSON.parse(files.get('notifications.json')!.toString()) as { type: number; payload: object }[];
    expect(notes.length).toBeGreaterThanOrEqual(3);
    const ideas = JSON.parse(files.get('ideas.json')!.toString()) as Record<string, unknown>[];
    expect(ideas).toEqual([expect.objectContaining({ name: 'My own idea', commentCount: 3, reviewCount: 1 })]);
    expect(ideas[0]).not.toHaveProperty('comments');
  });
});

describe('the data export with files in an S3 bucket', () => {
  let t: TestApp;
  let bucket: TestBucket;
  beforeAll(async () => {
    bucket = await startTestBucket();
    t = await buildTestApp({ env: bucket.env });
  });
  afterAll(async () => {
    await t.close();
    await bucket.close();
  });

  it('holds the uploads read from the bucket, public and private', async () => {
    const me = await buildSignedIn(t.app.db);
    const image = await uploadTestPng(t.app, me.headers, `account/${me.account.id}`);
    const files = await exportOf(t, me.headers);
    expect(files.get(`files/${image}`)!.subarray(1, 4).toString()).toBe('PNG');
  });
});
