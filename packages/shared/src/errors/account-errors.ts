/** Error codes of email verification and LINE sign-in: English fallback text, then HTTP status. */
export const ACCOUNT_ERROR_MESSAGES = {
  /** A verification token that is unknown, already used, expired, or mailed to an address the account no longer has. */
  EMAIL_VERIFY_TOKEN_INVALID: 'This verification link is invalid or has expired. Please request a new one.',
  /** A resend for an account with no email address (a sub-account or a Google account without one). */
  EMAIL_VERIFY_NO_EMAIL: 'This account has no email address to verify.',
  /** A LINE sign-in that LINE refused, the person cancelled, or that came back stale or altered. */
  LINE_SIGN_IN_FAILED: 'Signing in with LINE did not work. Please try again.',
  /** A LINE sign-in whose next step (consent, or linking after a password sign-in) came too late or was altered. */
  LINE_TOKEN_INVALID: 'This LINE sign-in has expired. Please sign in with LINE again.',
  /** LINE tried to link to an account whose email differs from the one LINE gave, or that has another LINE account. */
  LINE_LINK_MISMATCH: 'This LINE account cannot be linked to the account you signed in to.',
  /** Connecting from the settings a LINE account that another IdeaMatch account already signs in with. */
  LINE_ALREADY_LINKED: 'This LINE account is already connected to another IdeaMatch account.',
} as const;

export const ACCOUNT_ERROR_STATUS: Record<keyof typeof ACCOUNT_ERROR_MESSAGES, number> = {
  EMAIL_VERIFY_TOKEN_INVALID: 400,
  EMAIL_VERIFY_NO_EMAIL: 400,
  LINE_SIGN_IN_FAILED: 401,
  LINE_TOKEN_INVALID: 400,
  LINE_LINK_MISMATCH: 409,
  LINE_ALREADY_LINKED: 409,
};
