import { describe, expect, it } from 'vitest';
import { EMPTY_LOOKING_FOR, type LookingFor } from '@ideamatch/shared';
import { MATCH_WEIGHTS, rankSuggestions, scoreCandidate, type MatchCandidate, type MatchSide } from './match-score';

const now = new Date('2026-11-21T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

const lookingFor = (overrides: Partial<LookingFor>): LookingFor => ({ ...EMPTY_LOOKING_FOR, ...overrides });

/** A developer in Bangkok, open to remote, who needs a marketer and must work in Thai. */
const viewer: MatchSide = {
  intent: 'haveIdea',
  ticketThb: null,
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
  intent: 'joinIdea',
  ticketThb: null,
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
      exactScore: 100,
      // Six wanted things found on each side: role, skill, industry, hours, place, language.
      depth: 12,
      fit: { forYou: 100, forThem: 100 },
      bonus: 0,
      isStale: false,
      reasons: [
        { kind: 'theyBring', roles: ['marketer'], skills: ['Marketing'], bring: '5 years of digital marketing' },
        { kind: 'theyNeedYou', roles: ['developer'], skills: ['Programming'] },
        { kind: 'sharedIndustries', industries: ['food'] },
        { kind: 'sharedLanguages', languages: ['th'] },
        { kind: 'sameProvince', province: 'bangkok' },
        { kind: 'hours', whose: 'yours', hours: 20, wanted: 10, isMet: true },
        { kind: 'hours', whose: 'theirs', hours: 20, wanted: 15, isMet: true },
      ],
    });
  });

  it('gives 40 to must-haves alone, 80 or more to must-haves and two-thirds of the nice-to-haves, the same from both sides', () => {
    const mustOnly = lookingFor({
      location: { importance: 'doesntMatter' },
      languages: { values: ['th'], importance: 'mustHave' },
    });
    const plain = (id: string, want: LookingFor): MatchCandidate => ({
      ...malee,
      id,
      roles: ['sales'],
      skills: ['Selling'],
      lookingFor: { ...want, industries: { values: ['pet'], importance: 'doesntMatter' } },
    });
    // The viewer's nice-to-haves: roles 25, skills 20, industries 15, hours 10, location 10 (80).
    const onlyMust = plain('only-must', mustOnly);
    const noPlace = { ...onlyMust, province: 'chiangMai' as const, hoursPerWeek: null };
    expect(scoreCandidate(viewer, { ...noPlace, lookingFor: { ...noPlace.lookingFor } }, now)?.fit).toEqual({
      forYou: 40,
      forThem: 100,
    });
    // Roles, skills and industries met, half the hours, place missed: 65 of 80 → 40 + 60 × 0.8125 = 89.
    const most = {
      ...malee,
      id: 'most',
      province: 'chiangMai' as const,
      hoursPerWeek: 5,
      // Industries are what a person is into: here food, without asking it of others.
      lookingFor: { ...mustOnly, industries: { values: ['food' as const], importance: 'doesntMatter' as const } },
    };
    const scored = scoreCandidate(viewer, most, now)!;
    expect(scored.fit.forYou).toBe(89);
    expect(scored.score).toBeGreaterThanOrEqual(80);
    expect(scored.reasons).toContainEqual({ kind: 'hours', whose: 'yours', hours: 5, wanted: 10, isMet: false });
    expect(scored.reasons).toContainEqual({ kind: 'missed', whose: 'yours', criterion: 'location' });
    // The same pair from the other side scores the same.
    const { id: _id, mutualPartnerCount: _m, lastActiveAt: _l, ...mostSide } = most;
    expect(
      scoreCandidate(mostSide, { ...viewer, id: 'viewer', mutualPartnerCount: 0, lastActiveAt: now }, now)?.score,
    ).toBe(scored.score);
  });

  it('scores a one-sided fit below a two-sided one and says which way it goes', () => {
    // Pim is what the viewer looks for in nothing but time, place and language; the viewer is all Pim wants.
    const scored = scoreCandidate(viewer, pim, now)!;
    expect(scored.fit.forThem).toBeGreaterThan(scored.fit.forYou);
    expect(scored.score).toBeLessThan(scoreCandidate(viewer, malee, now)!.score);
    expect(scored.reasons[0]).toEqual({ kind: 'oneSided', direction: 'youFitThem' });
    expect(scored.reasons).toContainEqual({ kind: 'missed', whose: 'yours', criterion: 'roles' });
  });

  it('removes a person when a must-have of either side is missed', () => {
    expect(scoreCandidate(viewer, anan, now)).toBeNull();
    expect(scoreCandidate(viewer, englishOnly, now)).toBeNull();
    const mustJoiner = {
      ...viewer,
      lookingFor: { ...viewer.lookingFor, intents: { values: ['invest' as const], importance: 'mustHave' as const } },
    };
    expect(scoreCandidate(mustJoiner, malee, now)).toBeNull();
  });

  it('says an investor’s ticket to a founder who looks for investment, after the intent', () => {
    const seeking = {
      ...viewer,
      lookingFor: { ...viewer.lookingFor, intents: { values: ['invest' as const], importance: 'niceToHave' as const } },
    };
    const investor = { ...malee, id: 'investor', intent: 'invest' as const, ticketThb: { min: 500_000, max: null } };
    const reasons = scoreCandidate(seeking, investor, now)!.reasons;
    const at = reasons.findIndex((reason) => reason.kind === 'intent');
    expect(reasons[at]).toEqual({ kind: 'intent', intent: 'invest' });
    expect(reasons[at + 1]).toEqual({ kind: 'ticket', min: 500_000, max: null });
    expect(scoreCandidate(viewer, investor, now)!.reasons.map((reason) => reason.kind)).not.toContain('ticket');
  });

  it('gives half a stage next to the one wanted, and ignores what does not matter', () => {
    const wantsLaunched = (importance: 'niceToHave' | 'doesntMatter') => ({
      ...viewer,
      lookingFor: { ...viewer.lookingFor, stage: { values: ['growing' as const], importance } },
    });
    const at = (stage: 'launched' | 'idea') =>
      scoreCandidate(wantsLaunched('niceToHave'), { ...malee, stage }, now)!.fit.forYou;
    expect(at('launched')).toBeGreaterThan(at('idea'));
    expect(scoreCandidate(wantsLaunched('doesntMatter'), malee, now)!.fit.forYou).toBe(100);
  });

  it('keeps partner bonuses out of the score: they are reasons and break ties', () => {
    const scored = scoreCandidate(viewer, { ...krit, mutualPartnerCount: 3 }, now)!;
    expect(scored.score).toBe(scoreCandidate(viewer, krit, now)!.score);
    expect(scored.reasons).toContainEqual({ kind: 'mutualPartners', count: 3 });
  });
});

describe('rankSuggestions', () => {
  it('pins the order: must-have misses out, stale profiles last, then by score, then bonus', () => {
    const twin = { ...malee, id: 'malee-twin', mutualPartnerCount: 2, lastActiveAt: daysAgo(5) };
    const ranked = rankSuggestions(viewer, [staleMalee, krit, anan, pim, englishOnly, malee, twin], now);
    expect(ranked.map((r) => [r.candidate.id, r.isStale])).toEqual([
      ['malee-twin', false],
      ['malee', false],
      ['pim', false],
      ['krit', false],
      ['stale-malee', true],
    ]);
    expect(ranked[2]!.score).toBeGreaterThanOrEqual(ranked[3]!.score);
  });

  it('among people at the same score, ranks first the one with more of what was asked for', () => {
    // Both meet everything both ways (100); the later-active one has both skills wanted, not one.
    const wantsTwo: MatchSide = {
      ...viewer,
      lookingFor: { ...viewer.lookingFor, skills: { values: ['Marketing', 'Branding'], importance: 'niceToHave' } },
    };
    const oneSkill = { ...malee, id: 'one-skill', skills: ['Marketing', 'Branding'].slice(0, 1) };
    const bothSkills = { ...malee, id: 'both-skills', lastActiveAt: daysAgo(4) };
    const ranked = rankSuggestions(wantsTwo, [oneSkill, bothSkills], now);
    expect(ranked.map((r) => r.candidate.id)).toEqual(['both-skills', 'one-skill']);
    expect(ranked[0]!.depth).toBeGreaterThan(ranked[1]!.depth);
  });

  it('keeps the weights of the criteria at 100 without intents', () => {
    const { intents: _i, ...criteria } = MATCH_WEIGHTS;
    expect(Object.values(criteria).reduce((a, b) => a + b, 0)).toBe(100);
  });
});
