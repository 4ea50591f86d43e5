import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accounts, matchProfiles } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { readZip } from '../../test/zip';
import { deleteAccount, personWithPassword } from '../account-center/account-center.test-helpers';
import { buildMatcher, buildPerson, readyProfile, type Person } from './partner.test-helpers';
import { api } from '../../test/api-client';
import { matchingApi } from '@ideamatch/shared/api/matching';
import { accountCenterApi } from '@ideamatch/shared/api/account-center';
import { partnerApi } from '@ideamatch/shared/api/partner';

let t: TestApp;
let me: Person;
beforeEach(async () => {
  t = await buildTestApp();
  me = await buildPerson(t.database.db, { firstName: 'Somchai' });
});
afterEach(() => t.close());

/** Somchai's whole profile as the form sends it: a developer in Bangkok who needs a marketer. */
const body = {
  skills: ['Programming', 'programming', 'Web apps'],
  bring: '10 years building web apps',
  roles: ['developer'],
  hoursPerWeek: 20,
  stage: 'prototype',
  province: 'bangkok',
  remote: true,
  languages: ['th', 'en'],
  lookingFor: {
    roles: { values: ['marketer'], importance: 'mustHave' },
    skills: { values: ['Digital marketing'], importance: 'niceToHave' },
    industries: { values: ['food'], importance: 'niceToHave' },
    hours: { min: 10, importance: 'niceToHave' },
    stage: { values: [], importance: 'doesntMatter' },
    location: { importance: 'niceToHave' },
    languages: { values: ['th'], importance: 'mustHave' },
  },
};

describe('GET/PUT /api/account/match-profile', () => {
  it('starts empty, says what is missing, and saves the whole profile', async () => {
    const empty = await api(t).as(me).call(matchingApi.getProfile);
    expect(empty.status).toBe(200);
    expect(empty.data.completeness).toEqual({
      percent: 0,
      isReady: false,
      missing: [
        'skills',
        'bring',
        'roles',
        'hoursPerWeek',
        'stage',
        'location',
        'languages',
        'lookingFor',
        'industries',
      ],
    });

    const saved = await api(t).as(me).send(matchingApi.saveProfile, { body });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      skills: ['programming', 'Web apps'],
      lookingFor: { skills: { values: ['Digital marketing'] }, industries: { values: ['food'] } },
      completeness: { percent: 100, missing: [], isReady: true },
    });
    expect((await api(t).as(me).call(matchingApi.getProfile)).data).toEqual(saved.data);
    // The skill and industry lists are the profile's public match fields too.
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.id, me.account.id));
    expect(account).toMatchObject({
      skillsOffered: ['programming', 'Web apps'],
      skillsSought: ['Digital marketing'],
      interestedCategories: ['food'],
    });
  });

  it('refuses bad input field by field, and needs a session', async () => {
    const bad = await api(t)
      .as(me)
      .send(matchingApi.saveProfile, {
        body: {
          ...body,
          bring: 'x'.repeat(281),
          hoursPerWeek: 0,
          province: 'atlantis',
        },
      });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('VALIDATION_ERROR');
    const codes = Object.fromEntries(
      (bad.body.details as { field: string; code: string }[]).map((detail) => [detail.field, detail.code]),
    );
    expect(codes).toMatchObject({ bring: 'BRING_TOO_LONG', hoursPerWeek: 'HOURS_OUT_OF_RANGE' });
    expect(codes.province).toBeDefined();
    expect((await api(t).call(matchingApi.getProfile)).status).toBe(401);
  });

  it('suggests once my essentials are filled, with the reasons from both profiles, never a blocked person', async () => {
    const malee = await buildMatcher(
      t.database.db,
      { firstName: 'Malee' },
      {
        skills: ['Digital marketing'],
        bring: '5 years of digital marketing',
        roles: ['marketer'],
        hoursPerWeek: 20,
        province: 'bangkok',
        languages: ['th'],
        lookingFor: { roles: { values: ['developer'], importance: 'niceToHave' } },
      },
    );
    const blocked = await buildMatcher(t.database.db, { firstName: 'Blocked' }, { roles: ['marketer'] });
    await buildMatcher(t.database.db, { firstName: 'NotAMarketer' }, { roles: ['designer'] });
    expect((await api(t).as(me).call(partnerApi.suggested)).data.result).toEqual([]);

    await api(t).as(me).send(matchingApi.saveProfile, { body });
    await api(t)
      .as(me)
      .call(partnerApi.block, { body: { accountId: blocked.account.id } });
    const page = (await api(t).as(me).call(partnerApi.suggested)).data;
    expect(page.result).toHaveLength(1);
    expect(page.result[0]).toMatchObject({
      id: malee.account.id,
      // Mine: both must-haves met; skills, hours, location of my nice-to-haves met, industries missed
      // (40 of 55): 40 + 60 × 40/55 = 84. Hers: her only criterion met, 100. Together √(0.84 × 1) = 91.
      score: 91,
      fit: { forYou: 84, forThem: 100 },
      isStale: false,
      reasons: [
        {
          kind: 'theyBring',
          roles: ['marketer'],
          skills: ['Digital marketing'],
          bring: '5 years of digital marketing',
        },
        { kind: 'theyNeedYou', roles: ['developer'], skills: [] },
        { kind: 'sharedLanguages', languages: ['th'] },
        { kind: 'hours', whose: 'yours', hours: 20, wanted: 10, isMet: true },
        { kind: 'sameProvince', province: 'bangkok' },
        { kind: 'missed', whose: 'yours', criterion: 'industries' },
      ],
    });
  });

  it('goes with the account when it is deleted, and is in the data export', async () => {
    const person = await personWithPassword(t);
    const put = await api(t).as(person).send(matchingApi.saveProfile, { body: readyProfile() });
    expect(put.status).toBe(200);
    const exported = await api(t).as(person).call(accountCenterApi.exportData);
    const files = await readZip(exported.raw.rawPayload);
    const inExport = JSON.parse(files.get('match-profiles.json')!.toString('utf8')) as { bring: string }[];
    expect(inExport).toEqual([expect.objectContaining({ accountId: person.account.id, bring: 'Good food' })]);

    expect((await deleteAccount(t, person.headers)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(matchProfiles).where(eq(matchProfiles.accountId, person.account.id));
    expect(rows).toEqual([]);
  });
});
