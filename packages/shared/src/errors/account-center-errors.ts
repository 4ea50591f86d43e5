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
} as const;

export const ACCOUNT_CENTER_ERROR_STATUS: Record<keyof typeof ACCOUNT_CENTER_ERROR_MESSAGES, number> = {
  CURRENT_PASSWORD_WRONG: 400,
  TWO_FACTOR_CODE_INVALID: 400,
  TWO_FACTOR_CHALLENGE_INVALID: 401,
  TWO_FACTOR_STATE_INVALID: 409,
  LAST_SUPER_ADMIN_DELETION: 409,
  UNSUBSCRIBE_LINK_INVALID: 400,
};
