/** Error codes of email verification: English fallback text, then HTTP status. */
export const ACCOUNT_ERROR_MESSAGES = {
  /** A verification token that is unknown, already used, expired, or mailed to an address the account no longer has. */
  EMAIL_VERIFY_TOKEN_INVALID: 'This verification link is invalid or has expired. Please request a new one.',
  /** A resend for an account with no email address (a sub-account or a Google account without one). */
  EMAIL_VERIFY_NO_EMAIL: 'This account has no email address to verify.',
} as const;

export const ACCOUNT_ERROR_STATUS: Record<keyof typeof ACCOUNT_ERROR_MESSAGES, number> = {
  EMAIL_VERIFY_TOKEN_INVALID: 400,
  EMAIL_VERIFY_NO_EMAIL: 400,
};
