import { describe, expect, it } from 'vitest';
import {
  rankSuggestions,
  scoreCandidate,
  traitsOf,
  type MatchCandidate,
  type MatchSide,
  type MatchTaste,
} from './match-score';
import { DEMO_MATCH, EXTRA_PEOPLE } from '../../seed/demo-partners';

const now = new Date('2026-11-21T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

const viewer: MatchSide = {
  skillsOffered: ['Marketing', 'Sales'],
  skillsSought: ['Programming', 'Design'],
  interestedCategories: ['food', 'technology', 'pet'],
  timeCommitment: 'partTime',
  location: 'Bangkok',
};

const person = (id: string, overrides: Partial<MatchCandidate> = {}): MatchCandidate => ({
  id,
  skillsOffered: [],
  skillsSought: [],
  interestedCategories: [],
  timeCommitment: null,
  location: null,
  mutualPartnerCount: 0,
  lastActiveAt: null,
  ...overrides,
});

/** A seeded population: one clear best match, a few partial ones and strangers. */
const population: MatchCandidate[] = [
  person('stranger-old', { lastActiveAt: daysAgo(200) }),
  person('category-fan', { interestedCategories: ['food', 'technology', 'pet'] }),
  person('perfect', {
    skillsOffered: ['programming'],
    skillsSought: ['marketing'],
    interestedCategories: ['food', 'technology'],
    timeCommitment: 'partTime',
    location: 'bangkok',
    mutualPartnerCount: 2,
    lastActiveAt: daysAgo(1),
  }),
  person('coder', { skillsOffered: ['Programming', 'Design'], lastActiveAt: daysAgo(20) }),
  person('friend-of-friends', { mutualPartnerCount: 5 }),
  person('stranger-new', { lastActiveAt: daysAgo(2) }),
  person('pet-photographer', { skillsOffered: ['Photography'], interestedCategories: ['pet', 'traveling'] }),
];

/** The viewer accepted a travel photographer as a partner. */
const taste: MatchTaste = {
  partnerTraits: traitsOf({ interestedCategories: ['traveling'], skillsOffered: ['photography', 'Video'] }),
};

describe('scoreCandidate', () => {
  it('explains a complementary match, the reasons worth most first and activity last, in the viewer’s terms', () => {
    const { score, reasons } = scoreCandidate(viewer, population[2]!, now);
    expect(reasons).toEqual([
      { kind: 'theySeekYourSkills', skills: ['marketing'] },
      { kind: 'sharedCategories', count: 2 },
      { kind: 'theyOfferWhatYouSeek', skills: ['Programming'] },
      { kind: 'sameLocation', location: 'bangkok' },
      { kind: 'sameCommitment', timeCommitment: 'partTime' },
      { kind: 'mutualPartners', count: 2 },
      { kind: 'recentlyActive' },
    ]);
    // 20 (all they seek) + 20 (both categories of theirs) + 12 (active) + 10 (one of two I seek)
    // + 8 (location) + 8 (commitment) + 4 · 2/3 (mutual partners) = 80.7.
    expect(score).toBe(81);
  });

  it('reaches 100 for a perfect match the viewer’s partners resemble, and caps each signal', () => {
    const perfect = person('max', {
      skillsOffered: ['e', 'f', 'g', 'h'],
      skillsSought: ['a', 'b', 'c', 'd'],
      interestedCategories: ['food', 'technology', 'pet'],
      timeCommitment: 'partTime',
      location: 'Bangkok',
      mutualPartnerCount: 40,
      lastActiveAt: daysAgo(0),
    });
    const me = { ...viewer, skillsOffered: ['a', 'b', 'c', 'd'], skillsSought: ['e', 'f', 'g', 'h'] };
    expect(scoreCandidate(me, perfect, now).score).toBe(92);
    const { score, reasons } = scoreCandidate(me, perfect, now, { partnerTraits: traitsOf(perfect) });
    expect(score).toBe(100);
    expect(reasons).toContainEqual({ kind: 'likeYourPartners' });
  });

  it('gives nothing for an idle stranger and half the commitment points for "flexible"', () => {
    expect(scoreCandidate(viewer, population[0]!, now)).toMatchObject({ score: 0, reasons: [] });
    expect(scoreCandidate(viewer, person('flex', { timeCommitment: 'flexible' }), now)).toMatchObject({
      score: 4,
      reasons: [{ kind: 'sameCommitment', timeCommitment: 'flexible' }],
    });
  });
});

describe('rankSuggestions', () => {
  it('ranks a seeded population by compatibility, then activity, then id', () => {
    const ranked = rankSuggestions(viewer, population, now).map(({ candidate, score }) => [candidate.id, score]);
    expect(ranked).toEqual([
      ['perfect', 81],
      ['coder', 26],
      ['category-fan', 20],
      ['stranger-new', 12],
      ['pet-photographer', 10],
      ['friend-of-friends', 4],
      ['stranger-old', 0],
    ]);
  });

  it('lifts people like the partners the viewer accepted above those it used to follow', () => {
    const ranked = rankSuggestions(viewer, population, now, taste);
    expect(ranked.map(({ candidate, score }) => [candidate.id, score])).toEqual([
      ['perfect', 81],
      ['coder', 26],
      ['category-fan', 20],
      // Two of its three traits (photography, traveling) are the partner's: 10 + 8 · 2/3.
      ['pet-photographer', 15],
      ['stranger-new', 12],
      ['friend-of-friends', 4],
      ['stranger-old', 0],
    ]);
    expect(ranked[3]!.reasons).toEqual([{ kind: 'sharedCategories', count: 1 }, { kind: 'likeYourPartners' }]);
  });

  it('is pure: the same input gives the same order and leaves the input alone', () => {
    const copy = structuredClone(population);
    expect(rankSuggestions(viewer, population, now)).toEqual(rankSuggestions(viewer, population, now));
    expect(population).toEqual(copy);
  });
});

describe('calibration over the demo people', () => {
  it('spreads their scores for one another across the scale', () => {
    const profiles = [...DEMO_MATCH, ...EXTRA_PEOPLE].map((fields, index) =>
      person(`demo-${index}`, {
        skillsOffered: fields.skillsOffered ?? [],
        skillsSought: fields.skillsSought ?? [],
        interestedCategories: fields.interestedCategories ?? [],
        timeCommitment: fields.timeCommitment ?? null,
        location: fields.location ?? null,
        lastActiveAt: now,
      }),
    );
    const scores = profiles.flatMap((me) =>
      profiles.filter((other) => other !== me).map((other) => scoreCandidate(me, other, now).score),
    );
    scores.sort((a, b) => a - b);
    // 12 … 68 today: weak pairs low, the coffee roaster and the coder who seek each other high, a
    // dozen distinct values between, the middle pair neither near 0 nor near 100.
    expect(scores[0]).toBeLessThanOrEqual(15);
    expect(scores.at(-1)).toBeGreaterThanOrEqual(60);
    expect(new Set(scores).size).toBeGreaterThanOrEqual(12);
    expect(scores[scores.length >> 1]).toBeGreaterThanOrEqual(20);
    expect(scores[scores.length >> 1]).toBeLessThanOrEqual(50);
  });
});
