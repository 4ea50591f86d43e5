/**
 * Field rules and their fixed messages, shared by the web app (client-side checks) and the
 * server (the authority). Pure functions only: no I/O, no framework imports.
 */

/** The product's fixed field messages, word for word; the server sends them as `details[].message`. */
export const VALIDATION_MESSAGES = {
  emailInvalid: 'Email is invalid',
  emailTaken: 'This email is taken. Try another',
  incorrectInput: 'Incorrect input. Please try again',
  usernameTaken: 'This username is taken. Try another',
  passwordTooShort: 'The passwords you entered are less than 6 characters. Please re-enter your new password',
  passwordNotMatch: 'The passwords you entered do not match. Please re-enter your new password',
  consentRequired:
    'To proceed, you must accept the terms and conditions and the privacy policy established by the product',
  registerPasswordMismatch: 'Password and confirm password should be the same',
  resetPasswordMismatch: "Password and confirm password didn't match",
  invalidCredentials: 'Invalid username or password',
  noPermission: 'You have no permission.',
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
