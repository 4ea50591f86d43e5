import { z } from 'zod';
import { codesOf, envelope } from './common.js';

/**
 * "Questions to agree on": what breaks partnerships, asked of two connected partners. Each
 * question has a few answers to choose from (so agreement can be seen at a glance) and a note.
 * The texts live in the web app's locales (`partnerQuestions.*`), in Thai and English.
 */
export const PARTNER_QUESTIONS = {
  /** Who does what, and the titles that say so. */
  roles: ['eachLeadsArea', 'oneLeads', 'shareForNow'],
  /** The hours each gives, now and later. */
  time: ['bothFullTime', 'bothPartTime', 'oneFullOnePart'],
  /** The money each puts in, and on what terms. */
  money: ['equalAmounts', 'byShares', 'asLoan', 'noneSeekFunding'],
  /** How the shares are split. */
  equity: ['equal', 'byContribution', 'afterTrial'],
  /** Whether shares are earned over time. */
  vesting: ['fourYearsOneCliff', 'shorter', 'none'],
  /** Who owns the idea's intellectual property. */
  ip: ['company', 'originatorLicenses', 'askLawyer'],
  /** How decisions are made. */
  decisions: ['bothForBigOnes', 'byShares', 'leaderDecides'],
  /** When the partners pay themselves. */
  pay: ['afterFunding', 'smallFromRevenue', 'reinvest'],
  /** What happens to the shares of a partner who leaves. */
  leaving: ['buyBackUnvested', 'keepAll', 'partnerMayBuy'],
  /** What the pair does when they cannot agree. */
  disputes: ['talkThenMentor', 'leaderDecides', 'mediator'],
} as const satisfies Record<string, readonly string[]>;
export type PartnerQuestionId = keyof typeof PARTNER_QUESTIONS;
export const PARTNER_QUESTION_IDS = Object.keys(PARTNER_QUESTIONS) as PartnerQuestionId[];

export const PARTNER_QUESTION_LIMITS = { noteMax: 1000 } as const;
export const PARTNER_QUESTION_MESSAGES = {
  PARTNER_ANSWER_UNKNOWN_CHOICE: 'Choose one of the answers offered',
  PARTNER_ANSWER_NOTE_TOO_LONG: `The note must be at most ${PARTNER_QUESTION_LIMITS.noteMax} characters`,
} as const;
const C = codesOf(PARTNER_QUESTION_MESSAGES);

export const partnerQuestionParamSchema = z.object({
  accountId: z.uuid(),
  questionId: z.enum(PARTNER_QUESTION_IDS as [PartnerQuestionId, ...PartnerQuestionId[]]),
});

/** `PUT /api/partner/{accountId}/questions/{questionId}`: my answer; the choice must be one the question offers. */
export const partnerAnswerBodySchema = z.object({
  choice: z.string().min(1, C.PARTNER_ANSWER_UNKNOWN_CHOICE).max(40, C.PARTNER_ANSWER_UNKNOWN_CHOICE),
  note: z.string().trim().max(PARTNER_QUESTION_LIMITS.noteMax, C.PARTNER_ANSWER_NOTE_TOO_LONG).default(''),
});
export type PartnerAnswerBody = z.input<typeof partnerAnswerBodySchema>;

export const partnerAnswerSchema = z.object({ choice: z.string(), note: z.string(), answeredAt: z.string() });
export type PartnerAnswer = z.infer<typeof partnerAnswerSchema>;

/**
 * One question for the pair. Each answers privately: the partner's answer is shown only once the
 * viewer has answered too (`theirs` is null before, `hasTheirs` says whether it waits).
 * `status`: `agree` (same choice), `differ`, `waitingForThem`, `waitingForYou`, `open` (neither).
 */
export const partnerQuestionSchema = z.object({
  id: z.enum(PARTNER_QUESTION_IDS as [PartnerQuestionId, ...PartnerQuestionId[]]),
  choices: z.array(z.string()),
  mine: partnerAnswerSchema.nullable(),
  theirs: partnerAnswerSchema.nullable(),
  hasTheirs: z.boolean(),
  status: z.enum(['agree', 'differ', 'waitingForThem', 'waitingForYou', 'open']),
});
export type PartnerQuestion = z.infer<typeof partnerQuestionSchema>;

/**
 * The pair's questions. `isConnected`: answers can change only while they are partners; after the
 * partnership ends both may still read them. `deletion`: each partner's wish that the answers be
 * deleted when the partnership ends; when both wish it and they are no longer partners, the
 * answers are deleted.
 */
export const partnerQuestionsSchema = z.object({
  accountId: z.uuid(),
  isConnected: z.boolean(),
  questions: z.array(partnerQuestionSchema),
  agreed: z.number().int(),
  differ: z.number().int(),
  deletion: z.object({ mine: z.boolean(), theirs: z.boolean() }),
});
export type PartnerQuestions = z.infer<typeof partnerQuestionsSchema>;
export const partnerQuestionsReplySchema = envelope(partnerQuestionsSchema);
export const partnerQuestionReplySchema = envelope(partnerQuestionSchema);

/** `PUT /api/partner/{accountId}/questions/deletion`: whether I want our answers deleted when the partnership ends. */
export const partnerQuestionsDeletionBodySchema = z.object({ wanted: z.boolean() });
/** The reply: my and their wish, and whether the answers are now gone. */
export const partnerQuestionsDeletionSchema = z.object({
  mine: z.boolean(),
  theirs: z.boolean(),
  isDeleted: z.boolean(),
});
export const partnerQuestionsDeletionReplySchema = envelope(partnerQuestionsDeletionSchema);
