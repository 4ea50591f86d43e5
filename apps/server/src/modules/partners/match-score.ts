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

/**
 * What the viewer's own choices taught: the categories and offered skills of the partners they
 * accepted (lower-cased). People who share them rank higher.
 */
export type MatchTaste = { partnerTraits: Set<string> };

export const NO_TASTE: MatchTaste = { partnerTraits: new Set() };

export type RankedCandidate<T extends MatchCandidate> = {
  candidate: T;
  score: number;
  reasons: SuggestionReason[];
};

/**
 * The formula. Each signal is a fraction from 0 to 1 times its weight; the weights add up to 100,
 * so the score is a percentage a perfect match reaches and a stranger does not:
 *
 *   score = round( 20 · they seek what you offer   (covered / min(their sought, 2))
 *                + 20 · they offer what you seek   (covered / min(your sought, 2))
 *                + 20 · shared categories          (shared / min(yours, theirs, 3))
 *                + 12 · activity                   (1 within 7 days, ½ within 30, else 0)
 *                +  8 · same location              (1 or 0)
 *                +  8 · time commitment            (1 the same, ½ when either is flexible)
 *                +  4 · mutual partners            (count / 3, at most 1)
 *                +  8 · like your partners         (their categories and offered skills found
 *                                                   among your partners', / min(theirs, 3)) )
 *
 * Learning from what people do: accepting a partner feeds "like your partners" above; declining a
 * request (either way), cancelling one's own and blocking (either way) take the person out of the
 * candidates in SQL (`partnerRepository.suggestionCandidates`).
 */
export const MATCH_WEIGHTS = {
  theySeekYourSkills: 20,
  theyOfferWhatYouSeek: 20,
  sharedCategories: 20,
  activity: 12,
  sameLocation: 8,
  commitment: 8,
  mutualPartners: 4,
  likeYourPartners: 8,
} as const;

/** How many matching items make a signal full: two skills, three categories, three mutual partners. */
const FULL_SKILLS = 2;
const FULL_CATEGORIES = 3;
const FULL_MUTUAL = 3;
const FULL_TRAITS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;
const key = (text: string) => text.trim().toLowerCase();

/** The skills of `wanted` that `offered` holds, spelled as in `wanted`, compared case-insensitively. */
const overlap = (wanted: string[], offered: string[]): string[] => {
  const offeredKeys = new Set(offered.map(key));
  return wanted.filter((skill) => offeredKeys.has(key(skill)));
};

/** `hits` out of `size`, where `full` hits (or all of a smaller list) count as 1. */
const fraction = (hits: number, size: number, full: number) => (hits ? Math.min(1, hits / Math.min(size, full)) : 0);

/** Whether the viewer's profile gives compatibility anything to compare: skills or categories. */
export const hasMatchProfile = (viewer: MatchSide): boolean =>
  viewer.skillsOffered.length + viewer.skillsSought.length + viewer.interestedCategories.length > 0;

/** The traits of a person that "like your partners" compares: categories and offered skills, lower-cased. */
export const traitsOf = (side: Pick<MatchSide, 'interestedCategories' | 'skillsOffered'>): Set<string> =>
  new Set([...side.interestedCategories, ...side.skillsOffered].map(key));

/**
 * Compatibility of one candidate with the viewer (0..100, see MATCH_WEIGHTS) and the reasons behind
 * it, the ones worth the most points first (activity last). Pure: same input, same answer.
 */
export function scoreCandidate<T extends MatchCandidate>(
  viewer: MatchSide,
  candidate: T,
  now: Date,
  taste: MatchTaste = NO_TASTE,
): RankedCandidate<T> {
  const weighted: { points: number; reason: SuggestionReason }[] = [];
  const add = (share: number, weight: number, reason: SuggestionReason) => {
    if (share > 0) weighted.push({ points: share * weight, reason });
  };
  const theySeekYourSkills = overlap(candidate.skillsSought, viewer.skillsOffered);
  add(
    fraction(theySeekYourSkills.length, candidate.skillsSought.length, FULL_SKILLS),
    MATCH_WEIGHTS.theySeekYourSkills,
    { kind: 'theySeekYourSkills', skills: theySeekYourSkills },
  );
  const theyOfferWhatYouSeek = overlap(viewer.skillsSought, candidate.skillsOffered);
  add(
    fraction(theyOfferWhatYouSeek.length, viewer.skillsSought.length, FULL_SKILLS),
    MATCH_WEIGHTS.theyOfferWhatYouSeek,
    { kind: 'theyOfferWhatYouSeek', skills: theyOfferWhatYouSeek },
  );
  const shared = overlap(viewer.interestedCategories, candidate.interestedCategories).length;
  add(
    fraction(
      shared,
      Math.min(viewer.interestedCategories.length, candidate.interestedCategories.length),
      FULL_CATEGORIES,
    ),
    MATCH_WEIGHTS.sharedCategories,
    { kind: 'sharedCategories', count: shared },
  );
  const idleMs = candidate.lastActiveAt ? now.getTime() - candidate.lastActiveAt.getTime() : Number.POSITIVE_INFINITY;
  add(idleMs <= 7 * DAY_MS ? 1 : idleMs <= 30 * DAY_MS ? 0.5 : 0, MATCH_WEIGHTS.activity, { kind: 'recentlyActive' });
  if (viewer.location && candidate.location && key(viewer.location) === key(candidate.location)) {
    add(1, MATCH_WEIGHTS.sameLocation, { kind: 'sameLocation', location: candidate.location });
  }
  if (viewer.timeCommitment && candidate.timeCommitment) {
    if (viewer.timeCommitment === candidate.timeCommitment) {
      add(1, MATCH_WEIGHTS.commitment, {
        kind: 'sameCommitment',
        timeCommitment: candidate.timeCommitment as TimeCommitment,
      });
    } else if (viewer.timeCommitment === 'flexible' || candidate.timeCommitment === 'flexible') {
      add(0.5, MATCH_WEIGHTS.commitment, { kind: 'sameCommitment', timeCommitment: 'flexible' });
    }
  }
  add(Math.min(1, candidate.mutualPartnerCount / FULL_MUTUAL), MATCH_WEIGHTS.mutualPartners, {
    kind: 'mutualPartners',
    count: candidate.mutualPartnerCount,
  });
  const traits = traitsOf(candidate);
  const liked = [...traits].filter((trait) => taste.partnerTraits.has(trait)).length;
  add(fraction(liked, traits.size, FULL_TRAITS), MATCH_WEIGHTS.likeYourPartners, { kind: 'likeYourPartners' });
  // Most points first, equal points in the order above; "recently active" last, since nearly everyone
  // suggested is (candidates are the most recently active), so it tells the least about the person.
  const isActivity = ({ reason }: { reason: SuggestionReason }) => Number(reason.kind === 'recentlyActive');
  weighted.sort((a, b) => isActivity(a) - isActivity(b) || b.points - a.points);
  const score = Math.min(100, Math.round(weighted.reduce((sum, { points }) => sum + points, 0)));
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
  taste: MatchTaste = NO_TASTE,
): RankedCandidate<T>[] {
  const activity = (candidate: T) => candidate.lastActiveAt?.getTime() ?? 0;
  return candidates
    .map((candidate) => scoreCandidate(viewer, candidate, now, taste))
    .sort(
      (a, b) =>
        b.score - a.score ||
        activity(b.candidate) - activity(a.candidate) ||
        (a.candidate.id < b.candidate.id ? -1 : a.candidate.id > b.candidate.id ? 1 : 0),
    );
}
