import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildPerson, callAs, type Person } from './partner.test-helpers';

let t: TestApp;
let me: Person;

beforeEach(async () => {
  t = await buildTestApp();
  me = await buildPerson(t.database.db, {
    firstName: 'Me',
    skillsOffered: ['marketing'],
    skillsSought: ['programming'],
    interestedCategories: ['food', 'technology', 'pet'],
  });
});
afterEach(() => t.close());

const suggested = async (who: Person, query = '') =>
  (await callAs(t, who, 'GET', `/api/partner/suggested${query}`)).body.data as {
    totalItems: number;
    result: { id: string; score: number | null; reasons: { kind: string }[]; relation: { state: string } }[];
  };

describe('GET /api/partner/suggested', () => {
  it('ranks by compatibility with reasons, and excludes me, partners, pending requests and people not looking', async () => {
    const best = await buildPerson(t.database.db, {
      firstName: 'Best',
      skillsSought: ['Marketing'],
      skillsOffered: ['Programming'],
      interestedCategories: ['food', 'technology', 'pet'],
    });
    const okay = await buildPerson(t.database.db, { firstName: 'Okay', interestedCategories: ['food'] });
    const partner = await buildPerson(t.database.db, { firstName: 'Partner', skillsSought: ['marketing'] });
    const asked = await buildPerson(t.database.db, { firstName: 'Asked', skillsSought: ['marketing'] });
    const askedMe = await buildPerson(t.database.db, { firstName: 'AskedMe', skillsSought: ['marketing'] });
    await buildPerson(t.database.db, {
      firstName: 'NotLooking',
      skillsSought: ['marketing'],
      isLookingForPartner: false,
    });
    await buildPerson(t.database.db, { firstName: 'Gone', skillsSought: ['marketing'], isDeactivated: true });

    const { requestId } = (await callAs(t, me, 'POST', '/api/partner/request', { accountId: partner.account.id })).body
      .data;
    await callAs(t, partner, 'POST', `/api/partner/request/${requestId}/accept`);
    await callAs(t, me, 'POST', '/api/partner/request', { accountId: asked.account.id });
    await callAs(t, askedMe, 'POST', '/api/partner/request', { accountId: me.account.id });

    const page = await suggested(me);
    expect(page.result.map((p) => p.id)).toEqual([best.account.id, okay.account.id]);
    expect(page.result[0]!.reasons.map((r) => r.kind)).toEqual([
      'theySeekYourSkills',
      'theyOfferWhatYouSeek',
      'sharedCategories',
    ]);
    expect(page.result[0]!.score).toBeGreaterThan(page.result[1]!.score!);
    expect(page.result[0]!.relation.state).toBe('none');

    // Paging over the ranked list.
    const second = await suggested(me, '?pageSize=1&page=2');
    expect(second).toMatchObject({ totalItems: 2 });
    expect(second.result.map((p) => p.id)).toEqual([okay.account.id]);
  });

  it('gives no percentage to someone whose profile has nothing to compare', async () => {
    const blank = await buildPerson(t.database.db, { firstName: 'Blank' });
    const page = await suggested(blank);
    expect(page.result.map((p) => [p.id, p.score])).toEqual([[me.account.id, null]]);
    // Mine has something to compare, so I see how well Blank matches: nothing yet.
    expect((await suggested(me)).result.map((p) => [p.id, p.score])).toEqual([[blank.account.id, 0]]);
  });

  it('counts mutual partners as a reason', async () => {
    const friend = await buildPerson(t.database.db);
    const friendOfFriend = await buildPerson(t.database.db, { firstName: 'Fof' });
    for (const other of [me, friendOfFriend]) {
      const { requestId } = (await callAs(t, friend, 'POST', '/api/partner/request', { accountId: other.account.id }))
        .body.data;
      await callAs(t, other, 'POST', `/api/partner/request/${requestId}/accept`);
    }
    const page = await suggested(me);
    const fof = page.result.find((p) => p.id === friendOfFriend.account.id);
    expect(fof?.reasons).toContainEqual({ kind: 'mutualPartners', count: 1 });
  });
});

describe('GET /api/partner/suggested learns from what people do', () => {
  const ids = async (who: Person) => (await suggested(who)).result.map((p) => p.id);
  const request = async (from: Person, to: Person): Promise<string> =>
    (await callAs(t, from, 'POST', '/api/partner/request', { accountId: to.account.id })).body.data.requestId;

  it('drops people I declined, who declined me, whose request I cancelled, and blocked people', async () => {
    const named = (firstName: string) => buildPerson(t.database.db, { firstName, interestedCategories: ['food'] });
    const [iDeclined, declinedMe, iCancelled, iBlocked, blockedMe, stays] = await Promise.all(
      ['IDeclined', 'DeclinedMe', 'ICancelled', 'IBlocked', 'BlockedMe', 'Stays'].map(named),
    );
    expect(await ids(me)).toHaveLength(6);

    await callAs(t, me, 'POST', `/api/partner/request/${await request(iDeclined!, me)}/decline`);
    await callAs(t, declinedMe!, 'POST', `/api/partner/request/${await request(me, declinedMe!)}/decline`);
    await callAs(t, me, 'DELETE', `/api/partner/request/${await request(me, iCancelled!)}`);
    await callAs(t, me, 'POST', '/api/partner/block', { accountId: iBlocked!.account.id });
    await callAs(t, blockedMe!, 'POST', '/api/partner/block', { accountId: me.account.id });

    expect(await ids(me)).toEqual([stays!.account.id]);
    // A declined request drops the two for each other; a cancelled one only for the one who cancelled.
    expect(await ids(iDeclined!)).not.toContain(me.account.id);
    expect(await ids(iCancelled!)).toContain(me.account.id);
  });

  it('lifts people like a partner I accepted above someone who outranked them', async () => {
    // Two of my three categories.
    const closer = await buildPerson(t.database.db, {
      firstName: 'Closer',
      interestedCategories: ['food', 'pet', 'healthyAndBeauty'],
    });
    // One of my three categories, and a photographer who likes travel and sport.
    const likePartner = await buildPerson(t.database.db, {
      firstName: 'LikePartner',
      interestedCategories: ['pet', 'traveling', 'environment'],
      skillsOffered: ['Photography'],
    });
    const photographer = await buildPerson(t.database.db, {
      firstName: 'Photographer',
      interestedCategories: ['traveling', 'environment'],
      skillsOffered: ['photography'],
    });
    const before = (await suggested(me)).result;
    expect(before.map((p) => [p.id, p.score])).toEqual([
      [closer.account.id, 13],
      [likePartner.account.id, 7],
      [photographer.account.id, 0],
    ]);

    await callAs(t, photographer, 'POST', `/api/partner/request/${await request(me, photographer)}/accept`);

    const after = (await suggested(me)).result;
    expect(after.map((p) => [p.id, p.score])).toEqual([
      [likePartner.account.id, 15],
      [closer.account.id, 13],
    ]);
    expect(after[0]!.reasons).toEqual([{ kind: 'likeYourPartners' }, { kind: 'sharedCategories', count: 1 }]);
  });
});

describe('GET /api/partner/search', () => {
  it('finds people by name, username or bio in Thai and English, with my relation, never me', async () => {
    const somchai = await buildPerson(t.database.db, {
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      username: 'somchai_search',
    });
    const malee = await buildPerson(t.database.db, { firstName: 'Malee', bio: 'นักการตลาดออนไลน์ digital marketing' });
    await callAs(t, me, 'POST', '/api/partner/request', { accountId: malee.account.id });
    const search = async (q: string) =>
      (await callAs(t, me, 'GET', `/api/partner/search?q=${encodeURIComponent(q)}`)).body.data.result as {
        id: string;
        relation: { state: string };
      }[];
    expect((await search('ใจดี')).map((p) => p.id)).toEqual([somchai.account.id]);
    expect((await search('SOMCHAI_S')).map((p) => p.id)).toEqual([somchai.account.id]);
    expect((await search('การตลาด')).map((p) => p.id)).toEqual([malee.account.id]);
    expect((await search('Marketing'))[0]).toMatchObject({ id: malee.account.id, relation: { state: 'outgoing' } });
    expect(await search('Me')).not.toContainEqual(expect.objectContaining({ id: me.account.id }));
    expect(await search('nobody-like-this')).toEqual([]);
    // A % or _ is matched literally.
    expect(await search('%')).toEqual([]);
  });

  it('normalises the query as idea search does, and finds a bio by the other language', async () => {
    const kamnan = await buildPerson(t.database.db, {
      firstName: 'กำนันสมศักดิ์',
      lastName: 'น้ำใจงาม',
      username: 'kamnan_search',
      bio: 'เปิดร้านกาแฟที่เชียงราย',
    });
    const search = async (q: string) =>
      (
        (await callAs(t, me, 'GET', `/api/partner/search?q=${encodeURIComponent(q)}`)).body.data.result as {
          id: string;
        }[]
      ).map((p) => p.id);
    // A Thai name inside a compound, typed with SARA AM as two characters, or with a zero-width space.
    expect(await search('ก\u0E4D\u0E32นัน')).toEqual([kamnan.account.id]);
    expect(await search('น\u0E4D\u0E49\u0E32ใจ')).toEqual([kamnan.account.id]);
    expect(await search('สม\u200Bศักดิ์')).toEqual([kamnan.account.id]);
    expect(await search('ＫＡＭＮＡＮ')).toEqual([kamnan.account.id]);
    expect(await search('coffee')).toEqual([kamnan.account.id]);
    expect(await search('\\')).toEqual([]);
  });
});
