import { z } from 'zod';
import { codesOf, envelope, paged, pageQuerySchema, personSummarySchema } from './common.js';
import { IDEA_ACCESS_STATUSES } from './idea.js';

/** Bounds of access requests (docs/idea-protection.md), shared by the form and the server. */
export const IDEA_ACCESS_LIMITS = {
  noteMax: 500,
  /** After a decline the requester waits this long before asking the same idea again. */
  declineCooldownDays: 7,
  /** Views of the details by one person closer together than this are one entry of the access log. */
  viewMergeMinutes: 30,
} as const;

/** Field error codes of access requests. */
export const IDEA_ACCESS_MESSAGES = {
  ACCESS_NOTE_EMPTY: 'Please tell the owner who you are and why you ask',
  ACCESS_NOTE_TOO_LONG: `The note must be at most ${IDEA_ACCESS_LIMITS.noteMax} characters`,
} as const;
const C = codesOf(IDEA_ACCESS_MESSAGES);

/**
 * `POST /api/idea/{id}/access-request`: a note for the owner; `acceptTerms` must be true when the
 * owner set terms (the acceptance is recorded with its time and the terms' text).
 */
export const ideaAccessRequestBodySchema = z.object({
  note: z
    .string({ error: C.ACCESS_NOTE_EMPTY })
    .trim()
    .min(1, C.ACCESS_NOTE_EMPTY)
    .max(IDEA_ACCESS_LIMITS.noteMax, C.ACCESS_NOTE_TOO_LONG),
  acceptTerms: z.boolean().optional(),
});
export type IdeaAccessRequestBody = z.input<typeof ideaAccessRequestBodySchema>;

/** A request for a confidential idea's details, as its owner and its requester see it. */
export const ideaAccessRequestSchema = z.object({
  id: z.string(),
  ideaId: z.string(),
  requester: personSummarySchema,
  note: z.string(),
  status: z.enum(IDEA_ACCESS_STATUSES),
  /** When the requester accepted the owner's terms, and the text they accepted; null without terms. */
  termsAcceptedAt: z.string().nullable(),
  terms: z.string().nullable(),
  createdAt: z.string(),
  /** When the owner approved or declined (or the requester cancelled). */
  decidedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type IdeaAccessRequest = z.infer<typeof ideaAccessRequestSchema>;
export const ideaAccessRequestReplySchema = envelope(ideaAccessRequestSchema);

/** `GET /api/idea/{id}/access-request`: the owner's list, newest first; `status` narrows it. */
export const ideaAccessRequestListQuerySchema = pageQuerySchema.extend({
  status: z.enum(IDEA_ACCESS_STATUSES).optional(),
});
export const ideaAccessRequestListReplySchema = envelope(paged(ideaAccessRequestSchema));

/** `/api/idea/{id}/access-request/{requestId}/…`. */
export const ideaAccessRequestParamsSchema = z.object({ id: z.uuid(), requestId: z.uuid() });
/** `DELETE /api/idea/{id}/access/{accountId}`. */
export const ideaAccessGrantParamsSchema = z.object({ id: z.uuid(), accountId: z.uuid() });
export const ideaAccessRevokeReplySchema = envelope(z.object({ accountId: z.string(), revokedAt: z.string() }));

/** One entry of the access log: an approved person read the details (views close together merged). */
export const ideaAccessLogEntrySchema = z.object({
  id: z.string(),
  account: personSummarySchema,
  viewedAt: z.string(),
  /** The person's access as it stands now (a revoked person's past views stay listed). */
  isAccessActive: z.boolean(),
});
export type IdeaAccessLogEntry = z.infer<typeof ideaAccessLogEntrySchema>;
export const ideaAccessLogReplySchema = envelope(paged(ideaAccessLogEntrySchema));
