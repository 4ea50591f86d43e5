import { NotificationType } from '@ideamatch/shared';
import { engagementApi } from '@ideamatch/shared/api/engagement';
import { notificationApi } from '@ideamatch/shared/api/notification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildPerson, type Person } from '../partners/partner.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const person = () => buildPerson(t.database.db);
const follow = (who: Person, id: string) => api(t).as(who).call(engagementApi.follow, { params: { id } });
const unfollow = (who: Person, id: string) => api(t).as(who).call(engagementApi.unfollow, { params: { id } });

type Line = { type: number; actorCount: number; actionByAccount: { id: string } | null; target: object };
const ofType = async (who: Person, type: number): Promise<Line[]> =>
  (
    await api(t)
      .as(who)
      .call(notificationApi.list, { query: { pageSize: 50 } })
  ).data.result.filter((line: Line) => line.type === type);

describe('follow notifications', () => {
  it('tells a person of new followers on one line ("3 people followed you"), once a day per follower', async () => {
    const star = await person();
    const [first, second, third] = [await person(), await person(), await person()];
    await follow(first, star.account.id);
    await follow(second, star.account.id);
    await follow(third, star.account.id);
    // Following, unfollowing and following again does not ring again within the day.
    await unfollow(first, star.account.id);
    await follow(first, star.account.id);
    await follow(first, star.account.id);

    const lines = await ofType(star, NotificationType.Follow);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      actorCount: 3,
      // The newest follower who rang: the second follow of the first one rang nothing.
      actionByAccount: { id: third.account.id },
      target: { kind: 'account', accountId: third.account.id, isAvailable: true },
    });
    const summary = await api(t).as(star).call(notificationApi.summary);
    expect(summary.data.unreadCount).toBe(3);
    // The followers themselves hear nothing.
    expect(await ofType(first, NotificationType.Follow)).toEqual([]);
  });
});
