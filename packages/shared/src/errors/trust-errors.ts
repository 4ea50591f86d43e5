/** Error codes of trust and safety (quotas by trust level, appeals, invitations): English fallback text, then HTTP status. */
export const TRUST_ERROR_MESSAGES = {
  /** A member did this more often than the hourly or daily quota allows; `Retry-After` says when to try again. */
  QUOTA_REACHED: 'You have done this too often. Please try again later.',
  /** An account whose email is not verified reached its smaller quota. */
  QUOTA_REACHED_UNVERIFIED: 'New accounts can do this only a few times. Verify your email to do more.',
  /** An appeal of an idea that reports did not hide (or that is visible again). */
  APPEAL_NOT_ALLOWED: 'Only an idea hidden after reports can be appealed.',
  /** A second appeal while the idea is still hidden by the same reports. */
  APPEAL_ALREADY_SENT: 'You have already appealed. A moderator will review it.',
  /** An invitation opened while signed in to an account with another email address. */
  INVITATION_EMAIL_MISMATCH: 'This invitation was sent to another email address.',
} as const;

export const TRUST_ERROR_STATUS: Record<keyof typeof TRUST_ERROR_MESSAGES, number> = {
  QUOTA_REACHED: 429,
  QUOTA_REACHED_UNVERIFIED: 429,
  APPEAL_NOT_ALLOWED: 409,
  APPEAL_ALREADY_SENT: 409,
  INVITATION_EMAIL_MISMATCH: 403,
};
