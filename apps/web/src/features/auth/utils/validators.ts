import { isValidEmail, isValidUsername, normalizeUsername } from '@ideamatch/shared/validation';
import { LIMITS } from '@ideamatch/shared/constants';

/**
 * Client-side field checks, with the same rules the server applies (shared
 * validation.ts). Each returns a key under `messages` in the locale files (rendered with
 * `formError`, so it follows language switches), or null when the value is fine.
 */
export type MessageKeyResult = string | null;

export const required = (value: string): MessageKeyResult => (value.trim() ? null : 'required');

export const validateEmail = (value: string): MessageKeyResult => (isValidEmail(value.trim()) ? null : 'emailInvalid');

export const validateUsername = (value: string): MessageKeyResult =>
  isValidUsername(normalizeUsername(value)) ? null : 'usernameInvalid';

/** Long enough and not blank; the server also refuses the most common passwords. */
export const validatePassword = (value: string): MessageKeyResult => {
  if (value.length < LIMITS.passwordMinLength) return 'passwordTooShort';
  return value.trim() ? null : 'passwordTooWeak';
};

export const validateConfirmPassword = (value: string, password: string): MessageKeyResult =>
  value === password ? null : 'passwordNotMatch';
