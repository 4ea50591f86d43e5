import { describe, expect, it } from 'vitest';
import { rankSuggestions, scoreCandidate, type MatchCandidate, type MatchSide } from './match-score';

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
];

describe('scoreCandidate', () => {
  it('explains a complementary match, strongest reason first, in the viewer’s terms', () => {
    const { score, reasons } = scoreCandidate(viewer, population[2]!, now);
    expect(reasons[0]).toEqual({ kind: 'theySeekYourSkills', skills: ['marketing'] });
    expect(reasons).toContainEqual({ kind: 'theyOfferWhatYouSeek', skills: ['Programming'] });
    expect(reasons).toContainEqual({ kind: 'sharedCategories', count: 2 });
    expect(reasons).toContainEqual({ kind: 'mutualPartners', count: 2 });
    expect(reasons).toContainEqual({ kind: 'sameCommitment', timeCommitment: 'partTime' });
    expect(reasons).toContainEqual({ kind: 'sameLocation', location: 'bangkok' });
    expect(reasons).toContainEqual({ kind: 'recentlyActive' });
    expect(score).toBe(14 + 14 + 12 + 8 + 8 + 4 + 8);
  });

  it('caps each signal and the total at 100', () => {
    const { score } = scoreCandidate(
      { ...viewer, skillsOffered: ['a', 'b', 'c', 'd'], skillsSought: ['e', 'f', 'g', 'h'] },
      person('max', {
        skillsOffered: ['e', 'f', 'g', 'h'],
        skillsSought: ['a', 'b', 'c', 'd'],
        interestedCategories: ['food', 'technology', 'pet'],
        timeCommitment: 'partTime',
        location: 'Bangkok',
        mutualPartnerCount: 40,
        lastActiveAt: daysAgo(0),
      }),
      now,
    );
    // 28 + 28 + 18 + 8 + 12 + 4 + 8 = 106 points of signals.
    expect(score).toBe(100);
    expect(score).toBeLessThanOrEqual(100);
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
      ['perfect', 68],
      ['coder', 32],
      ['category-fan', 18],
      ['friend-of-friends', 12],
      ['stranger-new', 8],
      ['stranger-old', 0],
    ]);
  });

  it('is pure: the same input gives the same order and leaves the input alone', () => {
    const copy = structuredClone(population);
    expect(rankSuggestions(viewer, population, now)).toEqual(rankSuggestions(viewer, population, now));
    expect(population).toEqual(copy);
  });
});
