import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountRole, DISMISS_DAYS } from '@ideamatch/shared';
import { matchingApi } from '@ideamatch/shared/api/matching';
import { partnerApi } from '@ideamatch/shared/api/partner';
import { partnerDismissals } from '../../db/schema/index';
import { api } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildMatcher, buildPerson, readyProfile, type Person } from './partner.test-helpers';

let t: TestApp;
let founder: Person;

/** A founder with an idea who needs a marketer who joins (must), 30 hours a week (nice), and welcomes investors. */
beforeEach(async () => {
  t = await buildTestApp();
  founder = await buildMatcher(
    t.database.db,
    { firstName: 'Founder' },
    {
      intent: 'haveIdea',
      roles: ['developer'],
      hoursPerWeek: 30,
      lookingFor: {
        intents: { values: ['joinIdea', 'invest'], importance: 'mustHave' },
        roles: { values: ['marketer'], importance: 'niceToHave' },
        hours: { min: 30, importance: 'niceToHave' },
        languages: { values: ['th'], importance: 'mustHave' },
      },
    },
  );
});
afterEach(() => t.close());

const suggested = async (who: Person) => (await api(t).as(who).call(partnerApi.suggested, { query: {} })).data.result;
const joiner = (overrides: Parameters<typeof readyProfile>[0] = {}) =>
  readyProfile({ intent: 'joinIdea', roles: ['marketer'], hoursPerWeek: 30, ...overrides });

describe('PUT /api/account/match-profile: intent and ticket', () => {
  it('saves the intent, the intents looked for and an investor’s ticket, and reads them back', async () => {
    const investor = await buildPerson(t.database.db);
    const body = readyProfile({
      intent: 'invest',
      ticketThb: { min: 500_000, max: 3_000_000 },
      lookingFor: { intents: { values: ['haveIdea'], importance: 'mustHave' } },
    });
    const saved = (await api(t).as(investor).send(matchingApi.saveProfile, { body })).data;
    expect(saved).toMatchObject({
      intent: 'invest',
      ticketThb: { min: 500_000, max: 3_000_000 },
      lookingFor: { intents: { values: ['haveIdea'], importance: 'mustHave' } },
    });
    expect((await api(t).as(investor).call(matchingApi.getProfile)).data).toMatchObject({ intent: 'invest' });
  });

  it('starts with no intent, and takes a profile without one', async () => {
    const person = await buildPerson(t.database.db);
    expect((await api(t).as(person).call(matchingApi.getProfile)).data).toMatchObject({
      intent: null,
      ticketThb: null,
    });
    const { intent: _intent, ...withoutIntent } = readyProfile();
    const saved = await api(t).as(person).send(matchingApi.saveProfile, { body: withoutIntent });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ data: { intent: null, lookingFor: { intents: { values: [] } } } });
  });

  it('refuses an unknown intent and a ticket whose smallest is larger than its largest', async () => {
    const person = await buildPerson(t.database.db);
    const save = (body: unknown) => api(t).as(person).send(matchingApi.saveProfile, { body });
    const unknown = await save({ ...readyProfile(), intent: 'lurk' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ details: [{ field: 'intent' }] });
    const upsideDown = await save({ ...readyProfile(), intent: 'invest', ticketThb: { min: 2_000_000, max: 1_000 } });
    expect(upsideDown.status).toBe(400);
    expect(upsideDown.body).toMatchObject({ details: [{ field: 'ticketThb.max', code: 'TICKET_MIN_ABOVE_MAX' }] });
    const fraction = await save({ ...readyProfile(), ticketThb: { min: 0.5, max: null } });
    expect(fraction.body).toMatchObject({ details: [{ code: 'TICKET_OUT_OF_RANGE' }] });
  });
});

describe('GET /api/partner/suggested: intents, reasons and fits', () => {
  it('suggests joiners and investors, not other founders; says whose hours and an investor’s ticket', async () => {
    const db = t.database.db;
    const marketer = await buildMatcher(db, { firstName: 'Marketer' }, joiner({ hoursPerWeek: 20 }));
    const investor = await buildMatcher(
      db,
      { firstName: 'Investor' },
      { intent: 'invest', ticketThb: { min: 300_000, max: null }, roles: ['finance'], hoursPerWeek: 4 },
    );
    await buildMatcher(db, { firstName: 'OtherFounder' }, { intent: 'haveIdea', roles: ['marketer'] });
    await buildMatcher(db, { firstName: 'NoIntent' }, { roles: ['marketer'] });

    const result = await suggested(founder);
    expect(result.map((person) => person.id)).toEqual([marketer.account.id, investor.account.id]);
    const [first, second] = result;
    expect(first).toMatchObject({ intent: 'joinIdea' });
    expect(first!.reasons).toContainEqual({ kind: 'intent', intent: 'joinIdea' });
    // Their 20 hours against the 30 I want: named as theirs and mine.
    expect(first!.reasons).toContainEqual({ kind: 'hours', whose: 'yours', hours: 20, wanted: 30, isMet: false });
    expect(second!.reasons).toContainEqual({ kind: 'ticket', min: 300_000, max: null });
  });

  it('scores a one-sided fit below a two-sided one, says so, and scores a pair the same from both sides', async () => {
    const db = t.database.db;
    const mutual = await buildMatcher(
      db,
      { firstName: 'Mutual' },
      joiner({ lookingFor: { roles: { values: ['developer'], importance: 'niceToHave' } } }),
    );
    // She fits me entirely; I am not the designer she would like.
    const oneSided = await buildMatcher(
      db,
      { firstName: 'OneSided' },
      joiner({ lookingFor: { roles: { values: ['designer'], importance: 'niceToHave' } } }),
    );
    const result = await suggested(founder);
    expect(result.map((person) => [person.id, person.score])).toEqual([
      [mutual.account.id, 100],
      // Her side: 40 (her only nice-to-have missed); mine 100; √0.4 = 63.
      [oneSided.account.id, 63],
    ]);
    expect(result[1]!.fit).toEqual({ forYou: 100, forThem: 40 });
    expect(result[1]!.reasons[0]).toEqual({ kind: 'oneSided', direction: 'theyFitYou' });
    const fromHer = (await suggested(oneSided)).find((person) => person.id === founder.account.id);
    expect(fromHer).toMatchObject({ score: 63, fit: { forYou: 40, forThem: 100 } });
    expect(fromHer!.reasons[0]).toEqual({ kind: 'oneSided', direction: 'youFitThem' });
  });

  it('refreshes when either profile changes', async () => {
    const marketer = await buildMatcher(t.database.db, { firstName: 'Marketer' }, joiner({ hoursPerWeek: 15 }));
    const before = (await suggested(founder))[0]!;
    await api(t)
      .as(marketer)
      .send(matchingApi.saveProfile, { body: joiner({ hoursPerWeek: 30 }) });
    const after = (await suggested(founder))[0]!;
    expect(after.score).toBeGreaterThan(before.score);
    // My own change: must a designer → the marketer is gone.
    await api(t)
      .as(founder)
      .send(matchingApi.saveProfile, {
        body: readyProfile({
          intent: 'haveIdea',
          lookingFor: { roles: { values: ['designer'], importance: 'mustHave' } },
        }),
      });
    expect(await suggested(founder)).toEqual([]);
  });
});

describe('who is never suggested nor found', () => {
  it('leaves out staff, deleted and deactivated accounts, personas, blocked people and must-have violators', async () => {
    const db = t.database.db;
    const fits = joiner();
    const stays = await buildMatcher(db, { firstName: 'Stays', username: 'stays_here' }, fits);
    const admin = await buildMatcher(
      db,
      { firstName: 'Admin', username: 'staff_admin', role: AccountRole.Admin },
      fits,
    );
    await buildMatcher(db, { firstName: 'Super', username: 'staff_super', role: AccountRole.SuperAdmin }, fits);
    await buildMatcher(db, { firstName: 'Deleted', deletedAt: new Date() }, fits);
    await buildMatcher(db, { firstName: 'Off', isDeactivated: true }, fits);
    await buildMatcher(db, { firstName: 'Persona', ownerAccountId: stays.account.id }, fits);
    const blocksMe = await buildMatcher(db, { firstName: 'BlocksMe' }, fits);
    await api(t)
      .as(blocksMe)
      .call(partnerApi.block, { body: { accountId: founder.account.id } });
    await buildMatcher(db, { firstName: 'English' }, { ...fits, languages: ['en'] });
    await buildMatcher(db, { firstName: 'Founder2' }, { ...fits, intent: 'haveIdea' });

    expect((await suggested(founder)).map((person) => person.id)).toEqual([stays.account.id]);
    // Nor in partner search, by name or username.
    for (const q of ['staff_', 'Admin', 'Super']) {
      const found = (await api(t).as(founder).call(partnerApi.search, { query: { q } })).data.result;
      expect(found, q).toEqual([]);
    }
    expect(
      (
        await api(t)
          .as(founder)
          .call(partnerApi.search, { query: { q: 'stays' } })
      ).data.result.map((p) => p.id),
    ).toEqual([stays.account.id]);
    // Staff looking for partners themselves still see members.
    expect((await suggested(admin)).map((person) => person.id)).toContain(founder.account.id);
  });
});

describe('not interested', () => {
  it(`hides a suggestion for ${DISMISS_DAYS} days, and can be undone`, async () => {
    const marketer = await buildMatcher(t.database.db, { firstName: 'Marketer' }, joiner());
    const other = await buildMatcher(t.database.db, { firstName: 'Other' }, joiner({ hoursPerWeek: 10 }));
    const dismissed = (
      await api(t)
        .as(founder)
        .call(partnerApi.dismiss, { body: { accountId: marketer.account.id } })
    ).data;
    const days = (new Date(dismissed.until).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(DISMISS_DAYS);
    expect((await suggested(founder)).map((person) => person.id)).toEqual([other.account.id]);
    // Only for me: the marketer still sees me.
    expect((await suggested(marketer)).map((person) => person.id)).toContain(founder.account.id);

    // Ninety days later (the stored date is moved, as time would) the marketer is back.
    await t.database.db
      .update(partnerDismissals)
      .set({ until: new Date(Date.now() - 1000) })
      .where(eq(partnerDismissals.dismissedAccountId, marketer.account.id));
    expect((await suggested(founder)).map((person) => person.id)).toContain(marketer.account.id);

    await api(t)
      .as(founder)
      .call(partnerApi.dismiss, { body: { accountId: other.account.id } });
    await api(t)
      .as(founder)
      .call(partnerApi.undismiss, { params: { accountId: other.account.id } });
    expect((await suggested(founder)).map((person) => person.id)).toContain(other.account.id);
    const self = await api(t)
      .as(founder)
      .send(partnerApi.dismiss, { body: { accountId: founder.account.id } });
    expect(self.body).toMatchObject({ statusCode: 400, errorCode: 'PARTNER_SELF' });
  });
});
