import { REAUTH_LIMITS } from '../schemas/account-center.js';
import { VALIDATION_MESSAGES } from '../validation.js';

/** Error codes of the account center: English fallback text, then HTTP status. */
export const ACCOUNT_CENTER_ERROR_MESSAGES = {
  /** The current password sent to change the password or delete the account is wrong. */
  CURRENT_PASSWORD_WRONG: VALIDATION_MESSAGES.CURRENT_PASSWORD_WRONG,
  /** A two-factor code that is wrong, expired, already used, or not a recovery code of this account. */
  TWO_FACTOR_CODE_INVALID: 'The code is incorrect or has already been used.',
  /** A sign-in challenge that is unknown, older than 5 minutes or out of tries. */
  TWO_FACTOR_CHALLENGE_INVALID: 'This sign-in has expired. Please sign in again.',
  /** Turning two-factor on twice, or off when it is off, or enabling before setup. */
  TWO_FACTOR_STATE_INVALID: 'Two-factor sign-in is not in the state this needs. Please reload the page.',
  /** The only SuperAdmin cannot delete their account. */
  LAST_SUPER_ADMIN_DELETION:
    'You are the last SuperAdmin. Make someone else a SuperAdmin before deleting your account.',
  /** An unsubscribe link that was altered or is not ours. */
  UNSUBSCRIBE_LINK_INVALID: 'This unsubscribe link is invalid.',
  /** A change that could take the account over, sent without the current password, code or Google confirmation. */
  REAUTH_REQUIRED:
    'Please confirm it is you: enter your current password, or a code from your authenticator app if two-factor sign-in is on.',
  /** A Google confirmation that Google did not sign, that expired, or that names another Google account. */
  GOOGLE_REAUTH_FAILED:
    'Google could not confirm it is you. Please confirm with the Google account linked to IdeaMatch.',
  /** Too many wrong passwords or codes sent to confirm it is you; changes that need one wait. */
  REAUTH_TOO_MANY_ATTEMPTS: `Too many wrong passwords or codes. Please wait ${REAUTH_LIMITS.lockMs / 60_000} minutes, then try again.`,
} as const;

export const ACCOUNT_CENTER_ERROR_STATUS: Record<keyof typeof ACCOUNT_CENTER_ERROR_MESSAGES, number> = {
  CURRENT_PASSWORD_WRONG: 400,
  TWO_FACTOR_CODE_INVALID: 400,
  TWO_FACTOR_CHALLENGE_INVALID: 401,
  TWO_FACTOR_STATE_INVALID: 409,
  LAST_SUPER_ADMIN_DELETION: 409,
  UNSUBSCRIBE_LINK_INVALID: 400,
  REAUTH_REQUIRED: 400,
  GOOGLE_REAUTH_FAILED: 400,
  REAUTH_TOO_MANY_ATTEMPTS: 429,
};
