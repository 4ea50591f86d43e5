/** Error codes of reports on comments and people: English fallback text, then HTTP status. */
export const REPORT_ERROR_MESSAGES = {
  /** A second report of one comment by the same person (any of their accounts). */
  COMMENT_ALREADY_REPORTED: 'You have already reported this comment.',
  /** A second report of one person by the same person (any of their accounts). */
  PERSON_ALREADY_REPORTED: 'You have already reported this person.',
  /** A report of your own comment, or of yourself (any of your accounts). */
  CANNOT_REPORT_YOURSELF: 'You cannot report yourself or your own comment.',
} as const;

export const REPORT_ERROR_STATUS: Record<keyof typeof REPORT_ERROR_MESSAGES, number> = {
  COMMENT_ALREADY_REPORTED: 409,
  PERSON_ALREADY_REPORTED: 409,
  CANNOT_REPORT_YOURSELF: 400,
};
