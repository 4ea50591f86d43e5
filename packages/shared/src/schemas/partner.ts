import { z } from 'zod';
import { IDEA_CATEGORIES } from '../constants.js';
import { codesOf, envelope, paged, pageQuerySchema, personSummarySchema } from './common.js';

/** How much time a person can give a venture (a match-smart field for partner suggestions). */
export const TIME_COMMITMENTS = ['fewHoursWeek', 'partTime', 'fullTime', 'flexible'] as const;
export type TimeCommitment = (typeof TIME_COMMITMENTS)[number];

/** Limits of the match-smart profile fields, shared by the profile form and the server. */
export const MATCH_LIMITS = { skillsMax: 10, skillMax: 40, locationMax: 100, requestNoteMax: 500 } as const;
/** Field error codes of the match-smart profile fields. */
export const MATCH_MESSAGES = {
  SKILL_EMPTY: 'Skill cannot be empty',
  SKILL_TOO_LONG: `Skill must be at most ${MATCH_LIMITS.skillMax} characters`,
  SKILLS_TOO_MANY: `At most ${MATCH_LIMITS.skillsMax} skills`,
  LOCATION_TOO_LONG: `Location must be at most ${MATCH_LIMITS.locationMax} characters`,
  PARTNER_NOTE_TOO_LONG: `The note must be at most ${MATCH_LIMITS.requestNoteMax} characters`,
} as const;
const C = codesOf(MATCH_MESSAGES);

/** What a partner search needs to know about a person; everyone may see it. */
export const matchProfileSchema = z.object({
  skillsOffered: z.array(z.string()),
  skillsSought: z.array(z.string()),
  interestedCategories: z.array(z.enum(IDEA_CATEGORIES)),
  timeCommitment: z.enum(TIME_COMMITMENTS).nullable(),
  location: z.string().nullable(),
  isLookingForPartner: z.boolean(),
});
export type MatchProfile = z.infer<typeof matchProfileSchema>;

const skillList = z
  .array(z.string().trim().min(1, C.SKILL_EMPTY).max(MATCH_LIMITS.skillMax, C.SKILL_TOO_LONG))
  .max(MATCH_LIMITS.skillsMax, C.SKILLS_TOO_MANY)
  // The same skill twice (in any casing) counts once.
  .transform((skills) => [...new Map(skills.map((skill) => [skill.toLowerCase(), skill])).values()]);

/** The match-smart part of `PATCH /api/account/{id}`; only the fields sent change. */
export const matchProfileUpdateSchema = z.object({
  skillsOffered: skillList.optional(),
  skillsSought: skillList.optional(),
  interestedCategories: z
    .array(z.enum(IDEA_CATEGORIES))
    .transform((list) => [...new Set(list)])
    .optional(),
  timeCommitment: z.enum(TIME_COMMITMENTS).nullable().optional(),
  location: z
    .string()
    .trim()
    .max(MATCH_LIMITS.locationMax, C.LOCATION_TOO_LONG)
    .nullable()
    .transform((value) => (value ? value : null))
    .optional(),
  isLookingForPartner: z.boolean().optional(),
});

/**
 * Limits that keep partner requests from becoming spam: after a decline the requester waits
 * `declineCooldownDays` before asking that person again (the person who declined may still ask);
 * a request sent again within `renotifyWindowHours` of an earlier one (after a cancel) reuses that
 * notification instead of ringing again.
 */
export const PARTNER_LIMITS = { declineCooldownDays: 7, renotifyWindowHours: 24 } as const;

/**
 * Where the viewer stands with a person: `outgoing` = "already sent request" (cancellable),
 * `incoming` = they asked the viewer (accept / decline), `partner` = connected, `self` = the viewer.
 */
export const PARTNER_STATES = ['none', 'outgoing', 'incoming', 'partner', 'self'] as const;
export type PartnerState = (typeof PARTNER_STATES)[number];

export const partnerRelationSchema = z.object({
  accountId: z.string(),
  state: z.enum(PARTNER_STATES),
  /** The pending request when `state` is outgoing or incoming. */
  requestId: z.string().nullable(),
  /** The viewer blocked this person (through this account or another of theirs). */
  isBlockedByMe: z.boolean(),
  /** A persona (sub-account) of someone: it can be messaged and blocked, not asked to connect. */
  isPersona: z.boolean(),
  /**
   * Set while this person's decline of the viewer's request cools down: when the viewer may send a
   * new request (PARTNER_LIMITS.declineCooldownDays after the decline).
   */
  requestAllowedAt: z.string().nullable().optional(),
});
export type PartnerRelation = z.infer<typeof partnerRelationSchema>;
export const partnerRelationReplySchema = envelope(partnerRelationSchema);

/** A person in the partner screen: face, mini bio, match fields and the viewer's relation. */
export const partnerPersonSchema = personSummarySchema.extend({
  miniBio: z.string().nullable(),
  match: matchProfileSchema,
  relation: partnerRelationSchema,
  mutualPartnerCount: z.number().int(),
});
export type PartnerPerson = z.infer<typeof partnerPersonSchema>;

/** `GET /api/partner` and `GET /api/partner/search`. */
export const partnerListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});
export type PartnerListQuery = z.infer<typeof partnerListQuerySchema>;
export const partnerListReplySchema = envelope(paged(partnerPersonSchema));

/** `GET /api/partner/suggested` (its reply is in ./matching). */
export const partnerSuggestionQuerySchema = pageQuerySchema;

export const PARTNER_REQUEST_DIRECTIONS = ['incoming', 'outgoing'] as const;
export const partnerRequestQuerySchema = pageQuerySchema.extend({
  direction: z.enum(PARTNER_REQUEST_DIRECTIONS).default('incoming'),
});

/** A pending request; `person` is the other side (requester if incoming, addressee if outgoing). */
export const partnerRequestSchema = z.object({
  id: z.string(),
  direction: z.enum(PARTNER_REQUEST_DIRECTIONS),
  person: partnerPersonSchema,
  /** The requester's note (why them, what next), if they wrote one. */
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type PartnerRequestItem = z.infer<typeof partnerRequestSchema>;
export const partnerRequestListReplySchema = envelope(paged(partnerRequestSchema));

/** `POST /api/partner/request`. */
export const partnerRequestBodySchema = z.object({
  accountId: z.uuid(),
  /** A short note to the addressee: why them, what next. */
  note: z
    .string()
    .trim()
    .max(MATCH_LIMITS.requestNoteMax, C.PARTNER_NOTE_TOO_LONG)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type PartnerRequestBody = z.input<typeof partnerRequestBodySchema>;

/** A person the viewer blocked, in the settings' blocked list (`GET /api/partner/block`). */
export const blockedPersonSchema = personSummarySchema.extend({ blockedAt: z.string() });
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;
export const blockedListQuerySchema = pageQuerySchema;
export const blockedListReplySchema = envelope(paged(blockedPersonSchema));
export const accountIdParamSchema = z.object({ accountId: z.uuid() });

/** Every partner action answers the viewer's relation with that person afterwards. */
export const partnerActionReplySchema = envelope(partnerRelationSchema);

/** `POST /api/partner/block`. */
export const blockBodySchema = z.object({ accountId: z.uuid() });
