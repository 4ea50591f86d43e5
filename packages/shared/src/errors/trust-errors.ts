import { SPAM_LIMITS } from '../spam.js';

/** Error codes of trust and safety (quotas by trust level, appeals, invitations): English fallback text, then HTTP status. */
export const TRUST_ERROR_MESSAGES = {
  /** A member did this more often than the hourly or daily quota allows; `Retry-After` says when to try again. */
  QUOTA_REACHED: 'You have done this too often. Please try again later.',
  /** An account whose email is not verified reached its smaller quota. */
  QUOTA_REACHED_UNVERIFIED: 'New accounts can do this only a few times. Verify your email to do more.',
  /** An appeal of an idea that reports did not hide (or that is visible again). */
  APPEAL_NOT_ALLOWED: 'Only a hidden idea can be appealed.',
  /** A second appeal of the same hiding. */
  APPEAL_ALREADY_SENT: 'You have already appealed. A moderator will review it.',
  /** A staff member deciding the appeal of their own decision while another staff member can. */
  APPEAL_OWN_DECISION: 'This appeal is against your own decision, so another staff member reviews it.',
  /** An appeal that was already upheld or rejected. */
  APPEAL_ALREADY_DECIDED: 'This appeal has already been decided.',
  /** An idea or a comment by an account whose email is not verified holds more links than `SPAM_LIMITS.unverifiedLinksMax`. */
  TOO_MANY_LINKS: `Until you verify your email, an idea or a comment can hold at most ${SPAM_LIMITS.unverifiedLinksMax} links. Remove some, or verify your email to post more.`,
  /** The same text posted (as an idea or a comment) more than `SPAM_LIMITS.repeatedTextMax` times within an hour; `Retry-After` says when. */
  REPEATED_TEXT: `You have already posted this text ${SPAM_LIMITS.repeatedTextMax} times in the last hour. Write something new, or wait before posting it again.`,
  /** An invitation opened while signed in to an account with another email address. */
  INVITATION_EMAIL_MISMATCH: 'This invitation was sent to another email address.',
} as const;

export const TRUST_ERROR_STATUS: Record<keyof typeof TRUST_ERROR_MESSAGES, number> = {
  QUOTA_REACHED: 429,
  QUOTA_REACHED_UNVERIFIED: 429,
  APPEAL_NOT_ALLOWED: 409,
  APPEAL_ALREADY_SENT: 409,
  APPEAL_OWN_DECISION: 403,
  APPEAL_ALREADY_DECIDED: 409,
  INVITATION_EMAIL_MISMATCH: 403,
  TOO_MANY_LINKS: 400,
  REPEATED_TEXT: 429,
};
