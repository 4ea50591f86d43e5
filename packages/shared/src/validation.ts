/**
 * Field rules and their fixed messages, shared by the web app (client-side checks) and the
 * server (the authority). Pure functions only: no I/O, no framework imports.
 */

/**
 * Field error codes of the account forms with the product's fixed English texts, word for word.
 * A code is what a Zod rule gives as its message and what the server sends as `details[].code`.
 */
export const VALIDATION_MESSAGES = {
  /** A required field left blank. */
  REQUIRED: 'Please, complete this field.',
  EMAIL_INVALID: 'Email is invalid',
  EMAIL_TAKEN: 'This email is taken. Try another',
  /** A new email address that is already the account's. */
  EMAIL_UNCHANGED: 'This is already your email address.',
  /** Any value that breaks a rule with no message of its own (an invalid username, a malformed id). */
  INCORRECT_INPUT: 'Incorrect input. Please try again',
  USERNAME_TAKEN: 'This username is taken. Try another',
  PASSWORD_TOO_SHORT: 'The passwords you entered are less than 6 characters. Please re-enter your new password',
  PASSWORD_NOT_MATCH: 'The passwords you entered do not match. Please re-enter your new password',
  /** One of the most common passwords, or only spaces. */
  PASSWORD_TOO_WEAK: 'This password is too easy to guess. Please choose a less common one.',
  CURRENT_PASSWORD_WRONG: 'The current password is incorrect.',
  TERMS_REQUIRED:
    'To proceed, you must accept the terms and conditions and the privacy policy established by the product',
  /** Registration checks this before sending anything. */
  PASSWORD_SHOULD_BE_SAME: 'Password and confirm password should be the same',
  PASSWORD_DID_NOT_MATCH: "Password and confirm password didn't match",
} as const;

/**
 * Usernames appear in URLs and mentions, so they are short, lowercase ASCII and never collide with
 * a route or a staff-looking name. An all-digit username is refused so it cannot be mistaken for an id.
 */
export const USERNAME_RULES = {
  minLength: 3,
  maxLength: 30,
  /** Lowercase letters, digits, '.', '_' and '-', starting with a letter or digit. */
  pattern: /^[a-z0-9][a-z0-9._-]*$/,
  reserved: [
    'admin',
    'administrator',
    'root',
    'support',
    'system',
    'api',
    'dashboard',
    'login',
    'register',
    'profile',
    'idea',
    'partner',
    'chat',
    'notification',
    'settings',
    'help',
    'ideamatch',
    'null',
    'undefined',
    'me',
  ] as readonly string[],
} as const;

/** Usernames are compared case-insensitively; this is the stored and compared form. */
export const normalizeUsername = (username: string): string => username.trim().toLowerCase();

/** Whether a (normalised) username obeys USERNAME_RULES; see its JSDoc for the reasons. */
export function isValidUsername(username: string): boolean {
  return (
    username.length >= USERNAME_RULES.minLength &&
    username.length <= USERNAME_RULES.maxLength &&
    USERNAME_RULES.pattern.test(username) &&
    !/^[0-9]+$/.test(username) &&
    !USERNAME_RULES.reserved.includes(username)
  );
}

/** A pragmatic email check (one '@', a dot in the domain, no spaces), the same on both sides. */
export const isValidEmail = (email: string): boolean => email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
