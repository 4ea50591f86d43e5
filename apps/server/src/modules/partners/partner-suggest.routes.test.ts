import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { daysAgo } from '../../test/factories';
import { buildMatcher, buildPerson, type Person } from './partner.test-helpers';
import { api, type QueryOf } from '../../test/api-client';
import { partnerApi } from '@ideamatch/shared/api/partner';

let t: TestApp;
let me: Person;

/** Me: a marketer in Bangkok who would like a developer (nice-to-have) and must work in Thai. */
beforeEach(async () => {
  t = await buildTestApp();
  me = await buildMatcher(
    t.database.db,
    { firstName: 'Me' },
    {
      skills: ['Marketing'],
      roles: ['marketer'],
      lookingFor: {
        roles: { values: ['developer'], importance: 'niceToHave' },
        languages: { values: ['th'], importance: 'mustHave' },
      },
    },
  );
});
afterEach(() => t.close());

const suggested = async (who: Person, query: QueryOf<typeof partnerApi.suggested> = {}) =>
  (await api(t).as(who).call(partnerApi.suggested, { query })).data;
const ids = async (who: Person) => (await suggested(who)).result.map((p) => p.id);
const developer = { roles: ['developer'], skills: ['Programming'] };

describe('GET /api/partner/suggested', () => {
  it('ranks by both sides’ criteria with reasons, and excludes me, partners, pending requests and people not looking', async () => {
    const best = await buildMatcher(t.database.db, { firstName: 'Best' }, developer);
    const okay = await buildMatcher(t.database.db, { firstName: 'Okay' });
    const partner = await buildMatcher(
      t.database.db,
      { firstName: 'Partner' },
      { roles: ['developer'], skills: ['Finance'] },
    );
    const asked = await buildMatcher(t.database.db, { firstName: 'Asked' }, developer);
    const askedMe = await buildMatcher(t.database.db, { firstName: 'AskedMe' }, developer);
    await buildMatcher(t.database.db, { firstName: 'NotLooking', isLookingForPartner: false }, developer);
    await buildMatcher(t.database.db, { firstName: 'Gone', isDeactivated: true }, developer);

    const requestId = (
      await api(t)
        .as(me)
        .call(partnerApi.request, { body: { accountId: partner.account.id } })
    ).data.requestId!;
    await api(t)
      .as(partner)
      .call(partnerApi.accept, { params: { id: requestId } });
    await api(t)
      .as(me)
      .call(partnerApi.request, { body: { accountId: asked.account.id } });
    await api(t)
      .as(askedMe)
      .call(partnerApi.request, { body: { accountId: me.account.id } });

    const page = await suggested(me);
    expect(page.result.map((p) => [p.id, p.score])).toEqual([
      [best.account.id, 100],
      // Only the language I must have: 40 for my side, 100 for theirs (they ask nothing), √0.4 = 63.
      [okay.account.id, 63],
    ]);
    expect(page.result[0]!.reasons).toEqual([
      { kind: 'theyBring', roles: ['developer'], skills: [], bring: 'Good food' },
      { kind: 'sharedLanguages', languages: ['th'] },
    ]);
    expect(page.result[0]!.relation.state).toBe('none');

    // Paging over the ranked list.
    const second = await suggested(me, { pageSize: 1, page: 2 });
    expect(second).toMatchObject({ totalItems: 2 });
    expect(second.result.map((p) => p.id)).toEqual([okay.account.id]);
  });

  it('waits for my essentials, and suggests only people whose essentials are filled', async () => {
    const blank = await buildPerson(t.database.db, { firstName: 'Blank' });
    const ready = await buildMatcher(t.database.db, { firstName: 'Ready' });
    // Blank has no matching profile: no suggestions for Blank, and Blank is never suggested.
    expect(await suggested(blank)).toMatchObject({ totalItems: 0, result: [] });
    expect(await ids(me)).toEqual([ready.account.id]);
  });

  it('removes whoever misses a must-have of either side, and sinks stale profiles', async () => {
    const english = await buildMatcher(t.database.db, { firstName: 'English' }, { languages: ['en'] });
    const wantsSales = await buildMatcher(
      t.database.db,
      { firstName: 'WantsSales' },
      { lookingFor: { roles: { values: ['sales'], importance: 'mustHave' } } },
    );
    const stale = await buildMatcher(t.database.db, { firstName: 'Stale', lastActiveAt: daysAgo(120) }, developer);
    const fresh = await buildMatcher(t.database.db, { firstName: 'Fresh', lastActiveAt: daysAgo(1) });
    const page = await suggested(me);
    expect(page.result.map((p) => [p.id, p.score, p.isStale])).toEqual([
      [fresh.account.id, 63, false],
      [stale.account.id, 100, true],
    ]);
    expect(page.result.map((p) => p.id)).not.toContain(english.account.id);
    expect(page.result.map((p) => p.id)).not.toContain(wantsSales.account.id);
  });

  it('counts mutual partners as a reason', async () => {
    const friend = await buildMatcher(t.database.db);
    const friendOfFriend = await buildMatcher(t.database.db, { firstName: 'Fof' });
    for (const other of [me, friendOfFriend]) {
      const requestId = (
        await api(t)
          .as(friend)
          .send(partnerApi.request, { body: { accountId: other.account.id } })
      ).data.requestId!;
      await api(t)
        .as(other)
        .call(partnerApi.accept, { params: { id: requestId } });
    }
    const page = await suggested(me);
    const fof = page.result.find((p) => p.id === friendOfFriend.account.id);
    expect(fof?.reasons).toContainEqual({ kind: 'mutualPartners', count: 1 });
  });
});

describe('GET /api/partner/suggested learns from what people do', () => {
  const request = async (from: Person, to: Person): Promise<string> =>
    (
      await api(t)
        .as(from)
        .call(partnerApi.request, { body: { accountId: to.account.id } })
    ).data.requestId!;

  it('drops people I declined, who declined me, whose request I cancelled, and blocked people', async () => {
    const named = (firstName: string) => buildMatcher(t.database.db, { firstName });
    const [iDeclined, declinedMe, iCancelled, iBlocked, blockedMe, stays] = await Promise.all(
      ['IDeclined', 'DeclinedMe', 'ICancelled', 'IBlocked', 'BlockedMe', 'Stays'].map(named),
    );
    expect(await ids(me)).toHaveLength(6);

    await api(t)
      .as(me)
      .call(partnerApi.decline, { params: { id: await request(iDeclined!, me) } });
    await api(t)
      .as(declinedMe!)
      .call(partnerApi.decline, { params: { id: await request(me, declinedMe!) } });
    await api(t)
      .as(me)
      .call(partnerApi.cancel, { params: { id: await request(me, iCancelled!) } });
    await api(t)
      .as(me)
      .call(partnerApi.block, { body: { accountId: iBlocked!.account.id } });
    await api(t)
      .as(blockedMe!)
      .call(partnerApi.block, { body: { accountId: me.account.id } });

    expect(await ids(me)).toEqual([stays!.account.id]);
    // A declined request drops the two for each other; a cancelled one only for the one who cancelled.
    expect(await ids(iDeclined!)).not.toContain(me.account.id);
    expect(await ids(iCancelled!)).toContain(me.account.id);
  });

  it('lifts people like a partner I accepted', async () => {
    const closer = await buildMatcher(t.database.db, { firstName: 'Closer', lastActiveAt: daysAgo(1) });
    const likePartner = await buildMatcher(
      t.database.db,
      { firstName: 'LikePartner', lastActiveAt: daysAgo(2) },
      { skills: ['Photography'], lookingFor: { industries: { values: ['traveling'], importance: 'doesntMatter' } } },
    );
    const photographer = await buildMatcher(
      t.database.db,
      { firstName: 'Photographer', lastActiveAt: daysAgo(3) },
      { skills: ['photography'], lookingFor: { industries: { values: ['traveling'], importance: 'doesntMatter' } } },
    );
    expect(await ids(me)).toEqual([closer.account.id, likePartner.account.id, photographer.account.id]);

    await api(t)
      .as(photographer)
      .call(partnerApi.accept, { params: { id: await request(me, photographer) } });

    const after = (await suggested(me)).result;
    // Both its traits (photography, traveling) are my partner's: the same score, but the likeness
    // to my partner puts it first.
    expect(after.map((p) => [p.id, p.score])).toEqual([
      [likePartner.account.id, 63],
      [closer.account.id, 63],
    ]);
    expect(after[0]!.reasons).toEqual([
      // I fit what they look for (nothing); they are not the developer I would like.
      { kind: 'oneSided', direction: 'youFitThem' },
      { kind: 'sharedLanguages', languages: ['th'] },
      { kind: 'likeYourPartners' },
      { kind: 'missed', whose: 'yours', criterion: 'roles' },
    ]);
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
    await api(t)
      .as(me)
      .call(partnerApi.request, { body: { accountId: malee.account.id } });
    const search = async (q: string) => (await api(t).as(me).call(partnerApi.search, { query: { q } })).data.result;
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
      (await api(t).as(me).call(partnerApi.search, { query: { q } })).data.result.map((p) => p.id);
    // A Thai name inside a compound, typed with SARA AM as two characters, or with a zero-width space.
    expect(await search('ก\u0E4D\u0E32นัน')).toEqual([kamnan.account.id]);
    expect(await search('น\u0E4D\u0E49\u0E32ใจ')).toEqual([kamnan.account.id]);
    expect(await search('สม\u200Bศักดิ์')).toEqual([kamnan.account.id]);
    expect(await search('ＫＡＭＮＡＮ')).toEqual([kamnan.account.id]);
    expect(await search('coffee')).toEqual([kamnan.account.id]);
    expect(await search('\\')).toEqual([]);
  });
});
