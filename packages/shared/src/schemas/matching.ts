import { z } from 'zod';
import { IDEA_CATEGORIES } from '../constants.js';
import { PROVINCE_CODES } from '../provinces.js';
import { codesOf, envelope, paged } from './common.js';
import { MATCH_LIMITS, MATCH_MESSAGES, partnerPersonSchema } from './partner.js';

/** The part a person plays (or wants a partner to play) in a venture. */
export const MATCH_ROLES = [
  'developer',
  'designer',
  'marketer',
  'sales',
  'product',
  'operations',
  'finance',
  'domainExpert',
] as const;
export type MatchRole = (typeof MATCH_ROLES)[number];

/** How far along the venture a person works on (or wants to join) is. */
export const MATCH_STAGES = ['idea', 'prototype', 'launched', 'growing'] as const;
export type MatchStage = (typeof MATCH_STAGES)[number];

/** Languages a person works in (ISO 639-1). */
export const MATCH_LANGUAGES = ['th', 'en', 'zh', 'ja', 'ko', 'lo', 'my', 'km', 'vi', 'ms'] as const;
export type MatchLanguage = (typeof MATCH_LANGUAGES)[number];

/**
 * What a person comes to matching for, asked first: `haveIdea` (I have an idea and look for a
 * team), `joinIdea` (I want to join someone's venture), `invest` (I invest), `advise` (I advise or
 * mentor). For an investor, hours, stage and industries describe what they invest in; for an
 * advisor, skills and roles are what they advise on.
 */
export const MATCH_INTENTS = ['haveIdea', 'joinIdea', 'invest', 'advise'] as const;
export type MatchIntent = (typeof MATCH_INTENTS)[number];

/** How much a "looking for" criterion counts: a miss of a must-have removes the person from suggestions. */
export const MATCH_IMPORTANCE = ['mustHave', 'niceToHave', 'doesntMatter'] as const;
export type MatchImportance = (typeof MATCH_IMPORTANCE)[number];

/** The "looking for" criteria, in the order the form and the docs list them. */
export const MATCH_CRITERIA = [
  'intents',
  'roles',
  'skills',
  'industries',
  'hours',
  'stage',
  'location',
  'languages',
] as const;
export type MatchCriterion = (typeof MATCH_CRITERIA)[number];

/** Limits of the matching profile, shared by the form and the server. */
export const MATCHING_LIMITS = { bringMax: 280, hoursMin: 1, hoursMax: 80, ticketMaxThb: 10_000_000_000 } as const;
export const MATCHING_MESSAGES = {
  TICKET_OUT_OF_RANGE: 'A ticket must be a whole number of baht from 0 to 10,000,000,000',
  TICKET_MIN_ABOVE_MAX: 'The smallest ticket must not be larger than the largest',
  BRING_TOO_LONG: `What you bring must be at most ${MATCHING_LIMITS.bringMax} characters`,
  HOURS_OUT_OF_RANGE: `Hours a week must be a whole number from ${MATCHING_LIMITS.hoursMin} to ${MATCHING_LIMITS.hoursMax}`,
} as const;
const C = codesOf(MATCHING_MESSAGES);
const M = codesOf(MATCH_MESSAGES);

/**
 * The profile fields the completeness meter counts, in the order the form shows them; the
 * essentials (`MATCH_ESSENTIALS`) must all be filled before suggestions are shown.
 */
export const MATCH_FIELDS = [
  'skills',
  'bring',
  'roles',
  'hoursPerWeek',
  'stage',
  'location',
  'languages',
  'lookingFor',
  'industries',
] as const;
export type MatchField = (typeof MATCH_FIELDS)[number];
/** Without these a score says little: what I can do, what I bring, time, place, language and whom I seek. */
export const MATCH_ESSENTIALS = [
  'skills',
  'bring',
  'hoursPerWeek',
  'location',
  'languages',
  'lookingFor',
] as const satisfies readonly MatchField[];

const importance = z.enum(MATCH_IMPORTANCE);
const hours = z
  .number()
  .int(C.HOURS_OUT_OF_RANGE)
  .min(MATCHING_LIMITS.hoursMin, C.HOURS_OUT_OF_RANGE)
  .max(MATCHING_LIMITS.hoursMax, C.HOURS_OUT_OF_RANGE);
const skillList = z
  .array(z.string().trim().min(1, M.SKILL_EMPTY).max(MATCH_LIMITS.skillMax, M.SKILL_TOO_LONG))
  .max(MATCH_LIMITS.skillsMax, M.SKILLS_TOO_MANY)
  // The same skill twice (in any casing) counts once.
  .transform((skills) => [...new Map(skills.map((skill) => [skill.toLowerCase(), skill])).values()]);
const unique = <T extends z.ZodType>(item: T) => z.array(item).transform((list) => [...new Set(list)]);
const baht = z
  .number()
  .int(C.TICKET_OUT_OF_RANGE)
  .min(0, C.TICKET_OUT_OF_RANGE)
  .max(MATCHING_LIMITS.ticketMaxThb, C.TICKET_OUT_OF_RANGE)
  .nullable();

/** What an investor puts into one venture, in whole baht; either end may stay open. */
export const ticketThbSchema = z
  .object({ min: baht, max: baht })
  .refine(({ min, max }) => min === null || max === null || min <= max, {
    message: C.TICKET_MIN_ABOVE_MAX,
    path: ['max'],
  });
export type TicketThb = z.infer<typeof ticketThbSchema>;

/** "Looking for" intents before people chose them: counted when filled, nice to have. */
const NO_INTENTS = { values: [], importance: 'niceToHave' as const };

/**
 * What a person looks for in a partner, each criterion with its importance. A criterion without
 * values (or `doesntMatter`) is ignored. `hours.min`: at least that many hours a week. `location`:
 * the same province, or both open to remote work.
 */
export const lookingForSchema = z.object({
  /** Whom: founders with an idea, people who join, investors, advisors. Absent in older profiles. */
  intents: z.object({ values: unique(z.enum(MATCH_INTENTS)), importance }).default(NO_INTENTS),
  roles: z.object({ values: unique(z.enum(MATCH_ROLES)), importance }),
  skills: z.object({ values: skillList, importance }),
  industries: z.object({ values: unique(z.enum(IDEA_CATEGORIES)), importance }),
  hours: z.object({ min: hours.nullable(), importance }),
  stage: z.object({ values: unique(z.enum(MATCH_STAGES)), importance }),
  location: z.object({ importance }),
  languages: z.object({ values: unique(z.enum(MATCH_LANGUAGES)), importance }),
});
export type LookingFor = z.infer<typeof lookingForSchema>;
/** A "looking for" as it may be written: `intents` may be left out (profiles saved before it existed). */
export type LookingForInput = Omit<LookingFor, 'intents'> & { intents?: LookingFor['intents'] };

/** A profile with nothing filled: what `GET` answers before the first save. */
export const EMPTY_LOOKING_FOR: LookingFor = {
  intents: { values: [], importance: 'niceToHave' },
  roles: { values: [], importance: 'niceToHave' },
  skills: { values: [], importance: 'niceToHave' },
  industries: { values: [], importance: 'niceToHave' },
  hours: { min: null, importance: 'doesntMatter' },
  stage: { values: [], importance: 'doesntMatter' },
  location: { importance: 'niceToHave' },
  languages: { values: [], importance: 'mustHave' },
};

/** `PUT /api/account/match-profile`: the whole profile of the acting account. */
export const matchProfileBodySchema = z.object({
  /** Why I am here (see MATCH_INTENTS); null until chosen, and may be left out. */
  intent: z.enum(MATCH_INTENTS).nullable().default(null),
  /** Investors: what they put into one venture, in whole baht; null when not said. */
  ticketThb: ticketThbSchema.nullable().default(null),
  /** My skills (also shown on my profile as "skills offered"). */
  skills: skillList,
  /** What I bring, in a sentence: "5 years of digital marketing for food brands". */
  bring: z.string().trim().max(MATCHING_LIMITS.bringMax, C.BRING_TOO_LONG),
  roles: unique(z.enum(MATCH_ROLES)),
  hoursPerWeek: hours.nullable(),
  stage: z.enum(MATCH_STAGES).nullable(),
  province: z.enum(PROVINCE_CODES).nullable(),
  /** Open to working remotely. */
  remote: z.boolean(),
  languages: unique(z.enum(MATCH_LANGUAGES)),
  lookingFor: lookingForSchema,
});
export type MatchProfileBody = z.input<typeof matchProfileBodySchema>;
export type MatchProfileInput = z.output<typeof matchProfileBodySchema>;

export const matchCompletenessSchema = z.object({
  /** Filled fields of `MATCH_FIELDS`, 0..100. */
  percent: z.number().int(),
  /** The fields still empty, in form order. */
  missing: z.array(z.enum(MATCH_FIELDS)),
  /** Every essential is filled: suggestions can be shown. */
  isReady: z.boolean(),
});
export type MatchCompleteness = z.infer<typeof matchCompletenessSchema>;

export const matchingProfileSchema = z.object({
  intent: z.enum(MATCH_INTENTS).nullable(),
  ticketThb: z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() }).nullable(),
  skills: z.array(z.string()),
  bring: z.string(),
  roles: z.array(z.enum(MATCH_ROLES)),
  hoursPerWeek: z.number().int().nullable(),
  stage: z.enum(MATCH_STAGES).nullable(),
  province: z.enum(PROVINCE_CODES).nullable(),
  remote: z.boolean(),
  languages: z.array(z.enum(MATCH_LANGUAGES)),
  lookingFor: lookingForSchema,
  completeness: matchCompletenessSchema,
});
export type MatchingProfile = z.infer<typeof matchingProfileSchema>;
export const matchingProfileReplySchema = envelope(matchingProfileSchema);

type Fillable = Omit<MatchingProfile, 'completeness' | 'intent' | 'ticketThb' | 'lookingFor'> & {
  intent?: MatchIntent | null;
  lookingFor: Omit<LookingFor, 'intents'> & { intents?: LookingFor['intents'] };
};
const isFilled: Record<MatchField, (profile: Fillable) => boolean> = {
  skills: (p) => p.skills.length > 0,
  bring: (p) => p.bring.trim().length > 0,
  roles: (p) => p.roles.length > 0,
  // An investor gives money more than hours: their hours may stay empty.
  hoursPerWeek: (p) => p.hoursPerWeek !== null || p.intent === 'invest',
  stage: (p) => p.stage !== null,
  location: (p) => p.province !== null || p.remote,
  languages: (p) => p.languages.length > 0,
  lookingFor: (p) =>
    p.lookingFor.roles.values.length + p.lookingFor.skills.values.length + (p.lookingFor.intents?.values.length ?? 0) >
    0,
  industries: (p) => p.lookingFor.industries.values.length > 0,
};

/** The completeness meter: shared so the form updates it as the person types. */
export function matchCompleteness(profile: Fillable): MatchCompleteness {
  const missing = MATCH_FIELDS.filter((field) => !isFilled[field](profile));
  return {
    percent: Math.round((100 * (MATCH_FIELDS.length - missing.length)) / MATCH_FIELDS.length),
    missing,
    isReady: MATCH_ESSENTIALS.every((field) => !missing.includes(field)),
  };
}

/** Whose criterion a reason speaks of: the viewer's ("you look for") or the suggested person's. */
const whose = z.enum(['yours', 'theirs']);

/**
 * Why a suggestion scored as it did, built from both profiles: what matched and what did not, on
 * whose criterion; the web app turns each into a sentence in the reader's language.
 */
export const suggestionReasonSchema = z.discriminatedUnion('kind', [
  /** They are what the viewer looks for: the roles and skills found, and their "what I bring". */
  z.object({
    kind: z.literal('theyBring'),
    roles: z.array(z.enum(MATCH_ROLES)),
    skills: z.array(z.string()),
    bring: z.string(),
  }),
  /** The viewer is what they look for. */
  z.object({ kind: z.literal('theyNeedYou'), roles: z.array(z.enum(MATCH_ROLES)), skills: z.array(z.string()) }),
  /** They come for what the viewer looks for (an investor for a founder who seeks investment…). */
  z.object({ kind: z.literal('intent'), intent: z.enum(MATCH_INTENTS) }),
  /** The viewer comes for what they look for. */
  z.object({ kind: z.literal('theyWantYourIntent'), intent: z.enum(MATCH_INTENTS) }),
  /** An investor's ticket, shown to a founder who looks for investment. */
  z.object({ kind: z.literal('ticket'), min: z.number().int().nullable(), max: z.number().int().nullable() }),
  z.object({ kind: z.literal('sharedIndustries'), industries: z.array(z.enum(IDEA_CATEGORIES)) }),
  z.object({ kind: z.literal('sameProvince'), province: z.enum(PROVINCE_CODES) }),
  z.object({ kind: z.literal('bothRemote') }),
  /**
   * Hours a week against a wish. `whose: 'yours'`: the viewer wants at least `wanted` and they give
   * `hours`; `'theirs'`: they want at least `wanted` and the viewer gives `hours`.
   */
  z.object({
    kind: z.literal('hours'),
    whose,
    hours: z.number().int(),
    wanted: z.number().int(),
    isMet: z.boolean(),
  }),
  z.object({ kind: z.literal('stage'), stage: z.enum(MATCH_STAGES) }),
  z.object({ kind: z.literal('sharedLanguages'), languages: z.array(z.enum(MATCH_LANGUAGES)) }),
  /** A nice-to-have missed: on the viewer's side (they miss it) or theirs (the viewer misses it). */
  z.object({ kind: z.literal('missed'), whose, criterion: z.enum(MATCH_CRITERIA) }),
  /**
   * The fit goes one way: `theyFitYou` when they meet what the viewer looks for far better than the
   * viewer meets what they look for; `youFitThem` the other way round.
   */
  z.object({ kind: z.literal('oneSided'), direction: z.enum(['theyFitYou', 'youFitThem']) }),
  z.object({ kind: z.literal('mutualPartners'), count: z.number().int() }),
  /** Shares industries or skills with the partners the viewer has accepted. */
  z.object({ kind: z.literal('likeYourPartners') }),
]);
export type SuggestionReason = z.infer<typeof suggestionReasonSchema>;

export const partnerSuggestionSchema = partnerPersonSchema.extend({
  /** How well both sides' criteria are met, 0..100: the same from either side (docs/matching.md). */
  score: z.number().int(),
  /** Each side alone, 0..100: how well they meet what the viewer looks for, and the other way. */
  fit: z.object({ forYou: z.number().int(), forThem: z.number().int() }),
  intent: z.enum(MATCH_INTENTS).nullable(),
  /** Strongest reasons first; what did not match after what did. */
  reasons: z.array(suggestionReasonSchema),
  /** No activity for 90 days: listed after everyone active. */
  isStale: z.boolean(),
});
export type PartnerSuggestion = z.infer<typeof partnerSuggestionSchema>;
export const partnerSuggestionReplySchema = envelope(paged(partnerSuggestionSchema));

/** How long "not interested" hides a suggestion. */
export const DISMISS_DAYS = 90;

/** `POST /api/partner/dismissed`: "not interested" in a suggested person, for DISMISS_DAYS. */
export const dismissBodySchema = z.object({ accountId: z.uuid() });
export const dismissalSchema = z.object({
  accountId: z.uuid(),
  /** When the person may be suggested again. */
  until: z.string(),
});
export const dismissalReplySchema = envelope(dismissalSchema);
