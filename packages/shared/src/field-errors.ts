import { APPEAL_MESSAGES } from './schemas/appeal.js';
import { COMMON_FIELD_MESSAGES } from './schemas/common.js';
import { PROFILE_MESSAGES } from './schemas/account.js';
import { CHAT_MESSAGES } from './schemas/chat.js';
import { COMMENT_MESSAGES } from './schemas/comment.js';
import { ENGAGEMENT_MESSAGES } from './schemas/engagement.js';
import { DASHBOARD_MESSAGES } from './schemas/dashboard-fields.js';
import { IDEA_MESSAGES } from './schemas/idea.js';
import { IDEA_ACCESS_MESSAGES } from './schemas/idea-access.js';
import { MATCH_MESSAGES } from './schemas/partner.js';
import { MATCHING_MESSAGES } from './schemas/matching.js';
import { PARTNER_QUESTION_MESSAGES } from './schemas/partner-questions.js';
import { REVIEW_MESSAGES } from './schemas/review.js';
import { STORAGE_MESSAGES } from './schemas/storage.js';
import { VALIDATION_MESSAGES } from './validation.js';

/**
 * The field error codes of each feature; a code belongs to exactly one of them. Each feature keeps
 * its codes beside its limits and schemas, and its Zod rules give the code as their message.
 */
export const FIELD_MESSAGES_BY_FEATURE = {
  validation: VALIDATION_MESSAGES,
  common: COMMON_FIELD_MESSAGES,
  profile: PROFILE_MESSAGES,
  chat: CHAT_MESSAGES,
  comment: COMMENT_MESSAGES,
  engagement: ENGAGEMENT_MESSAGES,
  dashboard: DASHBOARD_MESSAGES,
  idea: IDEA_MESSAGES,
  ideaAccess: IDEA_ACCESS_MESSAGES,
  match: MATCH_MESSAGES,
  matching: MATCHING_MESSAGES,
  partnerQuestions: PARTNER_QUESTION_MESSAGES,
  review: REVIEW_MESSAGES,
  storage: STORAGE_MESSAGES,
  appeal: APPEAL_MESSAGES,
} as const;

/**
 * Every field error code (`details[].code` of an error reply) with its English text, which the
 * server sends as `details[].message`; the web app shows its own translation of the code.
 */
export const FIELD_MESSAGES = {
  ...VALIDATION_MESSAGES,
  ...COMMON_FIELD_MESSAGES,
  ...PROFILE_MESSAGES,
  ...CHAT_MESSAGES,
  ...COMMENT_MESSAGES,
  ...ENGAGEMENT_MESSAGES,
  ...DASHBOARD_MESSAGES,
  ...IDEA_MESSAGES,
  ...IDEA_ACCESS_MESSAGES,
  ...MATCH_MESSAGES,
  ...MATCHING_MESSAGES,
  ...PARTNER_QUESTION_MESSAGES,
  ...REVIEW_MESSAGES,
  ...STORAGE_MESSAGES,
  ...APPEAL_MESSAGES,
} as const;
export type FieldErrorCode = keyof typeof FIELD_MESSAGES;
export const FIELD_ERROR_CODES = Object.keys(FIELD_MESSAGES) as FieldErrorCode[];

export const isFieldErrorCode = (value: unknown): value is FieldErrorCode =>
  typeof value === 'string' && Object.hasOwn(FIELD_MESSAGES, value);

/** One field's error as the error reply carries it: the field, its code and the code's English text. */
export const fieldDetail = (field: string, code: FieldErrorCode) => ({ field, code, message: FIELD_MESSAGES[code] });
