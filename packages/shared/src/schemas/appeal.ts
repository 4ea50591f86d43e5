import { z } from 'zod';
import { REPORT_REASONS } from '../constants.js';
import { codesOf, envelope } from './common.js';

const count = z.number().int();
/** Open reports counted by reason (every one of `REPORT_REASONS`). */
export const reportReasonCountsSchema = z.object({
  notRelated: count,
  spam: count,
  selfPurpose: count,
  scamOrFraud: count,
  harassment: count,
  hate: count,
  copiedIdea: count,
  personalData: count,
  other: count,
});
export type ReportReasonCounts = z.infer<typeof reportReasonCountsSchema>;

export const APPEAL_LIMITS = { messageMax: 1000 } as const;

/** Field error codes of an appeal. */
export const APPEAL_MESSAGES = {
  APPEAL_MESSAGE_REQUIRED: 'Please tell the moderators why the idea should be shown again.',
  APPEAL_MESSAGE_TOO_LONG: `The appeal must be at most ${APPEAL_LIMITS.messageMax} characters`,
} as const;
const C = codesOf(APPEAL_MESSAGES);

/** `POST /api/idea/{id}/appeal`: the owner of an idea hidden (after reports or by a moderator) asks for a review, once per hiding. */
export const ideaAppealBodySchema = z.object({
  message: z
    .string({ error: C.APPEAL_MESSAGE_REQUIRED })
    .trim()
    .min(1, C.APPEAL_MESSAGE_REQUIRED)
    .max(APPEAL_LIMITS.messageMax, C.APPEAL_MESSAGE_TOO_LONG),
});
export type IdeaAppealBody = z.input<typeof ideaAppealBodySchema>;

/** An appeal as its owner and the moderators see it. */
export const ideaAppealSchema = z.object({
  id: z.string(),
  message: z.string(),
  /** open: waiting for a moderator; upheld: the idea is shown again; rejected: it stays hidden or was deleted. */
  status: z.enum(['open', 'upheld', 'rejected']),
  decisionNote: z.string().nullable(),
  /** What is appealed: the hiding by the reports threshold, or a moderator's decision. */
  appealed: z.enum(['reports', 'moderator']),
  /** What the appealed decision did: hid the idea, deleted it or warned its owner (optional for older clients' fixtures). */
  action: z.enum(['hide', 'delete', 'warn']).optional(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type IdeaAppeal = z.infer<typeof ideaAppealSchema>;

/**
 * `GET /api/idea/{id}/moderation` (owner only): why the idea is hidden, and the owner's appeal.
 * `reasonCounts` counts the open reports by reason; `decision` is the moderator's hiding, with the
 * reason and note they gave; `canAppeal` is true while the idea is hidden (by the reports threshold
 * or a moderator) and no appeal was sent since it was hidden.
 */
export const ideaModerationStatusSchema = z.object({
  /** A moderator deleted the idea (the deletion's reason and note in `decision`); the owner may appeal it. */
  isDeletedByModerator: z.boolean(),
  /**
   * A moderator warned the owner about the idea in the last 30 days, and it is neither hidden nor
   * deleted (the warning's reason and note in `decision`); the owner may appeal it.
   */
  isWarnedByModerator: z.boolean(),
  isHiddenByReport: z.boolean(),
  /** 'reports': hidden automatically by enough reports; 'moderator': hidden by a moderator's decision. */
  hiddenBy: z.enum(['reports', 'moderator']).nullable(),
  hiddenAt: z.string().nullable(),
  reasonCounts: reportReasonCountsSchema,
  decision: z
    .object({ reason: z.enum(REPORT_REASONS).nullable(), note: z.string().nullable(), decidedAt: z.string() })
    .nullable(),
  canAppeal: z.boolean(),
  appeal: ideaAppealSchema.nullable(),
});
export type IdeaModerationStatus = z.infer<typeof ideaModerationStatusSchema>;
export const ideaModerationStatusReplySchema = envelope(ideaModerationStatusSchema);
export const ideaAppealReplySchema = envelope(ideaAppealSchema);
