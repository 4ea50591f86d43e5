import { describe, expect, it } from 'vitest';
import { EMPTY_LOOKING_FOR, type LookingFor } from '@ideamatch/shared';
import { MATCH_WEIGHTS, rankSuggestions, scoreCandidate, type MatchCandidate, type MatchSide } from './match-score';

const now = new Date('2026-11-21T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

const lookingFor = (overrides: Partial<LookingFor>): LookingFor => ({ ...EMPTY_LOOKING_FOR, ...overrides });

/** A developer in Bangkok, open to remote, who needs a marketer and must work in Thai. */
const viewer: MatchSide = {
  skills: ['Programming'],
  bring: '10 years of web apps',
  roles: ['developer'],
  hoursPerWeek: 20,
  stage: 'prototype',
  province: 'bangkok',
  remote: true,
  languages: ['th', 'en'],
  lookingFor: lookingFor({
    roles: { values: ['marketer'], importance: 'niceToHave' },
    skills: { values: ['Marketing'], importance: 'niceToHave' },
    industries: { values: ['food'], importance: 'niceToHave' },
    hours: { min: 10, importance: 'niceToHave' },
    stage: { values: [], importance: 'doesntMatter' },
    location: { importance: 'niceToHave' },
    languages: { values: ['th'], importance: 'mustHave' },
  }),
};

const malee: MatchCandidate = {
  id: 'malee',
  skills: ['Marketing', 'Branding'],
  bring: '5 years of digital marketing',
  roles: ['marketer'],
  hoursPerWeek: 20,
  stage: 'launched',
  province: 'bangkok',
  remote: false,
  languages: ['th', 'en'],
  lookingFor: lookingFor({
    roles: { values: ['developer'], importance: 'niceToHave' },
    skills: { values: ['programming'], importance: 'niceToHave' },
    industries: { values: ['food'], importance: 'niceToHave' },
    hours: { min: 15, importance: 'niceToHave' },
    location: { importance: 'niceToHave' },
    languages: { values: ['th'], importance: 'mustHave' },
  }),
  mutualPartnerCount: 0,
  lastActiveAt: daysAgo(1),
};

/** A designer who needs a developer; none of the viewer's wishes but time, place and language. */
const pim: MatchCandidate = {
  ...malee,
  id: 'pim',
  skills: ['Product design'],
  bring: 'Packaging design',
  roles: ['designer'],
  hoursPerWeek: 15,
  stage: 'idea',
  remote: true,
  lookingFor: lookingFor({
    roles: { values: ['developer'], importance: 'niceToHave' },
    skills: { values: ['Programming'], importance: 'niceToHave' },
    industries: { values: ['pet'], importance: 'niceToHave' },
    hours: { min: 10, importance: 'niceToHave' },
    location: { importance: 'niceToHave' },
    languages: { values: ['th', 'en'], importance: 'niceToHave' },
  }),
  lastActiveAt: daysAgo(3),
};

/** Another developer, far away, both open to remote. */
const krit: MatchCandidate = {
  ...malee,
  id: 'krit',
  skills: ['Programming'],
  bring: 'Mobile apps',
  roles: ['developer'],
  hoursPerWeek: 8,
  stage: null,
  province: 'khonKaen',
  remote: true,
  languages: ['th'],
  lookingFor: lookingFor({
    roles: { values: ['marketer'], importance: 'niceToHave' },
    skills: { values: ['Marketing'], importance: 'niceToHave' },
    industries: { values: ['technology'], importance: 'niceToHave' },
    hours: { min: null, importance: 'doesntMatter' },
    location: { importance: 'niceToHave' },
    languages: { values: ['th'], importance: 'niceToHave' },
  }),
  lastActiveAt: daysAgo(2),
};

/** Must have a marketer: the viewer is not one. */
const anan: MatchCandidate = {
  ...malee,
  id: 'anan',
  roles: ['operations'],
  lookingFor: { ...malee.lookingFor, roles: { values: ['marketer'], importance: 'mustHave' } },
};
/** Works only in English: the viewer must work in Thai. */
const englishOnly: MatchCandidate = { ...malee, id: 'english-only', languages: ['en'] };
/** Malee's twin, idle for 120 days. */
const staleMalee: MatchCandidate = { ...malee, id: 'stale-malee', lastActiveAt: daysAgo(120) };

describe('scoreCandidate', () => {
  it('scores a perfect two-way match 100, with the reasons in the viewer’s terms, strongest first', () => {
    expect(scoreCandidate(viewer, malee, now)).toEqual({
      candidate: malee,
      score: 100,
      isStale: false,
      reasons: [
        { kind: 'theyBring', roles: ['marketer'], skills: ['Marketing'], bring: '5 years of digital marketing' },
        { kind: 'theyNeedYou', roles: ['developer'], skills: ['Programming'] },
        { kind: 'sharedIndustries', industries: ['food'] },
        { kind: 'hours', hours: 20 },
        { kind: 'sameProvince', province: 'bangkok' },
        { kind: 'sharedLanguages', languages: ['th'] },
      ],
    });
  });

  it('counts both sides: what is met over what counts, each criterion at its weight', () => {
    // Viewer's criteria: hours, location, languages met (30 of 90). Pim's: roles, skills, hours,
    // location, languages met, industries missed (75 of 90). 105 / 180 = 58 %.
    const scored = scoreCandidate(viewer, pim, now);
    expect(scored?.score).toBe(58);
    expect(scored?.reasons).toEqual([
      { kind: 'theyNeedYou', roles: ['developer'], skills: ['Programming'] },
      { kind: 'hours', hours: 15 },
      { kind: 'sameProvince', province: 'bangkok' },
      { kind: 'sharedLanguages', languages: ['th'] },
    ]);
  });

  it('removes a person when a must-have of either side is missed', () => {
    expect(scoreCandidate(viewer, anan, now)).toBeNull();
    expect(scoreCandidate(viewer, englishOnly, now)).toBeNull();
  });

  it('ignores a criterion that does not matter, and a nice-to-have only adds', () => {
    const withStage = {
      ...viewer,
      lookingFor: {
        ...viewer.lookingFor,
        stage: { values: ['growing' as const], importance: 'doesntMatter' as const },
      },
    };
    expect(scoreCandidate(withStage, pim, now)?.score).toBe(58);
    const niceStage = {
      ...viewer,
      lookingFor: { ...viewer.lookingFor, stage: { values: ['idea' as const], importance: 'niceToHave' as const } },
    };
    // Pim is at the idea stage: +10 on both totals, (105 + 10) / (180 + 10).
    expect(scoreCandidate(niceStage, pim, now)?.score).toBe(61);
    const mustStage = {
      ...viewer,
      lookingFor: { ...viewer.lookingFor, stage: { values: ['growing' as const], importance: 'mustHave' as const } },
    };
    expect(scoreCandidate(mustStage, pim, now)).toBeNull();
  });

  it('adds the partner bonuses on top, never past 100', () => {
    const scored = scoreCandidate(viewer, { ...krit, mutualPartnerCount: 3 }, now);
    expect(scored?.score).toBe(24 + MATCH_WEIGHTS.mutualPartners);
    expect(scored?.reasons.at(-1)).toEqual({ kind: 'mutualPartners', count: 3 });
    expect(scoreCandidate(viewer, { ...malee, mutualPartnerCount: 3 }, now)?.score).toBe(100);
  });
});

describe('rankSuggestions', () => {
  it('pins the order: must-have misses out, stale profiles last, then by score', () => {
    const ranked = rankSuggestions(viewer, [staleMalee, krit, anan, pim, englishOnly, malee], now);
    expect(ranked.map((r) => [r.candidate.id, r.score, r.isStale])).toEqual([
      ['malee', 100, false],
      ['pim', 58, false],
      ['krit', 24, false],
      ['stale-malee', 100, true],
    ]);
    expect(ranked[2]!.reasons).toEqual([{ kind: 'bothRemote' }, { kind: 'sharedLanguages', languages: ['th'] }]);
  });

  it('keeps the weights of the criteria at 100 in all', () => {
    const { mutualPartners: _m, likeYourPartners: _l, ...criteria } = MATCH_WEIGHTS;
    expect(Object.values(criteria).reduce((a, b) => a + b, 0)).toBe(100);
  });
});
