import {
  MATCH_STAGES,
  type IDEA_CATEGORIES,
  type LookingFor,
  type MatchCriterion,
  type MatchIntent,
  type MatchLanguage,
  type MatchRole,
  type MatchStage,
  type ProvinceCode,
  type SuggestionReason,
  type TicketThb,
} from '@ideamatch/shared';

type IdeaCategory = (typeof IDEA_CATEGORIES)[number];

/** One side of a match: what a person is and has, and what they look for in a partner. */
export type MatchSide = {
  intent: MatchIntent | null;
  ticketThb: TicketThb | null;
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
 * (lower-cased). People who share them get the "like your partners" reason.
 */
export type MatchTaste = { partnerTraits: Set<string> };
export const NO_TASTE: MatchTaste = { partnerTraits: new Set() };

/**
 * How much each nice-to-have counts inside one side's fit (docs/matching.md). A must-have has no
 * weight: missing it removes the person, meeting it is the floor every suggestion stands on.
 */
export const MATCH_WEIGHTS = {
  /** The part they play (developer, marketer…): what co-founders look for first. */
  roles: 25,
  /** Why they are here (founder, joiner, investor, advisor): a joiner for a founder, money for a venture. */
  intents: 20,
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
  /** The venture stage wanted (idea, prototype, launched, growing); the next one earns half. */
  stage: 10,
} as const satisfies Record<MatchCriterion, number>;

/**
 * The shape of one side's fit, calibrated on the designed population of `bench/matching`:
 * every must-have met and no nice-to-have gives `MUST_ONLY_FIT`; the nice-to-haves earn the rest
 * in proportion to their weight, so meeting two-thirds of them (by weight) reaches 0.8.
 */
export const MUST_ONLY_FIT = 0.4;
/** The fits differ by this much or more, and the weaker is below `ONE_SIDED_BELOW`: the match is one-sided. */
export const ONE_SIDED_GAP = 0.3;
export const ONE_SIDED_BELOW = 0.7;
/** Bonus reasons: partners in common, likeness to partners I accepted (full at three); they order, never score. */
const BONUS_POINTS = 5;
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

type Whose = 'yours' | 'theirs';
/** One criterion of one side checked: `credit` 0..1 (partial for hours, skills, stage), `isMet` for a must-have. */
type Check = {
  criterion: MatchCriterion;
  credit: number;
  isMet: boolean;
  isMust: boolean;
  /** How many of the wanted values they have (skills, industries…; 1 for a met intent, hours, place, stage): depth breaks ties. */
  matched: number;
  /** What to say when it is met (or, for hours, either way). */
  reason?: SuggestionReason;
};

/**
 * Each criterion of `seeker` that counts (must-have or nice-to-have, with something to compare),
 * checked against `other`. `whose` says from whose side the reasons are phrased: `yours` when the
 * seeker is the viewer.
 */
function checkSide(seeker: MatchSide, other: MatchSide, whose: Whose): Check[] {
  const want = seeker.lookingFor;
  const checks: Check[] = [];
  const add = (
    criterion: MatchCriterion,
    hasValues: boolean,
    credit: number,
    isMet: boolean,
    reason?: SuggestionReason,
    matched = Number(isMet),
  ) => {
    const { importance } = want[criterion];
    if (!hasValues || importance === 'doesntMatter') return;
    checks.push({ criterion, credit, isMet, isMust: importance === 'mustHave', matched, reason });
  };

  const intentMet = other.intent !== null && want.intents.values.includes(other.intent);
  add(
    'intents',
    want.intents.values.length > 0,
    Number(intentMet),
    intentMet,
    other.intent === null
      ? undefined
      : whose === 'yours'
        ? { kind: 'intent', intent: other.intent }
        : { kind: 'theyWantYourIntent', intent: other.intent },
  );

  const roles = overlap(want.roles.values, other.roles);
  const skills = overlap(want.skills.values, other.skills);
  const people: SuggestionReason =
    whose === 'yours'
      ? { kind: 'theyBring', roles, skills, bring: other.bring }
      : { kind: 'theyNeedYou', roles, skills };
  add('roles', want.roles.values.length > 0, Number(roles.length > 0), roles.length > 0, people, roles.length);
  // Two of the skills wanted (or the only one) earn the whole credit: nobody has every skill on a wish list.
  const skillCredit = Math.min(1, skills.length / Math.min(2, Math.max(1, want.skills.values.length)));
  add('skills', want.skills.values.length > 0, skillCredit, skills.length > 0, people, skills.length);

  const industries = overlap(want.industries.values, other.lookingFor.industries.values) as IdeaCategory[];
  add(
    'industries',
    want.industries.values.length > 0,
    Number(industries.length > 0),
    industries.length > 0,
    { kind: 'sharedIndustries', industries },
    industries.length,
  );

  const wantedHours = want.hours.min;
  const hours = other.hoursPerWeek;
  const hoursMet = hours !== null && wantedHours !== null && hours >= wantedHours;
  add(
    'hours',
    wantedHours !== null,
    hours === null || wantedHours === null ? 0 : Math.min(1, hours / wantedHours),
    hoursMet,
    hours === null || wantedHours === null
      ? undefined
      : { kind: 'hours', whose, hours, wanted: wantedHours, isMet: hoursMet },
  );

  const sameProvince = seeker.province !== null && seeker.province === other.province;
  const bothRemote = seeker.remote && other.remote;
  add(
    'location',
    seeker.province !== null || seeker.remote,
    Number(sameProvince || bothRemote),
    sameProvince || bothRemote,
    sameProvince && seeker.province ? { kind: 'sameProvince', province: seeker.province } : { kind: 'bothRemote' },
  );

  const languages = overlap(want.languages.values, other.languages);
  add(
    'languages',
    want.languages.values.length > 0,
    Number(languages.length > 0),
    languages.length > 0,
    { kind: 'sharedLanguages', languages },
    languages.length,
  );

  const stageMet = other.stage !== null && want.stage.values.includes(other.stage);
  // A venture one stage before or after the one wanted is half a fit: stages are a ladder, not boxes.
  const nextToWanted =
    other.stage !== null &&
    want.stage.values.some((stage) => Math.abs(MATCH_STAGES.indexOf(stage) - MATCH_STAGES.indexOf(other.stage!)) === 1);
  add(
    'stage',
    want.stage.values.length > 0,
    stageMet ? 1 : nextToWanted ? 0.5 : 0,
    stageMet,
    other.stage === null ? undefined : { kind: 'stage', stage: other.stage },
  );
  return checks;
}

/**
 * One side's fit, 0..1: null when a must-have is missed; 1 when nothing counts or only must-haves
 * count (all met); else `MUST_ONLY_FIT` plus the rest in proportion to the nice-to-have credit
 * earned over the credit possible, each at its weight.
 */
export function sideFit(checks: Check[]): number | null {
  if (checks.some((check) => check.isMust && !check.isMet)) return null;
  const nice = checks.filter((check) => !check.isMust);
  if (!nice.length) return 1;
  const possible = nice.reduce((sum, check) => sum + MATCH_WEIGHTS[check.criterion], 0);
  const earned = nice.reduce((sum, check) => sum + MATCH_WEIGHTS[check.criterion] * check.credit, 0);
  return MUST_ONLY_FIT + ((1 - MUST_ONLY_FIT) * earned) / possible;
}

/** The traits "like your partners" compares: industries and skills, lower-cased. */
export const traitsOf = (side: { industries: readonly string[]; skills: readonly string[] }): Set<string> =>
  new Set([...side.industries, ...side.skills].map(key));

export type ScoredCandidate<T extends MatchCandidate> = {
  candidate: T;
  /** Both fits together (their geometric mean), 0..100: the same whichever of the two asks. */
  score: number;
  /** The score before rounding: two people both shown at 94 are still told apart. */
  exactScore: number;
  /** How many wanted values were found, both sides together: more of what was asked for ranks first among equals. */
  depth: number;
  /** How well they meet what the viewer looks for, and the other way round, 0..100. */
  fit: { forYou: number; forThem: number };
  reasons: SuggestionReason[];
  /** Partner bonuses (mutual partners, like your partners), 0..10: they order equal scores. */
  bonus: number;
  isStale: boolean;
};

type RankedReason = { points: number; reason: SuggestionReason };

/**
 * The reasons of both sides: one per kind (roles and skills share "they bring"), what matched
 * first, by the weight behind it, then what did not. Hours keep one reason per side, since they
 * say whose hours.
 */
function reasonsOf(yours: Check[], theirs: Check[]): { met: RankedReason[]; unmet: RankedReason[] } {
  const met = new Map<string, RankedReason>();
  const unmet = new Map<string, RankedReason>();
  for (const [whose, checks] of [
    ['yours', yours],
    ['theirs', theirs],
  ] as const) {
    for (const check of checks) {
      const points = MATCH_WEIGHTS[check.criterion] * (check.isMust ? 1.5 : 1);
      const { reason } = check;
      if (reason?.kind === 'hours') {
        (check.isMet ? met : unmet).set(`hours:${whose}`, { points, reason });
        continue;
      }
      if (check.isMet && reason) {
        const seen = met.get(reason.kind);
        met.set(reason.kind, { points: (seen?.points ?? 0) + points, reason: seen?.reason ?? reason });
      } else if (!check.isMet) {
        unmet.set(`${check.criterion}:${whose}`, {
          points,
          reason: { kind: 'missed', whose, criterion: check.criterion },
        });
      }
    }
  }
  const byPoints = (list: Iterable<RankedReason>) => [...list].sort((a, b) => b.points - a.points);
  return { met: byPoints(met.values()), unmet: byPoints(unmet.values()) };
}

/**
 * The match of one candidate with the viewer: null when a must-have of either side is missed,
 * else the score, each side's fit and the reasons. Pure.
 */
export function scoreCandidate<T extends MatchCandidate>(
  viewer: MatchSide,
  candidate: T,
  now: Date,
  taste: MatchTaste = NO_TASTE,
): ScoredCandidate<T> | null {
  const yours = checkSide(viewer, candidate, 'yours');
  const theirs = checkSide(candidate, viewer, 'theirs');
  const forYou = sideFit(yours);
  const forThem = sideFit(theirs);
  if (forYou === null || forThem === null) return null;
  const { met, unmet } = reasonsOf(yours, theirs);

  // An investor's ticket is said to whoever looks for investment.
  const wantsInvestment =
    viewer.lookingFor.intents.importance !== 'doesntMatter' && viewer.lookingFor.intents.values.includes('invest');
  if (wantsInvestment && candidate.intent === 'invest' && candidate.ticketThb) {
    const at = met.findIndex(({ reason }) => reason.kind === 'intent');
    met.splice(at + 1, 0, { points: 0, reason: { kind: 'ticket', ...candidate.ticketThb } });
  }

  let bonus = 0;
  if (candidate.mutualPartnerCount > 0) {
    const points = BONUS_POINTS * Math.min(1, candidate.mutualPartnerCount / FULL_BONUS);
    bonus += points;
    met.push({ points, reason: { kind: 'mutualPartners', count: candidate.mutualPartnerCount } });
  }
  const traits = traitsOf({ industries: candidate.lookingFor.industries.values, skills: candidate.skills });
  const liked = [...traits].filter((trait) => taste.partnerTraits.has(trait)).length;
  if (liked) {
    const points = BONUS_POINTS * Math.min(1, liked / FULL_BONUS);
    bonus += points;
    met.push({ points, reason: { kind: 'likeYourPartners' } });
  }

  const oneSided: SuggestionReason[] =
    Math.abs(forYou - forThem) >= ONE_SIDED_GAP && Math.min(forYou, forThem) < ONE_SIDED_BELOW
      ? [{ kind: 'oneSided', direction: forYou > forThem ? 'theyFitYou' : 'youFitThem' }]
      : [];
  const exactScore = 100 * Math.sqrt(forYou * forThem);
  const depth = [...yours, ...theirs].reduce((sum, check) => sum + check.matched, 0);
  const idleMs = candidate.lastActiveAt ? now.getTime() - candidate.lastActiveAt.getTime() : Number.POSITIVE_INFINITY;
  return {
    candidate,
    score: Math.round(exactScore),
    exactScore,
    depth,
    fit: { forYou: Math.round(100 * forYou), forThem: Math.round(100 * forThem) },
    reasons: [...oneSided, ...met.map(({ reason }) => reason), ...unmet.map(({ reason }) => reason)],
    bonus,
    isStale: idleMs > STALE_AFTER_DAYS * DAY_MS,
  };
}

/**
 * Ranks candidates for the viewer: people a must-have rules out are dropped; stale profiles come
 * after every active one; then the higher score, the partner bonuses, the score before rounding,
 * the more of what was asked for (depth), the more recently active and the id, so pages never
 * shuffle. Pure and unit-tested; who may be a candidate at all is decided
 * in SQL before (`suggestionCandidates`).
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
        b.bonus - a.bonus ||
        b.exactScore - a.exactScore ||
        b.depth - a.depth ||
        activity(b.candidate) - activity(a.candidate) ||
        (a.candidate.id < b.candidate.id ? -1 : a.candidate.id > b.candidate.id ? 1 : 0),
    );
}
