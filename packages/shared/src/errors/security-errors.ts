import { VALIDATION_MESSAGES } from '../validation.js';

/** Error codes of the hardening rules (input limits, passwords): English fallback text, then HTTP status. */
export const SECURITY_ERROR_MESSAGES = {
  /** A new password that is blank or among the 10,000 most common passwords. */
  PASSWORD_TOO_WEAK: VALIDATION_MESSAGES.PASSWORD_TOO_WEAK,
  /** The address (request line) is longer than the server reads. */
  URI_TOO_LONG: 'The address is too long.',
  /** The request headers are larger than the server reads. */
  HEADERS_TOO_LARGE: 'The request headers are too large.',
} as const;

export const SECURITY_ERROR_STATUS: Record<keyof typeof SECURITY_ERROR_MESSAGES, number> = {
  PASSWORD_TOO_WEAK: 400,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
};
