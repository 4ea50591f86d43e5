import { z } from 'zod';
import { ACCOUNT_ERROR_MESSAGES, ACCOUNT_ERROR_STATUS } from './errors/account-errors.js';
import { ACCOUNT_CENTER_ERROR_MESSAGES, ACCOUNT_CENTER_ERROR_STATUS } from './errors/account-center-errors.js';
import { CHAT_ERROR_MESSAGES, CHAT_ERROR_STATUS } from './errors/chat-errors.js';
import { DASHBOARD_ERROR_MESSAGES, DASHBOARD_ERROR_STATUS } from './errors/dashboard-errors.js';
import { IDEA_ACCESS_ERROR_MESSAGES, IDEA_ACCESS_ERROR_STATUS } from './errors/idea-access-errors.js';
import { PARTNER_ERROR_MESSAGES, PARTNER_ERROR_STATUS } from './errors/partner-errors.js';
import { REPORT_ERROR_MESSAGES, REPORT_ERROR_STATUS } from './errors/report-errors.js';
import { SECURITY_ERROR_MESSAGES, SECURITY_ERROR_STATUS } from './errors/security-errors.js';
import { TRUST_ERROR_MESSAGES, TRUST_ERROR_STATUS } from './errors/trust-errors.js';
import { PUSH_ERROR_MESSAGES, PUSH_ERROR_STATUS } from './errors/push-errors.js';
import { FIELD_ERROR_CODES } from './field-errors.js';

/**
 * Stable error codes of the HTTP contract (docs/design.md#http-contract). The web app translates
 * each code; the English text below is the server's fallback message, quoting the product's fixed
 * error text where it has one.
 */
const BASE_ERROR_MESSAGES = {
  /** Any unexpected failure; never carries details of the cause. */
  INTERNAL_ERROR: 'Something went wrong.',
  /** One or more fields failed validation; see `details`. */
  VALIDATION_ERROR: 'Incorrect input. Please try again',
  /** No route or record at this address. */
  NOT_FOUND: 'Not found.',
  /** The request needs a logged-in session. */
  UNAUTHORIZED: 'Please log in to continue.',
  /** The session may not do this. */
  FORBIDDEN: 'You have no permission.',
  /** Too many requests from this address or account. */
  RATE_LIMITED: 'Too many requests. Please try again later.',
  /** Login failed, whichever part was wrong. */
  INVALID_CREDENTIALS: 'Invalid username or password',
  /** Dashboard login by a non-admin. */
  NO_PERMISSION: 'You have no permission.',
  /** Login or action by a deactivated account. */
  ACCOUNT_DEACTIVATED: 'This account has been deactivated.',
  /** The database or another dependency is not ready. */
  SERVICE_UNAVAILABLE: 'Service is not ready.',
  /** The server's disk or bucket has no room for a file; nothing of it was kept. */
  STORAGE_FULL: 'There is no room to save the file right now. Please try again later.',
  /** The request body is larger than allowed. */
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  /** The request conflicts with the current state. */
  CONFLICT: 'This has already been done.',
  /** An encrypted password was malformed, stale (over 5 minutes) or replayed. */
  PASSWORD_UNREADABLE: 'The password could not be read. Please reload the page and try again.',
  /** Google sign-in matched an email account but Google has not verified that email. */
  GOOGLE_EMAIL_NOT_VERIFIED: 'This email is not verified by Google. Please log in with your password instead.',
  /** A first Google sign-in without the terms and PDPA consents: the web asks for them and retries. */
  CONSENT_REQUIRED:
    'To proceed, you must accept the terms and conditions and the privacy policy established by the product',
  /** A password reset token that is unknown, already used or older than one hour. */
  RESET_TOKEN_INVALID: 'This reset link is invalid or has expired. Please request a new one.',
  /** An uploaded file is not a JPEG or PNG by its bytes, or cannot be decoded safely. */
  UNSUPPORTED_IMAGE: 'Only JPEG and PNG images are allowed.',
  /** A review of an idea by its own owner. */
  CANNOT_REVIEW_OWN_IDEA: 'You cannot review your own idea.',
  /** A like of a comment by its own author. */
  CANNOT_LIKE_OWN_COMMENT: 'You cannot like your own comment.',
  /** Creating an idea failed for a reason other than a field error. */
  CREATE_IDEA_FAILED: 'Create idea failed',
  /** Updating an idea failed for a reason other than a field error. */
  UPDATE_IDEA_FAILED: 'Update idea fail',
  /** The owner tried to unhide an idea a moderator hid after a report. */
  IDEA_HIDDEN_BY_REPORT: 'This idea was hidden after a report and can only be shown again by an admin.',
  /** A second report of one idea by the same account. */
  IDEA_ALREADY_REPORTED: 'You have already reported this idea.',
  /** A report of an idea by its own owner. */
  CANNOT_REPORT_OWN_IDEA: 'You cannot report your own idea.',
} as const;

/** The error codes of each feature (the base set first); a code belongs to exactly one of them. */
export const ERROR_MESSAGES_BY_FEATURE = {
  base: BASE_ERROR_MESSAGES,
  partners: PARTNER_ERROR_MESSAGES,
  account: ACCOUNT_ERROR_MESSAGES,
  chat: CHAT_ERROR_MESSAGES,
  dashboard: DASHBOARD_ERROR_MESSAGES,
  security: SECURITY_ERROR_MESSAGES,
  accountCenter: ACCOUNT_CENTER_ERROR_MESSAGES,
  trust: TRUST_ERROR_MESSAGES,
  ideaAccess: IDEA_ACCESS_ERROR_MESSAGES,
  reports: REPORT_ERROR_MESSAGES,
  push: PUSH_ERROR_MESSAGES,
} as const;

/** Every error code with its English fallback; each feature keeps its own codes in `errors/`. */
export const ERROR_MESSAGES = {
  ...BASE_ERROR_MESSAGES,
  ...PARTNER_ERROR_MESSAGES,
  ...ACCOUNT_ERROR_MESSAGES,
  ...CHAT_ERROR_MESSAGES,
  ...DASHBOARD_ERROR_MESSAGES,
  ...SECURITY_ERROR_MESSAGES,
  ...ACCOUNT_CENTER_ERROR_MESSAGES,
  ...TRUST_ERROR_MESSAGES,
  ...IDEA_ACCESS_ERROR_MESSAGES,
  ...REPORT_ERROR_MESSAGES,
  ...PUSH_ERROR_MESSAGES,
} as const;
export type ErrorCode = keyof typeof ERROR_MESSAGES;
export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

/** HTTP status of each error code. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  ...PARTNER_ERROR_STATUS,
  ...ACCOUNT_ERROR_STATUS,
  ...CHAT_ERROR_STATUS,
  ...DASHBOARD_ERROR_STATUS,
  ...SECURITY_ERROR_STATUS,
  ...ACCOUNT_CENTER_ERROR_STATUS,
  ...TRUST_ERROR_STATUS,
  ...IDEA_ACCESS_ERROR_STATUS,
  ...REPORT_ERROR_STATUS,
  ...PUSH_ERROR_STATUS,
  INTERNAL_ERROR: 500,
  VALIDATION_ERROR: 400,
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
  INVALID_CREDENTIALS: 401,
  NO_PERMISSION: 403,
  ACCOUNT_DEACTIVATED: 403,
  SERVICE_UNAVAILABLE: 503,
  STORAGE_FULL: 507,
  PAYLOAD_TOO_LARGE: 413,
  CONFLICT: 409,
  PASSWORD_UNREADABLE: 400,
  GOOGLE_EMAIL_NOT_VERIFIED: 400,
  CONSENT_REQUIRED: 400,
  RESET_TOKEN_INVALID: 400,
  UNSUPPORTED_IMAGE: 400,
  CANNOT_REVIEW_OWN_IDEA: 400,
  CANNOT_LIKE_OWN_COMMENT: 400,
  CREATE_IDEA_FAILED: 500,
  UPDATE_IDEA_FAILED: 500,
  IDEA_HIDDEN_BY_REPORT: 403,
  IDEA_ALREADY_REPORTED: 409,
  CANNOT_REPORT_OWN_IDEA: 400,
};

/** One field's error: the field's path (`achievements.1`), its code, and the code's English text. */
export const errorDetailSchema = z.object({
  field: z.string(),
  code: z.enum(FIELD_ERROR_CODES),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** Every error reply; clients translate `errorCode` and each `details[].code`, `message` is English. */
export const errorReplySchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  errorCode: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
  details: z.array(errorDetailSchema).optional(),
  /** With a 429: seconds until the limit lets the request through (the same as the `Retry-After` header). */
  retryAfterSeconds: z.number().int().positive().optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;
