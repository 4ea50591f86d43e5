import { createECDH, randomBytes } from 'node:crypto';
import { eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatApi } from '@ideamatch/shared/api/chat';
import { commentApi } from '@ideamatch/shared/api/comment';
import { engagementApi } from '@ideamatch/shared/api/engagement';
import { matchingApi } from '@ideamatch/shared/api/matching';
import { pushApi } from '@ideamatch/shared/api/push';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { reviewApi } from '@ideamatch/shared/api/review';
import {
  chatMessageReactions,
  commentLikes,
  follows,
  ideaBookmarks,
  matchProfiles,
  pushSettings,
  pushSubscriptions,
} from '../../db/schema/index';
import { api } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildIdea, buildSignedIn } from '../../test/factories';
import { deleteAccount, personWithPassword } from './account-center.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const profile = {
  skills: ['Programming'],
  bring: '10 years building web apps',
  roles: ['developer'],
  hoursPerWeek: 20,
  stage: 'prototype',
  province: 'bangkok',
  remote: true,
  languages: ['th'],
  lookingFor: {
    roles: { values: ['marketer'], importance: 'mustHave' },
    skills: { values: [], importance: 'doesntMatter' },
    industries: { values: [], importance: 'doesntMatter' },
    hours: { min: 10, importance: 'niceToHave' },
    stage: { values: [], importance: 'doesntMatter' },
    location: { importance: 'niceToHave' },
    languages: { values: ['th'], importance: 'mustHave' },
  },
} as const;

describe('attack: a deleted account leaves rows behind', () => {
  it('removes its follows both ways, bookmarks, reactions, push devices and match profile', async () => {
    const me = await personWithPassword(t);
    const friend = await personWithPassword(t);
    const asMe = api(t).as(me);
    const idea = await buildIdea(t.database.db, friend.account.id, { name: 'Kept idea' });

    expect((await asMe.call(engagementApi.follow, { params: { id: friend.account.id } })).status).toBe(200);
    expect(
      (
        await api(t)
          .as(friend)
          .call(engagementApi.follow, { params: { id: me.account.id } })
      ).status,
    ).toBe(200);
    expect((await asMe.call(engagementApi.bookmark, { params: { id: idea.id } })).status).toBe(200);
    const comment = (
      await api(t)
        .as(friend)
        .call(commentApi.create, { params: { id: idea.id }, body: { text: 'hello' } })
    ).data;
    expect((await asMe.call(commentApi.like, { params: { id: comment.id } })).status).toBe(200);
    const message = (
      await api(t)
        .as(friend)
        .call(chatApi.send, { body: { toAccountId: me.account.id, text: 'hi' } })
    ).data;
    expect((await asMe.call(chatApi.react, { params: { id: message.id }, body: { emoji: '👍' } })).status).toBe(200);
    const device = {
      endpoint: 'https://93.184.216.34/push/mine',
      keys: {
        p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    };
    expect((await asMe.send(pushApi.subscribe, { body: device })).status).toBe(200);
    expect((await asMe.send(pushApi.updateSettings, { body: { kinds: { chat: false } } })).status).toBe(200);
    expect((await asMe.send(matchingApi.saveProfile, { body: profile })).status).toBe(200);

    const rowsOf = async (id: string) => ({
      follows: await t.database.db
        .select()
        .from(follows)
        .where(or(eq(follows.followerAccountId, id), eq(follows.followedAccountId, id))),
      bookmarks: await t.database.db.select().from(ideaBookmarks).where(eq(ideaBookmarks.accountId, id)),
      likes: await t.database.db.select().from(commentLikes).where(eq(commentLikes.accountId, id)),
      reactions: await t.database.db.select().from(chatMessageReactions).where(eq(chatMessageReactions.accountId, id)),
      push: await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.accountId, [id])),
      pushSettings: await t.database.db.select().from(pushSettings).where(eq(pushSettings.accountId, id)),
      matchProfile: await t.database.db.select().from(matchProfiles).where(eq(matchProfiles.accountId, id)),
    });
    const before = await rowsOf(me.account.id);
    for (const [name, rows] of Object.entries(before)) expect(rows.length, name).toBeGreaterThan(0);

    expect((await deleteAccount(t, me.headers)).statusCode).toBe(200);
    const after = await rowsOf(me.account.id);
    for (const [name, rows] of Object.entries(after)) expect(rows, name).toEqual([]);
    // The friend's lists no longer hold the erased person.
    const followers = await api(t).call(engagementApi.followers, { params: { id: friend.account.id } });
    expect(followers.data.totalItems).toBe(0);
  });
});

describe('attack: deleting an account recounts an idea’s rating', () => {
  it('counts only the reviews that counted before: an unverified person’s review stays out of the rating', async () => {
    const owner = await personWithPassword(t);
    const idea = await buildIdea(t.database.db, owner.account.id);
    const review = async (who: { headers: Record<string, string> }, score: number) =>
      expect(
        (
          await api(t)
            .as(who)
            .call(reviewApi.upsert, { params: { id: idea.id }, body: { score } })
        ).status,
      ).toBe(200);
    await review(await buildSignedIn(t.database.db), 5);
    await review(await buildSignedIn(t.database.db, { emailVerifiedAt: null }), 1);
    const leaving = await personWithPassword(t);
    await review(leaving, 3);
    const shown = async () => (await api(t).call(ideaApi.get, { params: { id: idea.id } })).data;
    expect(await shown()).toMatchObject({ rating: 4, reviewCount: 2 });

    expect((await deleteAccount(t, leaving.headers)).statusCode).toBe(200);
    // The verified person's 5 is the only review that counts; the unverified 1 is still not counted.
    expect(await shown()).toMatchObject({ rating: 5, reviewCount: 1 });
  });
});
