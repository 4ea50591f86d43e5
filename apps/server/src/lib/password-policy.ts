import { dictionary } from '@zxcvbn-ts/language-common';
import { fieldDetail } from '@ideamatch/shared';
import { AppError } from './app-error';

/** How many of the most common passwords are refused (OWASP ASVS 2.1.7 asks for at least the top 10,000). */
export const COMMON_PASSWORD_COUNT = 10_000;

/**
 * The most common passwords, lowercased, from zxcvbn-ts's maintained list (ranked by frequency in
 * leaked password sets, most common first).
 */
const COMMON_PASSWORDS = new Set(
  dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((password) => password.toLowerCase()),
);

/**
 * Whether a new password is too easy to guess: blank (only whitespace) or, ignoring letter case,
 * one of the COMMON_PASSWORD_COUNT most common passwords.
 */
export const isWeakPassword = (password: string): boolean =>
  password.trim() === '' || COMMON_PASSWORDS.has(password.toLowerCase());

/** The field error of a too-weak new password. */
export const WEAK_PASSWORD_DETAIL = fieldDetail('password', 'PASSWORD_TOO_WEAK');

/** 400 PASSWORD_TOO_WEAK, naming the password field. */
export const weakPassword = (): AppError => new AppError('PASSWORD_TOO_WEAK', { details: [WEAK_PASSWORD_DETAIL] });
