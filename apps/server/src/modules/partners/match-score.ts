import type { SuggestionReason, TimeCommitment } from '@ideamatch/shared';

/** The match-smart side of a person that compatibility reads. */
export type MatchSide = {
  skillsOffered: string[];
  skillsSought: string[];
  interestedCategories: string[];
  timeCommitment: string | null;
  location: string | null;
};

export type MatchCandidate = MatchSide & {
  id: string;
  mutualPartnerCount: number;
  lastActiveAt: Date | null;
};

export type RankedCandidate<T extends MatchCandidate> = {
  candidate: T;
  score: number;
  reasons: SuggestionReason[];
};

/** Points per signal; the total is capped at 100. */
export const MATCH_WEIGHTS = {
  perSkill: 14,
  skillsCap: 28,
  perCategory: 6,
  categoriesCap: 18,
  sameCommitment: 8,
  flexibleCommitment: 4,
  perMutualPartner: 4,
  mutualCap: 12,
  sameLocation: 4,
  activeWeek: 8,
  activeMonth: 4,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const key = (text: string) => text.trim().toLowerCase();

/** The skills of `wanted` that `offered` holds, spelled as in `wanted`, compared case-insensitively. */
const overlap = (wanted: string[], offered: string[]): string[] => {
  const offeredKeys = new Set(offered.map(key));
  return wanted.filter((skill) => offeredKeys.has(key(skill)));
};

/**
 * Compatibility of one candidate with the viewer (0..100) and the reasons behind it, most telling
 * first (the order below): complementary skills both ways, shared categories, time commitment, location, mutual
 * partners and recent activity. Pure: same input, same answer.
 */
export function scoreCandidate<T extends MatchCandidate>(
  viewer: MatchSide,
  candidate: T,
  now: Date,
): RankedCandidate<T> {
  const weighted: { points: number; reason: SuggestionReason }[] = [];
  const theySeekYourSkills = overlap(candidate.skillsSought, viewer.skillsOffered);
  if (theySeekYourSkills.length) {
    weighted.push({
      points: Math.min(theySeekYourSkills.length * MATCH_WEIGHTS.perSkill, MATCH_WEIGHTS.skillsCap),
      reason: { kind: 'theySeekYourSkills', skills: theySeekYourSkills },
    });
  }
  const theyOfferWhatYouSeek = overlap(viewer.skillsSought, candidate.skillsOffered);
  if (theyOfferWhatYouSeek.length) {
    weighted.push({
      points: Math.min(theyOfferWhatYouSeek.length * MATCH_WEIGHTS.perSkill, MATCH_WEIGHTS.skillsCap),
      reason: { kind: 'theyOfferWhatYouSeek', skills: theyOfferWhatYouSeek },
    });
  }
  const sharedCategories = overlap(viewer.interestedCategories, candidate.interestedCategories).length;
  if (sharedCategories) {
    weighted.push({
      points: Math.min(sharedCategories * MATCH_WEIGHTS.perCategory, MATCH_WEIGHTS.categoriesCap),
      reason: { kind: 'sharedCategories', count: sharedCategories },
    });
  }
  if (viewer.timeCommitment && candidate.timeCommitment) {
    if (viewer.timeCommitment === candidate.timeCommitment) {
      weighted.push({
        points: MATCH_WEIGHTS.sameCommitment,
        reason: { kind: 'sameCommitment', timeCommitment: candidate.timeCommitment as TimeCommitment },
      });
    } else if (viewer.timeCommitment === 'flexible' || candidate.timeCommitment === 'flexible') {
      weighted.push({
        points: MATCH_WEIGHTS.flexibleCommitment,
        reason: { kind: 'sameCommitment', timeCommitment: 'flexible' },
      });
    }
  }
  if (candidate.mutualPartnerCount > 0) {
    weighted.push({
      points: Math.min(candidate.mutualPartnerCount * MATCH_WEIGHTS.perMutualPartner, MATCH_WEIGHTS.mutualCap),
      reason: { kind: 'mutualPartners', count: candidate.mutualPartnerCount },
    });
  }
  if (viewer.location && candidate.location && key(viewer.location) === key(candidate.location)) {
    weighted.push({
      points: MATCH_WEIGHTS.sameLocation,
      reason: { kind: 'sameLocation', location: candidate.location },
    });
  }
  const idleMs = candidate.lastActiveAt ? now.getTime() - candidate.lastActiveAt.getTime() : Number.POSITIVE_INFINITY;
  if (idleMs <= 30 * DAY_MS) {
    weighted.push({
      points: idleMs <= 7 * DAY_MS ? MATCH_WEIGHTS.activeWeek : MATCH_WEIGHTS.activeMonth,
      reason: { kind: 'recentlyActive' },
    });
  }
  const score = Math.min(
    100,
    weighted.reduce((sum, { points }) => sum + points, 0),
  );
  return { candidate, score, reasons: weighted.map(({ reason }) => reason) };
}

/**
 * Ranks candidates for the viewer: highest compatibility first, then the more recently active,
 * then by id so pages never shuffle. Pure and unit-tested; exclusions happen in SQL before.
 */
export function rankSuggestions<T extends MatchCandidate>(
  viewer: MatchSide,
  candidates: T[],
  now: Date,
): RankedCandidate<T>[] {
  const activity = (candidate: T) => candidate.lastActiveAt?.getTime() ?? 0;
  return candidates
    .map((candidate) => scoreCandidate(viewer, candidate, now))
    .sort(
      (a, b) =>
        b.score - a.score ||
        activity(b.candidate) - activity(a.candidate) ||
        (a.candidate.id < b.candidate.id ? -1 : a.candidate.id > b.candidate.id ? 1 : 0),
    );
}
