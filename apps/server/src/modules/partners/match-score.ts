import type {
  IDEA_CATEGORIES,
  LookingFor,
  MatchCriterion,
  MatchLanguage,
  MatchRole,
  MatchStage,
  ProvinceCode,
  SuggestionReason,
} from '@ideamatch/shared';

type IdeaCategory = (typeof IDEA_CATEGORIES)[number];

/** One side of a match: what a person is and has, and what they look for in a partner. */
export type MatchSide = {
  skills: string[];
  bring: string;
  roles: MatchRole[];
  hoursPerWeek: number | null;
  stage: MatchStage | null;
  province: ProvinceCode | null;
  remote: boolean;
  languages: MatchLanguage[];
  lookingFor: LookingFor;
};

export type MatchCandidate = MatchSide & {
  id: string;
  mutualPartnerCount: number;
  lastActiveAt: Date | null;
};

/**
 * What the viewer's own choices taught: the industries and skills of the partners they accepted
 * (lower-cased). People who share them get the "like your partners" bonus.
 */
export type MatchTaste = { partnerTraits: Set<string> };
export const NO_TASTE: MatchTaste = { partnerTraits: new Set() };

/**
 * Every weight of matching, in one place. Each "looking for" criterion that counts (must-have or
 * nice-to-have, with something to compare) adds its weight to what is possible, and to what is
 * earned when the other person meets it; both people's criteria count. The score is
 * earned / possible as a percentage, plus the bonuses, at most 100. A must-have missed on either
 * side removes the person from suggestions; "doesn't matter" is ignored.
 */
export const MATCH_WEIGHTS = {
  /** The part they play (developer, marketer…): what co-founders look for first. */
  roles: 25,
  /** A named skill they have: nearly as telling as the role, and more precise. */
  skills: 20,
  /** An industry (idea category) both care about: shared interest keeps a venture going. */
  industries: 15,
  /** At least the hours a week asked for: mismatched effort ends many partnerships. */
  hours: 10,
  /** Same province, or both open to remote: meeting in person still matters in Thailand. */
  location: 10,
  /** A language in common: without one there is no working together. */
  languages: 10,
  /** The venture stage wanted (idea, prototype, launched, growing). */
  stage: 10,
  /** Bonus: partners in common (full at three), a trust signal beyond the criteria. */
  mutualPartners: 5,
  /** Bonus: like the partners the viewer accepted (industries and skills, full at three). */
  likeYourPartners: 5,
} as const satisfies Record<MatchCriterion | 'mutualPartners' | 'likeYourPartners', number>;

/** How many things in common make a bonus full. */
const FULL_BONUS = 3;
/** No activity for this many days: a stale profile, ranked after every active one. */
export const STALE_AFTER_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;
const key = (text: string) => text.trim().toLowerCase();
/** The items of `wanted` that `offered` holds, spelled as in `offered`, compared case-insensitively. */
const overlap = <T extends string>(wanted: readonly string[], offered: readonly T[]): T[] => {
  const wantedKeys = new Set(wanted.map(key));
  return offered.filter((item) => wantedKeys.has(key(item)));
};

type Check = { criterion: MatchCriterion; counts: boolean; met: boolean; must: boolean; reason?: SuggestionReason };

/** Each criterion of `seeker` checked against `other`; `isViewer` picks how the reasons are phrased. */
function checkSide(seeker: MatchSide, other: MatchSide, isViewer: boolean): Check[] {
  const want = seeker.lookingFor;
  const roles = overlap(want.roles.values, other.roles);
  const skills = overlap(want.skills.values, other.skills);
  const industries = overlap(want.industries.values, other.lookingFor.industries.values) as IdeaCategory[];
  const languages = overlap(want.languages.values, other.languages);
  const sameProvince = seeker.province !== null && seeker.province === other.province;
  const bothRemote = seeker.remote && other.remote;
  const wantsPlace = seeker.province !== null || seeker.remote;
  const fromPeople: SuggestionReason = isViewer
    ? { kind: 'theyBring', roles, skills, bring: other.bring }
    : { kind: 'theyNeedYou', roles, skills };
  const check = (criterion: MatchCriterion, hasValues: boolean, met: boolean, reason?: SuggestionReason): Check => {
    const { importance } = want[criterion];
    return {
      criterion,
      counts: hasValues && importance !== 'doesntMatter',
      met,
      must: importance === 'mustHave',
      reason,
    };
  };
  return [
    check('roles', want.roles.values.length > 0, roles.length > 0, fromPeople),
    check('skills', want.skills.values.length > 0, skills.length > 0, fromPeople),
    check('industries', want.industries.values.length > 0, industries.length > 0, {
      kind: 'sharedIndustries',
      industries,
    }),
    check(
      'hours',
      want.hours.min !== null,
      other.hoursPerWeek !== null && other.hoursPerWeek >= (want.hours.min ?? 0),
      other.hoursPerWeek === null ? undefined : { kind: 'hours', hours: other.hoursPerWeek },
    ),
    check(
      'location',
      wantsPlace,
      sameProvince || bothRemote,
      sameProvince && seeker.province ? { kind: 'sameProvince', province: seeker.province } : { kind: 'bothRemote' },
    ),
    check('languages', want.languages.values.length > 0, languages.length > 0, {
      kind: 'sharedLanguages',
      languages,
    }),
    check(
      'stage',
      want.stage.values.length > 0,
      other.stage !== null && want.stage.values.includes(other.stage),
      other.stage === null ? undefined : { kind: 'stage', stage: other.stage },
    ),
  ];
}

/** The traits "like your partners" compares: industries and skills, lower-cased. */
export const traitsOf = (side: { industries: readonly string[]; skills: readonly string[] }): Set<string> =>
  new Set([...side.industries, ...side.skills].map(key));

export type ScoredCandidate<T extends MatchCandidate> = {
  candidate: T;
  score: number;
  reasons: SuggestionReason[];
  isStale: boolean;
};

/**
 * The match of one candidate with the viewer: null when a must-have of either side is missed,
 * else the score (see MATCH_WEIGHTS) and the reasons, the ones worth the most points first. Pure.
 */
export function scoreCandidate<T extends MatchCandidate>(
  viewer: MatchSide,
  candidate: T,
  now: Date,
  taste: MatchTaste = NO_TASTE,
): ScoredCandidate<T> | null {
  const checks = [...checkSide(viewer, candidate, true), ...checkSide(candidate, viewer, false)].filter(
    (c) => c.counts,
  );
  if (checks.some((c) => c.must && !c.met)) return null;
  const possible = checks.reduce((sum, c) => sum + MATCH_WEIGHTS[c.criterion], 0);
  const met = checks.filter((c) => c.met);
  const earned = met.reduce((sum, c) => sum + MATCH_WEIGHTS[c.criterion], 0);

  // One reason per kind (roles and skills share "they bring"); its points are those of every check behind it.
  const reasons = new Map<string, { points: number; order: number; reason: SuggestionReason }>();
  met.forEach(({ reason, criterion }, order) => {
    if (!reason) return;
    const seen = reasons.get(reason.kind);
    reasons.set(reason.kind, {
      points: (seen?.points ?? 0) + MATCH_WEIGHTS[criterion],
      order: seen?.order ?? order,
      reason: seen?.reason ?? reason,
    });
  });
  let bonus = 0;
  if (candidate.mutualPartnerCount > 0) {
    const points = MATCH_WEIGHTS.mutualPartners * Math.min(1, candidate.mutualPartnerCount / FULL_BONUS);
    bonus += points;
    reasons.set('mutualPartners', {
      points,
      order: 100,
      reason: { kind: 'mutualPartners', count: candidate.mutualPartnerCount },
    });
  }
  const traits = traitsOf({ industries: candidate.lookingFor.industries.values, skills: candidate.skills });
  const liked = [...traits].filter((trait) => taste.partnerTraits.has(trait)).length;
  if (liked) {
    const points = MATCH_WEIGHTS.likeYourPartners * Math.min(1, liked / FULL_BONUS);
    bonus += points;
    reasons.set('likeYourPartners', { points, order: 101, reason: { kind: 'likeYourPartners' } });
  }
  const base = possible ? (100 * earned) / possible : 0;
  const idleMs = candidate.lastActiveAt ? now.getTime() - candidate.lastActiveAt.getTime() : Number.POSITIVE_INFINITY;
  return {
    candidate,
    score: Math.min(100, Math.round(base + bonus)),
    reasons: [...reasons.values()].sort((a, b) => b.points - a.points || a.order - b.order).map(({ reason }) => reason),
    isStale: idleMs > STALE_AFTER_DAYS * DAY_MS,
  };
}

/**
 * Ranks candidates for the viewer: people a must-have rules out are dropped; stale profiles come
 * after every active one; then the higher score, the more recently active, and the id, so pages
 * never shuffle. Pure and unit-tested; blocks and closed requests are excluded in SQL before.
 */
export function rankSuggestions<T extends MatchCandidate>(
  viewer: MatchSide,
  candidates: T[],
  now: Date,
  taste: MatchTaste = NO_TASTE,
): ScoredCandidate<T>[] {
  const activity = (candidate: T) => candidate.lastActiveAt?.getTime() ?? 0;
  return candidates
    .map((candidate) => scoreCandidate(viewer, candidate, now, taste))
    .filter((scored): scored is ScoredCandidate<T> => scored !== null)
    .sort(
      (a, b) =>
        Number(a.isStale) - Number(b.isStale) ||
        b.score - a.score ||
        activity(b.candidate) - activity(a.candidate) ||
        (a.candidate.id < b.candidate.id ? -1 : a.candidate.id > b.candidate.id ? 1 : 0),
    );
}
