import { fieldDetail } from '@ideamatch/shared';
import commonPasswords from './common-passwords.json' with { type: 'json' };
import { AppError } from './app-error';

/**
 * The passwords refused as too common (OWASP ASVS 5.0 6.2.4 asks for at least the top 3,000 that
 * the policy would otherwise accept): the 10,000 most common of at least the minimum length, from
 * the committed list in common-passwords.json (its source and license are in the file).
 */
const COMMON_PASSWORDS = new Set(commonPasswords.passwords);

/**
 * Whether a new password (at registration, reset or change) is too easy to guess: blank (only
 * whitespace) or, ignoring letter case, one of the common passwords.
 */
export const isWeakPassword = (password: string): boolean =>
  password.trim() === '' || COMMON_PASSWORDS.has(password.toLowerCase());

/** The field error of a too-weak new password. */
export const WEAK_PASSWORD_DETAIL = fieldDetail('password', 'PASSWORD_TOO_WEAK');

/** 400 PASSWORD_TOO_WEAK, naming the password field. */
export const weakPassword = (): AppError => new AppError('PASSWORD_TOO_WEAK', { details: [WEAK_PASSWORD_DETAIL] });
