import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildIdea, buildSignedIn } from '../../test/factories';
import { startTestBucket, type TestBucket } from '../../test/s3';
import { uploadTestPng } from '../../test/uploads';
import { readZip } from '../../test/zip';
import { callApi } from './account-center.test-helpers';

/** Every entry of the person's export, as text. */
async function exportOf(t: TestApp, headers: Record<string, string>) {
  const res = await callApi(t, { method: 'GET', url: '/api/account/export', headers });
  expect(res.statusCode).toBe(200);
  return readZip(res.rawPayload);
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
    const send = async (method: 'POST' | 'PUT', headers: Record<string, string>, url: string, payload: object) => {
      const res = await callApi(t, { method, url, headers, payload });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      return res.json().data as { id: string };
    };

    // Other people's words on my idea: a comment, one they deleted, a reply to me, a review.
    await send('POST', friend.headers, `/api/idea/${myIdea.id}/comment`, { text: 'FRIEND-COMMENT on your idea' });
    const deleted = await send('POST', friend.headers, `/api/idea/${myIdea.id}/comment`, {
      text: 'FRIEND-DELETED words',
    });
    expect(
      (await callApi(t, { method: 'DELETE', url: `/api/comment/${deleted.id}`, headers: friend.headers })).statusCode,
    ).toBe(200);
    const mine = await send('POST', me.headers, `/api/idea/${myIdea.id}/comment`, { text: 'MY-COMMENT thanks all' });
    await send('POST', stranger.headers, `/api/idea/${myIdea.id}/comment`, {
      text: 'STRANGER-REPLY to you',
      parentId: mine.id,
    });
    await send('PUT', friend.headers, `/api/idea/${myIdea.id}/review`, { score: 2, text: 'FRIEND-REVIEW text' });
    // My words elsewhere, and a chat both ways.
    await send('PUT', me.headers, `/api/idea/${theirIdea.id}/review`, { score: 4, text: 'MY-REVIEW of theirs' });
    await send('POST', me.headers, '/api/chat', { toAccountId: friend.account.id, text: 'MY-MESSAGE hello' });
    const theirMessage = await send('POST', friend.headers, '/api/chat', {
      toAccountId: me.account.id,
      text: 'FRIEND-MESSAGE hi back',
    });
    await send('PUT', me.headers, `/api/chat/message/${theirMessage.id}/reaction`, { emoji: '❤️' });

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
